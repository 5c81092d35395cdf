import { describe, expect, it, vi } from 'vitest'
import {
  IMPORT_NOT_A_BUNDLE,
  IMPORT_NOT_JSON,
  IMPORT_NOT_SAVED,
  IMPORT_TOO_LARGE,
  IMPORT_TOO_MANY,
  IMPORT_UNSUPPORTED_VERSION,
  MAX_BUNDLE_CATS,
  MAX_IMPORT_TEXT_LENGTH,
  exportBundle,
  importBundle,
  type ExportBundle,
} from './bundle.ts'
import { openCodexDb } from './database.ts'
import { createList, getList, getLists, renameList, setLevelMode } from './cat-lists.ts'
import { addCat, getCats, removeCat, updateCat } from './saved-cats.ts'
import {
  CAT_ID_INVALID,
  LEVEL_INVALID,
  LEVEL_MODE_INVALID,
  LIST_ID_INVALID,
  LIST_NAME_NOT_TEXT,
  LIST_NAME_TOO_LONG,
  MAIN_LIST_ID,
  TIMESTAMP_INVALID,
  knownFields,
  savedCat,
  type CatList,
  type SavedCat,
} from './schema.ts'
import { ACCOUNT_STORAGE_KEY, readAccount, saveAccountOwned, saveAccountTreasures } from '../browser/account-store.ts'
import { MAXED_TREASURES } from '../domain/settings/account.ts'
import { LEGACY_FRUIT_KEYS } from '../domain/settings/treasures.ts'
import { START_TIME, advanceClock, expectCodexError, setUpFreshDatabase, switchToEmptyBrowser } from './test-support.ts'

setUpFreshDatabase()

const LIST_A = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b'
const LIST_B = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b'

/** A browser with three lists, cats with talents, an edited cat and a gap in the ids. */
async function seedPlayerData(): Promise<void> {
  await openCodexDb()
  vi.spyOn(crypto, 'randomUUID').mockReturnValueOnce(LIST_A).mockReturnValueOnce(LIST_B)
  advanceClock(1_000)
  await createList('Uber fest', 'max')
  advanceClock(1_000)
  await createList('Cheese')
  await addCat(MAIN_LIST_ID, { unitId: 25, formIndex: 2, level: 50, plusLevel: 40, talentLevels: [10, 10, 1] })
  advanceClock(1_000)
  const removed = await addCat(MAIN_LIST_ID, { unitId: 26, formIndex: 0, level: 1, plusLevel: 0 })
  await addCat(LIST_A, { unitId: 643, formIndex: 1, level: 60, plusLevel: 0, talentLevels: [] })
  const edited = await addCat(LIST_B, { unitId: 25, formIndex: 1, level: 20, plusLevel: 5, talentLevels: [] })
  advanceClock(1_000)
  await updateCat(edited.id, { level: 30, talentLevels: [3] })
  await removeCat(removed.id)
  await renameList(LIST_B, 'Cheese team')
  await setLevelMode(MAIN_LIST_ID, 'max')
}

async function storedData(): Promise<Omit<ExportBundle, 'exportedAt'>> {
  const { exportedAt: _, ...data } = await exportBundle()
  return data
}

function bundleWith(change: { lists?: unknown[]; cats?: unknown[] }): Record<string, unknown> {
  return { version: 1, exportedAt: START_TIME, lists: [], cats: [], ...change }
}

const FILE_LIST: CatList = { id: LIST_A, name: 'Imported', levelMode: 'your-levels', createdAt: 10, updatedAt: 20 }
const FILE_CAT: SavedCat = {
  id: 1,
  listId: LIST_A,
  unitId: 25,
  formIndex: 0,
  level: 10,
  plusLevel: 0,
  talentLevels: [],
  addedAt: 30,
  updatedAt: 40,
}

describe('exportBundle', () => {
  it('exports version 1, the time, every list and every saved cat as plain JSON data', async () => {
    await seedPlayerData()
    const bundle = await exportBundle()
    expect(bundle.version).toBe(1)
    expect(bundle.exportedAt).toBe(Date.now())
    expect(bundle.lists.map((list) => list.name).sort()).toEqual(['Cheese team', 'My Cats', 'Uber fest'])
    expect(bundle.cats.map((cat) => [cat.id, cat.listId, cat.unitId])).toEqual([
      [1, MAIN_LIST_ID, 25],
      [3, LIST_A, 643],
      [4, LIST_B, 25],
    ])
    expect(bundle.lists.find((list) => list.id === MAIN_LIST_ID)).toEqual({
      id: MAIN_LIST_ID,
      name: 'My Cats',
      levelMode: 'max',
      createdAt: START_TIME,
      updatedAt: START_TIME + 4_000,
    })
    expect(bundle.cats[2]).toEqual({
      id: 4,
      listId: LIST_B,
      unitId: 25,
      formIndex: 1,
      level: 30,
      plusLevel: 5,
      talentLevels: [3],
      addedAt: START_TIME + 3_000,
      updatedAt: START_TIME + 4_000,
    })
    expect(JSON.parse(JSON.stringify(bundle))).toEqual(bundle)
  })
})

describe('importBundle', () => {
  it('restores an export into an empty database exactly: same ids, timestamps and fields', async () => {
    await seedPlayerData()
    const before = await storedData()
    const lists = await getLists()
    const mainCats = await getCats(MAIN_LIST_ID)
    const text = JSON.stringify(await exportBundle())

    await switchToEmptyBrowser()
    advanceClock(86_400_000)
    expect(await importBundle(text)).toEqual({ lists: 3, cats: 3, warnings: [], account: false })

    expect(await storedData()).toEqual(before)
    expect(await getLists()).toEqual(lists)
    expect(await getCats(MAIN_LIST_ID)).toEqual(mainCats)
    expect((await addCat(MAIN_LIST_ID, { unitId: 1, formIndex: 0, level: 1, plusLevel: 0 })).id).toBe(5)
  })

  it('accepts an already parsed bundle as well as JSON text with a byte order mark', async () => {
    await importBundle(bundleWith({ lists: [FILE_LIST] }))
    expect(await getList(LIST_A)).toEqual(FILE_LIST)
    await importBundle(`\uFEFF${JSON.stringify(bundleWith({ cats: [FILE_CAT] }))}`)
    expect(await getCats(LIST_A)).toEqual([FILE_CAT])
  })

  it("accepts the spec's bare shape, { cats, lists } without version or time, as the current format", async () => {
    const text = JSON.stringify({ cats: [FILE_CAT], lists: [FILE_LIST] })
    expect(await importBundle(text)).toEqual({ lists: 1, cats: 1, warnings: [], account: false })
    expect(await getList(LIST_A)).toEqual(FILE_LIST)
    expect(await getCats(LIST_A)).toEqual([FILE_CAT])
  })

  it('still refuses a bare { cats, lists } whose entries are malformed or that carries unknown fields', async () => {
    await expect(importBundle({ cats: [{ ...FILE_CAT, level: 'ten' }], lists: [FILE_LIST] })).rejects.toThrow(/^Import failed: cat 1, level: /)
    await expect(importBundle({ cats: [], lists: [], extra: true })).rejects.toThrow(/^Import failed: the file: Unrecognized key: "extra"/)
    await expect(importBundle({ cats: [], lists: [], exportedAt: 'yesterday' })).rejects.toThrow(/^Import failed: exportedAt: /)
    await expect(importBundle({ cats: [] })).rejects.toThrow(IMPORT_NOT_A_BUNDLE)
    expect((await getLists()).map((list) => list.id)).not.toContain(LIST_A)
  })

  it('replaces a list and a cat that have the same ids, and deletes nothing', async () => {
    await seedPlayerData()
    const before = await storedData()
    const list = { ...FILE_LIST, name: 'Uber fest 2', levelMode: 'your-levels' }
    const cat = { ...FILE_CAT, id: 3, unitId: 643, level: 70 }
    // The local cat (level 60) was saved after the file's (level 70, updatedAt 40): replaced, and said so.
    expect(await importBundle(bundleWith({ lists: [list], cats: [cat] }))).toEqual({
      lists: 1,
      cats: 1,
      warnings: ['The file replaced newer changes: 1 cat had been changed here after the file was saved.'],
      account: false,
    })
    expect(await storedData()).toEqual({
      ...before,
      lists: before.lists.map((old) => (old.id === LIST_A ? list : old)),
      cats: before.cats.map((old) => (old.id === 3 ? cat : old)),
    })
  })

  it('says when an older file replaces lists or cats changed here since, and not when it brings the same values', async () => {
    await seedPlayerData()
    const text = JSON.stringify(await exportBundle())
    // Importing its own export again changes nothing back: no warning.
    expect((await importBundle(text)).warnings).toEqual([])
    advanceClock(1_000)
    await renameList(LIST_B, 'Cheese squad')
    const [edited] = await getCats(LIST_B)
    await updateCat(edited!.id, { level: 45 })
    expect((await importBundle(text)).warnings).toEqual(['The file replaced newer changes: 1 list and 1 cat had been changed here after the file was saved.'])
    expect((await getCats(LIST_B))[0]?.level).toBe(30)
  })

  it('updates the local cat of the same unit in the same list, keeping its id, instead of adding a twin', async () => {
    await seedPlayerData()
    const fileCat = { ...FILE_CAT, id: 77, listId: LIST_B, unitId: 25, level: 55 }
    await importBundle(bundleWith({ cats: [fileCat] }))
    expect(await getCats(LIST_B)).toEqual([{ ...fileCat, id: 4 }])
    expect((await storedData()).cats).toHaveLength(3)
  })

  it('never overwrites a different local cat that happens to have the same id', async () => {
    await seedPlayerData()
    const [localCat] = await getCats(MAIN_LIST_ID)
    const fileCat = { ...FILE_CAT, id: 1, listId: MAIN_LIST_ID, unitId: 999 }
    await importBundle(bundleWith({ cats: [fileCat] }))
    const mainCats = await getCats(MAIN_LIST_ID)
    expect(mainCats[0]).toEqual(localCat)
    expect(mainCats[1]).toEqual({ ...fileCat, id: 5 })
  })

  it('gives a moved cat a new id only after every cat that keeps its id is written', async () => {
    await addCat(MAIN_LIST_ID, { unitId: 1, formIndex: 0, level: 1, plusLevel: 0 })
    const clashing = { ...FILE_CAT, id: 1, listId: MAIN_LIST_ID, unitId: 2 }
    const free = { ...FILE_CAT, id: 2, listId: MAIN_LIST_ID, unitId: 3 }
    await importBundle(bundleWith({ cats: [clashing, free] }))
    expect((await getCats(MAIN_LIST_ID)).map((cat) => [cat.id, cat.unitId])).toEqual([
      [1, 1],
      [2, 3],
      [3, 2],
    ])
  })

  it('lets a file list rename the local list with its id', async () => {
    await seedPlayerData()
    await importBundle(bundleWith({ lists: [{ ...FILE_LIST, id: LIST_B, name: 'Renamed elsewhere' }] }))
    expect((await getList(LIST_B)).name).toBe('Renamed elsewhere')
  })

  it('keeps the main list named My Cats whatever name the file gives it (the spec: "shown as My Cats"; it has no Rename)', async () => {
    await seedPlayerData()
    await importBundle(bundleWith({ lists: [{ ...FILE_LIST, id: MAIN_LIST_ID, name: 'Renamed main' }] }))
    expect((await getList(MAIN_LIST_ID)).name).toBe('My Cats')
  })

  it('adds cats to a local list that is not in the file', async () => {
    await seedPlayerData()
    const fileCat = { ...FILE_CAT, id: 50, listId: LIST_A, unitId: 100 }
    await importBundle(bundleWith({ cats: [fileCat] }))
    expect(await getCats(LIST_A)).toContainEqual(fileCat)
  })
})

describe('orbs, the account and fields added later', () => {
  /** localStorage of one browser; a new Map is another browser's */
  function useStorage(): Map<string, string> {
    const items = new Map<string, string>()
    const localStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    }
    vi.stubGlobal('window', { localStorage, addEventListener: () => undefined, removeEventListener: () => undefined })
    return items
  }
  const TREASURES = {
    ...MAXED_TREASURES,
    attackTreasure: 250,
    redTreasure: 100,
    blackTreasure: 120,
    alienTreasure: 0,
    researchLevel: 25,
    walletTreasure: 180,
    mysteryMask2: 40,
  }
  /** the account as the site stored and exported it before each treasure kind (version 1) */
  const V1_TREASURES = { attackTreasure: 250, hpTreasure: 300, fruitTreasure: 100, alienTreasure: 0, researchLevel: 25, cooldownTreasure: 300 }
  /** V1_TREASURES read today: the fruit treasure on each of its six traits, every treasure it did not have maxed */
  const V1_READ = {
    ...MAXED_TREASURES,
    attackTreasure: 250,
    ...Object.fromEntries(LEGACY_FRUIT_KEYS.map((key) => [key, 100])),
    alienTreasure: 0,
    researchLevel: 25,
  }

  it("carries a saved cat's orbs and the account through export, an empty browser and import", async () => {
    useStorage()
    await openCodexDb()
    const cat = await addCat(MAIN_LIST_ID, { unitId: 25, formIndex: 2, level: 50, plusLevel: 0, orbs: ['attack-red-S'] })
    expect(cat.orbs).toEqual(['attack-red-S'])
    expect(saveAccountTreasures(TREASURES)).toBe(true)
    const text = JSON.stringify(await exportBundle())
    expect(JSON.parse(text).account).toEqual({ version: 2, treasures: TREASURES })

    await switchToEmptyBrowser()
    useStorage()
    expect(readAccount()).toBeNull()
    expect(await importBundle(text)).toEqual({ lists: 1, cats: 1, warnings: [], account: true })
    expect((await getCats(MAIN_LIST_ID))[0]?.orbs).toEqual(['attack-red-S'])
    expect(readAccount()?.treasures).toEqual(TREASURES)
  })

  it('carries what the player owns with the account, and keeps it when a file has none (issue 46 point 3)', async () => {
    const OWNED = { xp: 1_500_000, np: 240, materials: { '38': 7, '40': 1 } }
    useStorage()
    expect(saveAccountOwned(OWNED)).toBe(true)
    // the treasures saved after keep it
    expect(saveAccountTreasures(TREASURES)).toBe(true)
    const text = JSON.stringify(await exportBundle())
    expect(JSON.parse(text).account).toEqual({ version: 2, treasures: TREASURES, owned: OWNED })

    await switchToEmptyBrowser()
    useStorage()
    expect(await importBundle(text)).toMatchObject({ account: true })
    expect(readAccount()).toEqual({ version: 2, treasures: TREASURES, owned: OWNED })
    // an account exported before owned counts were kept replaces the treasures and leaves the counts
    const older = { version: 1, exportedAt: START_TIME, lists: [FILE_LIST], cats: [FILE_CAT], account: { version: 2, treasures: MAXED_TREASURES } }
    expect(await importBundle(JSON.stringify(older))).toMatchObject({ account: true })
    expect(readAccount()).toEqual({ version: 2, treasures: MAXED_TREASURES, owned: OWNED })
  })

  it('takes orbs off a saved cat with an empty list', async () => {
    await openCodexDb()
    const cat = await addCat(MAIN_LIST_ID, { unitId: 25, formIndex: 2, level: 50, plusLevel: 0, orbs: ['attack-red-S'] })
    expect((await updateCat(cat.id, { orbs: [] })).orbs).toBeUndefined()
    expect((await updateCat(cat.id, { orbs: ['none', 'defense-metal-A'] })).orbs).toEqual(['none', 'defense-metal-A'])
  })

  it('imports an export made before orbs and accounts, and keeps the account the browser has', async () => {
    useStorage()
    expect(saveAccountTreasures(TREASURES)).toBe(true)
    // today's format (version 1): no orbs on cats, no account
    const old = { version: 1, exportedAt: START_TIME, lists: [FILE_LIST], cats: [FILE_CAT] }
    expect(await importBundle(JSON.stringify(old))).toEqual({ lists: 1, cats: 1, warnings: [], account: false })
    expect(await getCats(LIST_A)).toEqual([FILE_CAT])
    expect(readAccount()?.treasures).toEqual(TREASURES)
  })

  it("imports an export whose account has today's shape (version 1, one fruit treasure) with nothing lost", async () => {
    useStorage()
    const old = { version: 1, exportedAt: START_TIME, lists: [FILE_LIST], cats: [FILE_CAT], account: { version: 1, treasures: V1_TREASURES } }
    expect(await importBundle(JSON.stringify(old))).toEqual({ lists: 1, cats: 1, warnings: [], account: true })
    expect(readAccount()?.treasures).toEqual(V1_READ)
    // and it exports again in the new shape, the same values
    expect((await exportBundle()).account).toEqual({ version: 2, treasures: V1_READ })
  })

  it("reads an account this browser stored in today's shape, and saves over it in the new one", () => {
    const items = useStorage()
    items.set(ACCOUNT_STORAGE_KEY, JSON.stringify({ version: 1, treasures: V1_TREASURES }))
    expect(readAccount()).toEqual({ version: 2, treasures: V1_READ })
    expect(saveAccountTreasures({ ...V1_READ, neutrino: 10 })).toBe(true)
    expect(JSON.parse(items.get(ACCOUNT_STORAGE_KEY) ?? 'null')).toEqual({ version: 2, treasures: { ...V1_READ, neutrino: 10 } })
  })

  it('refuses an orb that is no orb text, and a bad account, naming the place', async () => {
    await expect(importBundle(bundleWith({ lists: [FILE_LIST], cats: [{ ...FILE_CAT, orbs: ['attack-red-Z'] }] }))).rejects.toThrow(
      /^Import failed: cat 1, orbs/,
    )
    await expect(importBundle({ ...bundleWith({}), account: { version: 1, treasures: { ...TREASURES, attackTreasure: 999 } } })).rejects.toThrow(
      /^Import failed: account/,
    )
  })

  it('passes every field the record schema declares, and only those', () => {
    // a field a later version declares as optional (a list's lineup) is carried the same way as orbs here
    const record = { ...FILE_CAT, orbs: ['attack-red-S'], junk: 1 }
    expect(knownFields(savedCat, record)).toEqual({ ...FILE_CAT, orbs: ['attack-red-S'] })
  })
})

describe('importBundle refuses a bad file and changes nothing', () => {
  async function expectRefused(input: unknown, message: string): Promise<void> {
    await seedPlayerData()
    const before = await storedData()
    await expectCodexError(() => importBundle(input), 'invalid-import', message)
    expect(await storedData()).toEqual(before)
  }

  it('refuses text over 5 MB, such as 10 MB of junk', async () => {
    await expectRefused('x'.repeat(10 * 1024 * 1024), IMPORT_TOO_LARGE)
    await expectCodexError(() => importBundle(' '.repeat(MAX_IMPORT_TEXT_LENGTH + 1)), 'invalid-import', IMPORT_TOO_LARGE)
  })

  it.each(['', 'not json {', '{"version": 1,', '['.repeat(100_000), "{'version': 1}"])('refuses text that is not JSON: %#', async (text) => {
    await expectRefused(text, IMPORT_NOT_JSON)
  })

  it.each([
    ['null', null],
    ['a number', 42],
    ['a string of JSON', '"bundle"'],
    ['an array', []],
    ['an empty object', {}],
    ['lists that are not an array', { version: 1, exportedAt: 0, lists: {}, cats: [] }],
    ['no cats', { version: 1, exportedAt: 0, lists: [] }],
    ['an inherited version', Object.assign(Object.create({ version: 1 }) as object, { lists: [], cats: [] })],
  ])('refuses %s as not being an export', async (_, input) => {
    await expectRefused(input, IMPORT_NOT_A_BUNDLE)
  })

  it.each([2, 0, '1', null])('refuses version %j', async (version) => {
    await expectRefused({ ...bundleWith({}), version }, IMPORT_UNSUPPORTED_VERSION)
  })

  it('refuses more cats than an export can hold without checking each one', async () => {
    await expectRefused(bundleWith({ cats: new Array<null>(MAX_BUNDLE_CATS + 1).fill(null) }), IMPORT_TOO_MANY)
  })

  it.each([
    ['a list name that is not text', { lists: [{ ...FILE_LIST, name: 42 }] }, `list 1, name: ${LIST_NAME_NOT_TEXT}`],
    ['a 1 MB list name', { lists: [{ ...FILE_LIST, name: 'n'.repeat(1 << 20) }] }, `list 1, name: ${LIST_NAME_TOO_LONG}`],
    ['a list id that is not a UUID', { lists: [{ ...FILE_LIST, id: '../../etc' }] }, `list 1, id: ${LIST_ID_INVALID}`],
    ['a list id of __proto__', { lists: [{ ...FILE_LIST, id: '__proto__' }] }, `list 1, id: ${LIST_ID_INVALID}`],
    ['an unknown level mode', { lists: [{ ...FILE_LIST, levelMode: 'turbo' }] }, `list 1, levelMode: ${LEVEL_MODE_INVALID}`],
    ['a negative timestamp', { lists: [{ ...FILE_LIST, createdAt: -1 }] }, `list 1, createdAt: ${TIMESTAMP_INVALID}`],
    ['a timestamp as text', { cats: [{ ...FILE_CAT, addedAt: '2025-01-01' }] }, `cat 1, addedAt: ${TIMESTAMP_INVALID}`],
    ['a level as text', { cats: [{ ...FILE_CAT, level: '30' }] }, `cat 1, level: ${LEVEL_INVALID}`],
    ['a cat id of 0', { cats: [{ ...FILE_CAT, id: 0 }] }, `cat 1, id: ${CAT_ID_INVALID}`],
    ['a fractional cat id', { cats: [{ ...FILE_CAT, id: 1.5 }] }, `cat 1, id: ${CAT_ID_INVALID}`],
    ['a cat id near 2^53', { cats: [{ ...FILE_CAT, id: 2 ** 53 - 1 }] }, `cat 1, id: ${CAT_ID_INVALID}`],
    ['a cat without an id', { cats: [{ ...FILE_CAT, id: undefined }] }, `cat 1, id: ${CAT_ID_INVALID}`],
    ['a cat that is not an object', { cats: ['cat'] }, 'cat 1: Invalid input: expected object, received string'],
    ['an extra field', { cats: [{ ...FILE_CAT, owner: 'me' }] }, 'cat 1: Unrecognized key: "owner"'],
  ])('refuses %s, saying where', async (_, change, where) => {
    await expectRefused(bundleWith(change), `Import failed: ${where}`)
  })

  it('counts the other problems it found', async () => {
    const cats = [
      { ...FILE_CAT, level: 0 },
      { ...FILE_CAT, id: -1 },
      { ...FILE_CAT, plusLevel: 'max' },
    ]
    await expectRefused(bundleWith({ cats }), `Import failed: cat 1, level: ${LEVEL_INVALID} (and 2 more problems)`)
  })

  it('refuses a cat whose list is neither in the file nor saved', async () => {
    const cats = [{ ...FILE_CAT, listId: '9d2f2a39-6a5e-4e0e-8a53-0c2c1f6c3f70' }]
    await expectRefused(bundleWith({ cats }), 'Import failed: cat 1 belongs to a list that is neither in the file nor among your lists')
  })

  it.each([
    ['another local list', [{ ...FILE_LIST, id: LIST_B, name: 'uber FEST' }]],
    ['the main list', [{ ...FILE_LIST, id: LIST_B, name: 'My Cats' }]],
    [
      'a local list renamed in the same file',
      [
        { ...FILE_LIST, id: LIST_A, name: 'Cheese team' },
        { ...FILE_LIST, id: LIST_B, name: 'Uber fest' },
      ],
    ],
  ])('refuses a list that takes the name of %s', async (_, lists) => {
    await expectRefused(bundleWith({ lists }), `Import failed: A list with this name already exists: "${lists[0]?.name}"`)
  })

  it('refuses lists, cats and units repeated inside the file', async () => {
    const otherList = { ...FILE_LIST, id: LIST_B, name: 'Other' }
    await expectRefused(bundleWith({ lists: [FILE_LIST, otherList, FILE_LIST] }), 'Import failed: lists 1 and 3 have the same id')
    await expectCodexError(
      () => importBundle(bundleWith({ lists: [FILE_LIST, { ...otherList, name: 'imported' }] })),
      'invalid-import',
      'Import failed: lists 1 and 2 are both named "imported"',
    )
    await expectCodexError(
      () => importBundle(bundleWith({ lists: [FILE_LIST], cats: [FILE_CAT, { ...FILE_CAT, unitId: 8 }] })),
      'invalid-import',
      'Import failed: cats 1 and 2 have the same id',
    )
    await expectCodexError(
      () => importBundle(bundleWith({ lists: [FILE_LIST], cats: [FILE_CAT, { ...FILE_CAT, id: 2 }] })),
      'invalid-import',
      'Import failed: cats 1 and 2 are the same unit in the same list',
    )
    expect((await storedData()).lists.map((list) => list.name)).not.toContain('Imported')
  })

  it.each([
    ['at the top', `{"version":1,"exportedAt":0,"lists":[],"cats":[],"__proto__":{"polluted":true}}`, 'the file: Unrecognized key: "__proto__"'],
    [
      'in a list',
      `{"version":1,"exportedAt":0,"lists":[${JSON.stringify(FILE_LIST).slice(0, -1)},"__proto__":{"polluted":true}}],"cats":[]}`,
      'list 1: Unrecognized key: "__proto__"',
    ],
    [
      'as constructor.prototype in a cat',
      `{"version":1,"exportedAt":0,"lists":[],"cats":[${JSON.stringify(FILE_CAT).slice(0, -1)},"constructor":{"prototype":{"polluted":true}}}]}`,
      'cat 1: Unrecognized key: "constructor"',
    ],
  ])('refuses prototype-pollution keys %s and pollutes nothing', async (_, text, where) => {
    await expectRefused(text, `Import failed: ${where}`)
    expect(Object.prototype).not.toHaveProperty('polluted')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('writes nothing at all when saving fails part-way, because it is one transaction', async () => {
    await seedPlayerData()
    const before = await storedData()
    const { put, add } = IDBObjectStore.prototype
    function failOnCats(write: typeof put) {
      return function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
        if (this.name === 'savedCats') throw new DOMException('quota exceeded', 'QuotaExceededError')
        return write.call(this, value, key)
      }
    }
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(failOnCats(put))
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(failOnCats(add))
    const lists = [FILE_LIST, { ...FILE_LIST, id: LIST_B, name: 'Second' }]
    const cats = [FILE_CAT, { ...FILE_CAT, id: 9, listId: LIST_B, unitId: 9 }]
    const error = await expectCodexError(() => importBundle(bundleWith({ lists, cats })), 'invalid-import', IMPORT_NOT_SAVED)
    expect(error.cause).toMatchObject({ name: 'QuotaExceededError' })
    vi.restoreAllMocks()
    expect(await storedData()).toEqual(before)
  })
})
