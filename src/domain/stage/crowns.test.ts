import { describe, expect, it } from 'vitest'
import { crownOf, parseCrown } from './crowns.ts'

describe('crowns', () => {
  // Map_option.csv lists a map's crowns in percent, e.g. 100, 150, 200, 300.
  const fourCrowns = { crowns: [100, 150, 200, 300] }

  it('a crown the map has: its 0-based index and magnification; absent is the first', () => {
    expect(crownOf(fourCrowns, 3)).toEqual({ ok: true, index: 2, percent: 200 })
    expect(crownOf(fourCrowns, undefined)).toEqual({ ok: true, index: 0, percent: 100 })
  })

  it('a crown the map lacks is refused in words', () => {
    expect(crownOf({ crowns: [100] }, 2)).toEqual({ ok: false, message: 'This stage has one crown; crown 2 does not exist.' })
    expect(crownOf({ crowns: [100, 150] }, 4)).toEqual({ ok: false, message: 'This stage has crowns 1 to 2; crown 4 does not exist.' })
    expect(crownOf(fourCrowns, 0).ok).toBe(false)
    expect(crownOf(fourCrowns, 1.5).ok).toBe(false)
  })

  it('parseCrown reads 1 to 4 as written, nothing else', () => {
    expect(['1', '4'].map(parseCrown)).toEqual([1, 4])
    expect(['0', '5', '01', '1.0', ' 2', '', 'two'].map(parseCrown)).toEqual([null, null, null, null, null, null, null])
  })
})
