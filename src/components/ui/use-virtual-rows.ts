import { useMemo, type RefObject } from 'react'
import { useElementScrollRestoration } from '@tanstack/react-router'
import { useHydrated } from './use-hydrated.ts'
import { elementScroll, observeElementOffset, observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual'

type Observe<Callback> = (instance: Virtualizer<HTMLElement, Element>, callback: Callback) => void | (() => void)

/**
 * The library reads the scroller's size and offset as the table mounts, inside React's commit,
 * and scrolls it to its first offset there: each forces the page's layout, and commit and layout
 * became one long task (20–30 ms of the enemy page's start on this machine). Done on the next
 * animation frame instead, the layout is the frame's own; the first rows meanwhile come from
 * initialRect and offset 0.
 */
function onNextFrame<Callback>(observe: Observe<Callback>): Observe<Callback> {
  return (instance, callback) => {
    let stop: void | (() => void)
    const frame = requestAnimationFrame(() => {
      stop = observe(instance, callback)
    })
    return () => {
      cancelAnimationFrame(frame)
      stop?.()
    }
  }
}

const observeOffsetOnNextFrame = onNextFrame(observeElementOffset)

/**
 * Rows drawn below the window's bottom edge are work on every sort, filter and keystroke that
 * nobody sees: on a 1280 × 720 screen the compare table starts under the filters and all its rows
 * were below the fold. The table's height given to the library is therefore the part of the
 * scroller down to the window's bottom edge, never less than MIN_ROWS_IN_VIEW rows, so rows are
 * there before the first scroll brings them into view. An IntersectionObserver reports the change
 * in steps of 2 % of the scroller as the page scrolls, resizes or moves it, so no layout is forced
 * then (the one read at the start comes with the library's own); the library's ResizeObserver
 * keeps the width and the full height.
 */
const MIN_ROWS_IN_VIEW = 9
const VISIBILITY_STEPS = Array.from({ length: 51 }, (_, step) => step / 50)

function observeRectInWindow(minHeight: number): Observe<(rect: { width: number; height: number }) => void> {
  return (instance, callback) => {
    const element = instance.scrollElement
    if (!element) return
    let size = { width: 0, height: 0 }
    // Down to the window's bottom edge: rows scrolled above the window's top stay, as the library counts from its offset.
    let inWindow = window.innerHeight - element.getBoundingClientRect().top
    const report = () => callback({ width: size.width, height: Math.min(size.height, Math.max(minHeight, inWindow)) })
    const stopSize = observeElementRect(instance, (rect) => {
      size = rect
      report()
    })
    const visibility = new IntersectionObserver((entries) => {
      const entry = entries.at(-1)
      if (!entry) return
      inWindow = entry.isIntersecting ? entry.intersectionRect.bottom - entry.boundingClientRect.top : 0
      report()
    }, { threshold: VISIBILITY_STEPS })
    visibility.observe(element)
    return () => {
      visibility.disconnect()
      stopSize?.()
    }
  }
}

const scrolled = new WeakSet<object>()
/** The mount's scroll waits for the next frame (see onNextFrame); every later one is at once. */
function scrollAfterMount(...scroll: Parameters<typeof elementScroll<HTMLElement>>) {
  const instance = scroll[2]
  if (scrolled.has(instance)) return elementScroll(...scroll)
  scrolled.add(instance)
  requestAnimationFrame(() => elementScroll(...scroll))
}

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
  /**
   * The scroller's `data-scroll-restoration-id`: the router keeps its offset per history entry, and
   * Back draws the rows the player left from the start (the router alone would scroll a table whose
   * rows are still the first ones).
   */
  restorationId?: string,
) {
  // (A hook: asked for every table, read only for one with an id.) Not while the page hydrates: a reload
  // keeps the router's offsets, but the server drew the first rows, which the first render must match;
  // the router then scrolls the table, and its rows follow.
  const restored = useElementScrollRestoration({ id: restorationId ?? 'none' })
  const hydrated = useHydrated()
  const observeRect = useMemo(() => onNextFrame(observeRectInWindow(MIN_ROWS_IN_VIEW * rowHeight)), [rowHeight])
  // eslint-disable-next-line react-hooks/incompatible-library -- read during render only, as the compare table does
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    // Server render and first paint show the top of the table before the scroller is measured.
    initialRect: { width: 1200, height: 12 * rowHeight },
    initialOffset: restorationId && hydrated ? (restored?.scrollY ?? 0) : 0,
    observeElementRect: observeRect,
    observeElementOffset: observeOffsetOnNextFrame,
    scrollToFn: scrollAfterMount,
    ...(measured ? { getItemKey: measured.getItemKey, gap: measured.gap ?? 0 } : {}),
  })
  const items = virtualizer.getVirtualItems()
  const paddingTop = items[0]?.start ?? 0
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
  return { items, paddingTop, paddingBottom, measureElement: virtualizer.measureElement, scrollToIndex: virtualizer.scrollToIndex }
}
