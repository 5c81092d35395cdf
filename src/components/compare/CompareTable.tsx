import { compareGameVersions } from '../../domain/game-data/game-version.ts'
import { memo, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject, type MouseEvent, type SyntheticEvent } from 'react'
import { RARITIES, type Trait } from '../../domain/game-data/vocabulary.ts'
import { abilityInfo, type AbilityFilterKey } from '../../domain/compare/abilities.ts'
import { rowAbilities, rowTraitEffects, type CompareRow } from '../../domain/compare/compare-rows.ts'
import type { SortKey } from '../../domain/compare/compare-search.ts'
import { EFFECTIVENESS_LABELS } from '../../domain/compare/trait-effectiveness.ts'
import { FORM_LABELS } from '../../domain/units.ts'
import { UNIT_ICONS, unitIconUrl, unknownUnitIconUrl } from '../../lib/icons.ts'
import { TRAIT_LABELS, traitIcon } from '../../domain/ability-vocabulary.ts'
import {
  LIST_MENU_SIZE,
  ListMenu,
  MAIN_LIST,
  MENU_ICON,
  SAVE_ICON,
  SAVED_ICON,
  listsHoldingForm,
  useAddToList,
  useSavedPlaces,
  type ListTarget,
} from '../lists/AddToListButton'
import { spriteRow } from '../../lib/icon-sprite.ts'
import { SPRITE_CLASS, spriteStrip } from './SpriteIcon'
import { SortHeader } from './SortHeader'
import { formatDps, formatInteger, formatSeconds } from '../../lib/format.ts'
import { useVirtualRows } from '../ui/use-virtual-rows.ts'
import { useHeaderBelowTopBar } from '../ui/use-header-below-top-bar.ts'
import { SpacerRow } from '../ui/SpacerRow'
import { useFollowRowLink } from '../ui/follow-row-link.ts'
import { savedTalentsOf } from '../../domain/settings/saved-cat.ts'
import type { TalentLevels } from '../../domain/settings/settings.ts'

const ROW_HEIGHT = 60
const MAX_ABILITY_ICONS = 6
// Icons per strip: a cell's strips wrap onto a second line where the table is squeezed, so every
// column fits a 1280 px screen (a strip is one element and cannot wrap itself).
const TRAITS_PER_STRIP = 5
const ABILITIES_PER_STRIP = 3
// Rows past the scroller's edges: every extra row is work on each sort, filter and setting change.
const OVERSCAN = 1
// aria-rowindex of the first unit: the header row is 1.
const FIRST_ROW_INDEX = 2

// The table's columns keep their widths (table-layout: fixed): they no longer shift as rows
// scroll in or a keystroke changes which units show, and the browser lays a changed row out on
// its own instead of measuring every drawn cell again. Each width holds the column's widest
// value in the game's files at any setting (checked in e2e/compare.spec.ts by sorting each column
// with its biggest values on top). Targets holds a strip of five icons, and two side by side from
// 1440 px; Abilities takes what is left.
const COLUMNS: { key: SortKey; label: string; title: string; width: string }[] = [
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
// The fixed columns (Unit 208 px from sm up, the ten above, Targets 124 px, Save 80 px) and the least
// Abilities needs, a strip of three icons and a "+N" (96 px): 1,200 px, which a 1280 px screen holds
// beside a scroll bar. Digits keep the font's own widths (no tabular-nums): with that feature the
// browser shaped every number of a changed row afresh, half the layout of a keystroke's rows, and
// the numbers stand right-aligned either way.
const TABLE = 'w-full min-w-300 table-fixed border-separate border-spacing-0 text-sm'

export const CompareTable = memo(function CompareTable({
  rows,
  sort,
  dir,
  onSort,
  highlightTraits,
  onStrengthenOff,
  unitLink,
  talents,
  drawnRows,
  newAfter,
}: {
  rows: readonly CompareRow[]
  sort: SortKey
  dir: 'asc' | 'desc'
  onSort: (column: SortKey) => void
  highlightTraits: readonly Trait[]
  /** leave strengthen out of true DPS (a row's strengthen mark) */
  onStrengthenOff: () => void
  /** the address of a row's unit page, at the settings the row was counted at */
  unitLink: (row: CompareRow) => string
  /** the page's talent setting, which a saved row keeps */
  talents: TalentLevels
  /** told how many rows the table draws */
  drawnRows?: RefObject<number>
  /** cats added after this game version are marked New (the English dump's version) */
  newAfter?: string
}) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const followRowLink = useFollowRowLink()
  const { addTo, isPending } = useAddToList()
  const savedPlaces = useSavedPlaces()
  const menuId = useId()
  const menuToggle = useRef<HTMLElement | null>(null)
  const [menu, setMenu] = useState<{ index: number; row: CompareRow; anchor: DOMRect } | null>(null)
  const menuOpen = menu !== null
  // The menu is placed on the screen where it opened: a scroll of the page or the table that
  // moves its toggle, or a new window size, would leave it behind, so they close it. (A scroll
  // event comes a frame late: one from bringing the toggle into view must not close it.)
  useEffect(() => {
    if (!menuOpen) return
    const closeIfMoved = () => {
      const rect = menuToggle.current?.getBoundingClientRect()
      setMenu((open) => (open && rect && rect.top === open.anchor.top && rect.left === open.anchor.left ? open : null))
    }
    const onScroll = (event: Event) => {
      if (!(event.target instanceof Node && document.getElementById(menuId)?.contains(event.target))) closeIfMoved()
    }
    const onResize = () => setMenu(null)
    window.addEventListener('scroll', onScroll, { capture: true, passive: true })
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('scroll', onScroll, { capture: true })
      window.removeEventListener('resize', onResize)
    }
  }, [menuOpen, menuId])

  const save = (row: CompareRow, list: ListTarget) => {
    setMenu(null)
    if (isPending) return
    // As the row counts it: the page's talent setting, or a listed cat's own talents.
    const talentLevels = savedTalentsOf(row.listLevels?.talents ?? talents, row.talentSlots)
    void addTo(list, { unitId: row.unitId, formIndex: row.formIndex, level: row.level, plusLevel: row.plusLevel, talentLevels })
  }

  // Rows hold plain anchors and buttons, answered here for all of them: a router <Link> or a
  // save button with its own state per row costs more on every sort and filter than all the
  // row's other cells.
  const onTableClick = (event: MouseEvent<HTMLTableElement>) => {
    const target = event.target instanceof Element ? event.target : null
    if (target?.closest('button[data-strengthen]')) {
      // The marks go with strengthen: the focus stays in the table rather than falling to the page.
      scrollRef.current?.focus({ preventScroll: true })
      return onStrengthenOff()
    }
    const saveButton = target?.closest<HTMLElement>('button[data-save]')
    if (saveButton) {
      const index = Number(saveButton.closest('tr')?.getAttribute('aria-rowindex')) - FIRST_ROW_INDEX
      const row = rows[index]
      if (!row) return
      if (saveButton.dataset.save !== 'menu') return save(row, MAIN_LIST)
      if (menu?.index === index) return setMenu(null)
      menuToggle.current = saveButton
      setMenu({ index, row, anchor: saveButton.getBoundingClientRect() })
      return
    }
    followRowLink(event)
  }
  const { items, paddingTop, paddingBottom } = useVirtualRows(rows.length, scrollRef, ROW_HEIGHT, OVERSCAN, undefined, 'compare-table', rows)
  useHeaderBelowTopBar(scrollRef)
  useLayoutEffect(() => {
    if (drawnRows) drawnRows.current = items.length
  })

  return (
    <>
      {/* Its height is fixed: contained, a keystroke lays out and paints this box alone, not the page
          around it. Containment makes it the box of fixed descendants too, so the menu stays outside.
          Its scroll padding keeps what the keyboard focuses clear of the sticky header and Unit column.
          Its scroll bar's room is kept: a filter that leaves fewer rows than it holds does not widen the columns. */}
      <div
        ref={scrollRef}
        className="card relative h-[calc(100dvh-4.5rem)] min-h-96 [scrollbar-gutter:stable] scroll-pt-14 scroll-pl-44 overflow-auto overscroll-contain contain-strict sm:scroll-pl-52"
        data-testid="compare-scroller"
        data-scroll-restoration-id="compare-table"
        tabIndex={0}
        role="region"
        aria-label="Units table, scrollable"
      >
        <table className={TABLE} aria-rowcount={rows.length + 1} onClick={onTableClick}>
          <CompareTableHead sort={sort} dir={dir} onSort={onSort} />
          <tbody>
            <SpacerRow height={paddingTop} columns={COLUMNS.length + 4} />
            {items.map((item) => {
              const row = rows[item.index]
              // Keyed by position: a sort or filter puts other units into the same rows, and
              // updating a row's cells costs far less than unmounting it and mounting a new one.
              return row ? (
                <CompareTableRow
                  key={item.index}
                  row={row}
                  href={unitLink(row)}
                  rowIndex={item.index + FIRST_ROW_INDEX}
                  highlightTraits={highlightTraits}
                  isNew={newAfter !== undefined && row.addedIn !== null && compareGameVersions(row.addedIn, newAfter) > 0}
                  menuId={menu?.index === item.index ? menuId : undefined}
                  savedIn={savedPlaces.size === 0 ? undefined : listsHoldingForm(savedPlaces.get(row.unitId), row.formIndex).join(', ') || undefined}
                />
              ) : null
            })}
            <SpacerRow height={paddingBottom} columns={COLUMNS.length + 4} />
          </tbody>
        </table>
      </div>
      {menu ? (
        <ListMenu
          id={menuId}
          unitId={menu.row.unitId}
          insideRef={menuToggle}
          onChoose={(list) => {
            save(menu.row, list)
            menuToggle.current?.focus()
          }}
          onClose={(refocus) => {
            setMenu(null)
            if (refocus) menuToggle.current?.focus()
          }}
          className="fixed"
          style={menuPlacement(menu.anchor)}
        />
      ) : null}
    </>
  )
})

/** The header row: memoized, so a filter or keystroke that changes only the rows leaves it alone. */
const CompareTableHead = memo(function CompareTableHead({ sort, dir, onSort }: { sort: SortKey; dir: 'asc' | 'desc'; onSort: (column: SortKey) => void }) {
  return (
    <thead className="sticky top-[var(--under-bar,0px)] z-20 text-xs text-muted">
      <tr>
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
      </tr>
    </thead>
  )
})

/** Under its toggle, right edges aligned, or above it where the screen ends first. */
function menuPlacement(toggle: DOMRect): CSSProperties {
  const left = Math.max(8, toggle.right - LIST_MENU_SIZE.width)
  return toggle.bottom + 4 + LIST_MENU_SIZE.maxHeight <= window.innerHeight
    ? { left, top: toggle.bottom + 4 }
    : { left, bottom: window.innerHeight - toggle.top + 4 }
}

function showUnknownIcon(event: SyntheticEvent<HTMLImageElement>) {
  const fallback = unknownUnitIconUrl('small')
  if (event.currentTarget.getAttribute('src') !== fallback) event.currentTarget.src = fallback
}

const cell = 'border-b border-line px-1.5 text-right whitespace-nowrap'
// Icon cells may wrap between strips (never inside one): two lines of icons fit a row.
const ICON_CELL = 'border-b border-line px-1.5 leading-6'
const STRENGTHEN_MARK = 'S'
const strengthenTitles = new Map<number, string>()
/** One string per trigger, so rows on screen share it. */
function strengthenTitle(trigger: number): string {
  let title = strengthenTitles.get(trigger)
  if (title === undefined) {
    title = `Counts strengthen, which works only at ${trigger}% HP or below. Click to leave strengthen out.`
    strengthenTitles.set(trigger, title)
  }
  return title
}
const strengthenLabels = new Map<number, string>()
/** The name starts with the mark's visible letter, so voice control finds the button by what it shows. */
function strengthenLabel(trigger: number): string {
  let label = strengthenLabels.get(trigger)
  if (label === undefined) {
    label = `${STRENGTHEN_MARK}: ${strengthenTitle(trigger)}`
    strengthenLabels.set(trigger, label)
  }
  return label
}
const ROW_STYLE = { height: ROW_HEIGHT }
const STRIP = `${SPRITE_CLASS} align-middle`
const ICON_PIXELS = UNIT_ICONS.small.size
// Light buttons, without borders or transitions: painting them is part of every update.
const SAVE_BUTTON = 'inline-flex size-8 items-center justify-center bg-accent-soft text-accent hover:bg-accent hover:text-on-accent'
// A form already in a list: the button is filled and names the lists.
const SAVED_BUTTON = 'inline-flex size-8 items-center justify-center bg-accent text-on-accent hover:bg-accent/85'

// Every element here is work on each sort, filter and setting change, for every row on screen:
// the row keeps to plain elements, one text per cell where it can.
const CompareTableRow = memo(function CompareTableRow({
  row,
  href,
  rowIndex,
  highlightTraits,
  isNew,
  menuId,
  savedIn,
}: {
  row: CompareRow
  href: string
  rowIndex: number
  highlightTraits: readonly Trait[]
  /** the cat came out after the English dump we started from */
  isNew: boolean
  /** the list menu's id while it is open for this row */
  menuId: string | undefined
  /** the names of the lists that hold this form */
  savedIn: string | undefined
}) {
  const abilities = rowAbilities(row)
  const extraAbilities = abilities.length - MAX_ABILITY_ICONS
  // Positioned, each row paints as a layer of its own: a keystroke that changes two rows
  // repaints those two, where the browser otherwise repaints the whole table.
  return (
    <tr className="group relative" style={ROW_STYLE} aria-rowindex={rowIndex} data-testid="compare-row">
      <th scope="row" className="sticky left-0 z-10 border-b border-line bg-surface px-2 text-left font-normal group-hover:bg-surface-2">
        <a href={href} data-row-link="" className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-2 py-1">
          <img
            src={unitIconUrl(row.unitId, row.formIndex, 'small')}
            alt=""
            width={ICON_PIXELS}
            height={ICON_PIXELS}
            decoding="async"
            loading="lazy"
            draggable={false}
            onError={showUnknownIcon}
            className="row-span-2 size-10 rounded-md object-contain sm:size-11"
          />
          <span
            className="line-clamp-2 self-end text-[13px] leading-4 font-semibold break-words text-text group-hover:text-accent sm:text-sm sm:leading-tight"
            data-testid="unit-name"
          >
            {isNew ? (
              <span
                className="mr-1 rounded bg-accent px-1 py-px align-[1px] text-[10px] font-bold tracking-wide text-white uppercase"
                title={`New in ${row.addedIn}`}
              >
                New
              </span>
            ) : null}
            {row.name}
          </span>
          <span className="self-start truncate text-xs text-muted">
            {`${RARITIES[row.rarity]} · ${FORM_LABELS[row.formIndex]}`}
            {row.baseFormName ? <span className="hidden sm:inline">{` · ${row.baseFormName}`}</span> : null}
          </span>
        </a>
      </th>
      <td className={`${cell} font-bold text-accent`}>
        {row.strengthenTrigger !== undefined ? (
          <button
            type="button"
            data-strengthen=""
            className="mr-1 rounded bg-surface-2 px-1 align-baseline text-[0.65rem] font-bold text-muted hover:bg-accent-soft hover:text-accent"
            title={strengthenTitle(row.strengthenTrigger)}
            aria-label={strengthenLabel(row.strengthenTrigger)}
          >
            {STRENGTHEN_MARK}
          </button>
        ) : null}
        <span data-testid="true-dps">{formatDps(row.trueDps)}</span>
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
      <td className={ICON_CELL}>{iconSegments(traitIcons(row, highlightTraits), TRAITS_PER_STRIP)}</td>
      <td className={ICON_CELL}>
        {iconSegments(abilityIcons(abilities), ABILITIES_PER_STRIP)}
        {extraAbilities > 0 ? (
          <span
            className="align-middle text-xs text-muted"
            title={abilities
              .slice(MAX_ABILITY_ICONS)
              .map((key) => abilityInfo(key)?.label)
              .join(', ')}
          >
            {`+${extraAbilities}`}
          </span>
        ) : null}
      </td>
      <td className="border-b border-line px-1.5 whitespace-nowrap">
        {/* Answered by the table (onTableClick), which knows the row from aria-rowindex. */}
        {savedIn === undefined ? (
          <button
            type="button"
            data-save="main"
            className={`${SAVE_BUTTON} rounded-l-md`}
            aria-label={`Add to ${MAIN_LIST.name}`}
            title={`Add to ${MAIN_LIST.name}`}
          >
            {SAVE_ICON}
          </button>
        ) : (
          <button
            type="button"
            data-save="main"
            data-saved-in={savedIn}
            className={`${SAVED_BUTTON} rounded-l-md`}
            aria-label={`Add to ${MAIN_LIST.name} (saved in ${savedIn})`}
            title={`Saved in ${savedIn}`}
          >
            {SAVED_ICON}
          </button>
        )}
        <button
          type="button"
          data-save="menu"
          className={`${SAVE_BUTTON} ml-px rounded-r-md`}
          aria-label="Choose a list"
          aria-haspopup="menu"
          aria-expanded={menuId !== undefined}
          aria-controls={menuId}
        >
          {MENU_ICON}
        </button>
      </td>
    </tr>
  )
})

/** One icon of a cell, or a word where the sprite has no icon; `after` is a word shown right after it. */
interface CellIcon {
  icon: string | null
  label: string
  highlighted?: boolean
  after?: string
}

function traitIcons(row: CompareRow, highlightTraits: readonly Trait[]): CellIcon[] {
  const traitEffects = rowTraitEffects(row)
  return row.targets.map((trait) => {
    const effects = traitEffects[trait] ?? []
    const highlighted = highlightTraits.includes(trait)
    return {
      icon: traitIcon(trait),
      label: `${TRAIT_LABELS[trait]}: ${effects.map((effect) => EFFECTIVENESS_LABELS[effect]).join(', ')}`,
      highlighted,
      // A trait the filter asks for is framed, and named by its effect where the unit has several.
      after: highlighted && effects.length > 1 ? EFFECTIVENESS_LABELS[effects[0] ?? 'targets'] : undefined,
    }
  })
}

function abilityIcons(abilities: readonly AbilityFilterKey[]): CellIcon[] {
  return abilities.slice(0, MAX_ABILITY_ICONS).flatMap((key) => {
    const info = abilityInfo(key)
    return info ? [{ icon: info.icon && spriteRow(info.icon) !== null ? info.icon : null, label: info.label }] : []
  })
}

/**
 * A cell's icons as few elements as it can: each run of icons is one strip (spriteStrip), broken
 * by a word or after `perStrip` icons. Keyed by position, so a row that shows another unit changes styles in place.
 */
function iconSegments(icons: readonly CellIcon[], perStrip: number) {
  const out = []
  let run: CellIcon[] = []
  const flush = () => {
    if (run.length === 0) return
    const label = run.map((icon) => icon.label).join('; ')
    out.push(
      <span
        key={out.length}
        role="img"
        aria-label={label}
        title={label}
        className={STRIP}
        style={spriteStrip(
          run.map((icon) => icon.icon!),
          run.map((icon) => icon.highlighted === true),
        )!}
      />,
    )
    run = []
  }
  for (const icon of icons) {
    if (icon.icon) {
      if (run.length === perStrip) flush()
      run.push(icon)
    } else {
      flush()
      out.push(
        <span key={out.length} className="mr-0.5 rounded bg-surface-2 px-1 align-middle text-[10px]" title={icon.label}>
          {icon.label}
        </span>,
      )
    }
    if (icon.after) {
      flush()
      out.push(
        <span key={out.length} className="mr-1 ml-0.5 align-middle text-[10px] font-semibold text-accent">
          {icon.after}
        </span>,
      )
    }
  }
  flush()
  return out
}
