/**
 * Where the keyboard focus goes once the row holding `control` leaves the page (a cat moved or
 * removed, a list deleted): the same control in the next row, else in the one before, else that
 * row's first link or button, else the page's heading. Worked out before the row goes (its
 * neighbours are gone from a removed row), and called after. Focus left on a removed element falls
 * back to the top of the page, and a keyboard player starts over from there.
 */
export function focusAfterRowLeaves(control: HTMLElement, rowSelector: string): () => void {
  const row = control.closest(rowSelector)
  const next = row?.nextElementSibling
  const previous = row?.previousElementSibling
  const neighbour = next?.matches(rowSelector) ? next : previous?.matches(rowSelector) ? previous : null
  const label = control.getAttribute('title')
  return () => {
    const sameControl = neighbour && label ? neighbour.querySelector<HTMLElement>(`[title="${CSS.escape(label)}"]`) : null
    const target = neighbour?.isConnected ? (sameControl ?? neighbour.querySelector<HTMLElement>('a[href], button')) : null
    if (target) return target.focus()
    const heading = document.querySelector<HTMLElement>('main h1')
    if (!heading) return
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
    heading.focus()
  }
}
