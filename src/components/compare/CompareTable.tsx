import { memo, useRef, type MouseEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useVirtualizer } from '@tanstack/react-virtual'
import { RARITIES, type Trait } from '../../domain/game-data/vocabulary.ts'
import { abilityInfo } from '../../domain/compare/abilities.ts'
import { rowAbilities, rowTraitEffects, type CompareRow } from '../../domain/compare/compare-rows.ts'
import type { SortKey } from '../../domain/compare/compare-search.ts'
import { EFFECTIVENESS_LABELS } from '../../domain/compare/trait-effectiveness.ts'
import { FORM_LABELS, unitPath } from '../../domain/units.ts'
import { UnitIcon } from '../search/UnitIcon'
import { AddToListButton } from '../lists/AddToListButton'
import { SpriteIcon } from './SpriteIcon'
import { TraitIcon } from './TraitIcon'
import { SortHeader } from './SortHeader'
import { formatDps, formatInteger, formatSeconds } from './format'

const ROW_HEIGHT = 60
const MAX_ABILITY_ICONS = 6
// Rows past the scroller's edges: every extra row is work on each sort, filter and setting change.
const OVERSCAN = 4

const COLUMNS: { key: SortKey; label: string; title: string }[] = [
  { key: 'trueDps', label: 'True DPS', title: 'Damage per second with talents, procs, area attacks and target multipliers' },
  { key: 'dps', label: 'DPS', title: 'Plain damage per second: attack per cycle over the attack cycle' },
  { key: 'attack', label: 'Attack', title: 'Damage of one attack (all hits)' },
  { key: 'hp', label: 'HP', title: 'Hit points' },
  { key: 'range', label: 'Range', title: 'Standing range' },
  { key: 'cycle', label: 'Cycle', title: 'Attack cycle in seconds' },
  { key: 'cooldown', label: 'Cooldown', title: 'Recharge time in seconds (research and treasure maxed)' },
  { key: 'cost', label: 'Cost', title: 'Deploy cost in battle' },
  { key: 'speed', label: 'Speed', title: 'Movement speed' },
  { key: 'knockbacks', label: 'KB', title: 'Knockbacks' },
]

export const CompareTable = memo(function CompareTable({
  rows,
  sort,
  dir,
  onSort,
  highlightTraits,
}: {
  rows: readonly CompareRow[]
  sort: SortKey
  dir: 'asc' | 'desc'
  onSort: (column: SortKey) => void
  highlightTraits: readonly Trait[]
}) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  // Rows link with plain anchors, followed here in the app: a router <Link> per row costs more
  // on every sort and filter than all the row's other cells.
  const followRowLink = (event: MouseEvent<HTMLTableElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = event.target instanceof Element ? event.target.closest('a[data-row-link]') : null
    const href = link?.getAttribute('href')
    if (!href) return
    event.preventDefault()
    void navigate({ href })
  }
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    // Server render and first paint show the top of the table before the scroller is measured.
    initialRect: { width: 1200, height: 12 * ROW_HEIGHT },
  })
  const items = virtualizer.getVirtualItems()
  const paddingTop = items[0]?.start ?? 0
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)

  return (
    <div
      ref={scrollRef}
      className="card relative h-[calc(100dvh-4.5rem)] min-h-96 overflow-auto overscroll-contain"
      data-testid="compare-scroller"
      tabIndex={0}
      role="region"
      aria-label="Units table, scrollable"
    >
      <table className="w-full border-separate border-spacing-0 text-sm tabular" aria-rowcount={rows.length + 1} onClick={followRowLink}>
        <thead className="sticky top-0 z-20 text-xs text-muted">
          <tr>
            <th scope="col" className="sticky left-0 z-30 min-w-44 bg-surface-2 px-3 py-2 text-left font-semibold sm:min-w-64">
              <button type="button" onClick={() => onSort('name')} className={`rounded px-1 hover:text-accent ${sort === 'name' ? 'text-accent' : ''}`}>
                Unit
              </button>
            </th>
            {COLUMNS.map((column) => (
              <SortHeader key={column.key} column={column.key} label={column.label} title={column.title} sort={sort} dir={dir} onSort={onSort} />
            ))}
            <th scope="col" className="bg-surface-2 px-2 py-2 text-left font-semibold">
              Targets
            </th>
            <th scope="col" className="bg-surface-2 px-2 py-2 text-left font-semibold">
              Abilities
            </th>
            <th scope="col" className="bg-surface-2 px-2 py-2">
              <span className="sr-only">Save</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 ? (
            <tr aria-hidden="true">
              <td style={{ height: paddingTop }} colSpan={COLUMNS.length + 4} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index]
            // Keyed by position: a sort or filter puts other units into the same rows, and
            // updating a row's cells costs far less than unmounting it and mounting a new one.
            return row ? <CompareTableRow key={item.index} row={row} rowIndex={item.index + 2} highlightTraits={highlightTraits} /> : null
          })}
          {paddingBottom > 0 ? (
            <tr aria-hidden="true">
              <td style={{ height: paddingBottom }} colSpan={COLUMNS.length + 4} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  )
})

const cell = 'border-b border-line px-2 text-right whitespace-nowrap'

const CompareTableRow = memo(function CompareTableRow({
  row,
  rowIndex,
  highlightTraits,
}: {
  row: CompareRow
  rowIndex: number
  highlightTraits: readonly Trait[]
}) {
  const abilities = rowAbilities(row)
  const traitEffects = rowTraitEffects(row)
  const extraAbilities = abilities.length - MAX_ABILITY_ICONS
  return (
    <tr className="group" style={{ height: ROW_HEIGHT }} aria-rowindex={rowIndex} data-testid="compare-row">
      <th scope="row" className="sticky left-0 z-10 border-b border-line bg-surface px-2 text-left font-normal group-hover:bg-surface-2">
        <a href={unitPath(row.unitId, row.formIndex)} data-row-link="" className="flex items-center gap-2 py-1">
          <UnitIcon unitId={row.unitId} formIndex={row.formIndex} className="size-10 shrink-0 sm:size-11" loading="lazy" />
          <span className="min-w-0">
            <span className="block max-w-32 truncate font-semibold text-text group-hover:text-accent sm:max-w-52" data-testid="unit-name">
              {row.name}
            </span>
            <span className="block max-w-32 truncate text-xs text-muted sm:max-w-52">
              {RARITIES[row.rarity]} · {FORM_LABELS[row.formIndex]}
              {row.baseFormName ? <span className="hidden sm:inline"> · {row.baseFormName}</span> : null}
            </span>
          </span>
        </a>
      </th>
      <td className={`${cell} font-bold text-accent`} data-testid="true-dps">
        {formatDps(row.trueDps)}
      </td>
      <td className={cell}>{formatDps(row.dps)}</td>
      <td className={cell}>
        {formatInteger(row.attack)}
        {row.hits > 1 ? <span className="ml-0.5 text-xs text-muted">×{row.hits}</span> : null}
      </td>
      <td className={cell}>{formatInteger(row.hp)}</td>
      <td className={cell}>{formatInteger(row.range)}</td>
      <td className={cell}>{formatSeconds(row.cycle)}</td>
      <td className={cell}>{formatSeconds(row.cooldown)}</td>
      <td className={cell}>{formatInteger(row.cost)}</td>
      <td className={cell}>{row.speed}</td>
      <td className={cell}>{row.knockbacks}</td>
      <td className="border-b border-line px-2">
        <span className="flex items-center gap-0.5">
          {/* Icons keyed by position too: a row that shows another unit swaps their pictures in place. */}
          {row.targets.map((trait, position) => {
            const effects = traitEffects[trait] ?? []
            const highlighted = highlightTraits.includes(trait)
            const title = `${trait}: ${effects.map((effect) => EFFECTIVENESS_LABELS[effect]).join(', ')}`
            return (
              <span key={position} className={`inline-flex items-center ${highlighted ? 'rounded bg-accent-soft px-0.5' : ''}`} title={title}>
                <TraitIcon trait={trait} label={title} />
                {highlighted && effects.length > 1 ? (
                  <span className="ml-0.5 text-[10px] font-semibold text-accent">{EFFECTIVENESS_LABELS[effects[0] ?? 'targets']}</span>
                ) : null}
              </span>
            )
          })}
        </span>
      </td>
      <td className="border-b border-line px-2">
        <span className="flex items-center gap-0.5">
          {abilities.slice(0, MAX_ABILITY_ICONS).map((key, position) => {
            const info = abilityInfo(key)
            if (!info) return null
            return info.icon ? (
              <SpriteIcon key={position} name={info.icon} label={info.label} title={info.label} />
            ) : (
              <span key={position} className="rounded bg-surface-2 px-1 text-[10px]" title={info.label}>
                {info.label}
              </span>
            )
          })}
          {extraAbilities > 0 ? (
            <span className="text-xs text-muted" title={abilities.slice(MAX_ABILITY_ICONS).map((key) => abilityInfo(key)?.label).join(', ')}>
              +{extraAbilities}
            </span>
          ) : null}
        </span>
      </td>
      <td className="border-b border-line px-2">
        <AddToListButton unitId={row.unitId} formIndex={row.formIndex} level={row.level} plusLevel={row.plusLevel} talentLevels={[]} compact />
      </td>
    </tr>
  )
})
