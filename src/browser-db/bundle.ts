import { z } from '../domain/zod-mini.ts'
import { readAccount, readAccountText, restoreAccountText, saveAccount } from '../browser/account-store.ts'
import { accountSchema } from '../domain/settings/account.ts'
import { toCatList } from './cat-lists.ts'
import { inTransaction } from './database.ts'
import { CodexDbError, DUPLICATE_LIST_NAME, fail, logLine } from './errors.ts'
import { countChanges, newerChanges, sameChanges, type NewerChanges } from './import-changes.ts'
import { toSavedCat } from './saved-cats.ts'
import {
  CAT_LISTS_STORE,
  LIST_ID_INDEX,
  SAVED_CATS_STORE,
  catList,
  LINEUP_INVALID,
  lineup as lineupSchema,
  listNameKey,
  MAIN_LIST_ID,
  MAIN_LIST_NAME,
  MAX_LIST_NAME_LENGTH,
  savedCat,
  timestamp,
  type CatList,
  type SavedCat,
  type SavedCatRecord,
} from './schema.ts'

export const BUNDLE_VERSION = 1
export const MAX_IMPORT_TEXT_LENGTH = 5 * 1024 * 1024
export const MAX_BUNDLE_LISTS = 1_000
export const MAX_BUNDLE_CATS = 100_000

export const IMPORT_FAILED = 'Import failed'
export const IMPORT_TOO_LARGE = `${IMPORT_FAILED}: the file is larger than 5 MB`
export const IMPORT_NOT_JSON = `${IMPORT_FAILED}: the file is not valid JSON`
export const IMPORT_NOT_A_BUNDLE = `${IMPORT_FAILED}: the file is not a Battle Cats Codex export`
export const IMPORT_UNSUPPORTED_VERSION = `${IMPORT_FAILED}: this export comes from an unsupported version of Battle Cats Codex`
export const IMPORT_TOO_MANY = `${IMPORT_FAILED}: the file has more than ${MAX_BUNDLE_LISTS} lists or more than ${MAX_BUNDLE_CATS} cats`
export const IMPORT_NOT_SAVED = `${IMPORT_FAILED}: your lists could not be saved, nothing was changed`
export const UNDO_CHANGED_SINCE = 'The import cannot be undone: your lists or account changed after it. Nothing was changed'
export const UNDO_NOT_SAVED = 'The import could not be undone: your lists could not be saved. Nothing was changed'
export const UNDO_ACCOUNT_NOT_SAVED = 'The import was undone, but the browser refused to put your account back'

export const exportBundleSchema = z.strictObject({
  version: z.literal(BUNDLE_VERSION),
  exportedAt: timestamp,
  lists: z.array(catList).check(z.maxLength(MAX_BUNDLE_LISTS)),
  cats: z.array(savedCat).check(z.maxLength(MAX_BUNDLE_CATS)),
  /** the player's treasures (localStorage); absent in exports made before accounts, or with none saved */
  account: z.optional(z.lazy(accountSchema)),
})
export type ExportBundle = z.infer<typeof exportBundleSchema>

/** What an import reads: an export, or the spec's bare { cats, lists } without version and time. */
const importBundleSchema = z.strictObject({
  version: z.optional(z.literal(BUNDLE_VERSION)),
  exportedAt: z.optional(timestamp),
  lists: exportBundleSchema.shape.lists,
  cats: exportBundleSchema.shape.cats,
  account: exportBundleSchema.shape.account,
})
export type ImportedBundle = Pick<ExportBundle, 'lists' | 'cats' | 'account'>

export interface ImportResult {
  lists: number
  cats: number
  /** what was left out without failing the import (a list's malformed lineup), one sentence each */
  warnings: string[]
  /** the file's account replaced the one in this browser */
  account: boolean
}

/** Everything the player saved, as plain JSON-serializable data. */
export async function exportBundle(): Promise<ExportBundle> {
  const [lists, cats] = await inTransaction([CAT_LISTS_STORE, SAVED_CATS_STORE], 'readonly', (tx) =>
    Promise.all([tx.objectStore(CAT_LISTS_STORE).getAll(), tx.objectStore(SAVED_CATS_STORE).getAll()]),
  )
  const saved = readAccount()
  return {
    version: BUNDLE_VERSION,
    exportedAt: Date.now(),
    lists: lists.map(toCatList),
    cats: cats.map((record) => toSavedCat(record)),
    ...(saved ? { account: saved } : {}),
  }
}

/**
 * Upserts every list, then every cat, of an export (JSON text or parsed) in one
 * transaction. The whole file is checked first; on any problem nothing changes.
 * Nothing is ever deleted. What it replaces that was changed here after the file
 * was saved is replaced, and said in a warning (the app asks first: importBundleAsking).
 */
export async function importBundle(input: unknown): Promise<ImportResult> {
  const outcome = await writeBundle(input, 'replace')
  if (outcome.status === 'confirm') throw new Error('unreachable: an import that replaces does not ask')
  return outcome.result
}

/**
 * What an import wrote over, to undo it: each list and cat it wrote, as it was before
 * (null: the import made it) and as the import left it, and the account's stored text.
 */
export type ImportSnapshot = {
  lists: { id: string; before: CatList | null; after: CatList }[]
  cats: { id: number; before: SavedCatRecord | null; after: SavedCatRecord }[]
  /** null: the file had no account and the browser's was left alone */
  account: { before: string | null; after: string | null } | null
}

export type ImportOutcome =
  /** nothing was written: the file would replace these changes made here after it was saved */
  { status: 'confirm'; changes: NewerChanges } | { status: 'imported'; result: ImportResult; undo: ImportSnapshot }

/**
 * importBundle that asks first: when the file would replace lists or cats changed here after
 * it was saved, nothing is written and those changes are answered, to be shown to the player.
 * Called again with the changes the player confirmed, it writes if they are still exactly
 * those (else it asks again). An import answers what it replaced, for undoImport.
 */
export function importBundleAsking(input: unknown, confirmed: NewerChanges = []): Promise<ImportOutcome> {
  return writeBundle(input, confirmed)
}

async function writeBundle(input: unknown, newer: 'replace' | NewerChanges): Promise<ImportOutcome> {
  let read: ReadBundle
  try {
    read = readBundle(input)
  } catch (error) {
    if (error instanceof CodexDbError) console.error(logLine(error))
    throw error
  }
  const { bundle, warnings } = read
  let written: Omit<ImportSnapshot, 'account'> | NewerChanges
  try {
    written = await inTransaction([CAT_LISTS_STORE, SAVED_CATS_STORE], 'readwrite', async (tx) => {
      const lists = tx.objectStore(CAT_LISTS_STORE)
      const cats = tx.objectStore(SAVED_CATS_STORE)
      const [localLists, localCats] = await Promise.all([lists.getAll(), cats.getAll()])
      checkAgainstLocalLists(bundle, localLists)
      const changes = newerChanges(bundle, localLists, localCats)
      if (newer === 'replace') {
        const replacedNewer = newerWarning(changes)
        if (replacedNewer) warnings.push(replacedNewer)
      } else if (changes.length > 0 && !sameChanges(changes, newer)) {
        return changes
      }
      const localListsById = new Map(localLists.map((list) => [list.id, list]))
      const localCatsById = new Map(localCats.map((cat) => [cat.id, cat]))
      const { keyed, fresh } = planCatWrites(bundle.cats, localCats)
      const snapshot: Omit<ImportSnapshot, 'account'> = { lists: [], cats: [] }
      // Requests already issued must not reject unobserved if a later one throws and aborts the transaction.
      const writes: Promise<unknown>[] = []
      const track = (write: Promise<unknown>) => {
        write.catch(() => undefined)
        writes.push(write)
      }
      // A file list without a lineup (an older export, or one dropped as malformed) keeps the lineup this
      // browser has for it: its cats stay (nothing is deleted), and the player's lineup is not lost.
      for (const list of bundle.lists) {
        const before = localListsById.get(list.id) ?? null
        const kept = list.lineup === undefined ? before?.lineup : undefined
        const after = kept ? { ...list, lineup: kept } : list
        snapshot.lists.push({ id: list.id, before, after })
        track(lists.put(after))
      }
      for (const cat of keyed) {
        snapshot.cats.push({ id: cat.id, before: localCatsById.get(cat.id) ?? null, after: cat })
        track(cats.put(cat))
      }
      for (const cat of fresh) {
        track(
          cats.add(cat).then((id) => {
            snapshot.cats.push({ id, before: null, after: { ...cat, id } })
          }),
        )
      }
      await Promise.all(writes)
      return snapshot
    })
  } catch (error) {
    if (error instanceof CodexDbError) throw error
    fail('invalid-import', IMPORT_NOT_SAVED, error)
  }
  if (Array.isArray(written)) return { status: 'confirm', changes: written }
  // After the lists are safely stored: a file without an account leaves the browser's alone.
  // What the player owns stays when the file has none (an export made before it was kept), as a list's lineup does.
  const accountBefore = readAccountText()
  const owned = bundle.account?.owned ?? readAccount()?.owned
  const account = bundle.account ? saveAccount({ ...bundle.account, ...(owned ? { owned } : {}) }) : false
  return {
    status: 'imported',
    result: { lists: bundle.lists.length, cats: bundle.cats.length, warnings, account },
    undo: { ...written, account: account ? { before: accountBefore, after: readAccountText() } : null },
  }
}

/**
 * Puts back what an import wrote over, in one transaction: each list and cat as it was
 * before, and what it added removed; then the account. Only while all of it is still as the
 * import left it (and no cat joined a list the import made): else nothing changes, so
 * nothing saved since is lost.
 */
export async function undoImport(snapshot: ImportSnapshot): Promise<void> {
  if (snapshot.account && readAccountText() !== snapshot.account.after) fail('changed-since-import', UNDO_CHANGED_SINCE)
  try {
    await inTransaction([CAT_LISTS_STORE, SAVED_CATS_STORE], 'readwrite', async (tx) => {
      const lists = tx.objectStore(CAT_LISTS_STORE)
      const cats = tx.objectStore(SAVED_CATS_STORE)
      const [listsNow, catsNow] = await Promise.all([
        Promise.all(snapshot.lists.map((entry) => lists.get(entry.id))),
        Promise.all(snapshot.cats.map((entry) => cats.get(entry.id))),
      ])
      const unchanged =
        snapshot.lists.every((entry, index) => sameRecord(listsNow[index], entry.after)) &&
        snapshot.cats.every((entry, index) => sameRecord(catsNow[index], entry.after))
      if (!unchanged) fail('changed-since-import', UNDO_CHANGED_SINCE)
      for (const entry of snapshot.lists) {
        if (entry.before !== null) continue
        const written = snapshot.cats.filter((cat) => cat.after.listId === entry.id).length
        if ((await cats.index(LIST_ID_INDEX).count(entry.id)) !== written) fail('changed-since-import', UNDO_CHANGED_SINCE)
      }
      const writes: Promise<unknown>[] = []
      const track = (write: Promise<unknown>) => {
        write.catch(() => undefined)
        writes.push(write)
      }
      // What the import made goes first, so that what it replaced finds its names and units free.
      for (const entry of snapshot.cats) if (entry.before === null) track(cats.delete(entry.id))
      for (const entry of snapshot.lists) if (entry.before === null) track(lists.delete(entry.id))
      for (const entry of snapshot.cats) if (entry.before !== null) track(cats.put(entry.before))
      for (const entry of snapshot.lists) if (entry.before !== null) track(lists.put(entry.before))
      await Promise.all(writes)
    })
  } catch (error) {
    if (error instanceof CodexDbError) throw error
    fail('changed-since-import', UNDO_NOT_SAVED, error)
  }
  if (snapshot.account && !restoreAccountText(snapshot.account.before)) fail('unavailable', UNDO_ACCOUNT_NOT_SAVED)
}

/** Two records with the same fields and values, whatever the order of their keys. */
function sameRecord(stored: unknown, expected: unknown): boolean {
  return canonicalJson(stored) === canonicalJson(expected)
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )
}

export type ReadBundle = { bundle: ImportedBundle; warnings: string[] }

/**
 * An export checked as an import checks it, without the browser's lists: the
 * CLI's planning mode reads files with it. Throws CodexDbError without logging.
 */
export function readBundle(input: unknown): ReadBundle {
  const warnings: string[] = []
  const bundle = parseBundle(input, warnings)
  checkInternalConsistency(bundle)
  return { bundle, warnings }
}

function refuse(message: string, cause?: unknown): never {
  throw new CodexDbError('invalid-import', message, cause === undefined ? undefined : { cause })
}

/** JSON text parses to plain objects; anything else (a class instance, a version inherited from a prototype) is not a file's bundle. */
function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

function parseBundle(input: unknown, warnings: string[]): ImportedBundle {
  let data = input
  if (typeof input === 'string') {
    if (input.length > MAX_IMPORT_TEXT_LENGTH) refuse(IMPORT_TOO_LARGE)
    data = parseJson(input.replace(/^\uFEFF/, ''))
  }
  if (
    typeof data !== 'object' ||
    data === null ||
    !isPlainObject(data) ||
    !('lists' in data && 'cats' in data) ||
    !Array.isArray(data.lists) ||
    !Array.isArray(data.cats)
  ) {
    refuse(IMPORT_NOT_A_BUNDLE)
  }
  // The spec's bundle is just { cats, lists }: without a version it is read as today's format.
  if ('version' in data && data.version !== BUNDLE_VERSION) refuse(IMPORT_UNSUPPORTED_VERSION)
  // Checked before zod so a huge array is refused without validating each entry.
  if (data.lists.length > MAX_BUNDLE_LISTS || data.cats.length > MAX_BUNDLE_CATS) refuse(IMPORT_TOO_MANY)
  const result = importBundleSchema.safeParse({ ...data, lists: withoutBadLineups(data.lists, warnings) })
  if (!result.success) {
    const [first, ...others] = result.error.issues
    const more = others.length > 0 ? ` (and ${others.length} more ${others.length === 1 ? 'problem' : 'problems'})` : ''
    refuse(`${IMPORT_FAILED}: ${describePath(first?.path ?? [])}: ${first?.message ?? 'invalid data'}${more}`)
  }
  // The main list is always "My Cats" (the spec; it has no Rename): a file's other name for it is not taken.
  return { ...result.data, lists: result.data.lists.map((list) => (list.id === MAIN_LIST_ID ? { ...list, name: MAIN_LIST_NAME } : list)) }
}

/**
 * A lineup is an extra of a list: a malformed one is dropped with a warning
 * naming the list, and the list, its cats and the rest of the file import.
 */
function withoutBadLineups(lists: unknown[], warnings: string[]): unknown[] {
  return lists.map((list, index) => {
    if (typeof list !== 'object' || list === null || !('lineup' in list) || list.lineup === undefined) return list
    if (lineupSchema.safeParse(list.lineup).success) return list
    const { lineup: _dropped, ...rest } = list
    const name = 'name' in list && typeof list.name === 'string' ? `"${list.name.slice(0, MAX_LIST_NAME_LENGTH)}"` : String(index + 1)
    warnings.push(`The lineup of list ${name} was not imported: ${LINEUP_INVALID}.`)
    return rest
  })
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    return refuse(IMPORT_NOT_JSON, error)
  }
}

/** ["cats", 2, "level"] → "cat 3, level": numbered as a player counts. */
function describePath(path: readonly PropertyKey[]): string {
  const [collection, index, ...rest] = path
  if ((collection === 'lists' || collection === 'cats') && typeof index === 'number') {
    const entry = `${collection === 'lists' ? 'list' : 'cat'} ${index + 1}`
    return rest.length > 0 ? `${entry}, ${rest.map(String).join('.')}` : entry
  }
  return path.length > 0 ? path.map(String).join('.') : 'the file'
}

function checkInternalConsistency(bundle: ImportedBundle): void {
  const listIds = new Map<string, number>()
  const listNames = new Map<string, number>()
  bundle.lists.forEach((list, index) => {
    const sameId = listIds.get(list.id)
    if (sameId !== undefined) refuse(`${IMPORT_FAILED}: lists ${sameId + 1} and ${index + 1} have the same id`)
    listIds.set(list.id, index)
    const sameName = listNames.get(listNameKey(list.name))
    if (sameName !== undefined) {
      refuse(`${IMPORT_FAILED}: lists ${sameName + 1} and ${index + 1} are both named "${list.name}"`)
    }
    listNames.set(listNameKey(list.name), index)
  })
  const catIds = new Map<number, number>()
  const units = new Map<string, number>()
  bundle.cats.forEach((cat, index) => {
    const sameId = catIds.get(cat.id)
    if (sameId !== undefined) refuse(`${IMPORT_FAILED}: cats ${sameId + 1} and ${index + 1} have the same id`)
    catIds.set(cat.id, index)
    const sameUnit = units.get(unitKey(cat))
    if (sameUnit !== undefined) {
      refuse(`${IMPORT_FAILED}: cats ${sameUnit + 1} and ${index + 1} are the same unit in the same list`)
    }
    units.set(unitKey(cat), index)
  })
}

/**
 * A file list may replace the local list with its id, but not take the name of
 * another local list: silently renaming either would surprise the player.
 */
function checkAgainstLocalLists(bundle: ImportedBundle, localLists: CatList[]): void {
  const localNames = new Map(localLists.map((list) => [listNameKey(list.name), list.id]))
  for (const list of bundle.lists) {
    const owner = localNames.get(listNameKey(list.name))
    if (owner !== undefined && owner !== list.id) {
      fail('invalid-import', `${IMPORT_FAILED}: ${DUPLICATE_LIST_NAME}: "${list.name}"`)
    }
  }
  const knownListIds = new Set([...localLists, ...bundle.lists].map((list) => list.id))
  bundle.cats.forEach((cat, index) => {
    if (!knownListIds.has(cat.listId)) {
      fail('invalid-import', `${IMPORT_FAILED}: cat ${index + 1} belongs to a list that is neither in the file nor among your lists`)
    }
  })
}

/**
 * A cat is identified by its list and unit, not by its numeric id: ids from
 * another browser can belong to a different local cat, which must survive.
 * Cats with a free id keep it (an export restores exactly into an empty
 * database); the rest get a new id after every kept one is written.
 */
function planCatWrites(fileCats: SavedCat[], localCats: SavedCatRecord[]) {
  const localIdByUnit = new Map(localCats.map((cat) => [unitKey(cat), cat.id]))
  const takenIds = new Set(localCats.map((cat) => cat.id))
  const keyed: SavedCat[] = []
  const fresh: SavedCatRecord[] = []
  for (const cat of fileCats) {
    const localId = localIdByUnit.get(unitKey(cat))
    if (localId !== undefined) keyed.push({ ...cat, id: localId })
    else if (!takenIds.has(cat.id)) keyed.push(cat)
    else fresh.push(withoutId(cat))
  }
  return { keyed, fresh }
}

/**
 * importBundle replaces what it names (the spec's upsert), newer or not: an older backup brings back
 * older levels. Said, so that nothing is replaced unseen: how many lists and cats here were changed
 * after the file's copies of them.
 */
function newerWarning(changes: NewerChanges): string | null {
  const { lists, cats } = countChanges(changes)
  if (lists + cats === 0) return null
  const counted = [lists > 0 ? `${lists} ${lists === 1 ? 'list' : 'lists'}` : null, cats > 0 ? `${cats} ${cats === 1 ? 'cat' : 'cats'}` : null]
    .filter(Boolean)
    .join(' and ')
  return `The file replaced newer changes: ${counted} had been changed here after the file was saved.`
}

function withoutId(cat: SavedCat): SavedCatRecord {
  const record: SavedCatRecord = { ...cat }
  delete record.id
  return record
}

function unitKey(cat: { listId: string; unitId: number }): string {
  return JSON.stringify([cat.listId, cat.unitId])
}
