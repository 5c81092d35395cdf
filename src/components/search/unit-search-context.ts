import { createContext, useContext, type KeyboardEvent as ReactKeyboardEvent } from 'react'

export interface UnitSearchControls {
  /** Opens the unit search dialog; focus returns to the element that had it when the dialog closes. */
  open: () => void
  /** A search entry's keydown: a character typed on it opens the dialog with the character in its field. */
  openTyping: (event: ReactKeyboardEvent) => void
  /** Starts loading the unit names early, e.g. when a search entry is hovered or focused. */
  prefetch: () => void
}

export const UnitSearchContext = createContext<UnitSearchControls | null>(null)

/** Opens the unit search dialog from any page (the root shell provides it). */
export function useUnitSearch(): UnitSearchControls {
  const controls = useContext(UnitSearchContext)
  if (!controls) throw new Error('useUnitSearch() needs a <UnitSearchProvider> above it (the root route mounts one).')
  return controls
}
