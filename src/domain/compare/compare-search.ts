import { z } from '../zod-mini.ts'
import { TRAITS, type Trait } from '../game-data/vocabulary.ts'
import { SETTINGS_SEARCH_DEFAULTS, settingsFromSearch, settingsSearch, treasureSourceSearch, type SettingsSearch } from '../settings/search.ts'
import type { Settings, TargetSetting } from '../settings/settings.ts'
import { ABILITY_CATALOG, type AbilityFilterKey } from './abilities.ts'

/**
 * The compare page's URL search params: the view (sort, filters) and every
 * calculation setting (settings/search.ts). Every field is optional and falls
 * back to its default on anything malformed, so a shared or hand-edited URL
 * never breaks the page.
 */

export const SORT_KEYS = ['trueDps', 'dps', 'attack', 'hp', 'range', 'cycle', 'cooldown', 'cost', 'speed', 'knockbacks', 'name'] as const
export type SortKey = (typeof SORT_KEYS)[number]

export const TARGET_OPTIONS = ['best', 'traitless', 'anyTrait', ...TRAITS.filter((t) => t !== 'traitless'), 'behemoth', 'colossus', 'sage', 'base'] as const
const ABILITY_KEYS = ABILITY_CATALOG.map((info) => info.key)
const RARITY_INDEXES = [0, 1, 2, 3, 4, 5] as const
const FORM_INDEXES = [0, 1, 2, 3] as const

/** Absent, or dropped when malformed. */
function lenient<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined)
}

function parseCsv<T extends string | number>(value: string | number | undefined, allowed: readonly T[]): T[] {
  if (value === undefined) return []
  const wanted = String(value).split(',')
  return allowed.filter((option) => wanted.includes(String(option)))
}

// One schema for every list parameter's raw text (each zod schema costs every page's start-up to make).
const csvText = z.union([z.string().check(z.maxLength(2000)), z.number()])

/**
 * A list filter: comma-separated text in the search params (input and output alike), parsed by
 * compareView. Only the known values stay, so "rarity=5,foo" reads and is written back as
 * "rarity=5", and "rarity=foo" leaves the URL, as a malformed setting does.
 */
function csvOf<T extends string | number>(allowed: readonly T[]) {
  return lenient(
    z.pipe(
      csvText,
      z.transform((value) => csvParam(parseCsv(value, allowed))),
    ),
  )
}

export const compareSearch = z.object({
  sort: lenient(z.enum(SORT_KEYS)),
  dir: lenient(z.enum(['asc', 'desc'])),
  q: lenient(z.string().check(z.maxLength(100))),
  rarity: csvOf(RARITY_INDEXES),
  form: csvOf(FORM_INDEXES),
  traits: csvOf(TRAITS),
  traitMatch: lenient(z.enum(['any', 'all'])),
  abilities: csvOf(ABILITY_KEYS),
  abilityMatch: lenient(z.enum(['any', 'all'])),
  /** cats added in this game version or later ("15.4.0") */
  since: lenient(z.string().check(z.regex(/^\d{1,2}\.\d{1,2}\.\d{1,2}$/))),
  ...settingsSearch,
  ...treasureSourceSearch,
})
export type CompareSearch = z.infer<typeof compareSearch>

/** The view the search params describe, with every default filled in. */
export interface CompareView {
  sort: SortKey
  dir: 'asc' | 'desc'
  q: string
  rarity: readonly number[]
  form: readonly number[]
  traits: readonly Trait[]
  traitMatch: 'any' | 'all'
  abilities: readonly AbilityFilterKey[]
  abilityMatch: 'any' | 'all'
  /** only cats added in this game version or later; null = any */
  since: string | null
  /** every calculation setting; the controls below show the ones the page offers */
  settings: Settings
  level: Settings['level']
  talents: boolean
  target: TargetSetting
  strengthen: boolean
  /** a saved list whose cats are shown at their saved levels (the level menu's "your levels") */
  levelList: string | undefined
}

export function compareView(search: CompareSearch): CompareView {
  const settings = settingsFromSearch(search)
  return {
    sort: search.sort ?? 'trueDps',
    dir: search.dir ?? (search.sort === 'name' ? 'asc' : 'desc'),
    q: search.q ?? '',
    rarity: parseCsv(search.rarity, RARITY_INDEXES),
    form: parseCsv(search.form, FORM_INDEXES),
    traits: parseCsv(search.traits, TRAITS),
    traitMatch: search.traitMatch ?? 'any',
    abilities: parseCsv(search.abilities, ABILITY_KEYS),
    abilityMatch: search.abilityMatch ?? 'any',
    since: search.since ?? null,
    settings,
    level: settings.level,
    talents: settings.talents !== 'off',
    target: settings.target,
    strengthen: settings.strengthen,
    levelList: search.levelList,
  }
}

/** A list filter as it is written into the URL: comma separated, absent when empty. */
export function csvParam(values: readonly (string | number)[]): string | number | undefined {
  if (values.length === 0) return undefined
  // A lone number stays a number so the router writes it bare (a numeric string would be quoted).
  if (values.length === 1 && typeof values[0] === 'number') return values[0]
  return values.join(',')
}

/** A saved cat's own levels and talents, where the compare page shows a list at "your levels". */
export type ListLevels = Pick<Settings, 'level' | 'plusLevel' | 'talents'>

/** What a unit page's URL takes of the compare page's: the calculation settings and where treasures come from. */
export type UnitLinkSearch = Omit<SettingsSearch, 'levelList'> & { treasures?: 'maxed' }

const UNIT_LINK_KEYS = [...Object.keys(settingsSearch).filter((key) => key !== 'levelList'), 'treasures'] as (keyof UnitLinkSearch)[]

/**
 * The search of a row's link to its unit page, so the page counts the form as the row did: the
 * compare URL's settings (not its filters), and a saved cat's own levels and talents where the
 * table shows a list at "your levels" (the unit page has no such list setting).
 */
export function unitLinkSearch(search: CompareSearch, listLevels?: ListLevels): UnitLinkSearch {
  const link: UnitLinkSearch = {}
  for (const key of UNIT_LINK_KEYS) if (search[key] !== undefined) Object.assign(link, { [key]: search[key] })
  if (listLevels) {
    link.level = listLevels.level === SETTINGS_SEARCH_DEFAULTS.level ? undefined : listLevels.level
    link.plusLevel = listLevels.plusLevel
    link.talents = listLevels.talents === SETTINGS_SEARCH_DEFAULTS.talents ? undefined : listLevels.talents
  }
  return link
}
