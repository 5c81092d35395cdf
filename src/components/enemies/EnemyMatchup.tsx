import { useMemo, useState } from 'react'
import { Link } from '@tanstack/react-router'
import type { FormCalculation } from '../../domain/calculate-form.ts'
import type { Enemy } from '../../domain/game-data/enemies.ts'
import { counterOf, enemyTargetChoice } from '../../domain/enemies/matchup.ts'
import { DEFAULT_ENEMY_MAGNIFICATION, enemySearchOf, type Magnification } from '../../domain/enemies/enemy-link.ts'
import { enemyStats } from '../../domain/enemies/enemy-stats.ts'
import { explainKillTime } from '../../domain/enemies/kill-explanation.ts'
import { KILL_TIME_SIMPLIFICATION } from '../../domain/enemies/kill-time-model.ts'
import { formatDps, formatInteger, formatKillTime } from '../../text/format.ts'
import { killTimeText } from '../../text/kill-time-text.ts'
import { KillStepList } from './KillSteps'

/** The unit page's answer when its target is a real enemy: how fast this form kills it, the same numbers as the enemy page's counters. */
export function EnemyMatchup({
  calc,
  enemy,
  magnification = DEFAULT_ENEMY_MAGNIFICATION,
}: {
  calc: FormCalculation
  enemy: Enemy
  magnification?: Magnification
}) {
  const stats = useMemo(() => enemyStats(enemy, magnification), [enemy, magnification])
  const counter = useMemo(() => counterOf({ prepared: calc.prepared, settings: calc.settings }, enemy, stats, enemyTargetChoice(enemy)), [calc, enemy, stats])
  const time =
    counter.timeToKill === null
      ? killTimeText(null, counter.killTime.reason)
      : `${formatKillTime(counter.timeToKill)} (${formatInteger(counter.killTime.attacks ?? 0)} ${counter.killTime.attacks === 1 ? 'attack' : 'attacks'})`
  return (
    <div className="flex flex-col gap-2 text-sm">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 tabular sm:grid-cols-4" data-testid="enemy-matchup">
        <div>
          <dt className="text-muted">Time to kill</dt>
          <dd className="text-lg font-bold" data-testid="time-to-kill">
            {time}
          </dd>
        </div>
        <div>
          <dt className="text-muted">True DPS vs it</dt>
          <dd className="text-lg font-bold">{formatDps(counter.trueDps)}</dd>
        </div>
        <div>
          <dt className="text-muted">Hits survived</dt>
          <dd className="text-lg font-bold">{formatInteger(counter.hitsSurvived)}</dd>
        </div>
        <div>
          <dt className="text-muted">Out-ranges it</dt>
          <dd className="text-lg font-bold">{counter.outranges ? 'Yes' : 'No'}</dd>
        </div>
      </dl>
      <p className="text-muted">
        Expected damage from the start of the first attack, at full HP (strengthen left out), {formatInteger(stats.hp)} HP. {KILL_TIME_SIMPLIFICATION}{' '}
        <Link
          to="/enemy/$enemyId"
          params={{ enemyId: String(enemy.id) }}
          search={enemySearchOf(magnification)}
          className="font-semibold text-accent hover:underline"
        >
          See every cat against {enemy.name}
        </Link>
      </p>
      <KillTimeSteps calc={counter.calculation} enemy={enemy} magnification={magnification} />
    </div>
  )
}

/** How the time to kill was reached, worked out only when the player opens it. */
function KillTimeSteps({ calc, enemy, magnification }: { calc: FormCalculation; enemy: Enemy; magnification: Magnification }) {
  const [open, setOpen] = useState(false)
  const steps = useMemo(() => (open ? explainKillTime(calc, enemy, enemyStats(enemy, magnification)).steps : []), [open, calc, enemy, magnification])
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)} data-testid="kill-time-steps">
      <summary className="cursor-pointer font-semibold">How this time to kill was reached</summary>
      <KillStepList steps={steps} className="mt-1" />
    </details>
  )
}
