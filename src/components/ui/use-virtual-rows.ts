import type { RefObject } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'

/** Rows whose height is not known before they render (a saved list's rows, which wrap and unfold). */
export type MeasuredRows = {
  /** a stable key per index, so measured heights follow the rows through a sort */
  getItemKey: (index: number) => number | string
  /** the space between rows (px), as the layout puts it */
  gap?: number
}

/**
 * The rows of a long table that are in view (plus `overscan` each side), and the heights of the
 * spacer rows above and below them: the enemy list and the counters table lay out this way.
 * With `measured`, each rendered row is measured (give it `ref={measureElement}` and `data-index`),
 * and `rowHeight` is only the first guess.
 */
export function useVirtualRows(
  count: number,
  scrollRef: RefObject<HTMLElement | null>,
  rowHeight: number,
  overscan = 4,
  measured?: MeasuredRows,
) {
  // eslint-disable-next-line react-hooks/incompatible-library -- read during render only, as the compare table does
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    // Server render and first paint show the top of the table before the scroller is measured.
    initialRect: { width: 1200, height: 12 * rowHeight },
    ...(measured ? { getItemKey: measured.getItemKey, gap: measured.gap ?? 0 } : {}),
  })
  const items = virtualizer.getVirtualItems()
  const paddingTop = items[0]?.start ?? 0
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
  return { items, paddingTop, paddingBottom, measureElement: virtualizer.measureElement, scrollToIndex: virtualizer.scrollToIndex }
}
