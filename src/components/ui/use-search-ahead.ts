import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { whenIdle } from '../../queries/yield-to-main.ts'

export interface SearchAheadOptions {
  /** Replace the current history entry instead of adding one (a burst replaces only if all its changes do). */
  replace?: boolean
}

/**
 * A page's URL state that answers a change at once and writes the URL when the
 * browser is next idle: the router's work on a new location (matching, loader
 * deps, head, history) costs several milliseconds the player would otherwise
 * wait for before seeing the result. The URL still ends up holding the view.
 * `write` is called with the latest state once per burst of changes; `same`
 * tells when the URL has caught up, so the page then renders from the URL's
 * own object again without a new render. `update` takes the next state or a
 * patch of the latest one.
 */
export function useSearchAhead<S extends object>(
  urlSearch: S,
  write: (search: S, options: { replace: boolean }) => void,
  same: (a: S, b: S) => boolean,
): [S, (next: S | Partial<S>, options?: SearchAheadOptions & { patch?: boolean }) => void] {
  const [ahead, setAhead] = useState<{ from: S; search: S } | null>(null)
  const search = ahead && (ahead.from === urlSearch || same(ahead.search, urlSearch)) ? ahead.search : urlSearch
  const latest = useRef({ urlSearch, search, write })
  useLayoutEffect(() => {
    latest.current = { urlSearch, search, write }
  })
  const pending = useRef<{ path: string; replace: boolean } | null>(null)
  const update = useCallback((next: S | Partial<S>, options?: SearchAheadOptions & { patch?: boolean }) => {
    const search = options?.patch ? { ...latest.current.search, ...next } : (next as S)
    latest.current.search = search
    setAhead({ from: latest.current.urlSearch, search })
    const replace = options?.replace ?? false
    if (pending.current !== null) {
      pending.current.replace &&= replace
      return
    }
    pending.current = { path: window.location.pathname, replace }
    whenIdle(() => {
      const burst = pending.current
      pending.current = null
      // A link followed in the meantime has left this page: writing then would bring it back.
      if (burst?.path !== window.location.pathname) return
      latest.current.write(latest.current.search, { replace: burst.replace })
    })
  }, [])
  return [search, update]
}
