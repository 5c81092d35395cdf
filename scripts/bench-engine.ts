/**
 * Engine benchmark: medians after warm-up, default settings, every listed form.
 * Run: node --experimental-strip-types scripts/bench-engine.ts
 */
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { dataSet } from '../src/domain/game-data/model.ts'
import { defaultSettings } from '../src/domain/settings.ts'
import { formStats } from '../src/domain/stats/form-stats.ts'
import { prepareCats, type PreparedCat } from '../src/domain/stats/prepare.ts'
import { allFormsTrueDps } from '../src/domain/damage/true-dps.ts'
import { rangeProfile } from '../src/domain/damage/range-profile.ts'

const WARM_UP = 200
const RUNS = 500
const BUDGET_MS = 1.35

const file = new URL('../data/dataset.json', import.meta.url)
const data = dataSet.parse(JSON.parse(readFileSync(file, 'utf8')))

const prepareStart = performance.now()
const cats = prepareCats(data.cats)
const prepareMs = performance.now() - prepareStart
const formCount = cats.reduce((n, c) => n + c.forms.length, 0)

function median(run: () => unknown): number {
  for (let i = 0; i < WARM_UP; i++) run()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    run()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] ?? Number.NaN
}

function allFormsStats(all: readonly PreparedCat[]): number {
  let n = 0
  for (const cat of all) for (const form of cat.forms) n += formStats(form, defaultSettings).hp
  return n
}

const bahamut = cats.find((c) => c.cat.id === 25)?.forms.at(-1) ?? cats[0]?.forms[0]
if (!bahamut) throw new Error('the data set has no forms')

const statsMs = median(() => allFormsStats(cats))
const trueDpsMs = median(() => allFormsTrueDps(cats, defaultSettings, data.enemies))
const profileMs = median(() => rangeProfile(bahamut, defaultSettings))

const line = (label: string, ms: number) => console.log(`${label.padEnd(44)} ${ms.toFixed(3)} ms`)
console.log(`${formCount} forms of ${cats.length} cats (prepare once: ${prepareMs.toFixed(1)} ms)`)
line('all forms: stats (median)', statsMs)
line('all forms: stats + true DPS (median)', trueDpsMs)
line(`one form's range profile, ${bahamut.form.name} (median)`, profileMs)
console.log(trueDpsMs <= BUDGET_MS ? `within the ${BUDGET_MS} ms budget` : `OVER the ${BUDGET_MS} ms budget`)
