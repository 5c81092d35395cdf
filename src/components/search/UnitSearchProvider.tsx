import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { unitsMetadataQuery } from '../../queries/units'
import { UnitSearchContext, type UnitSearchControls } from './unit-search-context.ts'
import { UnitSearchDialog } from './UnitSearchDialog'

/** Ctrl+K, or Cmd+K on macOS, from anywhere on the page; held keys and IME input are left alone. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    !event.repeat &&
    !event.isComposing &&
    event.key.toLowerCase() === 'k'
  )
}

/** Owns the unit search dialog of the whole app: the shortcut, the dialog and `useUnitSearch()`. */
export function UnitSearchProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false)
  const queryClient = useQueryClient()

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      // The browser's own Ctrl+K (focus the address bar search) would take the keystroke otherwise.
      event.preventDefault()
      setOpen((open) => !open)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  const controls = useMemo<UnitSearchControls>(
    () => ({
      open: () => setOpen(true),
      prefetch: () => void queryClient.prefetchQuery(unitsMetadataQuery()),
    }),
    [queryClient],
  )

  return (
    <UnitSearchContext value={controls}>
      {children}
      <UnitSearchDialog open={isOpen} onOpenChange={setOpen} />
    </UnitSearchContext>
  )
}
