import { memo, useMemo } from 'react'
import type { Enemy } from '../../domain/game-data/enemies.ts'
import type { Magnification } from '../../domain/enemies/enemy-link.ts'
import { enemyStats } from '../../domain/enemies/enemy-stats.ts'
import { explainKillTime, type KillStep } from '../../domain/enemies/kill-explanation.ts'
import { KILL_TIME_SIMPLIFICATION } from '../../domain/enemies/kill-time-model.ts'
import type { Counter } from '../../domain/enemies/matchup.ts'
import { KillStepList } from './KillSteps'
import { COUNTER_COLUMNS, killText } from './counter-rows.ts'

/**
 * A counter's steps, worked out once per ranking (the counter's own calculation, so they end on the
 * row's figure). `warm` works them out ahead when the player points at or focuses a row's time:
 * by the click or the Enter, opening only draws them.
 */
export function useKillSteps(enemy: Enemy, magnification: Magnification) {
  return useMemo(() => {
    const stats = enemyStats(enemy, magnification)
    const known = new WeakMap<Counter, readonly KillStep[]>()
    const stepsOf = (counter: Counter): readonly KillStep[] => {
      let steps = known.get(counter)
      if (!steps) {
        steps = explainKillTime(counter.calculation, enemy, stats).steps
        known.set(counter, steps)
      }
      return steps
    }
    const warm = (counter: Counter) => {
      if (!known.has(counter)) setTimeout(() => stepsOf(counter), 0)
    }
    return { stepsOf, warm }
  }, [enemy, magnification])
}

/** An opened row: how its time to kill was reached (memoized: the table's render for its new size leaves it alone). */
export const CounterExplanation = memo(function CounterExplanation({
  counter,
  steps,
  id,
  rowIndex,
  sizeRef,
}: {
  counter: Counter
  steps: readonly KillStep[]
  id: string
  rowIndex: number
  /** tells the table the explanation's height */
  sizeRef: (element: HTMLElement | null) => () => void
}) {
  return (
    <tr aria-rowindex={rowIndex} ref={sizeRef} data-testid="counter-explanation">
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
})
