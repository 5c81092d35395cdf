import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * A stable `change(patch)` that applies the patch to the page's latest search and hands the result
 * to `onChange`. Parts of a page that a sort or a keystroke leaves alone can be memoized on it, so
 * they are not rendered again: React would otherwise set their inputs' attributes once more.
 */
export function useSearchPatch<S extends object>(search: S, onChange: (next: S) => void): (patch: Partial<S>) => void {
  const latest = useRef(search)
  useLayoutEffect(() => {
    latest.current = search
  })
  return useCallback((patch: Partial<S>) => onChange({ ...latest.current, ...patch }), [onChange])
}
