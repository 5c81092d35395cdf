import { startTransition, useEffect, useState } from 'react'
import { afterFrameInBackground } from '../../queries/yield-to-main.ts'

/**
 * `ready`, once the page has painted with it true: what a page draws with it comes a frame after
 * the rest, in a transition of its own, so the page's style and layout of the two are not one task.
 * Stays true from then on.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (!ready || painted) return
    return afterFrameInBackground(() => startTransition(() => setPainted(true)))
  }, [ready, painted])
  return ready && painted
}
