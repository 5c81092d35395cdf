import { describe, expect, it } from 'vitest'
import type { SavedCat } from '../../browser-db/schema.ts'
import type { UnitForm } from '../../domain/game-data/model.ts'
import type { SavedCatStats } from './saved-cat-stats.ts'
import { defaultDirection, sortSavedCats, type SortableSavedCat } from './sort-saved-cats.ts'

function row(id: number, stats: { name: string; level: number; plusLevel: number; trueDps: number; hp: number } | null): SortableSavedCat {
  const saved: SavedCat = { id, listId: 'my-cats', unitId: id, formIndex: 0, level: 1, plusLevel: 0, talentLevels: [], addedAt: 100 - id, updatedAt: 0 }
  if (!stats) return { saved, stats: null }
  const { name, ...numbers } = stats
  const full: SavedCatStats = { form: { name } as UnitForm, formMissing: false, talents: [], orbs: [], ...numbers }
  return { saved, stats: full }
}

const rows = [
  row(1, { name: 'macho cat', level: 20, plusLevel: 10, trueDps: 109, hp: 1700 }),
  row(2, null),
  row(3, { name: 'Awakened Bahamut Cat', level: 30, plusLevel: 0, trueDps: 57581, hp: 25500 }),
  row(4, { name: 'Ultralan Pasalan', level: 50, plusLevel: 20, trueDps: 4373, hp: 49680 }),
]
const ids = (sorted: SortableSavedCat[]) => sorted.map((r) => r.saved.id)

describe('sortSavedCats', () => {
  it('sorts names case-insensitively and numbers by value, unknown units last', () => {
    expect(ids(sortSavedCats(rows, { key: 'name', direction: 'asc' }))).toEqual([3, 1, 4, 2])
    expect(ids(sortSavedCats(rows, { key: 'name', direction: 'desc' }))).toEqual([4, 1, 3, 2])
    expect(ids(sortSavedCats(rows, { key: 'trueDps', direction: 'desc' }))).toEqual([3, 4, 1, 2])
    expect(ids(sortSavedCats(rows, { key: 'hp', direction: 'asc' }))).toEqual([1, 3, 4, 2])
    expect(ids(sortSavedCats(rows, { key: 'level', direction: 'desc' }))).toEqual([4, 3, 1, 2])
  })

  it('keeps the order cats were added in, and breaks ties with it', () => {
    expect(ids(sortSavedCats(rows, { key: 'added', direction: 'asc' }))).toEqual([4, 3, 2, 1])
    const tied = [row(5, { name: 'A', level: 30, plusLevel: 0, trueDps: 1, hp: 1 }), row(6, { name: 'B', level: 30, plusLevel: 0, trueDps: 1, hp: 1 })]
    expect(ids(sortSavedCats(tied, { key: 'level', direction: 'desc' }))).toEqual([6, 5])
  })

  it('does not change its input', () => {
    const before = ids(rows)
    sortSavedCats(rows, { key: 'hp', direction: 'desc' })
    expect(ids(rows)).toEqual(before)
  })

  it('starts names and dates ascending, numbers descending', () => {
    expect([defaultDirection('name'), defaultDirection('added'), defaultDirection('trueDps'), defaultDirection('hp')]).toEqual(['asc', 'asc', 'desc', 'desc'])
  })
})
