import { useId, useState } from 'react'
import { formatInteger } from '../../text/format.ts'

/**
 * A number input that only reports whole values inside [min, max]; while the
 * player types an incomplete value ("" or "1" on the way to "15") the page
 * keeps its last good value. A whole number past either end says so under the
 * field and becomes that end when the player leaves it; anything else is
 * flagged the same way and dropped. An optional slider moves it by touch.
 */
export function NumberField({
  label,
  value,
  min,
  max,
  onCommit,
  slider = false,
  suffix,
  testId,
  description,
}: {
  label: string
  value: number
  min: number
  max: number
  onCommit: (value: number) => void
  slider?: boolean
  suffix?: string
  testId?: string
  /** a line under the field that says what it does, read with the field */
  description?: string
}) {
  const id = useId()
  const descriptionId = `${id}-description`
  const problemId = `${id}-problem`
  const [draft, setDraft] = useState<string | null>(null)
  // The value before this round of typing: a draft that ends as no number at all ("1e2") goes back to
  // it, not to whatever in-range prefix ("1") each keystroke had already reported.
  const [before, setBefore] = useState<number | null>(null)
  const kept = before ?? value
  const disabled = min === max
  const typed = draft !== null && /^-?\d+$/.test(draft) ? Number(draft) : null
  // What leaving the field makes of a whole number: the nearest value in range.
  const nearest = typed === null ? null : Math.min(max, Math.max(min, typed))
  // An empty field is a value on its way, not a mistake.
  const problem =
    draft === null || draft === '' || (typed !== null && typed === nearest)
      ? null
      : typed === null
        ? 'not a whole number'
        : typed < min
          ? `below ${formatInteger(min)}`
          : `above ${formatInteger(max)}`
  const leave = () => {
    if (nearest !== null && nearest !== value) onCommit(nearest)
    else if (nearest === null && draft !== null && kept !== value) onCommit(kept)
    setDraft(null)
    setBefore(null)
  }

  const change = (text: string) => {
    if (draft === null) setBefore(value)
    setDraft(text)
    if (!/^\d+$/.test(text)) return
    const next = Number(text)
    if (next >= min && next <= max && next !== value) onCommit(next)
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex items-baseline justify-between gap-2 text-sm font-semibold">
        {label}
        <span className="text-xs font-normal text-muted">
          {formatInteger(min)}–{formatInteger(max)}
          {suffix}
        </span>
      </label>
      <div className="flex items-center gap-2">
        {slider ? (
          <input
            type="range"
            min={min}
            max={max}
            step={1}
            value={value}
            disabled={disabled}
            aria-label={`${label} slider`}
            onChange={(event) => {
              setDraft(null)
              onCommit(Number(event.target.value))
            }}
            className="h-10 min-w-0 flex-1 accent-accent"
          />
        ) : null}
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft ?? String(value)}
          disabled={disabled}
          data-testid={testId}
          aria-describedby={[problem ? problemId : null, description ? descriptionId : null].filter(Boolean).join(' ') || undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => change(event.target.value)}
          onBlur={leave}
          className={`input tabular ${slider ? 'w-20 shrink-0' : ''}`}
        />
      </div>
      {problem ? (
        <p id={problemId} className="text-xs font-semibold text-danger" data-testid={testId ? `${testId}-problem` : undefined}>
          {`${draft} is ${problem}: ${nearest === null ? `the field keeps ${formatInteger(kept)}` : `it becomes ${formatInteger(nearest)}`}.`}
        </p>
      ) : null}
      {description ? (
        <p id={descriptionId} className="text-xs text-muted">
          {description}
        </p>
      ) : null}
    </div>
  )
}
