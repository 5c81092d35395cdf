// Production server: the built client assets from dist/client, everything else through
// TanStack Start's fetch handler in dist/server. Runs on the Node 24 pinned in package.json.
import { existsSync, readFileSync } from 'node:fs'
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
const { default: app } = await import(serverEntry.href)

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? 'localhost'
const clientDir = `${root}dist/client`

// No route takes more than a few hundred bytes (the feedback survey is the biggest body); a bigger one gets a 413.
const MAX_REQUEST_BODY_BYTES = 64 * 1024
const SERVER_FN_BASE = '/_serverFn/'
// Function ids are hashes minted per build; the build lists them for this server (see scripts/server-function-manifest.ts).
const serverFnIds = readServerFunctionIds(new URL('../dist/server/server-functions.json', import.meta.url))

// Hashed build assets never change under one URL; everything else revalidates.
const immutableAssets = staticMiddleware({ dir: clientDir, maxAge: 31_536_000, immutable: true })
const publicFiles = staticMiddleware({ dir: clientDir, maxAge: 3600 })

const server = serve({
  port,
  hostname,
  silent: true,
  maxRequestBodySize: MAX_REQUEST_BODY_BYTES,
  middleware: [
    async (request, next) => withBaselineHeaders(await next()),
    (request, next) => (declaresTooLargeBody(request) ? tooLarge() : next()),
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
      return publicFiles(request, next)
    },
  ],
  fetch: async (request) => compress(request, await appFetch(request)),
  error: (error) => {
    console.error(error)
    return new Response('Internal Server Error', { status: 500 })
  },
})

// Static files skip the app's request middleware, so the headers every response needs are added here too.
const BASELINE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
}
function withBaselineHeaders(response) {
  for (const [name, value] of Object.entries(BASELINE_HEADERS)) {
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
console.log(`Battle Cats Codex is serving on http://${hostname}:${port}`)

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close().finally(() => process.exit(0))
  })
}
