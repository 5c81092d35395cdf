import { useEffect, useRef, type ReactNode } from 'react'

type DialogProps = {
  open: boolean
  /** The dialog has closed (Escape, a press on the backdrop or close()); the page updates its state. */
  onClosed: () => void
  /** Escape was pressed: runs before the close event, which the browser sends a task later. */
  onCancel?: () => void
  labelledBy: string
  describedBy?: string
  className: string
  /** The dialog's content, mounted only while it is open so every opening starts afresh. To close, set `open` false. */
  children: ReactNode
  /**
   * Mount the content while closed too (a closed <dialog> is not rendered), so opening is only
   * showModal() and focus. The owner then resets the content itself, e.g. with a key.
   */
  keepMounted?: boolean
}

let warmedUp = false

/**
 * The first showModal() of a page costs several times what later ones do (the browser sets up
 * the top layer and the page's inertness once): measured 30-170 ms against 10-50 ms on /units.
 * Paid while the page is idle, the first opening of a dialog is as quick as the next. Only when
 * nothing has focus, so no field loses it; nothing is painted between the opening and the closing.
 */
export function warmUpModalDialogs(): void {
  if (warmedUp || (document.activeElement !== null && document.activeElement !== document.body)) return
  warmedUp = true
  const probe = document.createElement('dialog')
  probe.setAttribute('aria-hidden', 'true')
  document.body.append(probe)
  probe.showModal()
  probe.close()
  probe.remove()
}

/**
 * A native modal <dialog>: the browser keeps focus inside it, makes the page behind inert
 * and closes it on Escape. On opening, focus goes to the element marked data-autofocus; on
 * closing, back to the element that had it.
 */
export function Dialog({ open, onClosed, onCancel, labelledBy, describedBy, className, children, keepMounted = false }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const returnFocusRef = useRef<HTMLElement | null>(null)
  const pressedBackdropRef = useRef(false)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  const handleClose = () => {
    // The close event arrives a task after Escape; a shortcut in between may have opened the dialog again.
    if (dialogRef.current?.open) return
    const target = returnFocusRef.current
    returnFocusRef.current = null
    // The opener may be gone (a toast that closed itself, a page left behind); then the browser decides.
    if (target?.isConnected) target.focus()
    onClosed()
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={handleClose}
      onCancel={onCancel}
      // A click on the backdrop lands on the <dialog> itself. Both ends must be there:
      // a text selection dragged out of a field must not close it.
      onPointerDown={(event) => {
        pressedBackdropRef.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (pressedBackdropRef.current && event.target === event.currentTarget) dialogRef.current?.close()
        pressedBackdropRef.current = false
      }}
      className={className}
    >
      {open || keepMounted ? children : null}
    </dialog>
  )
}
