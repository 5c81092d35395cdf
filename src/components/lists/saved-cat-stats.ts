import type { LevelMode, SavedCat } from '../../browser-db/index.ts'
import { calculateForm } from '../../domain/calculate-form.ts'
import type { Cat, Talent, UnitForm } from '../../domain/game-data/model.ts'
import { chosenTalentLevels } from '../../domain/stats/talent-value.ts'
import { formHasTalents } from '../../domain/stats/apply-talents.ts'
import { prepareCat, type PreparedCat } from '../../domain/stats/prepare.ts'
import { orbLabel, type OrbCatalog } from '../../domain/orbs.ts'
import { TRAIT_LABELS } from '../../domain/ability-vocabulary.ts'
import type { AccountTreasures } from '../../domain/settings/account.ts'
import { rosterForm, rosterSettings } from '../../domain/settings/roster.ts'

// The mapping between saved cats and settings is the settings model's; list components reach it from here.
export { savedLevels, savedTalentLevels } from '../../domain/settings/saved-cat.ts'

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
  /** the orbs the form wears and the numbers count, in the game's words ("Attack Up S: Red") */
  orbs: string[]
}

// Keyed by the unit object the query cache holds, so a unit is prepared once however often the list renders.
const preparedCats = new WeakMap<Cat, PreparedCat>()

export function preparedCatOf(cat: Cat, orbCatalog: OrbCatalog = []): PreparedCat {
  let prepared = preparedCats.get(cat)
  if (!prepared) {
    prepared = prepareCat(cat, orbCatalog)
    preparedCats.set(cat, prepared)
  }
  return prepared
}

/** `treasures`: the player's account (null = maxed); "max" counts every cat at its full potential, treasures maxed. */
export function savedCatStats(prepared: PreparedCat, saved: SavedCat, levelMode: LevelMode, treasures: AccountTreasures | null = null): SavedCatStats | null {
  const preparedForm = rosterForm(prepared, saved.formIndex, 'first')
  if (!preparedForm) return null
  // At "max" the list counts every treasure maxed (rosterSettings' rule for a saved cat at max).
  const settings = rosterSettings({ saved: { cat: prepared.cat, levels: saved, levelMode }, account: treasures })
  const calculation = calculateForm(preparedForm, settings)
  const { stats, trueDps } = calculation
  const usedLevels = chosenTalentLevels(prepared.cat.talents, settings.talents)
  return {
    form: preparedForm.form,
    formMissing: preparedForm.form.formIndex !== saved.formIndex,
    level: stats.level,
    plusLevel: stats.plusLevel,
    hp: stats.hp,
    trueDps,
    talents: formHasTalents(preparedForm.form) ? prepared.cat.talents.map((talent, i) => ({ talent, level: usedLevels[i] ?? 0 })) : [],
    orbs: calculation.orbs.map((orb) => orbLabel(preparedForm.orbCatalog, orb, (trait) => TRAIT_LABELS[trait])),
  }
}
