// Issue #49 point 2's figure: one client keeps 20 enemy rankings in flight (a new magnification
// each, so no cache holds one; after a 429 or 503 it waits its Retry-After), while another asks
// for a plain page and /healthz in turn. Prints their p50 and p99 and the rankings' statuses.
// Usage: node scripts/bench-flood.mjs [origin of a running production server] [seconds];
// without an origin (as `npm run bench` runs it) it starts the production build on a free port.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout } from 'node:timers'
const seconds = Number(process.argv[3] ?? 20)
const own = process.argv[2] === undefined ? await startServer() : null
const base = own?.origin ?? process.argv[2]

async function startServer() {
  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port: free } = probe.address()
      probe.close(() => resolve(free))
    })
  })
  const pgliteDir = mkdtempSync(join(tmpdir(), 'bench-flood-'))
  const child = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port), PGLITE_DIR: pgliteDir }, stdio: 'ignore' })
  const origin = `http://localhost:${port}`
  for (let tries = 0; tries < 240; tries++) {
    const ok = await globalThis.fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return { origin, stop: () => (child.kill(), rmSync(pgliteDir, { recursive: true, force: true })) }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill()
  throw new Error(`The production server did not come up on ${origin}`)
}
const FLOODERS = 20
let running = true
let magnification = 101
const statuses = {}

async function flooder() {
  while (running) {
    const response = await globalThis.fetch(`${base}/api/v1/enemies/2/counters?magnification=${magnification++}&limit=10`).catch(() => null)
    const status = response?.status ?? 'no answer'
    statuses[status] = (statuses[status] ?? 0) + 1
    if (response) await response.arrayBuffer()
    if (response?.status !== 200) await new Promise((resolve) => setTimeout(resolve, Number(response?.headers.get('retry-after') ?? 1) * 1000))
  }
}

const times = { '/units': [], '/healthz': [] }
async function prober() {
  while (running) {
    for (const path of Object.keys(times)) {
      const started = performance.now()
      const response = await globalThis.fetch(`${base}${path}`)
      await response.arrayBuffer()
      times[path].push(performance.now() - started)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

await globalThis.fetch(`${base}/units`).then((response) => response.arrayBuffer())
const work = [...Array.from({ length: FLOODERS }, flooder), prober()]
await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
running = false
await Promise.all(work)
const percentile = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN)
}
for (const [path, list] of Object.entries(times)) console.log(`${path}: ${list.length} answers, p50 ${percentile(list, 50)} ms, p99 ${percentile(list, 99)} ms`)
console.log('rankings by status', statuses)
own?.stop()
