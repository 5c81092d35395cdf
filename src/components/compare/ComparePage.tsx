import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { filterRowsNarrowing, sortRows, type CompareRow } from '../../domain/compare/compare-rows.ts'
import { compareView, csvParam, unitLinkSearch, type CompareSearch, type CompareView, type SortKey } from '../../domain/compare/compare-search.ts'
import { unitPath } from '../../domain/units.ts'
import { SETTINGS_SEARCH_DEFAULTS } from '../../domain/settings/search.ts'
import type { Trait } from '../../domain/game-data/model.ts'
import { allUnitsQuery, dataVersionQuery } from '../../queries/units'
import { formatInteger } from '../../text/format.ts'
import { CompareFilters } from './CompareFilters'
import type { FilterPatch } from './filter-patch.ts'
import { useSearchAhead } from '../ui/use-search-ahead.ts'
import { clickedSortDirection } from '../ui/sort-click.ts'
import { useAccountTreasures } from '../../browser/account-store.ts'
import type { TreasureSource } from '../../domain/settings/account.ts'
import { rosterSettings } from '../../domain/settings/roster.ts'
import { CompareTable, type CompareTableActions } from './CompareTable'
import { useAddToList, useSavedPlaces } from '../lists/AddToListButton'
import { useFollowRowLink } from '../ui/follow-row-link.ts'
import { useCompareRows } from './use-compare-rows.ts'
import { useSavedListRows } from './use-saved-list-rows.ts'
import { useTargetEnemies } from './use-target-enemies.ts'
import { useHydratingMarker } from '../ui/use-hydrating-marker.ts'
import { nextQueryRows } from '../../domain/compare/next-query.ts'
import { prefetchImages } from '../../browser/image-prefetch.ts'
import { unitIconUrl } from '../../icons/icons.ts'
import { whenIdle, yieldToBackground } from '../../queries/yield-to-main.ts'
import { createNameFilterStore, useNameFilter, type NameFilterStore } from './name-filter-store.ts'

const NAME_URL_DELAY_MS = 300
// Icons loaded ahead of each next keystroke: the rows the table draws (drawnRows) for each
// character that can come next, likeliest first, and at most so many in all: 96 px icons weigh
// 2.1 KB on average and 3.3 KB at most, so about 100 KB per keystroke at most.
const MAX_PREFETCH = 48
// Before the table has drawn: about a screen of rows.
const FIRST_DRAWN_ROWS = 10
const NO_ROWS: readonly CompareRow[] = []

export function ComparePage({ search: urlSearch }: { search: CompareSearch }) {
  const { calculatorHash, baseVersion, newVersions } = useSuspenseQuery(dataVersionQuery()).data
  const { data } = useSuspenseQuery(allUnitsQuery(calculatorHash))
  // The page hydrates only once its data has downloaded (it is not inside the HTML): until then it shows but does not answer.
  const hydrating = useHydratingMarker<HTMLDivElement>()
  const [search, update] = useCompareSearchAhead(urlSearch)
  const view = useMemo(() => compareView(search), [search])

  // The name filter answers each keystroke at once (in what reads the store); the URL follows a moment later.
  const [nameStore] = useState(() => createNameFilterStore(view.q))
  const lastWrittenName = useRef(view.q)
  useEffect(() => {
    if (view.q !== lastWrittenName.current) {
      lastWrittenName.current = view.q
      nameStore.set(view.q)
    }
  }, [view.q, nameStore])
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = nameStore.subscribe(() => {
      clearTimeout(timer)
      const name = nameStore.get()
      if (name === lastWrittenName.current) return
      timer = setTimeout(() => {
        lastWrittenName.current = name
        update({ q: name.trim() ? name : undefined }, { replace: true })
      }, NAME_URL_DELAY_MS)
    })
    return () => {
      unsubscribe()
      clearTimeout(timer)
    }
  }, [nameStore, update])

  const treasures = useAccountTreasures()
  const source: TreasureSource = search.treasures === 'maxed' ? 'maxed' : 'account'
  // The URL's settings, with the account's treasures where the URL names none ("with my account").
  const settings = useMemo(() => rosterSettings({ base: view.settings, named: search, account: treasures, source }), [view.settings, search, treasures, source])
  const targetEnemies = useTargetEnemies(settings.target, data.enemies)
  const allRows = useCompareRows(data.prepared, settings, targetEnemies)
  // "Your levels from a list": that list's cats at their saved levels, instead of every form.
  const listRows = useSavedListRows(view.levelList, data.prepared, settings, targetEnemies)
  const rows = listRows.state === 'ready' ? listRows.rows : listRows.state === 'off' ? allRows : NO_ROWS
  // Sorting first and filtering the sorted list keeps the order, so a filter change or a
  // keystroke only filters, and a sort change only sorts.
  const { sort, dir } = view
  const sorted = useMemo(() => sortRows(rows, sort, dir), [rows, sort, dir])

  // The results load the first keystroke's icons when the player comes to the name field.
  const nameIntentRef = useRef<() => void>(null)
  const onNameIntent = useCallback(() => nameIntentRef.current?.(), [])

  // The same highlight list across URL changes that keep it, so the memoized rows can skip rendering.
  const traitsKey = view.traits.join(',')
  const highlightTraits = useMemo(() => (traitsKey ? (traitsKey.split(',') as Trait[]) : []), [traitsKey])

  const onChange = useCallback(
    (patch: FilterPatch) => {
      const next: Partial<CompareSearch> = {}
      if (patch.rarity) next.rarity = csvParam(patch.rarity)
      if (patch.form) next.form = csvParam(patch.form)
      if (patch.traits) next.traits = csvParam(patch.traits)
      if (patch.abilities) next.abilities = csvParam(patch.abilities)
      if (patch.traitMatch) next.traitMatch = patch.traitMatch === 'any' ? undefined : 'all'
      if (patch.abilityMatch) next.abilityMatch = patch.abilityMatch === 'any' ? undefined : 'all'
      if (patch.since !== undefined) next.since = patch.since ?? undefined
      // Settings at their default leave the URL through the route's search middleware.
      if (patch.level !== undefined) {
        next.level = patch.level
        next.levelList = undefined
      }
      if (patch.levelList !== undefined) next.levelList = patch.levelList
      if (patch.talents !== undefined) next.talents = patch.talents === 'off' ? 'off' : 'max'
      if (patch.strengthen !== undefined) next.strengthen = patch.strengthen
      if ('target' in patch) next.target = patch.target
      if (patch.orbs === 'none' || patch.orbs === 'best') next.orbs = patch.orbs
      if (patch.treasures !== undefined) next.treasures = patch.treasures === 'maxed' ? 'maxed' : undefined
      update(next)
    },
    [update],
  )

  const onStrengthenOff = useCallback(() => update({ strengthen: false }), [update])
  const unitLink = useUnitLink(search)
  const tableActions = useTableActions()

  // The sort is written even for True DPS, the default: the address then says the player chose it.
  const sortChosen = search.sort !== undefined || search.dir !== undefined
  const onSort = useCallback(
    (column: SortKey) => {
      const bestFirst = column === 'name' || column === 'cycle' || column === 'cooldown' || column === 'cost' ? 'asc' : 'desc'
      const next = clickedSortDirection({ isCurrent: column === sort, chosen: sortChosen, current: dir, bestFirst })
      update({ sort: column, dir: next === (column === 'name' ? 'asc' : 'desc') ? undefined : next })
    },
    [sort, dir, sortChosen, update],
  )

  const onReset = useCallback(() => {
    lastWrittenName.current = ''
    nameStore.set('')
    update({
      q: undefined,
      rarity: undefined,
      form: undefined,
      traits: undefined,
      abilities: undefined,
      traitMatch: undefined,
      abilityMatch: undefined,
      since: undefined,
    })
  }, [update, nameStore])

  return (
    <div ref={hydrating} data-hydrating="" className="mx-auto flex max-w-[1600px] flex-col gap-4 px-3 py-6 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-black tracking-tight sm:text-3xl">Compare units</h1>
          <p className="text-sm text-muted">
            True DPS counts talents, ultra talents, strengthen, procs and area attacks;{' '}
            <span data-testid="treasure-note">{treasureNote(source, treasures !== null)}</span>
          </p>
        </div>
        <ShownCount sorted={sorted} view={view} nameStore={nameStore} />
      </header>
      <CompareFilters
        view={view}
        nameStore={nameStore}
        onNameIntent={onNameIntent}
        onChange={onChange}
        onReset={onReset}
        enemies={data.enemies}
        targetValue={search.target ?? 'best'}
        orbs={view.settings.orbs === 'best' ? 'best' : 'none'}
        treasureSource={source}
        newVersions={newVersions}
      />
      {listRows.state === 'loading' ? (
        <p className="card p-8 text-center text-muted" aria-busy="true">
          Loading your list…
        </p>
      ) : listRows.state === 'error' ? (
        <p role="alert" className="card p-8 text-center text-danger">
          This list could not be loaded: {listRows.message}
        </p>
      ) : (
        <CompareResults
          sorted={sorted}
          view={view}
          nameStore={nameStore}
          nameIntentRef={nameIntentRef}
          onSort={onSort}
          highlightTraits={highlightTraits}
          onStrengthenOff={onStrengthenOff}
          unitLink={unitLink}
          newAfter={baseVersion}
          tableActions={tableActions}
        />
      )}
    </div>
  )
}

/** The rows the view and the typed name show: each reader narrows the last result (filterRowsNarrowing). */
function useShownRows(sorted: readonly CompareRow[], view: CompareView, nameStore: NameFilterStore): { shown: CompareRow[]; name: string } {
  const name = useNameFilter(nameStore)
  const shown = useMemo(() => filterRowsNarrowing(sorted, { ...view, q: name }), [sorted, view, name])
  return { shown, name }
}

function ShownCount({ sorted, view, nameStore }: { sorted: readonly CompareRow[]; view: CompareView; nameStore: NameFilterStore }) {
  const { shown } = useShownRows(sorted, view, nameStore)
  return (
    <p className="text-sm font-semibold" aria-live="polite" data-testid="shown-count">
      Showing {formatInteger(shown.length)} of {formatInteger(sorted.length)} units
    </p>
  )
}

/** The table of the rows shown, or why there are none: with the count, all a keystroke renders. */
function CompareResults({
  sorted,
  view,
  nameStore,
  nameIntentRef,
  onSort,
  highlightTraits,
  onStrengthenOff,
  unitLink,
  newAfter,
  tableActions,
}: {
  sorted: readonly CompareRow[]
  view: CompareView
  nameStore: NameFilterStore
  /** set to what loads the first keystroke's icons */
  nameIntentRef: RefObject<(() => void) | null>
  onSort: (column: SortKey) => void
  highlightTraits: readonly Trait[]
  onStrengthenOff: () => void
  unitLink: (row: CompareRow) => string
  newAfter: string
  tableActions: CompareTableActions
}) {
  const { shown, name } = useShownRows(sorted, view, nameStore)
  // How many rows the table draws: a keystroke's rows, whose icons are loaded ahead.
  const drawnRows = useRef(FIRST_DRAWN_ROWS)
  const onNameIntent = useNextKeystrokeIcons(shown, name, drawnRows)
  useLayoutEffect(() => {
    nameIntentRef.current = onNameIntent
  }, [nameIntentRef, onNameIntent])
  return shown.length === 0 ? (
    <p className="card p-8 text-center text-muted">No units match these filters.</p>
  ) : (
    <CompareTable
      rows={shown}
      sort={view.sort}
      dir={view.dir}
      onSort={onSort}
      highlightTraits={highlightTraits}
      onStrengthenOff={onStrengthenOff}
      unitLink={unitLink}
      talents={view.settings.talents}
      drawnRows={drawnRows}
      newAfter={newAfter}
      actions={tableActions}
    />
  )
}

/** The table's saving and links, held by the page: a keystroke renders the table, not the page. */
function useTableActions(): CompareTableActions {
  const savedPlaces = useSavedPlaces()
  const { addTo, isPending } = useAddToList()
  const followRowLink = useFollowRowLink()
  // The latest of each, behind functions that stay the same (the page renders on every URL change).
  const latest = useRef({ addTo, followRowLink })
  useLayoutEffect(() => {
    latest.current = { addTo, followRowLink }
  })
  const stableAddTo = useCallback<CompareTableActions['addTo']>((list, cat) => latest.current.addTo(list, cat), [])
  const stableFollow = useCallback<CompareTableActions['followRowLink']>((event) => latest.current.followRowLink(event), [])
  return useMemo(() => ({ savedPlaces, addTo: stableAddTo, isPending, followRowLink: stableFollow }), [savedPlaces, stableAddTo, isPending, stableFollow])
}

/**
 * A row's link carries the page's settings, so its unit page shows the numbers the row did: a
 * link, not a click handler, so a new tab or a copied address carries them too.
 */
function useUnitLink(search: CompareSearch): (row: CompareRow) => string {
  const { stringifySearch } = useRouter().options
  return useMemo(() => {
    // Written once per change of the URL: a sort or filter gives a row the same address string, and its memo holds.
    const settingsQuery = stringifySearch(unitLinkSearch(search))
    return (row: CompareRow) => unitPath(row.unitId, row.formIndex) + (row.listLevels ? stringifySearch(unitLinkSearch(search, row.listLevels)) : settingsQuery)
  }, [stringifySearch, search])
}

/**
 * While the player filters by name, the icons of the rows each next keystroke would show first are
 * loaded once the keystroke's frame is painted: the next keystroke's rows then show their icons at once.
 * A picture still to fetch costs the keystroke that shows it more than its request: on this
 * machine the second keystroke after a fresh load took 25–30 ms with ten to fetch, 16–20 ms without.
 * Before the first keystroke every character can come next: their first rows are loaded once the
 * page's first view is idle (the first keystroke then took 19–23 ms instead of 27–29), and for a
 * later view when the player comes to the name field. Returns that handler.
 */
function useNextKeystrokeIcons(shown: readonly CompareRow[], name: string, drawnRows: RefObject<number>): () => void {
  const current = useRef({ shown, name })
  // The view whose first-keystroke icons were loaded; none yet means the page's first view is still to come.
  const loadedFor = useRef<readonly CompareRow[] | null>(null)
  const loadFirstKeystrokeIcons = useCallback(() => {
    const { shown, name } = current.current
    if (name.trim() || loadedFor.current === shown) return
    loadedFor.current = shown
    loadNextViewIcons(shown, '', drawnRows.current)
  }, [drawnRows])
  useEffect(() => {
    current.current = { shown, name }
    // (A saved list still loading shows no rows yet: its first view is the one with rows.)
    if (!name.trim() && (loadedFor.current !== null || shown.length === 0)) return
    // In the first idle moment, after the keystroke's frame: a task or frame callback of its own
    // would hold that frame back or come before what the frame lets run next.
    let cancelled = false
    whenIdle(() => {
      if (cancelled) return
      if (name.trim()) loadNextViewIcons(shown, name, drawnRows.current)
      else loadFirstKeystrokeIcons()
    }, NEXT_ICONS_TIMEOUT_MS)
    return () => {
      cancelled = true
    }
  }, [shown, name, drawnRows, loadFirstKeystrokeIcons])
  // Not in the focus or pointer event's own task: that may come just before the first key.
  return useCallback(() => void yieldToBackground().then(loadFirstKeystrokeIcons), [loadFirstKeystrokeIcons])
}

// A player types the next character a tenth of a second later or more.
const NEXT_ICONS_TIMEOUT_MS = 80

/** Loads the icons of the likeliest rows one more character after `query` would show first. */
function loadNextViewIcons(shown: readonly CompareRow[], query: string, drawnRows: number) {
  const rows = nextQueryRows(shown, query, drawnRows).slice(0, MAX_PREFETCH)
  void prefetchImages(
    rows.map((row) => unitIconUrl(row.unitId, row.formIndex, 'small')),
    yieldToBackground,
  )
}

function treasureNote(source: TreasureSource, saved: boolean): string {
  if (source === 'maxed') return 'treasures and research maxed.'
  return saved ? 'treasures and research from your account.' : 'treasures and research maxed (no account saved).'
}

type UpdateSearch = (patch: Partial<CompareSearch>, options?: { replace?: boolean }) => void

/**
 * The view's URL state, changed ahead of the URL: a change shows at once and goes into the URL
 * (a history entry) when the browser is next idle. Writing the URL and the router's work on it
 * cost several milliseconds that a sort or filter need not wait for. A change of the URL itself
 * (back, forward, a link) replaces whatever was ahead.
 */
function useCompareSearchAhead(urlSearch: CompareSearch): [CompareSearch, UpdateSearch] {
  const navigate = useNavigate({ from: '/units' })
  const write = useCallback((search: CompareSearch, { replace }: { replace: boolean }) => void navigate({ search, replace, resetScroll: false }), [navigate])
  const [search, setSearch] = useSearchAhead(urlSearch, write, sameSearch)
  const update = useCallback<UpdateSearch>((patch, options) => setSearch(patch, { ...options, patch: true }), [setSearch])
  return [search, update]
}

/** The same view: a setting absent from one side is at its default (the URL strips those). */
function sameSearch(a: CompareSearch, b: CompareSearch): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof CompareSearch)[])
  const defaults: Partial<Record<keyof CompareSearch, unknown>> = SETTINGS_SEARCH_DEFAULTS
  return [...keys].every((key) => (a[key] ?? defaults[key]) === (b[key] ?? defaults[key]))
}
