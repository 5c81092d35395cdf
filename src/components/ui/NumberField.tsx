import { useId, useState } from 'react'
import { formatInteger } from '../../lib/format.ts'

/**
 * A number input that only reports whole values inside [min, max]; while the
 * player types an incomplete value ("" or "1" on the way to "15") the page
 * keeps its last good value. An optional slider moves it by touch.
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
  const [draft, setDraft] = useState<string | null>(null)
  const disabled = min === max

  const change = (text: string) => {
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
          aria-describedby={description ? descriptionId : undefined}
          onChange={(event) => change(event.target.value)}
          onBlur={() => setDraft(null)}
          className={`input tabular ${slider ? 'w-20 shrink-0' : ''}`}
        />
      </div>
      {description ? (
        <p id={descriptionId} className="text-xs text-muted">
          {description}
        </p>
      ) : null}
    </div>
  )
}
