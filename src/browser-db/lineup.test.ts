import { describe, expect, it } from 'vitest'
import { exportBundle, importBundle } from './bundle.ts'
import { LINEUP_CAT_NOT_IN_LIST, createList, getList, setLineup } from './cat-lists.ts'
import { openCodexDb } from './database.ts'
import { addCat, getCats, moveCat, removeCat, restoreCat } from './saved-cats.ts'
import { CODEX_DB_VERSION, LINEUP_INVALID, type CatList, type SavedCat } from './schema.ts'
import { START_TIME, expectCodexError, setUpFreshDatabase, switchToEmptyBrowser } from './test-support.ts'

setUpFreshDatabase()

const LIST = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b'
const fileList = (lineup: unknown): CatList & { lineup?: unknown } =>
  ({ id: LIST, name: 'Team', levelMode: 'your-levels', createdAt: 10, updatedAt: 20, lineup }) as CatList
const fileCat = (id: number, unitId: number): SavedCat => ({
  id,
  listId: LIST,
  unitId,
  formIndex: 0,
  level: 10,
  plusLevel: 0,
  talentLevels: [],
  addedAt: 30,
  updatedAt: 40,
})

describe('a list lineup (a field of the list record, database version 1)', () => {
  it('keeps up to ten of the list cats in slot order, gaps as null, and exports them', async () => {
    await openCodexDb()
    expect(CODEX_DB_VERSION).toBe(1)
    const list = await createList('Team')
    for (const unitId of [0, 1, 2]) await addCat(list.id, { unitId, formIndex: 0, level: 10, plusLevel: 0 })
    await setLineup(list.id, [2, null, 0, null, null, 1, null])
    // trailing empty slots are not kept
    expect((await getList(list.id)).lineup).toEqual([2, null, 0, null, null, 1])
    const exported = await exportBundle()
    expect(exported.lists.find((entry) => entry.id === list.id)?.lineup).toEqual([2, null, 0, null, null, 1])
  })

  it('refuses a cat that is not in the list, a unit twice and more than ten slots, changing nothing', async () => {
    await openCodexDb()
    const list = await createList('Team')
    await addCat(list.id, { unitId: 0, formIndex: 0, level: 10, plusLevel: 0 })
    await expectCodexError(() => setLineup(list.id, [0, 5]), 'cat-not-found', LINEUP_CAT_NOT_IN_LIST)
    await expectCodexError(() => setLineup(list.id, [0, 0]), 'invalid-input', LINEUP_INVALID)
    await expectCodexError(
      () =>
        setLineup(
          list.id,
          Array.from({ length: 11 }, () => null),
        ),
      'invalid-input',
      LINEUP_INVALID,
    )
    expect((await getList(list.id)).lineup).toBeUndefined()
  })

  it('an import keeps a good lineup and drops a malformed one with a warning, importing the rest', async () => {
    await switchToEmptyBrowser()
    const good = await importBundle({ version: 1, exportedAt: START_TIME, lists: [fileList([7, null, 8])], cats: [fileCat(1, 7), fileCat(2, 8)] })
    expect(good).toEqual({ lists: 1, cats: 2, warnings: [], account: false })
    expect((await getList(LIST)).lineup).toEqual([7, null, 8])

    await switchToEmptyBrowser()
    const bad = await importBundle({ version: 1, exportedAt: START_TIME, lists: [fileList([7, 7, 'x'])], cats: [fileCat(1, 7)] })
    expect(bad).toEqual({ lists: 1, cats: 1, warnings: [`The lineup of list "Team" was not imported: ${LINEUP_INVALID}.`], account: false })
    const list = await getList(LIST)
    expect(list.name).toBe('Team')
    expect(list.lineup).toBeUndefined()
    expect((await getCats(LIST)).map((cat) => cat.unitId)).toEqual([7])
  })

  it('an import whose list has no lineup, or a malformed one, keeps the lineup this browser has for the list', async () => {
    await switchToEmptyBrowser()
    await importBundle({ version: 1, exportedAt: START_TIME, lists: [fileList([7, null, 8])], cats: [fileCat(1, 7), fileCat(2, 8)] })
    const bad = await importBundle({ version: 1, exportedAt: START_TIME, lists: [fileList([7, 7, 'x'])], cats: [fileCat(1, 7)] })
    expect(bad.warnings).toHaveLength(1)
    expect((await getList(LIST)).lineup).toEqual([7, null, 8])
    const { lineup: _, ...withoutLineup } = fileList(undefined)
    await importBundle({ version: 1, exportedAt: START_TIME, lists: [withoutLineup], cats: [fileCat(1, 7)] })
    expect((await getList(LIST)).lineup).toEqual([7, null, 8])
    // a good lineup in the file replaces it, as the rest of the list is replaced
    await importBundle({ version: 1, exportedAt: START_TIME, lists: [fileList([8])], cats: [fileCat(2, 8)] })
    expect((await getList(LIST)).lineup).toEqual([8])
    // a lineup changed here after the file was saved is replaced with a warning
    await setLineup(LIST, [7, 8])
    const older = await importBundle({ version: 1, exportedAt: START_TIME, lists: [fileList([8])], cats: [fileCat(2, 8)] })
    expect(older.warnings).toEqual(['The file replaced newer changes: 1 list had been changed here after the file was saved.'])
    expect((await getList(LIST)).lineup).toEqual([8])
  })

  it('an export of today (no lineup) still imports', async () => {
    await switchToEmptyBrowser()
    const { lineup: _, ...withoutLineup } = fileList(undefined)
    expect(await importBundle({ lists: [withoutLineup], cats: [fileCat(1, 7)] })).toEqual({ lists: 1, cats: 1, warnings: [], account: false })
  })

  it('Undo of a removal puts the cat back in its lineup slot, unless the slot was taken meanwhile', async () => {
    await openCodexDb()
    const list = await createList('Team')
    const saved = []
    for (const unitId of [0, 1, 2]) saved.push(await addCat(list.id, { unitId, formIndex: 0, level: 10, plusLevel: 0 }))
    await setLineup(list.id, [0, 1, null, 2])
    const { lineupSlot } = await removeCat(saved[1]!.id)
    expect(lineupSlot).toBe(1)
    await restoreCat(saved[1]!, lineupSlot)
    expect((await getList(list.id)).lineup).toEqual([0, 1, null, 2])
    // the last slot, dropped as trailing when its cat left, comes back too
    const last = await removeCat(saved[2]!.id)
    expect((await getList(list.id)).lineup).toEqual([0, 1])
    await restoreCat(saved[2]!, last.lineupSlot)
    expect((await getList(list.id)).lineup).toEqual([0, 1, null, 2])
    // a slot another cat took meanwhile stays with it; the cat comes back to the list alone
    const again = await removeCat(saved[1]!.id)
    const other = await addCat(list.id, { unitId: 5, formIndex: 0, level: 10, plusLevel: 0 })
    await setLineup(list.id, [0, other.unitId, null, 2])
    await restoreCat(saved[1]!, again.lineupSlot)
    expect((await getList(list.id)).lineup).toEqual([0, 5, null, 2])
    expect((await getCats(list.id)).map((cat) => cat.unitId).sort()).toEqual([0, 1, 2, 5])
  })

  it('a cat removed from the list or moved out of it leaves the lineup; putting it back does not refill its slot', async () => {
    await openCodexDb()
    const list = await createList('Team')
    const other = await createList('Other')
    const saved = []
    for (const unitId of [0, 1, 2]) saved.push(await addCat(list.id, { unitId, formIndex: 0, level: 10, plusLevel: 0 }))
    await setLineup(list.id, [0, 1, null, 2])
    await removeCat(saved[1]!.id)
    expect((await getList(list.id)).lineup).toEqual([0, null, null, 2])
    // the trailing slot goes as setLineup drops it
    await moveCat(saved[2]!.id, other.id)
    expect((await getList(list.id)).lineup).toEqual([0])
    await addCat(list.id, { unitId: 1, formIndex: 0, level: 10, plusLevel: 0 })
    expect((await getList(list.id)).lineup).toEqual([0])
    // the exported lineup holds only cats of its list, so it imports again whole (checked below)
    const exported = await exportBundle()
    expect(exported.lists.find((entry) => entry.id === list.id)?.lineup).toEqual([0])
  })
})
