import { useMemo } from 'react'
import { calculateForm, type FormCalculation } from '../../domain/calculate-form.ts'
import type { Cat } from '../../domain/game-data/model.ts'
import type { Settings } from '../../domain/settings/settings.ts'
import { prepareCat } from '../../domain/stats/prepare.ts'
import type { OrbCatalog } from '../../domain/orbs.ts'

/** Every number the unit page shows for one form and one set of settings. */
export type UnitCalculation = FormCalculation

/** The engine runs in the browser: every control change calculates the form once; the cat is prepared once. */
export function useUnitCalculation(cat: Cat, formIndex: number, settings: Settings, orbCatalog: OrbCatalog): UnitCalculation | null {
  const prepared = useMemo(() => prepareCat(cat, orbCatalog), [cat, orbCatalog])
  const form = prepared.forms.find((candidate) => candidate.form.formIndex === formIndex) ?? null
  return useMemo(() => (form === null ? null : calculateForm(form, settings)), [form, settings])
}
