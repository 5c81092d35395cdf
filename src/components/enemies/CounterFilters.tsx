import { memo } from 'react'
import type { EnemyPageSearch } from '../../domain/enemies/enemy-search.ts'
import { TextField } from '../ui/Field'

/** The filters: memoized, so a sort, a new magnification or the saved lists arriving leave them alone. */
export const CounterFilters = memo(function CounterFilters({
  query,
  setQuery,
  kills,
  outranges,
  change,
}: {
  query: string
  setQuery: (query: string) => void
  kills: boolean
  outranges: boolean
  change: (patch: Partial<EnemyPageSearch>) => void
}) {
  return (
    <>
      <TextField
        label="Cat name"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Filter cats…"
        autoComplete="off"
        data-testid="counter-name-filter"
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={kills} onChange={(event) => change({ kills: event.target.checked ? true : undefined })} />
        Only cats that kill it
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={outranges} onChange={(event) => change({ outranges: event.target.checked ? true : undefined })} />
        Only cats that out-range it
      </label>
    </>
  )
})
