/**
 * Stage benchmark: a stage page's counters (every cat's last form at max level
 * ranked against the stage's enemies, the boss through the enemies engine, as getStageCounters does), medians after
 * warm-up; and loading data/stages.json. Budget: 50 ms per stage (issue #19).
 * Run: node --experimental-strip-types scripts/bench-stages.ts
 */
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { dataSet } from '../src/domain/game-data/model.ts'
import { unpackStageData } from '../src/domain/game-data/stages.ts'
import { enemyDataSet } from '../src/domain/game-data/enemies.ts'
import { rosterCandidates, STAGE_COUNTERS } from '../src/domain/settings/roster.ts'
import { prepareCats } from '../src/domain/stats/prepare.ts'
import { stageCounters } from '../src/domain/stage/counters.ts'
import { buildStageIndex, findStage } from '../src/domain/stage/stage-index.ts'
import { timed } from './bench-support.ts'

const WARM_UP = 5
const RUNS = 31
const BUDGET_MS = 50

const data = dataSet.parse(JSON.parse(readFileSync(new URL('../data/dataset.json', import.meta.url), 'utf8')))
const loadStart = performance.now()
const index = buildStageIndex(unpackStageData(JSON.parse(readFileSync(new URL('../data/stages.json', import.meta.url), 'utf8'))))
const loadMs = performance.now() - loadStart
const records = new Map(
  enemyDataSet.parse(JSON.parse(readFileSync(new URL('../data/enemies.json', import.meta.url), 'utf8'))).enemies.map((enemy) => [enemy.id, enemy]),
)
const cats = prepareCats(data.cats)
const candidates = rosterCandidates(cats, {}, STAGE_COUNTERS)

const time = (run: () => unknown) => timed(run, { warmUp: WARM_UP, runs: RUNS })

console.log(`data/stages.json read, checked and indexed once: ${loadMs.toFixed(0)} ms (${index.summaries.length} stages); ${candidates.length} candidate cats`)
let worst = 0
// Stages with many distinct enemies and traits: the heaviest counters.
for (const [mapId, stageId] of [
  ['N000', 0],
  ['NA000', 0],
  ['ND000', 0],
  ['DM000', 0],
  ['EX000', 0],
] as const) {
  const found = findStage(index, mapId, stageId)
  if (!found) continue
  const t = time(() => stageCounters(found.stage, data.enemies, candidates, records))
  worst = Math.max(worst, t.wallMs)
  console.log(
    `${`counters of ${found.stage.label} (${mapId}/${stageId}, ${new Set(found.stage.enemies.map((l) => l.enemyId)).size} enemies)`.padEnd(60)} ${t.wallMs.toFixed(1)} ms  (CPU ${t.cpuMs.toFixed(1)} ms)`,
  )
}
console.log(
  worst <= BUDGET_MS
    ? `within the ${BUDGET_MS} ms budget`
    : `OVER the ${BUDGET_MS} ms budget on the wall clock (a busy machine inflates it: compare the CPU time)`,
)
