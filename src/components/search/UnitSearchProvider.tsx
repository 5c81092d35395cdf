import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { unitsMetadataQuery } from '../../queries/units'
import { UnitSearchContext, type UnitSearchControls } from './unit-search-context.ts'
import { UnitSearchDialog } from './UnitSearchDialog'

/** Ctrl+K, or Cmd+K on macOS, from anywhere on the page; held keys and IME input are left alone. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && !event.repeat && !event.isComposing && event.key.toLowerCase() === 'k'
}

/** The pending catch-up of React's state with a dialog the shortcut has shown. */
interface ShownAhead {
  frame: number
  timer?: ReturnType<typeof setTimeout>
  /** closes the dialog shown ahead: React's state is still closed, so setting it changes nothing */
  close: () => void
}

/** Owns the unit search dialog of the whole app: the shortcut, the dialog and `useUnitSearch()`. */
export function UnitSearchProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false)
  const queryClient = useQueryClient()
  const openAheadRef = useRef<(() => (() => void) | null) | null>(null)
  // Shown by the shortcut ahead of React (openAheadRef), which learns of it after the first frame.
  const shownAhead = useRef<ShownAhead | null>(null)
  const isOpenRef = useRef(isOpen)
  useEffect(() => {
    isOpenRef.current = isOpen
  }, [isOpen])

  const setOpen = useCallback((open: boolean) => {
    const ahead = shownAhead.current
    if (ahead) {
      cancelAnimationFrame(ahead.frame)
      clearTimeout(ahead.timer)
      shownAhead.current = null
      // A second shortcut within the first frame: its close event then tells the dialog's owner, as any closing does.
      if (!open) return ahead.close()
    }
    setIsOpen(open)
  }, [])

  // Rendering the dialog's state would hold the first frame back (about 20 ms at 4x CPU slowdown):
  // the dialog shows itself, its field focused at once, and React hears of it once that frame is painted.
  const openAhead = useCallback(() => {
    const close = openAheadRef.current?.()
    if (!close) return setOpen(true)
    const ahead: ShownAhead = {
      close,
      frame: requestAnimationFrame(() => {
        ahead.timer = setTimeout(() => setOpen(true), 0)
      }),
    }
    shownAhead.current = ahead
  }, [setOpen])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      // The browser's own Ctrl+K (focus the address bar search) would take the keystroke otherwise.
      event.preventDefault()
      if (isOpenRef.current || shownAhead.current) return setOpen(false)
      openAhead()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [setOpen, openAhead])

  const controls = useMemo<UnitSearchControls>(
    () => ({
      open: () => setOpen(true),
      openTyping: (event) => {
        // A character typed on a search entry: the field, focused within this keydown, takes the character itself.
        if (event.key.length !== 1 || event.key === ' ' || event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return
        if (isOpenRef.current || shownAhead.current) return
        openAhead()
      },
      prefetch: () => void queryClient.prefetchQuery(unitsMetadataQuery()),
    }),
    [queryClient, setOpen, openAhead],
  )

  return (
    <UnitSearchContext value={controls}>
      {children}
      <UnitSearchDialog open={isOpen} onOpenChange={setOpen} openAheadRef={openAheadRef} />
    </UnitSearchContext>
  )
}
