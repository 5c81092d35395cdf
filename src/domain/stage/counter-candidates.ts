import { countersAgainst } from '../enemies/counters.ts'
import { enemyStats } from '../enemies/enemy-stats.ts'
import { explainKillTime, type KillExplanation } from '../enemies/kill-explanation.ts'
import type { Enemy as EnemyRecord } from '../game-data/enemies.ts'
import type { CountedTreasures } from '../settings/account.ts'
import { catLevel } from '../settings/level.ts'
import { rosterSettings } from '../settings/roster.ts'
import type { SavedLevelMode, SavedLevels } from '../settings/saved-cat.ts'
import { defaultSettings } from '../settings/settings.ts'
import type { PreparedCat } from '../stats/prepare.ts'
import type { CounterCandidate, StageEnemy } from './counters.ts'

export type StageCandidatesInput = {
  /** a saved list's cats; absent: every cat's last form at max level */
  cats?: readonly (SavedLevels & { unitId: number; formIndex: number })[]
  levelMode?: SavedLevelMode
  /** the player's account; absent: every treasure maxed */
  treasures?: CountedTreasures
}

/**
 * The stage ranking's candidates in its order (a row's `candidate` indexes them), as the server's
 * counterCandidates builds them: the page rebuilds a row's cat from them to explain its time to
 * kill, so both must stay one rule (stage-candidates.server.test.ts holds them equal).
 */
export function stageCandidates(prepared: readonly PreparedCat[], input: StageCandidatesInput): CounterCandidate[] {
  const { treasures } = input
  const counted = (candidate: CounterCandidate): CounterCandidate =>
    treasures ? { ...candidate, settings: { ...candidate.settings, ...treasures } } : candidate
  if (!input.cats) {
    return prepared.flatMap((cat) => {
      const form = cat.forms[cat.forms.length - 1]
      return form ? [counted({ prepared: form, settings: { ...defaultSettings, ...catLevel(cat.cat, defaultSettings) } })] : []
    })
  }
  const byId = new Map(prepared.map((cat) => [cat.cat.id, cat]))
  return input.cats.flatMap((saved) => {
    const cat = byId.get(saved.unitId)
    const form = cat?.forms.find((candidate) => candidate.form.formIndex === saved.formIndex) ?? cat?.forms[cat.forms.length - 1]
    if (!cat || !form) return []
    const settings = rosterSettings({ saved: { cat: cat.cat, levels: saved, levelMode: input.levelMode ?? 'your-levels' } })
    return [counted({ prepared: form, settings: { ...settings, ...catLevel(cat.cat, settings) } })]
  })
}

/**
 * How a stage row's boss time was reached: the row's candidate against the lead enemy's record at
 * the stage's magnification, through the enemies engine the ranking used (countersAgainst), so the
 * steps end on the row's `bossSeconds`.
 */
export function explainStageLead(
  candidate: CounterCandidate,
  record: EnemyRecord,
  lead: Pick<StageEnemy, 'hpMagnification' | 'attackMagnification'>,
): KillExplanation {
  const magnification = { magnification: lead.hpMagnification, attackMagnification: lead.attackMagnification }
  const [counter] = countersAgainst(record, magnification, [candidate])
  if (!counter) throw new Error('countersAgainst gave no counter for one candidate')
  return explainKillTime(counter.calculation, record, enemyStats(record, magnification))
}
