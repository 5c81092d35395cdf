import { useMemo } from 'react'
import type { Cat } from '../../domain/game-data/model.ts'
import type { Settings } from '../../domain/settings.ts'
import { UNIT_PAGE_RANGE_PROFILE } from '../../domain/constants.ts'
import { areaAttacksOf, type AreaAttack } from '../../domain/damage/area-attacks.ts'
import { effectiveHp, type EffectiveHp } from '../../domain/damage/effective-hp.ts'
import { explainForm, type FormExplanation } from '../../domain/damage/explain.ts'
import { rangeProfile, type RangeProfile } from '../../domain/damage/range-profile.ts'
import { resolveTargetSetting, type Target } from '../../domain/damage/target.ts'
import { targetOf, trueDps } from '../../domain/damage/true-dps.ts'
import { formStats, unitLevel, type FormStats, type UnitLevel } from '../../domain/stats/form-stats.ts'
import { prepareCat, type PreparedForm } from '../../domain/stats/prepare.ts'

/** Every number the unit page shows for one form and one set of settings. */
export type UnitCalculation = {
  prepared: PreparedForm
  level: UnitLevel
  stats: FormStats
  target: Target
  /** true DPS in the chosen mode; expected (chances as given) and max (every chance 100%) beside it */
  trueDps: number
  trueDpsExpected: number
  trueDpsMax: number
  defence: EffectiveHp
  explanation: FormExplanation
  /** true DPS against distance in expected and in max mode */
  profile: RangeProfile
  maxProfile: RangeProfile
  areas: AreaAttack[]
}

export function calculateUnitForm(prepared: PreparedForm, settings: Settings): UnitCalculation {
  const stats = formStats(prepared, settings)
  const target = targetOf(resolveTargetSetting(settings.target), stats)
  const expected: Settings = { ...settings, mode: 'expected' }
  const max: Settings = { ...settings, mode: 'max' }
  return {
    prepared,
    level: unitLevel(prepared, settings),
    stats,
    target,
    trueDps: trueDps(stats, target, settings),
    trueDpsExpected: trueDps(stats, target, expected),
    trueDpsMax: trueDps(stats, target, max),
    defence: effectiveHp(stats, target, settings),
    explanation: explainForm(prepared, settings),
    profile: rangeProfile(prepared, expected, UNIT_PAGE_RANGE_PROFILE),
    maxProfile: rangeProfile(prepared, max, UNIT_PAGE_RANGE_PROFILE),
    areas: areaAttacksOf(stats.talented.form),
  }
}

/** The engine runs in the browser: every control change recomputes at once, the cat is prepared once. */
export function useUnitCalculation(cat: Cat, formIndex: number, settings: Settings): UnitCalculation | null {
  const prepared = useMemo(() => prepareCat(cat), [cat])
  const form = prepared.forms.find((candidate) => candidate.form.formIndex === formIndex) ?? null
  return useMemo(() => (form === null ? null : calculateUnitForm(form, settings)), [form, settings])
}
