import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { dataSet } from '../domain/game-data/model.ts'
import { packCalculatorData, unpackCalculatorData } from './calculator-packing.ts'

const data = dataSet.parse(JSON.parse(readFileSync('data/dataset.json', 'utf8')))

describe('calculator payload', () => {
  it('unpacks to exactly the cats and enemies that were packed', async () => {
    const original = { cats: data.cats, enemies: data.enemies, orbs: data.orbs ?? [] }
    const packed = packCalculatorData(original)
    expect(await unpackCalculatorData(packed, async () => {})).toEqual(original)
    // the packing is the point: same-shaped rows share one key list
    expect(packed.length).toBeLessThan(JSON.stringify(original).length * 0.7)
  })

  it('unpacks to the same data in slices, handing control back between them', async () => {
    const original = { cats: data.cats, enemies: data.enemies, orbs: data.orbs ?? [] }
    let yields = 0
    expect(await unpackCalculatorData(packCalculatorData(original), async () => void yields++, 100)).toEqual(original)
    // one step per top-level key (cats, enemies, orbs), then 720 cats and 563 enemies in slices of 100: 7 + 5 more (61 orbs: one slice)
    expect(yields).toBe(3 + 7 + 5)
  })
})
