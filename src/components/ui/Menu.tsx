import { useEffect, useEffectEvent, useRef, type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject } from 'react'

type MenuProps = {
  id: string
  /** the menu's accessible name */
  label: string
  /** the menu's toggle and whatever else a press may land on without closing it */
  insideRef: RefObject<HTMLElement | null>
  /** how many items the menu holds now: focus moves to the first once there is one */
  itemCount: number
  /** closes the menu; `refocus`: hand focus back to the toggle (Escape, Tab) */
  onClose: (refocus: boolean) => void
  className?: string
  style?: CSSProperties
  children: ReactNode
}

/**
 * A menu, open while mounted: focus moves into it, arrows and Home/End move through its
 * items, Escape closes it and hands focus back, Tab closes it and goes on from its toggle, and a
 * press outside it closes it.
 */
export function Menu({ id, label, insideRef, itemCount, onClose, className = '', style, children }: MenuProps) {
  const menuRef = useRef<HTMLDivElement>(null)
  const closeOnPress = useEffectEvent(() => onClose(false))

  useEffect(() => {
    const closeOnOutsidePress = (event: PointerEvent) => {
      const target = event.target as Node
      if (!insideRef.current?.contains(target) && !menuRef.current?.contains(target)) closeOnPress()
    }
    document.addEventListener('pointerdown', closeOnOutsidePress)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress)
  }, [insideRef])

  useEffect(() => {
    if (itemCount > 0) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
  }, [itemCount])

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
    const current = items.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose(true)
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      items[(current + step + items.length) % items.length]?.focus()
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault()
      items[event.key === 'Home' ? 0 : items.length - 1]?.focus()
    } else if (event.key === 'Tab') {
      // Back to the toggle first: Tab then goes on from there, not from wherever the menu sits in
      // the page (the compare table's menu comes after the table, and Tab skipped every row below).
      onClose(true)
    }
  }

  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      aria-label={label}
      onKeyDown={handleKeyDown}
      style={style}
      className={`card z-30 overflow-y-auto p-1 shadow-lg ${className}`}
    >
      {children}
    </div>
  )
}

/** One choice of a Menu: reached by the arrow keys, so out of the Tab order. */
export function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      onClick={onSelect}
      className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-surface-2 focus-visible:bg-surface-2"
    >
      {children}
    </button>
  )
}
