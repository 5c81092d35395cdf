import type { MouseEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'

/**
 * Long tables hold plain links in their rows (a router Link per row is work on every update);
 * one click handler on the table follows them in the app. Clicks with a modifier or another
 * button stay the browser's (new tab, new window).
 */
export function useFollowRowLink(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate()
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const href = (event.target instanceof Element ? event.target : null)?.closest('a[data-row-link]')?.getAttribute('href')
    if (!href) return
    event.preventDefault()
    void navigate({ href })
  }
}
