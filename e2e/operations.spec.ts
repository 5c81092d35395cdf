import { connect } from 'node:net'
import { expect, test } from '@playwright/test'
import { feedbackRequest, lockFileExists, startServer, temporaryPgliteDir } from './servers'

test.describe('the shared server', () => {
  test('/healthz says it is ready, with the database state', async ({ request }) => {
    const response = await request.get('/healthz')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ready', database: { kind: 'pglite', state: 'ready' } })
  })

  test('unknown API paths and methods answer the API JSON error', async ({ request }) => {
    for (const path of ['/api/v1/nope', '/api/v1/units/25/0/nope/deeper', '/api/v2/units']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(response.headers()['content-type']).toContain('application/json')
      expect(await response.json()).toEqual({ error: { status: 404, message: expect.stringContaining('No API route') } })
    }
    const post = await request.post('/api/v1/units')
    expect(post.status()).toBe(405)
    expect(post.headers()['allow']).toBe('GET, HEAD')
    expect(await post.json()).toEqual({ error: { status: 405, message: 'The API is read-only: use GET.' } })
  })

  test('a malformed percent escape answers a 400 that says so', async ({ request }) => {
    const api = await request.get('/api/v1/units/%ff')
    expect(api.status()).toBe(400)
    expect((await api.json()).error).toEqual({ status: 400, message: expect.stringContaining('malformed percent escape') })
    const page = await request.get('/unit/%ff/%c0')
    expect(page.status()).toBe(400)
    expect(await page.text()).toContain('malformed percent escape')
  })

  test('static files carry a CSP and a Permissions-Policy, and no HSTS over plain HTTP', async ({ request }) => {
    for (const path of ['/favicon.svg', '/manifest.webmanifest', '/sw.js']) {
      const headers = (await request.get(path)).headers()
      expect(headers['content-security-policy'], path).toContain("default-src 'self'")
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(headers['permissions-policy'], path).toContain('camera=()')
      expect(headers['strict-transport-security'], path).toBeUndefined()
    }
  })

  test('a server function call for another host name is refused (DNS rebinding)', async ({ request }) => {
    const { path, init } = feedbackRequest({ experience: 4 }, { host: 'evil.example', origin: 'http://evil.example', 'sec-fetch-site': 'same-origin' })
    const response = await request.post(path, init)
    expect(response.status()).toBe(421)
  })

  test('a server function sent a form instead of JSON answers 415 saying so', async ({ request }) => {
    const { path } = feedbackRequest({ experience: 4 })
    const headers = { 'x-tsr-serverfn': 'true', 'sec-fetch-site': 'same-origin' }
    // As a form the feedback reached the validator as FormData: "Unexpected fields: append, delete, get, …".
    for (const response of [
      await request.post(path, { headers, multipart: { experience: '4' } }),
      await request.post(path, { headers, form: { experience: '4' } }),
    ]) {
      expect(response.status()).toBe(415)
      expect(await response.text()).toBe('Server functions take JSON (Content-Type: application/json), not a form.')
    }
  })

  test('feedback with a NUL or a lone surrogate is a 400 naming the problem, not a 500', async ({ request }) => {
    for (const [data, message] of [
      [{ experience: 4, feedback: 'a\u0000b' }, 'Feedback must not contain control characters.'],
      [{ experience: 4, contact: 'me\u0000' }, 'Contact must not contain control characters.'],
      [{ experience: 4, feedback: 'cat \ud83d' }, 'Feedback must not contain broken characters (lone surrogates).'],
    ] as const) {
      const { path, init } = feedbackRequest(data)
      const response = await request.post(path, init)
      expect(response.status()).toBe(400)
      expect(await response.text()).toContain(message)
    }
  })
})

test.describe('a server of its own', () => {
  // Each test starts a production server on a fresh PGlite folder: seconds of start-up on a busy machine.
  test.describe.configure({ timeout: 150_000 })

  test('X-Forwarded-For from an untrusted peer does not buy a fresh rate limit; a request that stops mid-body is let go', async ({ request }) => {
    const pglite = temporaryPgliteDir()
    const server = await startServer({ PGLITE_DIR: pglite.dir, FEEDBACK_RATE_LIMIT: '2', REQUEST_TIMEOUT_SECONDS: '2' })
    try {
      const statuses: number[] = []
      for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        const { path, init } = feedbackRequest({ experience: 5 }, { 'x-forwarded-for': forged })
        statuses.push((await request.post(server.url + path, init)).status())
      }
      expect(statuses).toEqual([200, 200, 429])

      // A body shorter than its Content-Length: Node waited 5 minutes for the rest, holding the connection.
      const { hostname, port } = new URL(server.url)
      const { path, init } = feedbackRequest({ experience: 5 })
      const head = [
        `POST ${path} HTTP/1.1`,
        'Host: localhost',
        ...Object.entries(init.headers).map(([name, value]) => `${name}: ${value}`),
        'Content-Length: 1000',
      ]
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), hostname, () => socket.write(`${head.join('\r\n')}\r\n\r\n{"t":1}`))
        let received = ''
        socket.on('data', (chunk) => (received += chunk.toString()))
        socket.on('close', () => resolve(received))
        socket.on('error', reject)
        setTimeout(() => reject(new Error(`still open after 20 s: ${received}`)), 20_000)
      })
      expect(answer).toMatch(/^HTTP\/1\.1 408/)
    } finally {
      server.signal('SIGTERM')
      await server.exited
      pglite.remove()
    }
  })

  test('behind a trusted proxy: per-client limits and HSTS; ready on listening; SIGTERM frees the PGlite lock at once', async ({ request }) => {
    const pglite = temporaryPgliteDir()
    const server = await startServer({ PGLITE_DIR: pglite.dir, HSTS_MAX_AGE: '31536000', TRUST_PROXY: 'loopback', FEEDBACK_RATE_LIMIT: '1' })
    try {
      // Listening means ready: the first request already finds the database open.
      const health = await request.get(`${server.url}/healthz`)
      expect(health.status()).toBe(200)
      expect(lockFileExists(pglite.dir)).toBe(true)

      const send = async (client: string) => {
        const { path, init } = feedbackRequest({ experience: 5 }, { 'x-forwarded-for': client })
        return (await request.post(server.url + path, init)).status()
      }
      expect([await send('198.51.100.1'), await send('198.51.100.2'), await send('198.51.100.1')]).toEqual([200, 200, 429])

      const overTls = await request.get(`${server.url}/favicon.svg`, { headers: { 'x-forwarded-proto': 'https' } })
      expect(overTls.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')

      server.signal('SIGTERM')
      expect(await server.exited).toBe(0)
      const closedIn = Number(/closed in (\d+) ms/.exec(server.output())?.[1])
      expect(closedIn).toBeLessThan(1_000)
      expect(lockFileExists(pglite.dir)).toBe(false)
    } finally {
      server.signal('SIGKILL')
      pglite.remove()
    }
  })
})
