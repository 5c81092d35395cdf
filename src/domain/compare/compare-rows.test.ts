import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { dataSet } from '../game-data/model.ts'
import { prepareCats } from '../stats/prepare.ts'
import { compareRows, compareRowsInSlices } from './compare-rows.ts'

const data = dataSet.parse(JSON.parse(readFileSync('data/dataset.json', 'utf8')))
const prepared = prepareCats(data.cats)

describe('compareRowsInSlices', () => {
  it('computes exactly the rows compareRows does, a slice of cats at a time', async () => {
    for (const view of [
      { level: 'max' as const, talents: true, target: 'best' as const, strengthen: true },
      { level: 30, talents: false, target: { enemyId: 147 }, strengthen: false },
    ]) {
      let yields = 0
      const sliced = await compareRowsInSlices(prepared, view, data.enemies, async () => void yields++, 100)
      expect(sliced).toEqual(compareRows(prepared, view, data.enemies))
      expect(sliced).toHaveLength(1861)
      // 737 cats in slices of 100
      expect(yields).toBe(7)
    }
  })
})
