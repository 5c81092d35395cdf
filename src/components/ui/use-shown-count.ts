import { useCallback, useEffect, useRef, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { useHydrated } from './use-hydrated.ts'

const STORAGE_PREFIX = 'shown-count:'

function storedCount(entry: string | undefined, resetKey: string): number | null {
  if (entry === undefined) return null
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_PREFIX + entry) ?? 'null') as { key?: unknown; count?: unknown } | null
    return stored && stored.key === resetKey && typeof stored.count === 'number' && Number.isInteger(stored.count) && stored.count > 0 ? stored.count : null
  } catch {
    return null
  }
}

/**
 * A "Show more" list's length, kept with the history entry for this tab: Back to the page shows as
 * many items as before, so the scroll position the router restores is still on the page (it fell
 * back to the first page's end). A new `resetKey` (another search) starts at `page` again. After
 * Show more, the focus moves to the first item it added: the button may be gone, or left behind.
 */
export function useShownCount<T extends HTMLElement>(page: number, resetKey: string) {
  const entry = useRouterState({ select: (state) => state.location.state.__TSR_key })
  const hydrated = useHydrated()
  // Read on a page the app navigated to (Back), not while the server's HTML hydrates.
  const [shown, setShown] = useState(() => ({ key: resetKey, count: (hydrated ? storedCount(entry, resetKey) : null) ?? page }))
  const count = shown.key === resetKey ? shown.count : page
  const listRef = useRef<T>(null)
  const focusFrom = useRef<number | null>(null)

  const showMore = useCallback(() => {
    focusFrom.current = count
    const next = { key: resetKey, count: count + page }
    setShown(next)
    try {
      if (entry !== undefined) sessionStorage.setItem(STORAGE_PREFIX + entry, JSON.stringify(next))
    } catch {
      // Storage refused (private mode, full): Back then shows the first page, as before.
    }
  }, [count, page, resetKey, entry])

  useEffect(() => {
    const from = focusFrom.current
    const item = from === null ? null : listRef.current?.children[from]
    if (!item) return
    focusFrom.current = null
    const target = item.querySelector<HTMLElement>('a[href], button, [tabindex]') ?? (item as HTMLElement)
    if (target === item) (item as HTMLElement).tabIndex = -1
    target.focus()
  })

  return { count, showMore, listRef }
}
