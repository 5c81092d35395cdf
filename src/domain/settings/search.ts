import { z } from '../zod-mini.ts'
import type { Cat } from '../game-data/model.ts'
import { chosenTalentLevels } from '../stats/talent-value.ts'
import { cappedLevels, levelSettingOf } from './level.ts'
import {
  defaultSettings,
  levelListSetting,
  levelSetting,
  modeSetting,
  orbsSetting,
  NUMBER_SETTINGS,
  NUMBER_SETTING_KEYS,
  plusLevelSetting,
  settings as settingsSchema,
  talentLevels,
  type NumberSetting,
  type Settings,
} from './settings.ts'
import { NO_ORB } from '../orbs.ts'
import { MAX_TREASURE_PERCENT } from '../constants.ts'
import { withoutLegacyFruit } from './treasures.ts'
import { isTargetText, targetFromText, textOfTarget } from './target-text.ts'

/**
 * The lenient codec: the settings as page URLs carry them. Each field is
 * absent or valid; a bad one is dropped, so it falls back to its default on
 * its own and a mangled shared link still opens the page.
 */

function lenient<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined)
}

function lenientNumber(limits: { min: number; max: number }) {
  return lenient(z.int().check(z.minimum(limits.min), z.maximum(limits.max)))
}

// One schema per pair of limits, shared by the fields that have it (the treasures): every page builds
// these at its start-up, and each zod schema costs the main thread some 50 µs to make.
const numberSettings = new Map<string, ReturnType<typeof lenientNumber>>()
function numberSetting(limits: { min: number; max: number }) {
  const key = `${limits.min} ${limits.max}`
  let schema = numberSettings.get(key)
  if (!schema) numberSettings.set(key, (schema = lenientNumber(limits)))
  return schema
}

export const settingsSearch = {
  level: lenient(levelSetting),
  plusLevel: lenient(plusLevelSetting),
  talents: lenient(talentLevels),
  target: lenient(z.string().check(z.maxLength(20), z.refine(isTargetText))),
  strengthen: lenient(z.boolean()),
  mode: lenient(modeSetting),
  orbs: lenient(orbsSetting),
  // Every number setting (treasures, research) with its limits from the model: a new one needs no line here.
  ...(Object.fromEntries(NUMBER_SETTING_KEYS.map((key) => [key, numberSetting(NUMBER_SETTINGS[key])])) as Record<
    NumberSetting,
    ReturnType<typeof numberSetting>
  >),
  /** links made before each trait had its own treasure: the red to zombie treasures at once (treasures.ts) */
  fruitTreasure: numberSetting({ min: 0, max: MAX_TREASURE_PERCENT }),
  /** a saved list: its cats at their saved levels and talents (settings.ts levelListSetting) */
  levelList: lenient(levelListSetting),
}
export type SettingsSearch = z.output<z.ZodMiniObject<typeof settingsSearch>>

/**
 * Pages that compute numbers count the player's account treasures unless the
 * URL says `treasures=maxed` (a view choice, not a setting: the API and the
 * CLI have no account).
 */
export const treasureSourceSearch = { treasures: lenient(z.literal('maxed')) }
export const settingsSearchSchema = z.object(settingsSearch)

/** A setting at its default is not written into a URL (the routes strip these with stripSearchParams). */
export const SETTINGS_SEARCH_DEFAULTS: SettingsSearch = (() => {
  const { plusLevel: _plusLevel, target: _target, combos: _combos, ...rest } = defaultSettings
  return { ...rest, target: 'best' }
})()

/**
 * The defaults the routes strip from a URL: all but the treasures and research. With an account
 * saved, a treasure the URL does not name counts the account's value, so one set back to its
 * maximum stays written to mean it (`searchKeepingNamed` keeps the others out).
 */
export const URL_STRIPPED_DEFAULTS: SettingsSearch = Object.fromEntries(
  Object.entries(SETTINGS_SEARCH_DEFAULTS).filter(([key]) => !(NUMBER_SETTING_KEYS as readonly string[]).includes(key)),
)

/** `search` without the fields the routes would strip (those at their defaults): a link written by hand reads as the router writes it. */
export function withoutUrlDefaults<T extends Partial<SettingsSearch>>(search: T): T {
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(search)) {
    const fallback = URL_STRIPPED_DEFAULTS[key as keyof SettingsSearch]
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(fallback)) kept[key] = value
  }
  return kept as T
}

/** `search` with a treasure or research field only where `named` names it (a legacy fruit field naming its six). */
export function searchKeepingNamed(search: SettingsSearch, named: Readonly<Record<string, unknown>>): SettingsSearch {
  const namedFields: Record<string, unknown> = withoutLegacyFruit(named)
  const kept: Record<string, unknown> = { ...search }
  for (const key of NUMBER_SETTING_KEYS) if (namedFields[key] === undefined) delete kept[key]
  return kept as SettingsSearch
}

export function settingsFromSearch(search: SettingsSearch): Settings {
  const { target, levelList: _levelList, ...fields } = search
  const defined = Object.fromEntries(Object.entries(withoutLegacyFruit(fields)).filter(([, value]) => value !== undefined))
  const parsed = settingsSchema.parse(defined)
  return { ...parsed, target: (target === undefined ? null : targetFromText(target)) ?? defaultSettings.target }
}

/** Every field of the settings as a URL writes it (defaults included: the router strips those). */
export function searchFromSettings(settings: Settings): SettingsSearch {
  // combos come from a lineup (its own URL), not from the page's settings
  const { combos: _combos, ...rest } = settings
  return { ...rest, target: textOfTarget(settings.target) ?? undefined }
}

/**
 * The settings in their one written form for this cat: levels within its
 * reach (its full level as 'max'), talents as 'max' or 'off' when they all
 * are, and no more talent levels than it has talents.
 */
export function canonicalSettings(cat: Cat, settings: Settings): Settings {
  return { ...settings, ...canonicalLevel(cat, settings), talents: canonicalTalents(cat, settings.talents), orbs: canonicalOrbs(settings.orbs) }
}

/** A list of orbs without its trailing empty slots; no orb at all is 'none'. */
export function canonicalOrbs(orbs: Settings['orbs']): Settings['orbs'] {
  if (orbs === 'none' || orbs === 'best') return orbs
  const last = orbs.findLastIndex((orb) => orb !== NO_ORB)
  return last < 0 ? 'none' : orbs.slice(0, last + 1)
}

function canonicalLevel(cat: Cat, settings: Pick<Settings, 'level' | 'plusLevel'>): Pick<Settings, 'level' | 'plusLevel'> {
  const reached = cappedLevels(cat, settings)
  if (settings.plusLevel !== undefined) return levelSettingOf(cat, reached.level, reached.plusLevel)
  const total = reached.level + reached.plusLevel
  return total === cat.maxBaseLevel + cat.maxPlusLevel ? { level: 'max', plusLevel: undefined } : { level: total, plusLevel: undefined }
}

export function canonicalTalents(cat: Cat, talents: Settings['talents']): Settings['talents'] {
  if (talents === 'max' || talents === 'off') return talents
  const levels = chosenTalentLevels(cat.talents, talents)
  if (levels.every((level, i) => level === cat.talents[i]?.maxLevel)) return 'max'
  if (levels.every((level) => level === 0)) return 'off'
  return levels
}

/** Two URL searches name the same settings: a field absent from one is at its default. */
export function sameSettingsSearch(a: SettingsSearch, b: SettingsSearch): boolean {
  const defaults: Partial<Record<keyof SettingsSearch, unknown>> = SETTINGS_SEARCH_DEFAULTS
  return (Object.keys(settingsSearch) as (keyof SettingsSearch)[]).every(
    (key) => JSON.stringify(a[key] ?? defaults[key]) === JSON.stringify(b[key] ?? defaults[key]),
  )
}
