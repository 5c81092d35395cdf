/**
 * Post-build step (`npm run build`, after the service worker): work the production server
 * would otherwise do at every start-up, done once here.
 *
 * - The calculator data file, packed and compressed (brotli at its best quality took seconds
 *   of each start): dist/server/calculator/<hash>.json{,.br,.gz} and a manifest naming the
 *   data set bytes it came from. A server whose data/dataset.json differs packs its own.
 * - The client's text files (scripts, styles, the manifest, the service worker) with a .br and
 *   a .gz beside each, which scripts/serve.mjs sends as they are instead of compressing each
 *   request.
 * - An empty PGlite database (`initdb`, 5–20 s of WebAssembly), as a tarball a fresh database
 *   folder starts from: dist/pglite-template.tar.gz. Kept between builds in
 *   node_modules/.cache per PGlite version, since it depends on nothing else.
 */
import { existsSync } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { dataSet } from '../src/domain/game-data/model.ts'
import { calculatorData } from '../src/domain/units.ts'
import { CALCULATOR_FILES_MANIFEST, datasetDigest, packedCalculatorFile, type CalculatorFilesManifest } from '../src/server/dataset.server.ts'
import { PGLITE_TEMPLATE_FILE } from '../src/server/db.server.ts'
import { compressHashedFile } from '../src/server/hashed-file.server.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const clientDir = join(root, 'dist/client')
const calculatorDir = join(root, 'dist/server/calculator')
const started = performance.now()
// What srvx's static middleware would compress; images and fonts are compressed already.
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html)$/
const MIN_BYTES = 1024
const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

await Promise.all([calculatorFiles(), precompressClientFiles(), pgliteTemplate()])
console.log(`Server files: built in ${((performance.now() - started) / 1000).toFixed(1)} s`)

async function calculatorFiles(): Promise<void> {
  const datasetPath = join(root, 'data/dataset.json')
  if (!existsSync(datasetPath)) {
    console.log('Server files: no data/dataset.json (run `npm run data`); the server will pack the calculator file at start.')
    return
  }
  const text = await readFile(datasetPath, 'utf8')
  const { hash, json } = packedCalculatorFile(calculatorData(dataSet.parse(JSON.parse(text))))
  const { br, gzip: gzipped } = await compressHashedFile(json)
  await rm(calculatorDir, { recursive: true, force: true })
  await mkdir(calculatorDir, { recursive: true })
  await Promise.all([
    writeFile(join(calculatorDir, `${hash}.json`), json),
    writeFile(join(calculatorDir, `${hash}.json.br`), br),
    writeFile(join(calculatorDir, `${hash}.json.gz`), gzipped),
  ])
  const manifest: CalculatorFilesManifest = { dataset: datasetDigest(text), hash }
  // Written last: a build cut short leaves no manifest pointing at missing files.
  await writeFile(join(calculatorDir, CALCULATOR_FILES_MANIFEST), JSON.stringify(manifest))
  console.log(`Server files: calculator file ${hash} (${kb(json.length)}, brotli ${kb(br.length)}, gzip ${kb(gzipped.length)})`)
}

async function precompressClientFiles(): Promise<void> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true })
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => join(entry.parentPath, entry.name))
  let written = 0
  let before = 0
  let after = 0
  for (const file of files) {
    const bytes = await readFile(file)
    if (bytes.length < MIN_BYTES) continue
    const [br, gzipped] = await Promise.all([
      brotliAsync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gzipAsync(bytes, { level: zlib.Z_BEST_COMPRESSION }),
    ])
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)])
    written++
    before += bytes.length
    after += br.length
  }
  console.log(`Server files: ${written} client files precompressed (${kb(before)} → brotli ${kb(after)})`)
}

async function pgliteTemplate(): Promise<void> {
  const version = (JSON.parse(await readFile(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version
  const cached = join(root, `node_modules/.cache/battle-cats-codex/pglite-${version}.tar.gz`)
  const target = join(root, PGLITE_TEMPLATE_FILE)
  if (!(await stat(cached).catch(() => null))?.isFile()) {
    const begun = performance.now()
    const db = await PGlite.create()
    const tarball = await db.dumpDataDir('gzip')
    await db.close()
    await mkdir(join(cached, '..'), { recursive: true })
    const partial = `${cached}.${process.pid}.partial`
    await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()))
    await copyFile(partial, cached)
    await rm(partial, { force: true })
    console.log(`Server files: empty PGlite ${version} database made in ${((performance.now() - begun) / 1000).toFixed(1)} s`)
  }
  await copyFile(cached, target)
  console.log(`Server files: ${PGLITE_TEMPLATE_FILE} (an empty PGlite ${version} database, ${kb((await stat(target)).size)})`)
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KB`
}
