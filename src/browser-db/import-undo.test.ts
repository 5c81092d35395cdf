import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  UNDO_CHANGED_SINCE,
  UNDO_NOT_SAVED,
  exportBundle,
  importBundleAsking,
  undoImport,
  type ExportBundle,
  type ImportOutcome,
  type ImportSnapshot,
} from './bundle.ts'
import { openCodexDb } from './database.ts'
import { createList, renameList, setLineup } from './cat-lists.ts'
import { addCat, getCats, updateCat } from './saved-cats.ts'
import { MAIN_LIST_ID, type CatList, type SavedCat } from './schema.ts'
import { ACCOUNT_STORAGE_KEY, readAccountText, saveAccountTreasures } from '../browser/account-store.ts'
import { MAXED_TREASURES } from '../domain/settings/account.ts'
import { START_TIME, advanceClock, expectCodexError, setUpFreshDatabase } from './test-support.ts'

setUpFreshDatabase()

/** This browser's localStorage (the account's home), empty for each test. */
let storage = new Map<string, string>()
beforeEach(() => {
  storage = new Map()
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  }
  vi.stubGlobal('window', { localStorage, addEventListener: () => undefined, removeEventListener: () => undefined })
})

const TEAM = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b'
const NEW_LIST = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b'

// A file saved at START_TIME: Team with Moneko (16) at 40+0 and Neneko (131), a list this browser lacks, and an account.
const FILE_TEAM: CatList = { id: TEAM, name: 'Team', levelMode: 'your-levels', createdAt: START_TIME, updatedAt: START_TIME, lineup: [16] }
const FILE_NEW: CatList = { id: NEW_LIST, name: 'From the file', levelMode: 'max', createdAt: START_TIME, updatedAt: START_TIME }
function fileCat(id: number, listId: string, unitId: number, level: number): SavedCat {
  return { id, listId, unitId, formIndex: 0, level, plusLevel: 0, talentLevels: [], addedAt: START_TIME, updatedAt: START_TIME }
}
const FILE = {
  version: 1,
  exportedAt: START_TIME,
  lists: [FILE_TEAM, FILE_NEW],
  // 1: Moneko in Team (here under another id); 2: an id this browser gives My Cats' cat; 9: a free id
  cats: [fileCat(1, TEAM, 16, 40), fileCat(2, NEW_LIST, 25, 10), fileCat(9, NEW_LIST, 26, 20)],
  account: { version: 1, treasures: { ...MAXED_TREASURES, attackTreasure: 100 } },
}

/** This browser: Team made before the file was saved, then Moneko raised to 50+10, Team renamed and its lineup set after it. */
async function seedNewerHere(): Promise<void> {
  await openCodexDb()
  vi.spyOn(crypto, 'randomUUID').mockReturnValueOnce(TEAM)
  advanceClock(-10_000)
  await addCat(MAIN_LIST_ID, { unitId: 0, formIndex: 0, level: 1, plusLevel: 0 })
  await addCat(MAIN_LIST_ID, { unitId: 1, formIndex: 0, level: 1, plusLevel: 0 })
  await createList('Team')
  await addCat(TEAM, { unitId: 16, formIndex: 0, level: 30, plusLevel: 0 })
  advanceClock(20_000)
  const [moneko] = await getCats(TEAM)
  await updateCat(moneko!.id, { level: 50, plusLevel: 10 })
  await renameList(TEAM, 'Team B')
  await setLineup(TEAM, [16])
  saveAccountTreasures({ ...MAXED_TREASURES, attackTreasure: 50 })
}

async function stored(): Promise<{ data: Omit<ExportBundle, 'exportedAt'>; account: string | null }> {
  const { exportedAt: _, ...data } = await exportBundle()
  return { data, account: readAccountText() }
}

function imported(outcome: ImportOutcome): ImportSnapshot {
  if (outcome.status !== 'imported') throw new Error(`expected an import, got ${outcome.status}`)
  return outcome.undo
}

describe('importBundleAsking', () => {
  it('writes nothing over newer changes until they are confirmed, then writes the file', async () => {
    await seedNewerHere()
    const before = await stored()
    const asked = await importBundleAsking(JSON.stringify(FILE))
    expect(asked).toMatchObject({
      status: 'confirm',
      changes: [
        {
          listId: TEAM,
          name: 'Team B',
          differences: [{ field: 'name', here: 'Team B', file: 'Team' }],
          cats: [{ unitId: 16, differences: [{ field: 'level', here: { level: 50, plusLevel: 10 }, file: { level: 40, plusLevel: 0 } }] }],
        },
      ],
    })
    expect(await stored()).toEqual(before)
    if (asked.status !== 'confirm') return
    const outcome = await importBundleAsking(JSON.stringify(FILE), asked.changes)
    // confirmed: no warning that it replaced newer changes, the player chose it
    expect(outcome).toMatchObject({ status: 'imported', result: { lists: 2, cats: 3, warnings: [], account: true } })
    expect((await getCats(TEAM)).map((cat) => [cat.unitId, cat.level, cat.plusLevel])).toEqual([[16, 40, 0]])
  })

  it('asks again when the changes here are no longer the ones confirmed', async () => {
    await seedNewerHere()
    const asked = await importBundleAsking(FILE)
    if (asked.status !== 'confirm') throw new Error('expected a question')
    advanceClock(1_000)
    await renameList(TEAM, 'Team C')
    const before = await stored()
    const again = await importBundleAsking(FILE, asked.changes)
    expect(again).toMatchObject({ status: 'confirm', changes: [{ name: 'Team C', differences: [{ field: 'name', here: 'Team C', file: 'Team' }] }] })
    expect(await stored()).toEqual(before)
  })

  it('imports at once when nothing here is newer', async () => {
    await openCodexDb()
    expect(await importBundleAsking(FILE)).toMatchObject({ status: 'imported', result: { lists: 2, cats: 3, warnings: [] } })
  })
})

describe('undoImport', () => {
  it('puts back every list, cat and the account exactly as they were before the import', async () => {
    await seedNewerHere()
    const before = await stored()
    const asked = await importBundleAsking(FILE)
    if (asked.status !== 'confirm') throw new Error('expected a question')
    const undo = imported(await importBundleAsking(FILE, asked.changes))
    const after = await stored()
    expect(after).not.toEqual(before)
    expect(after.data.cats).toHaveLength(5)
    expect(undo.cats.map((entry) => [entry.id, entry.before === null])).toEqual([
      [3, false], // Moneko, replaced under its id here
      [9, true], // the file's cat 9 kept its free id
      [10, true], // the file's cat 2 got a new id (2 is My Cats' cat here)
    ])
    await undoImport(undo)
    expect(await stored()).toEqual(before)
  })

  it('puts back no account where there was none', async () => {
    await openCodexDb()
    const before = await stored()
    expect(before.account).toBeNull()
    await undoImport(imported(await importBundleAsking(FILE)))
    expect(await stored()).toEqual(before)
    expect(storage.has(ACCOUNT_STORAGE_KEY)).toBe(false)
  })

  it('changes nothing when a cat the import wrote was changed since, even back to its values', async () => {
    await seedNewerHere()
    const asked = await importBundleAsking(FILE)
    if (asked.status !== 'confirm') throw new Error('expected a question')
    const undo = imported(await importBundleAsking(FILE, asked.changes))

    advanceClock(1_000)
    const [moneko] = await getCats(TEAM)
    await updateCat(moneko!.id, { level: 45 })
    let now = await stored()
    await expectCodexError(() => undoImport(undo), 'changed-since-import', UNDO_CHANGED_SINCE)
    expect(await stored()).toEqual(now)
    await updateCat(moneko!.id, { level: 40 })

    // Moneko is back as the import left it, save its time: still a change since
    now = await stored()
    await expectCodexError(() => undoImport(undo), 'changed-since-import', UNDO_CHANGED_SINCE)
    expect(await stored()).toEqual(now)
  })

  it('keeps a cat the player added to a list the import made', async () => {
    await openCodexDb()
    const undo = imported(await importBundleAsking(FILE))
    await addCat(NEW_LIST, { unitId: 99, formIndex: 0, level: 5, plusLevel: 0 })
    const now = await stored()
    await expectCodexError(() => undoImport(undo), 'changed-since-import', UNDO_CHANGED_SINCE)
    expect(await stored()).toEqual(now)
  })

  it('keeps an account saved after the import', async () => {
    await seedNewerHere()
    const asked = await importBundleAsking(FILE)
    if (asked.status !== 'confirm') throw new Error('expected a question')
    const undo = imported(await importBundleAsking(FILE, asked.changes))
    saveAccountTreasures({ ...MAXED_TREASURES, attackTreasure: 75 })
    const now = await stored()
    await expectCodexError(() => undoImport(undo), 'changed-since-import', UNDO_CHANGED_SINCE)
    expect(await stored()).toEqual(now)
  })

  it('writes nothing when saving fails part-way, because it is one transaction', async () => {
    await seedNewerHere()
    const asked = await importBundleAsking(FILE)
    if (asked.status !== 'confirm') throw new Error('expected a question')
    const undo = imported(await importBundleAsking(FILE, asked.changes))
    const now = await stored()
    const { put } = IDBObjectStore.prototype
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      if (this.name === 'catLists') throw new DOMException('quota exceeded', 'QuotaExceededError')
      return put.call(this, value, key)
    })
    await expectCodexError(() => undoImport(undo), 'changed-since-import', UNDO_NOT_SAVED)
    vi.restoreAllMocks()
    expect(await stored()).toEqual(now)
  })
})
