import { startTransition, useEffect, useState } from 'react'

/**
 * True from the frame after `on` first turned true: what a page starts or draws with it (the search
 * dialog's names, a list's lineup and plan) comes after the page has been painted without it, in a
 * task of its own.
 */
export function useAfterPaint(on: boolean): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => {
    if (!on || after) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      // A transition: React renders it in slices of a few milliseconds, so a long part is no long task.
      timer = setTimeout(() => startTransition(() => setAfter(true)), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [on, after])
  return after
}
