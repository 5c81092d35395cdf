import { test, expect, waitForHydration } from './fixtures'

const PRODUCT = 'Battle Cats Codex'

const routes = [
  { path: '/', title: `${PRODUCT} - Unit Database & Comparison Tool`, heading: /most accurate/i },
  { path: '/units', title: `Compare Units - ${PRODUCT}`, heading: /compare/i },
  { path: '/lists', title: `My Lists - ${PRODUCT}`, heading: /lists/i },
  { path: '/lists/my-cats', title: `My Cats - ${PRODUCT}`, heading: /my cats/i },
  { path: '/changes', title: `What changed - ${PRODUCT}`, heading: /what changed/i },
]

for (const route of routes) {
  test(`${route.path} renders on the server, hydrates and has its metadata`, async ({ page }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(route.title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
    await waitForHydration(page)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length).toBeGreaterThan(20)
    await expect(page.getByRole('banner')).toBeVisible()
  })
}

test('the home page carries social-sharing metadata', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${PRODUCT} - Unit Database & Comparison Tool`)
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /damage calculator/)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary')
})

test('the web app manifest and the service worker go out with their own headers, and the server keeps answering', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  expect(manifest.headers()['content-type']).toBe('application/manifest+json')
  expect((await manifest.json()) as { name?: string }).toMatchObject({ name: expect.stringContaining('Battle Cats Codex') })
  const worker = await request.get('/sw.js')
  expect(worker.status()).toBe(200)
  expect(worker.headers()['cache-control']).toBe('no-cache')
  // Copying these answers into new ones once left closed streams behind that now and then
  // crashed the server a moment later.
  for (let i = 0; i < 20; i++) {
    for (const path of ['/manifest.webmanifest', '/sw.js']) expect((await request.get(path, { headers: { connection: 'close' } })).status()).toBe(200)
  }
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect((await request.get('/no-such-page')).status()).toBe(404)
  expect((await request.get('/')).status()).toBe(200)
})

test('an unknown path answers 404 with the not-found view inside the shell', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page).toHaveTitle(/Battle Cats Codex$/)
})

test("a real page's address with an extra segment is the not-found view, not the page with a 404", async ({ page }) => {
  for (const path of ['/unit/025/2/extra', '/enemy/186/x', '/stage/N000/0/x', '/lists/my-cats/x']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Not Found')
    await expect(page).toHaveTitle('Page Not Found - Battle Cats Codex')
  }
})

test('the top bar navigates between pages on the client', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Compare' }).click()
  await expect(page).toHaveURL(/\/units$/)
  await expect(page).toHaveTitle(`Compare Units - ${PRODUCT}`)
  await nav.getByRole('link', { name: 'My Cats' }).click()
  await expect(page).toHaveURL(/\/lists\/my-cats$/)
  await nav.getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('on a 360 px phone the bar keeps the links Home, Compare and My Cats with their labels hidden', async ({ page }) => {
  // Spec, root shell: "Links Home, Compare and My Cats. Their labels are hidden on small screens."
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/units')
  await waitForHydration(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const name of ['Home', 'Compare', 'My Cats']) {
    const link = nav.getByRole('link', { name })
    await expect(link, name).toBeVisible()
    await expect(link.getByText(name, { exact: true }), `${name}'s label`).toHaveClass(/sr-only/)
    expect(await link.evaluate((element) => element.getBoundingClientRect().width), `${name} is an icon`).toBeLessThanOrEqual(40)
  }
  await nav.getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the title shows the full name on wide screens and the short form on narrow ones', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  await expect(page.getByRole('banner').getByText(PRODUCT, { exact: true })).toBeVisible()
  await expect(page.getByRole('banner').getByText('BC Codex', { exact: true })).toBeHidden()
  await page.setViewportSize({ width: 360, height: 740 })
  await expect(page.getByRole('banner').getByText('BC Codex', { exact: true })).toBeVisible()
  await expect(page.getByRole('banner').getByText(PRODUCT, { exact: true })).toBeHidden()
})

test('production pages ship no developer tools', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.locator('.tsqd-parent-container, [class*="TanStackRouterDevtools"]')).toHaveCount(0)
  const html = await page.content()
  expect(html).not.toContain('react-query-devtools')
})
