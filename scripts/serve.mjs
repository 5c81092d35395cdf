// Production server: the built client assets from dist/client, everything else through
// TanStack Start's fetch handler in dist/server. Runs on the Node 24 pinned in package.json.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
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

// Hashed build assets never change under one URL; everything else revalidates.
const immutableAssets = staticMiddleware({ dir: clientDir, maxAge: 31_536_000, immutable: true })
const publicFiles = staticMiddleware({ dir: clientDir, maxAge: 3600 })

const server = serve({
  port,
  hostname,
  silent: true,
  middleware: [
    async (request, next) => withBaselineHeaders(await next()),
    (request, next) => {
      const { pathname } = new URL(request.url)
      if (pathname.startsWith('/assets/')) return immutableAssets(request, next)
      if (pathname.startsWith('/_serverFn') || pathname.startsWith('/api/')) return next()
      return publicFiles(request, next)
    },
  ],
  fetch: async (request) => compress(request, await app.fetch(request)),
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
