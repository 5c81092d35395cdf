import type { UnitForm } from '../game-data/model.ts'
import { MIN_ATTACK_CYCLE_FRAMES } from '../constants.ts'

export type AttackCycle = {
  frames: number
  /** no backswing known: the cycle uses 2 × tba − 1 alone */
  approximate: boolean
}

/** the pause after the last hit that the time between attacks (pair frames) asks for: 2 × tba − 1 */
export function attackPause(timeBetweenAttacks: number): number {
  return 2 * timeBetweenAttacks - 1
}

/** foreswing of the last hit */
export function lastForeswing(form: Pick<UnitForm, 'hits'>): number {
  return form.hits[form.hits.length - 1]?.foreswing ?? 0
}

/** cycle = foreswing of the last hit + max(backswing, 2 × tba − 1), tba in pair frames */
export function attackCycle(form: Pick<UnitForm, 'hits' | 'timeBetweenAttacks' | 'backswing'>): AttackCycle {
  const pause = attackPause(form.timeBetweenAttacks)
  const frames = lastForeswing(form) + (form.backswing === null ? pause : Math.max(form.backswing, pause))
  return { frames: Math.max(MIN_ATTACK_CYCLE_FRAMES, frames), approximate: form.backswing === null }
}

/** attack-frequency talent: tba = floor(tba × (100 − x) / 100) */
export function reducedTimeBetweenAttacks(timeBetweenAttacks: number, reductionPercent: number): number {
  return Math.max(0, Math.floor((timeBetweenAttacks * (100 - reductionPercent)) / 100))
}
