/**
 * Team builder and upgrade planner benchmark (issues 45 and 46), CPU per run, medians after a
 * warm-up; printed, never asserted.
 * - A team for the stage with the most enemy lines: its ranking and the builder, from every cat
 *   at max (budget 150 ms) and from a saved list of 1,000 cats (100 ms). "first" gives the
 *   ranking a new candidates array each run, as a new request does; "again" reuses one, as the
 *   counters engine then keeps its per-form work.
 * - "Best next upgrades" of a 1,000-cat list by true DPS (budget 100 ms), and by time to kill
 *   the stage's boss (the planner's third measure; no budget of its own).
 * Run: node --experimental-strip-types scripts/bench-plan.ts (after npm run data)
 */
import { bestNextUpgrades, type PlannerEntry, type PlannerOptions } from '../src/domain/planner/plan.ts'
import type { Stage } from '../src/domain/game-data/stages.ts'
import { rankStage } from '../src/server/stage-team.server.ts'
import { counterCandidates } from '../src/server/counter-candidates.server.ts'
import { getComboList } from '../src/server/combos.server.ts'
import { getUpgradeCosts } from '../src/server/costs.server.ts'
import { getDataSet } from '../src/server/dataset.server.ts'
import { getEnemies } from '../src/server/enemies.server.ts'
import { getStageIndex } from '../src/server/stages.server.ts'
import type { CounterCat } from '../src/domain/settings/codecs/counter-cats.ts'
import { timed } from './bench-support.ts'

const WARM_UP = 3
const RUNS = 15
const LIST_SIZE = 1000

const time = (run: () => unknown) => timed(run, { warmUp: WARM_UP, runs: RUNS })

const [index, loaded, enemies, combos, costs] = await Promise.all([getStageIndex(), getDataSet(), getEnemies(), getComboList(), getUpgradeCosts()])

let busiest: { stage: Stage; crowns: number[] } | null = null
for (const map of index.data.maps) {
  for (const stage of map.stages) if (!busiest || stage.enemies.length > busiest.stage.enemies.length) busiest = { stage, crowns: map.crowns }
}
if (!busiest) throw new Error('No stage in data/stages.json: run npm run data first.')
const { stage } = busiest
const crown = { index: 0, percent: busiest.crowns[0] ?? 100 }

// A list of 1,000 saved cats: each listed cat's last form, at levels spread over its range, talents off.
const listed = loaded.prepared.flatMap((prepared) => {
  const form = prepared.forms[prepared.forms.length - 1]
  return form ? [{ prepared, form }] : []
})
const list: CounterCat[] = Array.from({ length: LIST_SIZE }, (_, i) => {
  const { prepared, form } = listed[i % listed.length]!
  const level = 1 + ((i * 7) % prepared.cat.maxBaseLevel)
  return { unitId: prepared.cat.id, formIndex: form.form.formIndex, level, plusLevel: 0, talentLevels: [] }
})

const team = (candidates: ReturnType<typeof counterCandidates>) => rankStage(stage, loaded, enemies.byId, combos, candidates, crown)
const everyCat = counterCandidates(loaded, {})
const listCats = counterCandidates(loaded, { cats: list, levelMode: 'your-levels' })
const figures = [
  { what: `team, every cat at max (${everyCat.length}), first`, budget: 150, ...time(() => team([...everyCat])) },
  { what: 'team, every cat at max, again', budget: 150, ...time(() => team(everyCat)) },
  { what: `team, a list of ${LIST_SIZE}, first`, budget: 100, ...time(() => team(counterCandidates(loaded, { cats: list, levelMode: 'your-levels' }))) },
  { what: `team, a list of ${LIST_SIZE}, again`, budget: 100, ...time(() => team(listCats)) },
]

const entries: PlannerEntry[] = list.flatMap((cat) => {
  const prepared = loaded.prepared.find((candidate) => candidate.cat.id === cat.unitId)
  const catCosts = costs.byId.get(cat.unitId)
  return prepared && catCosts ? [{ prepared, costs: catCosts, saved: { formIndex: cat.formIndex, level: cat.level, plusLevel: 0, talentLevels: [] } }] : []
})
const { counters } = team(everyCat)
const bossLine = counters.enemies[counters.bossIndex]
const boss = bossLine ? enemies.byId.get(bossLine.enemyId) : undefined
const plan = (options: PlannerOptions) => () => bestNextUpgrades(entries, options)
figures.push({ what: `best next upgrades of ${entries.length} cats, true DPS per XP`, budget: 100, ...time(plan({ measure: 'trueDps', spend: 'xp' })) })
if (boss && bossLine) {
  const foe = { enemy: boss, magnification: { magnification: bossLine.hpMagnification, attackMagnification: bossLine.attackMagnification } }
  figures.push({ what: `best next upgrades, time to kill ${boss.name}`, budget: Number.NaN, ...time(plan({ measure: 'timeToKill', spend: 'xp', foe })) })
}

console.log(
  `Stage with the most enemy lines: ${stage.label} (${stage.enemies.length} lines), crown ${crown.percent}%; medians of ${RUNS} after ${WARM_UP} warm-up runs`,
)
for (const figure of figures) {
  const verdict = Number.isNaN(figure.budget) ? '' : ` (budget ${figure.budget} ms: ${figure.cpuMs <= figure.budget ? 'PASS' : 'OVER'})`
  console.log(`  ${figure.what}: CPU ${figure.cpuMs.toFixed(1)} ms, wall ${figure.wallMs.toFixed(1)} ms${verdict}`)
}
