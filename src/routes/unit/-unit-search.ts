import { z } from '../../domain/zod-mini.ts'
import type { Cat } from '../../domain/game-data/model.ts'
import { catLevel, levelSettingOf } from '../../domain/settings/level.ts'
import {
  canonicalSettings,
  searchFromSettings,
  searchKeepingNamed,
  settingsFromSearch,
  settingsSearch,
  treasureSourceSearch,
} from '../../domain/settings/search.ts'
import { defaultSettings, NUMBER_SETTING_KEYS, type Settings } from '../../domain/settings/settings.ts'
import { LEGACY_FRUIT_TREASURE } from '../../domain/settings/treasures.ts'
import type { SettingsChange } from '../../domain/settings/settings-change.ts'
import { MAX_MAGNIFICATION, MIN_MAGNIFICATION } from '../../domain/enemies/enemy-link.ts'

const magnificationField = z.catch(z.optional(z.int().check(z.minimum(MIN_MAGNIFICATION), z.maximum(MAX_MAGNIFICATION))), undefined)

/**
 * The unit page's URL: every calculation setting (domain/settings/search.ts); an absent key is its
 * default. With a game enemy as the target, its magnifications as the enemy page names them (the
 * enemy and stage rankings link here at the magnification they ranked at).
 */
export const unitSearch = z.object({ ...settingsSearch, ...treasureSourceSearch, magnification: magnificationField, attackMagnification: magnificationField })
export type UnitSearch = z.output<typeof unitSearch>

/** `next` with the search's enemy magnifications kept: a settings change leaves them alone. */
export function keepingMagnification<T extends object>(next: T, search: UnitSearch): T & Pick<UnitSearch, 'magnification' | 'attackMagnification'> {
  return { ...next, magnification: search.magnification, attackMagnification: search.attackMagnification }
}

/**
 * The engine's settings for this cat, in their canonical form. A game enemy
 * as the target is kept when the route found that enemy (`enemyKnown`); a
 * custom trait set, or an enemy that does not exist, counts its best match instead.
 */
export function unitSettings(search: UnitSearch, cat: Cat, enemyKnown = false): Settings {
  const settings = canonicalSettings(cat, settingsFromSearch(search))
  if (typeof settings.target !== 'object') return settings
  return 'enemyId' in settings.target && enemyKnown ? settings : { ...settings, target: defaultSettings.target }
}

/** The enemy id the search names as the target, if any. */
export function enemyTargetId(search: UnitSearch): number | null {
  const target = settingsFromSearch(search).target
  return typeof target === 'object' && 'enemyId' in target ? target.enemyId : null
}

/**
 * The URL's search after one change made with the page's controls. A treasure or research field
 * is written where the URL named it or the change sets it, so the others keep counting the account.
 */
export function searchAfter(cat: Cat, current: Settings, change: SettingsChange, named: Readonly<Record<string, unknown>> = {}): UnitSearch {
  const { baseLevel, plusLevel, ...rest } = change
  let next: Settings = { ...current, ...rest }
  if (baseLevel !== undefined || plusLevel !== undefined) {
    const now = catLevel(cat, current)
    next = { ...next, ...levelSettingOf(cat, baseLevel ?? now.level, plusLevel ?? now.plusLevel) }
  }
  return {
    ...searchKeepingNamed(searchFromSettings(canonicalSettings(cat, next)), { ...named, ...rest }),
    treasures: change.treasures === 'maxed' ? 'maxed' : undefined,
  }
}

/** The search without any treasure or research field (nor the legacy fruit one). */
export function searchWithoutTreasures(search: UnitSearch): UnitSearch {
  const kept: Record<string, unknown> = { ...search }
  for (const key of [...NUMBER_SETTING_KEYS, LEGACY_FRUIT_TREASURE]) delete kept[key]
  return kept as UnitSearch
}

/** The URL names a treasure or research value of its own, over the chosen source. */
export function namesTreasures(search: UnitSearch): boolean {
  return [...NUMBER_SETTING_KEYS, LEGACY_FRUIT_TREASURE].some((key) => search[key as keyof UnitSearch] !== undefined)
}
