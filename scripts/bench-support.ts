/** What the benches share: reading their settings, medians, CPU timing, a free port for a server. */
import { createServer } from 'node:net'
import { performance } from 'node:perf_hooks'

export function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export type Timing = { wallMs: number; cpuMs: number }

/**
 * Median wall-clock time per run after warm-up, and the median CPU time of the process per run
 * (steadier on a busy machine, where the wall clock also counts other processes' turns).
 */
export function timed(run: () => unknown, { warmUp, runs }: { warmUp: number; runs: number }): Timing {
  for (let i = 0; i < warmUp; i++) run()
  const wall: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < runs; i++) {
    const cpuStart = process.cpuUsage()
    const start = performance.now()
    run()
    wall.push(performance.now() - start)
    const used = process.cpuUsage(cpuStart)
    cpu.push((used.user + used.system) / 1000)
  }
  return { wallMs: median(wall), cpuMs: median(cpu) }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}
