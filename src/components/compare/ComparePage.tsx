import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { filterRows, sortRows } from '../../domain/compare/compare-rows.ts'
import { compareView, csvParam, type CompareSearch, type SortKey } from '../../domain/compare/compare-search.ts'
import type { Trait } from '../../domain/game-data/model.ts'
import { allUnitsQuery, dataVersionQuery } from '../../queries/units'
import { CompareFilters, type FilterPatch } from './CompareFilters'
import { CompareTable } from './CompareTable'
import { useCompareRows } from './use-compare-rows.ts'

const NAME_URL_DELAY_MS = 300

export function ComparePage({ search }: { search: CompareSearch }) {
  const { calculatorHash } = useSuspenseQuery(dataVersionQuery()).data
  const { data } = useSuspenseQuery(allUnitsQuery(calculatorHash))
  const hydrating = useHydratingMarker()
  const navigate = useNavigate({ from: '/units' })
  const view = useMemo(() => compareView(search), [search])

  // The name filter answers each keystroke at once; the URL follows a moment later.
  const [name, setName] = useState(view.q)
  const deferredName = useDeferredValue(name)
  const lastWrittenName = useRef(view.q)
  useEffect(() => {
    if (view.q !== lastWrittenName.current) {
      lastWrittenName.current = view.q
      setName(view.q)
    }
  }, [view.q])
  useEffect(() => {
    if (name === lastWrittenName.current) return
    const timer = setTimeout(() => {
      lastWrittenName.current = name
      void navigate({ search: (prev) => ({ ...prev, q: name.trim() ? name : undefined }), replace: true, resetScroll: false })
    }, NAME_URL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [name, navigate])

  const { level, talents, strengthen } = view
  const rows = useCompareRows(data.prepared, { level, talents, strengthen, target: search.target }, data.enemies)
  // Sorting first and filtering the sorted list keeps the order, so a filter change or a
  // keystroke only filters, and a sort change only sorts.
  const { sort, dir } = view
  const sorted = useMemo(() => sortRows(rows, sort, dir), [rows, sort, dir])
  const shown = useMemo(() => filterRows(sorted, { ...view, q: deferredName }), [sorted, view, deferredName])

  // The same highlight list across URL changes that keep it, so the memoized rows can skip rendering.
  const traitsKey = view.traits.join(',')
  const highlightTraits = useMemo(() => (traitsKey ? (traitsKey.split(',') as Trait[]) : []), [traitsKey])

  const update = useCallback(
    (patch: Partial<CompareSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), resetScroll: false }),
    [navigate],
  )

  const onChange = useCallback((patch: FilterPatch) => {
    const next: Partial<CompareSearch> = {}
    if (patch.rarity) next.rarity = csvParam(patch.rarity)
    if (patch.form) next.form = csvParam(patch.form)
    if (patch.traits) next.traits = csvParam(patch.traits)
    if (patch.abilities) next.abilities = csvParam(patch.abilities)
    if (patch.traitMatch) next.traitMatch = patch.traitMatch === 'any' ? undefined : 'all'
    if (patch.abilityMatch) next.abilityMatch = patch.abilityMatch === 'any' ? undefined : 'all'
    if (patch.level !== undefined) next.level = patch.level === 'max' ? undefined : patch.level
    if (patch.talents !== undefined) next.talents = patch.talents ? undefined : 'off'
    if (patch.strengthen !== undefined) next.strengthen = patch.strengthen ? undefined : 'off'
    if ('target' in patch) next.target = patch.target
    update(next)
  }, [update])

  const onSort = useCallback(
    (column: SortKey) => {
      const next = column === sort ? (dir === 'desc' ? 'asc' : 'desc') : column === 'name' || column === 'cycle' || column === 'cooldown' || column === 'cost' ? 'asc' : 'desc'
      update({ sort: column === 'trueDps' ? undefined : column, dir: next === (column === 'name' ? 'asc' : 'desc') ? undefined : next })
    },
    [sort, dir, update],
  )

  const onReset = useCallback(() => {
    setName('')
    lastWrittenName.current = ''
    update({ q: undefined, rarity: undefined, form: undefined, traits: undefined, abilities: undefined, traitMatch: undefined, abilityMatch: undefined })
  }, [update, setName])

  return (
    <div ref={hydrating} data-hydrating="" className="mx-auto flex max-w-[1600px] flex-col gap-4 px-3 py-6 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-black tracking-tight sm:text-3xl">Compare units</h1>
          <p className="text-sm text-muted">
            True DPS counts talents, ultra talents, strengthen, procs and area attacks; treasures and research maxed.
          </p>
        </div>
        <p className="text-sm font-semibold" aria-live="polite" data-testid="shown-count">
          Showing {shown.length.toLocaleString('en-US')} of {rows.length.toLocaleString('en-US')} units
        </p>
      </header>
      <CompareFilters
        view={view}
        name={name}
        onName={setName}
        onChange={onChange}
        onReset={onReset}
        enemies={data.enemies}
        targetValue={search.target ?? 'best'}
      />
      {shown.length === 0 ? (
        <p className="card p-8 text-center text-muted">No units match these filters.</p>
      ) : (
        <CompareTable rows={shown} sort={sort} dir={dir} onSort={onSort} highlightTraits={highlightTraits} />
      )}
    </div>
  )
}

/**
 * The page hydrates only once its data has downloaded (it is not inside the
 * HTML), so until then the server's HTML shows but does not answer. The mark
 * goes when React has taken over; tests and benchmarks wait for that.
 */
function useHydratingMarker() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.removeAttribute('data-hydrating'), [])
  return ref
}
