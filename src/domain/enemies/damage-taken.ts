import type { FormCalculation } from '../calculate-form.ts'
import { CRITICAL_MULTIPLIER, METAL_NON_CRITICAL_DAMAGE } from '../constants.ts'
import type { Enemy } from '../game-data/enemies.ts'
import { probability } from '../damage/procs.ts'
import { matchesTarget, type Target } from '../damage/target.ts'
import { damageTakenSteps } from '../damage/target-multipliers.ts'
import { traitMask } from '../damage/trait-mask.ts'
import type { EnemyStats } from './enemy-stats.ts'

/**
 * Expected damage one attack of the enemy deals to the cat: each hit through
 * the cat's damage-taken steps against the enemy (each floored, mechanics §6),
 * the enemy's critical (×2, and it ignores a metal cat's 1-damage rule) and
 * savage blow, its wave / surge unless the cat is immune (less its resistance),
 * and toxic (a share of the cat's max HP).
 */
export function damagePerEnemyAttack(calculation: FormCalculation, enemy: Enemy, stats: EnemyStats, target: Target): number {
  return damageOfHits(takenModel(calculation, enemy, target), stats.hits)
}

/** The cat's side of the enemy's attack: the same at every attack magnification, worked out once per form and enemy. */
type AreaTaken = { chance: number; mini: boolean; resistancePercent: number }

export interface TakenModel {
  /** the cat's damage-taken factors, each step floored (mechanics §6) */
  factors: number[]
  crit: number
  savage: number
  savageBonus: number
  metalCat: boolean
  /** per enemy hit: it carries the enemy's procs (wave, surge) */
  procs: boolean[]
  /** wave: chance, mini (a 20% share), the cat's resistance in %; null when the enemy has none or the cat is immune */
  wave: AreaTaken | null
  /** surge: chance × level, mini, resistance in % */
  surge: AreaTaken | null
  /** toxic's expected damage: a share of the cat's HP, whatever the enemy's attack */
  toxic: number | null
}

export function takenModel(calculation: FormCalculation, enemy: Enemy, target: Target): TakenModel {
  const form = calculation.stats.talented.form
  const a = enemy.abilities
  const immune = new Set(form.immunities)
  const resisted = (kind: keyof typeof form.resistances) => 1 - (form.resistances[kind] ?? 0) / 100
  return {
    // The cat's orbs count as on its unit page: Defense Up, and the damage-taken part of Strong and Tough Effect Up.
    factors: damageTakenSteps(form, target, calculation.settings, calculation.orbs).map((step) => step.factor),
    crit: a.critical ? probability(a.critical.chance, 'expected') : 0,
    savage: a.savageBlow ? probability(a.savageBlow.chance, 'expected') : 0,
    savageBonus: a.savageBlow?.bonusDamage ?? 0,
    metalCat: form.abilities.metal === true,
    procs: enemy.hits.map((hit) => Boolean(hit.procs)),
    wave:
      a.wave && !immune.has('wave')
        ? { chance: probability(a.wave.chance, 'expected'), mini: a.wave.isMiniWave, resistancePercent: form.resistances.wave ?? 0 }
        : null,
    surge:
      a.surge && !immune.has('surge')
        ? { chance: probability(a.surge.chance, 'expected') * a.surge.level, mini: a.surge.isMiniSurge, resistancePercent: form.resistances.surge ?? 0 }
        : null,
    toxic:
      a.toxic && !immune.has('toxic')
        ? probability(a.toxic.chance, 'expected') * Math.floor((calculation.stats.hp * a.toxic.percentage) / 100) * resisted('toxic')
        : null,
  }
}

/** Expected damage of one enemy attack whose hits (at the attack magnification) are `hits`. */
export function damageOfHits(model: TakenModel, hits: readonly number[]): number {
  let total = 0
  for (let index = 0; index < hits.length; index++) {
    const hit = hits[index]!
    total += expectedTaken(model, takenThroughFactors(model, hit))
    if (!model.procs[index]) continue
    if (model.wave) total += model.wave.chance * expectedTaken(model, areaTaken(model, model.wave, hit))
    if (model.surge) total += model.surge.chance * expectedTaken(model, areaTaken(model, model.surge, hit))
  }
  if (model.toxic !== null) total += model.toxic
  return total
}

/** A hit through the cat's damage-taken factors, each step floored (mechanics §6). */
function takenThroughFactors(model: TakenModel, damage: number): number {
  let taken = damage
  for (const factor of model.factors) taken = Math.floor(taken * factor)
  return taken
}

/**
 * A wave's or surge's damage to the cat, in BCU's order (EUnit.getDamage, Entity.damaged): a mini
 * one's 20% share first, floored; then the cat's factors, each floored; then its resistance as a
 * whole-number division. (Counting the share and resistance after the factors, unfloored, made some
 * attacks a fraction heavier, and the hits survived one fewer.)
 */
function areaTaken(model: TakenModel, area: AreaTaken, hit: number): number {
  const shared = area.mini ? Math.floor(hit / 5) : hit
  return Math.floor((takenThroughFactors(model, shared) * (100 - area.resistancePercent)) / 100)
}

/** The expected damage of one taken amount, with the enemy's savage blow and critical (a metal cat takes 1 but from a critical). */
function expectedTaken(model: TakenModel, taken: number): number {
  const { crit, savage, metalCat } = model
  const savaged = savage > 0 ? (1 - savage) * taken + savage * Math.floor((taken * (100 + model.savageBonus)) / 100) : taken
  return metalCat ? crit * CRITICAL_MULTIPLIER * savaged + (1 - crit) * Math.min(METAL_NON_CRITICAL_DAMAGE, savaged) : savaged * (1 + crit)
}

/** The cat's chance to dodge this enemy's attacks (dodge vs its traits, behemoth slayer's dodge). */
export function dodgeChance(calculation: FormCalculation, target: Target): number {
  const { form } = calculation.stats.talented
  const { dodge, behemothSlayer } = form.abilities
  const vsTraits = dodge && matchesTarget(traitMask(form.targets), target) ? probability(dodge.chance, 'expected') : 0
  const vsBehemoth = behemothSlayer && target.specialType === 'behemoth' ? probability(behemothSlayer.dodgeChance, 'expected') : 0
  return 1 - (1 - vsTraits) * (1 - vsBehemoth)
}

/** Attacks survived: floor((HP − 1) / damage per attack), dodge stretching it by 1 / (1 − p). */
export function hitsSurvived(catHp: number, perAttack: number, dodge: number): number {
  if (perAttack <= 0 || dodge >= 1) return Infinity
  return Math.floor((catHp - 1) / perAttack / (1 - dodge))
}
