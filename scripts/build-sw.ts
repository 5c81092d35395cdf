/**
 * Post-build step (`npm run build`): bundles src/pwa/service-worker.ts and its
 * Workbox modules into dist/client/sw.js, with the list of build files to
 * precache and a build id written into it.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

type PrecacheEntry = { url: string; revision: string | null }

const root = fileURLToPath(new URL('..', import.meta.url))
const clientDir = `${root}dist/client`
// Files outside /assets keep their name from build to build, so a hash of their bytes tells versions apart.
const UNHASHED = ['favicon.svg', 'manifest.webmanifest']

const digest = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16)

async function precacheManifest(): Promise<PrecacheEntry[]> {
  const assets = await readdir(`${clientDir}/assets`, { recursive: true, withFileTypes: true })
  const hashed = assets
    // .br and .gz copies (scripts/build-server-files.ts) are the server's business, never precached.
    .filter((entry) => entry.isFile() && !/\.(map|br|gz)$/.test(entry.name))
    .map((entry) => `${entry.parentPath}/${entry.name}`.slice(clientDir.length))
    .sort()
    .map((url): PrecacheEntry => ({ url, revision: null }))
  const unhashed = await Promise.all(
    UNHASHED.map(async (name): Promise<PrecacheEntry> => ({ url: `/${name}`, revision: digest(await readFile(`${clientDir}/${name}`)) })),
  )
  return [...hashed, ...unhashed]
}

const manifest = await precacheManifest()
if (!manifest.some((entry) => entry.url.endsWith('.js'))) throw new Error(`No built scripts in ${clientDir}/assets: run vite build first.`)
const buildId = digest(JSON.stringify(manifest))

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  define: {
    __PRECACHE_MANIFEST__: JSON.stringify(manifest),
    __BUILD_ID__: JSON.stringify(buildId),
    // Workbox keeps its debug logging behind this check.
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    sourcemap: false,
    lib: {
      entry: `${root}src/pwa/service-worker.ts`,
      // A classic script: registered as plain `/sw.js`, which every browser with service workers runs.
      formats: ['iife'],
      name: 'codexServiceWorker',
      fileName: () => 'sw.js',
    },
  },
})
console.log(`Service worker: dist/client/sw.js, ${manifest.length} files precached, build ${buildId}`)
