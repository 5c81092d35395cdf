import type { CatList, LevelMode, Lineup, SavedCat, SavedCatRecord } from './schema.ts'

/**
 * What an import would change back: the lists and cats this browser changed after the file's
 * copies of them were saved. Pure, so the confirmation the player answers is computed, and
 * tested, apart from the database.
 */

export type ListDifference =
  { field: 'name'; here: string; file: string } | { field: 'levelMode'; here: LevelMode; file: LevelMode } | { field: 'lineup'; here: Lineup; file: Lineup }

export type CatLevel = { level: number; plusLevel: number }

export type CatDifference =
  | { field: 'form'; here: number; file: number }
  | { field: 'level'; here: CatLevel; file: CatLevel }
  | { field: 'talents'; here: number[]; file: number[] }
  | { field: 'orbs'; here: string[]; file: string[] }

export type CatChange = {
  unitId: number
  /** the form saved here, which names the cat as the player knows it */
  formIndex: number
  differences: CatDifference[]
}

export type ListChanges = {
  listId: string
  /** the list's name here */
  name: string
  /** what the file changes of the list itself; empty when only its cats change */
  differences: ListDifference[]
  /** the list's cats the file changes back, in the file's order */
  cats: CatChange[]
  /** the form each unit of a changed lineup is saved at (here, else in the file), to name it */
  unitForms: Record<number, number>
}

/** Per list, in the order of the lists here: what the file would replace that is newer here. Empty: nothing. */
export type NewerChanges = ListChanges[]

/**
 * The lists and cats the file would replace though they were changed here after the file's
 * copies: later here, and with other values (the same values saved later, as the empty My Cats a
 * new browser made, change nothing back). A list never changed since it was made holds nothing of
 * the player's; a file list without a lineup keeps this browser's (importBundle), so only a
 * lineup the file brings counts.
 */
export function newerChanges(
  file: { lists: readonly CatList[]; cats: readonly SavedCat[] },
  localLists: readonly CatList[],
  localCats: readonly SavedCatRecord[],
): NewerChanges {
  const listsById = new Map(localLists.map((list) => [list.id, list]))
  const catsByUnit = new Map(localCats.map((cat) => [unitKey(cat), cat]))
  const listDifferences = new Map<string, ListDifference[]>()
  for (const list of file.lists) {
    const local = listsById.get(list.id)
    if (local === undefined || local.updatedAt <= local.createdAt || local.updatedAt <= list.updatedAt) continue
    const differences = differencesOfList(local, list)
    if (differences.length > 0) listDifferences.set(list.id, differences)
  }
  const catChanges = new Map<string, CatChange[]>()
  for (const cat of file.cats) {
    const local = catsByUnit.get(unitKey(cat))
    if (local === undefined || local.updatedAt <= cat.updatedAt) continue
    const differences = differencesOfCat(local, cat)
    if (differences.length === 0) continue
    const changes = catChanges.get(cat.listId) ?? []
    changes.push({ unitId: cat.unitId, formIndex: local.formIndex, differences })
    catChanges.set(cat.listId, changes)
  }
  const fileListNames = new Map(file.lists.map((list) => [list.id, list.name]))
  // (A cat's list is here; the file's name, then its id, name one that is somehow missing.)
  const listIds = [...new Set([...localLists.map((list) => list.id), ...catChanges.keys()])]
  return listIds.flatMap((listId) => {
    const differences = listDifferences.get(listId) ?? []
    const cats = catChanges.get(listId) ?? []
    if (differences.length === 0 && cats.length === 0) return []
    const name = listsById.get(listId)?.name ?? fileListNames.get(listId) ?? listId
    return [{ listId, name, differences, cats, unitForms: lineupForms(listId, differences, localCats, file.cats) }]
  })
}

/** The form each unit of a changed lineup is saved at, here or else in the file, to name it. */
function lineupForms(
  listId: string,
  differences: readonly ListDifference[],
  localCats: readonly SavedCatRecord[],
  fileCats: readonly SavedCat[],
): Record<number, number> {
  const units = new Set(differences.flatMap((difference) => (difference.field === 'lineup' ? [...difference.here, ...difference.file] : [])))
  const forms: Record<number, number> = {}
  if (units.size === 0) return forms
  for (const cat of [...fileCats, ...localCats]) {
    if (cat.listId === listId && units.has(cat.unitId)) forms[cat.unitId] = cat.formIndex
  }
  return forms
}

/** How many lists themselves and how many cats the changes replace. */
export function countChanges(changes: NewerChanges): { lists: number; cats: number } {
  return {
    lists: changes.filter((list) => list.differences.length > 0).length,
    cats: changes.reduce((sum, list) => sum + list.cats.length, 0),
  }
}

/** The same changes (those the player saw are still the ones the import would make). */
export function sameChanges(a: NewerChanges, b: NewerChanges): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

function differencesOfList(here: CatList, file: CatList): ListDifference[] {
  const differences: ListDifference[] = []
  if (here.name !== file.name) differences.push({ field: 'name', here: here.name, file: file.name })
  if (here.levelMode !== file.levelMode) differences.push({ field: 'levelMode', here: here.levelMode, file: file.levelMode })
  if (file.lineup !== undefined && !sameValues(here.lineup ?? [], file.lineup)) {
    differences.push({ field: 'lineup', here: [...(here.lineup ?? [])], file: [...file.lineup] })
  }
  return differences
}

function differencesOfCat(here: SavedCatRecord, file: SavedCat): CatDifference[] {
  const differences: CatDifference[] = []
  if (here.formIndex !== file.formIndex) differences.push({ field: 'form', here: here.formIndex, file: file.formIndex })
  if (here.level !== file.level || here.plusLevel !== file.plusLevel) {
    differences.push({ field: 'level', here: { level: here.level, plusLevel: here.plusLevel }, file: { level: file.level, plusLevel: file.plusLevel } })
  }
  if (!sameValues(here.talentLevels, file.talentLevels)) differences.push({ field: 'talents', here: [...here.talentLevels], file: [...file.talentLevels] })
  if (!sameValues(here.orbs ?? [], file.orbs ?? [])) differences.push({ field: 'orbs', here: [...(here.orbs ?? [])], file: [...(file.orbs ?? [])] })
  return differences
}

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index])
}

function unitKey(cat: { listId: string; unitId: number }): string {
  return JSON.stringify([cat.listId, cat.unitId])
}
