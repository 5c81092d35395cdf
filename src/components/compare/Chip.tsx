import type { ReactNode } from 'react'
import { moveAmongRadios } from '../ui/radio-keys.ts'

/** A toggle button in a filter group. */
export function Chip({ pressed, onToggle, children, title }: { pressed: boolean; onToggle: () => void; children: ReactNode; title?: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      title={title}
      onClick={onToggle}
      className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold ${
        pressed ? 'border-accent bg-accent text-on-accent' : 'border-line bg-surface text-text hover:bg-surface-2'
      }`}
    >
      {children}
    </button>
  )
}

export function MatchToggle({ value, onChange, label }: { value: 'any' | 'all'; onChange: (value: 'any' | 'all') => void; label: string }) {
  return (
    <div role="radiogroup" aria-label={`${label} matching`} onKeyDown={moveAmongRadios} className="inline-flex rounded-full border border-line p-0.5 text-xs">
      {(['any', 'all'] as const).map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          tabIndex={value === option ? 0 : -1}
          onClick={() => onChange(option)}
          className={`rounded-full px-2.5 py-1 font-semibold ${value === option ? 'bg-text text-bg' : 'text-muted hover:text-text'}`}
        >
          {option === 'any' ? 'Any' : 'All'}
        </button>
      ))}
    </div>
  )
}
