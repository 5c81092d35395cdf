import { describe, expect, it } from 'vitest'
import { createList } from './cat-lists.ts'
import { openCodexDb } from './database.ts'
import { CAT_NOT_FOUND, LIST_NOT_FOUND, UNIT_ALREADY_IN_LIST } from './errors.ts'
import { addCat, getCats, getFirstCats, getSavedPlaces, moveCat, removeCat, restoreCat, updateCat } from './saved-cats.ts'
import { importBundle } from './bundle.ts'
import {
  FORM_INDEX_INVALID,
  LEVEL_INVALID,
  MAIN_LIST_ID,
  PLUS_LEVEL_INVALID,
  SAVED_CATS_STORE,
  TALENT_LEVELS_INVALID,
  UNIT_ID_INVALID,
  type NewSavedCat,
  type SavedCatPatch,
} from './schema.ts'
import { START_TIME, advanceClock, expectCodexError, setUpFreshDatabase } from './test-support.ts'

setUpFreshDatabase()

const MISSING_LIST_ID = '00000000-0000-4000-8000-000000000000'
const CAT = { unitId: 25, formIndex: 1, level: 30, plusLevel: 10, talentLevels: [10, 0, 5] }

async function storedCatCount(): Promise<number> {
  return (await openCodexDb()).count(SAVED_CATS_STORE)
}

describe('addCat', () => {
  it('stores the cat under a numeric auto-increment id with addedAt and updatedAt', async () => {
    const cat = await addCat(MAIN_LIST_ID, CAT)
    expect(cat).toEqual({ id: 1, listId: MAIN_LIST_ID, ...CAT, addedAt: START_TIME, updatedAt: START_TIME })
    expect(await getCats(MAIN_LIST_ID)).toEqual([cat])
    expect((await addCat(MAIN_LIST_ID, { ...CAT, unitId: 26 })).id).toBe(2)
  })

  it('defaults talent levels to empty, meaning the calculator defaults', async () => {
    const { talentLevels: _, ...withoutTalents } = CAT
    expect((await addCat(MAIN_LIST_ID, withoutTalents)).talentLevels).toEqual([])
  })

  it('refuses a unit that is already in the list, whatever its form or level', async () => {
    await addCat(MAIN_LIST_ID, CAT)
    await expectCodexError(() => addCat(MAIN_LIST_ID, { ...CAT, formIndex: 2, level: 50 }), 'unit-already-in-list', UNIT_ALREADY_IN_LIST)
    expect(await storedCatCount()).toBe(1)
  })

  it('allows the same unit in another list', async () => {
    const other = await createList('Other')
    await addCat(MAIN_LIST_ID, CAT)
    expect((await addCat(other.id, CAT)).listId).toBe(other.id)
  })

  it('fails for a missing list and stores nothing', async () => {
    await expectCodexError(() => addCat(MISSING_LIST_ID, CAT), 'list-not-found', LIST_NOT_FOUND)
    expect(await storedCatCount()).toBe(0)
  })

  it.each([
    [{ level: 0 }, LEVEL_INVALID],
    [{ level: -3 }, LEVEL_INVALID],
    [{ level: 1.5 }, LEVEL_INVALID],
    [{ level: 101 }, LEVEL_INVALID],
    [{ level: Number.NaN }, LEVEL_INVALID],
    [{ level: '30' }, LEVEL_INVALID],
    [{ plusLevel: -1 }, PLUS_LEVEL_INVALID],
    [{ plusLevel: 0.5 }, PLUS_LEVEL_INVALID],
    [{ plusLevel: 101 }, PLUS_LEVEL_INVALID],
    [{ formIndex: -1 }, FORM_INDEX_INVALID],
    [{ formIndex: 10 }, FORM_INDEX_INVALID],
    [{ formIndex: 1.5 }, FORM_INDEX_INVALID],
    [{ unitId: -1 }, UNIT_ID_INVALID],
    [{ unitId: '25' }, UNIT_ID_INVALID],
    [{ unitId: 100_000 }, UNIT_ID_INVALID],
    [{ unitId: undefined }, UNIT_ID_INVALID],
    [{ talentLevels: [11] }, TALENT_LEVELS_INVALID],
    [{ talentLevels: [-1] }, TALENT_LEVELS_INVALID],
    [{ talentLevels: [1.5] }, TALENT_LEVELS_INVALID],
    [{ talentLevels: [1, 1, 1, 1, 1, 1, 1, 1, 1] }, TALENT_LEVELS_INVALID],
    [{ talentLevels: '10,10' }, TALENT_LEVELS_INVALID],
    [{ id: 5 }, 'Unrecognized key: "id"'],
    [{ listId: 'elsewhere' }, 'Unrecognized key: "listId"'],
  ])('refuses %j and stores nothing', async (change, message) => {
    await expectCodexError(() => addCat(MAIN_LIST_ID, { ...CAT, ...change } as NewSavedCat), 'invalid-input', message)
    expect(await storedCatCount()).toBe(0)
  })

  it('accepts the bounds of every field', async () => {
    const low = { unitId: 0, formIndex: 0, level: 1, plusLevel: 0, talentLevels: [] }
    const high = { unitId: 9_999, formIndex: 9, level: 100, plusLevel: 100, talentLevels: [0, 1, 2, 3, 4, 5, 10, 10] }
    expect(await addCat(MAIN_LIST_ID, low)).toMatchObject(low)
    expect(await addCat(MAIN_LIST_ID, high)).toMatchObject(high)
  })
})

describe('updateCat', () => {
  it('changes level, plus level, form and talents, moving only updatedAt', async () => {
    const cat = await addCat(MAIN_LIST_ID, CAT)
    const later = advanceClock(2_000)
    const patch = { level: 50, plusLevel: 90, formIndex: 2, talentLevels: [1, 1] }
    const updated = await updateCat(cat.id, patch)
    expect(updated).toEqual({ ...cat, ...patch, updatedAt: later })
    expect(await getCats(MAIN_LIST_ID)).toEqual([updated])
  })

  it('leaves fields out of the patch, or undefined in it, as they were', async () => {
    const cat = await addCat(MAIN_LIST_ID, CAT)
    const updated = await updateCat(cat.id, { plusLevel: 0, level: undefined })
    expect(updated).toEqual({ ...cat, plusLevel: 0 })
  })

  it('can reset talents to the defaults', async () => {
    const cat = await addCat(MAIN_LIST_ID, CAT)
    expect((await updateCat(cat.id, { talentLevels: [] })).talentLevels).toEqual([])
  })

  it.each([
    [{ level: 0 }, LEVEL_INVALID],
    [{ plusLevel: -1 }, PLUS_LEVEL_INVALID],
    [{ formIndex: 12 }, FORM_INDEX_INVALID],
    [{ talentLevels: [99] }, TALENT_LEVELS_INVALID],
    [{ unitId: 26 }, 'Unrecognized key: "unitId"'],
    [{ listId: MISSING_LIST_ID }, 'Unrecognized key: "listId"'],
    [{ addedAt: 0 }, 'Unrecognized key: "addedAt"'],
  ])('refuses %j and keeps the cat as it was', async (patch, message) => {
    const cat = await addCat(MAIN_LIST_ID, CAT)
    await expectCodexError(() => updateCat(cat.id, patch as SavedCatPatch), 'invalid-input', message)
    expect(await getCats(MAIN_LIST_ID)).toEqual([cat])
  })

  it.each([404, 0, -1, 1.5, Number.NaN, '1'])('fails for the missing cat %j', async (id) => {
    await addCat(MAIN_LIST_ID, CAT)
    await expectCodexError(() => updateCat(id as number, { level: 2 }), 'cat-not-found', CAT_NOT_FOUND)
  })
})

describe('removeCat', () => {
  it('removes only that cat, after which the unit can be added again', async () => {
    const cat = await addCat(MAIN_LIST_ID, CAT)
    const other = await addCat(MAIN_LIST_ID, { ...CAT, unitId: 26 })
    await removeCat(cat.id)
    expect(await getCats(MAIN_LIST_ID)).toEqual([other])
    expect((await addCat(MAIN_LIST_ID, CAT)).unitId).toBe(CAT.unitId)
  })

  it('fails for a missing cat, including one already removed', async () => {
    const cat = await addCat(MAIN_LIST_ID, CAT)
    await removeCat(cat.id)
    await expectCodexError(() => removeCat(cat.id), 'cat-not-found', CAT_NOT_FOUND)
    await expectCodexError(() => removeCat(-7), 'cat-not-found', CAT_NOT_FOUND)
  })
})

describe('restoreCat (Undo of a removal)', () => {
  it('puts the cat back as it was: its id and so its place, the time it was added, its talents and orbs', async () => {
    const first = await addCat(MAIN_LIST_ID, { ...CAT, orbs: ['attack-red-S'] })
    advanceClock(1_000)
    await addCat(MAIN_LIST_ID, { ...CAT, unitId: 26 })
    const before = await getCats(MAIN_LIST_ID)
    await removeCat(first.id)
    advanceClock(1_000)
    expect(await restoreCat(first)).toEqual(first)
    expect(await getCats(MAIN_LIST_ID)).toEqual(before)
  })

  it('refuses where the list holds the unit again, or is gone', async () => {
    const cat = await addCat(MAIN_LIST_ID, CAT)
    await removeCat(cat.id)
    await addCat(MAIN_LIST_ID, { ...CAT, formIndex: 2 })
    await expectCodexError(() => restoreCat(cat), 'unit-already-in-list', UNIT_ALREADY_IN_LIST)
    await expectCodexError(() => restoreCat({ ...cat, listId: MISSING_LIST_ID }), 'list-not-found', LIST_NOT_FOUND)
  })
})

describe('getCats', () => {
  it('returns only the cats of that list, in the order they were added', async () => {
    const other = await createList('Other')
    const first = await addCat(MAIN_LIST_ID, { ...CAT, unitId: 300 })
    await addCat(other.id, CAT)
    const second = await addCat(MAIN_LIST_ID, { ...CAT, unitId: 2 })
    expect(await getCats(MAIN_LIST_ID)).toEqual([first, second])
    expect(await getCats(other.id)).toHaveLength(1)
  })

  it('returns an empty array for an empty list', async () => {
    const list = await createList('Empty')
    expect(await getCats(list.id)).toEqual([])
  })

  it('fails for a missing list', async () => {
    await expectCodexError(() => getCats(MISSING_LIST_ID), 'list-not-found', LIST_NOT_FOUND)
    await expectCodexError(() => getFirstCats(MISSING_LIST_ID, 10), 'list-not-found', LIST_NOT_FOUND)
  })

  it('reads a list of thousands in several requests and returns every cat once, by id', async () => {
    const LIST = '7d3c2a10-4b5e-4f60-8a71-92b3c4d5e6f7'
    // unit ids run against the ids, so the unit-ordered requests must be put back in id order
    const cats = Array.from({ length: 2_500 }, (_, i) => ({
      id: i + 1,
      listId: LIST,
      unitId: 9_999 - i * 3,
      formIndex: 0,
      level: 1 + (i % 50),
      plusLevel: 0,
      talentLevels: [],
      addedAt: START_TIME + i,
      updatedAt: START_TIME + i,
    }))
    await importBundle({ lists: [{ id: LIST, name: 'Big', levelMode: 'your-levels', createdAt: START_TIME, updatedAt: START_TIME }], cats })
    await addCat(MAIN_LIST_ID, CAT)
    const read = await getCats(LIST)
    expect(read).toHaveLength(2_500)
    expect(read.map((cat) => cat.id)).toEqual(cats.map((cat) => cat.id))
    expect(read[1_234]).toEqual(cats[1_234])
    const first = await getFirstCats(LIST, 20)
    expect(first.count).toBe(2_500)
    expect(first.cats).toEqual(cats.slice(0, 20))
  })
})

describe('moveCat', () => {
  it('moves the cat with its levels into another list, and refuses a list that holds its unit', async () => {
    const ranked = await createList('Ranked')
    const cat = await addCat(MAIN_LIST_ID, CAT)
    advanceClock(1000)
    const moved = await moveCat(cat.id, ranked.id)
    expect(moved).toEqual({ ...cat, listId: ranked.id, updatedAt: START_TIME + 1000 })
    expect(await getCats(MAIN_LIST_ID)).toEqual([])
    expect(await getCats(ranked.id)).toEqual([moved])

    const again = await addCat(MAIN_LIST_ID, { ...CAT, formIndex: 0 })
    await expectCodexError(() => moveCat(again.id, ranked.id), 'unit-already-in-list', UNIT_ALREADY_IN_LIST)
    await expectCodexError(() => moveCat(again.id, MISSING_LIST_ID), 'list-not-found', LIST_NOT_FOUND)
    await expectCodexError(() => moveCat(999, ranked.id), 'cat-not-found', CAT_NOT_FOUND)
    expect(await getCats(MAIN_LIST_ID)).toEqual([again])
  })
})

describe('getSavedPlaces', () => {
  it('names the list of every saved unit and form, main list first', async () => {
    const ranked = await createList('Ranked')
    await addCat(ranked.id, CAT)
    await addCat(MAIN_LIST_ID, { ...CAT, formIndex: 2 })
    expect(await getSavedPlaces()).toEqual([
      { listId: MAIN_LIST_ID, listName: 'My Cats', unitId: 25, formIndex: 2 },
      { listId: ranked.id, listName: 'Ranked', unitId: 25, formIndex: 1 },
    ])
  })
})
