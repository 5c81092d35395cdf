import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react'
import { SORT_KEYS, SORT_LABELS, defaultDirection, type SavedCatSort } from './sort-saved-cats.ts'
import { Button } from '../ui/Button'
import { SelectField } from '../ui/Field'

export function SortControl({ sort, onSortChange }: { sort: SavedCatSort; onSortChange: (sort: SavedCatSort) => void }) {
  const ascending = sort.direction === 'asc'
  return (
    <div className="flex items-end gap-2">
      <SelectField
        label="Sort by"
        labelClassName="flex flex-col gap-1 text-xs font-semibold text-muted"
        className="min-w-36 py-1.5 font-semibold text-text"
        value={sort.key}
        onChange={(event) => {
          const key = SORT_KEYS.find((candidate) => candidate === event.target.value)
          if (key) onSortChange({ key, direction: defaultDirection(key) })
        }}
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </SelectField>
      <Button
        className="px-2.5"
        onClick={() => onSortChange({ ...sort, direction: ascending ? 'desc' : 'asc' })}
        aria-label={ascending ? 'Ascending order, switch to descending' : 'Descending order, switch to ascending'}
        title={ascending ? 'Ascending' : 'Descending'}
      >
        {ascending ? <ArrowUpNarrowWide className="size-4" aria-hidden="true" /> : <ArrowDownWideNarrow className="size-4" aria-hidden="true" />}
      </Button>
    </div>
  )
}
