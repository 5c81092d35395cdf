import type { SavedCat } from '../../browser-db/schema.ts'
import type { SavedCatStats } from './saved-cat-stats.ts'

export const SORT_KEYS = ['added', 'name', 'level', 'trueDps', 'hp'] as const
export type SortKey = (typeof SORT_KEYS)[number]
export type SortDirection = 'asc' | 'desc'
export type SavedCatSort = { key: SortKey; direction: SortDirection }

export const SORT_LABELS: Record<SortKey, string> = {
  added: 'Date added',
  name: 'Name',
  level: 'Level',
  trueDps: 'True DPS',
  hp: 'HP',
}

/** Names read A→Z first; numbers biggest first; the added order oldest first. */
export function defaultDirection(key: SortKey): SortDirection {
  return key === 'name' || key === 'added' ? 'asc' : 'desc'
}

export type SortableSavedCat = { saved: SavedCat; stats: SavedCatStats | null }

function sortValue(row: SortableSavedCat, key: Exclude<SortKey, 'added' | 'name'>): number {
  const stats = row.stats
  if (!stats) return Number.NaN
  if (key === 'level') return stats.level + stats.plusLevel
  return key === 'trueDps' ? stats.trueDps : stats.hp
}

// One collator for the whole sort: localeCompare with options builds one per comparison (slow for thousands of cats).
// Made on first use: building a collator costs ~20 ms of the page's start-up.
let nameOrder: Intl.Collator | undefined

/** Rows whose unit is not loaded (or unknown) go last in either direction; ties keep the added order. */
export function sortSavedCats<Row extends SortableSavedCat>(rows: readonly Row[], sort: SavedCatSort): Row[] {
  const sign = sort.direction === 'asc' ? 1 : -1
  const added = (a: Row, b: Row) => a.saved.addedAt - b.saved.addedAt || a.saved.id - b.saved.id
  return [...rows].sort((a, b) => {
    if (sort.key === 'added') return sign * added(a, b)
    if (!a.stats || !b.stats) return Number(!a.stats) - Number(!b.stats) || added(a, b)
    const order =
      sort.key === 'name'
        ? (nameOrder ??= new Intl.Collator('en', { sensitivity: 'base' })).compare(a.stats.form.name, b.stats.form.name)
        : sortValue(a, sort.key) - sortValue(b, sort.key)
    return sign * order || added(a, b)
  })
}
