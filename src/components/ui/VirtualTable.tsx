import { useCallback, useLayoutEffect, useRef, type MouseEventHandler, type ReactNode, type RefObject } from 'react'
import { useVirtualRows } from './use-virtual-rows.ts'
import { useHeaderBelowTopBar } from './use-header-below-top-bar.ts'

/** aria-rowindex of the first body row: the header row is 1. */
export const FIRST_ROW_INDEX = 2

/**
 * Its height is fixed (the caller's `className` gives it): contained, a sort, filter or keystroke
 * lays out and paints this box alone, not the page around it. Containment makes it the box of fixed
 * descendants too, so a menu placed on the screen stays outside it. Its scroll padding keeps what
 * the keyboard focuses clear of the sticky header (the caller's clears its sticky first column).
 */
const SCROLLER = 'card relative min-h-96 scroll-pt-14 overflow-auto overscroll-contain contain-strict'
const TABLE = 'w-full border-separate border-spacing-0 text-sm'
/** Sticky in the scroller, and moved down by what the page's top bar covers of it (useHeaderBelowTopBar). */
const HEAD = 'sticky top-[var(--under-bar,0px)] z-20 text-xs text-muted'

/** A row in view, as `renderRow` draws it. */
export type VirtualRow = {
  /** its position among the table's rows (0 is the first under the header) */
  index: number
  /** its aria-rowindex (the header row is 1) */
  rowIndex: number
}

/**
 * A row opened to a detail drawn under it (a counters row's steps): `render` draws the detail's row,
 * given its aria-rowindex and the ref that sizes it. Its height counts as part of the opened row's,
 * so the table's rows, keys and count stay as they were: opening it draws one row more and moves
 * no other, where a row of its own made the library work out every row's position again and drop
 * the last row drawn (a few ms of the click). Only for tables of fixed-height rows.
 */
export type DetailRow = {
  /** the opened row's position among the table's rows */
  index: number
  render: (rowIndex: number, sizeRef: (element: HTMLElement | null) => () => void) => ReactNode
}

/**
 * A long table in a scroller of its own that draws only the rows in view (useVirtualRows): the
 * enemy list, the enemy page's counters and the compare table. It owns the scroller (a focusable,
 * labelled region whose offset the router restores), the table with its row count, the sticky
 * header row, and the spacer rows that stand in for the rows above and below those drawn; the
 * caller gives the header's cells and draws each row in view. Keyed by position (`key={index}`),
 * memoized rows are updated in place by a new sort or filter rather than mounted again.
 */
export function VirtualTable({
  count,
  rowHeight,
  overscan,
  content,
  restorationId,
  label,
  testId,
  className,
  tableClassName,
  columns,
  colgroup,
  head,
  onClick,
  renderRow,
  empty,
  scrollRef,
  drawnRowsRef,
  detail,
}: {
  /** the table's rows (each one `renderRow` may be asked for) */
  count: number
  /** a row's height (px), the same for every row */
  rowHeight: number
  /** rows drawn past each edge of the scroller */
  overscan: number
  /** the rows shown: a render that changes them draws only the rows near the window (useVirtualRows) */
  content: unknown
  /** the scroller's data-scroll-restoration-id: Back brings the player to the rows left */
  restorationId: string
  /** the scroller's accessible name */
  label: string
  testId: string
  /** the scroller's height and its scroll padding beside the sticky first column */
  className: string
  /** the table's own layout and type */
  tableClassName: string
  /** the table's columns, which the spacer rows span */
  columns: number
  /** the columns' widths, for a table laid out `table-fixed` */
  colgroup?: ReactNode
  /** the header row's cells (a memoized component: a change of the rows alone leaves it alone) */
  head: ReactNode
  onClick?: MouseEventHandler<HTMLTableElement>
  /** a row in view, keyed by the caller */
  renderRow: (row: VirtualRow) => ReactNode
  /** shown in the scroller, under the header, when the table has no rows */
  empty?: ReactNode
  /** the scroller, for a caller that focuses it */
  scrollRef?: RefObject<HTMLDivElement | null>
  /** told how many rows the table draws */
  drawnRowsRef?: RefObject<number>
  /** a row opened to a detail under it (fixed-height rows only) */
  detail?: DetailRow
}) {
  const ownRef = useRef<HTMLDivElement>(null)
  const ref = scrollRef ?? ownRef
  const { items, paddingTop, paddingBottom, resizeItem } = useVirtualRows(count, ref, rowHeight, overscan, undefined, restorationId, content)
  useHeaderBelowTopBar(ref)
  const detailIndex = detail?.index ?? -1
  const sizeDetail = useDetailSize(detailIndex, rowHeight, resizeItem)
  useLayoutEffect(() => {
    if (drawnRowsRef) drawnRowsRef.current = items.length
  })
  return (
    <div
      ref={ref}
      className={`${SCROLLER} ${className}`}
      tabIndex={0}
      role="region"
      aria-label={label}
      data-testid={testId}
      data-scroll-restoration-id={restorationId}
    >
      <table className={`${TABLE} ${tableClassName}`} aria-rowcount={count + (detail ? 2 : 1)} onClick={onClick}>
        {colgroup}
        <thead className={HEAD}>
          <tr>{head}</tr>
        </thead>
        <tbody>
          <SpacerRow height={paddingTop} columns={columns} />
          {items.flatMap((item) => {
            // The rows under an opened one are one further down in the table's row count.
            const rowIndex = item.index + FIRST_ROW_INDEX + (detailIndex !== -1 && item.index > detailIndex ? 1 : 0)
            const row = renderRow({ index: item.index, rowIndex })
            return item.index === detailIndex && detail ? [row, detail.render(rowIndex + 1, sizeDetail)] : [row]
          })}
          <SpacerRow height={paddingBottom} columns={columns} />
        </tbody>
      </table>
      {count === 0 ? empty : null}
    </div>
  )
}

/**
 * The ref of an opened row's detail: its height, once laid out, is added to the opened row's (the
 * library's size of that row), and the row's own height comes back when it closes or the detail
 * moves to another row. The first frame of the detail is drawn before any of this work; until then
 * only the spacer below the rows is short.
 */
function useDetailSize(detailIndex: number, rowHeight: number, resizeItem: (index: number, size: number) => void) {
  const height = useRef(0)
  const sized = useRef(-1)
  const index = useRef(detailIndex)
  useLayoutEffect(() => {
    index.current = detailIndex
  })
  // In the commit: a detail moved to another row (a new ranking) is sized in the frame that draws it there.
  useLayoutEffect(() => {
    if (sized.current !== -1 && sized.current !== detailIndex) resizeItem(sized.current, rowHeight)
    sized.current = detailIndex
    if (detailIndex !== -1 && height.current > 0) resizeItem(detailIndex, rowHeight + height.current)
  }, [detailIndex, rowHeight, resizeItem])
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return () => {}
      let timer: ReturnType<typeof setTimeout> | undefined
      // Its height not yet told to the library: until the observer's first report, and while a report waits for its task.
      let untold = true
      const tell = () => {
        untold = false
        if (index.current !== -1) resizeItem(index.current, rowHeight + height.current)
      }
      const observer = new ResizeObserver(([entry]) => {
        height.current = entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight
        untold = true
        // A task later: the table's render for the new size would otherwise join React's task already queued by the
        // opening click, which runs before anything the frame that shows the detail queued.
        clearTimeout(timer)
        timer = setTimeout(tell, 0)
      })
      observer.observe(element)
      return () => {
        clearTimeout(timer)
        observer.disconnect()
        // Scrolled out of the drawn rows before its first frame, or before its report's task: told now, while it is
        // still in the page, or the rows under it would count without it until it was drawn again.
        if (untold && element.isConnected) {
          if (height.current === 0) height.current = element.offsetHeight
          tell()
        }
        height.current = 0
      }
    },
    [rowHeight, resizeItem],
  )
}

/** The stand-in for the rows above or below those drawn (useVirtualRows' paddingTop / paddingBottom). */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return height > 0 ? (
    <tr aria-hidden="true">
      <td style={{ height }} colSpan={columns} />
    </tr>
  ) : null
}
