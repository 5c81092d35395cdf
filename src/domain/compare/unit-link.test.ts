import { describe, expect, it } from 'vitest'
import { compareSearch, unitLinkSearch } from './compare-search.ts'

describe('unitLinkSearch: what a compare row tells its unit page', () => {
  const search = compareSearch.parse({
    sort: 'hp',
    q: 'bah',
    rarity: '5',
    level: 30,
    target: 'red',
    strengthen: false,
    attackTreasure: 100,
    treasures: 'maxed',
    levelList: 'my-cats',
  })

  it('keeps the calculation settings and the treasure source, not the filters, the sort or the list', () => {
    expect(unitLinkSearch(search)).toEqual({ level: 30, target: 'red', strengthen: false, attackTreasure: 100, treasures: 'maxed' })
  })

  it("writes a saved cat's own levels and talents over the page's level", () => {
    expect(unitLinkSearch(search, { level: 20, plusLevel: 5, talents: [3, 0] })).toMatchObject({ level: 20, plusLevel: 5, talents: [3, 0], target: 'red' })
  })

  it('leaves out what is at its default, so the address stays short', () => {
    const link = unitLinkSearch(compareSearch.parse({}), { level: 'max', plusLevel: undefined, talents: 'max' })
    expect(Object.entries(link).filter(([, value]) => value !== undefined)).toEqual([])
  })
})
