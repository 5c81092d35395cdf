import { useEffect, useState, type RefObject } from 'react'
import { whenPlayerPauses } from '../../queries/yield-to-main.ts'

/**
 * False until the element comes into the window, or the player first pauses after the load
 * (whenPlayerPauses), whichever is first; then true for good. For a part below the first view
 * whose data is heavy: the first load fetches none of it, and a player who scrolls to it or
 * stops to read gets it.
 */
export function useWantedWhenNear(ref: RefObject<Element | null>): boolean {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (wanted) return
    const want = () => setWanted(true)
    // Without its element (not drawn yet), the player's pause still brings it.
    const element = ref.current
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want()
    })
    if (element) observer.observe(element)
    const stopWaiting = whenPlayerPauses(want)
    return () => {
      observer.disconnect()
      stopWaiting()
    }
  }, [wanted, ref])
  return wanted
}
