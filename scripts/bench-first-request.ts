/**
 * `node --experimental-strip-types scripts/bench-first-request.ts`: is a player's first page of
 * each kind, right after the server starts, as quick as the hundredth (issue 48.4)? Starts
 * `scripts/serve.mjs` with a PGlite folder of its own and waits until it has warmed up (its
 * "Warmed up" line), then asks, one request at a time, for a page of each kind that no one has
 * asked for yet (the server's page cache does not hold it) and after it FIRST_REQUEST_NEXT more
 * distinct pages of that kind, half a second after the kind before, then three more each after
 * the same pause: the first one's wall time and server CPU against the median of the next ones
 * (back to back) and of the later ones (what a player's page costs once the server is warm). Pages that have one address (home, lists,
 * changes) are made distinct with a query they ignore. Figures are printed, never asserted.
 *   FIRST_REQUEST_ROUNDS=5   fresh servers, one after the other (the first on a new database); each round
 *                            starts at the next kind, so that no kind is always asked first
 *   FIRST_REQUEST_NEXT=30    distinct pages per kind after the first
 *   FIRST_REQUEST_AT=healthz starts as soon as /healthz is ready, while the warm-up still runs
 *   FIRST_REQUEST_IDLE=15    seconds of quiet before the first request, as when the first player comes a
 *                            little after the start (V8 collects the start's garbage once the process is idle)
 *   BENCH_PORT=3310          the server's port
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { median, positiveInt, processCpuMs } from './bench-support.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const PORT = positiveInt(process.env.BENCH_PORT, 3310)
const ORIGIN = `http://127.0.0.1:${PORT}`
const ROUNDS = positiveInt(process.env.FIRST_REQUEST_ROUNDS, 5)
const NEXT = positiveInt(process.env.FIRST_REQUEST_NEXT, 30)
const AT_HEALTHZ = process.env.FIRST_REQUEST_AT === 'healthz'
const IDLE_SECONDS = Number(process.env.FIRST_REQUEST_IDLE ?? 0)
const START_TIMEOUT_MS = 120_000
const PAUSE_MS = 500
const LATER = 3
const PER_ROUND = NEXT + 1 + LATER

const PAGE_HEADERS = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
}
const API_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' }

if (process.env.FIRST_REQUEST_AT !== undefined && !AT_HEALTHZ) fail(`FIRST_REQUEST_AT must be healthz or unset, not "${process.env.FIRST_REQUEST_AT}".`)
if (!Number.isFinite(IDLE_SECONDS) || IDLE_SECONDS < 0) fail(`FIRST_REQUEST_IDLE must be a number of seconds, not "${process.env.FIRST_REQUEST_IDLE}".`)
if (!existsSync(join(ROOT, 'dist/server/server.js'))) fail('No production build in dist/. Run `npm run build` first.')

type Kind = { name: string; headers: Record<string, string>; paths: string[] }

const kinds = pageKinds()
const pgliteDir = mkdtempSync(join(tmpdir(), 'codex-bench-first-'))
let server: ChildProcess | undefined
const serverLog: string[] = []
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server?.kill('SIGKILL')
    rmSync(pgliteDir, { recursive: true, force: true })
    process.exit(130)
  })

console.log(
  `First request of each page kind after a start (node scripts/serve.mjs on ${ORIGIN}): ${ROUNDS} rounds, each a fresh server; ` +
    `the first uncached page of a kind, ${PAUSE_MS} ms after the kind before, against the median of the next ${NEXT} (back to back) and of ${LATER} later ones (each after the same pause), one request at a time, gzip accepted; ` +
    `measured from ${AT_HEALTHZ ? 'the first ready /healthz (the warm-up still running)' : 'the end of the warm-up'}${IDLE_SECONDS > 0 ? ` after ${IDLE_SECONDS} s of quiet` : ''}`,
)
type Figures = { first: Timing[]; next: Timing[]; later: Timing[] }
const byKind = new Map<string, Figures>()
try {
  for (let round = 0; round < ROUNDS; round++) {
    const [load] = loadavg()
    const start = await startServer()
    console.log(
      `\n  round ${round + 1} (load ${(load ?? 0).toFixed(1)} on ${availableParallelism()} cores): /healthz ready after ${start.readyMs.toFixed(0)} ms` +
        (start.warmedMs === undefined ? '' : `, warmed up after ${start.warmedMs.toFixed(0)} ms (${start.warmUpLine})`),
    )
    console.log(
      `    ${'kind'.padEnd(20)} ${'first'.padEnd(20)} ${`next ${NEXT}, median`.padEnd(20)} ${`later ${LATER}, median`.padEnd(20)} (wall / server CPU)`,
    )
    if (IDLE_SECONDS > 0) await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000))
    const order = kinds.map((_, index) => kinds[(index + round) % kinds.length] as Kind)
    for (const kind of order) {
      // Other pages each round: the same first page would measure the same page's first render only.
      const paths = kind.paths.slice(round * PER_ROUND, (round + 1) * PER_ROUND)
      // The kind before can leave the collector's and the compiler's threads busy for a moment: a player's first page comes after a pause.
      await pause()
      const [first, ...next] = await measureAll(paths.slice(0, NEXT + 1), kind.headers)
      if (!first) continue
      const later: Timing[] = []
      for (const path of paths.slice(NEXT + 1)) {
        await pause()
        later.push(...(await measureAll([path], kind.headers)))
      }
      const figures = byKind.get(kind.name) ?? { first: [], next: [], later: [] }
      figures.first.push(first)
      figures.next.push(medianTiming(next))
      figures.later.push(medianTiming(later))
      byKind.set(kind.name, figures)
      console.log(
        `    ${kind.name.padEnd(20)} ${format(first).padEnd(20)} ${format(medianTiming(next)).padEnd(20)} ${format(medianTiming(later)).padEnd(20)} ${paths[0]}`,
      )
    }
    await stopServer()
  }
  console.log(`\n  medians over the ${ROUNDS} rounds (wall / server CPU); the first request's CPU in each round in brackets`)
  console.log(`    ${'kind'.padEnd(20)} ${'first'.padEnd(20)} ${`next ${NEXT}`.padEnd(20)} ${`later, after a pause`.padEnd(20)}`)
  for (const [name, figures] of byKind) {
    console.log(
      `    ${name.padEnd(20)} ${format(medianTiming(figures.first)).padEnd(20)} ${format(medianTiming(figures.next)).padEnd(20)} ${format(medianTiming(figures.later)).padEnd(20)} (${figures.first.map((timing) => ms(timing.cpu)).join(', ')})`,
    )
  }
  const [load] = loadavg()
  console.log(`  machine load at the end: ${(load ?? 0).toFixed(1)}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  if (serverLog.length > 0) console.error(`Server log tail:\n${serverLog.slice(-12).join('\n')}`)
  process.exitCode = 1
} finally {
  await stopServer()
  rmSync(pgliteDir, { recursive: true, force: true })
}

/** Every kind's pages in a fixed pseudo-random order, none of them a URL the warm-up asks for. */
function pageKinds(): Kind[] {
  const readData = (file: string) => JSON.parse(readFileSync(join(ROOT, 'data', file), 'utf8'))
  const cats = (readData('dataset.json') as { cats: { id: number; forms: unknown[] }[] }).cats
  const enemies = (readData('enemies.json') as { enemies: { id: number }[] }).enemies
  const maps = (readData('stages.json') as { maps: { id: string; stages: { stageId: number }[] }[] }).maps
  const count = ROUNDS * PER_ROUND
  const unitForms = shuffled(cats.flatMap((cat) => cat.forms.map((_, form) => ({ id: String(cat.id).padStart(3, '0'), form }))))
    .filter(({ id, form }) => !(id === '025' && form === 2))
    .slice(0, count)
  const enemyIds = shuffled(enemies.map((enemy) => enemy.id).filter((id) => id !== 549)).slice(0, count)
  const stages = shuffled(maps.flatMap((map) => map.stages.map((stage) => `${map.id}/${stage.stageId}`))).slice(0, count)
  const distinct = (path: string) => Array.from({ length: count }, (_, index) => `${path}?first-request=${index}`)
  return [
    { name: 'unit page', headers: PAGE_HEADERS, paths: unitForms.map(({ id, form }) => `/unit/${id}/${form}`) },
    { name: 'enemy page', headers: PAGE_HEADERS, paths: enemyIds.map((id) => `/enemy/${id}`) },
    { name: 'stage page', headers: PAGE_HEADERS, paths: stages.map((stage) => `/stage/${stage}`) },
    { name: 'home', headers: PAGE_HEADERS, paths: distinct('/') },
    { name: 'units list', headers: PAGE_HEADERS, paths: distinct('/units') },
    { name: 'enemies list', headers: PAGE_HEADERS, paths: distinct('/enemies') },
    { name: 'stages list', headers: PAGE_HEADERS, paths: distinct('/stages') },
    { name: 'changes', headers: PAGE_HEADERS, paths: distinct('/changes') },
    { name: 'API unit', headers: API_HEADERS, paths: unitForms.map(({ id }) => `/api/v1/units/${id}`) },
    { name: 'API unit stats', headers: API_HEADERS, paths: unitForms.map(({ id, form }) => `/api/v1/units/${id}/${form}/stats`) },
    { name: 'API enemy counters', headers: API_HEADERS, paths: enemyIds.map((id) => `/api/v1/enemies/${id}/counters`) },
    { name: 'API stage', headers: API_HEADERS, paths: stages.map((stage) => `/api/v1/stages/${stage}`) },
  ]
}

/** A fixed shuffle (the same pages in every run, spread over the data rather than its first ids). */
function shuffled<T>(items: T[]): T[] {
  let seed = 48_4
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other] as T, copy[index] as T]
  }
  return copy
}

async function measureAll(paths: string[], headers: Record<string, string>): Promise<Timing[]> {
  const timings: Timing[] = []
  for (const path of paths) {
    const pid = server?.pid as number
    const cpuBefore = processCpuMs(pid)
    const started = performance.now()
    const response = await fetch(ORIGIN + path, { headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) })
    await response.arrayBuffer()
    const wall = performance.now() - started
    const cpu = processCpuMs(pid) - cpuBefore
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}.`)
    timings.push({ wall, cpu })
  }
  return timings
}

async function startServer(): Promise<{ readyMs: number; warmedMs?: number; warmUpLine?: string }> {
  serverLog.splice(0)
  const started = performance.now()
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', PGLITE_DIR: pgliteDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server = child
  let warmedMs: number | undefined
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() === '') continue
      serverLog.push(line)
      if (line.startsWith('Warmed up')) warmedMs ??= performance.now() - started
    }
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const deadline = Date.now() + START_TIMEOUT_MS
  let readyMs: number | undefined
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was ready.`)
    if (readyMs === undefined && (await healthy())) readyMs = performance.now() - started
    if (readyMs !== undefined && (AT_HEALTHZ || warmedMs !== undefined)) {
      return { readyMs, warmedMs, warmUpLine: serverLog.find((line) => line.startsWith('Warmed up'))?.replace(/^Warmed up: /, '') }
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`The server was not ${readyMs === undefined ? 'ready' : 'warmed up'} within ${START_TIMEOUT_MS / 1000} s (run with WARM_UP=0?).`)
}

async function healthy(): Promise<boolean> {
  try {
    const response = await fetch(`${ORIGIN}/healthz`, { signal: AbortSignal.timeout(2_000) })
    await response.arrayBuffer()
    return response.ok
  } catch {
    return false
  }
}

async function stopServer() {
  const child = server
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}

type Timing = { wall: number; cpu: number }

function medianTiming(timings: Timing[]): Timing {
  return { wall: median(timings.map((timing) => timing.wall)), cpu: median(timings.map((timing) => timing.cpu)) }
}

function format(timing: Timing): string {
  return `${ms(timing.wall)} / ${ms(timing.cpu)}`
}

function pause() {
  return new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
}

function ms(value: number): string {
  return `${value.toFixed(value < 100 ? 1 : 0)} ms`
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}
