import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { LISTS_MUTATION_KEY, catListsKey } from './list-sync.ts'
// Not the browser-db index: the import and export of lists (bundle.ts) load only when used.
import { createList, deleteList, getList, getLists, renameList, setLevelMode, setLineup } from '../browser-db/cat-lists.ts'
import { addCat, getCats, getFirstCats, getSavedPlaces, moveCat, removeCat, restoreCat, updateCat, type SavedPlace } from '../browser-db/saved-cats.ts'
import type { CatList, CatListSummary, LevelMode, Lineup, NewSavedCat, SavedCat, SavedCatPatch } from '../browser-db/schema.ts'
import type { ImportSnapshot } from '../browser-db/bundle.ts'
import type { NewerChanges } from '../browser-db/import-changes.ts'
import { unitQuery } from './units.ts'
import { getAllUnits, getDataVersion, getUnit } from '../server/units.functions'
import { yieldToBackground } from './yield-to-main.ts'

const FIVE_MINUTES = 5 * 60_000

// Saved lists live in the visitor's IndexedDB: the server has nothing to read,
// so it answers empty and the page fetches after hydration (spec §7).
const isServer = typeof window === 'undefined'

export { catListsKey }
// Under catListsKey: every change that invalidates the lists' counts reads the places again.
export const savedPlacesKey = [...catListsKey, 'places'] as const
export const catListKey = (listId: string) => ['catList', listId] as const
export const savedCatsKey = (listId: string) => ['savedCats', listId] as const

export const catListsQuery = () =>
  queryOptions({
    queryKey: catListsKey,
    queryFn: (): Promise<CatListSummary[]> => (isServer ? Promise.resolve([]) : getLists()),
    staleTime: FIVE_MINUTES,
    // The repository fails only for a reason a retry cannot fix (a missing list, no IndexedDB).
    retry: false,
  })

export const catListQuery = (listId: string) =>
  queryOptions({
    queryKey: catListKey(listId),
    queryFn: (): Promise<CatList | null> => (isServer ? Promise.resolve(null) : getList(listId)),
    staleTime: FIVE_MINUTES,
    retry: false,
  })

export const savedCatsQuery = (listId: string) =>
  queryOptions({
    queryKey: savedCatsKey(listId),
    queryFn: (): Promise<SavedCat[]> => (isServer ? Promise.resolve([]) : getCats(listId)),
    staleTime: FIVE_MINUTES,
    retry: false,
  })

/** How many of a list's first cats are read on their own, so a long list shows rows before it is read whole. */
export const FIRST_CATS = 30

/**
 * The list's first cats and its count. Read again whenever a page asks (it stands in only
 * until the whole list is read, and must not show a cat removed since).
 */
export const firstCatsQuery = (listId: string) =>
  queryOptions({
    queryKey: ['savedCatsFirst', listId] as const,
    queryFn: (): Promise<{ cats: SavedCat[]; count: number }> => (isServer ? Promise.resolve({ cats: [], count: 0 }) : getFirstCats(listId, FIRST_CATS)),
    staleTime: 0,
    gcTime: 30_000,
    retry: false,
  })

/** Which lists hold which unit and form (the "saved in" marks of the unit page and compare rows). */
export const savedPlacesQuery = () =>
  queryOptions({
    queryKey: savedPlacesKey,
    queryFn: (): Promise<SavedPlace[]> => (isServer ? Promise.resolve([]) : getSavedPlaces()),
    staleTime: FIVE_MINUTES,
    retry: false,
  })

/**
 * Above this many different units a list page reads the calculator's file of every cat (one
 * download, cached for good) instead of one request per unit: a thousand requests took seconds.
 */
export const LIST_UNITS_ONE_BY_ONE = 40

export function listUsesAllUnits(distinctUnits: number): boolean {
  return distinctUnits > LIST_UNITS_ONE_BY_ONE
}

// More single answers than this at once would crowd the worker's data cache (300 answers).
const MAX_KEPT_UNITS = 120

/**
 * Fetches, through the service worker, the unit data a list page will ask for, so the list works
 * offline though its page was never opened online: the page a cat was saved from carried its data
 * in the HTML, and an import brings cats no page showed. A list of up to 40 different units asks for
 * each (`unitIds`), a longer one for the file of every cat (`allUnits`), as useListUnits does.
 * Nothing without a worker in control or a connection; at background priority, one at a time.
 */
export function keepForOffline({ unitIds = [], allUnits = false }: { unitIds?: readonly number[]; allUnits?: boolean }): void {
  if (typeof navigator === 'undefined' || !navigator.onLine || !navigator.serviceWorker?.controller) return
  const units = [...new Set(unitIds)].slice(0, MAX_KEPT_UNITS)
  void (async () => {
    for (const unitId of units) {
      await yieldToBackground()
      await getUnit({ data: { unitId } }).catch(() => undefined)
    }
    if (!allUnits) return
    await yieldToBackground()
    const version = await getDataVersion().catch(() => null)
    if (version) await getAllUnits({ data: { hash: version.calculatorHash } }).catch(() => undefined)
  })()
}

/** What an import's lists need kept: each short list's units, and the file of every cat if a list is long. */
export function offlineNeedsOfLists(cats: readonly { listId: string; unitId: number }[]): { unitIds: number[]; allUnits: boolean } {
  const byList = new Map<string, Set<number>>()
  for (const cat of cats) {
    let units = byList.get(cat.listId)
    if (!units) byList.set(cat.listId, (units = new Set()))
    units.add(cat.unitId)
  }
  const unitIds: number[] = []
  let allUnits = false
  for (const units of byList.values()) {
    if (listUsesAllUnits(units.size)) allUnits = true
    else unitIds.push(...units)
  }
  return { unitIds, allUnits }
}

/**
 * Spec §2: the list, its saved cats and the unit data of each saved cat. A
 * failure is left in the query cache for the page to show, not thrown. A long
 * list does not wait for its units: the page shows its rows and fills them in.
 */
export async function prefetchSavedList(queryClient: QueryClient, listId: string): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(catListQuery(listId)),
    queryClient
      .fetchQuery(firstCatsQuery(listId))
      .then(async (first) => {
        if (first.cats.length < first.count) {
          // A long list: the page opens on its first rows while the rest is read.
          void queryClient.prefetchQuery(savedCatsQuery(listId))
          return
        }
        // The first cats are the whole list: no second read.
        queryClient.setQueryData(savedCatsKey(listId), first.cats)
        const unitIds = [...new Set(first.cats.map((cat) => cat.unitId))]
        if (listUsesAllUnits(unitIds.length)) return
        await Promise.all(unitIds.map((unitId) => queryClient.prefetchQuery(unitQuery(unitId))))
      })
      .catch(() => undefined),
  ])
}

function invalidateList(queryClient: QueryClient, listId: string) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: catListsKey }), queryClient.invalidateQueries({ queryKey: catListKey(listId) })])
}

// The list is read again too: a cat that leaves a list leaves its lineup.
function invalidateCats(queryClient: QueryClient, listId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catListsKey }),
    queryClient.invalidateQueries({ queryKey: catListKey(listId) }),
    queryClient.invalidateQueries({ queryKey: savedCatsKey(listId) }),
  ])
}

export const createListMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: LISTS_MUTATION_KEY,
    mutationFn: ({ name, levelMode }: { name: string; levelMode?: LevelMode }) => createList(name, levelMode),
    onSuccess: (list) => invalidateList(queryClient, list.id),
  })

export const renameListMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: LISTS_MUTATION_KEY,
    mutationFn: ({ listId, name }: { listId: string; name: string }) => renameList(listId, name),
    onSuccess: (list) => invalidateList(queryClient, list.id),
  })

export const setLevelModeMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: LISTS_MUTATION_KEY,
    mutationFn: ({ listId, levelMode }: { listId: string; levelMode: LevelMode }) => setLevelMode(listId, levelMode),
    onSuccess: (list) => {
      queryClient.setQueryData(catListKey(list.id), list)
      return invalidateList(queryClient, list.id)
    },
  })

export const deleteListMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: LISTS_MUTATION_KEY,
    mutationFn: ({ listId }: { listId: string }) => deleteList(listId),
    onSuccess: async (_, { listId }) => {
      queryClient.removeQueries({ queryKey: catListKey(listId) })
      queryClient.removeQueries({ queryKey: savedCatsKey(listId) })
      await queryClient.invalidateQueries({ queryKey: catListsKey })
    },
  })

export const addCatMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: LISTS_MUTATION_KEY,
    mutationFn: ({ listId, cat }: { listId: string; cat: NewSavedCat }) => addCat(listId, cat),
    onSuccess: (cat) => {
      // Saved from a page whose HTML carried the unit's data: its list page asks for it, offline too
      // (a list of more than 40 different units reads the file of every cat instead).
      const units = new Set(
        (queryClient.getQueryData(savedPlacesQuery().queryKey) ?? []).filter((place) => place.listId === cat.listId).map((place) => place.unitId),
      )
      units.add(cat.unitId)
      keepForOffline({ unitIds: [cat.unitId], allUnits: listUsesAllUnits(units.size) })
      return invalidateCats(queryClient, cat.listId)
    },
  })

export const updateCatMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: LISTS_MUTATION_KEY,
    mutationFn: ({ catId, patch }: { catId: number; patch: SavedCatPatch }) => updateCat(catId, patch),
    onSuccess: (cat) => {
      // The edited row shows its new numbers at once, before the list is read again.
      queryClient.setQueryData(savedCatsKey(cat.listId), (cats: SavedCat[] | undefined) => cats?.map((saved) => (saved.id === cat.id ? cat : saved)))
      return Promise.all([queryClient.invalidateQueries({ queryKey: savedCatsKey(cat.listId) }), queryClient.invalidateQueries({ queryKey: savedPlacesKey })])
    },
  })

export const moveCatMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: LISTS_MUTATION_KEY,
    mutationFn: ({ catId, toListId }: { catId: number; fromListId: string; toListId: string }) => moveCat(catId, toListId),
    onSuccess: (_, { fromListId, toListId }) => Promise.all([invalidateCats(queryClient, fromListId), invalidateCats(queryClient, toListId)]),
  })

export const restoreCatMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: LISTS_MUTATION_KEY,
    mutationFn: ({ cat, lineupSlot = null }: { cat: SavedCat; lineupSlot?: number | null }) => restoreCat(cat, lineupSlot),
    onSuccess: (cat) => invalidateCats(queryClient, cat.listId),
  })

export const removeCatMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: LISTS_MUTATION_KEY,
    mutationFn: ({ catId }: { catId: number; listId: string }) => removeCat(catId),
    onSuccess: (_, { listId }) => invalidateCats(queryClient, listId),
  })

/** Everything an import or its Undo may touch: every saved-list query is read again. */
function invalidateAllLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catListsKey }),
    queryClient.invalidateQueries({ queryKey: ['catList'] }),
    queryClient.invalidateQueries({ queryKey: ['savedCats'] }),
  ])
}

/** An import that asks first (importBundleAsking): `confirmed` are the newer changes the player agreed to replace. */
export const importBundleMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: LISTS_MUTATION_KEY,
    mutationFn: async ({ text, confirmed }: { text: string; confirmed?: NewerChanges }) =>
      (await import('../browser-db/bundle.ts')).importBundleAsking(text, confirmed),
    onSuccess: async (outcome) => {
      if (outcome.status === 'confirm') return
      await invalidateAllLists(queryClient)
      // The imported lists' unit data, kept for offline use before any of their pages is opened.
      void queryClient.fetchQuery(savedPlacesQuery()).then(
        (places) => keepForOffline(offlineNeedsOfLists(places)),
        () => undefined,
      )
    },
  })

export const undoImportMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: LISTS_MUTATION_KEY,
    mutationFn: async ({ snapshot }: { snapshot: ImportSnapshot }) => (await import('../browser-db/bundle.ts')).undoImport(snapshot),
    onSuccess: () => invalidateAllLists(queryClient),
  })

export const setLineupMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: LISTS_MUTATION_KEY,
    mutationFn: ({ listId, slots }: { listId: string; slots: Lineup }) => setLineup(listId, slots),
    onSuccess: (list) => {
      queryClient.setQueryData(catListKey(list.id), list)
      return queryClient.invalidateQueries({ queryKey: catListsKey })
    },
  })

/** A shared lineup saved as a new list of the player's own: the list, its cats, then the lineup. */
export const saveSharedLineupMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: LISTS_MUTATION_KEY,
    mutationFn: async ({ name, cats, slots }: { name: string; cats: NewSavedCat[]; slots: Lineup }) => {
      const list = await createList(name)
      for (const cat of cats) await addCat(list.id, cat)
      return setLineup(list.id, slots)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catListsKey }),
  })
