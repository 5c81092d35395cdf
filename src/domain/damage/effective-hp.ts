import type { ActiveOrb } from '../orbs.ts'
import type { Settings } from '../settings/settings.ts'
import type { FormStats } from '../stats/form-stats.ts'
import { probability } from './procs.ts'
import { matchesTarget, type Target } from './target.ts'
import { damageTakenSteps, type TakenStep } from './target-multipliers.ts'
import { traitMask } from './trait-mask.ts'

export type EffectiveHp = {
  hp: number
  /** fractions of the damage taken from this target, multiplied together */
  taken: readonly TakenStep[]
  /** chance to dodge an attack of this target (dodge vs its traits, behemoth dodge vs behemoths) */
  dodge: number
  /** HP / damage-taken factor / (1 − dodge): an expected value, not a game integer */
  effectiveHp: number
}

/** Defensive numbers (mechanics §10). Dodge always counts with its real chance: at 100% the HP would be infinite. */
export function effectiveHp(stats: FormStats, target: Target, settings: Settings, orbs: readonly ActiveOrb[] = []): EffectiveHp {
  const { form } = stats.talented
  const taken = damageTakenSteps(form, target, settings, orbs)
  const factor = taken.reduce((f, step) => f * step.factor, 1)
  const { dodge, behemothSlayer } = form.abilities
  const dodgeVsTraits = dodge && matchesTarget(traitMask(form.targets), target) ? probability(dodge.chance, 'expected') : 0
  const dodgeVsBehemoth = behemothSlayer && target.specialType === 'behemoth' ? probability(behemothSlayer.dodgeChance, 'expected') : 0
  const p = 1 - (1 - dodgeVsTraits) * (1 - dodgeVsBehemoth)
  return { hp: stats.hp, taken, dodge: p, effectiveHp: p >= 1 ? Infinity : stats.hp / factor / (1 - p) }
}
