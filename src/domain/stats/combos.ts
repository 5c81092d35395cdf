import type { Fraction } from '../constants.ts'
import type { ComboEffects } from '../settings/settings.ts'
import type { TalentedForm } from './apply-talents.ts'

/**
 * The combo effects the engine applies (docs/mechanics-notes.md "Combos",
 * after BCU): each takes the total of the lineup's active combos of its kind.
 */

/**
 * a hit after level, treasure and talent: round(hit × (1 + inc × 0.01)) in doubles, as BCU AtkModelEntity
 * writes it (Math.round). At +15% an exact half lands just under it (50 × 1.15 = 57.49999999999999 → 57),
 * which battlecatsinfo's floor also gives; exact fractions would round it up to 58.
 */
export function comboAttack(damage: number, combos: ComboEffects): number {
  const inc = combos.attack ?? 0
  return inc === 0 ? damage : Math.round(damage * (1 + inc * 0.01))
}

/** HP after level, treasure and talent: floor(hp × (100 + inc) / 100) (BCU Entity: an int cast) */
export function comboHp(hp: number, combos: ComboEffects): number {
  const inc = combos.hp ?? 0
  return inc === 0 ? hp : Math.floor((hp * (100 + inc)) / 100)
}

/**
 * research and treasure's cooldown reduction R becomes R + floor(R × inc / 100) (BCU Treasure.getFinRes),
 * R given and returned in tenths of a frame: the floor is of whole frames
 */
export function comboCooldownReductionTenths(reductionTenths: number, combos: ComboEffects): number {
  const inc = combos.research ?? 0
  return inc === 0 ? reductionTenths : reductionTenths + 10 * Math.floor((reductionTenths * inc) / 1000)
}

/** a dealt multiplier raised by inc %: strong against and massive damage (BCU EUnit: × (1 + inc × 0.01)) */
export function comboDealt(factor: Fraction, inc: number | undefined): Fraction {
  return inc ? { num: factor.num * (100 + inc), den: factor.den * 100 } : factor
}

/** a taken fraction lowered by inc %: strong against and resistant (BCU Treasure.getGOODDEF, getRESISTDEF: × (1 − inc × 0.01)) */
export function comboTaken(factor: number, inc: number | undefined): number {
  return inc ? (factor * (100 - inc)) / 100 : factor
}

/** witch and EVA angel killer deal 0.05 × (100 + inc) (BCU Treasure.getWKAtk, getEKAtk): 5 without a combo */
export function killerDealt(dealt: Fraction, inc: number | undefined): Fraction {
  return inc ? { num: 100 + inc, den: 20 } : dealt
}

/** witch killer takes 10 / (100 + inc), EVA angel killer 20 / (100 + inc) (BCU getWKDef, getEKDef) */
export function killerTaken(taken: number, inc: number | undefined): number {
  return inc ? (taken * 100) / (100 + inc) : taken
}

/**
 * The form with the combo effects on its procs: slow, freeze and weaken
 * durations floor(d × (100 + inc) / 100) (BCU AtkModelUnit), the critical
 * chance + inc points when it has one, strengthen's bonus + inc points (BCU
 * EUnit.getAtk). The same object when no such combo is active.
 */
export function withComboProcs(talented: TalentedForm, combos: ComboEffects): TalentedForm {
  const { slow = 0, freeze = 0, weaken = 0, critical = 0, strengthen = 0 } = combos
  if (slow + freeze + weaken + critical + strengthen === 0) return talented
  const a = talented.form.abilities
  const longer = (duration: number, inc: number) => Math.floor((duration * (100 + inc)) / 100)
  const abilities = { ...a }
  if (a.slow && slow) abilities.slow = { ...a.slow, duration: longer(a.slow.duration, slow) }
  if (a.freeze && freeze) abilities.freeze = { ...a.freeze, duration: longer(a.freeze.duration, freeze) }
  if (a.weaken && weaken) abilities.weaken = { ...a.weaken, duration: longer(a.weaken.duration, weaken) }
  if (a.critical && a.critical.chance > 0 && critical) abilities.critical = { ...a.critical, chance: a.critical.chance + critical }
  if (a.strengthen && strengthen) abilities.strengthen = { ...a.strengthen, multiplier: a.strengthen.multiplier + strengthen }
  return { ...talented, form: { ...talented.form, abilities } }
}
