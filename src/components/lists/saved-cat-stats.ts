import type { LevelMode, SavedCat } from '../../browser-db/index.ts'
import { formTrueDps } from '../../domain/damage/true-dps.ts'
import type { Cat, Talent, UnitForm } from '../../domain/game-data/model.ts'
import { defaultSettings, type Settings } from '../../domain/settings.ts'
import { formHasTalents } from '../../domain/stats/apply-talents.ts'
import { prepareCat, type PreparedCat } from '../../domain/stats/prepare.ts'

/** What a list row shows of one saved cat, at the list's level mode. */
export type SavedCatStats = {
  form: UnitForm
  /** the saved form is no longer in the data set; the first form stands in */
  formMissing: boolean
  level: number
  plusLevel: number
  hp: number
  trueDps: number
  /** talents the chosen form can use, with the level used for each (in slot order) */
  talents: { talent: Talent; level: number }[]
}

// Keyed by the unit object the query cache holds, so a unit is prepared once however often the list renders.
const preparedCats = new WeakMap<Cat, PreparedCat>()

export function preparedCatOf(cat: Cat): PreparedCat {
  let prepared = preparedCats.get(cat)
  if (!prepared) {
    prepared = prepareCat(cat)
    preparedCats.set(cat, prepared)
  }
  return prepared
}

/**
 * The talent level of every talent of the cat as the player saved them. An
 * empty list means the calculator's default, every talent at max.
 */
export function savedTalentLevels(cat: Cat, saved: Pick<SavedCat, 'talentLevels'>): number[] {
  if (saved.talentLevels.length === 0) return cat.talents.map((talent) => talent.maxLevel)
  return cat.talents.map((talent, i) => Math.min(saved.talentLevels[i] ?? 0, talent.maxLevel))
}

/** Saved levels above what the unit can reach (an older or imported save) count as its maximum. */
export function savedLevels(cat: Cat, saved: Pick<SavedCat, 'level' | 'plusLevel'>): { level: number; plusLevel: number } {
  return { level: Math.min(saved.level, cat.maxBaseLevel), plusLevel: Math.min(saved.plusLevel, cat.maxPlusLevel) }
}

/** "max" is the unit's full potential: max level and every talent at max, as the compare page counts it. */
export function savedCatSettings(cat: Cat, saved: SavedCat, levelMode: LevelMode): Settings {
  if (levelMode === 'max') return { ...defaultSettings, level: 'max', plusLevel: 0, talents: 'max' }
  const { level, plusLevel } = savedLevels(cat, saved)
  return { ...defaultSettings, level, plusLevel, talents: savedTalentLevels(cat, saved) }
}

export function savedCatStats(prepared: PreparedCat, saved: SavedCat, levelMode: LevelMode): SavedCatStats | null {
  const chosen = prepared.forms.find((candidate) => candidate.form.formIndex === saved.formIndex)
  const preparedForm = chosen ?? prepared.forms[0]
  if (!preparedForm) return null
  const settings = savedCatSettings(prepared.cat, saved, levelMode)
  const { stats, trueDps } = formTrueDps(preparedForm, settings)
  const usedLevels = settings.talents === 'max' ? prepared.cat.talents.map((talent) => talent.maxLevel) : savedTalentLevels(prepared.cat, saved)
  return {
    form: preparedForm.form,
    formMissing: chosen === undefined,
    level: stats.level,
    plusLevel: stats.plusLevel,
    hp: stats.hp,
    trueDps,
    talents: formHasTalents(preparedForm.form)
      ? prepared.cat.talents.map((talent, i) => ({ talent, level: usedLevels[i] ?? 0 }))
      : [],
  }
}
