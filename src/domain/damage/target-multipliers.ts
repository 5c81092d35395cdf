import type { UnitForm } from '../game-data/model.ts'
import type { Settings } from '../settings/settings.ts'
import {
  BASE_DESTROYER_DEALT,
  EVA_KILLER,
  INSANE_DAMAGE_DEALT,
  INSANELY_TOUGH_TAKEN,
  MASSIVE_DAMAGE_DEALT,
  MAX_TREASURE_PERCENT,
  RESISTANT_TAKEN,
  SLAYERS,
  STRONG_AGAINST_DEALT,
  STRONG_AGAINST_TAKEN,
  WITCH_KILLER,
  type Fraction,
  type TreasureScaled,
} from '../constants.ts'
import { floorTimes } from '../stats/rounding.ts'
import { comboDealt, comboTaken, killerDealt, killerTaken } from '../stats/combos.ts'
import { orbTakenFactor, withMassiveOrbs, withStrongOrbs, type ActiveOrb } from '../orbs.ts'
import type { DamageTraits } from './damage-traits.ts'
import { matchesTarget, type Target } from './target.ts'
import { traitMask } from './trait-mask.ts'
import { TRAIT_TREASURE_KEYS, TREASURE_TRAIT_LIST, type TraitTreasureKey } from '../settings/treasures.ts'

export type DamageStep = { label: string; factor: Fraction }

/** How a form's hits are multiplied against one target; each step floors. */
export type TargetMultipliers = {
  /** attacks-only form against a target it does not match */
  zero: boolean
  steps: readonly DamageStep[]
}

type TreasureSettings = Pick<Settings, TraitTreasureKey> & Partial<Pick<Settings, 'combos'>>

/** each treasure trait's bit with its own treasure setting (docs/mechanics-notes.md "Treasures") */
const TRAIT_TREASURES: readonly { bit: number; key: TraitTreasureKey }[] = TREASURE_TRAIT_LIST.map((trait) => ({
  bit: traitMask([trait]),
  key: TRAIT_TREASURE_KEYS[trait],
}))

/** the trait treasure that applies: the best among the matching traits that have one, 0 otherwise (BCU Treasure.getFruit) */
export function traitTreasurePercent(formTargetMask: number, target: Pick<Target, 'traitMask'>, settings: TreasureSettings): number {
  const matching = formTargetMask & target.traitMask
  if (matching === 0) return 0
  let best = 0
  for (const { bit, key } of TRAIT_TREASURES) if ((matching & bit) !== 0 && settings[key] > best) best = settings[key]
  return best
}

/** a trait multiplier at a partial treasure, linear between the two values of mechanics §6 */
export function treasureScaled(scaled: TreasureScaled, treasurePercent: number): Fraction {
  return {
    num: scaled.without * MAX_TREASURE_PERCENT + (scaled.maxed - scaled.without) * treasurePercent,
    den: scaled.den * MAX_TREASURE_PERCENT,
  }
}

function takenScaled(scaled: { without: number; maxed: number }, treasurePercent: number): number {
  return scaled.without + ((scaled.maxed - scaled.without) * treasurePercent) / MAX_TREASURE_PERCENT
}

const UNCHANGED: TargetMultipliers = { zero: false, steps: [] }
const ZERO: TargetMultipliers = { zero: true, steps: [] }

export function targetMultipliers(form: DamageTraits, target: Target, settings: TreasureSettings, orbs: readonly ActiveOrb[] = NONE): TargetMultipliers {
  const { combos } = settings
  const matches = matchesTarget(form.targetMask, target)
  // the enemy base is no trait target: attacks-only units still hit it
  if (form.attackOnly && !matches && !target.base) return ZERO
  const steps: DamageStep[] = []
  if (matches && (form.strongAgainst || form.massiveDamage || form.insaneDamage)) {
    const treasure = traitTreasurePercent(form.targetMask, target, settings)
    // Orbs add to the treasure-scaled multiplier; a combo then raises the whole (docs/mechanics-notes.md "Talent orbs", "Combos").
    if (form.strongAgainst)
      steps.push(withCombo(withOrbs('strong against', treasureScaled(STRONG_AGAINST_DEALT, treasure), withStrongOrbs, orbs, target), combos?.strong))
    if (form.massiveDamage)
      steps.push(withCombo(withOrbs('massive damage', treasureScaled(MASSIVE_DAMAGE_DEALT, treasure), withMassiveOrbs, orbs, target), combos?.massive))
    if (form.insaneDamage) steps.push({ label: 'insane damage', factor: treasureScaled(INSANE_DAMAGE_DEALT, treasure) })
  }
  if (target.specialType !== null) {
    if (target.specialType === 'behemoth' && form.behemothSlayer) steps.push({ label: 'behemoth slayer', factor: SLAYERS.behemoth.dealt })
    if (target.specialType === 'colossus' && form.colossusSlayer) steps.push({ label: 'colossus slayer', factor: SLAYERS.colossus.dealt })
    if (target.specialType === 'sage' && form.sageSlayer) steps.push({ label: 'sage slayer', factor: SLAYERS.sage.dealt })
  }
  if (target.witch && form.witchKiller) steps.push({ label: 'witch killer', factor: killerDealt(WITCH_KILLER.dealt, combos?.witchKiller) })
  if (target.eva && form.evaKiller) steps.push({ label: 'eva angel killer', factor: killerDealt(EVA_KILLER.dealt, combos?.evaKiller) })
  if (target.base && form.baseDestroyer) steps.push({ label: 'base destroyer', factor: BASE_DESTROYER_DEALT })
  return steps.length === 0 ? UNCHANGED : { zero: false, steps }
}

const NONE: readonly ActiveOrb[] = []

/** a dealt step raised by a combo of its kind */
function withCombo(step: DamageStep, inc: number | undefined): DamageStep {
  return inc ? { label: step.label, factor: comboDealt(step.factor, inc) } : step
}

function withOrbs(label: string, factor: Fraction, add: typeof withStrongOrbs, orbs: readonly ActiveOrb[], target: Target): DamageStep {
  const boosted = add(factor, orbs, target.traitMask)
  return boosted === factor ? { label, factor } : { label: `${label} (with orbs)`, factor: boosted }
}

/** a hit's damage against the target: every step floored in turn */
export function againstTarget(damage: number, multipliers: TargetMultipliers): number {
  if (multipliers.zero) return 0
  let value = damage
  for (const step of multipliers.steps) value = floorTimes(value, step.factor)
  return value
}

export type TakenStep = { label: string; factor: number }

function takenWithOrbs(label: string, factor: number, orbFactor: number): TakenStep {
  return orbFactor === 1 ? { label, factor } : { label: `${label} (with orbs)`, factor: factor * orbFactor }
}

/** the fractions of damage the form takes from the target (section 6, defensive column) */
export function damageTakenSteps(
  form: Pick<UnitForm, 'targets' | 'abilities'>,
  target: Target,
  settings: TreasureSettings,
  orbs: readonly ActiveOrb[] = NONE,
): TakenStep[] {
  const { combos } = settings
  const a = form.abilities
  const mask = traitMask(form.targets)
  const steps: TakenStep[] = []
  if (matchesTarget(mask, target)) {
    const treasure = traitTreasurePercent(mask, target, settings)
    if (a.strongAgainst)
      steps.push(
        takenWithOrbs(
          'strong against',
          comboTaken(takenScaled(STRONG_AGAINST_TAKEN, treasure), combos?.strong),
          orbTakenFactor(orbs, 'strong', target.traitMask),
        ),
      )
    if (a.resistant)
      steps.push(
        takenWithOrbs('resistant', comboTaken(takenScaled(RESISTANT_TAKEN, treasure), combos?.resistant), orbTakenFactor(orbs, 'tough', target.traitMask)),
      )
    if (a.insanelyTough) steps.push({ label: 'insanely tough', factor: takenScaled(INSANELY_TOUGH_TAKEN, treasure) })
  }
  if (target.specialType === 'behemoth' && a.behemothSlayer) steps.push({ label: 'behemoth slayer', factor: SLAYERS.behemoth.taken })
  if (target.specialType === 'colossus' && a.colossusSlayer) steps.push({ label: 'colossus slayer', factor: SLAYERS.colossus.taken })
  if (target.specialType === 'sage' && a.sageSlayer) steps.push({ label: 'sage slayer', factor: SLAYERS.sage.taken })
  if (target.witch && a.witchKiller) steps.push({ label: 'witch killer', factor: killerTaken(WITCH_KILLER.taken, combos?.witchKiller) })
  if (target.eva && a.evaKiller) steps.push({ label: 'eva angel killer', factor: killerTaken(EVA_KILLER.taken, combos?.evaKiller) })
  const defense = orbTakenFactor(orbs, 'defense', target.traitMask)
  if (defense !== 1) steps.push({ label: 'defense orbs', factor: defense })
  return steps
}
