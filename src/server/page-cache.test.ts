import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import {
  buildIdFromDist,
  cacheKind,
  createPageCache,
  dataTagFromFiles,
  hashInlineScripts,
  matchesEtag,
  PAGE_CACHE_CONTROL,
  serverDataFiles,
} from './page-cache.ts'

const POLICY = "default-src 'self'; script-src 'self' 'nonce-N0NCE'; object-src 'none'"
const utf8 = (text: string) => new TextEncoder().encode(text)
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('a cacheable page keeps its scripts allowed without a per-response nonce', () => {
  it("allows the router's inline scripts by hash, not an injected one, and removes the nonce", () => {
    const html =
      '<head><meta property="csp-nonce" content="N0NCE"/></head><body><p>x</p>' +
      '<script nonce="N0NCE">window.$_TSR={a:1}</script><script nonce="N0NCE" type="module" src="/assets/a.js"></script>' +
      '<script>alert(1)</script><script nonce="N0NCE">$_TSR.b()</script></body>'
    const hashed = hashInlineScripts(utf8(html), POLICY)
    const { policy } = hashed
    const out = new TextDecoder().decode(hashed.html)
    expect(policy).toBe(`default-src 'self'; script-src 'self' ${sha256('window.$_TSR={a:1}')} ${sha256('$_TSR.b()')}; object-src 'none'`)
    expect(policy).not.toContain(sha256('alert(1)'))
    expect(out).not.toContain('N0NCE')
    expect(out).toContain('<script>window.$_TSR={a:1}</script><script type="module" src="/assets/a.js"></script><script>alert(1)</script>')
  })

  it('hashes the UTF-8 bytes of a script with text beyond ASCII, and removes the nonce from any tag', () => {
    const script = '$_TSR.n("Lesser Demon Cat · ネコ")'
    const html = `<link rel="modulepreload" nonce="N0NCE" href="/assets/a.js"/><p>Café</p><script nonce="N0NCE">${script}</script>`
    const hashed = hashInlineScripts(utf8(html), POLICY)
    expect(hashed.policy).toBe(`default-src 'self'; script-src 'self' ${sha256(script)}; object-src 'none'`)
    expect(new TextDecoder().decode(hashed.html)).toBe(`<link rel="modulepreload" href="/assets/a.js"/><p>Café</p><script>${script}</script>`)
  })

  it('leaves a page without a nonce policy (development) as it is', () => {
    expect(hashInlineScripts(utf8('<script>x</script>'), "script-src 'self'")).toEqual({ html: utf8('<script>x</script>'), policy: "script-src 'self'" })
  })
})

describe('what is cacheable', () => {
  const request = (path: string, method = 'GET') => new Request(`http://localhost${path}`, { method })
  it('pages and /api/v1 reads; never server functions, writes or health checks', () => {
    expect(cacheKind(request('/unit/025/2?level=30'))).toBe('page')
    expect(cacheKind(request('/units', 'HEAD'))).toBe('page')
    expect(cacheKind(request('/api/v1/units'))).toBe('api')
    expect(cacheKind(request('/_serverFn/abc'))).toBeNull()
    expect(cacheKind(request('/_serverFn/abc', 'POST'))).toBeNull()
    expect(cacheKind(request('/units', 'POST'))).toBeNull()
    expect(cacheKind(request('/healthz'))).toBeNull()
    expect(cacheKind(request('/api/nothing'))).toBeNull()
  })

  it('If-None-Match matches weakly or in a list; * is left to the render', () => {
    expect(matchesEtag('W/"b-d"', 'W/"b-d"')).toBe(true)
    expect(matchesEtag('"x", "b-d"', 'W/"b-d"')).toBe(true)
    expect(matchesEtag('*', 'W/"b-d"')).toBe(false)
    expect(matchesEtag('W/"b-old"', 'W/"b-d"')).toBe(false)
    expect(matchesEtag(null, 'W/"b-d"')).toBe(false)
  })
})

describe('createPageCache', () => {
  const page = (body: string, status = 200) =>
    new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': POLICY } })
  function setUp(maxBytes = 1024 * 1024) {
    const renders: string[] = []
    const cache = createPageCache({ buildId: 'build1', dataTag: '15.0.1-abc', maxBytes })
    const fetchApp = async (request: Request) => {
      const { pathname } = new URL(request.url)
      renders.push(pathname)
      if (pathname === '/missing') return page('<p>not found</p>', 404)
      return page(`<p>${pathname}</p><script nonce="N0NCE">go()</script>${'.'.repeat(2000)}`)
    }
    const get = (path: string, headers: Record<string, string> = {}) => cache.handle(new Request(`http://localhost${path}`, { headers }), fetchApp)
    return { cache, renders, get }
  }

  it('renders a URL once, then answers from memory with the ETag, shared lifetimes and the same bytes', async () => {
    const { cache, renders, get } = setUp()
    const first = await get('/units')
    const second = await get('/units', { 'accept-encoding': 'gzip, br' })
    expect(renders).toEqual(['/units'])
    expect(first.headers.get('etag')).toBe('W/"build1-15.0.1-abc"')
    expect(first.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
    expect(PAGE_CACHE_CONTROL).toMatch(/s-maxage=\d+/)
    expect(PAGE_CACHE_CONTROL).toMatch(/stale-while-revalidate=\d+/)
    expect(second.headers.get('content-encoding')).toBe('gzip')
    const plain = await first.text()
    expect(gunzipSync(Buffer.from(await second.arrayBuffer())).toString()).toBe(plain)
    expect(plain).toContain('<script>go()</script>')
    expect(first.headers.get('content-security-policy')).toContain(sha256('go()'))
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 })
  })

  it('keeps an API answer without the nonce in its policy: a kept answer is the same for every visitor', async () => {
    const cache = createPageCache({ buildId: 'build1', dataTag: '15.0.1-abc', maxBytes: 1024 * 1024 })
    const json = async () => new Response('{"units":[]}', { headers: { 'content-type': 'application/json', 'content-security-policy': POLICY } })
    const answer = await cache.handle(new Request('http://localhost/api/v1/units'), json)
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'self'; script-src 'self'; object-src 'none'")
    expect(await answer.text()).toBe('{"units":[]}')
  })

  it('answers 304 to a matching If-None-Match without rendering', async () => {
    const { renders, get } = setUp()
    const answer = await get('/unit/025/2', { 'if-none-match': 'W/"build1-15.0.1-abc"' })
    expect(answer.status).toBe(304)
    expect(answer.headers.get('etag')).toBe('W/"build1-15.0.1-abc"')
    expect(renders).toEqual([])
    expect((await get('/unit/025/2', { 'if-none-match': 'W/"build0-15.0.0-old"' })).status).toBe(200)
  })

  it('keeps no answer that is not a 200, and none at all with no memory given', async () => {
    const { renders, get } = setUp()
    await get('/missing')
    const again = await get('/missing')
    expect(again.status).toBe(404)
    expect(again.headers.get('cache-control')).toBeNull()
    expect(renders).toEqual(['/missing', '/missing'])
    const none = setUp(0)
    await none.get('/units')
    await none.get('/units')
    expect(none.renders).toEqual(['/units', '/units'])
  })

  it('renders a URL once for requests that arrive together, and drops the least recently used past its bytes', async () => {
    const { renders, get, cache } = setUp(10_000)
    await Promise.all([get('/a'), get('/a'), get('/a')])
    expect(renders).toEqual(['/a'])
    for (const path of ['/b', '/c', '/d', '/e', '/f', '/g']) await get(path)
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000)
    await get('/a')
    expect(renders.at(-1)).toBe('/a')
  })
})

describe('the validator covers every data file and the whole build', () => {
  const root = mkdtempSync(join(tmpdir(), 'codex-etag-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  let made = 0
  /** A folder of files; each call is a new folder, so two calls with the same files stand for two servers. */
  const folder = (files: Record<string, string>) => {
    const dir = join(root, String(made++))
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), { recursive: true })
      writeFileSync(join(dir, name), text)
    }
    return dir
  }
  const DATA = {
    'dataset.json': '{"version":"15.0.1","cats":[]}',
    'changes.json': '{"versions":[]}',
    'stages.json': '{"stages":[1]}',
    'combos.json': '{"combos":[]}',
    'enemies.json': '{"enemies":[]}',
  }
  const tagOf = (files: Record<string, string>) => {
    const dir = folder(files)
    return dataTagFromFiles(serverDataFiles(dir, []), join(dir, 'dataset.json'))
  }

  it('is the same for the same files in another place, and carries the game version', () => {
    expect(tagOf(DATA)).toBe(tagOf(DATA))
    expect(tagOf(DATA)).toMatch(/^15\.0\.1-[0-9a-f]{12}$/)
  })

  it.each(['stages.json', 'combos.json', 'enemies.json', 'changes.json', 'dataset.json'])('changes with %s', (file) => {
    expect(tagOf({ ...DATA, [file]: '{"changed":true}' })).not.toBe(tagOf(DATA))
  })

  it('changes with a file the importer adds, in the folder or below it', () => {
    expect(tagOf({ ...DATA, 'update-layers.json': '{}' })).not.toBe(tagOf(DATA))
    expect(tagOf({ ...DATA, 'layers/jp.json': '{}' })).not.toBe(tagOf(DATA))
  })

  it('covers a data file a setting moved out of the folder', () => {
    const dir = folder(DATA)
    const elsewhere = folder({ 'stages.json': '{"stages":[2]}' })
    const files = serverDataFiles(dir, [join(elsewhere, 'stages.json')])
    expect(files).toContain(join(elsewhere, 'stages.json'))
    expect(files).toContain(join(dir, 'enemies.json'))
  })

  const BUILD = {
    'client/assets/main-abc123.js': 'client',
    'client/assets/main-abc123.js.br': 'compressed',
    'server/server.js': 'render()',
    'server/assets/api-def456.js': 'json()',
  }
  it('names the build by its client asset names and its server code', () => {
    expect(buildIdFromDist(folder(BUILD))).toBe(buildIdFromDist(folder(BUILD)))
    expect(buildIdFromDist(folder({ ...BUILD, 'server/assets/api-def456.js': 'json(v2)' }))).not.toBe(buildIdFromDist(folder(BUILD)))
    expect(buildIdFromDist(folder({ ...BUILD, 'client/assets/other-999.js': 'x' }))).not.toBe(buildIdFromDist(folder(BUILD)))
    expect(buildIdFromDist(folder({ ...BUILD, 'client/assets/main-abc123.js.br': 'recompressed' }))).toBe(buildIdFromDist(folder(BUILD)))
  })
})
