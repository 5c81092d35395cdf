import { describe, expect, it } from 'vitest'
import { filterRowsNarrowing, type CompareRow } from './compare-rows.ts'
import { compareSearch, compareView } from './compare-search.ts'

/** Only the fields the filters read; `nameKeys` as compare-rows.ts builds them (lower case, one line per name). */
function row(unitId: number, nameKeys: string, rarity = 0): CompareRow {
  return { unitId, formIndex: 0, name: nameKeys, nameKeys, rarity, targets: [] } as unknown as CompareRow
}

describe('filterRowsNarrowing', () => {
  const rows = [row(1, 'bahamut cat', 4), row(2, 'ba ba cat'), row(3, 'baby cat'), row(4, 'cat\nbaron', 2), row(5, 'bank cat')]
  const ids = (shown: readonly CompareRow[]) => shown.map((r) => r.unitId)

  it('narrows the last result as the name grows, and widens again when it shrinks', () => {
    const list = [...rows]
    expect(ids(filterRowsNarrowing(list, compareView({ q: 'ba' })))).toEqual([1, 2, 3, 4, 5])
    expect(ids(filterRowsNarrowing(list, compareView({ q: 'bah' })))).toEqual([1])
    // "ah" is inside "bah": still narrowed from [1], which is every row holding it.
    expect(ids(filterRowsNarrowing(list, compareView({ q: 'ah' })))).toEqual([1])
    // "b" is not a longer query: every row again.
    expect(ids(filterRowsNarrowing(list, compareView({ q: 'b' })))).toEqual([1, 2, 3, 4, 5])
    expect(ids(filterRowsNarrowing(list, compareView({ q: 'cat' })))).toEqual([1, 2, 3, 4, 5])
  })

  it('starts from every row when another filter changed, even where the name grew', () => {
    const list = [...rows]
    // Rarity 4 (Uber) alone: row 1.
    expect(ids(filterRowsNarrowing(list, compareView({ q: 'ba', rarity: '4' })))).toEqual([1])
    // A longer name with the rarity filter gone: narrowing [1] would lose row 3.
    expect(ids(filterRowsNarrowing(list, compareView({ q: 'bab' })))).toEqual([3])
  })

  it('gives the last result itself for the same filters and name, as the count and the table both ask', () => {
    const list = [...rows]
    const first = filterRowsNarrowing(list, compareView({ q: 'ba' }))
    expect(filterRowsNarrowing(list, compareView({ q: 'ba ' }))).toBe(first)
    expect(filterRowsNarrowing(list, compareView({ q: 'bah' }))).not.toBe(first)
  })

  it('keeps one last result per list', () => {
    const first = [...rows]
    const second = [row(6, 'bahamut'), row(7, 'baby')]
    expect(ids(filterRowsNarrowing(first, compareView({ q: 'ba' })))).toEqual([1, 2, 3, 4, 5])
    expect(ids(filterRowsNarrowing(second, compareView({ q: 'bab' })))).toEqual([7])
    // Narrowed from the first list's own "ba", not the second list's "bab" (which would give row 7).
    expect(ids(filterRowsNarrowing(first, compareView({ q: 'baby' })))).toEqual([3])
  })
})

describe('the "New since" filter (issue 43)', () => {
  const dated = (unitId: number, addedIn: string | null) => ({ ...row(unitId, `cat ${unitId}`), addedIn }) as CompareRow
  const rows = [dated(1, '15.0.0'), dated(2, '15.1.0'), dated(3, '15.10.0'), dated(4, null), dated(5, '15.6.0')]
  const ids = (shown: readonly CompareRow[]) => shown.map((r) => r.unitId)

  it('keeps cats added in that version or later, by each number, and drops those whose version is unknown', () => {
    expect(ids(filterRowsNarrowing([...rows], compareView({ since: '15.1.0' })))).toEqual([2, 3, 5])
    expect(ids(filterRowsNarrowing([...rows], compareView({ since: '15.6.0' })))).toEqual([3, 5])
    expect(ids(filterRowsNarrowing([...rows], compareView({})))).toEqual([1, 2, 3, 4, 5])
  })

  it('a malformed version in the URL is dropped, showing every cat', () => {
    expect(compareView(compareSearch.parse({ since: 'soon' })).since).toBeNull()
    expect(ids(filterRowsNarrowing([...rows], compareView(compareSearch.parse({ since: '15.1' }))))).toEqual([1, 2, 3, 4, 5])
  })
})
