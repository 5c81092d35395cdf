import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { dataSet } from './game-data/model.ts'
import { calculatorData } from './units.ts'
import { packCalculatorData, unpackCalculatorData } from './calculator-packing.ts'

const data = dataSet.parse(JSON.parse(readFileSync('data/dataset.json', 'utf8')))

describe('calculator payload', () => {
  it('unpacks to exactly the cats and enemies that were packed', async () => {
    const original = calculatorData(data)
    const packed = packCalculatorData(original)
    expect(await unpackCalculatorData(packed, async () => {})).toEqual(original)
    // the packing is the point: same-shaped rows share one key list
    expect(packed.length).toBeLessThan(JSON.stringify(original).length * 0.7)
  })

  it('unpacks to the same data in slices, handing control back between them', async () => {
    const original = calculatorData(data)
    let yields = 0
    expect(await unpackCalculatorData(packCalculatorData(original), async () => void yields++, 100)).toEqual(original)
    // one step per top-level key (cats, enemies, orbs), then a yield between slices of 100 cats and of 100 enemies (61 orbs: one slice)
    expect(yields).toBe(3 + Math.ceil(original.cats.length / 100) - 1 + Math.ceil(original.enemies.length / 100) - 1)
  })
})
