import { useMemo } from 'react'
import { calculateForm, calculationContext, type FormCalculation } from '../../domain/calculate-form.ts'
import type { Cat } from '../../domain/game-data/model.ts'
import type { TargetEnemy } from '../../domain/damage/target.ts'
import type { Settings } from '../../domain/settings/settings.ts'
import { prepareCat } from '../../domain/stats/prepare.ts'
import type { OrbCatalog } from '../../domain/orbs.ts'

/** Every number the unit page shows for one form and one set of settings. */
export type UnitCalculation = FormCalculation

/** The engine runs in the browser: every control change calculates the form once; the cat is prepared once. */
export function useUnitCalculation(
  cat: Cat,
  formIndex: number,
  settings: Settings,
  orbCatalog: OrbCatalog,
  enemy: TargetEnemy | null = null,
): UnitCalculation | null {
  const prepared = useMemo(() => prepareCat(cat, orbCatalog), [cat, orbCatalog])
  const form = prepared.forms.find((candidate) => candidate.form.formIndex === formIndex) ?? null
  // A game enemy as the target, its own record (immunities included): the same target the compare page builds.
  return useMemo(() => (form === null ? null : calculateForm(form, settings, calculationContext(settings, enemy ? [enemy] : []))), [form, settings, enemy])
}
