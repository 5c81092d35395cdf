import { startTransition, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react'
import { afterFrameInBackground } from '../../queries/yield-to-main.ts'
import { useElementScrollRestoration } from '@tanstack/react-router'
import { useHydrated } from './use-hydrated.ts'
import { elementScroll, measureElement, observeElementOffset, observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual'

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
 * scroller down to the window's bottom edge, never less than MIN_ROWS_IN_VIEW rows, so the page
 * opens with rows ready for the first scroll. A change of the rows shown (a sort, a filter, a
 * keystroke: `content`) draws rows only down to WINDOW_MARGIN_ROWS below the window's bottom
 * edge: the next ones are drawn as a scroll of the page brings the table up, a row ahead like the
 * scroller's own overscan. Other renders never drop rows, which would be work of its own.
 * An IntersectionObserver reports the change in steps of 2 % of the scroller as the page
 * scrolls, resizes or moves it, so no layout is forced then (the one read at the start comes with
 * the library's own); the library's ResizeObserver keeps the width and the full height.
 */
const MIN_ROWS_IN_VIEW = 9
const WINDOW_MARGIN_ROWS = 2
const VISIBILITY_STEPS = Array.from({ length: 51 }, (_, step) => step / 50)

/** How far down from the scroller's top edge the window reaches (px; Infinity until it is known), told to `onChange`. */
type WindowReach = (px: number) => void

function observeRectInWindow(minHeight: number, onReach: WindowReach): Observe<(rect: { width: number; height: number }) => void> {
  return (instance, callback) => {
    const element = instance.scrollElement
    if (!element) return
    let size = { width: 0, height: 0 }
    // Down to the window's bottom edge: rows scrolled above the window's top stay, as the library counts from its offset.
    let inWindow = window.innerHeight - element.getBoundingClientRect().top
    onReach(inWindow)
    const report = () => callback({ width: size.width, height: Math.min(size.height, Math.max(minHeight, inWindow)) })
    const stopSize = observeElementRect(instance, (rect) => {
      size = rect
      report()
    })
    const visibility = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1)
        if (!entry) return
        inWindow = entry.isIntersecting ? entry.intersectionRect.bottom - entry.boundingClientRect.top : 0
        onReach(inWindow)
        report()
      },
      { threshold: VISIBILITY_STEPS },
    )
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

/**
 * A row is measured by the library's ResizeObserver, which reports its size after the frame's own
 * layout, never as it mounts: there the library reads its height at once, and each read forced the
 * page's layout inside React's commit (on a saved list's first rows, three layouts and about 40 % of
 * a 110–140 ms task). Until the observer reports, a row counts at its last measured height, or the
 * first guess; the rows are in the page's flow, so only the spacer below them waits for the real one.
 */
function measureWhenObserved(element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<HTMLElement, Element>): number {
  if (entry) return measureElement(element, entry, instance)
  const index = instance.indexFromElement(element)
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
}

/** Rows whose height is not known before they render (a saved list's rows, which wrap and unfold). */
export type MeasuredRows = {
  /** a stable key per index, so measured heights follow the rows through a sort */
  getItemKey: (index: number) => number | string
  /** the space between rows (px), as the layout puts it */
  gap?: number
  /**
   * For a table first drawn in the browser: at most this many rows more each frame until the rows
   * wanted are all drawn. The page's style and layout of a row of many elements (the saved list's
   * level menus) cost a few ms, and a first frame of every row in view was one task of 40–60 ms.
   */
  rowsPerFrame?: number
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
  /** the rows shown: given, a render that changes them draws only the rows near the window (see WINDOW_MARGIN_ROWS) */
  content?: unknown,
) {
  // (A hook: asked for every table, read only for one with an id.) Not while the page hydrates: a reload
  // keeps the router's offsets, but the server drew the first rows, which the first render must match;
  // the router then scrolls the table, and its rows follow.
  const restored = useElementScrollRestoration({ id: restorationId ?? 'none' })
  const hydrated = useHydrated()
  // The window's reach as the rows were last drawn, and for which rows: Infinity for rows drawn without it.
  const drawn = useRef({ reach: Number.POSITIVE_INFINITY, content })
  const windowReach = useRef(Number.POSITIVE_INFINITY)
  const [, redraw] = useReducer((n: number) => n + 1, 0)
  const observeRect = useMemo(() => {
    const onReach: WindowReach = (px) => {
      windowReach.current = px
      if (px > drawn.current.reach) redraw()
    }
    return onNextFrame(observeRectInWindow(MIN_ROWS_IN_VIEW * rowHeight, onReach))
  }, [rowHeight])
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
    ...(measured ? { getItemKey: measured.getItemKey, gap: measured.gap ?? 0, measureElement: measureWhenObserved } : {}),
  })
  const reach = content !== undefined && content !== drawn.current.content ? windowReach.current : Math.max(windowReach.current, drawn.current.reach)
  const bottom = (virtualizer.scrollOffset ?? 0) + reach + WINDOW_MARGIN_ROWS * rowHeight
  useLayoutEffect(() => {
    drawn.current = { reach, content }
  })
  const all = virtualizer.getVirtualItems()
  const last = all.findIndex((item) => item.start >= bottom)
  const wanted = last === -1 ? all : all.slice(0, last + overscan)
  const rowsPerFrame = measured?.rowsPerFrame
  const [drawable, setDrawable] = useState(rowsPerFrame ?? Number.POSITIVE_INFINITY)
  const items = wanted.length > drawable ? wanted.slice(0, drawable) : wanted
  const more = items.length < wanted.length
  useEffect(() => {
    if (!more || rowsPerFrame === undefined) return
    return afterFrameInBackground(() => startTransition(() => setDrawable((rows) => rows + rowsPerFrame)))
  }, [more, drawable, rowsPerFrame])
  const paddingTop = items[0]?.start ?? 0
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
  return {
    items,
    paddingTop,
    paddingBottom,
    measureElement: virtualizer.measureElement,
    resizeItem: virtualizer.resizeItem,
    scrollToIndex: virtualizer.scrollToIndex,
  }
}
