import type { DBSchema } from 'idb'
import { z } from '../domain/zod-mini.ts'
import { MAX_ORB_SLOTS } from '../domain/orbs.ts'
import { orbSlotSetting } from '../domain/settings/settings.ts'
import { MAX_TALENT_SLOTS, MAX_UNIT_ID } from '../domain/settings/limits.ts'

export const CODEX_DB_NAME = 'battle-cats-codex'
export const CODEX_DB_VERSION = 1

export const CAT_LISTS_STORE = 'catLists'
export const SAVED_CATS_STORE = 'savedCats'
export const LIST_NAME_INDEX = 'name'
export const LIST_ID_INDEX = 'listId'
export const LIST_UNIT_INDEX = 'listId_unitId'

export const MAIN_LIST_ID = 'my-cats'
export const MAIN_LIST_NAME = 'My Cats'

export const LEVEL_MODES = ['your-levels', 'max'] as const
export const DEFAULT_LEVEL_MODE = 'your-levels'

export const MAX_LIST_NAME_LENGTH = 50
// Bounds leave headroom over the game (EN 15.0.1: 4 forms, base level 60,
// plus level 90, 8 talent slots, talent level 10) so a game update does not
// make saved cats invalid; the engine clamps to each unit's real maximum.
export { MAX_UNIT_ID, MAX_TALENT_SLOTS }
export const MAX_FORM_INDEX = 9
export const MAX_LEVEL = 100
export const MAX_PLUS_LEVEL = 100
export const MAX_TALENT_LEVEL = 10
// Far below 2^53 so an imported id cannot exhaust the store's key generator.
export const MAX_SAVED_CAT_ID = 2_147_483_647
export const MAX_TIMESTAMP = 8_640_000_000_000_000

export const LIST_NAME_NOT_TEXT = 'List name must be text'
export const LIST_NAME_EMPTY = 'List name cannot be empty'
export const LIST_NAME_TOO_LONG = `List name must be at most ${MAX_LIST_NAME_LENGTH} characters`
export const LIST_NAME_CONTROL_CHARACTERS = 'List name cannot contain line breaks or control characters'
export const LEVEL_MODE_INVALID = 'Level mode must be "your-levels" or "max"'
export const UNIT_ID_INVALID = `Unit id must be a whole number from 0 to ${MAX_UNIT_ID}`
export const FORM_INDEX_INVALID = `Form must be a whole number from 0 to ${MAX_FORM_INDEX}`
export const LEVEL_INVALID = `Level must be a whole number from 1 to ${MAX_LEVEL}`
export const PLUS_LEVEL_INVALID = `Plus level must be a whole number from 0 to ${MAX_PLUS_LEVEL}`
export const TALENT_LEVELS_INVALID = `Talent levels must be a list of at most ${MAX_TALENT_SLOTS} whole numbers from 0 to ${MAX_TALENT_LEVEL}`
export const LIST_ID_INVALID = 'List id is not valid'
export const CAT_ID_INVALID = `Cat id must be a whole number from 1 to ${MAX_SAVED_CAT_ID}`
export const TIMESTAMP_INVALID = 'Timestamp must be a whole number of milliseconds'
export const ORBS_INVALID = `Orbs must be a list of at most ${MAX_ORB_SLOTS} orbs such as "attack-red-S" ("none" for an empty slot)`

function wholeNumber(min: number, max: number, message: string) {
  return z.int({ error: message }).check(z.minimum(min, { error: message }), z.maximum(max, { error: message }))
}

function characterCountAtMost(text: string, max: number): boolean {
  // A code point takes at most two UTF-16 units, so the spread (which counts
  // emoji as one character, as a player would) only runs on short strings.
  if (text.length <= max) return true
  if (text.length > max * 2) return false
  return [...text].length <= max
}

/**
 * The maxLength of a list name field holding `text`. Browsers count UTF-16
 * units and the schema counts characters, so each character that takes two
 * units (an emoji) raises the limit by one: the field takes exactly as many
 * characters as the schema accepts.
 */
export function listNameInputLimit(text: string): number {
  return MAX_LIST_NAME_LENGTH + (text.length - [...text].length)
}

export const levelMode = z.enum(LEVEL_MODES, { error: LEVEL_MODE_INVALID })
export type LevelMode = z.infer<typeof levelMode>

export const catListName = z.string({ error: LIST_NAME_NOT_TEXT }).check(
  z.trim(),
  z.normalize('NFC'),
  z.minLength(1, { error: LIST_NAME_EMPTY }),
  z.refine((name) => characterCountAtMost(name, MAX_LIST_NAME_LENGTH), { error: LIST_NAME_TOO_LONG, abort: true }),
  z.refine((name) => !/\p{Cc}/u.test(name), { error: LIST_NAME_CONTROL_CHARACTERS }),
)

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const catListId = z.string({ error: LIST_ID_INVALID }).check(z.refine((id) => id === MAIN_LIST_ID || UUID_PATTERN.test(id), { error: LIST_ID_INVALID }))
export const savedCatId = wholeNumber(1, MAX_SAVED_CAT_ID, CAT_ID_INVALID)
export const timestamp = wholeNumber(0, MAX_TIMESTAMP, TIMESTAMP_INVALID)

export const MAX_LINEUP_SLOTS = 10
export const LINEUP_INVALID = `A lineup is at most ${MAX_LINEUP_SLOTS} slots, each a unit id from 0 to ${MAX_UNIT_ID} or empty (null), no unit twice`
/**
 * A list's lineup: up to ten of its cats by unit id (a list holds a unit once),
 * slots 1–5 the first row, 6–10 the second; null is an empty slot. A field of
 * the list record (the database stays at version 1); cats no longer in the
 * list are skipped when it is read.
 */
export const lineup = z
  .array(z.nullable(z.int({ error: LINEUP_INVALID }).check(z.minimum(0, { error: LINEUP_INVALID }), z.maximum(MAX_UNIT_ID, { error: LINEUP_INVALID }))), {
    error: LINEUP_INVALID,
  })
  .check(
    z.maxLength(MAX_LINEUP_SLOTS, { error: LINEUP_INVALID }),
    z.refine((slots) => new Set(slots.filter((slot) => slot !== null)).size === slots.filter((slot) => slot !== null).length, { error: LINEUP_INVALID }),
  )
export type Lineup = z.infer<typeof lineup>

export const catList = z.strictObject({
  id: catListId,
  name: catListName,
  levelMode,
  createdAt: timestamp,
  updatedAt: timestamp,
  lineup: z.optional(lineup),
})
export type CatList = z.infer<typeof catList>
export type CatListSummary = CatList & { catCount: number }

export const unitId = wholeNumber(0, MAX_UNIT_ID, UNIT_ID_INVALID)
export const formIndex = wholeNumber(0, MAX_FORM_INDEX, FORM_INDEX_INVALID)
export const level = wholeNumber(1, MAX_LEVEL, LEVEL_INVALID)
export const plusLevel = wholeNumber(0, MAX_PLUS_LEVEL, PLUS_LEVEL_INVALID)
/** One entry per talent slot, in the unit's slot order; empty means the calculator's defaults. */
export const talentLevels = z
  .array(wholeNumber(0, MAX_TALENT_LEVEL, TALENT_LEVELS_INVALID), { error: TALENT_LEVELS_INVALID })
  .check(z.maxLength(MAX_TALENT_SLOTS, { error: TALENT_LEVELS_INVALID }))

/** The talent orb of each slot, in slot order (src/domain/orbs.ts); absent or empty = no orb. */
export const savedOrbs = z.array(orbSlotSetting, { error: ORBS_INVALID }).check(z.maxLength(MAX_ORB_SLOTS, { error: ORBS_INVALID }))

export const newSavedCat = z.strictObject({
  unitId,
  formIndex,
  level,
  plusLevel,
  talentLevels: z._default(talentLevels, () => []),
  orbs: z.optional(savedOrbs),
})
export type NewSavedCat = z.input<typeof newSavedCat>

export const savedCatPatch = z.strictObject({
  formIndex: z.optional(formIndex),
  level: z.optional(level),
  plusLevel: z.optional(plusLevel),
  talentLevels: z.optional(talentLevels),
  /** an empty list takes the orbs off */
  orbs: z.optional(savedOrbs),
})
export type SavedCatPatch = z.input<typeof savedCatPatch>

export const savedCat = z.strictObject({
  id: savedCatId,
  listId: catListId,
  unitId,
  formIndex,
  level,
  plusLevel,
  talentLevels,
  /** added after the first release: records saved before have none */
  orbs: z.optional(savedOrbs),
  addedAt: timestamp,
  updatedAt: timestamp,
})
export type SavedCat = z.infer<typeof savedCat>

/** A saved cat as the store holds it: the id is absent until the key generator assigns it. */
export type SavedCatRecord = Omit<SavedCat, 'id'> & { id?: number }

export interface CodexDbSchema extends DBSchema {
  [CAT_LISTS_STORE]: {
    key: string
    value: CatList
    indexes: { [LIST_NAME_INDEX]: string }
  }
  [SAVED_CATS_STORE]: {
    key: number
    value: SavedCatRecord
    indexes: { [LIST_ID_INDEX]: string; [LIST_UNIT_INDEX]: [string, number] }
  }
}

/** Names are unique regardless of case: "My Cats" and "my cats" would be indistinguishable in a list picker. */
export function listNameKey(name: string): string {
  return name.toLowerCase()
}

/**
 * A record reduced to the fields its schema declares (the store may hold
 * fields an older or newer version wrote; they are not passed on). A field
 * added to the schema later as optional (a saved cat's orbs, a list's lineup)
 * is carried everywhere without touching the code that copies records:
 * export, import, rename, level mode.
 */
export function knownFields<T extends object>(schema: { shape: Record<string, unknown> }, record: T): T {
  const result: Record<string, unknown> = {}
  for (const key of Object.keys(schema.shape)) {
    const value = (record as Record<string, unknown>)[key]
    if (value !== undefined) result[key] = typeof value === 'object' && value !== null ? copyOf(value) : value
  }
  return result as T
}

// A list of plain values (levels, orbs, a lineup) is copied by a spread: a list page reads thousands
// of records, and structuredClone costs many times more for each.
function copyOf(value: object): unknown {
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) return [...value]
  return structuredClone(value)
}
