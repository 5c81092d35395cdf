import { ensureMainList, inTransaction } from './database.ts'
import { DUPLICATE_LIST_NAME, LIST_NOT_FOUND, MAIN_LIST_UNDELETABLE, fail, parseInput } from './errors.ts'

export const LINEUP_CAT_NOT_IN_LIST = 'A lineup can only hold cats of its list'
import {
  knownFields,
  catList,
  CAT_LISTS_STORE,
  DEFAULT_LEVEL_MODE,
  LIST_ID_INDEX,
  MAIN_LIST_ID,
  SAVED_CATS_STORE,
  catListName,
  levelMode as levelModeSchema,
  lineup as lineupSchema,
  type Lineup,
  listNameKey,
  type CatList,
  type CatListSummary,
  type LevelMode,
} from './schema.ts'

/** All lists with their cat counts: the main list first, then oldest first. */
export async function getLists(): Promise<CatListSummary[]> {
  const summaries = await inTransaction([CAT_LISTS_STORE, SAVED_CATS_STORE], 'readwrite', async (tx) => {
    const lists = tx.objectStore(CAT_LISTS_STORE)
    await ensureMainList(lists)
    const catsByList = tx.objectStore(SAVED_CATS_STORE).index(LIST_ID_INDEX)
    return Promise.all((await lists.getAll()).map(async (list) => ({ ...toCatList(list), catCount: await catsByList.count(list.id) })))
  })
  return summaries.sort((a, b) => Number(b.id === MAIN_LIST_ID) - Number(a.id === MAIN_LIST_ID) || a.createdAt - b.createdAt || a.name.localeCompare(b.name))
}

export async function getList(id: string): Promise<CatList> {
  const list = await inTransaction([CAT_LISTS_STORE], 'readwrite', async (tx) => {
    const lists = tx.objectStore(CAT_LISTS_STORE)
    if (id === MAIN_LIST_ID) await ensureMainList(lists)
    return lists.get(id)
  })
  if (!list) fail('list-not-found', LIST_NOT_FOUND)
  return toCatList(list)
}

export async function createList(name: string, levelMode: LevelMode = DEFAULT_LEVEL_MODE): Promise<CatList> {
  const validName = parseInput(catListName, name)
  const validMode = parseInput(levelModeSchema, levelMode)
  return inTransaction([CAT_LISTS_STORE], 'readwrite', async (tx) => {
    const lists = tx.objectStore(CAT_LISTS_STORE)
    if (isNameTaken(await lists.getAll(), validName)) fail('duplicate-list-name', DUPLICATE_LIST_NAME)
    const now = Date.now()
    const list: CatList = { id: crypto.randomUUID(), name: validName, levelMode: validMode, createdAt: now, updatedAt: now }
    await lists.add(list)
    return list
  })
}

export async function renameList(id: string, name: string): Promise<CatList> {
  const validName = parseInput(catListName, name)
  return updateList(id, (list, allLists) => {
    if (isNameTaken(allLists, validName, id)) fail('duplicate-list-name', DUPLICATE_LIST_NAME)
    return { ...list, name: validName }
  })
}

export async function setLevelMode(id: string, levelMode: LevelMode): Promise<CatList> {
  const validMode = parseInput(levelModeSchema, levelMode)
  return updateList(id, (list) => ({ ...list, levelMode: validMode }))
}

/** Deletes the list and all of its saved cats in one transaction. */
export async function deleteList(id: string): Promise<void> {
  if (id === MAIN_LIST_ID) fail('main-list-undeletable', MAIN_LIST_UNDELETABLE)
  await inTransaction([CAT_LISTS_STORE, SAVED_CATS_STORE], 'readwrite', async (tx) => {
    const lists = tx.objectStore(CAT_LISTS_STORE)
    if ((await lists.getKey(id)) === undefined) fail('list-not-found', LIST_NOT_FOUND)
    const cats = tx.objectStore(SAVED_CATS_STORE)
    for (const catId of await cats.index(LIST_ID_INDEX).getAllKeys(id)) await cats.delete(catId)
    await lists.delete(id)
  })
}

/** A plain copy in field order, so exports are deterministic and carry nothing unexpected. */
export function toCatList(list: CatList): CatList {
  const copy = knownFields(catList, list)
  if (copy.lineup !== undefined) copy.lineup = [...copy.lineup]
  return copy
}

/** Sets the list's lineup (unit ids by slot, null = empty); every unit must be one of the list's cats. */
export async function setLineup(id: string, slots: Lineup): Promise<CatList> {
  const valid = parseInput(lineupSchema, slots)
  const trimmed = [...valid]
  while (trimmed.length > 0 && trimmed[trimmed.length - 1] === null) trimmed.pop()
  return inTransaction([CAT_LISTS_STORE, SAVED_CATS_STORE], 'readwrite', async (tx) => {
    const lists = tx.objectStore(CAT_LISTS_STORE)
    const list = await lists.get(id)
    if (!list) fail('list-not-found', LIST_NOT_FOUND)
    const units = new Set((await tx.objectStore(SAVED_CATS_STORE).index(LIST_ID_INDEX).getAll(id)).map((cat) => cat.unitId))
    if (trimmed.some((unitId) => unitId !== null && !units.has(unitId))) fail('cat-not-found', LINEUP_CAT_NOT_IN_LIST)
    const updated = toCatList({ ...list, lineup: trimmed, updatedAt: Date.now() })
    await lists.put(updated)
    return updated
  })
}

function updateList(id: string, change: (list: CatList, allLists: CatList[]) => CatList): Promise<CatList> {
  return inTransaction([CAT_LISTS_STORE], 'readwrite', async (tx) => {
    const lists = tx.objectStore(CAT_LISTS_STORE)
    const allLists = await lists.getAll()
    const list = allLists.find((candidate) => candidate.id === id)
    if (!list) fail('list-not-found', LIST_NOT_FOUND)
    const updated = toCatList({ ...change(list, allLists), updatedAt: Date.now() })
    await lists.put(updated)
    return updated
  })
}

function isNameTaken(lists: CatList[], name: string, exceptId?: string): boolean {
  const key = listNameKey(name)
  return lists.some((list) => list.id !== exceptId && listNameKey(list.name) === key)
}
