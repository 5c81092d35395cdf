import { useEffect, type RefObject } from 'react'

/**
 * Keeps a scroller's sticky table header in view under the page's sticky top bar. Where the page is
 * scrolled past the scroller's top (to the footer), the bar covers the scroller's first pixels and
 * the header with them: the header then moves down by what the bar covers (the scroller's CSS
 * variable `--under-bar`, which the header's `top` reads). Read on scroll and resize, a frame at a
 * time, and once as it mounts on a page already scrolled: a page opened at its top needs nothing.
 */
export function useHeaderBelowTopBar(scrollRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const scroller = scrollRef.current
    const bar = document.querySelector<HTMLElement>('[data-top-bar]')
    if (!scroller || !bar) return
    let frame = 0
    let covered = 0
    const update = () => {
      frame = 0
      // (Past the scroller's height the header is out of view anyway: the value stops changing.)
      const next = Math.min(scroller.clientHeight, Math.max(0, Math.round(bar.getBoundingClientRect().bottom - scroller.getBoundingClientRect().top)))
      if (next === covered) return
      covered = next
      scroller.style.setProperty('--under-bar', `${next}px`)
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update)
    }
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    // A table that mounts with the page already scrolled (a ranking shown late, Back) needs no scroll to be right.
    if (window.scrollY > 0) schedule()
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      cancelAnimationFrame(frame)
    }
  }, [scrollRef])
}
