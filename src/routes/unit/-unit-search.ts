import { z } from '../../lib/zod-mini.ts'
import type { Cat } from '../../domain/game-data/model.ts'
import { catLevel, levelSettingOf } from '../../domain/settings/level.ts'
import { canonicalSettings, searchFromSettings, settingsFromSearch, settingsSearch, treasureSourceSearch } from '../../domain/settings/search.ts'
import { defaultSettings, type Settings } from '../../domain/settings/settings.ts'
import type { SettingsChange } from '../../components/unit/settings-change.ts'

/** The unit page's URL: every calculation setting (domain/settings/search.ts); an absent key is its default. */
export const unitSearch = z.object({ ...settingsSearch, ...treasureSourceSearch })
export type UnitSearch = z.output<typeof unitSearch>

/**
 * The engine's settings for this cat, in their canonical form. A game enemy
 * as the target needs the enemy list, which this page does not load: the
 * page counts its best match instead.
 */
export function unitSettings(search: UnitSearch, cat: Cat): Settings {
  const settings = canonicalSettings(cat, settingsFromSearch(search))
  return typeof settings.target === 'object' ? { ...settings, target: defaultSettings.target } : settings
}

/** The URL's search after one change made with the page's controls. */
export function searchAfter(cat: Cat, current: Settings, change: SettingsChange): UnitSearch {
  const { baseLevel, plusLevel, ...rest } = change
  let next: Settings = { ...current, ...rest }
  if (baseLevel !== undefined || plusLevel !== undefined) {
    const now = catLevel(cat, current)
    next = { ...next, ...levelSettingOf(cat, baseLevel ?? now.level, plusLevel ?? now.plusLevel) }
  }
  return { ...searchFromSettings(canonicalSettings(cat, next)), treasures: change.treasures }
}
