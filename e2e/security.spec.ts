import { test, expect, waitForHydration } from './fixtures'

const PAGES = ['/', '/units', '/lists', '/lists/my-cats', '/unit/025/2', '/no-such-page']

for (const path of PAGES) {
  test(`${path} carries the security headers and a CSP nonce on every script`, async ({ page, request }) => {
    const response = await request.get(path)
    const headers = response.headers()
    const csp = headers['content-security-policy'] ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain("'unsafe-inline' 'nonce")
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    const html = await response.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)

    // The browser runs the page under the policy without a single violation (the fixture fails on console errors).
    await page.goto(path)
    await waitForHydration(page)
  })
}

test('two requests get two different nonces', async ({ request }) => {
  const first = (await request.get('/')).headers()['content-security-policy']
  const second = (await request.get('/')).headers()['content-security-policy']
  expect(first).not.toBe(second)
})

test('static files carry nosniff too', async ({ request }) => {
  const response = await request.get('/favicon.svg')
  expect(response.status()).toBe(200)
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
})

test('server functions refuse cross-site calls', async ({ page, request }) => {
  await page.goto('/')
  await waitForHydration(page)
  const serverCall = page.waitForRequest((req) => req.url().includes('/_serverFn/'))
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compare' }).click()
  const url = (await serverCall).url()
  const sameOrigin = await request.get(url, { headers: { 'sec-fetch-site': 'same-origin' } })
  expect(sameOrigin.status()).toBe(200)
  const crossSite = await request.get(url, { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } })
  expect(crossSite.status()).toBeGreaterThanOrEqual(400)
  expect(crossSite.status()).toBeLessThan(500)
})
