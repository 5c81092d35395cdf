import { createHash } from 'node:crypto'
import { test, expect, waitForHydration } from './fixtures'

const PAGES = ['/', '/units', '/lists', '/lists/my-cats', '/unit/025/2', '/no-such-page']

/** The inline scripts of a page: its text between <script …> and </script>, for those without src. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => !/\bsrc=/.test(match[1] ?? '')).map((match) => match[2] ?? '')
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

for (const path of PAGES) {
  test(`${path} carries the security headers and allows only its own scripts`, async ({ page, request }) => {
    const response = await request.get(path)
    const headers = response.headers()
    const csp = headers['content-security-policy'] ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain("'unsafe-inline' 'nonce")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    const html = await response.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    if (response.status() === 200) {
      // A page a cache may serve allows its inline scripts by hash: the same policy for every visitor (src/server/page-cache.ts).
      expect(csp).not.toContain('nonce')
      expect(html).not.toContain('nonce')
      const inline = inlineScripts(html)
      expect(inline.length).toBeGreaterThan(0)
      for (const script of inline) expect(csp).toContain(sha256(script))
    } else {
      // An answer that is not cached keeps a nonce of its own.
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1]
      expect(nonce).toBeTruthy()
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)
    }

    // The browser runs the page under the policy without a single violation (the fixture fails on console errors).
    await page.goto(path)
    await waitForHydration(page)
  })
}

test('an answer that is not cached gets a new nonce each time', async ({ request }) => {
  const first = (await request.get('/no-such-page')).headers()['content-security-policy']
  const second = (await request.get('/no-such-page')).headers()['content-security-policy']
  expect(first).toMatch(/'nonce-/)
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
