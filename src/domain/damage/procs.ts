import type { Settings } from '../settings/settings.ts'
import { CRITICAL_MULTIPLIER, METAL_NON_CRITICAL_DAMAGE } from '../constants.ts'
import { floorPercentOf } from '../stats/rounding.ts'
import type { DamageTraits } from './damage-traits.ts'

/** The per-hit procs of a form, as probabilities (max mode: every chance 100%). */
export type HitProcs = {
  critical: number
  savageBlow: number
  savageBlowBonus: number
  /** strengthen's attack bonus in percent; 0 when it is not counted */
  strengthenBonus: number
}

export type ProcMode = Settings['mode']

/** a chance in percent as a probability; talents can push a chance past 100 */
export function probability(chancePercent: number, mode: ProcMode): number {
  if (chancePercent <= 0) return 0
  return mode === 'max' ? 1 : Math.min(1, chancePercent / 100)
}

export function hitProcs(form: DamageTraits, settings: Pick<Settings, 'mode' | 'strengthen'>): HitProcs {
  return {
    critical: probability(form.criticalChance, settings.mode),
    savageBlow: probability(form.savageBlowChance, settings.mode),
    savageBlowBonus: form.savageBlowBonus,
    strengthenBonus: settings.strengthen ? form.strengthenBonus : 0,
  }
}

/** strengthen raises the hit before any target multiplier */
export function strengthened(damage: number, procs: HitProcs): number {
  return procs.strengthenBonus === 0 ? damage : floorPercentOf(damage, procs.strengthenBonus)
}

/**
 * Expected damage of a hit that applies procs, from its damage against the
 * target. Savage blow comes first; against metal every non-critical hit then
 * deals 1 and a critical 2 × the (savage) damage (mechanics §7; BCU Entity).
 */
export function expectedWithProcs(damage: number, procs: HitProcs, metal: boolean): number {
  if (damage === 0) return 0
  const savaged = procs.savageBlow === 0 ? damage : (1 - procs.savageBlow) * damage + procs.savageBlow * floorPercentOf(damage, procs.savageBlowBonus)
  if (metal) return procs.critical * CRITICAL_MULTIPLIER * savaged + (1 - procs.critical) * METAL_NON_CRITICAL_DAMAGE
  return savaged * (1 + procs.critical * (CRITICAL_MULTIPLIER - 1))
}

/** a hit that applies no procs: full damage, or 1 against metal */
export function withoutProcs(damage: number, metal: boolean): number {
  if (damage === 0) return 0
  return metal ? METAL_NON_CRITICAL_DAMAGE : damage
}
