import { UNIT_PAGE_RANGE_PROFILE } from './constants.ts'
import { areaAttacksOf, type AreaAttack } from './damage/area-attacks.ts'
import { attackDamage, type AttackDamage } from './damage/attack-damage.ts'
import { effectiveHp, type EffectiveHp } from './damage/effective-hp.ts'
import { explainNumbers, type FormExplanation } from './damage/explain.ts'
import { exportRecordOf, type ExportRecord } from './damage/export-record.ts'
import { rangeProfileOfAttack, type RangeProfile } from './damage/range-profile.ts'
import { resolveTargetSetting, type Target, type TargetChoice, type TargetEnemy } from './damage/target.ts'
import { orbsAgainst, targetOf, trueDps } from './damage/true-dps.ts'
import type { ActiveOrb, OrbProblem } from './orbs.ts'
import type { Settings } from './settings/settings.ts'
import { formStats, type FormStats } from './stats/form-stats.ts'
import type { PreparedForm } from './stats/prepare.ts'

/**
 * What the settings point at, resolved once for a whole pass over many forms:
 * the target (a game enemy needs the enemy list).
 */
export type CalculationContext = { targetChoice: TargetChoice }

export function calculationContext(settings: Pick<Settings, 'target'>, enemies: readonly TargetEnemy[] = []): CalculationContext {
  return { targetChoice: resolveTargetSetting(settings.target, enemies) }
}

/**
 * One form under one settings value: the single road from settings to every
 * number a page, the API or the CLI shows. Stats, target and true DPS are
 * worked out at once (the compare table needs no more); the breakdown, the
 * range profile, effective HP and the explanation on first use, once each.
 */
export class FormCalculation {
  readonly stats: FormStats
  readonly target: Target
  /** true DPS in the settings' mode */
  readonly trueDps: number
  #attack: Partial<Record<Settings['mode'], AttackDamage>> = {}
  #trueDpsByMode: Partial<Record<Settings['mode'], number>> = {}
  #profiles: Partial<Record<Settings['mode'], RangeProfile>> = {}
  #defence?: EffectiveHp
  #explanation?: FormExplanation
  #areas?: AreaAttack[]
  #orbs?: readonly ActiveOrb[]

  readonly prepared: PreparedForm
  readonly settings: Settings

  /**
   * `stats`: the form's stats at these settings when the caller has them. They do not depend on the
   * target, so a form met by many enemies (a stage's) applies its talents once, not once an enemy.
   */
  constructor(prepared: PreparedForm, settings: Settings, context: CalculationContext, stats: FormStats = formStats(prepared, settings)) {
    this.prepared = prepared
    this.settings = settings
    this.stats = stats
    this.target = targetOf(context.targetChoice, this.stats, settings)
    this.trueDps = trueDps(this.stats, this.target, settings)
    this.#trueDpsByMode[settings.mode] = this.trueDps
  }

  /** the target "best match" picks for this form at these settings, whatever the target setting */
  get bestTarget(): Target {
    return this.settings.target === 'best' ? this.target : targetOf({ kind: 'best' }, this.stats, this.settings)
  }

  /** base and plus level, and the level multiplier, as the stats were worked out */
  get level() {
    const { level, plusLevel, levelMultiplierPercent } = this.stats
    return { level, plusLevel, multiplierPercent: levelMultiplierPercent }
  }

  /** the talent orbs counted against the target (the best ones when the setting says 'best') */
  get orbs(): readonly ActiveOrb[] {
    return (this.#orbs ??= orbsAgainst(this.stats, this.target, this.settings))
  }
  /** orbs the settings name that this form cannot take (left out of the numbers) */
  get orbProblems(): readonly OrbProblem[] {
    return this.stats.orbs.kind === 'fixed' ? this.stats.orbs.problems : []
  }
  /** the per-hit breakdown (hits, procs, area attacks) in a mode; the settings' mode by default */
  attack(mode: Settings['mode'] = this.settings.mode): AttackDamage {
    return (this.#attack[mode] ??= attackDamage(this.stats, this.target, this.inMode(mode), this.orbs))
  }

  /** true DPS with chances as given (expected) or every chance at 100% (max) */
  trueDpsIn(mode: Settings['mode']): number {
    return (this.#trueDpsByMode[mode] ??= trueDps(this.stats, this.target, this.inMode(mode)))
  }

  /** true DPS against the distance of the target, in a mode */
  profile(mode: Settings['mode']): RangeProfile {
    return (this.#profiles[mode] ??= rangeProfileOfAttack(this.attack(mode), UNIT_PAGE_RANGE_PROFILE))
  }

  get defence(): EffectiveHp {
    return (this.#defence ??= effectiveHp(this.stats, this.target, this.settings, this.orbs))
  }

  get explanation(): FormExplanation {
    return (this.#explanation ??= explainNumbers(this.prepared, this.settings, this.stats, this.attack(), this.defence))
  }

  /** the area attacks of the form with the chosen talents */
  get areas(): AreaAttack[] {
    return (this.#areas ??= areaAttacksOf(this.stats.talented.form))
  }

  /** the record of the CLI export and the API */
  get exportRecord(): ExportRecord {
    return exportRecordOf({ stats: this.stats, target: this.target, trueDps: this.trueDps })
  }

  private inMode(mode: Settings['mode']): Settings {
    return mode === this.settings.mode ? this.settings : { ...this.settings, mode }
  }
}

export function calculateForm(
  prepared: PreparedForm,
  settings: Settings,
  context: CalculationContext = calculationContext(settings),
  stats?: FormStats,
): FormCalculation {
  return new FormCalculation(prepared, settings, context, stats)
}
