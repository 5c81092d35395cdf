import { inTransaction, type WritableCatListStore } from './database.ts'
import { CAT_NOT_FOUND, LIST_NOT_FOUND, UNIT_ALREADY_IN_LIST, fail, parseInput } from './errors.ts'
import {
  knownFields,
  savedCat,
  CAT_LISTS_STORE,
  LIST_ID_INDEX,
  LIST_UNIT_INDEX,
  MAIN_LIST_ID,
  MAIN_LIST_NAME,
  MAX_LINEUP_SLOTS,
  SAVED_CATS_STORE,
  newSavedCat,
  savedCatId,
  savedCatPatch,
  type NewSavedCat,
  type SavedCat,
  type SavedCatPatch,
  type SavedCatRecord,
} from './schema.ts'

export async function addCat(listId: string, cat: NewSavedCat): Promise<SavedCat> {
  const valid = parseInput(newSavedCat, cat)
  return inTransaction([CAT_LISTS_STORE, SAVED_CATS_STORE], 'readwrite', async (tx) => {
    const cats = tx.objectStore(SAVED_CATS_STORE)
    const [listKey, sameUnitKey] = await Promise.all([
      tx.objectStore(CAT_LISTS_STORE).getKey(listId),
      cats.index(LIST_UNIT_INDEX).getKey([listId, valid.unitId]),
    ])
    if (listKey === undefined) fail('list-not-found', LIST_NOT_FOUND)
    if (sameUnitKey !== undefined) fail('unit-already-in-list', UNIT_ALREADY_IN_LIST)
    const now = Date.now()
    const record: SavedCatRecord = { listId, ...valid, addedAt: now, updatedAt: now }
    return toSavedCat(record, await cats.add(record))
  })
}

/** Changes the levels, form or talents of a saved cat; its unit and list never change. */
export async function updateCat(id: number, patch: SavedCatPatch): Promise<SavedCat> {
  const changes = parseInput(savedCatPatch, patch)
  if (!savedCatId.safeParse(id).success) fail('cat-not-found', CAT_NOT_FOUND)
  return inTransaction([SAVED_CATS_STORE], 'readwrite', async (tx) => {
    const cats = tx.objectStore(SAVED_CATS_STORE)
    const record = await cats.get(id)
    if (!record) fail('cat-not-found', CAT_NOT_FOUND)
    const updated: SavedCatRecord = {
      ...record,
      formIndex: changes.formIndex ?? record.formIndex,
      level: changes.level ?? record.level,
      plusLevel: changes.plusLevel ?? record.plusLevel,
      talentLevels: changes.talentLevels ?? record.talentLevels,
      updatedAt: Date.now(),
    }
    if (changes.orbs !== undefined) {
      if (changes.orbs.length > 0) updated.orbs = changes.orbs
      else delete updated.orbs
    }
    await cats.put(updated)
    return toSavedCat(updated, id)
  })
}

/** Moves a saved cat, with its levels and talents, into another list (refused if that list holds its unit). */
export async function moveCat(id: number, toListId: string): Promise<SavedCat> {
  if (!savedCatId.safeParse(id).success) fail('cat-not-found', CAT_NOT_FOUND)
  return inTransaction([CAT_LISTS_STORE, SAVED_CATS_STORE], 'readwrite', async (tx) => {
    const cats = tx.objectStore(SAVED_CATS_STORE)
    const record = await cats.get(id)
    if (!record) fail('cat-not-found', CAT_NOT_FOUND)
    if (record.listId === toListId) return toSavedCat(record, id)
    const [listKey, sameUnitKey] = await Promise.all([
      tx.objectStore(CAT_LISTS_STORE).getKey(toListId),
      cats.index(LIST_UNIT_INDEX).getKey([toListId, record.unitId]),
    ])
    if (listKey === undefined) fail('list-not-found', LIST_NOT_FOUND)
    if (sameUnitKey !== undefined) fail('unit-already-in-list', UNIT_ALREADY_IN_LIST)
    const moved: SavedCatRecord = { ...record, listId: toListId, updatedAt: Date.now() }
    await cats.put(moved)
    await leaveLineup(tx.objectStore(CAT_LISTS_STORE), record.listId, record.unitId)
    return toSavedCat(moved, id)
  })
}

/** Removes a cat; says which lineup slot it left (null: it was in none), so Undo can put it back there. */
export async function removeCat(id: number): Promise<{ lineupSlot: number | null }> {
  if (!savedCatId.safeParse(id).success) fail('cat-not-found', CAT_NOT_FOUND)
  return inTransaction([CAT_LISTS_STORE, SAVED_CATS_STORE], 'readwrite', async (tx) => {
    const cats = tx.objectStore(SAVED_CATS_STORE)
    const record = await cats.get(id)
    if (!record) fail('cat-not-found', CAT_NOT_FOUND)
    await cats.delete(id)
    return { lineupSlot: await leaveLineup(tx.objectStore(CAT_LISTS_STORE), record.listId, record.unitId) }
  })
}

/**
 * Puts a removed cat back as it was (Undo): the same record, so it keeps its place among the
 * list's cats (the id and the time it was added), its orbs and talents. Under a new id only where
 * another cat took its id meanwhile; refused as addCat is where its list is gone or holds the unit again.
 */
export async function restoreCat(cat: SavedCat, lineupSlot: number | null = null): Promise<SavedCat> {
  const valid = parseInput(savedCat, cat)
  return inTransaction([CAT_LISTS_STORE, SAVED_CATS_STORE], 'readwrite', async (tx) => {
    const cats = tx.objectStore(SAVED_CATS_STORE)
    const [listKey, sameUnitKey, idTaken] = await Promise.all([
      tx.objectStore(CAT_LISTS_STORE).getKey(valid.listId),
      cats.index(LIST_UNIT_INDEX).getKey([valid.listId, valid.unitId]),
      cats.getKey(valid.id),
    ])
    if (listKey === undefined) fail('list-not-found', LIST_NOT_FOUND)
    if (sameUnitKey !== undefined) fail('unit-already-in-list', UNIT_ALREADY_IN_LIST)
    const { id: _taken, ...record } = valid
    const restored = idTaken === undefined ? toSavedCat(valid, await cats.add(valid)) : toSavedCat(record, await cats.add(record))
    if (lineupSlot !== null) await rejoinLineup(tx.objectStore(CAT_LISTS_STORE), valid.listId, valid.unitId, lineupSlot)
    return restored
  })
}

/** A cat that leaves a list leaves its lineup too: its slot becomes empty (trailing empty slots are dropped, as setLineup does). */
async function leaveLineup(lists: WritableCatListStore, listId: string, unitId: number): Promise<number | null> {
  const list = await lists.get(listId)
  const slot = list?.lineup?.indexOf(unitId) ?? -1
  if (!list?.lineup || slot < 0) return null
  const lineup = list.lineup.map((entry) => (entry === unitId ? null : entry))
  while (lineup.length > 0 && lineup[lineup.length - 1] === null) lineup.pop()
  await lists.put({ ...list, lineup, updatedAt: Date.now() })
  return slot
}

/** A restored cat takes its lineup slot back where the slot is still empty (another cat may have taken it meanwhile). */
async function rejoinLineup(lists: WritableCatListStore, listId: string, unitId: number, slot: number): Promise<void> {
  const list = await lists.get(listId)
  if (!list || !Number.isInteger(slot) || slot < 0 || slot >= MAX_LINEUP_SLOTS) return
  const lineup = [...(list.lineup ?? [])]
  if (lineup.includes(unitId) || (lineup[slot] ?? null) !== null) return
  while (lineup.length < slot) lineup.push(null)
  lineup[slot] = unitId
  await lists.put({ ...list, lineup, updatedAt: Date.now() })
}

// Records read per request: the browser turns each answer into objects in one task, and ten
// thousand at once kept the page from answering for about a second on a busy machine.
const READ_CHUNK = 1_000

/** The cats of one list, in the order they were saved (by id). */
export async function getCats(listId: string): Promise<SavedCat[]> {
  const [listKey, records] = await inTransaction([CAT_LISTS_STORE, SAVED_CATS_STORE], 'readonly', async (tx) => {
    const byUnit = tx.objectStore(SAVED_CATS_STORE).index(LIST_UNIT_INDEX)
    const read = async () => {
      // A list holds a unit once, so [listId, unitId] pages through the list without a cursor.
      const all: SavedCatRecord[] = []
      for (let after = -1; ;) {
        const chunk = await byUnit.getAll(IDBKeyRange.bound([listId, after], [listId, Infinity], true), READ_CHUNK)
        all.push(...chunk)
        if (chunk.length < READ_CHUNK) return all
        after = chunk[chunk.length - 1]!.unitId
      }
    }
    return Promise.all([tx.objectStore(CAT_LISTS_STORE).getKey(listId), read()])
  })
  // The main list always exists for the player: it is recreated on the next read of lists.
  if (listKey === undefined && listId !== MAIN_LIST_ID) fail('list-not-found', LIST_NOT_FOUND)
  return records.sort((a, b) => (a.id ?? 0) - (b.id ?? 0)).map((record) => toSavedCat(record))
}

/**
 * The first `limit` cats of a list (by id) and how many it holds: enough to show a long
 * list's first rows at once while the whole list is read.
 */
export async function getFirstCats(listId: string, limit: number): Promise<{ cats: SavedCat[]; count: number }> {
  const [listKey, records, count] = await inTransaction([CAT_LISTS_STORE, SAVED_CATS_STORE], 'readonly', (tx) => {
    const byList = tx.objectStore(SAVED_CATS_STORE).index(LIST_ID_INDEX)
    return Promise.all([tx.objectStore(CAT_LISTS_STORE).getKey(listId), byList.getAll(listId, limit), byList.count(listId)])
  })
  if (listKey === undefined && listId !== MAIN_LIST_ID) fail('list-not-found', LIST_NOT_FOUND)
  return { cats: records.map((record) => toSavedCat(record)), count }
}

/** A plain copy in field order, so exports are deterministic and carry nothing unexpected. */
export function toSavedCat(record: SavedCatRecord, id = record.id): SavedCat {
  if (id === undefined) fail('cat-not-found', CAT_NOT_FOUND)
  return knownFields(savedCat, { ...record, id })
}

/** Where a unit is saved: a list holds at most one form of each unit. */
export type SavedPlace = { listId: string; listName: string; unitId: number; formIndex: number }

/**
 * Every saved cat's unit and form with its list's name, lists in the order getLists gives them,
 * so a page can show which lists already hold a form without reading each list.
 */
export async function getSavedPlaces(): Promise<SavedPlace[]> {
  const [lists, records] = await inTransaction([CAT_LISTS_STORE, SAVED_CATS_STORE], 'readonly', (tx) =>
    Promise.all([tx.objectStore(CAT_LISTS_STORE).getAll(), tx.objectStore(SAVED_CATS_STORE).getAll()]),
  )
  const order = new Map(
    lists
      .sort((a, b) => Number(b.id === MAIN_LIST_ID) - Number(a.id === MAIN_LIST_ID) || a.createdAt - b.createdAt)
      .map((list, i) => [list.id, { name: list.name, i }]),
  )
  const places: (SavedPlace & { order: number })[] = []
  for (const record of records) {
    const list = order.get(record.listId) ?? (record.listId === MAIN_LIST_ID ? { name: MAIN_LIST_NAME, i: -1 } : undefined)
    if (list) places.push({ listId: record.listId, listName: list.name, unitId: record.unitId, formIndex: record.formIndex, order: list.i })
  }
  return places.sort((a, b) => a.order - b.order).map(({ order: _order, ...place }) => place)
}
