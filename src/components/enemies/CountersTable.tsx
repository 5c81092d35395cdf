import { memo, useCallback, useId, useMemo, useRef, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useVirtualRows } from '../ui/use-virtual-rows.ts'
import { useHeaderBelowTopBar } from '../ui/use-header-below-top-bar.ts'
import { SpacerRow } from '../ui/SpacerRow'
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
  const scrollRef = useRef<HTMLDivElement>(null)
  // An opened row's explanation is one more virtual row under it, the only one measured (the others are ROW_HEIGHT).
  const [openKey, setOpenKey] = useState<string | null>(null)
  const toggle = useCallback((key: string) => setOpenKey((current) => (current === key ? null : key)), [])
  const openIndex = openKey === null ? -1 : rows.findIndex((counter) => counterKey(counter) === openKey)
  const explained = openIndex === -1 ? -1 : openIndex + 1
  const measured = useMemo(() => (explained === -1 ? undefined : { getItemKey: (index: number) => (index === explained ? 'explanation' : index) }), [explained])
  const { items, paddingTop, paddingBottom, measureElement } = useVirtualRows(
    rows.length + (explained === -1 ? 0 : 1),
    scrollRef,
    ROW_HEIGHT,
    OVERSCAN,
    measured,
    'counters-table',
    rows,
  )
  const explanationId = useId()
  const { stepsOf, warm } = useKillSteps(enemy, magnification)
  useHeaderBelowTopBar(scrollRef)
  const onTableClick = useFollowRowLink()
  const { stringifySearch } = useRouter().options
  // The unit page at this ranking's settings: against this enemy, strengthen left out as here (cats start at full HP),
  // and a listed cat at its levels, talents and orbs.
  const against = unitSearchAgainst(enemy.id, magnification)
  const plainHref = (counter: Counter) => unitPath(counter.unitId, counter.formIndex) + stringifySearch(against)
  const hrefOf = listed
    ? (counter: Counter) =>
        unitPath(counter.unitId, counter.formIndex) +
        stringifySearch({ ...unitLinkSearchOf(counter.calculation.prepared.cat, counter.calculation.settings), ...against })
    : plainHref
  return (
    // Its height is fixed: contained, a new ranking lays out and paints this box alone, not the page around it.
    <div
      ref={scrollRef}
      className="card relative h-[calc(100dvh-6rem)] min-h-96 scroll-pt-14 scroll-pl-40 overflow-auto overscroll-contain contain-strict sm:scroll-pl-60"
      tabIndex={0}
      role="region"
      aria-label="Counters table, scrollable"
      data-testid="counters-scroller"
      data-scroll-restoration-id="counters-table"
    >
      <table
        className="w-full border-separate border-spacing-0 text-sm tabular"
        aria-rowcount={rows.length + (explained === -1 ? 1 : 2)}
        onClick={onTableClick}
      >
        <CountersHead sort={sort} dir={dir} onSort={onSort} />
        <tbody>
          <SpacerRow height={paddingTop} columns={COUNTER_COLUMNS.length + 1} />
          {items.map((item) => {
            if (item.index === explained) {
              const counter = rows[openIndex]
              return counter ? (
                <CounterExplanation
                  key="explanation"
                  counter={counter}
                  steps={stepsOf(counter)}
                  id={explanationId}
                  rowIndex={item.index + 2}
                  index={item.index}
                  measureRef={measureElement}
                />
              ) : null
            }
            const rowIndex = explained !== -1 && item.index > explained ? item.index - 1 : item.index
            const counter = rows[rowIndex]
            // Keyed by position: a new ranking updates the cells of the rows in view in place.
            return counter ? (
              <CounterRow
                key={rowIndex}
                counter={counter}
                rowIndex={item.index + 2}
                href={hrefOf(counter)}
                open={rowIndex === openIndex}
                explanationId={explanationId}
                onToggle={toggle}
                onIntent={warm}
              />
            ) : null
          })}
          <SpacerRow height={paddingBottom} columns={COUNTER_COLUMNS.length + 1} />
        </tbody>
      </table>
      {rows.length === 0 ? <p className="p-6 text-center text-muted">No cat matches these filters.</p> : null}
    </div>
  )
})

const CountersHead = memo(function CountersHead({ sort, dir, onSort }: { sort: CounterSort; dir: 'asc' | 'desc'; onSort: (key: CounterSort) => void }) {
  return (
    <thead className="sticky top-[var(--under-bar,0px)] z-20 text-xs text-muted">
      <tr>
        <th scope="col" className="sticky left-0 z-30 min-w-40 bg-surface-2 px-3 py-2 text-left font-semibold sm:min-w-60">
          Cat
        </th>
        {COUNTER_COLUMNS.map((column) => (
          <th
            key={column.key}
            scope="col"
            aria-sort={sort === column.key ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
            className="bg-surface-2 px-2 py-2 text-right font-semibold"
          >
            <button
              type="button"
              title={column.title}
              onClick={() => onSort(column.key)}
              className={`rounded px-1 py-0.5 whitespace-nowrap hover:text-accent ${sort === column.key ? 'text-accent' : ''}`}
            >
              {column.label}
              {sort === column.key ? (dir === 'asc' ? ' ↑' : ' ↓') : ''}
            </button>
          </th>
        ))}
      </tr>
    </thead>
  )
})
