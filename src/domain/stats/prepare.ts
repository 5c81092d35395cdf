import type { Cat, UnitForm } from '../game-data/model.ts'
import type { TalentLevels } from '../settings/settings.ts'
import { applyTalents, withoutTalents, type TalentedForm } from './apply-talents.ts'
import { ULTRA_TALENT_MIN_LEVEL } from '../constants.ts'
import { levelMultiplierPercent, maxLevel } from './level-multiplier.ts'
import { chosenTalentLevels } from './talent-value.ts'
import { orbSlotLevels, type OrbCatalog } from '../orbs.ts'

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
  /** the game's orb list (empty when the data has none) */
  orbCatalog: OrbCatalog
  /** the total level each of the form's orb slots opens at; empty = no slot */
  orbSlotLevels: readonly number[]
  maxLevelPercent: number
  /** every talent and ultra talent at max level (the default setting) */
  maxTalents: TalentedForm
  /** every talent at max level, ultra talents off (below their level); maxTalents when the cat has none */
  maxTalentsBelowUltra: TalentedForm
  noTalents: TalentedForm
}

export function prepareCat(cat: Cat, orbCatalog: OrbCatalog = []): PreparedCat {
  const max = maxLevel(cat)
  const maxLevelPercent = levelMultiplierPercent(cat.levelCurve, max)
  const maxLevels = chosenTalentLevels(cat.talents, 'max')
  const hasUltra = cat.talents.some((talent) => talent.ultra)
  return {
    cat,
    maxLevel: max,
    maxLevelPercent,
    forms: cat.forms.map((form) => {
      const maxTalents = applyTalents(cat, form, maxLevels)
      return {
        cat,
        form,
        orbCatalog,
        orbSlotLevels: orbSlotLevels(cat, form.formIndex),
        maxLevelPercent,
        maxTalents,
        maxTalentsBelowUltra: hasUltra ? applyTalents(cat, form, withoutUltra(cat, maxLevels)) : maxTalents,
        noTalents: withoutTalents(form),
      }
    }),
  }
}

export function prepareCats(cats: readonly Cat[], orbCatalog: OrbCatalog = []): PreparedCat[] {
  return cats.map((cat) => prepareCat(cat, orbCatalog))
}

/**
 * The form with the talents the settings choose, at a total level: below
 * ULTRA_TALENT_MIN_LEVEL the ultra talents are off whatever the setting says.
 */
export function talentedForm(prepared: PreparedForm, talents: TalentLevels, totalLevel: number): TalentedForm {
  const ultra = totalLevel >= ULTRA_TALENT_MIN_LEVEL
  if (talents === 'max') return ultra ? prepared.maxTalents : prepared.maxTalentsBelowUltra
  if (talents === 'off') return prepared.noTalents
  const levels = chosenTalentLevels(prepared.cat.talents, talents)
  // Every talent at max, as a saved cat's empty talent list means: the form prepared with them.
  if (levels.every((level, i) => level === prepared.cat.talents[i]!.maxLevel)) return ultra ? prepared.maxTalents : prepared.maxTalentsBelowUltra
  return applyTalents(prepared.cat, prepared.form, ultra ? levels : withoutUltra(prepared.cat, levels))
}

function withoutUltra(cat: Cat, levels: readonly number[]): number[] {
  return levels.map((level, i) => (cat.talents[i]?.ultra ? 0 : level))
}
