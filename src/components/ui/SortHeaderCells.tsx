/** A sortable column: its sort key, its header's label, and the header's tooltip. */
export type SortColumn<Key extends string> = { key: Key; label: string; title?: string }

type Sorting<Key extends string> = {
  sort: Key
  dir: 'asc' | 'desc'
  onSort: (key: Key) => void
}

/** A header's aria-sort: the sorted column says its direction, the others none. */
export const ariaSort = (sorted: boolean, dir: 'asc' | 'desc') => (sorted ? (dir === 'asc' ? 'ascending' : 'descending') : 'none')

/** A column's sort button: its label, and on the sorted column an arrow (↑ ascending, ↓ descending). */
export function SortButton<Key extends string>({ column, sort, dir, onSort }: Sorting<Key> & { column: SortColumn<Key> }) {
  return (
    <button
      type="button"
      title={column.title}
      onClick={() => onSort(column.key)}
      className={`rounded px-1 py-0.5 whitespace-nowrap hover:text-accent ${sort === column.key ? 'text-accent' : ''}`}
    >
      {column.label}
      {sort === column.key ? (dir === 'asc' ? ' ↑' : ' ↓') : ''}
    </button>
  )
}

/**
 * A header cell per column, each a sort button (the enemy list, the enemy page's counters, the
 * stage ranking): `className` is the cells' look, the same for each.
 */
export function SortHeaderCells<Key extends string>({
  columns,
  className,
  ...sorting
}: Sorting<Key> & { columns: readonly SortColumn<Key>[]; className: string }) {
  return columns.map((column) => (
    <th key={column.key} scope="col" aria-sort={ariaSort(sorting.sort === column.key, sorting.dir)} className={className}>
      <SortButton column={column} {...sorting} />
    </th>
  ))
}
