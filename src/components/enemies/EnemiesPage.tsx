import { memo, useCallback, useEffect, useMemo, useState } from 'react'
import { VirtualTable } from '../ui/VirtualTable'
import { ariaSort, SortButton, SortHeaderCells, type SortColumn } from '../ui/SortHeaderCells'
import { useFollowRowLink } from '../ui/follow-row-link.ts'
import { useSearchPatch } from '../ui/use-search-patch.ts'
import { clickedSortDirection } from '../ui/sort-click.ts'
import { useHydratingMarker } from '../ui/use-hydrating-marker.ts'
import { TRAITS } from '../../domain/game-data/vocabulary.ts'
import type { Enemy } from '../../domain/game-data/enemies.ts'
import { TRAIT_LABELS } from '../../domain/ability-vocabulary.ts'
import { enemyPath, magnificationOf, MAX_MAGNIFICATION, MIN_MAGNIFICATION } from '../../domain/enemies/enemy-link.ts'
import { ENEMY_ABILITY_FILTERS, validMagnifications, type EnemyListSearch, type EnemyListSort } from '../../domain/enemies/enemy-search.ts'
import { formatDps, formatInteger } from '../../text/format.ts'
import { NumberField } from '../ui/NumberField'
import { SelectField, TextField } from '../ui/Field'
import { EnemyIcon } from './EnemyIcon'
import { ENEMY_ABILITY_LABELS } from '../../text/enemy-ability-text.ts'
import { enemyRows, filterEnemyRows, sortEnemyRows, type EnemyRow } from './enemy-list.ts'

const ROW_HEIGHT = 56
// One row past each edge, as the compare table: every row rendered is laid out and painted again on each change.
const OVERSCAN = 1
const COLUMNS: SortColumn<EnemyListSort>[] = [
  { key: 'hp', label: 'HP', title: 'Hit points at this magnification' },
  { key: 'attack', label: 'Attack', title: 'Damage of one attack (all hits) at this magnification' },
  { key: 'dps', label: 'DPS', title: 'Attack over the attack cycle' },
  { key: 'range', label: 'Range', title: 'Standing range' },
  { key: 'speed', label: 'Speed', title: 'Movement speed' },
  { key: 'knockbacks', label: 'KB', title: 'Knockbacks' },
]

export function EnemiesPage({ enemies, search, onChange }: { enemies: readonly Enemy[]; search: EnemyListSearch; onChange: (next: EnemyListSearch) => void }) {
  // The page hydrates only once its list has downloaded (it is not inside the HTML): until then it shows but does not answer.
  const hydrating = useHydratingMarker<HTMLDivElement>()
  const magnification = magnificationOf(validMagnifications(search))
  const rows = useMemo(() => enemyRows(enemies, magnification), [enemies, magnification.magnification, magnification.attackMagnification]) // eslint-disable-line react-hooks/exhaustive-deps
  // The name box answers each keystroke from local state; the URL follows once typing pauses.
  // (No deferred copy of the query: its second render came between the keystroke and its paint.)
  const [query, setQuery] = useState(search.q ?? '')
  useEffect(() => {
    if ((search.q ?? '') === query) return
    const timer = setTimeout(() => {
      if (window.location.pathname === '/enemies') onChange({ ...search, q: query || undefined })
    }, 250)
    return () => clearTimeout(timer)
  }, [query, search, onChange])
  const change = useSearchPatch(search, onChange)
  const sort = search.sort ?? 'name'
  const dir = search.dir ?? (sort === 'name' ? 'asc' : 'desc')
  const sortChosen = search.sort !== undefined || search.dir !== undefined
  // Sorted once per order; a keystroke only filters.
  const sorted = useMemo(() => sortEnemyRows(rows, sort, dir), [rows, sort, dir])
  const visible = useMemo(
    () => filterEnemyRows(sorted, { q: query, trait: search.trait, ability: search.ability }),
    [sorted, query, search.trait, search.ability],
  )
  // Stable while the order stays: the table's header is not rendered again on a keystroke.
  const onSort = useCallback(
    (key: EnemyListSort) => {
      const defaultDir = key === 'name' ? 'asc' : 'desc'
      const nextDir = clickedSortDirection({ isCurrent: sort === key, chosen: sortChosen, current: dir, bestFirst: defaultDir })
      // Name, the default, leaves the address: its direction is written instead, to say the player chose it.
      change({ sort: key === 'name' ? undefined : key, dir: nextDir === defaultDir && key !== 'name' ? undefined : nextDir })
    },
    [sort, dir, sortChosen, change],
  )

  return (
    <div ref={hydrating} data-hydrating="" className="mx-auto flex max-w-7xl flex-col gap-3 px-3 py-4 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-black tracking-tight">Enemies</h1>
        <p className="text-sm text-muted">
          Every enemy in the game with an English name: traits, HP, attack and abilities at the magnification you choose. Open one to see which cats beat it.
        </p>
      </header>
      <div className="card grid grid-cols-1 gap-3 p-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Name"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search enemies…"
          autoComplete="off"
          data-testid="enemy-name-search"
        />
        <EnemyListFilters trait={search.trait} ability={search.ability} magnification={magnification.magnification} change={change} />
      </div>
      <p className="text-sm text-muted" aria-live="polite" data-testid="enemy-count">
        {visible.length === rows.length ? `${formatInteger(rows.length)} enemies` : `${formatInteger(visible.length)} of ${formatInteger(rows.length)} enemies`}
      </p>
      <EnemyTable rows={visible} sort={sort} dir={dir} onSort={onSort} magnification={magnification.magnification} />
    </div>
  )
}

/** Trait, ability and magnification: memoized, so a keystroke in the name box leaves them alone. */
const EnemyListFilters = memo(function EnemyListFilters({
  trait,
  ability,
  magnification,
  change,
}: {
  trait: EnemyListSearch['trait']
  ability: EnemyListSearch['ability']
  magnification: number
  change: (patch: Partial<EnemyListSearch>) => void
}) {
  return (
    <>
      <SelectField label="Trait" value={trait ?? ''} onChange={(event) => change({ trait: (event.target.value || undefined) as EnemyListSearch['trait'] })}>
        <option value="">Any trait</option>
        {TRAITS.map((trait) => (
          <option key={trait} value={trait}>
            {TRAIT_LABELS[trait]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Ability"
        value={ability ?? ''}
        onChange={(event) => change({ ability: (event.target.value || undefined) as EnemyListSearch['ability'] })}
      >
        <option value="">Any ability</option>
        {ENEMY_ABILITY_FILTERS.map((ability) => (
          <option key={ability} value={ability}>
            {ENEMY_ABILITY_LABELS[ability]}
          </option>
        ))}
      </SelectField>
      <NumberField
        label="Magnification"
        value={magnification}
        min={MIN_MAGNIFICATION}
        max={MAX_MAGNIFICATION}
        suffix="%"
        testId="enemy-list-magnification"
        onCommit={(value) => change({ magnification: value === 100 ? undefined : value })}
      />
    </>
  )
})

const EnemyTable = memo(function EnemyTable({
  rows,
  sort,
  dir,
  onSort,
  magnification,
}: {
  rows: readonly EnemyRow[]
  sort: EnemyListSort
  dir: 'asc' | 'desc'
  onSort: (key: EnemyListSort) => void
  magnification: number
}) {
  const onTableClick = useFollowRowLink()
  return (
    <VirtualTable
      count={rows.length}
      rowHeight={ROW_HEIGHT}
      overscan={OVERSCAN}
      content={rows}
      restorationId="enemy-table"
      label="Enemies table, scrollable"
      testId="enemy-scroller"
      className="h-[calc(100dvh-6rem)] scroll-pl-40 sm:scroll-pl-60"
      tableClassName="tabular"
      columns={COLUMNS.length + 3}
      head={<EnemyTableHead sort={sort} dir={dir} onSort={onSort} />}
      onClick={onTableClick}
      renderRow={({ index, rowIndex }) => {
        const row = rows[index]
        // Keyed by position: rows a keystroke leaves in place are not rendered again (memo).
        return row ? <EnemyTableRow key={index} row={row} rowIndex={rowIndex} magnification={magnification} /> : null
      }}
      empty={<p className="p-6 text-center text-muted">No enemy matches these filters.</p>}
    />
  )
})

const NAME_COLUMN: SortColumn<EnemyListSort> = { key: 'name', label: 'Enemy' }

const EnemyTableHead = memo(function EnemyTableHead({ sort, dir, onSort }: { sort: EnemyListSort; dir: 'asc' | 'desc'; onSort: (key: EnemyListSort) => void }) {
  return (
    <>
      <th
        scope="col"
        aria-sort={ariaSort(sort === 'name', dir)}
        className="sticky left-0 z-30 min-w-40 bg-surface-2 px-3 py-2 text-left font-semibold sm:min-w-60"
      >
        <SortButton column={NAME_COLUMN} sort={sort} dir={dir} onSort={onSort} />
      </th>
      <SortHeaderCells columns={COLUMNS} sort={sort} dir={dir} onSort={onSort} className="bg-surface-2 px-2 py-2 text-right font-semibold" />
      <th scope="col" className="bg-surface-2 px-2 py-2 text-left font-semibold">
        Traits
      </th>
      <th scope="col" className="bg-surface-2 px-2 py-2 text-left font-semibold">
        Abilities
      </th>
    </>
  )
})

const ROW_STYLE = { height: ROW_HEIGHT }
const CELL = 'border-b border-line px-2 text-right'

// Plain elements, one text per cell: every row in view that changes is work on each keystroke.
const EnemyTableRow = memo(function EnemyTableRow({ row, rowIndex, magnification }: { row: EnemyRow; rowIndex: number; magnification: number }) {
  const { enemy } = row
  // Positioned, each row paints on its own: a keystroke that changes a few rows repaints those.
  return (
    <tr aria-rowindex={rowIndex} className="group relative" data-testid="enemy-row" style={ROW_STYLE}>
      <th scope="row" className="sticky left-0 z-10 border-b border-line bg-surface px-3 text-left font-semibold group-hover:bg-surface-2">
        <a href={enemyPath(enemy.id, { magnification })} data-row-link="" className="flex items-center gap-2 hover:text-accent">
          {/* Keyed by enemy: a row keyed by position must not keep another enemy's missing-icon state. */}
          <EnemyIcon key={enemy.id} enemyId={enemy.id} className="size-10 shrink-0" loading="lazy" />
          <span className="line-clamp-2">{enemy.name}</span>
        </a>
      </th>
      <td className={CELL}>{formatInteger(row.hp)}</td>
      <td className={CELL}>{formatInteger(row.attack)}</td>
      <td className={CELL}>{formatDps(row.dps)}</td>
      <td className={CELL}>{formatInteger(enemy.range)}</td>
      <td className={CELL}>{formatInteger(enemy.speed)}</td>
      <td className={CELL}>{formatInteger(enemy.knockbacks)}</td>
      <td className="border-b border-line px-2 text-xs text-muted">{enemy.traits.map((trait) => TRAIT_LABELS[trait]).join(', ') || '—'}</td>
      <td className="max-w-72 border-b border-line px-2 text-xs text-muted">
        <span className="line-clamp-2">
          {(Object.keys(enemy.abilities) as (keyof typeof enemy.abilities)[]).map((key) => ENEMY_ABILITY_LABELS[key]).join(', ') || '—'}
        </span>
      </td>
    </tr>
  )
})
