/**
 * The fuzzer of e2e/fuzz.spec.ts at a larger count, against a production server of its own
 * (scripts/serve.mjs, a throwaway PGlite folder): malformed paths, ids, queries, API calls and
 * server-function payloads. Prints the answers by status, every 5xx or unanswered request,
 * whether the server still serves, and its memory (VmRSS) before and after.
 *
 * Run: node --experimental-strip-types scripts/bench-fuzz.ts   (needs `npm run build`)
 *   FUZZ_CASES=2400   requests
 *   FUZZ_SEED=…       the generator's seed (default e2e's)
 */
import { readFileSync } from 'node:fs'
import { request } from 'playwright-core'
import { builtServerFunctions, FUZZ_SEED, fuzzCases, sendAll, tallyText } from '../e2e/fuzz-cases.ts'
import { startServer, temporaryPgliteDir } from '../e2e/servers.ts'
import { positiveInt } from './bench-support.ts'

const CASES = positiveInt(process.env.FUZZ_CASES, 2400)
const IN_FLIGHT = 8

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024

const pglite = temporaryPgliteDir()
const server = await startServer({ PGLITE_DIR: pglite.dir })
const context = await request.newContext()
try {
  // Each page and API once first, so the memory figure compares like with like.
  for (const path of ['/', '/units', '/unit/025/2', '/enemies', '/enemy/549', '/stages', '/stage/N000/0', '/combos', '/api/v1/units'])
    await context.get(server.url + path)
  const before = rssMb(server.pid)
  const started = performance.now()
  const run = await sendAll(context, server.url, fuzzCases(FUZZ_SEED, builtServerFunctions(), CASES), IN_FLIGHT)
  const { failures } = run
  const seconds = (performance.now() - started) / 1000
  const home = await context.get(`${server.url}/`)
  const health = await context.get(`${server.url}/healthz`)
  const after = rssMb(server.pid)
  console.log(`Fuzz: ${CASES} malformed requests (seed ${FUZZ_SEED}), ${IN_FLIGHT} at a time, in ${seconds.toFixed(1)} s against ${server.url}`)
  console.log(`  answers: ${tallyText(run)}`)
  console.log(`  5xx or no answer: ${failures.length} ${failures.length === 0 ? 'PASS' : 'FAIL'}`)
  for (const failure of failures.slice(0, 10)) console.log(`    ${failure}`)
  console.log(`  afterwards: / ${home.status()}, /healthz ${health.status()} (server alive: ${home.ok() && health.ok() ? 'yes' : 'NO'})`)
  console.log(
    `  server memory (VmRSS): ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after (${after - before >= 0 ? '+' : ''}${(after - before).toFixed(0)} MB)`,
  )
  process.exitCode = failures.length === 0 && home.ok() && health.ok() ? 0 : 1
} finally {
  await context.dispose()
  server.signal('SIGTERM')
  await server.exited
  pglite.remove()
}
