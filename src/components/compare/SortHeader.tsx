import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import type { SortKey } from '../../domain/compare/compare-search.ts'

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
  const Icon = active ? (dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown
  return (
    <th
      scope="col"
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={`bg-surface-2 px-2 py-2 text-right font-semibold ${className}`}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        title={title}
        className={`inline-flex items-center gap-1 rounded px-1 py-0.5 whitespace-nowrap hover:text-accent ${active ? 'text-accent' : ''}`}
      >
        {label}
        <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      </button>
    </th>
  )
}
