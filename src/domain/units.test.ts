import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { dataSet } from './game-data/model.ts'
import { packCalculatorData, unpackCalculatorData, padUnitId, parseFormIndex, parseUnitId, unitMetadata } from './units.ts'

const data = dataSet.parse(JSON.parse(readFileSync('data/dataset.json', 'utf8')))

describe('calculator payload', () => {
  it('unpacks to exactly the cats and enemies that were packed', async () => {
    const original = { cats: data.cats, enemies: data.enemies }
    const packed = packCalculatorData(original)
    expect(await unpackCalculatorData(packed, async () => {})).toEqual(original)
    // the packing is the point: same-shaped rows share one key list
    expect(packed.length).toBeLessThan(JSON.stringify(original).length * 0.7)
  })

  it('unpacks to the same data in slices, handing control back between them', async () => {
    const original = { cats: data.cats, enemies: data.enemies }
    let yields = 0
    expect(await unpackCalculatorData(packCalculatorData(original), async () => void yields++, 100)).toEqual(original)
    // one step per top-level key (cats, enemies), then 737 cats and 563 enemies in slices of 100: 7 + 5 more
    expect(yields).toBe(2 + 7 + 5)
  })
})

describe('unit ids and metadata', () => {
  it('pads ids to three characters and accepts both spellings', () => {
    expect(padUnitId(25)).toBe('025')
    expect(padUnitId(736)).toBe('736')
    expect(parseUnitId('25')).toBe(25)
    expect(parseUnitId('025')).toBe(25)
    for (const bad of ['abc', '-1', '1.5', '', '2 5', '１２']) expect(parseUnitId(bad), bad).toBeNull()
    expect(parseFormIndex('2')).toBe(2)
    expect(parseFormIndex('x')).toBeNull()
  })

  it('lists every named form with its base form name on later forms', () => {
    const metadata = unitMetadata(data.cats)
    expect(metadata).toHaveLength(1861)
    expect(metadata.find((unit) => unit.unitId === 25 && unit.formIndex === 2)).toEqual({
      unitId: 25,
      formIndex: 2,
      name: 'Awakened Bahamut Cat',
      baseFormName: 'Bahamut Cat',
    })
    expect(metadata.find((unit) => unit.unitId === 0 && unit.formIndex === 0)).toEqual({ unitId: 0, formIndex: 0, name: 'Cat' })
  })
})
