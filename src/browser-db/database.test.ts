import { forceCloseDatabase } from 'fake-indexeddb'
import { unwrap } from 'idb'
import { describe, expect, it, vi } from 'vitest'
import { getList, getLists } from './cat-lists.ts'
import { closeCodexDb, openCodexDb } from './database.ts'
import { BROWSER_ONLY } from './errors.ts'
import { CAT_LISTS_STORE, CODEX_DB_NAME, MAIN_LIST_ID, SAVED_CATS_STORE } from './schema.ts'
import { START_TIME, advanceClock, expectCodexError, setUpFreshDatabase } from './test-support.ts'

setUpFreshDatabase()

const MAIN_LIST = {
  id: 'my-cats',
  name: 'My Cats',
  levelMode: 'your-levels',
  createdAt: START_TIME,
  updatedAt: START_TIME,
}

describe('openCodexDb', () => {
  it('opens battle-cats-codex version 1 with the catLists and savedCats stores', async () => {
    const db = await openCodexDb()
    expect(db.name).toBe('battle-cats-codex')
    expect(db.version).toBe(1)
    expect([...db.objectStoreNames].sort()).toEqual(['catLists', 'savedCats'])
  })

  it('keys catLists by id with a unique index on name', async () => {
    const db = await openCodexDb()
    const lists = db.transaction(CAT_LISTS_STORE).objectStore(CAT_LISTS_STORE)
    expect(lists.keyPath).toBe('id')
    expect(lists.autoIncrement).toBe(false)
    expect([...lists.indexNames]).toEqual(['name'])
    expect(lists.index('name').keyPath).toBe('name')
    expect(lists.index('name').unique).toBe(true)
  })

  it('keys savedCats by an auto-increment id with a listId index and a unique [listId, unitId] index', async () => {
    const db = await openCodexDb()
    const cats = db.transaction(SAVED_CATS_STORE).objectStore(SAVED_CATS_STORE)
    expect(cats.keyPath).toBe('id')
    expect(cats.autoIncrement).toBe(true)
    expect([...cats.indexNames].sort()).toEqual(['listId', 'listId_unitId'])
    expect(cats.index('listId').keyPath).toBe('listId')
    expect(cats.index('listId').unique).toBe(false)
    expect(cats.index('listId_unitId').keyPath).toEqual(['listId', 'unitId'])
    expect(cats.index('listId_unitId').unique).toBe(true)
  })

  it('creates the main list My Cats on first open', async () => {
    const db = await openCodexDb()
    expect(await db.getAll(CAT_LISTS_STORE)).toEqual([MAIN_LIST])
  })

  it('shares one connection and leaves an existing main list untouched when reopened', async () => {
    expect(await openCodexDb()).toBe(await openCodexDb())
    await closeCodexDb()
    advanceClock(60_000)
    const db = await openCodexDb()
    expect(await db.getAll(CAT_LISTS_STORE)).toEqual([MAIN_LIST])
  })

  it('recreates a missing main list on every read of lists', async () => {
    const db = await openCodexDb()
    await db.delete(CAT_LISTS_STORE, MAIN_LIST_ID)
    const later = advanceClock(1_000)
    expect(await getLists()).toEqual([{ ...MAIN_LIST, createdAt: later, updatedAt: later, catCount: 0 }])

    await db.delete(CAT_LISTS_STORE, MAIN_LIST_ID)
    expect(await getList(MAIN_LIST_ID)).toEqual({ ...MAIN_LIST, createdAt: later, updatedAt: later })
  })

  it('opens a new connection after the browser drops the old one', async () => {
    const first = await openCodexDb()
    // fake-indexeddb types this parameter as the class, not an instance.
    forceCloseDatabase(unwrap(first) as never)
    const second = await openCodexDb()
    expect(second).not.toBe(first)
    expect(await second.count(CAT_LISTS_STORE)).toBe(1)
  })

  it('closes itself when another tab upgrades the database, instead of blocking it', async () => {
    await openCodexDb()
    const upgraded = await new Promise<number>((resolve, reject) => {
      const request = indexedDB.open(CODEX_DB_NAME, 2)
      request.onblocked = () => reject(new Error('blocked by the open connection'))
      request.onsuccess = () => {
        resolve(request.result.version)
        request.result.close()
      }
      request.onerror = () => reject(request.error ?? new Error('open failed'))
    })
    expect(upgraded).toBe(2)
  })

  it('fails clearly outside the browser, and recovers once IndexedDB is there', async () => {
    const factory = indexedDB
    vi.stubGlobal('indexedDB', undefined)
    await expectCodexError(() => openCodexDb(), 'unavailable', BROWSER_ONLY)
    vi.stubGlobal('indexedDB', factory)
    expect((await openCodexDb()).name).toBe(CODEX_DB_NAME)
    vi.unstubAllGlobals()
  })
})
