import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import type { SortKey } from '../../domain/compare/compare-search.ts'

// Shared elements, which React does not render again (see AddToListButton).
const ASCENDING = <ArrowUp className="size-3.5 shrink-0" aria-hidden="true" />
const DESCENDING = <ArrowDown className="size-3.5 shrink-0" aria-hidden="true" />
const UNSORTED = <ArrowUpDown className="size-3.5 shrink-0" aria-hidden="true" />

export function SortHeader({
  column,
  label,
  title,
  sort,
  dir,
  onSort,
  className = '',
}: {
  column: SortKey
  label: string
  title?: string
  sort: SortKey
  dir: 'asc' | 'desc'
  onSort: (column: SortKey) => void
  className?: string
}) {
  const active = sort === column
  const icon = active ? (dir === 'asc' ? ASCENDING : DESCENDING) : UNSORTED
  return (
    <th
      scope="col"
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={`bg-surface-2 px-1 py-2 text-right font-semibold ${className}`}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        title={title}
        // Where the table is squeezed the arrow goes under the label, so the label sets the column's width.
        className={`inline-flex flex-wrap items-center justify-end gap-x-1 rounded px-1 py-0.5 hover:text-accent ${active ? 'text-accent' : ''}`}
      >
        <span className="whitespace-nowrap">{label}</span>
        {icon}
      </button>
    </th>
  )
}
