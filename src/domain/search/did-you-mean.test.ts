import { describe, expect, it } from 'vitest'
import type { UnitMetadata } from '../units.ts'
import { createUnitSearchIndex } from './unit-search.ts'
import { didYouMean, typoDistance } from './did-you-mean.ts'

const roster: UnitMetadata[] = [
  { unitId: 25, formIndex: 0, name: 'Bahamut Cat' },
  { unitId: 25, formIndex: 1, name: 'Crazed Bahamut Cat', baseFormName: 'Bahamut Cat' },
  { unitId: 25, formIndex: 2, name: 'Awakened Bahamut Cat', baseFormName: 'Bahamut Cat' },
  { unitId: 0, formIndex: 0, name: 'Cat' },
  { unitId: 71, formIndex: 0, name: 'Sanada Yukimura' },
]
const index = createUnitSearchIndex(roster)
const names = (units: UnitMetadata[]) => units.map((unit) => unit.name)

describe('typoDistance', () => {
  it('counts one edit of each kind', () => {
    expect(typoDistance('bahamt', 'bahamut cat', true)).toBe(1) // a letter missing
    expect(typoDistance('bahamuut', 'bahamut cat', true)).toBe(1) // one extra
    expect(typoDistance('bahamot', 'bahamut cat', true)).toBe(1) // one wrong
    expect(typoDistance('bahaumt', 'bahamut cat', true)).toBe(1) // two swapped
    expect(typoDistance('bhamt', 'bahamut cat', true)).toBe(2)
  })

  it('finds the part anywhere in the name unless it must start it', () => {
    expect(typoDistance('yukimra', 'sanada yukimura', false)).toBe(1)
    expect(typoDistance('yukimra', 'sanada yukimura', true)).toBeGreaterThan(1)
  })
})

describe('didYouMean', () => {
  it('offers the first form of a unit number, with or without zeros and #', () => {
    for (const query of ['25', '025', '#025', ' 25 ']) expect(names(didYouMean(index, query))).toEqual(['Bahamut Cat'])
    expect(didYouMean(index, '9999')).toEqual([])
  })

  it('offers the names one typo away, those that start with it first', () => {
    expect(names(didYouMean(index, 'bahamt'))).toEqual(['Bahamut Cat', 'Awakened Bahamut Cat', 'Crazed Bahamut Cat'])
    expect(names(didYouMean(index, 'Yukimra'))).toEqual(['Sanada Yukimura'])
  })

  it('offers nothing for short queries or two typos', () => {
    expect(didYouMean(index, 'cta')).toEqual([])
    expect(didYouMean(index, 'bhamt')).toEqual([])
  })
})
