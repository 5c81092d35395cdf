import { describe, expect, it } from 'vitest'
import { countChanges, newerChanges, sameChanges } from './import-changes.ts'
import type { CatList, SavedCat } from './schema.ts'

const TEAM = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b'
const OTHER = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b'

function list(id: string, name: string, updatedAt: number, extra: Partial<CatList> = {}): CatList {
  return { id, name, levelMode: 'your-levels', createdAt: 100, updatedAt, ...extra }
}

function cat(listId: string, unitId: number, updatedAt: number, extra: Partial<SavedCat> = {}): SavedCat {
  return { id: unitId + 1, listId, unitId, formIndex: 0, level: 30, plusLevel: 0, talentLevels: [], addedAt: 100, updatedAt, ...extra }
}

describe('newerChanges', () => {
  it('names each list and cat changed here after the file, with what differs, per list in the order here', () => {
    const here = {
      lists: [list('my-cats', 'My Cats', 100), list(TEAM, 'Team B', 900, { levelMode: 'max', lineup: [16, 131] }), list(OTHER, 'Other', 500)],
      cats: [
        cat(TEAM, 16, 900, { level: 50, plusLevel: 10, talentLevels: [10, 10], orbs: ['attack-red-S'] }),
        cat(TEAM, 131, 900, { formIndex: 1 }),
        cat(OTHER, 0, 900, { level: 20 }),
      ],
    }
    const file = {
      lists: [list(TEAM, 'Team', 200, { lineup: [131] }), list(OTHER, 'Other', 200)],
      cats: [cat(OTHER, 0, 200, { level: 10 }), cat(TEAM, 16, 200, { level: 40 }), cat(TEAM, 131, 200, { formIndex: 0 })],
    }
    const changes = newerChanges(file, here.lists, here.cats)
    expect(changes).toEqual([
      {
        listId: TEAM,
        name: 'Team B',
        differences: [
          { field: 'name', here: 'Team B', file: 'Team' },
          { field: 'levelMode', here: 'max', file: 'your-levels' },
          { field: 'lineup', here: [16, 131], file: [131] },
        ],
        cats: [
          {
            unitId: 16,
            formIndex: 0,
            differences: [
              { field: 'level', here: { level: 50, plusLevel: 10 }, file: { level: 40, plusLevel: 0 } },
              { field: 'talents', here: [10, 10], file: [] },
              { field: 'orbs', here: ['attack-red-S'], file: [] },
            ],
          },
          { unitId: 131, formIndex: 1, differences: [{ field: 'form', here: 1, file: 0 }] },
        ],
        unitForms: { 16: 0, 131: 1 },
      },
      // Other itself is the same in the file (same values): only its cat is listed
      {
        listId: OTHER,
        name: 'Other',
        differences: [],
        cats: [{ unitId: 0, formIndex: 0, differences: [{ field: 'level', here: { level: 20, plusLevel: 0 }, file: { level: 10, plusLevel: 0 } }] }],
        unitForms: {},
      },
    ])
    expect(countChanges(changes)).toEqual({ lists: 1, cats: 3 })
  })

  it('leaves out what the file saved later, the same values saved later, a list never changed and a lineup the file does not bring', () => {
    const here = {
      // never changed since made (a new browser's My Cats); changed here, but the file has no lineup and the same name
      lists: [list('my-cats', 'My Cats', 100, { lineup: [5] }), list(TEAM, 'Team', 900, { lineup: [7] })],
      cats: [cat(TEAM, 7, 900), cat(TEAM, 8, 100, { level: 50 }), cat(TEAM, 9, 900, { level: 12 })],
    }
    const file = {
      lists: [list('my-cats', 'My Cats', 50, { lineup: [6] }), list(TEAM, 'Team', 200)],
      // 7: the same values; 8: newer in the file; 9: not here… under another list
      cats: [cat(TEAM, 7, 200), cat(TEAM, 8, 200, { level: 10 }), cat(OTHER, 9, 200, { level: 1 })],
    }
    expect(newerChanges(file, here.lists, here.cats)).toEqual([])
    expect(countChanges([])).toEqual({ lists: 0, cats: 0 })
  })

  it('tells the same changes from others', () => {
    const here = [list(TEAM, 'Team B', 900)]
    const a = newerChanges({ lists: [list(TEAM, 'Team', 200)], cats: [] }, here, [])
    expect(sameChanges(a, newerChanges({ lists: [list(TEAM, 'Team', 300)], cats: [] }, here, []))).toBe(true)
    expect(sameChanges(a, newerChanges({ lists: [list(TEAM, 'Team C', 200)], cats: [] }, here, []))).toBe(false)
  })
})
