import type { Enemy } from '../game-data/model.ts'
import { settingsOfSavedCat, type SavedLevels } from '../settings/saved-cat.ts'
import { canonicalSettings } from '../settings/search.ts'
import type { Settings } from '../settings/settings.ts'
import type { PreparedCat } from '../stats/prepare.ts'
import { compareRowsOf, type CompareRow } from './compare-rows.ts'

/** A saved cat as the compare page reads it: which form, at which levels. */
export type SavedForm = SavedLevels & { unitId: number; formIndex: number }

/**
 * The rows of a saved list: each cat's saved form at its saved base and plus level and talent
 * levels (settingsOfSavedCat, "your levels"), the page's other settings (target, strengthen,
 * mode, treasures) as chosen. Talents switched off on the page stay off. A cat or form the
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
    const form = prepared?.forms.find((candidate) => candidate.form.formIndex === cat.formIndex)
    if (!prepared || !form) continue
    const own = settingsOfSavedCat(prepared.cat, cat, 'your-levels')
    const catSettings: Settings = { ...settings, level: own.level, plusLevel: own.plusLevel, talents: settings.talents === 'off' ? 'off' : own.talents }
    const { level, plusLevel, talents } = canonicalSettings(prepared.cat, catSettings)
    for (const row of compareRowsOf(catSettings, enemies)({ ...prepared, forms: [form] })) rows.push({ ...row, listLevels: { level, plusLevel, talents } })
  }
  return rows
}
