import { Buffer } from 'node:buffer'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { changesPath } from './changes.server.ts'
import { combosPath } from './combos.server.ts'
import { dataSetPath } from './dataset.server.ts'
import { enemiesPath } from './enemies.server.ts'
import { stageDataPath } from './stages.server.ts'

/**
 * Pages and /api/v1 answers depend only on their URL, the data set and the build
 * (personal data stays in the browser), so they carry validators and lifetimes a
 * shared cache can use, and the server keeps what it rendered:
 *
 * - ETag `W/"<build>-<data>"`, the same for every URL of one build and data set,
 *   so a matching If-None-Match is answered 304 before anything is rendered.
 * - Cache-Control with a shared lifetime (s-maxage) and stale-while-revalidate;
 *   server functions and anything not GET/HEAD never pass through here.
 * - An LRU of rendered answers per URL (path and query), bounded in bytes, with
 *   the body kept gzipped too, so a repeat costs no render and no compression.
 *
 * A page's Content-Security-Policy cannot keep a per-response nonce once the page
 * is served from a cache: every visitor would get the same nonce, public in the
 * cached HTML. So the nonce only marks, inside this server, the inline scripts the
 * router rendered; they are then allowed by their SHA-256 hashes and the nonce is
 * removed from the HTML and the policy. A script injected into a page (through
 * some reflected text) would not carry the nonce, so its hash is not listed and
 * the browser refuses it, from whichever cache the page comes.
 */

export const PAGE_CACHE_CONTROL = 'public, max-age=60, s-maxage=600, stale-while-revalidate=86400'
export const API_CACHE_CONTROL = 'public, max-age=900, s-maxage=900, stale-while-revalidate=3600'

export interface PageCacheOptions {
  /** names the build: a hash of the client's hashed asset names and the server build (buildIdFromDist) */
  buildId: string
  /** names the data: game version and a hash of every data file (dataTagFromFiles) */
  dataTag: string
  /** bytes of answers kept in memory; 0 keeps none (validators and lifetimes are still sent) */
  maxBytes: number
}

type Kind = 'page' | 'api'

interface Entry {
  status: number
  headers: [string, string][]
  body: Uint8Array<ArrayBuffer>
  gzip: Uint8Array<ArrayBuffer> | null
  bytes: number
}

export interface PageCacheStats {
  hits: number
  misses: number
  notModified: number
  entries: number
  bytes: number
}

/** GET or HEAD of a page or /api/v1 route; null for server functions, other API paths, health checks and writes. */
export function cacheKind(request: Request): Kind | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const { pathname } = new URL(request.url)
  if (pathname.startsWith('/_serverFn') || pathname === '/healthz') return null
  if (pathname.startsWith('/api/v1/')) return 'api'
  if (pathname.startsWith('/api/')) return null
  return 'page'
}

/**
 * Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 §13.1.2 asks
 * for GET). `*` is not taken: it matches only a URL that has a page, which is unknown before rendering.
 */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
}

/** The policy without its `'nonce-…'` source. */
export function withoutNonce(policy: string): string {
  return policy.replace(/ 'nonce-[^']*'/g, '')
}

/**
 * Allows the inline scripts that carry this render's nonce by their hashes and removes
 * the nonce: the returned HTML and policy are the same for every visitor. Works on the
 * page's UTF-8 bytes as rendered (a CSP hash is of those bytes): decoding a page to a
 * string, searching it and encoding it again cost more than rendering some pages.
 */
export function hashInlineScripts(html: Uint8Array<ArrayBuffer>, policy: string): { html: Uint8Array<ArrayBuffer>; policy: string } {
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
  if (nonce === undefined) return { html, policy }
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength)
  const nonceAttribute = ` nonce="${nonce}"`
  const hashes: string[] = []
  // Byte ranges to leave out: the nonce attributes and the router's meta tag naming the nonce.
  const cuts: [number, number][] = []
  // The router also tells the browser the nonce in a meta tag, for scripts it would add later; pages add none.
  const meta = `<meta property="csp-nonce" content="${nonce}"/>`
  const metaAt = bytes.indexOf(meta)
  if (metaAt !== -1) cuts.push([metaAt, metaAt + meta.length])
  for (let at = bytes.indexOf(nonceAttribute, 0, 'latin1'); at !== -1; at = bytes.indexOf(nonceAttribute, at + 1, 'latin1')) {
    cuts.push([at, at + nonceAttribute.length])
  }
  for (let at = bytes.indexOf('<script', 0, 'latin1'); at !== -1;) {
    const tagEnd = bytes.indexOf('>', at)
    if (tagEnd === -1) break
    const tag = bytes.toString('latin1', at, tagEnd + 1)
    if (!/^<script\b/i.test(tag)) {
      at = bytes.indexOf('<script', tagEnd, 'latin1')
      continue
    }
    const close = bytes.indexOf('</script>', tagEnd, 'latin1')
    if (close === -1) break
    if (tag.includes(nonceAttribute) && !/\bsrc=/i.test(tag)) {
      const hash = `'sha256-${createHash('sha256')
        .update(bytes.subarray(tagEnd + 1, close))
        .digest('base64')}'`
      if (!hashes.includes(hash)) hashes.push(hash)
    }
    at = bytes.indexOf('<script', close, 'latin1')
  }
  cuts.sort((a, b) => a[0] - b[0])
  const kept: Buffer[] = []
  let from = 0
  for (const [start, end] of cuts) {
    kept.push(bytes.subarray(from, start))
    from = end
  }
  kept.push(bytes.subarray(from))
  const out = Buffer.concat(kept)
  return {
    html: new Uint8Array(out.buffer, out.byteOffset, out.byteLength) as Uint8Array<ArrayBuffer>,
    policy: policy.replace(`'nonce-${nonce}'`, hashes.join(' ')).replace(/ {2,}/g, ' ').replace(/ ;/g, ';'),
  }
}

/**
 * Every data file the server may read: the whole folder the data step writes the data set
 * in (data/), so that a file the importer adds is covered without a change here, and each
 * file a setting (STAGES_PATH, …) moved out of it.
 */
export function serverDataFiles(
  folder: string = dirname(dataSetPath()),
  named: readonly string[] = [dataSetPath(), changesPath(), stageDataPath(), combosPath(), enemiesPath()],
): string[] {
  const inFolder = existsSync(folder)
    ? readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) => join(entry.parentPath, entry.name))
    : []
  return [...new Set([...inFolder, ...named.filter((file) => existsSync(file))].map((file) => resolve(file)))].sort()
}

/**
 * The data's identity: the game version and a hash of every data file's name and bytes (read
 * once, at start). Names are hashed without their folder, so two servers with the same files
 * in different places send the same ETag.
 */
export function dataTagFromFiles(files: readonly string[] = serverDataFiles(), versionFile: string = dataSetPath()): string {
  const hash = createHash('sha256')
  for (const file of files) {
    const bytes = readFileSync(file)
    hash.update(`${basename(file)}\0${bytes.length}\0`).update(bytes)
  }
  const head = existsSync(versionFile) ? readFileSync(versionFile).subarray(0, 200).toString('utf8') : ''
  const version = /"version":"([^"]+)"/.exec(head)?.[1] ?? ''
  return `${version}-${hash.digest('hex').slice(0, 12)}`
}

/**
 * The build's identity: the client's hashed asset names (they change whenever an asset does)
 * and the bytes of the server build, whose code renders the pages and the API's JSON and can
 * change with no client asset changing.
 */
export function buildIdFromDist(distDir: string): string {
  const hash = createHash('sha256')
  const assets = readdirSync(join(distDir, 'client/assets'))
    .filter((name) => !/\.(map|br|gz)$/.test(name))
    .sort()
  hash.update(assets.join('\n'))
  const serverDir = join(distDir, 'server')
  const serverFiles = readdirSync(serverDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(map|br|gz)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  for (const file of serverFiles) {
    const bytes = readFileSync(file)
    hash.update(`\0${file.slice(serverDir.length)}\0${bytes.length}\0`).update(bytes)
  }
  return hash.digest('hex').slice(0, 12)
}

export function createPageCache(options: PageCacheOptions) {
  const etag = `W/"${options.buildId}-${options.dataTag}"`
  const entries = new Map<string, Entry>()
  const rendering = new Map<string, Promise<Entry | Response>>()
  const stats: PageCacheStats = { hits: 0, misses: 0, notModified: 0, entries: 0, bytes: 0 }

  const cacheControl = (kind: Kind) => (kind === 'page' ? PAGE_CACHE_CONTROL : API_CACHE_CONTROL)

  function remember(key: string, entry: Entry) {
    if (options.maxBytes <= 0 || entry.bytes > options.maxBytes / 4) return
    const old = entries.get(key)
    if (old) stats.bytes -= old.bytes
    entries.delete(key)
    entries.set(key, entry)
    stats.bytes += entry.bytes
    for (const [oldest, value] of entries) {
      if (stats.bytes <= options.maxBytes) break
      entries.delete(oldest)
      stats.bytes -= value.bytes
    }
    stats.entries = entries.size
  }

  /** Renders once per URL at a time; an answer that is not a plain 200 goes back as it came, uncached. */
  async function render(kind: Kind, request: Request, fetchApp: (request: Request) => Promise<Response>): Promise<Entry | Response> {
    const response = await fetchApp(request)
    const type = response.headers.get('content-type') ?? ''
    const expected = kind === 'page' ? type.startsWith('text/html') : type.startsWith('application/json')
    if (response.status !== 200 || !expected || response.headers.has('set-cookie') || response.headers.has('content-encoding') || request.method !== 'GET') {
      return response
    }
    let body = new Uint8Array(await response.arrayBuffer())
    const headers = new Headers(response.headers)
    const policy = headers.get('content-security-policy')
    if (kind === 'page' && policy !== null) {
      const hashed = hashInlineScripts(body, policy)
      body = hashed.html
      headers.set('content-security-policy', hashed.policy)
    } else if (policy !== null) {
      // JSON runs no script: its policy only loses the nonce, which would be the same for every visitor.
      headers.set('content-security-policy', withoutNonce(policy))
    }
    headers.set('cache-control', cacheControl(kind))
    headers.set('etag', etag)
    headers.set('vary', 'accept-encoding')
    headers.delete('content-length')
    const gzip = body.length > 1024 ? new Uint8Array(gzipSync(body)) : null
    return { status: 200, headers: [...headers], body, gzip, bytes: body.length + (gzip?.length ?? 0) + 512 }
  }

  function answer(entry: Entry, request: Request): Response {
    const headers = new Headers(entry.headers)
    const gzip = entry.gzip !== null && /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')
    const body = gzip ? entry.gzip! : entry.body
    if (gzip) headers.set('content-encoding', 'gzip')
    headers.set('content-length', String(body.length))
    return new Response(request.method === 'HEAD' ? null : body, { status: entry.status, headers })
  }

  return {
    etag,
    stats: (): PageCacheStats => ({ ...stats }),
    async handle(request: Request, fetchApp: (request: Request) => Promise<Response>): Promise<Response> {
      const kind = cacheKind(request)
      if (kind === null) return fetchApp(request)
      if (matchesEtag(request.headers.get('if-none-match'), etag)) {
        stats.notModified++
        return new Response(null, { status: 304, headers: { etag, 'cache-control': cacheControl(kind), vary: 'accept-encoding' } })
      }
      const url = new URL(request.url)
      const key = `${url.pathname}${url.search}`
      const cached = entries.get(key)
      if (cached) {
        stats.hits++
        entries.delete(key)
        entries.set(key, cached)
        return answer(cached, request)
      }
      stats.misses++
      if (request.method === 'HEAD') return fetchApp(request)
      let pending = rendering.get(key)
      const first = pending === undefined
      if (pending === undefined) {
        pending = render(kind, request, fetchApp).finally(() => rendering.delete(key))
        rendering.set(key, pending)
      }
      const result = await pending
      if (result instanceof Response) {
        // Only the request that rendered may send that body; one that waited renders its own.
        return first ? result : fetchApp(request)
      }
      remember(key, result)
      return answer(result, request)
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>
