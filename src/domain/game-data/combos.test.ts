import { describe, expect, it } from 'vitest'
import { defaultGameDataDir, readComboFiles } from '../../../scripts/import-data.ts'
import { importCombos } from './combos.ts'
import { GameDataError } from './game-data-error.ts'

// The English 15.0.1 files in ../shared/game-data; the expected values are read off their rows by hand.
const files = readComboFiles(defaultGameDataDir())
if (!files) throw new Error('the game data has no combo files')
const cats = [0, 1, 2, 3, 4, 6, 16, 51, 131].map((id) => ({ id, forms: [0, 1, 2].map((formIndex) => ({ formIndex })) })) as never[]
const { data, report } = importCombos(files, cats, '15.0.1')

describe('combo importer (docs/mechanics-notes.md "Combos")', () => {
  it('reads line 127 "Cat Army": units 0–4 at form 0, kind 4 (worker start level), strength 0 → +1', () => {
    // NyancomboData.csv line 127: 126,0,1,-1,0,0,1,0,2,0,3,0,4,0,4,0,-1; NyancomboParam.tsv row 5: 1 2 3 4 0
    const catArmy = data.combos.find((combo) => combo.id === 126)
    expect(catArmy).toEqual({
      id: 126,
      name: 'Cat Army',
      effect: 'workerStart',
      level: 0,
      value: 1,
      requirement: 1,
      members: [0, 1, 2, 3, 4].map((unitId) => ({ unitId, formIndex: 0 })),
    })
  })

  it('skips rows the English game does not offer (column 1 = −1) and rows without an English name', () => {
    // line 1 is the old "Cat Army" (requirement −1); lines 376–380 have no English name
    expect(data.combos.some((combo) => combo.id === 0)).toBe(false)
    expect(data.combos.some((combo) => combo.id === 375)).toBe(false)
    expect(report.unavailable).toBe(126)
    expect(report.unnamed).toBe(8)
    expect(data.combos).toHaveLength(246)
  })

  it('a strength is a value of its kind: "Sister Act" attack Sm = +10, with forms needed', () => {
    const sisterAct = data.combos.find((combo) => combo.name === 'Sister Act')
    expect(sisterAct).toMatchObject({
      effect: 'attack',
      level: 0,
      value: 10,
      members: [
        { unitId: 16, formIndex: 0 },
        { unitId: 131, formIndex: 0 },
      ],
    })
    expect(data.effects[0]).toEqual({ kind: 'attack', name: 'Unit Attack Up', unit: 'percent' })
    expect(data.strengths.slice(0, 4)).toEqual(['Sm', 'M', 'L', 'XL'])
  })

  it('reports members that are not among the listed cats, and refuses an unknown effect kind', () => {
    expect(report.membersNotInData.length).toBeGreaterThan(0)
    const broken = { ...files, data: '0,1,-1,0,0,-1,-1,-1,-1,-1,-1,-1,-1,99,0,-1\n' }
    expect(() => importCombos(broken, cats, '15.0.1')).toThrowError(GameDataError)
  })
})
