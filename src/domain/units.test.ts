import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { dataSet } from './game-data/model.ts'
import { padUnitId, parseFormIndex, parseUnitId, unitMetadata } from './units.ts'

const data = dataSet.parse(JSON.parse(readFileSync('data/dataset.json', 'utf8')))

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
    // every form the importer listed (data/report.json), whatever the update layers add
    expect(metadata).toHaveLength(JSON.parse(readFileSync('data/report.json', 'utf8')).counts.namedForms as number)
    expect(metadata.find((unit) => unit.unitId === 25 && unit.formIndex === 2)).toEqual({
      unitId: 25,
      formIndex: 2,
      name: 'Awakened Bahamut Cat',
      baseFormName: 'Bahamut Cat',
    })
    expect(metadata.find((unit) => unit.unitId === 0 && unit.formIndex === 0)).toEqual({ unitId: 0, formIndex: 0, name: 'Cat' })
  })
})
