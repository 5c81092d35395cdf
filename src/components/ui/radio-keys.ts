import type { KeyboardEvent } from 'react'

const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp'])
const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown'])

/**
 * The keys of a group of `role="radio"` buttons (put on the group): the arrows choose the previous
 * or next one, round, and move the focus to it. With `tabIndex` 0 on the chosen one and -1 on the
 * others, the group is one Tab stop, as a native radio group is.
 */
export function moveAmongRadios(event: KeyboardEvent<HTMLElement>) {
  const step = PREVIOUS_KEYS.has(event.key) ? -1 : NEXT_KEYS.has(event.key) ? 1 : 0
  if (step === 0) return
  const radios = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')]
  const at = radios.indexOf(event.target as HTMLElement)
  if (at === -1) return
  event.preventDefault()
  const next = radios[(at + step + radios.length) % radios.length]
  next?.focus()
  next?.click()
}
