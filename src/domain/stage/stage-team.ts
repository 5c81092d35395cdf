import type { ListedCombo } from '../combos/combo-list.ts'
import type { Stage } from '../game-data/stages.ts'
import type { CounterCandidate, StageCounters } from './counters.ts'
import { describeRestriction, restrictionsAtCrown } from './stage-rules.ts'
import { MAX_UNIT_ID, parseId } from '../settings/limits.ts'
import { battleMoney, MAX_WORKER_LEVEL } from './battle-money.ts'
import { defaultSettings, type Settings } from '../settings/settings.ts'
import { buildTeam, type Team, type TeamInput, type TeamPick } from './team-builder.ts'
import { TEAM_PREFERENCES, type TeamPreference } from './team-choices.ts'

/** A pick as a lineup share link holds it (settings/codecs/lineup-link.ts SharedCat): the levels and talents it was ranked at. */
export type TeamLineupCat = { unitId: number; formIndex: number; level: number; plusLevel: number; talentLevels: number[] }
export type StageTeam = Omit<Team, 'picks'> & {
  crown: number
  picks: (TeamPick & { lineupCat: TeamLineupCat })[]
  /** the crown's restrictions the team keeps, in plain words (a deploy limit limits the battle, not the team) */
  respected: string[]
}

/**
 * The player's say in the team: cats locked in and cats left out (by unit id), the shift of the
 * objective, and the budget: the Worker Cat level planned for (default the last) with the
 * account's Giant Safe and Energy Drink (default maxed).
 */
export type TeamChoices = {
  locked?: readonly number[]
  leftOut?: readonly number[]
  prefer?: TeamPreference
  workerLevel?: number
  treasures?: Partial<Pick<Settings, 'walletTreasure' | 'workerTreasure'>>
}

/** "range" as the API, the CLI and the address take a preference, or null. */
export function parseTeamPreference(text: string): TeamPreference | null {
  return (TEAM_PREFERENCES as readonly string[]).includes(text) ? (text as TeamPreference) : null
}

/** "25,34" as the API and the CLI take locked-in or left-out cats: up to `max` unit ids, or null. */
export function parseTeamCats(text: string, max: number): number[] | null {
  const ids = text.split(',')
  if (ids.length > max || !ids.every((id) => parseId(id, MAX_UNIT_ID) !== null)) return null
  return [...new Set(ids.map(Number))]
}

/**
 * The stage's team from the ranking the server already worked out (the same candidates and rows),
 * under the rules of a crown (0-based): the stage page's "Build a team" and the API answer with it.
 */
export function stageTeam(
  stage: Pick<Stage, 'rules'>,
  counters: StageCounters,
  candidates: readonly CounterCandidate[],
  combos: readonly ListedCombo[],
  unitName: (unitId: number) => string,
  crown = 0,
  choices: TeamChoices = {},
  /** a row's seconds to kill the boss with combo effects on (bossSecondsWithCombos); absent: not counted */
  comboSeconds?: TeamInput['comboSeconds'],
): StageTeam {
  const restrictions = restrictionsAtCrown(stage.rules, crown)
  const { workerLevel = MAX_WORKER_LEVEL, treasures = {}, ...picked } = choices
  const money = battleMoney(workerLevel, {
    walletTreasure: treasures.walletTreasure ?? defaultSettings.walletTreasure,
    workerTreasure: treasures.workerTreasure ?? defaultSettings.workerTreasure,
  })
  const team = buildTeam({
    counters,
    rarityOf: (row) => candidates[row.candidate]?.prepared.cat.rarity ?? -1,
    restrictions,
    combos,
    comboSeconds,
    money,
    ...picked,
  })
  const respected = restrictions.flatMap((restriction) => describeRestriction({ ...restriction, deployLimit: null }, unitName))
  return {
    ...team,
    crown,
    respected: [...new Set(respected)],
    picks: withLineupCats(team.picks, candidates),
  }
}

/** Each pick with the levels and talents its candidate was ranked at, as a lineup link holds them. */
export function withLineupCats(picks: readonly TeamPick[], candidates: readonly CounterCandidate[]): StageTeam['picks'] {
  return picks.map((pick) => {
    const candidate = candidates[pick.candidate]
    const settings = candidate?.settings
    const cat = candidate?.prepared.cat
    const talents = settings?.talents
    const talentLevels =
      talents === undefined || talents === 'off' ? [] : talents === 'max' ? (cat?.talents.map((talent) => talent.maxLevel) ?? []) : [...talents]
    const level = typeof settings?.level === 'number' ? settings.level : (cat?.maxBaseLevel ?? 1)
    return { ...pick, lineupCat: { unitId: pick.unitId, formIndex: pick.formIndex, level, plusLevel: settings?.plusLevel ?? 0, talentLevels } }
  })
}
