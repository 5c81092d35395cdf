import type { Enemy } from '../game-data/model.ts'
import { rosterForm, rosterSettings, type RosterCat } from '../settings/roster.ts'
import { canonicalSettings } from '../settings/search.ts'
import type { Settings } from '../settings/settings.ts'
import type { PreparedCat } from '../stats/prepare.ts'
import { compareRowsOf, type CompareRow } from './compare-rows.ts'

/** A saved cat as the compare page reads it: which form, at which levels. */
export type SavedForm = RosterCat

/**
 * The rows of a saved list: each cat's saved form at its saved base and plus level and talent
 * levels (rosterSettings, "your levels"), the page's other settings (target, strengthen,
 * mode, treasures, orbs) as chosen. Talents switched off on the page stay off. A cat or form the
 * game data no longer has is left out.
 */
export function savedFormRows(
  preparedById: ReadonlyMap<number, PreparedCat>,
  saved: readonly SavedForm[],
  settings: Settings,
  enemies: readonly Enemy[],
): CompareRow[] {
  const rows: CompareRow[] = []
  for (const cat of saved) {
    const prepared = preparedById.get(cat.unitId)
    const form = prepared && rosterForm(prepared, cat.formIndex, 'skip')
    if (!prepared || !form) continue
    // The page's settings already count its treasures (the account's or maxed): the saved cat brings its levels and talents only.
    const catSettings = rosterSettings({ base: settings, source: 'maxed', saved: { cat: prepared.cat, levels: cat, levelMode: 'your-levels', orbs: 'base' } })
    const { level, plusLevel, talents } = canonicalSettings(prepared.cat, catSettings)
    for (const row of compareRowsOf(catSettings, enemies)({ ...prepared, forms: [form] })) rows.push({ ...row, listLevels: { level, plusLevel, talents } })
  }
  return rows
}
