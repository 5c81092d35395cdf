import type { UnitMetadata } from '../units.ts'
import { searchKey } from './search-key.ts'

/** Most results the search dialog shows (spec §9 "Search results"). */
export const SEARCH_RESULT_LIMIT = 10

interface IndexedUnit {
  unit: UnitMetadata
  /** the name as it is matched (searchKey) */
  lowerName: string
}

/**
 * Every listed form, lower-cased once and sorted alphabetically once, so that
 * a keystroke costs one pass of `indexOf` and no sorting.
 */
export interface UnitSearchIndex {
  readonly entries: readonly IndexedUnit[]
}

// Made on first use: building a collator costs ~20 ms, which at module load lengthened every page's start-up.
let nameCollator: Intl.Collator | undefined

/** Alphabetical by name; forms with the same name keep unit id, then form order. */
export function compareUnitsByName(a: UnitMetadata, b: UnitMetadata): number {
  nameCollator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })
  return nameCollator.compare(a.name, b.name) || a.unitId - b.unitId || a.formIndex - b.formIndex
}

export function createUnitSearchIndex(units: readonly UnitMetadata[]): UnitSearchIndex {
  const entries = [...units].sort(compareUnitsByName).map((unit) => ({ unit, lowerName: searchKey(unit.name) }))
  return { entries }
}

/** The query as it is matched: outer whitespace ignored, then searchKey. Empty means "no search". */
export function normalizeQuery(query: string): string {
  return searchKey(query.trim())
}

/**
 * Case-insensitive substring match on the name, ranked exact match first, then
 * names that start with the query, then the other matches; alphabetical within
 * each rank. An empty query matches nothing.
 */
export function searchUnits(index: UnitSearchIndex, query: string, limit: number = SEARCH_RESULT_LIMIT): UnitMetadata[] {
  const needle = normalizeQuery(query)
  if (needle === '' || limit <= 0) return []
  const exact: UnitMetadata[] = []
  const prefix: UnitMetadata[] = []
  const contains: UnitMetadata[] = []
  for (const { unit, lowerName } of index.entries) {
    const at = lowerName.indexOf(needle)
    if (at < 0) continue
    if (at > 0) {
      if (contains.length < limit) contains.push(unit)
    } else if (lowerName.length === needle.length) {
      exact.push(unit)
      if (exact.length >= limit) break
    } else if (prefix.length < limit) {
      prefix.push(unit)
    }
  }
  return [...exact, ...prefix, ...contains].slice(0, limit)
}

/** A name cut around the first case-insensitive occurrence of the query, for highlighting. */
export interface NameMatch {
  before: string
  match: string
  after: string
}

export function matchInName(name: string, query: string): NameMatch | null {
  const needle = normalizeQuery(query)
  const lowerName = searchKey(name)
  // A key can differ in length from its name ("İ", "α" read as "alpha"); offsets would then point at the wrong characters.
  if (needle === '' || lowerName.length !== name.length) return null
  const at = lowerName.indexOf(needle)
  if (at < 0) return null
  return { before: name.slice(0, at), match: name.slice(at, at + needle.length), after: name.slice(at + needle.length) }
}
