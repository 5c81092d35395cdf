import { openDB, type IDBPDatabase, type IDBPObjectStore, type IDBPTransaction, type StoreNames } from 'idb'
import { BROWSER_ONLY, fail } from './errors.ts'
import {
  CAT_LISTS_STORE,
  CODEX_DB_NAME,
  CODEX_DB_VERSION,
  DEFAULT_LEVEL_MODE,
  LIST_ID_INDEX,
  LIST_NAME_INDEX,
  LIST_UNIT_INDEX,
  MAIN_LIST_ID,
  MAIN_LIST_NAME,
  SAVED_CATS_STORE,
  type CatList,
  type CodexDbSchema,
} from './schema.ts'

export type CodexDb = IDBPDatabase<CodexDbSchema>
export type WritableCatListStore = IDBPObjectStore<CodexDbSchema, ArrayLike<StoreNames<CodexDbSchema>>, typeof CAT_LISTS_STORE, 'readwrite'>

let connection: Promise<CodexDb> | undefined

/** Opens (once per page) the browser database and makes sure the main list exists. */
export function openCodexDb(): Promise<CodexDb> {
  connection ??= connect().catch((error: unknown) => {
    connection = undefined
    throw error
  })
  return connection
}

/** Closes the shared connection; the next call to openCodexDb opens a new one. */
export async function closeCodexDb(): Promise<void> {
  const current = connection
  connection = undefined
  if (current) (await current.catch(() => undefined))?.close()
}

async function connect(): Promise<CodexDb> {
  if (typeof indexedDB === 'undefined') fail('unavailable', BROWSER_ONLY)
  const db = await openDB<CodexDbSchema>(CODEX_DB_NAME, CODEX_DB_VERSION, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        const lists = database.createObjectStore(CAT_LISTS_STORE, { keyPath: 'id' })
        lists.createIndex(LIST_NAME_INDEX, 'name', { unique: true })
        const cats = database.createObjectStore(SAVED_CATS_STORE, { keyPath: 'id', autoIncrement: true })
        cats.createIndex(LIST_ID_INDEX, 'listId')
        cats.createIndex(LIST_UNIT_INDEX, ['listId', 'unitId'], { unique: true })
      }
    },
    // Another tab wants a newer schema: step aside instead of blocking it forever.
    blocking() {
      db.close()
      connection = undefined
    },
    terminated() {
      connection = undefined
    },
  })
  const tx = db.transaction(CAT_LISTS_STORE, 'readwrite')
  await ensureMainList(tx.objectStore(CAT_LISTS_STORE))
  await tx.done
  return db
}

/** Spec §3: the main list is recreated whenever it is found missing. */
export async function ensureMainList(lists: WritableCatListStore): Promise<void> {
  if ((await lists.getKey(MAIN_LIST_ID)) !== undefined) return
  const now = Date.now()
  const mainList: CatList = {
    id: MAIN_LIST_ID,
    name: MAIN_LIST_NAME,
    levelMode: DEFAULT_LEVEL_MODE,
    createdAt: now,
    updatedAt: now,
  }
  await lists.add(mainList)
}

/**
 * Runs `work` in one transaction. If it throws, the transaction is aborted, so
 * a failure part-way never leaves half of its writes behind.
 */
export async function inTransaction<Names extends StoreNames<CodexDbSchema>[], Mode extends IDBTransactionMode, T>(
  storeNames: Names,
  mode: Mode,
  work: (tx: IDBPTransaction<CodexDbSchema, Names, Mode>) => Promise<T>,
): Promise<T> {
  const db = await openCodexDb()
  const tx = db.transaction(storeNames, mode)
  try {
    const result = await work(tx)
    await tx.done
    return result
  } catch (error) {
    tx.done.catch(() => undefined)
    try {
      tx.abort()
    } catch {
      // Already finished: a failed request aborts its transaction itself.
    }
    throw error
  }
}
