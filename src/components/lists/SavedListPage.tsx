import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQueries, useQuery } from '@tanstack/react-query'
import { ArrowLeft, LineChart, Search } from 'lucide-react'
import { CodexDbError, MAIN_LIST_ID, MAIN_LIST_NAME, type CatList, type SavedCat } from '../../browser-db/index.ts'
import { useUnitSearch } from '../search/unit-search-context.ts'
import { catCountLabel } from './list-labels.ts'
import { preparedCatOf, savedCatStats } from './saved-cat-stats.ts'
import { sortSavedCats, type SavedCatSort } from './sort-saved-cats.ts'
import { catListQuery, savedCatsQuery } from '../../queries/lists.ts'
import { unitQuery } from '../../queries/units.ts'
import { AddCatSearch } from './AddCatSearch'
import { useAccountTreasures } from '../../lib/account-store.ts'
import { LevelModeToggle } from './LevelModeToggle'
import { ROW_COLUMNS, ROW_SUBGRID, SavedCatRow, type SavedCatRowData } from './SavedCatRow'
import { SortControl } from './SortControl'
import { ListLineup } from '../lineup/ListLineup'
import { Button, buttonClass } from '../ui/Button'

export function SavedListPage({ listId }: { listId: string }) {
  const list = useQuery(catListQuery(listId))
  // Asked once the list is known to exist: for a missing list, both reads would fail and log the same error.
  const cats = useQuery({ ...savedCatsQuery(listId), enabled: list.isSuccess })

  if (list.error instanceof CodexDbError && list.error.code === 'list-not-found') return <ListNotFound />

  const fallbackName = listId === MAIN_LIST_ID ? MAIN_LIST_NAME : 'Saved list'
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <Link to="/lists" className="inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-muted hover:text-text">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All lists
      </Link>
      <header className="mt-1 min-w-0">
        <h1 className="text-2xl font-black break-words">{list.data?.name ?? fallbackName}</h1>
        <p className="text-sm text-muted" data-testid="list-summary">
          {cats.data && list.data ? `${catCountLabel(cats.data.length)} · saved in this browser` : 'Saved in this browser'}
        </p>
        {/* Server-rendered like the heading, so the page reads at once while the list comes from IndexedDB. */}
        <p className="mt-2 max-w-2xl text-sm text-muted">
          Each cat keeps the level, plus level and talents you saved it with. The list is stored in this browser, not on a
          server, and it opens without a connection too.
        </p>
      </header>

      {list.isError || cats.isError ? (
        <p role="alert" className="card mt-6 p-4 text-sm text-danger">
          This list could not be loaded: {(list.error ?? cats.error)?.message}
        </p>
      ) : list.data && cats.data ? (
        <>
          <AddCatSearch list={list.data} />
          {cats.data.length === 0 ? <EmptyList /> : <SavedCats list={list.data} cats={cats.data} />}
        </>
      ) : (
        <RowsSkeleton />
      )}
    </div>
  )
}

function SavedCats({ list, cats }: { list: CatList; cats: SavedCat[] }) {
  const [sort, setSort] = useState<SavedCatSort>({ key: 'added', direction: 'asc' })
  const units = useQueries({ queries: cats.map((cat) => unitQuery(cat.unitId)) })
  const treasures = useAccountTreasures()

  const rows = cats.map((saved, i): SavedCatRowData => {
    const unit = units[i]
    if (!unit || unit.isPending) return { saved, state: 'loading', cat: null, stats: null }
    if (unit.isError) return { saved, state: 'error', cat: null, stats: null, error: unit.error.message }
    const cat = unit.data.unit
    if (!cat) return { saved, state: 'unknown', cat: null, stats: null }
    return { saved, state: 'ready', cat, stats: savedCatStats(preparedCatOf(cat, unit.data.orbs), saved, list.levelMode, treasures) }
  })
  // Sorting waits for every unit, so rows do not jump around while the data arrives.
  const sorted = rows.every((row) => row.state !== 'loading') ? sortSavedCats(rows, sort) : rows

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
      <div className={`lg:grid lg:gap-x-4 ${ROW_COLUMNS}`}>
        <div
          aria-hidden="true"
          className={`hidden px-4 pb-2 text-xs font-semibold tracking-wide text-muted uppercase ${ROW_SUBGRID}`}
        >
          <span>Cat</span>
          <span>Level · Plus · Form</span>
          <span className="text-right">True DPS</span>
          <span className="text-right">HP</span>
          <span />
        </div>
        <ul className={`grid grid-cols-1 gap-3 ${ROW_SUBGRID}`} data-testid="saved-cats">
          {sorted.map((row) => (
            <SavedCatRow key={row.saved.id} row={row} levelMode={list.levelMode} />
          ))}
        </ul>
      </div>
      <ListLineup list={list} cats={rows.map((row) => ({ saved: row.saved, cat: row.state === 'loading' ? undefined : row.cat }))} />
    </section>
  )
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
        Find a cat on the Compare page or search for it by name, then press <strong>Add to {MAIN_LIST_NAME}</strong> on
        its page.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/units" className={buttonClass('primary')}>
          <LineChart className="size-4" aria-hidden="true" />
          Compare units
        </Link>
        <Button onClick={unitSearch.open} onPointerEnter={unitSearch.prefetch} onFocus={unitSearch.prefetch}>
          <Search className="size-4" aria-hidden="true" />
          Search units
        </Button>
      </div>
    </div>
  )
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
