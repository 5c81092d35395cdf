import { describe, expect, it, vi } from 'vitest'
import { createList, deleteList, getList, getLists, renameList, setLevelMode } from './cat-lists.ts'
import { openCodexDb } from './database.ts'
import { DUPLICATE_LIST_NAME, LIST_NOT_FOUND, MAIN_LIST_UNDELETABLE } from './errors.ts'
import { addCat, getCats } from './saved-cats.ts'
import {
  CAT_LISTS_STORE,
  LEVEL_MODE_INVALID,
  LIST_NAME_CONTROL_CHARACTERS,
  LIST_NAME_EMPTY,
  LIST_NAME_NOT_TEXT,
  LIST_NAME_TOO_LONG,
  MAIN_LIST_ID,
  SAVED_CATS_STORE,
  type CatList,
  type LevelMode,
} from './schema.ts'
import { START_TIME, advanceClock, expectCodexError, setUpFreshDatabase } from './test-support.ts'

setUpFreshDatabase()

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const MISSING_ID = '00000000-0000-4000-8000-000000000000'
const CAT = { unitId: 25, formIndex: 1, level: 30, plusLevel: 10, talentLevels: [] }

async function storedLists(): Promise<CatList[]> {
  return (await openCodexDb()).getAll(CAT_LISTS_STORE)
}

describe('createList', () => {
  it('stores a list with a random UUID, the trimmed name, your-levels and millisecond timestamps', async () => {
    const list = await createList('  Uber fest  ')
    expect(list).toEqual({
      id: expect.stringMatching(UUID_V4),
      name: 'Uber fest',
      levelMode: 'your-levels',
      createdAt: START_TIME,
      updatedAt: START_TIME,
    })
    expect(await getList(list.id)).toEqual(list)
  })

  it('takes its id from crypto.randomUUID', async () => {
    const id = '3f2b6c1e-8d4a-4b7f-9c2e-1a5d6e7f8a9b'
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(id)
    expect((await createList('Team')).id).toBe(id)
  })

  it('gives every new list its own id', async () => {
    const first = await createList('First')
    const second = await createList('Second')
    expect(first.id).not.toBe(second.id)
  })

  it('accepts the max level mode', async () => {
    expect((await createList('Maxed', 'max')).levelMode).toBe('max')
  })

  it.each([
    ['', LIST_NAME_EMPTY],
    ['   \t ', LIST_NAME_EMPTY],
    ['x'.repeat(51), LIST_NAME_TOO_LONG],
    ['🐱'.repeat(51), LIST_NAME_TOO_LONG],
    ['x'.repeat(5_000_000), LIST_NAME_TOO_LONG],
    ['Line\nbreak', LIST_NAME_CONTROL_CHARACTERS],
    ['Null\u0000byte', LIST_NAME_CONTROL_CHARACTERS],
  ])('refuses the name %j and writes nothing', async (name, message) => {
    await expectCodexError(() => createList(name), 'invalid-input', message)
    expect(await storedLists()).toHaveLength(1)
  })

  it('refuses a name that is not text', async () => {
    await expectCodexError(() => createList(42 as unknown as string), 'invalid-input', LIST_NAME_NOT_TEXT)
  })

  it('accepts exactly 50 characters, counting an emoji as one', async () => {
    expect((await createList('x'.repeat(50))).name).toHaveLength(50)
    expect([...(await createList('🐱'.repeat(50))).name]).toHaveLength(50)
    expect((await createList(`  ${'y'.repeat(50)}  `)).name).toBe('y'.repeat(50))
  })

  it('refuses an unknown level mode', async () => {
    await expectCodexError(() => createList('Team', 'min' as LevelMode), 'invalid-input', LEVEL_MODE_INVALID)
    expect(await storedLists()).toHaveLength(1)
  })

  it.each(['My Cats', 'my cats', '  MY CATS  '])('refuses %j, a name already used, ignoring case', async (name) => {
    await expectCodexError(() => createList(name), 'duplicate-list-name', DUPLICATE_LIST_NAME)
    expect(await storedLists()).toHaveLength(1)
  })

  it('treats composed and decomposed accents as the same name', async () => {
    const composed = await createList('Caf\u00e9')
    expect(composed.name).toBe('Caf\u00e9')
    await expectCodexError(() => createList('Cafe\u0301'), 'duplicate-list-name', DUPLICATE_LIST_NAME)
  })
})

describe('getLists', () => {
  it('returns every list with its cat count, the main list first and then oldest first', async () => {
    advanceClock(1_000)
    const newer = await createList('B newer')
    advanceClock(-500)
    const older = await createList('A older')
    await addCat(MAIN_LIST_ID, CAT)
    await addCat(newer.id, CAT)
    await addCat(newer.id, { ...CAT, unitId: 26 })
    const lists = await getLists()
    expect(lists.map((list) => [list.name, list.catCount])).toEqual([
      ['My Cats', 1],
      ['A older', 0],
      ['B newer', 2],
    ])
    expect(lists[2]).toEqual({ ...newer, catCount: 2 })
    expect(lists[1]).toEqual({ ...older, catCount: 0 })
  })
})

describe('getList', () => {
  it('fails for a missing list', async () => {
    await expectCodexError(() => getList(MISSING_ID), 'list-not-found', LIST_NOT_FOUND)
  })
})

describe('renameList', () => {
  it('renames with a trimmed name and moves only updatedAt', async () => {
    const list = await createList('Old')
    const later = advanceClock(5_000)
    const renamed = await renameList(list.id, '  New  ')
    expect(renamed).toEqual({ ...list, name: 'New', updatedAt: later })
    expect(await getList(list.id)).toEqual(renamed)
  })

  it('lets a list change the case of its own name', async () => {
    const list = await createList('team')
    expect((await renameList(list.id, 'Team')).name).toBe('Team')
  })

  it('allows renaming the main list', async () => {
    expect((await renameList(MAIN_LIST_ID, 'My Collection')).name).toBe('My Collection')
  })

  it('refuses the name of another list, ignoring case, and keeps the old name', async () => {
    const list = await createList('Team')
    await expectCodexError(() => renameList(list.id, 'my CATS'), 'duplicate-list-name', DUPLICATE_LIST_NAME)
    expect(await getList(list.id)).toEqual(list)
  })

  it('refuses an invalid name and keeps the old one', async () => {
    const list = await createList('Team')
    await expectCodexError(() => renameList(list.id, ' '), 'invalid-input', LIST_NAME_EMPTY)
    await expectCodexError(() => renameList(list.id, 'z'.repeat(51)), 'invalid-input', LIST_NAME_TOO_LONG)
    expect(await getList(list.id)).toEqual(list)
  })

  it('fails for a missing list', async () => {
    await expectCodexError(() => renameList(MISSING_ID, 'Name'), 'list-not-found', LIST_NOT_FOUND)
    expect(await storedLists()).toHaveLength(1)
  })
})

describe('setLevelMode', () => {
  it('switches between your levels and max, moving only updatedAt', async () => {
    const list = await createList('Team')
    const later = advanceClock(1_000)
    expect(await setLevelMode(list.id, 'max')).toEqual({ ...list, levelMode: 'max', updatedAt: later })
    expect((await getList(list.id)).levelMode).toBe('max')
    expect((await setLevelMode(list.id, 'your-levels')).levelMode).toBe('your-levels')
  })

  it('refuses an unknown mode and keeps the list as it was', async () => {
    const list = await createList('Team')
    await expectCodexError(() => setLevelMode(list.id, 'fixed' as LevelMode), 'invalid-input', LEVEL_MODE_INVALID)
    expect(await getList(list.id)).toEqual(list)
  })

  it('fails for a missing list', async () => {
    await expectCodexError(() => setLevelMode(MISSING_ID, 'max'), 'list-not-found', LIST_NOT_FOUND)
  })
})

describe('deleteList', () => {
  it('deletes the list and its cats, and leaves other lists and their cats alone', async () => {
    const doomed = await createList('Doomed')
    const kept = await createList('Kept')
    await addCat(doomed.id, CAT)
    await addCat(doomed.id, { ...CAT, unitId: 99 })
    const keptCat = await addCat(kept.id, CAT)
    const mainCat = await addCat(MAIN_LIST_ID, CAT)

    await deleteList(doomed.id)

    await expectCodexError(() => getList(doomed.id), 'list-not-found', LIST_NOT_FOUND)
    expect((await getLists()).map((list) => list.id)).toEqual([MAIN_LIST_ID, kept.id])
    expect(await getCats(kept.id)).toEqual([keptCat])
    expect(await getCats(MAIN_LIST_ID)).toEqual([mainCat])
    expect(await (await openCodexDb()).count(SAVED_CATS_STORE)).toBe(2)
  })

  it('refuses to delete the main list and keeps its cats', async () => {
    const cat = await addCat(MAIN_LIST_ID, CAT)
    await expectCodexError(() => deleteList(MAIN_LIST_ID), 'main-list-undeletable', MAIN_LIST_UNDELETABLE)
    expect((await getList(MAIN_LIST_ID)).name).toBe('My Cats')
    expect(await getCats(MAIN_LIST_ID)).toEqual([cat])
  })

  it('fails for a missing list', async () => {
    await expectCodexError(() => deleteList(MISSING_ID), 'list-not-found', LIST_NOT_FOUND)
  })

  it('keeps every cat when deleting the list itself fails, because it is one transaction', async () => {
    const list = await createList('Fragile')
    const cats = [await addCat(list.id, CAT), await addCat(list.id, { ...CAT, unitId: 7 })]
    const realDelete = IDBObjectStore.prototype.delete
    vi.spyOn(IDBObjectStore.prototype, 'delete').mockImplementation(function (this: IDBObjectStore, key) {
      if (key === list.id) throw new DOMException('disk full', 'UnknownError')
      return realDelete.call(this, key)
    })
    await expect(deleteList(list.id)).rejects.toThrow('disk full')
    vi.mocked(IDBObjectStore.prototype.delete).mockRestore()
    expect(await getList(list.id)).toEqual(list)
    expect(await getCats(list.id)).toEqual(cats)
  })
})
