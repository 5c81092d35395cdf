import type { ComboList } from '../domain/combos/combo-list.ts'
import type { Enemy as EnemyRecord } from '../domain/game-data/enemies.ts'
import type { Stage, StageMap } from '../domain/game-data/stages.ts'
import { bossSecondsWithCombos, stageCounters, type CounterCandidate, type CounterRow } from '../domain/stage/counters.ts'
import type { ComboEffects } from '../domain/settings/settings.ts'
import { crownOf } from '../domain/stage/crowns.ts'
import { findStage } from '../domain/stage/stage-index.ts'
import { stageTeam, type TeamChoices } from '../domain/stage/stage-team.ts'
import { counterCandidates } from './counter-candidates.server.ts'
import type { LoadedDataSet } from './dataset.server.ts'
import { getComboList } from './combos.server.ts'
import { getDataSet } from './dataset.server.ts'
import { getEnemies } from './enemies.server.ts'
import { getStageIndex } from './stages.server.ts'

/**
 * A stage ranked and its team built at a crown (0-based index, its percent): one road for the
 * stage page's server function, the API and the CLI, so all three give the same numbers.
 */
export function rankStage(
  stage: Stage,
  loaded: LoadedDataSet,
  records: ReadonlyMap<number, EnemyRecord>,
  combos: ComboList,
  candidates: readonly CounterCandidate[],
  crown: { index: number; percent: number },
  choices: TeamChoices = {},
) {
  const counters = stageCounters(stage, loaded.data.enemies, candidates, records, crown.percent)
  const unitName = (unitId: number) => loaded.catsById.get(unitId)?.forms[0]?.name ?? `cat ${unitId}`
  const comboSeconds = (row: CounterRow, effects: ComboEffects) => {
    const candidate = candidates[row.candidate]
    return candidate ? bossSecondsWithCombos(counters, loaded.data.enemies, records, candidate, effects) : row.bossSeconds
  }
  const team = stageTeam(stage, counters, candidates, combos.combos, unitName, crown.index, choices, comboSeconds)
  return { counters, team }
}

export type StageTeamAnswer =
  { ok: false; status: 400 | 404; message: string } | { ok: true; version: string; region: string; body: ReturnType<typeof teamBody> }

/**
 * The team of every cat at its last form, max level, talents and treasures maxed (the page's
 * "all cats at max") for a stage at a crown (1-based; absent: the first).
 */
export async function stageTeamAnswer(mapId: string, stageId: number, crownNumber: number | undefined, choices: TeamChoices = {}): Promise<StageTeamAnswer> {
  const [index, loaded, records, combos] = await Promise.all([getStageIndex(), getDataSet(), getEnemies(), getComboList()])
  const found = findStage(index, mapId, stageId)
  if (!found) return { ok: false, status: 404, message: `No stage ${stageId} in map ${mapId}.` }
  const crown = crownOf(found.map, crownNumber)
  if (!crown.ok) return { ok: false, status: 400, message: `Invalid query: crown: ${crown.message}` }
  const { counters, team } = rankStage(found.stage, loaded, records.byId, combos, counterCandidates(loaded, {}), crown, choices)
  return {
    ok: true,
    version: loaded.data.version,
    region: loaded.data.region,
    body: teamBody(found.map, found.stage, crown, counters.enemies[counters.bossIndex]?.name ?? null, team, choices),
  }
}

function teamBody(
  map: StageMap,
  stage: Stage,
  crown: { index: number; percent: number },
  bossName: string | null,
  team: ReturnType<typeof stageTeam>,
  choices: TeamChoices,
) {
  return {
    stage: { mapId: map.id, stageId: stage.stageId, label: stage.label, mapLabel: map.label },
    crown: { number: crown.index + 1, percent: crown.percent, crowns: map.crowns.length },
    cats: 'every cat at its last form, max level, talents, treasures and research maxed',
    locked: choices.locked ?? [],
    leftOut: choices.leftOut ?? [],
    prefer: choices.prefer ?? 'balanced',
    // The budget the team was built for (battle-money.ts): the Worker Cat level, the wallet and the income a second.
    money: team.money,
    overWallet: team.overWallet,
    boss: bossName,
    slots: team.slots,
    rules: team.respected,
    refused: team.refused,
    picks: team.picks.map((pick) => ({
      unitId: pick.unitId,
      formIndex: pick.formIndex,
      name: pick.name,
      row: pick.row,
      reason: pick.reason,
      cost: pick.cost,
      // JSON has no Infinity: a pick that cannot kill the boss (a trait cover) has null.
      bossSeconds: Number.isFinite(pick.bossSeconds) ? pick.bossSeconds : null,
    })),
    costByRow: team.costByRow,
    // Every pick in range at once, kill rates added; null where no pick kills that enemy.
    together: team.together.map((line) => ({ name: line.name, seconds: Number.isFinite(line.seconds) ? line.seconds : null })),
    combos: team.combos.map((combo) => ({ id: combo.id, name: combo.name })),
    lacking: team.lacking,
  }
}
