import { useMemo } from 'react'
import type { Enemy } from '../../domain/game-data/enemies.ts'
import type { Magnification } from '../../domain/enemies/enemy-link.ts'
import { enemyStats } from '../../domain/enemies/enemy-stats.ts'
import { explainKillTime, KILL_TIME_SIMPLIFICATION } from '../../domain/enemies/kill-explanation.ts'
import type { Counter } from '../../domain/enemies/matchup.ts'
import { KillStepList } from './KillSteps'
import { COUNTER_COLUMNS, killText } from './counter-rows.ts'

/** An opened row: how its time to kill was reached, worked out as it opens (the counter's own calculation, so it ends on the row's figure). */
export function CounterExplanation({
  counter,
  enemy,
  magnification,
  id,
  rowIndex,
  index,
  measureRef,
}: {
  counter: Counter
  enemy: Enemy
  magnification: Magnification
  id: string
  rowIndex: number
  index: number
  measureRef: (element: Element | null) => void
}) {
  const steps = useMemo(() => explainKillTime(counter.calculation, enemy, enemyStats(enemy, magnification)).steps, [counter, enemy, magnification])
  return (
    <tr aria-rowindex={rowIndex} ref={measureRef} data-index={index} data-testid="counter-explanation">
      <td colSpan={COUNTER_COLUMNS.length + 1} className="border-b border-line bg-surface-2 p-0">
        {/* Held at the scroller's left edge and no wider than the screen: a wide table scrolled sideways keeps the steps in view. */}
        <div
          id={id}
          role="region"
          aria-label={`How ${counter.name}’s time to kill was reached`}
          className="sticky left-0 max-w-[calc(100vw-2rem)] p-3 text-left"
        >
          <p className="font-semibold">
            How {counter.name}’s {killText(counter)} was reached
          </p>
          <KillStepList steps={steps} className="mt-1" />
          <p className="mt-1 text-xs text-muted">{KILL_TIME_SIMPLIFICATION}</p>
        </div>
      </td>
    </tr>
  )
}
