/**
 * `npm run bench`: every benchmark in turn, each in its own Node process so one
 * does not warm up or slow down the next. Figures are printed, never asserted.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const BENCHES = [
  ['Importer and data set', 'scripts/bench-import.ts'],
  ['Engine', 'scripts/bench-engine.ts'],
  ['Unit search', 'scripts/bench-search.ts'],
  ['Stage counters', 'scripts/bench-stages.ts'],
  ['Team builder and upgrade planner (issues 45, 46)', 'scripts/bench-plan.ts'],
  ['Enemy and stage pages in the browser', 'scripts/bench-enemies.ts'],
  ['Server load', 'scripts/bench-load.ts'],
  ['First request of each page kind after a start (issue 48.4)', 'scripts/bench-first-request.ts'],
  ['A page while one client floods the rankings (issue 49)', 'scripts/bench-flood.mjs'],
  ['Feedback durability under SIGKILL', 'scripts/bench-durability.ts'],
  ['Fuzz against a production server', 'scripts/bench-fuzz.ts'],
  ['Browser speed and Lighthouse', 'scripts/bench-browser.ts'],
] as const

let failed = 0
for (const [title, script] of BENCHES) {
  console.log(`\n=== ${title} (${script}) ===`)
  if (!existsSync(script)) {
    console.log('  (not present)')
    continue
  }
  const result = spawnSync(process.execPath, ['--experimental-strip-types', script], { stdio: 'inherit' })
  if (result.status !== 0) {
    failed++
    console.log(`  ${script} exited with ${result.status ?? result.signal}`)
  }
}
process.exitCode = failed > 0 ? 1 : 0
