import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { whenIdle } from '../../queries/yield-to-main.ts'

/**
 * A page's URL state that answers a change at once and writes the URL when the
 * browser is next idle: the router's work on a new location (matching, loader
 * deps, head, history) costs several milliseconds the player would otherwise
 * wait for before seeing the result. The URL still ends up holding the view.
 * `write` is called with the latest state once per burst of changes; `same`
 * tells when the URL has caught up, so the page then renders from the URL's
 * own object again without a new render.
 */
export function useSearchAhead<S>(urlSearch: S, write: (search: S) => void, same: (a: S, b: S) => boolean): [S, (next: S) => void] {
  const [ahead, setAhead] = useState<{ from: S; search: S } | null>(null)
  const search = ahead && (ahead.from === urlSearch || same(ahead.search, urlSearch)) ? ahead.search : urlSearch
  const latest = useRef({ urlSearch, search, write })
  useLayoutEffect(() => {
    latest.current = { urlSearch, search, write }
  })
  const pending = useRef<string | null>(null)
  const update = useCallback((next: S) => {
    latest.current.search = next
    setAhead({ from: latest.current.urlSearch, search: next })
    if (pending.current !== null) return
    pending.current = window.location.pathname
    whenIdle(() => {
      const path = pending.current
      pending.current = null
      // A link followed in the meantime has left this page: writing then would bring it back.
      if (path !== window.location.pathname) return
      latest.current.write(latest.current.search)
    })
  }, [])
  return [search, update]
}
