import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { expect, test } from '@playwright/test'
import { startServer, temporaryPgliteDir } from './servers'

/** Issue #49's low items, as an attacker and an operator met them. */

/** A request exactly as written (Playwright and fetch would normalize `//x/`). */
function rawGet(base: string, path: string, host: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ hostname, port, path, headers: { host } }, (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, headers: response.headers })
    })
    sent.on('error', reject)
    sent.end()
  })
}

test.describe('the shared server', () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    test(`a page answers ${method} with 405 and the methods it takes`, async ({ request }) => {
      const response = await request.fetch('/units', { method })
      expect(response.status()).toBe(405)
      expect(response.headers()['allow']).toBe('GET, HEAD')
      expect(response.headers()['x-content-type-options']).toBe('nosniff')
    })
  }

  test('a page still answers GET and HEAD', async ({ request }) => {
    expect((await request.get('/units')).status()).toBe(200)
    expect((await request.head('/units')).status()).toBe(200)
  })

  test('`//x/` is redirected to the same path on this site, never to an address built from Host', async ({ baseURL }) => {
    const answer = await rawGet(baseURL ?? '', '//evil.example/units?q=1', 'attacker.example')
    expect(answer.status).toBe(301)
    expect(answer.headers.location).toBe('/evil.example/units?q=1')
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'")
    expect(answer.headers['x-frame-options']).toBe('DENY')
  })
})

test.describe('a server of its own', () => {
  test.describe.configure({ timeout: 150_000 })

  test('a client that never reads its answers is disconnected once nothing moves for REQUEST_TIMEOUT_SECONDS + 5 s', async () => {
    const pglite = temporaryPgliteDir()
    const server = await startServer({ PGLITE_DIR: pglite.dir, REQUEST_TIMEOUT_SECONDS: '1' })
    try {
      const { hostname, port } = new URL(server.url)
      const REQUESTS = 100
      // A hundred pipelined requests for a big page fill every buffer between the two ends.
      const page = await fetch(`${server.url}/combos`)
      const pageBytes = (await page.arrayBuffer()).byteLength
      const received = await new Promise<number>((resolve, reject) => {
        let bytes = 0
        const socket = connect(Number(port), hostname, () => {
          socket.pause()
          socket.write(`GET /combos HTTP/1.1\r\nHost: localhost\r\n\r\n`.repeat(REQUESTS))
          // Not a measured time: long enough for the server to stall and give up, then everything sent is read.
          void sleep(15_000).then(() => socket.resume())
        })
        socket.on('data', (chunk: Buffer) => (bytes += chunk.length))
        socket.on('close', () => resolve(bytes))
        socket.on('error', reject)
      })
      // A server that kept the connection sent every page, then closed it only as an idle keep-alive.
      expect(received).toBeLessThan(REQUESTS * pageBytes)
    } finally {
      server.signal('SIGTERM')
      await server.exited
      pglite.remove()
    }
  })

  for (const [setting, value] of [
    ['FEEDBACK_RATE_LIMIT', '0'],
    ['FEEDBACK_RATE_LIMIT', 'abc'],
    ['FEEDBACK_RATE_LIMIT', '-1'],
    ['DATABASE_TIMEOUT_SECONDS', '0'],
  ] as const) {
    test(`${setting}=${value} stops the server at start with one line`, async () => {
      const pglite = temporaryPgliteDir()
      try {
        const failure: unknown = await startServer({ PGLITE_DIR: pglite.dir, [setting]: value }).then(
          (server) => {
            server.signal('SIGTERM')
            return undefined
          },
          (error: unknown) => error,
        )
        expect(failure).toBeInstanceOf(Error)
        const output = (failure as Error).message.split('\n').slice(1).join('\n').trim()
        expect(output.split('\n')).toHaveLength(1)
        expect(output).toContain(`${setting} must be`)
        expect(output).toContain(`"${value}"`)
      } finally {
        pglite.remove()
      }
    })
  }
})
