import { FormCalculation, type CalculationContext } from '../calculate-form.ts'
import { FRAMES_PER_SECOND } from '../constants.ts'
import type { Enemy } from '../game-data/enemies.ts'
import { resolveTargetSetting } from '../damage/target.ts'
import type { Settings } from '../settings/settings.ts'
import type { PreparedForm } from '../stats/prepare.ts'
import { damageOfHits, dodgeChance, hitsSurvived, takenModel, type TakenModel } from './damage-taken.ts'
import { enemyReach } from './enemy-reach.ts'
import type { EnemyStats } from './enemy-stats.ts'
import { fightBase, killTimeOf, type FightBase, type KillTime } from './kill-time.ts'

/**
 * Who beats this enemy, and how fast (mechanics §10c; docs/mechanics-notes.md
 * "Enemies and counters"). Every number starts from the same FormCalculation
 * the compare table and the unit page use, with the enemy as the target.
 */

/** One form to rank, at its own settings (all cats at max, or a saved cat at its levels and talents). */
export interface CounterForm {
  prepared: PreparedForm
  settings: Settings
}

export interface Counter {
  unitId: number
  formIndex: number
  name: string
  rarity: number
  /** battle cost */
  cost: number
  /** the cat's standing range */
  range: number
  /** true DPS against this enemy (settings' mode) */
  trueDps: number
  killTime: KillTime
  /** seconds (killTime.frames / 30); null = does not kill */
  timeToKill: number | null
  /** true DPS against this enemy per 100 of battle cost */
  damagePerCost: number
  /** the enemy's attacks the cat survives (expected, dodge counted); Infinity = it takes no damage */
  hitsSurvived: number
  /** expected damage one enemy attack deals to the cat, waves, surges and toxic included */
  damagePerEnemyAttack: number
  /** the cat stands out of the enemy's reach */
  outranges: boolean
  calculation: FormCalculation
}

/** The enemy as the engine's target (its traits, special type, witch / eva flags, metal rule). */
export function enemyTargetChoice(enemy: Enemy): CalculationContext {
  return { targetChoice: resolveTargetSetting({ enemyId: enemy.id }, [enemy]) }
}

/** The form's calculation against the enemy: the same at every magnification. */
function calculationOf(form: CounterForm, enemy: Enemy, context: CalculationContext): FormCalculation {
  // A cat meets the enemy at full HP: strengthen (a low-HP bonus) is left out of the fight.
  const settings: Settings = { ...form.settings, target: { enemyId: enemy.id }, strengthen: false }
  return new FormCalculation(form.prepared, settings, context)
}

/** One form against one enemy, everything no magnification changes worked out once. */
export interface Matchup {
  form: CounterForm
  calculation: FormCalculation
  fight: FightBase
  taken: TakenModel
  dodge: number
  outranges: boolean
}

function matchupOf(form: CounterForm, calculation: FormCalculation, enemy: Enemy, reach: number): Matchup {
  const target = calculation.target
  return {
    form,
    calculation,
    fight: fightBase(calculation, enemy),
    taken: takenModel(calculation, enemy, target),
    dodge: dodgeChance(calculation, target),
    outranges: calculation.stats.range > reach,
  }
}

export function counterFrom(matchup: Matchup, enemy: Enemy, stats: EnemyStats): Counter {
  const { form, calculation } = matchup
  const time = killTimeOf(matchup.fight, enemy, stats)
  const perAttack = damageOfHits(matchup.taken, stats.hits)
  const { cost, range, hp } = calculation.stats
  return {
    unitId: form.prepared.cat.id,
    formIndex: form.prepared.form.formIndex,
    name: form.prepared.form.name,
    rarity: form.prepared.cat.rarity,
    cost,
    range,
    trueDps: calculation.trueDps,
    killTime: time,
    timeToKill: time.frames === null ? null : time.frames / FRAMES_PER_SECOND,
    damagePerCost: cost > 0 ? (calculation.trueDps * 100) / cost : Infinity,
    hitsSurvived: hitsSurvived(hp, perAttack, matchup.dodge),
    damagePerEnemyAttack: perAttack,
    outranges: matchup.outranges,
    calculation,
  }
}

/** One form against the enemy, the target and the enemy's stats worked out by the caller. */
export function counterOf(form: CounterForm, enemy: Enemy, stats: EnemyStats, context: CalculationContext): Counter {
  return counterFrom(matchupOf(form, calculationOf(form, enemy, context), enemy, enemyReach(enemy)), enemy, stats)
}

/** The work countersAgainst does once per form against this enemy, whatever the magnification. */
export function matchupMaker(enemy: Enemy): (form: CounterForm) => Matchup {
  const context = enemyTargetChoice(enemy)
  const reach = enemyReach(enemy)
  return (form) => matchupOf(form, calculationOf(form, enemy, context), enemy, reach)
}
