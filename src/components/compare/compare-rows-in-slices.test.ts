import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { compareRows } from '../../domain/compare/compare-rows.ts'
import { dataSet } from '../../domain/game-data/model.ts'
import { defaultSettings, type Settings } from '../../domain/settings/settings.ts'
import { prepareCats } from '../../domain/stats/prepare.ts'
import { compareRowsInSlices } from './compare-rows-in-slices.ts'

const data = dataSet.parse(JSON.parse(readFileSync('data/dataset.json', 'utf8')))
const prepared = prepareCats(data.cats)

describe('compareRowsInSlices', () => {
  it('computes exactly the rows compareRows does, a slice of cats at a time', async () => {
    for (const view of [
      { ...defaultSettings, level: 'max', talents: 'max', target: 'best', strengthen: true },
      { ...defaultSettings, level: 30, talents: 'off', target: { enemyId: 147 }, strengthen: false },
    ] satisfies Settings[]) {
      let yields = 0
      const sliced = await compareRowsInSlices(prepared, view, data.enemies, async () => void yields++, 100)
      expect(sliced).toEqual(compareRows(prepared, view, data.enemies))
      expect(sliced).toHaveLength(JSON.parse(readFileSync('data/report.json', 'utf8')).counts.namedForms as number)
      // every listed cat, in slices of 100
      expect(yields).toBe(Math.ceil(prepared.length / 100) - 1)
    }
  })
})
