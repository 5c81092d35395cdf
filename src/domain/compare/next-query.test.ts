import { describe, expect, it } from 'vitest'
import type { CompareRow } from './compare-rows.ts'
import { nextQueryRows } from './next-query.ts'

/** Only the fields the name filter reads; `nameKeys` as compare-rows.ts builds them (lower case, one line per name). */
function row(unitId: number, nameKeys: string): CompareRow {
  return { unitId, formIndex: 0, name: nameKeys, nameKeys } as CompareRow
}

describe('nextQueryRows', () => {
  // Already sorted and filtered by "ba", as the table would show them.
  const shown = [row(1, 'bahamut cat'), row(2, 'ba ba cat'), row(3, 'baby cat'), row(4, 'cat\nbaron'), row(5, 'bank cat')]

  it('takes, for each character that can follow the query, the first rows holding the longer query', () => {
    // "bah" → 1; "ba " → 2; "bab" → 3 (2 has no "bab"); "bar" → 4; "ban" → 5.
    expect(nextQueryRows(shown, 'ba', 1).map((r) => r.unitId)).toEqual([1, 2, 3, 4, 5])
  })

  it('keeps at most `count` rows per longer query, in the table order', () => {
    const cats = [row(1, 'a cat'), row(2, 'b cat'), row(3, 'c cat'), row(4, 'd cat')]
    // "ca" is followed by "t" in every row, and by nothing else: "cat" → the first two.
    expect(nextQueryRows(cats, 'ca', 2).map((r) => r.unitId)).toEqual([1, 2])
  })

  it('puts first the rows of the next views more names continue into, and a row in several views by their sum', () => {
    // "xa" is held by rows 1–3 (3 names), "xb" by row 4 alone (1 name): rows 1–3 weigh 3, row 4 weighs 1.
    expect(nextQueryRows([row(4, 'xb'), row(1, 'xa'), row(2, 'xa'), row(3, 'xa')], 'x', 3).map((r) => r.unitId)).toEqual([1, 2, 3, 4])
    // "xb" rows 3, 1 and "xa" rows 2, 1 (2 names each): row 1 is among the first of both, 2 + 2;
    // rows 3 and 2 weigh 2 each and keep the table's order.
    expect(nextQueryRows([row(3, 'xb'), row(2, 'xa'), row(1, 'xa xb')], 'x', 2).map((r) => r.unitId)).toEqual([1, 3, 2])
    expect(nextQueryRows([row(2, 'xa'), row(3, 'xb'), row(1, 'xa xb')], 'x', 2).map((r) => r.unitId)).toEqual([1, 2, 3])
  })

  it('counts a row once per longer query however often it holds it', () => {
    // "ba ba cat" holds "ba " twice: it fills one place of "ba ", leaving the second to "ba bo".
    const twice = [row(2, 'ba ba cat'), row(6, 'ba bo')]
    expect(nextQueryRows(twice, 'ba', 2).map((r) => r.unitId)).toEqual([2, 6])
  })

  it('never joins two of a row’s names, and reads the query as the filter does (trimmed, lower case)', () => {
    // Row 4's keys are "cat" and "baron": "t" ends the first, so "cat" has no next character there.
    expect(nextQueryRows([row(4, 'cat\nbaron')], ' CAT ', 5)).toEqual([])
  })

  it('with an empty query, takes the first rows for every first character', () => {
    // "a cat": a, " ", c, a, t → 'a' gets row 1; "b cat": 'b', ' ' (full at 1), 'c' (full) → row 2 for 'b'.
    const cats = [row(1, 'a cat'), row(2, 'b cat')]
    expect(nextQueryRows(cats, '', 1).map((r) => r.unitId)).toEqual([1, 2])
  })
})
