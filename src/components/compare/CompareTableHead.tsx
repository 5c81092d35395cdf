import { memo } from 'react'
import type { SortKey } from '../../domain/compare/compare-search.ts'
import { SortHeader } from './SortHeader'

// The table's columns keep their widths (table-layout: fixed): they no longer shift as rows
// scroll in or a keystroke changes which units show, and the browser lays a changed row out on
// its own instead of measuring every drawn cell again. Each width holds the column's widest
// value in the game's files at any setting (checked in e2e/compare.spec.ts by sorting each column
// with its biggest values on top). Targets holds a strip of five icons, and two side by side from
// 1440 px; Abilities takes what is left.
export const COLUMNS: { key: SortKey; label: string; title: string; width: string }[] = [
  { key: 'trueDps', label: 'True DPS', title: 'Damage per second with talents, procs, area attacks and target multipliers', width: 'w-24' },
  { key: 'dps', label: 'DPS', title: 'Plain damage per second: attack per cycle over the attack cycle', width: 'w-16' },
  { key: 'attack', label: 'Attack', title: 'Damage of one attack (all hits)', width: 'w-23' },
  { key: 'hp', label: 'HP', title: 'Hit points', width: 'w-21' },
  { key: 'range', label: 'Range', title: 'Standing range', width: 'w-14' },
  { key: 'cycle', label: 'Cycle', title: 'Attack cycle in seconds', width: 'w-19' },
  { key: 'cooldown', label: 'Cooldown', title: 'Recharge time in seconds (research and treasure maxed)', width: 'w-19' },
  { key: 'cost', label: 'Cost', title: 'Deploy cost in battle', width: 'w-14' },
  { key: 'speed', label: 'Speed', title: 'Movement speed', width: 'w-13' },
  { key: 'knockbacks', label: 'KB', title: 'Knockbacks', width: 'w-10' },
]
const TARGETS_WIDTH = 'w-31 min-[1440px]:w-59'

/** The header row's cells (VirtualTable draws the row): memoized, so a filter or keystroke that changes only the rows leaves it alone. */
export const CompareTableHead = memo(function CompareTableHead({
  sort,
  dir,
  onSort,
}: {
  sort: SortKey
  dir: 'asc' | 'desc'
  onSort: (column: SortKey) => void
}) {
  return (
    <>
      <th
        scope="col"
        aria-sort={sort === 'name' ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
        className="sticky left-0 z-30 w-44 min-w-44 bg-surface-2 px-3 py-2 text-left font-semibold sm:w-52 sm:min-w-52"
      >
        <button type="button" onClick={() => onSort('name')} className={`rounded px-1 hover:text-accent ${sort === 'name' ? 'text-accent' : ''}`}>
          Unit
        </button>
      </th>
      {COLUMNS.map((column) => (
        <SortHeader
          key={column.key}
          column={column.key}
          label={column.label}
          title={column.title}
          sort={sort}
          dir={dir}
          onSort={onSort}
          className={column.width}
        />
      ))}
      <th scope="col" className={`${TARGETS_WIDTH} bg-surface-2 px-2 py-2 text-left font-semibold`}>
        Targets
      </th>
      <th scope="col" className="bg-surface-2 px-2 py-2 text-left font-semibold">
        Abilities
      </th>
      <th scope="col" className="w-20 bg-surface-2 px-2 py-2">
        <span className="sr-only">Save</span>
      </th>
    </>
  )
})
