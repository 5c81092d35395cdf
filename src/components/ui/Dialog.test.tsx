// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Dialog } from './Dialog.tsx'

// happy-dom shows a dialog but knows no modality: showModal() only sets `open`, `:modal` matches
// nothing and Escape does nothing. This stands in for what a browser does with a modal dialog
// (Escape sends a cancelable `cancel`, then closes it), so the component meets the events it
// meets in a browser and takes the same paths.
const modal = new Set<HTMLDialogElement>()
const original = { showModal: HTMLDialogElement.prototype.showModal, close: HTMLDialogElement.prototype.close, matches: Element.prototype.matches }
function escapeClosesModal(event: KeyboardEvent) {
  const dialog = [...modal].at(-1)
  if (event.key !== 'Escape' || event.defaultPrevented || !dialog?.open) return
  if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close()
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    original.showModal.call(this)
    modal.add(this)
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement, returnValue?: string) {
    modal.delete(this)
    original.close.call(this, returnValue)
  }
  Element.prototype.matches = function (this: Element, selectors: string) {
    return selectors === ':modal' ? this instanceof HTMLDialogElement && modal.has(this) : original.matches.call(this, selectors)
  }
  document.addEventListener('keydown', escapeClosesModal)
})

afterAll(() => {
  Object.assign(HTMLDialogElement.prototype, { showModal: original.showModal, close: original.close })
  Element.prototype.matches = original.matches
  document.removeEventListener('keydown', escapeClosesModal)
})

afterEach(cleanup)

function Harness({ onCancel, onClosed, keepMounted }: { onCancel?: () => void; onClosed?: () => void; keepMounted?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onCancel={onCancel}
        onClosed={() => {
          onClosed?.()
          setOpen(false)
        }}
        labelledBy="dialog-title"
        className="dialog"
        keepMounted={keepMounted}
      >
        <h2 id="dialog-title">Rename list</h2>
        <input aria-label="Name" />
        <button type="button" data-autofocus>
          Save
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Dialog>
    </>
  )
}

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement

describe('Dialog', () => {
  it('opens as a modal named by its title, with focus on the element marked data-autofocus', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(dialog().open).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(dialog().open).toBe(true)
    expect(dialog().matches(':modal')).toBe(true)
    expect(screen.getByRole('dialog', { name: 'Rename list' })).toBe(dialog())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }))
  })

  it('Escape cancels and closes it, tells the owner once and hands focus back to the opener', async () => {
    const user = userEvent.setup()
    const onCancel = vi.fn()
    const onClosed = vi.fn()
    render(<Harness onCancel={onCancel} onClosed={onClosed} />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    await user.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onClosed).toHaveBeenCalledTimes(1)
    expect(dialog().open).toBe(false)
    expect(document.activeElement).toBe(opener)
    // Mounted only while open: the next opening starts afresh.
    expect(screen.queryByRole('button', { name: 'Save', hidden: true })).toBeNull()
  })

  it('closes when the owner sets open to false, and focus goes back to the opener', async () => {
    const user = userEvent.setup()
    const onClosed = vi.fn()
    render(<Harness onClosed={onClosed} />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(dialog().open).toBe(false)
    expect(onClosed).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(opener)
  })

  it('a press on the backdrop closes it; a press that starts inside and ends on the backdrop does not', async () => {
    const user = userEvent.setup()
    const onClosed = vi.fn()
    render(<Harness onClosed={onClosed} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    // A text selection dragged out of the field: down on the input, up (click) on the dialog itself.
    fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Name' }))
    fireEvent.click(dialog())
    expect(dialog().open).toBe(true)
    expect(onClosed).not.toHaveBeenCalled()
    // The backdrop's clicks land on the <dialog> element itself.
    fireEvent.pointerDown(dialog())
    fireEvent.click(dialog())
    expect(dialog().open).toBe(false)
    expect(onClosed).toHaveBeenCalledTimes(1)
  })

  it('keepMounted keeps the content in the page while closed', () => {
    render(<Harness keepMounted />)
    expect(dialog().open).toBe(false)
    expect(screen.getByRole('button', { name: 'Save', hidden: true })).toBeTruthy()
  })
})
