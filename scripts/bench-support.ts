/** What the benches share: reading their settings, medians, CPU timing, a free port for a server. */
import { readdirSync, readFileSync } from 'node:fs'
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

/**
 * CPU time of every thread of another process (main thread, libuv pool, GC helpers) in ms, from
 * each thread's schedstat: nanoseconds on a CPU, where /proc/<pid>/stat counts 10 ms ticks.
 */
export function processCpuMs(pid: number): number {
  let ns = 0
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0])
    } catch {
      // a thread that ended between the listing and the read
    }
  }
  return ns / 1e6
}
