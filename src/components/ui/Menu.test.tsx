// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Menu, MenuItem } from './Menu.tsx'

afterEach(cleanup)

const CHOICES = ['Copy link', 'Export', 'Delete']

/** A toggle and its menu, as the pages use them: onClose(true) hands focus back to the toggle. */
function Harness({ onClose, onSelect, choices = CHOICES }: { onClose?: (refocus: boolean) => void; onSelect?: (choice: string) => void; choices?: string[] }) {
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button ref={toggleRef} type="button" aria-expanded={open} aria-controls="more-menu" onClick={() => setOpen((was) => !was)}>
        More
      </button>
      <button type="button">Elsewhere</button>
      {open ? (
        <Menu
          id="more-menu"
          label="More actions"
          insideRef={toggleRef}
          itemCount={choices.length}
          onClose={(refocus) => {
            onClose?.(refocus)
            setOpen(false)
            if (refocus) toggleRef.current?.focus()
          }}
        >
          {choices.map((choice) => (
            <MenuItem key={choice} onSelect={() => onSelect?.(choice)}>
              {choice}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
    </>
  )
}

const focusedName = () => document.activeElement?.textContent

describe('Menu', () => {
  it('opens with focus on its first item; its items stay out of the Tab order', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'More' }))
    expect(screen.getByRole('menu', { name: 'More actions' })).toBeTruthy()
    expect(screen.getAllByRole('menuitem').map((item) => item.tabIndex)).toEqual([-1, -1, -1])
    expect(focusedName()).toBe('Copy link')
  })

  it('arrow keys move through the items and wrap at both ends; Home and End go to the first and the last', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'More' }))
    await user.keyboard('{ArrowDown}')
    expect(focusedName()).toBe('Export')
    await user.keyboard('{ArrowDown}')
    expect(focusedName()).toBe('Delete')
    await user.keyboard('{ArrowDown}')
    expect(focusedName()).toBe('Copy link')
    await user.keyboard('{ArrowUp}')
    expect(focusedName()).toBe('Delete')
    await user.keyboard('{Home}')
    expect(focusedName()).toBe('Copy link')
    await user.keyboard('{End}')
    expect(focusedName()).toBe('Delete')
  })

  it('Enter on an item chooses it', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<Harness onSelect={onSelect} />)
    await user.click(screen.getByRole('button', { name: 'More' }))
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('Export')
  })

  it.each([
    ['{Escape}', 'More'],
    // Back to the toggle first, so Tab goes on from there (not from wherever the menu sits in the page).
    ['{Tab}', 'Elsewhere'],
  ])('%s closes it and hands focus back to the toggle (focus then on %s)', async (key, focused) => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    const toggle = screen.getByRole('button', { name: 'More' })
    await user.click(toggle)
    await user.keyboard('{ArrowDown}')
    await user.keyboard(key)
    expect(onClose).toHaveBeenCalledExactlyOnceWith(true)
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: focused }))
  })

  it('a press outside closes it without taking focus back; a press on the toggle or inside it does not', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: 'More' }))
    fireEvent.pointerDown(screen.getByRole('button', { name: 'More' }))
    fireEvent.pointerDown(screen.getByRole('menuitem', { name: 'Delete' }))
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(onClose).toHaveBeenCalledExactlyOnceWith(false)
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('with no items yet, focus moves in when the first arrives', () => {
    const onClose = vi.fn()
    const insideRef = { current: null }
    const menu = (choices: string[]) => (
      <Menu id="m" label="Lists" insideRef={insideRef} itemCount={choices.length} onClose={onClose}>
        {choices.map((choice) => (
          <MenuItem key={choice} onSelect={() => {}}>
            {choice}
          </MenuItem>
        ))}
      </Menu>
    )
    const { rerender } = render(menu([]))
    expect(document.activeElement).toBe(document.body)
    rerender(menu(['Favourites', 'Farming']))
    expect(focusedName()).toBe('Favourites')
  })
})
