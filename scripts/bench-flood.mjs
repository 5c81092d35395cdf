// Issue #49 point 2's figure: one client keeps 20 enemy rankings in flight (a new magnification
// each, so no cache holds one; after a 429 or 503 it waits its Retry-After), while another asks
// for a plain page and /healthz in turn. Prints their p50 and p99 and the rankings' statuses.
// Usage, against a running production server: node scripts/bench-flood.mjs http://127.0.0.1:3000 [seconds]
import { performance } from 'node:perf_hooks'
import { setTimeout } from 'node:timers'
const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const seconds = Number(process.argv[3] ?? 20)
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
