import { useEffect, useRef } from 'react'

/**
 * For a page part rendered with `data-hydrating=""`: the server's HTML shows
 * it before it answers input, and the mark goes once React has taken it over
 * (its effects ran). Tests and benchmarks wait for no mark to be left
 * (e2e/fixtures.ts waitForHydration). The mark has no style: a busy cursor on it
 * (`cursor` is inherited) made its removal restyle every element of the part,
 * 13–26 ms on the busiest stage page.
 */
export function useHydratingMarker<T extends Element>() {
  const ref = useRef<T>(null)
  useEffect(() => ref.current?.removeAttribute('data-hydrating'), [])
  return ref
}
