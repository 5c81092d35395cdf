import { countersAgainst } from '../enemies/counters.ts'
import { enemyStats } from '../enemies/enemy-stats.ts'
import { explainKillTime, type KillExplanation } from '../enemies/kill-explanation.ts'
import type { Enemy as EnemyRecord } from '../game-data/enemies.ts'
import type { CounterCandidate, StageEnemy } from './counters.ts'

/**
 * How a stage row's boss time was reached: the row's candidate (the ranking's candidates are
 * rosterCandidates' with the stage rule, in the browser as on the server) against the lead enemy's
 * record at the stage's magnification, through the enemies engine the ranking used (countersAgainst), so the
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
