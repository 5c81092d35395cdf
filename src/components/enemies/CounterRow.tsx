import { memo } from 'react'
import type { Counter } from '../../domain/enemies/matchup.ts'
import { UNIT_ICONS, unitIconUrl } from '../../icons/icons.ts'
import { formatDecimal, formatDps, formatInteger } from '../../text/format.ts'
import { showUnknownIcon } from '../search/UnitIcon'
import { counterKey, killText } from './counter-rows.ts'

export const ROW_HEIGHT = 56
const ROW_STYLE = { height: ROW_HEIGHT }
const ICON_PIXELS = UNIT_ICONS.small.size
const CELL = 'border-b border-line px-2 text-right'

// Plain elements, one text per cell: every row in view is work on each ranking.
export const CounterRow = memo(function CounterRow({
  counter,
  rowIndex,
  href,
  open,
  explanationId,
  onToggle,
  onIntent,
}: {
  counter: Counter
  rowIndex: number
  href: string
  open: boolean
  explanationId: string
  onToggle: (key: string) => void
  /** the player points at or focuses the time: its steps can be worked out before the click */
  onIntent: (counter: Counter) => void
}) {
  // Positioned, each row paints on its own: a ranking that leaves a row as it was does not repaint it.
  return (
    <tr aria-rowindex={rowIndex} className="group relative" data-testid="counter-row" style={ROW_STYLE}>
      <th scope="row" className="sticky left-0 z-10 border-b border-line bg-surface px-3 text-left font-semibold group-hover:bg-surface-2">
        <a href={href} data-row-link="" className="flex items-center gap-2 hover:text-accent">
          <img
            src={unitIconUrl(counter.unitId, counter.formIndex, 'small')}
            alt=""
            width={ICON_PIXELS}
            height={ICON_PIXELS}
            decoding="async"
            loading="lazy"
            draggable={false}
            onError={showUnknownIcon}
            className="size-10 shrink-0 rounded-md object-contain"
          />
          <span className="line-clamp-2">{counter.name}</span>
        </a>
      </th>
      <td className={`${CELL} font-semibold`}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? explanationId : undefined}
          title="How this time to kill was reached"
          onClick={() => onToggle(counterKey(counter))}
          onPointerEnter={open ? undefined : () => onIntent(counter)}
          onFocus={open ? undefined : () => onIntent(counter)}
          className="relative inline-flex min-h-9 items-center gap-1 rounded px-1 text-right hover:text-accent"
          data-testid="counter-time-toggle"
        >
          <span data-testid="counter-time">{killText(counter)}</span>
          {/* Turned at once: a transition's frames would follow the one that shows the steps. */}
          <span aria-hidden="true" className={`text-xs text-muted ${open ? 'rotate-180' : ''}`}>
            ▾
          </span>
          <span className="sr-only">{open ? ', hide how it was reached' : ', show how it was reached'}</span>
        </button>
      </td>
      <td className={CELL}>{formatDecimal(counter.damagePerCost)}</td>
      <td className={CELL}>{formatInteger(counter.hitsSurvived)}</td>
      <td className={CELL}>{formatDps(counter.trueDps)}</td>
      <td className={counter.outranges ? `${CELL} font-bold text-accent` : CELL} title={counter.outranges ? 'Out-ranges the enemy' : undefined}>
        {formatInteger(counter.range)}
        {counter.outranges ? <span className="sr-only"> (out-ranges it)</span> : null}
      </td>
      <td className={CELL}>{formatInteger(counter.cost)}</td>
    </tr>
  )
})
