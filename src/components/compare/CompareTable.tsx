import { compareGameVersions } from '../../domain/game-data/game-version.ts'
import { memo, useEffect, useId, useRef, useState, type CSSProperties, type RefObject, type MouseEvent } from 'react'
import type { Trait } from '../../domain/game-data/vocabulary.ts'
import type { CompareRow } from '../../domain/compare/compare-rows.ts'
import type { SortKey } from '../../domain/compare/compare-search.ts'
import { LIST_MENU_SIZE, ListMenu, MAIN_LIST, listsHoldingForm, type ListTarget, type PlacesByUnit } from '../lists/AddToListButton'
import { FIRST_ROW_INDEX, VirtualTable } from '../ui/VirtualTable'
import { savedTalentsOf } from '../../domain/settings/saved-cat.ts'
import type { NewSavedCat } from '../../browser-db/schema.ts'
import type { TalentLevels } from '../../domain/settings/settings.ts'
import { COLUMNS, CompareTableHead } from './CompareTableHead'
import { CompareTableRow, ROW_HEIGHT } from './CompareTableRow'

/**
 * What the table's save buttons and links do, from the page: a keystroke renders the table again,
 * and the query, mutation and router hooks behind these cost more than the rows it changes.
 */
export type CompareTableActions = {
  /** where each cat is saved (useSavedPlaces) */
  savedPlaces: PlacesByUnit
  addTo: (list: ListTarget, cat: NewSavedCat) => Promise<void>
  /** an addition is under way */
  isPending: boolean
  /** follows a row's link in the app (useFollowRowLink) */
  followRowLink: (event: MouseEvent<HTMLElement>) => void
}

// Rows past the scroller's edges: every extra row is work on each sort, filter and setting change.
const OVERSCAN = 1

// Besides VirtualTable's own layout: the fixed columns (Unit 208 px from sm up, the ten of COLUMNS,
// Targets 124 px, Save 80 px) and the least Abilities needs, a strip of three icons and a "+N"
// (96 px): 1,200 px, which a 1280 px screen holds beside a scroll bar. Digits keep the font's own
// widths (no tabular-nums): with that feature the browser shaped every number of a changed row
// afresh, half the layout of a keystroke's rows, and the numbers stand right-aligned either way.
const TABLE = 'min-w-300 table-fixed'

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
  actions,
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
  actions: CompareTableActions
}) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const { savedPlaces, addTo, isPending, followRowLink } = actions
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
  return (
    <>
      {/* The menu stays outside the scroller, which is the box of fixed descendants (see VirtualTable).
          Its scroll bar's room is kept: a filter that leaves fewer rows than it holds does not widen the columns. */}
      <VirtualTable
        count={rows.length}
        rowHeight={ROW_HEIGHT}
        overscan={OVERSCAN}
        content={rows}
        restorationId="compare-table"
        label="Units table, scrollable"
        testId="compare-scroller"
        className="h-[calc(100dvh-4.5rem)] [scrollbar-gutter:stable] scroll-pl-44 sm:scroll-pl-52"
        tableClassName={TABLE}
        columns={COLUMNS.length + 4}
        head={<CompareTableHead sort={sort} dir={dir} onSort={onSort} />}
        onClick={onTableClick}
        renderRow={({ index, rowIndex }) => {
          const row = rows[index]
          // Keyed by position: a sort or filter puts other units into the same rows, and
          // updating a row's cells costs far less than unmounting it and mounting a new one.
          return row ? (
            <CompareTableRow
              key={index}
              row={row}
              href={unitLink(row)}
              rowIndex={rowIndex}
              highlightTraits={highlightTraits}
              isNew={newAfter !== undefined && row.addedIn !== null && compareGameVersions(row.addedIn, newAfter) > 0}
              menuId={menu?.index === index ? menuId : undefined}
              savedIn={savedPlaces.size === 0 ? undefined : listsHoldingForm(savedPlaces.get(row.unitId), row.formIndex).join(', ') || undefined}
            />
          ) : null
        }}
        scrollRef={scrollRef}
        drawnRowsRef={drawnRows}
      />
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

/** Under its toggle, right edges aligned, or above it where the screen ends first. */
function menuPlacement(toggle: DOMRect): CSSProperties {
  const left = Math.max(8, toggle.right - LIST_MENU_SIZE.width)
  return toggle.bottom + 4 + LIST_MENU_SIZE.maxHeight <= window.innerHeight
    ? { left, top: toggle.bottom + 4 }
    : { left, bottom: window.innerHeight - toggle.top + 4 }
}
