import { useEffect, useRef, type ReactNode, type RefObject } from 'react'

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
  /**
   * Show the dialog in its first frame without making the page inert, and make it modal in the
   * next task: on a long page, making every other element inert restyles all of them (37 ms of a
   * 71 ms keydown at 4× CPU slowdown on an enemy page), which the player would wait for.
   * The className must then place the dialog itself (fixed, above the page).
   */
  quickOpen?: boolean
  /**
   * With keepMounted and quickOpen: set to a function that shows the dialog at once, outside React,
   * and answers with a function that closes it again, or null if it could not show it (until the
   * content is mounted). The owner sets `open` a frame later; the dialog is then already open and
   * only becomes modal. Until then `open` is still false, so only that function can close it.
   */
  openAheadRef?: RefObject<(() => (() => void) | null) | null>
}

/**
 * A native modal <dialog>: the browser keeps focus inside it, makes the page behind inert
 * and closes it on Escape. On opening, focus goes to the element marked data-autofocus; on
 * closing, back to the element that had it.
 */
export function Dialog({
  open,
  onClosed,
  onCancel,
  labelledBy,
  describedBy,
  className,
  children,
  keepMounted = false,
  quickOpen = false,
  openAheadRef,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const returnFocusRef = useRef<HTMLElement | null>(null)
  const pressedBackdropRef = useRef(false)
  const prerendered = keepMounted && quickOpen

  useEffect(() => {
    if (!openAheadRef) return
    openAheadRef.current = () => {
      const dialog = dialogRef.current
      if (!prerendered || !dialog || dialog.open) return null
      showFirstFrame(dialog, returnFocusRef)
      return () => dialog.close()
    }
    return () => {
      openAheadRef.current = null
    }
  }, [openAheadRef, prerendered])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && (!dialog.open || (quickOpen && !dialog.matches(':modal')))) {
      if (!quickOpen) {
        returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        dialog.showModal()
        focusFirst(dialog)
        return
      }
      // Opened ahead (openAheadRef) the dialog is already shown: it only becomes modal.
      if (!dialog.open) showFirstFrame(dialog, returnFocusRef)
      let timer: ReturnType<typeof setTimeout> | undefined
      const frame = requestAnimationFrame(() => {
        timer = setTimeout(() => {
          if (!dialog.open || dialog.matches(':modal')) return
          // The close event this sends finds the dialog open again and is ignored (handleClose).
          const typing = dialog.contains(document.activeElement) ? document.activeElement : null
          dialog.close()
          dialog.showModal()
          if (typing instanceof HTMLElement) typing.focus()
          else focusFirst(dialog)
        }, 0)
      })
      return () => {
        cancelAnimationFrame(frame)
        clearTimeout(timer)
      }
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open, quickOpen])

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
      onKeyDown={(event) => {
        // Shown but not yet modal (quickOpen's first frame), the browser ignores Escape; the player must not notice.
        const dialog = dialogRef.current
        if (event.key !== 'Escape' || event.defaultPrevented || !dialog?.open || dialog.matches(':modal')) return
        event.preventDefault()
        onCancel?.()
        dialog.close()
      }}
      // A click on the backdrop lands on the <dialog> itself. Both ends must be there:
      // a text selection dragged out of a field must not close it.
      onPointerDown={(event) => {
        pressedBackdropRef.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (pressedBackdropRef.current && event.target === event.currentTarget) dialogRef.current?.close()
        pressedBackdropRef.current = false
      }}
      // Kept laid out while closed (app.css), so that opening is a change of style, not a new layout.
      data-prerendered={prerendered ? '' : undefined}
      className={className}
    >
      {open || keepMounted ? children : null}
    </dialog>
  )
}

function focusFirst(dialog: HTMLDialogElement) {
  dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
}

/** quickOpen's first frame: shown, not yet modal (the page is made inert a task later). */
function showFirstFrame(dialog: HTMLDialogElement, returnFocusRef: RefObject<HTMLElement | null>) {
  returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
  dialog.show()
  focusFirst(dialog)
}
