import { useId, useState } from 'react'
import { Star } from 'lucide-react'
import { RATINGS } from '../../domain/feedback/survey.ts'
import { ratingReadout, starName, type RatingChoice } from './feedback-form.ts'

/**
 * Five native radio buttons drawn as stars: the browser gives them arrow-key
 * navigation, Space to choose and one tab stop for the whole group.
 */
export function StarRating({ value, onChange }: { value: RatingChoice; onChange: (rating: RatingChoice) => void }) {
  const labelId = useId()
  const name = useId()
  const [hovered, setHovered] = useState<RatingChoice>(0)
  const shown = hovered || value
  const readout = ratingReadout(value)

  return (
    <div>
      <p id={labelId} className="text-sm font-semibold">
        How would you rate your experience?
      </p>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
        <div role="radiogroup" aria-labelledby={labelId} aria-required="true" className="-ml-1.5 flex" onMouseLeave={() => setHovered(0)}>
          {RATINGS.map((rating) => (
            <label
              key={rating}
              className="relative grid size-11 cursor-pointer place-items-center rounded-lg transition-colors hover:bg-surface-2 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-1 has-[input:focus-visible]:outline-accent"
              onMouseEnter={() => setHovered(rating)}
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                aria-label={starName(rating)}
                // The group's tab stop: the chosen star (a kept draft's), else the first.
                data-autofocus={(value === 0 ? rating === 1 : rating === value) ? '' : undefined}
                className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-lg opacity-0"
              />
              <Star
                aria-hidden="true"
                strokeWidth={1.75}
                className={`pointer-events-none size-8 transition-transform ${
                  rating <= shown ? 'fill-current text-gold' : 'text-muted/60'
                } ${rating === hovered ? 'scale-110' : ''}`}
              />
            </label>
          ))}
        </div>
        <p className="min-w-28 text-sm font-medium tabular" aria-live="polite" data-testid="rating-readout">
          {readout ?? <span className="text-muted">Select a rating</span>}
        </p>
      </div>
    </div>
  )
}
