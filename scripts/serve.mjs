// Production server: the built client assets from dist/client, everything else through
// TanStack Start's fetch handler in dist/server. Runs on the Node 24 pinned in package.json.
import { existsSync, readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { setTimeout } from 'node:timers'
import { fileURLToPath } from 'node:url'
// Pinned in package.json to the version Start itself uses, so a payload is read here as Start reads it.
import { fromJSON } from 'seroval'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

const root = fileURLToPath(new URL('..', import.meta.url))
const serverEntry = new URL('../dist/server/server.js', import.meta.url)
if (!existsSync(serverEntry)) {
  console.error('No production build found in dist/. Run `npm run build` first.')
  process.exit(1)
}
const startedAt = performance.now()
// dist/ is a production build, but React (external to the server bundle) picks its build from
// NODE_ENV when first imported: unset, every page rendered with React's development build,
// which checks keys and props and records owner stacks, 2-3 times the CPU of a render.
process.env.NODE_ENV = 'production'
// A new PGlite folder starts from the empty database the build made (see src/server/db.server.ts).
process.env.PGLITE_TEMPLATE ??= `${root}dist/pglite-template.tar.gz`
const entry = await import(serverEntry.href)
const app = entry.default
// Start logs every failed request with its stack; see src/server/error-log.ts.
console.error = entry.oneLineErrorLog((line) => process.stderr.write(`${line}\n`))

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? 'localhost'
const clientDir = `${root}dist/client`

// No route takes more than a few hundred bytes (the feedback survey is the biggest body); a bigger one gets a 413.
const MAX_REQUEST_BODY_BYTES = 64 * 1024
const requestTimeoutMs = readRequestTimeoutMs(process.env.REQUEST_TIMEOUT_SECONDS)
const SERVER_FN_BASE = '/_serverFn/'
// Function ids are hashes minted per build; the build lists them for this server (see scripts/server-function-manifest.ts).
const serverFnIds = readServerFunctionIds(new URL('../dist/server/server-functions.json', import.meta.url))

// Hashed build assets never change under one URL; everything else revalidates. The build
// wrote a .br and a .gz beside each text file (scripts/build-server-files.ts), sent as they are.
const PRECOMPRESSED = { br: '.br', gzip: '.gz' }
const immutableAssets = staticMiddleware({ dir: clientDir, maxAge: 31_536_000, immutable: true, encodings: PRECOMPRESSED })
const publicFiles = staticMiddleware({ dir: clientDir, maxAge: 3600, encodings: PRECOMPRESSED })

let proxies
try {
  proxies = entry.trustedProxies()
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
const hstsMaxAge = readHstsMaxAge(process.env.HSTS_MAX_AGE)

// Pages and /api/v1 answers: ETag, shared cache lifetimes and the rendered answers kept per URL (src/server/page-cache.ts).
const pageCache = entry.createPageCache({
  buildId: entry.buildIdFromDist(`${root}dist`),
  dataTag: entry.dataTagFromFiles(),
  maxBytes: readPageCacheBytes(process.env.PAGE_CACHE_MB),
})

// The database is opened and migrated before the first connection is accepted.
let startTimings
try {
  startTimings = await entry.startServing()
} catch (error) {
  console.error(`The server cannot start: ${error.message}`)
  process.exit(1)
}

let shuttingDown = false

const server = serve({
  port,
  hostname,
  silent: true,
  maxRequestBodySize: MAX_REQUEST_BODY_BYTES,
  // A client that stops sending mid-request (a body shorter than its Content-Length, headers
  // never finished) is answered 408 and let go after this long, where Node waited 5 minutes.
  node: { requestTimeout: requestTimeoutMs, headersTimeout: requestTimeoutMs, connectionsCheckingInterval: Math.min(requestTimeoutMs, 1000) },
  middleware: [
    async (request, next) => withSecurityHeaders(request, await next()),
    (request, next) => (new URL(request.url).pathname === '/healthz' ? health() : next()),
    (request, next) => (declaresTooLargeBody(request) ? tooLarge() : next()),
    (request, next) => (hasMalformedEscape(request) ? malformedPath(request) : next()),
    (request, next) => (hasEmptySegment(request) ? withoutEmptySegments(request) : next()),
    (request, next) => (isPagePath(request) && request.method !== 'GET' && request.method !== 'HEAD' ? methodNotAllowed() : next()),
    (request, next) => {
      const { pathname } = new URL(request.url)
      if (pathname.startsWith('/assets/')) return immutableAssets(request, next)
      // Browsers must ask for a new service worker on every check, or a release reaches them an hour late.
      if (pathname === '/sw.js') return publicFiles(request, next).then((response) => withHeader(response, 'cache-control', 'no-cache'))
      // srvx's static files know no .webmanifest and would send it as octet-stream.
      if (pathname === '/manifest.webmanifest') {
        return publicFiles(request, next).then((response) => withHeader(response, 'content-type', 'application/manifest+json'))
      }
      if (pathname.startsWith('/_serverFn') || pathname.startsWith('/api/')) return next()
      // Every public file has an extension; for a page path the file lookup only cost three stat calls per render.
      if (!/\.[^/]*$/.test(pathname)) return next()
      return publicFiles(request, next)
    },
  ],
  fetch: async (request) => compress(request, await pageCache.handle(request, appFetch)),
  error: (error) => {
    console.error(error)
    return new Response('Internal Server Error', { status: 500 })
  },
})

// A connection on which nothing moves for this long is closed: Node's requestTimeout only covers
// receiving a request, so a client that never read its answer held its connection for good.
// Later than requestTimeout, so that a request that stops arriving still gets its 408 first.
if (server.node?.server) server.node.server.timeout = requestTimeoutMs + 5_000

/**
 * Static files skip the app's request middleware, so the headers every response needs are added
 * here too; a page keeps its own policy (with its nonce). HSTS only on a request that came over
 * TLS: a browser ignores it over plain HTTP, and a proxy that terminates TLS says so in X-Forwarded-Proto.
 */
function withSecurityHeaders(request, response) {
  // A 304's headers replace the stored ones (RFC 9111 §4.3.4): the static policy would take the place of a page's script hashes.
  if (response.status === 304) return response
  const headers = Object.entries(entry.STATIC_FILE_SECURITY_HEADERS)
  if (hstsMaxAge !== undefined && entry.arrivedOverTls(request, request.ip, proxies)) {
    headers.push(['Strict-Transport-Security', `max-age=${hstsMaxAge}; includeSubDomains`])
  }
  for (const [name, value] of headers) {
    if (!response.headers.has(name)) {
      try {
        response.headers.set(name, value)
      } catch {
        return response
      }
    }
  }
  return response
}

/** REQUEST_TIMEOUT_SECONDS: how long one request may take to arrive whole (default 30). */
function readRequestTimeoutMs(setting) {
  if (setting === undefined || setting.trim() === '') return 30_000
  const seconds = Number(setting)
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 600) {
    console.error(`REQUEST_TIMEOUT_SECONDS must be a number of seconds from 1 to 600, not "${setting}".`)
    process.exit(1)
  }
  return Math.round(seconds * 1000)
}

/** PAGE_CACHE_MB: megabytes of rendered pages and API answers kept in memory (default 64; 0 keeps none). */
function readPageCacheBytes(setting) {
  if (setting === undefined || setting.trim() === '') return 64 * 1024 * 1024
  const megabytes = Number(setting)
  if (!Number.isFinite(megabytes) || megabytes < 0) {
    console.error(`PAGE_CACHE_MB must be a number of megabytes (0 or more), not "${setting}".`)
    process.exit(1)
  }
  return Math.round(megabytes * 1024 * 1024)
}

/** HSTS_MAX_AGE: seconds browsers keep to HTTPS (31536000 is a year); unset sends no HSTS. */
function readHstsMaxAge(setting) {
  if (setting === undefined || setting.trim() === '') return undefined
  const seconds = Number(setting)
  if (!Number.isInteger(seconds) || seconds < 0) {
    console.error(`HSTS_MAX_AGE must be a whole number of seconds, not "${setting}".`)
    process.exit(1)
  }
  return seconds
}

/** 200 when this process can serve (database answering, not shutting down), 503 otherwise. */
async function health() {
  const state = await entry.readiness()
  const ready = state.ready && !shuttingDown
  return new Response(JSON.stringify({ status: ready ? 'ready' : 'unavailable', database: state.database }), {
    status: ready ? 200 : 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
}

// A path the router cannot decode: answered here, in the API's shape where the API was asked.
function hasMalformedEscape(request) {
  try {
    decodeURIComponent(rawPath(request))
    return false
  } catch {
    return true
  }
}

// The raw path as sent: new URL() would read `//x/` as the host x.
function rawPath(request) {
  return request.url.replace(/^[a-z]+:\/\/[^/]*/i, '').split(/[?#]/)[0]
}

function hasEmptySegment(request) {
  return rawPath(request).includes('//')
}

/**
 * `//x/` (a path, not a host) reached the router, which redirected it to an absolute address
 * built from the Host header, with none of the security headers. It is answered here: a 301 to
 * the same path with each run of slashes made one, as a relative Location that cannot name
 * another host.
 */
function withoutEmptySegments(request) {
  const raw = request.url.replace(/^[a-z]+:\/\/[^/]*/i, '')
  const queryAt = raw.search(/[?#]/)
  const path = (queryAt === -1 ? raw : raw.slice(0, queryAt)).replace(/\/{2,}/g, '/')
  const query = queryAt === -1 ? '' : raw.slice(queryAt).split('#')[0]
  return new Response(null, { status: 301, headers: { location: `${path}${query}`, 'cache-control': 'no-store' } })
}

// Pages are read with GET and HEAD; server functions, the API (its own 405s) and /healthz take their own methods.
function isPagePath(request) {
  const { pathname } = new URL(request.url)
  return !pathname.startsWith('/_serverFn') && !pathname.startsWith('/api/') && pathname !== '/healthz'
}

function methodNotAllowed() {
  return new Response('This page is only read with GET or HEAD.', {
    status: 405,
    headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

function malformedPath(request) {
  const message = 'The path holds a malformed percent escape (such as %ff); escape each byte of UTF-8 as %XX.'
  if (new URL(request.url).pathname.startsWith('/api/')) {
    return new Response(JSON.stringify({ error: { status: 400, message } }), {
      status: 400,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  return new Response(message, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
}

/**
 * Sets a header on srvx's own answer for a static file. Changed in place, not copied into a
 * new Response: a copy took over the file's stream, which then and again closed twice and
 * threw outside any handler, stopping the server.
 */
function withHeader(response, name, value) {
  if (response.ok) response.headers.set(name, value)
  return response
}

/**
 * Start 1.169 answers 500 to a server-function call it cannot read: an unknown function id
 * (TanStack/router#7363) or a payload that is not JSON in Seroval's format (TanStack/router#8237).
 * Those are the caller's mistakes, so such a 500 becomes a 404 or a 400. The request is only
 * judged once Start has failed, so calls it can read are never touched and their 500s stay.
 */
async function appFetch(request) {
  const url = new URL(request.url)
  if (!url.pathname.startsWith(SERVER_FN_BASE)) return app.fetch(request)
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : request.clone()
  const response = await app.fetch(request)
  if (response.status === 413) return closingConnection(response)
  if (response.status !== 500) return response
  const id = url.pathname.slice(SERVER_FN_BASE.length).split('/')[0]
  if (!serverFnIds.has(id)) return refusal(response, 404, 'No such server function.')
  if (!(await isReadableCall(request.method, request.headers.get('content-type') ?? '', url, body))) {
    return refusal(response, 400, 'The server function call could not be read.')
  }
  return response
}

function readServerFunctionIds(file) {
  let ids = []
  try {
    ids = JSON.parse(readFileSync(file, 'utf8')).functions.map((entry) => entry.id)
  } catch (error) {
    console.error(`The build's server-function list ${fileURLToPath(file)} cannot be read (${error.message}). Run \`npm run build\`.`)
    process.exit(1)
  }
  if (ids.length === 0 || !ids.every((id) => typeof id === 'string' && id !== '')) {
    console.error(`The build's server-function list ${fileURLToPath(file)} names no server functions. Run \`npm run build\`.`)
    process.exit(1)
  }
  return new Set(ids)
}

// The same steps as Start's handleServerAction: form data for a form post, else the GET
// `payload` param or a JSON body, parsed and then deserialized by Seroval.
async function isReadableCall(method, contentType, url, body) {
  try {
    if (/multipart\/form-data|application\/x-www-form-urlencoded/.test(contentType)) {
      if (!body) return false
      await body.formData()
      return true
    }
    let text
    if (method === 'GET') text = url.searchParams.get('payload') || undefined
    else if (body && contentType.includes('application/json')) text = await body.text()
    if (text !== undefined) fromJSON(JSON.parse(text))
    return true
  } catch {
    return false
  }
}

// Refused before a byte is read, Node skips the body and keeps the connection; only a body
// without a length (chunked) is counted while Start reads it, and cut off by srvx at the limit.
function declaresTooLargeBody(request) {
  return Number(request.headers.get('content-length') ?? 0) > MAX_REQUEST_BODY_BYTES
}

function tooLarge() {
  return new Response(`The request body is larger than ${MAX_REQUEST_BODY_BYTES} bytes.`, {
    status: 413,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
}

// srvx destroyed the socket when the body passed the limit, so the client must not send on it again.
function closingConnection(response) {
  const headers = new Headers(response.headers)
  headers.set('connection', 'close')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

function refusal(failed, status, message) {
  failed.body?.cancel().catch(() => {})
  return new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
}

// Pages, server-function answers and API JSON are compressed on the fly (static files are by srvx).
function compress(request, response) {
  const type = response.headers.get('content-type') ?? ''
  const accepts = request.headers.get('accept-encoding') ?? ''
  if (!response.body || response.headers.has('content-encoding') || !/gzip/.test(accepts)) return response
  if (!/^(text\/|application\/(json|javascript|x-ndjson))/.test(type)) return response
  const headers = new Headers(response.headers)
  headers.set('content-encoding', 'gzip')
  headers.delete('content-length')
  headers.append('vary', 'accept-encoding')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

await server.ready()
// PORT=0 takes any free port; the line names the one taken.
const listeningPort = server.node?.server?.address()?.port ?? port
console.log(
  `Battle Cats Codex is serving on http://${hostname}:${listeningPort} (ready in ${Math.round(performance.now() - startedAt)} ms: database ${startTimings.database} ms, data set ${startTimings.dataSet} ms)`,
)

/**
 * The first render of each page kind costs several times the hundredth: its route's module is
 * imported and compiled on first use, the data's first walk and the engine's first run come with
 * it. So as soon as the server listens, one page of each kind and each /api/v1 route is asked
 * for over HTTP, its answer going into the page cache as a player's first visit would put it;
 * then a few other pages of each kind are rendered in-process, past the page cache, so that the
 * code they share has run more than once (a stage page not warmed took 2.4 times the CPU of the
 * next ones). One request at a time: answers keep coming meanwhile.
 */
const WARM_UP_PATHS = [
  '/',
  '/units',
  '/unit/025/2',
  '/enemies',
  '/enemy/549',
  '/stages',
  '/stage/N000/0',
  '/changes',
  '/combos',
  '/lineup',
  '/account',
  '/lists',
  '/api/v1/units',
  '/api/v1/units/025',
  '/api/v1/units/025/2/stats',
  '/api/v1/units/025/costs',
  '/api/v1/enemies',
  '/api/v1/enemies/549',
  '/api/v1/enemies/549/counters',
  '/api/v1/stages',
  '/api/v1/stages/N000/0',
  '/api/v1/stages/N000/0/team',
  '/api/v1/changes',
]
const WARM_UP_AGAIN = [
  '/unit/000/0',
  '/unit/143/2',
  '/unit/450/1',
  '/enemy/0',
  '/enemy/44',
  '/stage/EoC1/0',
  '/stage/A000/3',
  '/',
  '/units',
  '/enemies',
  '/stages',
  '/changes',
  '/api/v1/units/143',
  '/api/v1/units/143/2/stats',
  '/api/v1/enemies/0/counters',
  '/api/v1/enemies/44/counters',
  '/api/v1/stages/EoC1/0',
]

if (process.env.WARM_UP !== '0') void warmUp(`http://localhost:${listeningPort}`)

async function warmUp(origin) {
  const started = performance.now()
  for (const path of WARM_UP_PATHS) {
    if (shuttingDown) return
    await globalThis.fetch(`${origin}${path}`).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    )
  }
  const firstPass = performance.now() - started
  for (const path of WARM_UP_AGAIN) {
    if (shuttingDown) return
    await appFetch(new globalThis.Request(`${origin}${path}`)).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    )
  }
  console.log(
    `Warmed up: ${WARM_UP_PATHS.length} pages and API answers, one of each kind, in ${Math.round(firstPass)} ms, then ${WARM_UP_AGAIN.length} more in ${Math.round(performance.now() - started - firstPass)} ms.`,
  )
}

// Requests under way get a moment to finish; then every connection is cut, the database closed
// (which frees PGlite's folder lock) and the process ends, all within a second.
const DRAIN_MS = 400
const EXIT_DEADLINE_MS = 900
async function shutDown() {
  if (shuttingDown) return
  shuttingDown = true
  const started = performance.now()
  setTimeout(() => {
    process.stderr.write('Shutdown overran its deadline; exiting anyway.\n')
    process.exit(1)
  }, EXIT_DEADLINE_MS).unref()
  const closing = server.close()
  await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, DRAIN_MS))])
  server.node?.server?.closeAllConnections()
  await Promise.allSettled([closing, entry.stopServing()])
  const cache = pageCache.stats()
  console.log(
    `Page cache: ${cache.hits} hits, ${cache.misses} renders, ${cache.notModified} answered 304; ${cache.entries} answers kept (${Math.round(cache.bytes / 1024)} KB).`,
  )
  console.log(`Stopped: connections and database closed in ${Math.round(performance.now() - started)} ms.`)
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutDown())
