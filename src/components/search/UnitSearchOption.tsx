import { Link } from '@tanstack/react-router'
import { CornerDownLeft } from 'lucide-react'
import type { MouseEvent } from 'react'
import { FORM_LABELS, padUnitId, type UnitMetadata } from '../../domain/units.ts'
import { matchInName } from '../../domain/search/unit-search.ts'
import { UnitIcon } from './UnitIcon'

function formLabel(formIndex: number): string {
  return FORM_LABELS[formIndex] ?? `Form ${formIndex + 1}`
}

/** One result: a real link (so middle-click and "open in new tab" work) in the role of a listbox option. */
export function UnitSearchOption({
  unit,
  id,
  query,
  highlighted,
  enterOpens,
  onHighlight,
  onChoose,
}: {
  unit: UnitMetadata
  id: string
  query: string
  highlighted: boolean
  /** the result Enter opens: the highlighted one, or the first while none is */
  enterOpens: boolean
  onHighlight: () => void
  onChoose: () => void
}) {
  const handleClick = (event: MouseEvent) => {
    // A modified click opens another tab; this page and its dialog stay as they are.
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) onChoose()
  }

  return (
    <Link
      to="/unit/$unitId/$formIndex"
      params={{ unitId: padUnitId(unit.unitId), formIndex: String(unit.formIndex) }}
      id={id}
      role="option"
      aria-selected={highlighted}
      tabIndex={-1}
      onPointerMove={highlighted ? undefined : onHighlight}
      // Keeps focus (and the caret) in the search input while the pointer picks a result.
      onMouseDown={(event) => event.preventDefault()}
      onClick={handleClick}
      className="group flex scroll-my-2 items-center gap-3 rounded-xl px-2.5 py-1.5 text-text outline-none aria-selected:bg-accent-soft"
    >
      <UnitIcon unitId={unit.unitId} formIndex={unit.formIndex} className="size-10 shrink-0" />
      <span className="min-w-0 flex-1">
        <HighlightedName name={unit.name} query={query} />
        <span className="block truncate text-xs text-muted">
          {formLabel(unit.formIndex)} form
          {unit.baseFormName ? <> of {unit.baseFormName}</> : null}
        </span>
      </span>
      <span className="shrink-0 text-xs text-muted tabular">#{padUnitId(unit.unitId)}</span>
      {enterOpens ? (
        <kbd
          className="inline-flex shrink-0 items-center gap-1 rounded-md border border-line bg-surface-2 px-1.5 py-0.5 font-sans text-[11px] font-medium text-text"
          data-testid="unit-search-enter-hint"
          aria-hidden="true"
        >
          <CornerDownLeft className="size-3 text-accent" />
          Enter
        </kbd>
      ) : null}
    </Link>
  )
}

function HighlightedName({ name, query }: { name: string; query: string }) {
  const parts = matchInName(name, query)
  return (
    <span className="block truncate font-semibold" data-testid="unit-search-name">
      {parts ? (
        <>
          {parts.before}
          <mark className="bg-transparent text-accent-strong">{parts.match}</mark>
          {parts.after}
        </>
      ) : (
        name
      )}
    </span>
  )
}
