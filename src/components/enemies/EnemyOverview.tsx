import { memo, useMemo } from 'react'
import { Link } from '@tanstack/react-router'
import type { Enemy } from '../../domain/game-data/enemies.ts'
import { TRAIT_LABELS } from '../../domain/ability-vocabulary.ts'
import { enemyReach } from '../../domain/enemies/enemy-reach.ts'
import { MAX_MAGNIFICATION, MIN_MAGNIFICATION } from '../../domain/enemies/enemy-link.ts'
import type { EnemyPageSearch } from '../../domain/enemies/enemy-search.ts'
import { enemyStats } from '../../domain/enemies/enemy-stats.ts'
import { formatDps, formatFrames, formatInteger, formatRange } from '../../text/format.ts'
import { ENEMY_IMMUNITY_LABELS, enemyAbilityLines } from '../../text/enemy-ability-text.ts'
import { NumberField } from '../ui/NumberField'
import { EnemyIcon } from './EnemyIcon'

/** The enemy itself at the chosen magnification: header, magnification fields, stats and abilities. */
export const EnemyOverview = memo(function EnemyOverview({
  enemy,
  magnification,
  attackMagnification,
  explicitAttack,
  change,
}: {
  enemy: Enemy
  magnification: number
  attackMagnification: number
  /** the attack magnification the URL sets apart from the HP one */
  explicitAttack: number | undefined
  change: (patch: Partial<EnemyPageSearch>) => void
}) {
  const stats = useMemo(() => enemyStats(enemy, { magnification, attackMagnification }), [enemy, magnification, attackMagnification])
  const lines = enemyAbilityLines(enemy, stats)
  const setMagnification = (hp: number, attack: number) =>
    change({ magnification: hp === 100 ? undefined : hp, attackMagnification: attack === hp ? undefined : attack })
  return (
    <>
      <header className="flex items-start gap-3">
        <EnemyIcon enemyId={enemy.id} className="size-16 shrink-0" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs text-muted">
            <Link to="/enemies" className="hover:text-accent">
              Enemies
            </Link>{' '}
            · No. {enemy.id}
          </p>
          <h1 className="text-2xl font-black tracking-tight">{enemy.name}</h1>
          <p className="text-sm text-muted">
            {[
              ...enemy.traits.map((trait) => TRAIT_LABELS[trait]),
              enemy.specialType && enemy.specialType[0]!.toUpperCase() + enemy.specialType.slice(1),
              enemy.witch && 'Witch',
              enemy.eva && 'EVA Angel',
            ]
              .filter(Boolean)
              .join(' · ') || 'No trait'}
          </p>
          {enemy.description ? <p className="max-w-3xl text-sm">{enemy.description}</p> : null}
          {enemy.temporaryName ? (
            <p className="text-xs text-muted" data-testid="enemy-temporary-name">
              Temporary name: the English game has not named this enemy yet (BCU's list).
            </p>
          ) : null}
          {enemy.notModelled ? (
            <p className="text-xs text-muted" data-testid="enemy-not-modelled">
              Not modelled yet (not counted in the numbers): {enemy.notModelled.join(', ')}.
            </p>
          ) : null}
        </div>
      </header>
      <section className="card grid grid-cols-1 gap-3 p-3 sm:grid-cols-2" aria-label="Magnification">
        <NumberField
          label="HP magnification"
          value={magnification}
          min={MIN_MAGNIFICATION}
          max={MAX_MAGNIFICATION}
          suffix="%"
          testId="enemy-magnification"
          onCommit={(value) => setMagnification(value, explicitAttack ?? value)}
        />
        <NumberField
          label="Attack magnification"
          value={attackMagnification}
          min={MIN_MAGNIFICATION}
          max={MAX_MAGNIFICATION}
          suffix="%"
          testId="enemy-attack-magnification"
          onCommit={(value) => setMagnification(magnification, value)}
        />
      </section>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <section className="card p-3" aria-labelledby="enemy-stats">
          <h2 id="enemy-stats" className="mb-2 text-lg font-bold">
            Stats
          </h2>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm tabular sm:grid-cols-3" data-testid="enemy-stats">
            <Stat label="HP" value={formatInteger(stats.hp)} />
            <Stat label="Attack" value={formatInteger(stats.attack)} />
            <Stat label="DPS" value={formatDps(stats.dps)} />
            <Stat label="Range" value={formatInteger(enemy.range)} />
            <Stat label="Reach" value={formatRange(enemyReach(enemy))} />
            <Stat label="Speed" value={formatInteger(enemy.speed)} />
            <Stat label="Knockbacks" value={formatInteger(enemy.knockbacks)} />
            <Stat label="Attack type" value={enemy.areaAttack ? 'Area' : 'Single'} />
            <Stat label="Money" value={formatInteger(enemy.money)} />
          </dl>
          <h3 className="mt-3 mb-1 font-semibold">Attack cycle</h3>
          <ul className="text-sm tabular" data-testid="enemy-attack-cycle">
            {enemy.hits.map((hit, index) => (
              <li key={index}>
                Hit {index + 1}: {formatInteger(stats.hits[index] ?? 0)} damage at {formatFrames(hit.foreswing)}
                {hit.area
                  ? `, ${hit.area.width < 0 ? 'omni strike' : 'long distance'} ${formatRange(Math.min(hit.area.start, hit.area.start + hit.area.width))}–${formatRange(Math.max(hit.area.start, hit.area.start + hit.area.width))}`
                  : ''}
                {enemy.hits.length > 1 && !hit.procs ? ' (no effects)' : ''}
              </li>
            ))}
            <li>
              Attack cycle: {formatFrames(stats.cycleFrames)}
              {stats.cycleApproximate ? ' (approximate: backswing unknown)' : ''}
            </li>
          </ul>
        </section>
        <section className="card p-3" aria-labelledby="enemy-abilities">
          <h2 id="enemy-abilities" className="mb-2 text-lg font-bold">
            Abilities
          </h2>
          {lines.length === 0 && enemy.immunities.length === 0 ? <p className="text-sm text-muted">No special abilities.</p> : null}
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm" data-testid="enemy-abilities">
            {lines.map((line) => (
              <li key={line.key}>{line.text}</li>
            ))}
            {enemy.immunities.length > 0 ? <li>Immune to {enemy.immunities.map((immunity) => ENEMY_IMMUNITY_LABELS[immunity]).join(', ')}</li> : null}
          </ul>
        </section>
      </div>
    </>
  )
})

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2 border-b border-line py-1">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  )
}
