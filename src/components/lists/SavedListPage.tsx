import { memo, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, LineChart, Search } from 'lucide-react'
import { CodexDbError, MAIN_LIST_ID, MAIN_LIST_NAME, type CatList, type LevelMode, type SavedCat } from '../../browser-db/index.ts'
import { pageTitle } from '../../text/product.ts'
import { useUnitSearch } from '../search/unit-search-context.ts'
import { catCountLabel } from './list-labels.ts'
import { savedCatStats, type SavedCatStats } from './saved-cat-stats.ts'
import { ListPlanner } from '../planner/ListPlanner'
import { useListUnits, type ListUnits } from './use-list-units.ts'
import { useCappedSavedLevels } from './use-capped-saved-levels.ts'
import type { PreparedCat } from '../../domain/stats/prepare.ts'
import type { AccountTreasures } from '../../domain/settings/account.ts'
import { useVirtualRows } from '../ui/use-virtual-rows.ts'
import { sortSavedCats, type SavedCatSort } from './sort-saved-cats.ts'
import { catListQuery, firstCatsQuery, savedCatsQuery } from '../../queries/lists.ts'
import { AddCatSearch } from './AddCatSearch'
import { useAccountTreasures } from '../../browser/account-store.ts'
import { LevelModeToggle } from './LevelModeToggle'
import { ROW_COLUMNS, ROW_SUBGRID, SavedCatRow, type SavedCatRowData } from './SavedCatRow'
import { SortControl } from './SortControl'
import { ListLineup } from '../lineup/ListLineup'
import { Button, buttonClass } from '../ui/Button'
import { useHydratingMarker } from '../ui/use-hydrating-marker.ts'
import { useAfterPaint } from '../ui/use-after-paint.ts'
import { mapInSlices } from '../../domain/slices.ts'
import { keyedCache } from '../../domain/keyed-cache.ts'
import { yieldToBackground } from '../../queries/yield-to-main.ts'

export function SavedListPage({ listId }: { listId: string }) {
  const hydrating = useHydratingMarker<HTMLDivElement>()
  const list = useQuery(catListQuery(listId))
  // Asked once the list is known to exist: for a missing list, both reads would fail and log the same error.
  const cats = useQuery({ ...savedCatsQuery(listId), enabled: list.isSuccess })
  // A long list takes a while to read whole: its first rows and its count show meanwhile.
  const first = useQuery({ ...firstCatsQuery(listId), enabled: list.isSuccess && cats.data === undefined })
  const read = cats.data ?? (first.data && first.data.count > 0 ? first.data.cats : undefined)
  const count = cats.data?.length ?? first.data?.count
  const units = useListUnits(read ?? NO_CATS, count)
  const listed = useMemo(() => read && { cats: read, complete: cats.data !== undefined, units }, [read, cats.data, units])

  const notFound = list.error instanceof CodexDbError && list.error.code === 'list-not-found'
  useDocumentTitle(notFound ? 'List Not Found' : (list.data?.name ?? null))
  if (notFound) return <ListNotFound />

  const fallbackName = listId === MAIN_LIST_ID ? MAIN_LIST_NAME : 'Saved list'
  return (
    <div ref={hydrating} data-hydrating="" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <Link to="/lists" className="inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-muted hover:text-text">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All lists
      </Link>
      <header className="mt-1 min-w-0">
        <h1 className="text-2xl font-black break-words">{list.data?.name ?? fallbackName}</h1>
        <p className="text-sm text-muted" data-testid="list-summary">
          {count !== undefined && list.data ? `${catCountLabel(count)} · saved in this browser` : 'Saved in this browser'}
        </p>
        {/* Server-rendered like the heading, so the page reads at once while the list comes from IndexedDB. */}
        <p className="mt-2 max-w-2xl text-sm text-muted">
          Each cat keeps the level, plus level, talents and orbs you saved it with. The list is stored in this browser, not on a server, and it opens without a
          connection too.
        </p>
      </header>

      {list.isError || cats.isError ? (
        <p role="alert" className="card mt-6 p-4 text-sm text-danger">
          This list could not be loaded: {(list.error ?? cats.error)?.message}
        </p>
      ) : list.data && listed ? (
        <ListedCats list={list.data} listed={listed} />
      ) : (
        <RowsSkeleton />
      )}
    </div>
  )
}

type Listed = { cats: SavedCat[]; complete: boolean; units: ListUnits }

/**
 * The cats as first read are drawn at once (their first rows: see ROWS_PER_FRAME); what is read
 * after them, the whole list and its units, in a transition, which React renders in slices of a
 * few milliseconds: the rows, lineup and plan of a list of 760 cats were one task of 60–70 ms.
 * Deferred here, below the page's queries: a query that answered while the slices ran made React
 * draw the page again in one piece.
 */
const ListedCats = memo(function ListedCats({ list, listed }: { list: CatList; listed: Listed }) {
  const shown = useDeferredValue(listed)
  return (
    <>
      <AddCatSearch list={list} />
      {shown.complete && shown.cats.length === 0 ? <EmptyList /> : <SavedCats list={list} cats={shown.cats} complete={shown.complete} units={shown.units} />}
    </>
  )
})

/** `complete`: false while only the first cats of a long list are read (sorting and the lineup wait for the rest). */
const SavedCats = memo(function SavedCats({ list, cats, complete, units }: { list: CatList; cats: SavedCat[]; complete: boolean; units: ListUnits }) {
  const [sort, setSort] = useState<SavedCatSort>({ key: 'added', direction: 'asc' })
  useCappedSavedLevels(cats, units)
  const treasures = useAccountTreasures()
  const rowOf = useSavedCatRows(units, list.levelMode, treasures)
  useRowsAhead(cats, rowOf, complete && units.settled)
  // Sorting waits for every unit, so rows do not jump around while the data arrives. Only the
  // numbers a sort needs are computed for every cat (once per cat and settings, see useSavedCatRows).
  const order = useMemo(() => {
    if (sort.key === 'added' || !units.settled || !complete)
      return sortSavedCats(
        cats.map((saved) => ({ saved, stats: null })),
        ADDED_ORDER,
      ).map((row) => row.saved)
    return sortSavedCats(cats.map(rowOf), sort).map((row) => row.saved)
  }, [cats, sort, units.settled, complete, rowOf])
  // The lineup and the plan, under the rows, come once the rows have painted (in view first).
  const below = useAfterPaint(complete)
  const lineupCats = useMemo(
    () =>
      cats.map((saved) => {
        const unit = units.get(saved.unitId)
        return { saved, cat: unit.state === 'loading' ? undefined : unit.state === 'ready' ? (unit.prepared?.cat ?? null) : null }
      }),
    [cats, units],
  )

  return (
    <section aria-label="Saved cats" className="mt-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <LevelModeToggle list={list} />
          <p className="text-xs text-muted" data-testid="list-treasures">
            Treasures and research: {list.levelMode === 'max' ? 'maxed' : treasures === null ? 'maxed (no account saved)' : 'from your account'}.{' '}
            <Link to="/account" className="font-semibold underline">
              Account
            </Link>
          </p>
        </div>
        <SortControl sort={sort} onSortChange={setSort} />
      </div>
      <p className="mt-3 mb-4 text-sm text-muted">
        {list.levelMode === 'max'
          ? 'Numbers at each cat’s max level with every talent at max; your saved levels are kept.'
          : 'Numbers at your saved levels and talents.'}{' '}
        True DPS against the traits each cat targets, with treasures maxed.
      </p>
      <SavedCatRows order={order} rowOf={rowOf} levelMode={list.levelMode} />
      {below ? <ListLineup list={list} cats={lineupCats} /> : null}
      {below ? <ListPlanner cats={cats} units={units} treasures={list.levelMode === 'max' ? null : treasures} /> : null}
    </section>
  )
})

const NO_CATS: SavedCat[] = []
const ADDED_ORDER: SavedCatSort = { key: 'added', direction: 'asc' }
/** A first guess of a row's height (px) before it is measured: a phone row with talents. */
const ROW_ESTIMATE = 190
/** gap-3 between rows */
const ROW_GAP = 12
/** A row's level menus are about 100 options: the first rows come a few per frame. */
const ROWS_PER_FRAME = 4
/** Cats whose numbers are worked out ahead per slice: about 2–3 ms. */
const ROWS_AHEAD_SLICE = 40
/**
 * Lists longer than this scroll in a box one screen high, so only the rows in view are drawn;
 * shorter ones are part of the page. A box that scrolls a few rows cuts a row in half on a phone
 * with nothing to say there is more.
 */
const SCROLL_BOX_FROM_ROWS = 12

/**
 * Only the rows in view (and a few each side) are in the page: a list of thousands of cats
 * renders as fast as a short one. Rows are measured once shown, as they wrap and unfold.
 */
function SavedCatRows({ order, rowOf, levelMode }: { order: readonly SavedCat[]; rowOf: (saved: SavedCat) => SavedCatRowData; levelMode: LevelMode }) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const scrollBox = order.length > SCROLL_BOX_FROM_ROWS
  // Outside a box every row is drawn: the page's own scroll does not move the library's window.
  const { items, paddingTop, paddingBottom, measureElement } = useVirtualRows(order.length, scrollRef, ROW_ESTIMATE, scrollBox ? 3 : SCROLL_BOX_FROM_ROWS, {
    getItemKey: (index) => order[index]?.id ?? index,
    gap: ROW_GAP,
    rowsPerFrame: ROWS_PER_FRAME,
  })
  return (
    <div
      ref={scrollRef}
      className={`-mx-1 px-1 ${scrollBox ? 'max-h-[calc(100dvh-4.5rem)] overflow-auto overscroll-contain' : ''}`}
      data-testid="saved-cats-scroller"
      {...(scrollBox ? { tabIndex: 0, role: 'region', 'aria-label': 'Saved cats, scrollable' } : {})}
    >
      <div className={`lg:grid lg:gap-x-4 ${ROW_COLUMNS}`}>
        <div
          aria-hidden="true"
          className={`${scrollBox ? 'sticky top-0 z-10' : ''} hidden bg-bg px-4 pb-2 text-xs font-semibold tracking-wide text-muted uppercase ${ROW_SUBGRID}`}
        >
          <span>Cat</span>
          <span>Level · Plus · Form</span>
          <span className="text-right">True DPS</span>
          <span className="text-right">HP</span>
          <span />
        </div>
        <ul className={`grid grid-cols-1 gap-3 ${ROW_SUBGRID}`} style={{ paddingTop, paddingBottom }} data-testid="saved-cats">
          {items.map((item) => {
            const saved = order[item.index]
            return saved ? (
              <SavedCatRow key={saved.id} ref={measureElement} index={item.index} setSize={order.length} row={rowOf(saved)} levelMode={levelMode} />
            ) : null
          })}
        </ul>
      </div>
    </div>
  )
}

/**
 * What each row shows, computed when a row is shown or a sort needs it, and kept per unit and
 * saved levels until the list's level mode or the account changes: an edit recomputes one cat,
 * not the list, and rows scrolled back into view cost nothing. The same saved cat gets the same
 * row data while its unit is unchanged, so a row already drawn is not drawn again when more rows
 * come into view.
 */
function useSavedCatRows(units: ListUnits, levelMode: LevelMode, treasures: AccountTreasures | null) {
  const statsOf = useMemo(() => savedCatStatsCache(levelMode, treasures), [levelMode, treasures])
  return useMemo(() => savedCatRowsCache(units, statsOf), [units, statsOf])
}

const STALE = Symbol('stale rows')

/**
 * Every cat's row data, which a sort by true DPS, HP, level or name needs, worked out after the
 * page has drawn, a slice of cats at a time at background priority: worked out in the first sort's
 * own render, they were 20–30 ms of its task on a list of 760 cats. A cat whose numbers fail fails
 * again in the sort that needs them, where the page shows it.
 */
function useRowsAhead(cats: readonly SavedCat[], rowOf: (saved: SavedCat) => SavedCatRowData, ready: boolean) {
  useEffect(() => {
    if (!ready) return
    let stale = false
    const yieldControl = async () => {
      await yieldToBackground()
      if (stale) throw STALE
    }
    mapInSlices(cats, rowOf, yieldControl, ROWS_AHEAD_SLICE).catch(() => undefined)
    return () => {
      stale = true
    }
  }, [cats, rowOf, ready])
}

function savedCatRowsCache(units: ListUnits, statsOf: ReturnType<typeof savedCatStatsCache>) {
  const rows = new WeakMap<SavedCat, SavedCatRowData>()
  const rowOf = (saved: SavedCat): SavedCatRowData => {
    const unit = units.get(saved.unitId)
    if (unit.state === 'loading') return { saved, state: 'loading', cat: null, stats: null }
    if (unit.state === 'error') return { saved, state: 'error', cat: null, stats: null, error: unit.error }
    if (!unit.prepared) return { saved, state: 'unknown', cat: null, stats: null }
    return { saved, state: 'ready', cat: unit.prepared.cat, stats: statsOf(unit.prepared, saved) }
  }
  return (saved: SavedCat): SavedCatRowData => {
    let row = rows.get(saved)
    if (!row) rows.set(saved, (row = rowOf(saved)))
    return row
  }
}

function savedCatStatsCache(levelMode: LevelMode, treasures: AccountTreasures | null) {
  const cache = keyedCache<PreparedCat, SavedCatStats | null>()
  return (prepared: PreparedCat, saved: SavedCat): SavedCatStats | null => {
    const key = `${saved.formIndex}|${saved.level}|${saved.plusLevel}|${saved.talentLevels.join(',')}|${saved.orbs?.join(',') ?? ''}`
    return cache.getOrCompute(prepared, key, () => savedCatStats(prepared, saved, levelMode, treasures))
  }
}

function EmptyList() {
  const unitSearch = useUnitSearch()
  return (
    <div className="card mt-6 flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid="empty-list">
      <p className="text-4xl" aria-hidden="true">
        🐱
      </p>
      <h2 className="text-lg font-bold">No cats here yet</h2>
      <p className="max-w-md text-sm text-muted">
        Find a cat on the Compare page or search for it by name, then press <strong>Add to {MAIN_LIST_NAME}</strong> on its page.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/units" className={buttonClass('primary')}>
          <LineChart className="size-4" aria-hidden="true" />
          Compare units
        </Link>
        <Button onClick={unitSearch.open} onKeyDown={unitSearch.openTyping} onPointerEnter={unitSearch.prefetch} onFocus={unitSearch.prefetch}>
          <Search className="size-4" aria-hidden="true" />
          Search units
        </Button>
      </div>
    </div>
  )
}

/**
 * The tab's title once the list is read from IndexedDB: the server could only say "Saved List".
 * Written to the document, not through the router's head, which the server's render already settled.
 */
function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title !== null) document.title = pageTitle(title)
  }, [title])
}

function ListNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center" data-testid="list-not-found">
      <h1 className="text-2xl font-bold">List not found</h1>
      <p className="text-muted">This list does not exist in this browser. It may have been deleted, or saved in another browser.</p>
      <Link to="/lists" className={buttonClass('primary')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to your lists
      </Link>
    </section>
  )
}

function RowsSkeleton() {
  return (
    <div className="mt-6 grid gap-3" aria-busy="true">
      <p className="sr-only">Loading your cats…</p>
      {[0, 1, 2].map((row) => (
        <div key={row} className="card h-24 animate-pulse bg-surface-2/60 motion-reduce:animate-none" />
      ))}
    </div>
  )
}
