import { memo, useCallback, useId, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { VirtualTable, type DetailRow, type VirtualRow } from '../ui/VirtualTable'
import { SortHeaderCells } from '../ui/SortHeaderCells'
import { useFollowRowLink } from '../ui/follow-row-link.ts'
import type { Enemy } from '../../domain/game-data/enemies.ts'
import type { CounterSort } from '../../domain/enemies/counter-sort.ts'
import { unitSearchAgainst, type Magnification } from '../../domain/enemies/enemy-link.ts'
import type { Counter } from '../../domain/enemies/matchup.ts'
import { unitLinkSearchOf } from '../../domain/settings/saved-cat.ts'
import { unitPath } from '../../domain/units.ts'
import { CounterExplanation, useKillSteps } from './CounterExplanation'
import { CounterRow, ROW_HEIGHT } from './CounterRow'
import { COUNTER_COLUMNS, counterKey } from './counter-rows.ts'

// One row past each edge, as the compare table: every row rendered is laid out and painted again on each change.
const OVERSCAN = 1

/** The ranking: a row per cat, and under an opened row how its time to kill was reached. */
export const CountersTable = memo(function CountersTable({
  rows,
  sort,
  dir,
  onSort,
  enemy,
  magnification,
  listed,
}: {
  rows: readonly Counter[]
  sort: CounterSort
  dir: 'asc' | 'desc'
  onSort: (key: CounterSort) => void
  enemy: Enemy
  /** the magnification the cats were ranked at: the unit page counts the enemy at it too */
  magnification: Magnification
  /** the cats are a saved list's, each at its own levels, talents and orbs */
  listed: boolean
}) {
  // An opened row's explanation is drawn under it, as part of its row (VirtualTable's detail).
  const [openKey, setOpenKey] = useState<string | null>(null)
  const toggle = useCallback((key: string) => setOpenKey((current) => (current === key ? null : key)), [])
  const openIndex = openKey === null ? -1 : rows.findIndex((counter) => counterKey(counter) === openKey)
  const explanationId = useId()
  const { stepsOf, warm } = useKillSteps(enemy, magnification)
  const onTableClick = useFollowRowLink()
  const hrefOf = useUnitHref(enemy, magnification, listed)
  const opened = rows[openIndex]
  const detail: DetailRow | undefined = opened && {
    index: openIndex,
    render: (rowIndex, sizeRef) => (
      <CounterExplanation key="explanation" counter={opened} steps={stepsOf(opened)} id={explanationId} rowIndex={rowIndex} sizeRef={sizeRef} />
    ),
  }
  const renderRow = ({ index, rowIndex }: VirtualRow) => {
    const counter = rows[index]
    // Keyed by position: a new ranking updates the cells of the rows in view in place.
    return counter ? (
      <CounterRow
        key={index}
        counter={counter}
        rowIndex={rowIndex}
        href={hrefOf(counter)}
        open={index === openIndex}
        explanationId={explanationId}
        onToggle={toggle}
        onIntent={warm}
      />
    ) : null
  }
  return (
    <VirtualTable
      count={rows.length}
      rowHeight={ROW_HEIGHT}
      overscan={OVERSCAN}
      detail={detail}
      content={rows}
      restorationId="counters-table"
      label="Counters table, scrollable"
      testId="counters-scroller"
      className="h-[calc(100dvh-6rem)] scroll-pl-40 sm:scroll-pl-60"
      tableClassName="tabular table-fixed"
      columns={COUNTER_COLUMNS.length + 1}
      colgroup={COLGROUP}
      head={<CountersHead sort={sort} dir={dir} onSort={onSort} />}
      onClick={onTableClick}
      renderRow={renderRow}
      empty={<p className="p-6 text-center text-muted">No cat matches these filters.</p>}
    />
  )
})

/**
 * Fixed widths, room for a header's sort arrow: the table is laid out `table-fixed`, so a row opened
 * to its steps (or a scroll that draws other rows) does not work the columns out again from every
 * drawn cell; about a third of the frame that shows the steps, traced.
 */
const COLUMN_WIDTHS: Record<CounterSort, string> = {
  timeToKill: 'w-34',
  damagePerCost: 'w-28',
  hitsSurvived: 'w-32',
  trueDps: 'w-25',
  range: 'w-21',
  cost: 'w-18',
}
const COLGROUP = (
  <colgroup>
    <col className="w-44 sm:w-60" />
    {COUNTER_COLUMNS.map((column) => (
      <col key={column.key} className={COLUMN_WIDTHS[column.key]} />
    ))}
  </colgroup>
)

/**
 * A row's unit page at this ranking's settings: against this enemy, strengthen left out as here (cats start at full HP),
 * and a listed cat at its levels, talents and orbs.
 */
function useUnitHref(enemy: Enemy, magnification: Magnification, listed: boolean): (counter: Counter) => string {
  const { stringifySearch } = useRouter().options
  const against = unitSearchAgainst(enemy.id, magnification)
  const plainHref = (counter: Counter) => unitPath(counter.unitId, counter.formIndex) + stringifySearch(against)
  return listed
    ? (counter: Counter) =>
        unitPath(counter.unitId, counter.formIndex) +
        stringifySearch({ ...unitLinkSearchOf(counter.calculation.prepared.cat, counter.calculation.settings), ...against })
    : plainHref
}

const CountersHead = memo(function CountersHead({ sort, dir, onSort }: { sort: CounterSort; dir: 'asc' | 'desc'; onSort: (key: CounterSort) => void }) {
  return (
    <>
      <th scope="col" className="sticky left-0 z-30 bg-surface-2 px-3 py-2 text-left font-semibold">
        Cat
      </th>
      <SortHeaderCells columns={COUNTER_COLUMNS} sort={sort} dir={dir} onSort={onSort} className="bg-surface-2 px-2 py-2 text-right font-semibold" />
    </>
  )
})
