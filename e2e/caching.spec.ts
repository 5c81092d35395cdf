import { test, expect, waitForHydration } from './fixtures'
import { feedbackRequest } from './servers'

// Pages and /api/v1 answers depend only on the URL, the data set and the build (src/server/page-cache.ts).

test.describe('pages and API answers a cache can serve', () => {
  for (const path of ['/', '/units', '/unit/025/2', '/changes', '/api/v1/units', '/api/v1/units/25/0/stats?level=30']) {
    test(`${path}: an ETag of the build and data, shared lifetimes, and 304 when it still matches`, async ({ request }) => {
      const first = await request.get(path)
      expect(first.status()).toBe(200)
      const etag = first.headers()['etag'] ?? ''
      // the data's game version is the newest update layer's (game-data-updates README §1)
      expect(etag).toMatch(/^W\/"[0-9a-f]{12}-15\.6\.0-[0-9a-f]{12}"$/)
      const cacheControl = first.headers()['cache-control'] ?? ''
      expect(cacheControl).toMatch(/^public, /)
      expect(cacheControl).toMatch(/s-maxage=[1-9]\d*/)
      expect(cacheControl).toMatch(/stale-while-revalidate=[1-9]\d*/)
      expect(first.headers()['vary']).toContain('accept-encoding')

      const again = await request.get(path, { headers: { 'if-none-match': etag } })
      expect(again.status()).toBe(304)
      expect(again.headers()['etag']).toBe(etag)
      expect(await again.body()).toHaveLength(0)

      const stale = await request.get(path, { headers: { 'if-none-match': 'W/"000000000000-15.0.0-000000000000"' } })
      expect(stale.status()).toBe(200)
      expect(await stale.body()).toEqual(await first.body())
    })
  }

  test('every visitor gets the same page: scripts allowed by hash, no nonce in the page or its policy', async ({ request }) => {
    const [a, b] = [await request.get('/unit/025/2'), await request.get('/unit/025/2')]
    const policy = a.headers()['content-security-policy'] ?? ''
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
    expect(policy).not.toContain('nonce')
    expect(b.headers()['content-security-policy']).toBe(policy)
    const html = await a.text()
    expect(html).not.toMatch(/nonce/)
    expect(await b.text()).toBe(html)
  })

  test('a page served from the cache runs: it hydrates with no CSP violation', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.goto('/unit/025/2')
    await page.goto('/unit/025/2?level=31')
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByTestId('stat-hp')).toBeVisible()
    expect(violations).toEqual([])
  })

  test('never for writes, errors or server functions: feedback, a 404 page, a bad API query, /healthz', async ({ request }) => {
    const { path, init } = feedbackRequest({ experience: 4 })
    const feedback = await request.post(path, init)
    expect(feedback.ok()).toBe(true)
    expect(feedback.headers()['cache-control'] ?? '').not.toMatch(/public|s-maxage/)
    expect(feedback.headers()['etag']).toBeUndefined()

    const missing = await request.get('/unit/99999/0')
    expect(missing.status()).toBe(404)
    expect(missing.headers()['cache-control'] ?? '').not.toMatch(/public|s-maxage/)
    expect((await request.get('/unit/99999/0', { headers: { 'if-none-match': '*' } })).status()).toBe(404)

    const bad = await request.get('/api/v1/changes?junk=1')
    expect(bad.status()).toBe(400)
    expect(bad.headers()['cache-control']).toBe('no-store')

    const health = await request.get('/healthz')
    expect(health.headers()['cache-control']).toBe('no-store')
  })
})
