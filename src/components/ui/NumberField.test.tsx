// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NumberField } from './NumberField.tsx'

afterEach(cleanup)

/** The page's side: it keeps the committed value and shows it again. */
function Harness({
  onCommit,
  initial = 30,
  min = 1,
  max = 50,
  slider = false,
}: {
  onCommit: (value: number) => void
  initial?: number
  min?: number
  max?: number
  slider?: boolean
}) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <NumberField
        label="Level"
        value={value}
        min={min}
        max={max}
        slider={slider}
        testId="level"
        description="Counts plus levels separately."
        onCommit={(next) => {
          onCommit(next)
          setValue(next)
        }}
      />
      <p data-testid="page-value">{value}</p>
    </>
  )
}

const field = () => screen.getByRole('spinbutton', { name: /^Level/ }) as HTMLInputElement
const problem = () => screen.queryByTestId('level-problem')?.textContent ?? null
const pageValue = () => Number(screen.getByTestId('page-value').textContent)

describe('NumberField', () => {
  it('shows its label, its range and the description it is read with', () => {
    render(<Harness onCommit={() => {}} />)
    expect(field().value).toBe('30')
    expect(screen.getByText('1–50')).toBeTruthy()
    expect(field().getAttribute('aria-describedby')).toBe(screen.getByText('Counts plus levels separately.').id)
    expect(field().getAttribute('aria-invalid')).toBeNull()
  })

  it('reports each whole value inside the range as it is typed, and nothing more on leaving', async () => {
    const user = userEvent.setup()
    const onCommit = vi.fn()
    render(<Harness onCommit={onCommit} />)
    await user.clear(field())
    // An empty field is a value on its way, not a mistake.
    expect(problem()).toBeNull()
    await user.type(field(), '15')
    expect(onCommit.mock.calls).toEqual([[1], [15]])
    await user.tab()
    expect(onCommit.mock.calls).toEqual([[1], [15]])
    expect(field().value).toBe('15')
  })

  it('a whole number above the range says so and becomes the maximum on leaving', async () => {
    const user = userEvent.setup()
    const onCommit = vi.fn()
    render(<Harness onCommit={onCommit} />)
    await user.clear(field())
    await user.type(field(), '75')
    expect(problem()).toBe('75 is above 50: it becomes 50.')
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(field().getAttribute('aria-describedby')?.split(' ')).toContain(screen.getByTestId('level-problem').id)
    expect(pageValue()).toBe(7)
    await user.tab()
    expect(onCommit).toHaveBeenLastCalledWith(50)
    expect(field().value).toBe('50')
    expect(problem()).toBeNull()
  })

  it('a whole number below the range becomes the minimum on leaving', async () => {
    const user = userEvent.setup()
    const onCommit = vi.fn()
    render(<Harness onCommit={onCommit} min={10} />)
    await user.clear(field())
    await user.type(field(), '-3')
    expect(problem()).toBe('-3 is below 10: it becomes 10.')
    expect(onCommit).not.toHaveBeenCalled()
    await user.tab()
    expect(onCommit.mock.calls).toEqual([[10]])
    expect(field().value).toBe('10')
  })

  it('what is not a whole number is flagged and dropped: the field goes back to the value before the typing', async () => {
    const user = userEvent.setup()
    const onCommit = vi.fn()
    render(<Harness onCommit={onCommit} />)
    await user.clear(field())
    await user.type(field(), '2')
    expect(pageValue()).toBe(2)
    fireEvent.change(field(), { target: { value: '2.5' } })
    expect(problem()).toBe('2.5 is not a whole number: the field keeps 30.')
    await user.tab()
    // Not the "2" the first keystroke reported: the value from before this round of typing.
    expect(onCommit.mock.calls).toEqual([[2], [30]])
    expect(field().value).toBe('30')
    expect(problem()).toBeNull()
  })

  it('leaving an emptied field keeps the value it had', async () => {
    const user = userEvent.setup()
    const onCommit = vi.fn()
    render(<Harness onCommit={onCommit} />)
    await user.clear(field())
    await user.tab()
    expect(onCommit).not.toHaveBeenCalled()
    expect(field().value).toBe('30')
  })

  it('the slider commits the value it is moved to', () => {
    const onCommit = vi.fn()
    render(<Harness onCommit={onCommit} slider />)
    fireEvent.change(screen.getByRole('slider', { name: 'Level slider' }), { target: { value: '42' } })
    expect(onCommit.mock.calls).toEqual([[42]])
    expect(field().value).toBe('42')
  })

  it('a range of one value leaves nothing to choose: the field is disabled', () => {
    render(<Harness onCommit={() => {}} initial={1} min={1} max={1} slider />)
    expect(field().disabled).toBe(true)
    expect((screen.getByRole('slider', { name: 'Level slider' }) as HTMLInputElement).disabled).toBe(true)
  })
})
