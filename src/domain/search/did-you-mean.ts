import type { UnitMetadata } from '../units.ts'
import { normalizeQuery, type UnitSearchIndex } from './unit-search.ts'

/** Most suggestions offered under "No units found". */
export const SUGGESTION_LIMIT = 3
/** Shorter queries are one typo away from hundreds of names: no suggestion is worth offering. */
const MIN_TYPO_QUERY = 4

/**
 * What the player may have meant when the search matches nothing (the search's own matching and
 * order stay as the spec says): for a unit number ("25", "025", "#025") that unit's first form;
 * otherwise the names holding the query with one typo (a letter missing, extra, wrong or two
 * swapped), those that start with it first, then alphabetical.
 */
export function didYouMean(index: UnitSearchIndex, query: string, limit: number = SUGGESTION_LIMIT): UnitMetadata[] {
  const number = /^#?(\d{1,4})$/.exec(query.trim())
  if (number) {
    const unitId = Number(number[1])
    const forms = index.entries.filter(({ unit }) => unit.unitId === unitId).map(({ unit }) => unit)
    const first = forms.reduce<UnitMetadata | undefined>((best, unit) => (!best || unit.formIndex < best.formIndex ? unit : best), undefined)
    return first ? [first] : []
  }
  const needle = normalizeQuery(query)
  if (needle.length < MIN_TYPO_QUERY) return []
  const prefix: UnitMetadata[] = []
  const inside: UnitMetadata[] = []
  for (const { unit, lowerName } of index.entries) {
    if (prefix.length >= limit) break
    if (typoDistance(needle, lowerName, true) <= 1) prefix.push(unit)
    else if (inside.length < limit && typoDistance(needle, lowerName, false) <= 1) inside.push(unit)
  }
  return [...prefix, ...inside].slice(0, limit)
}

/**
 * The fewest edits (insert, delete, replace, swap of two neighbours) that turn `needle` into a
 * prefix of `text` (`atStart`) or into any part of it.
 */
export function typoDistance(needle: string, text: string, atStart: boolean): number {
  const m = needle.length
  const n = text.length
  // rows[i][j]: needle[0..i) against text ending at j (starting anywhere when !atStart).
  let before: number[] = []
  let previous: number[] = Array.from({ length: n + 1 }, (_, j) => (atStart ? j : 0))
  for (let i = 1; i <= m; i++) {
    const current: number[] = [i]
    for (let j = 1; j <= n; j++) {
      const cost = needle[i - 1] === text[j - 1] ? 0 : 1
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && needle[i - 1] === text[j - 2] && needle[i - 2] === text[j - 1]) best = Math.min(best, before[j - 2]! + 1)
      current.push(best)
    }
    before = previous
    previous = current
  }
  return Math.min(...previous)
}
