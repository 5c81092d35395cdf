/**
 * Engine benchmark: medians after warm-up, default settings, every listed form.
 * Run: node --experimental-strip-types scripts/bench-engine.ts
 */
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { dataSet } from '../src/domain/game-data/model.ts'
import { defaultSettings } from '../src/domain/settings/settings.ts'
import { formStats } from '../src/domain/stats/form-stats.ts'
import { prepareCats, type PreparedCat } from '../src/domain/stats/prepare.ts'
import { calculateForm, calculationContext } from '../src/domain/calculate-form.ts'
import { compareRows } from '../src/domain/compare/compare-rows.ts'
import { timed, type Timing } from './bench-support.ts'

const WARM_UP = 200
const RUNS = 500
const BUDGET_MS = 1.35

const file = new URL('../data/dataset.json', import.meta.url)
const data = dataSet.parse(JSON.parse(readFileSync(file, 'utf8')))

const prepareStart = performance.now()
const cats = prepareCats(data.cats, data.orbs ?? [])
const prepareMs = performance.now() - prepareStart
const formCount = cats.reduce((n, c) => n + c.forms.length, 0)

const median = (run: () => unknown): Timing => timed(run, { warmUp: WARM_UP, runs: RUNS })

function allFormsStats(all: readonly PreparedCat[]): number {
  let n = 0
  for (const cat of all) for (const form of cat.forms) n += formStats(form, defaultSettings).hp
  return n
}

const bahamut = cats.find((c) => c.cat.id === 25)?.forms.at(-1) ?? cats[0]?.forms[0]
if (!bahamut) throw new Error('the data set has no forms')

const statsMs = median(() => allFormsStats(cats))
function allFormsTrueDps(all: readonly PreparedCat[]): number {
  const context = calculationContext(defaultSettings, data.enemies)
  let total = 0
  for (const cat of all) for (const form of cat.forms) total += calculateForm(form, defaultSettings, context).trueDps
  return total
}

const trueDpsMs = median(() => allFormsTrueDps(cats))
const rowsMs = median(() => compareRows(cats, defaultSettings, data.enemies))
// The compare page with "best orb for the target" and a player's account (treasures below max).
const accountSettings = {
  ...defaultSettings,
  orbs: 'best' as const,
  attackTreasure: 200,
  redTreasure: 150,
  blackTreasure: 0,
  angelTreasure: 250,
  zombieTreasure: 150,
  alienTreasure: 100,
  researchLevel: 20,
}
const rowsOrbsMs = median(() => compareRows(cats, accountSettings, data.enemies))
// The unit page's work for one settings change: one calculation, both range profiles and the explanation.
const unitPageMs = median(() => {
  const calculation = calculateForm(bahamut, defaultSettings)
  return [calculation.profile('expected'), calculation.profile('max'), calculation.explanation]
})

const line = (label: string, t: Timing) => console.log(`${label.padEnd(58)} ${t.wallMs.toFixed(3)} ms  (CPU ${t.cpuMs.toFixed(3)} ms)`)
console.log(`${formCount} forms of ${cats.length} cats (prepare once: ${prepareMs.toFixed(1)} ms)`)
line('all forms: stats (median)', statsMs)
line('all forms: calculateForm, stats + true DPS (median)', trueDpsMs)
line('all forms: compare rows (median)', rowsMs)
line('all forms: compare rows, best orbs + an account (median)', rowsOrbsMs)
line(`unit page of ${bahamut.form.name}: both profiles + explanation`, unitPageMs)
console.log(
  trueDpsMs.wallMs <= BUDGET_MS
    ? `within the ${BUDGET_MS} ms budget`
    : `OVER the ${BUDGET_MS} ms budget on the wall clock (a busy machine inflates it: compare the CPU time)`,
)
