import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort } from '../scripts/bench-support.ts'
import { findNginx, startNginx, type RunningNginx } from '../scripts/nginx-proxy.ts'
import { feedbackRequest, serverFunctionId, startServer, temporaryPgliteDir, type SpawnedServer } from './servers'

/**
 * The compose setup's reverse proxy, deploy/nginx.conf.template, run with the machine's nginx
 * in front of a production server: what the app marks public is served again from the proxy's
 * cache (X-Cache-Status), per encoding; server functions, /healthz and answers without a public
 * Cache-Control never are; hashed assets get a year. npm test installs Debian's nginx-light.
 */

const nginx = findNginx()
const GZIP = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' }

test.describe('the compose proxy (deploy/nginx.conf.template)', () => {
  test.skip(!nginx, 'skipped: no nginx on this machine (Debian: apt-get install nginx-light; npm test installs it as root)')
  // One proxy and one server for the file: the cache's state carries from one request to the next.
  test.describe.configure({ mode: 'serial', timeout: 90_000 })

  let server: SpawnedServer | undefined
  let proxy: RunningNginx | undefined
  const pglite = temporaryPgliteDir()
  const nginxDir = mkdtempSync(path.join(tmpdir(), 'codex-e2e-nginx-'))

  test.beforeAll(async () => {
    server = await startServer({ PGLITE_DIR: pglite.dir, HOST: '127.0.0.1', TRUST_PROXY: 'loopback', FEEDBACK_RATE_LIMIT: '1000' })
    proxy = await startNginx(nginx as string, nginxDir, await freePort(), [`127.0.0.1:${new URL(server.url).port}`], 'codex')
  })

  test.afterAll(async () => {
    await proxy?.stop()
    if (server) {
      server.signal('SIGTERM')
      await server.exited
    }
    pglite.remove()
    rmSync(nginxDir, { recursive: true, force: true })
  })

  const get = async (pathname: string, headers: Record<string, string> = GZIP) => {
    const response = await fetch(`${proxy?.origin}${pathname}`, { headers, signal: AbortSignal.timeout(20_000) })
    return { response, text: await response.text(), cache: response.headers.get('x-cache-status') }
  }

  test('pages and /api/v1 answers are served again from the cache, one copy per encoding', async () => {
    for (const pathname of ['/units', '/unit/025/2', '/api/v1/units']) {
      const first = await get(pathname)
      expect(first.response.status, pathname).toBe(200)
      expect(first.cache, pathname).toBe('MISS')
      expect(first.response.headers.get('cache-control'), pathname).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/)
      expect(first.response.headers.get('content-encoding'), pathname).toBe('gzip')

      const repeat = await get(pathname)
      expect(repeat.cache, pathname).toBe('HIT')
      expect(repeat.text, pathname).toBe(first.text)
      expect(repeat.response.headers.get('etag'), pathname).toBe(first.response.headers.get('etag'))

      // A client without gzip gets its own, plain copy, never the gzipped bytes.
      const plain = await get(pathname, { 'accept-encoding': 'identity' })
      expect(plain.cache, pathname).toBe('MISS')
      expect(plain.response.headers.get('content-encoding'), pathname).toBeNull()
      expect(plain.text, pathname).toBe(first.text)
      expect((await get(pathname, { 'accept-encoding': 'identity' })).cache, pathname).toBe('HIT')
    }
  })

  test('a revalidation with the ETag is answered 304 by the cache', async () => {
    const { response } = await get('/')
    const etag = response.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    const revalidation = await fetch(`${proxy?.origin}/`, { headers: { ...GZIP, 'if-none-match': etag } })
    expect(revalidation.status).toBe(304)
    expect(revalidation.headers.get('x-cache-status')).toBe('HIT')
  })

  test('server functions, /healthz and answers that are not public are never kept', async () => {
    for (let round = 0; round < 2; round++) {
      const health = await get('/healthz')
      expect(health.response.status).toBe(200)
      expect(health.cache).toBeNull()

      const metadata = await get(`/_serverFn/${serverFunctionId('getUnitsMetadata')}`, {
        'accept-encoding': 'gzip',
        accept: 'application/x-tss-framed, application/x-ndjson, application/json',
        'x-tsr-serverfn': 'true',
        'sec-fetch-site': 'same-origin',
      })
      expect(metadata.response.status).toBe(200)
      expect(metadata.cache).toBeNull()

      // A 404 page carries no public Cache-Control: asked for again, it is still a MISS.
      const missing = await get('/no-such-page')
      expect(missing.response.status).toBe(404)
      expect(missing.response.headers.get('cache-control') ?? '').not.toMatch(/public/)
      expect(missing.cache).toBe('MISS')
    }

    // Feedback goes through to the app (with the proxy's forwarded headers) and is not cached.
    const feedback = feedbackRequest({ experience: 4 })
    const posted = await fetch(`${proxy?.origin}${feedback.path}`, { method: 'POST', headers: feedback.init.headers, body: feedback.init.data })
    await posted.arrayBuffer()
    expect(posted.headers.get('x-cache-status')).toBeNull()
    expect(posted.status).toBe(200)
  })

  test('hashed assets are kept for a year, in the encoding the browser takes', async () => {
    const script = readdirSync(path.join(process.cwd(), 'dist/client/assets')).find((name) => name.endsWith('.js'))
    expect(script).toBeDefined()
    const first = await get(`/assets/${script}`, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(first.response.status).toBe(200)
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(first.response.headers.get('content-encoding')).toBe('br')
    expect(first.cache).toBe('MISS')
    const repeat = await get(`/assets/${script}`, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(repeat.cache).toBe('HIT')
    expect(repeat.text).toBe(first.text)
    const gzip = await get(`/assets/${script}`, { 'accept-encoding': 'gzip' })
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip')
    expect(gzip.text).toBe(first.text)
  })

  test('a hashed asset that is not there is not kept for a year', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const missing = await get('/assets/no-such-file-0000.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
      expect(missing.response.status).toBe(404)
      expect(missing.response.headers.get('cache-control')).toBeNull()
      expect(missing.cache).not.toBe('HIT')
    }
  })

  test('during a rolling deploy, a replica that lacks an asset passes the request to the next', async () => {
    // The other build's replica, as nginx sees it: its own hashed names, none of this build's.
    const otherBuild = createServer((request, response) => {
      if (request.url === '/healthz') return void response.end('ok')
      if (request.url?.startsWith('/assets/other-build-')) {
        response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'max-age=31536000, immutable' })
        return void response.end('export const build = "other"\n')
      }
      response.writeHead(404).end()
    })
    await new Promise<void>((resolve) => otherBuild.listen(0, '127.0.0.1', resolve))
    const otherPort = (otherBuild.address() as { port: number }).port
    const twoBuildsDir = mkdtempSync(path.join(tmpdir(), 'codex-e2e-nginx-deploy-'))
    const twoBuilds = await startNginx(
      nginx as string,
      twoBuildsDir,
      await freePort(),
      [`127.0.0.1:${new URL(server!.url).port}`, `127.0.0.1:${otherPort}`],
      'codex',
    )
    try {
      const script = readdirSync(path.join(process.cwd(), 'dist/client/assets')).find((name) => name.endsWith('.js'))
      // Round robin starts each request on the next replica: four of each reach both first.
      for (let k = 0; k < 4; k++) {
        const ours = await fetch(`${twoBuilds.origin}/assets/${script}?k=${k}`, { signal: AbortSignal.timeout(20_000) })
        expect(ours.status).toBe(200)
        expect(ours.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
        await ours.arrayBuffer()
        const theirs = await fetch(`${twoBuilds.origin}/assets/other-build-${k}.js`, { signal: AbortSignal.timeout(20_000) })
        expect(theirs.status).toBe(200)
        expect(await theirs.text()).toContain('"other"')
      }
    } finally {
      await twoBuilds.stop()
      await new Promise((resolve) => otherBuild.close(resolve))
      rmSync(twoBuildsDir, { recursive: true, force: true })
    }
  })
})
