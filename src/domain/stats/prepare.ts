import type { Cat, UnitForm } from '../game-data/model.ts'
import type { TalentLevels } from '../settings/settings.ts'
import { applyTalents, withoutTalents, type TalentedForm } from './apply-talents.ts'
import { levelMultiplierPercent, maxLevel } from './level-multiplier.ts'
import { chosenTalentLevels } from './talent-value.ts'

/** What does not depend on the settings, computed once per cat. */
export type PreparedCat = {
  cat: Cat
  maxLevel: number
  /** level multiplier (integer percent) at max level */
  maxLevelPercent: number
  forms: PreparedForm[]
}

export type PreparedForm = {
  cat: Cat
  form: UnitForm
  maxLevelPercent: number
  /** every talent and ultra talent at max level (the default setting) */
  maxTalents: TalentedForm
  noTalents: TalentedForm
}

export function prepareCat(cat: Cat): PreparedCat {
  const max = maxLevel(cat)
  const maxLevelPercent = levelMultiplierPercent(cat.levelCurve, max)
  const maxLevels = chosenTalentLevels(cat.talents, 'max')
  return {
    cat,
    maxLevel: max,
    maxLevelPercent,
    forms: cat.forms.map((form) => ({
      cat,
      form,
      maxLevelPercent,
      maxTalents: applyTalents(cat, form, maxLevels),
      noTalents: withoutTalents(form),
    })),
  }
}

export function prepareCats(cats: readonly Cat[]): PreparedCat[] {
  return cats.map(prepareCat)
}

/** the form with the talents the settings choose */
export function talentedForm(prepared: PreparedForm, talents: TalentLevels): TalentedForm {
  if (talents === 'max') return prepared.maxTalents
  if (talents === 'off') return prepared.noTalents
  return applyTalents(prepared.cat, prepared.form, chosenTalentLevels(prepared.cat.talents, talents))
}
