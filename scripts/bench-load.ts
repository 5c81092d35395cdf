/**
 * `node --experimental-strip-types scripts/bench-load.ts`: the production server under
 * load. Starts `scripts/serve.mjs` on its own port with a throwaway feedback database,
 * times the units-metadata server function one request at a time, then runs autocannon
 * (50 connections, 20 s each; BENCH_LOAD_SECONDS shortens a smoke run) against the home,
 * compare and unit pages and the metadata call, printing requests/s, p50/p99 latency,
 * errors, non-2xx and 5xx answers and the server's resident memory between the runs.
 * Also times the cold start (process start to a ready /healthz) with a new database and, after
 * the runs, with the same database again, and the server CPU per page (BENCH_LOAD_SECONDS=0
 * skips the load runs and measures only these).
 * Then the production shape (scripts/bench-proxy.ts): two servers on one PostgreSQL behind
 * nginx with deploy/nginx.conf.template, each path with the proxy's cache on (hit ratio) and off;
 * skipped, saying why, where nginx or PostgreSQL is missing.
 *   BENCH_ONLY=one-instance | proxy   one part only
 *   BENCH_PORT=3300                   the one server's port; the proxy part uses the four from BENCH_PROXY_PORT (BENCH_PORT + 4)
 * Loopback only; the servers are stopped at the end, on failure and on Ctrl+C.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { abandonProxyBench, benchBehindProxy, type Autocannon } from './bench-proxy.ts'
import { processCpuMs } from './bench-support.ts'
import { SERVER_FUNCTION_MANIFEST, type ServerFunctionManifest } from './server-function-manifest.ts'

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SERVER_BUILD = join(ROOT, 'dist/server/server.js')
const SERVER_FUNCTIONS = join(ROOT, 'dist/server', SERVER_FUNCTION_MANIFEST)
const PORT = Number(process.env.BENCH_PORT ?? 3300)
const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT ?? PORT + 4)
const ONLY = process.env.BENCH_ONLY
const ORIGIN = `http://127.0.0.1:${PORT}`
const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20)
const SEQUENTIAL_CALLS = 50
const CPU_SAMPLES = Number(process.env.BENCH_CPU_SAMPLES ?? 60)
const CPU_WARM_UP = 10
const START_TIMEOUT_MS = 60_000

// What Chromium sends: pages as a navigation, the metadata call as Start's client fetch does.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-US,en;q=0.9' }
const PAGE_HEADERS = { ...BROWSER_HEADERS, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }
const SERVER_FN_HEADERS = {
  ...BROWSER_HEADERS,
  accept: 'application/x-tss-framed, application/x-ndjson, application/json',
  'x-tsr-serverfn': 'true',
  'sec-fetch-site': 'same-origin',
  referer: `${ORIGIN}/`,
}

if (!Number.isFinite(SECONDS) || SECONDS < 0)
  fail(`BENCH_LOAD_SECONDS must be a number of seconds (0 skips the load runs), not "${process.env.BENCH_LOAD_SECONDS}".`)
if (ONLY !== undefined && ONLY !== 'one-instance' && ONLY !== 'proxy') fail(`BENCH_ONLY must be one-instance or proxy, not "${ONLY}".`)
if (!existsSync(SERVER_BUILD)) fail('No production build in dist/. Run `npm run data && npx vite build` first.')

const metadataPath = `/_serverFn/${serverFunctionId('getUnitsMetadata')}`
const targets = [
  { name: 'home page', path: '/', headers: PAGE_HEADERS },
  { name: 'compare page', path: '/units', headers: PAGE_HEADERS },
  { name: 'unit page', path: '/unit/025/2', headers: PAGE_HEADERS },
  { name: 'units metadata (server fn)', path: metadataPath, headers: SERVER_FN_HEADERS },
  { name: 'units API', path: '/api/v1/units', headers: { ...BROWSER_HEADERS, accept: 'application/json' } },
]
// Behind the proxy: the issue's four paths (server functions are never cached by the proxy).
const proxyTargets = targets.filter((target) => target.path !== metadataPath)

if (ONLY !== 'proxy' && (await answers('/'))) fail(`Something already answers on ${ORIGIN}; set BENCH_PORT to a free port.`)

let server: ChildProcess | undefined
const pgliteDir = mkdtempSync(join(tmpdir(), 'codex-bench-load-'))
const serverLog: string[] = []

// A run takes its duration, autocannon's 10 s request timeout and up to a minute to settle; the rest is start-up and the sequential calls.
const watchdog = setTimeout(
  () => {
    console.error('Load benchmark took too long; stopping.')
    abandon(1)
  },
  2 * START_TIMEOUT_MS + (targets.length + 2 * proxyTargets.length) * (SECONDS + 75) * 1000 + 240_000,
)
watchdog.unref()

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => abandon(130))

if (ONLY !== 'proxy') await benchOneInstance()
if (ONLY !== 'one-instance' && SECONDS > 0) {
  const failed = await benchBehindProxy({ autocannon, targets: proxyTargets, connections: CONNECTIONS, seconds: SECONDS, basePort: PROXY_PORT })
  if (failed > 0) console.log(`\n  WARNING: ${failed} errors or 5xx answers behind the proxy`)
  printMachineLoad('after the proxy part')
}
// The one-instance part removes it too; with BENCH_ONLY=proxy nothing else would.
rmSync(pgliteDir, { recursive: true, force: true })
clearTimeout(watchdog)

async function benchOneInstance() {
  try {
    const coldStart = await startTimed()
    server = coldStart.child
    const pid = server.pid as number
    console.log(`Server load (node scripts/serve.mjs on ${ORIGIN}, pid ${pid})`)
    console.log(`  ${CONNECTIONS} connections, ${SECONDS} s per target, gzip accepted like a browser`)
    printMachineLoad('at start')
    console.log(`  cold start, process start to /healthz ready: new database ${formatMs(coldStart.ms)} (${coldStart.line})`)
    printMemory('after start, idle', pid)

    const sizes: string[] = []
    for (const target of targets) {
      let bytes = 0
      for (let warmUp = 0; warmUp < 5; warmUp++) bytes = (await timedGet(target.path, target.headers)).bytes
      sizes.push(`${target.name} ${(bytes / 1024).toFixed(0)} KB`)
    }
    console.log(`  answer sizes before gzip: ${sizes.join(', ')}`)
    printMemory('after warm-up', pid)

    await printCpuPerPage(pid)

    const timings: number[] = []
    for (let call = 0; call < SEQUENTIAL_CALLS; call++) timings.push((await timedGet(metadataPath, SERVER_FN_HEADERS)).ms)
    const sorted = [...timings].sort((a, b) => a - b)
    console.log(`\n  units metadata, one request at a time (${SEQUENTIAL_CALLS} calls)`)
    console.log(
      `    median ${formatMs(percentile(sorted, 50))}   p90 ${formatMs(percentile(sorted, 90))}   min ${formatMs(sorted[0] ?? 0)}   max ${formatMs(sorted.at(-1) ?? 0)}`,
    )

    console.log('')
    let failedAnswers = 0
    for (const target of SECONDS > 0 ? targets : []) {
      const result = await autocannon({ url: ORIGIN + target.path, connections: CONNECTIONS, duration: SECONDS, timeout: 10, headers: target.headers })
      // autocannon stops with requests in flight; one more request returns once the server has worked through them.
      await fetch(ORIGIN + target.path, { headers: target.headers, signal: AbortSignal.timeout(60_000) }).then((response) => response.arrayBuffer())
      failedAnswers += result.errors + result['5xx']
      console.log(`  ${target.name} ${target.path === metadataPath ? 'GET /_serverFn/…' : `GET ${target.path}`}`)
      console.log(
        `    ${result.requests.average.toFixed(0)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms` +
          `   (${result.requests.total} answered of ${result.requests.sent} sent)`,
      )
      console.log(`    errors ${result.errors} (timeouts ${result.timeouts}, resets ${result.resets})   non-2xx ${result.non2xx}   5xx ${result['5xx']}`)
      printMemory(`after ${target.name}`, pid)
    }
    printMemory('after all runs (VmHWM is the peak)', pid)
    const cacheLine = await stopServer()
    if (cacheLine) console.log(`  ${cacheLine}`)
    const restart = await startTimed()
    server = restart.child
    console.log(`  cold start, process start to /healthz ready: existing database ${formatMs(restart.ms)} (${restart.line})`)
    printMachineLoad('at the end')
    if (failedAnswers > 0) console.log(`\n  WARNING: ${failedAnswers} errors or 5xx answers under load; server log tail:\n${serverLog.join('\n')}`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    if (serverLog.length > 0) console.error(`Server log tail:\n${serverLog.join('\n')}`)
    process.exitCode = 1
  } finally {
    await stopServer()
    rmSync(pgliteDir, { recursive: true, force: true })
  }
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

/** Function ids are hashes minted per build: the build lists them by name (see server-function-manifest.ts). */
function serverFunctionId(name: string): string {
  const manifest = JSON.parse(readFileSync(SERVER_FUNCTIONS, 'utf8')) as ServerFunctionManifest
  const id = manifest.functions.find((entry) => entry.name === name)?.id
  if (!id) fail(`Server function ${name} not found in ${SERVER_FUNCTIONS}.`)
  return id
}

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', PGLITE_DIR: pgliteDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => {
    serverLog.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim() !== ''),
    )
    serverLog.splice(0, serverLog.length - 12)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return child
}

/** Starts the server and times it from the process start to the first ready /healthz; `line` is its own start line. */
async function startTimed(): Promise<{ child: ChildProcess; ms: number; line: string }> {
  serverLog.splice(0)
  const started = performance.now()
  const child = startServer()
  server = child
  await waitUntilAnswering(child, '/healthz')
  const ms = performance.now() - started
  const line = serverLog.find((entry) => entry.includes('is serving on'))?.replace(/^.*\((ready in [^)]*)\).*$/, '$1') ?? ''
  return { child, ms, line }
}

async function waitUntilAnswering(child: ChildProcess, path = '/') {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before answering.`)
    if (await answers(path)) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`The server did not answer on ${ORIGIN} within ${START_TIMEOUT_MS / 1000} s.`)
}

async function answers(path: string): Promise<boolean> {
  try {
    const response = await fetch(ORIGIN + path, { signal: AbortSignal.timeout(2_000) })
    await response.arrayBuffer()
    return response.ok
  } catch {
    return false
  }
}

async function timedGet(path: string, headers: Record<string, string>): Promise<{ ms: number; bytes: number }> {
  const started = performance.now()
  const response = await fetch(ORIGIN + path, { headers, signal: AbortSignal.timeout(10_000) })
  const body = await response.arrayBuffer()
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}.`)
  return { ms, bytes: body.byteLength }
}

/**
 * Server CPU per page, one request at a time: a render (each URL new to the server's page
 * cache, by a query the page ignores: routing, the render, hashing its scripts and gzip), a
 * repeat of one URL (from the cache) and a revalidation (If-None-Match → 304). Each request's
 * CPU is read on its own after a warm-up; median and 10th percentile, since other work on
 * the machine inflates some samples (cache misses, shared cores) far more than others.
 */
async function printCpuPerPage(pid: number) {
  console.log(`\n  server CPU per request, ${CPU_SAMPLES} each after ${CPU_WARM_UP} warm-up requests, one at a time (gzip accepted): median / 10th percentile`)
  let unique = 0
  const pages = ['/', '/units', '/unit/025/2']
  const render = (path: string) => timedGet(`${path}${path.includes('?') ? '&' : '?'}cpu-bench=${Date.now()}-${unique++}`, PAGE_HEADERS)
  // Every page rendered a few times first: V8's compiler and collector threads finish the start-up's work meanwhile, which the first page measured otherwise paid for.
  for (let round = 0; round < 2 * CPU_WARM_UP; round++) for (const path of pages) await render(path)
  for (const path of pages) {
    const measure = async (request: () => Promise<unknown>) => {
      for (let index = 0; index < CPU_WARM_UP; index++) await request()
      const samples: number[] = []
      for (let index = 0; index < CPU_SAMPLES; index++) {
        const before = processCpuMs(pid)
        await request()
        samples.push(processCpuMs(pid) - before)
      }
      samples.sort((a, b) => a - b)
      return `${percentile(samples, 50).toFixed(1)} / ${percentile(samples, 10).toFixed(1)} ms`
    }
    const rendered = await measure(() => render(path))
    const etag =
      (await fetch(ORIGIN + path, { headers: PAGE_HEADERS }).then(async (response) => (await response.arrayBuffer(), response.headers.get('etag')))) ?? ''
    const repeated = await measure(() => timedGet(path, PAGE_HEADERS))
    const revalidated = await measure(() =>
      fetch(ORIGIN + path, { headers: { ...PAGE_HEADERS, 'if-none-match': etag }, signal: AbortSignal.timeout(10_000) }).then(async (response) => {
        await response.arrayBuffer()
        if (response.status !== 304) throw new Error(`GET ${path} with If-None-Match answered ${response.status}, not 304.`)
      }),
    )
    console.log(`    ${path.padEnd(12)} render ${rendered}   repeat (page cache) ${repeated}   revalidation (304) ${revalidated}`)
  }
}

function printMemory(moment: string, pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const megabytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) / 1024
  console.log(`    server memory ${moment}: VmRSS ${megabytes('VmRSS').toFixed(0)} MB, VmHWM ${megabytes('VmHWM').toFixed(0)} MB`)
}

// The cores are shared: a busy machine lowers every figure, so the load is part of the result.
function printMachineLoad(moment: string) {
  const [oneMinute] = loadavg()
  console.log(`  machine load ${moment}: ${(oneMinute ?? 0).toFixed(1)} (1 min average) on ${availableParallelism()} cores`)
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

function formatMs(ms: number): string {
  return `${ms.toFixed(1)} ms`
}

function killServer() {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
}

/** Exit now, without the graceful stop: the server is killed and its database removed. */
function abandon(code: number): never {
  killServer()
  abandonProxyBench()
  rmSync(pgliteDir, { recursive: true, force: true })
  process.exit(code)
}

/** Stops the server gracefully; returns what serve.mjs said on the way out about its page cache (its hit ratio over the run). */
async function stopServer(): Promise<string | undefined> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return undefined
  const exited = new Promise((resolve) => server?.once('exit', resolve))
  server.kill('SIGTERM')
  // serve.mjs closes gracefully on SIGTERM; a connection left open must not keep the benchmark waiting.
  const timer = setTimeout(killServer, 5_000)
  await exited
  clearTimeout(timer)
  return serverLog.find((line) => line.startsWith('Page cache:'))
}
