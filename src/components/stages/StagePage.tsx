import { useState } from 'react'
import { Link, useSearch } from '@tanstack/react-router'
import type { Enemy } from '../../domain/game-data/model.ts'
import type { Stage, StageEnemyLine } from '../../domain/game-data/stages.ts'
import { MAP_KIND_NAMES, type MapKind } from '../../domain/stage/map-kinds.ts'
import { formatInteger, formatSeconds } from '../../text/format.ts'
import { enemyPath } from '../../domain/enemies/enemy-link.ts'
import { StageCounters } from './StageCounters'
import { crownLabel, crownMagnification, shownCrown } from '../../domain/stage/crowns.ts'
import { StageRulesSection } from './StageRulesSection'
import { TRAIT_LABELS } from '../../domain/ability-vocabulary.ts'
import { useHydratingMarker } from '../ui/use-hydrating-marker.ts'
import { Button } from '../ui/Button'

export type StagePageData = {
  found: true
  version: string
  map: { id: string; kind: MapKind; number: number; label: string; crowns: number[]; stageCount: number }
  stage: Stage
  enemies: Enemy[]
  /** the cats the stage's cat groups name */
  ruleCats: { unitId: number; name: string }[]
  previous: { stageId: number; label: string } | null
  next: { stageId: number; label: string } | null
}

/** The enemy page at the stage's magnification (the enemies issue's address). */
export function enemyHref(line: Pick<StageEnemyLine, 'enemyId' | 'hpMagnification' | 'attackMagnification'>): string {
  return enemyPath(line.enemyId, { magnification: line.hpMagnification, attackMagnification: line.attackMagnification })
}

function respawnText(line: StageEnemyLine): string {
  if (line.count === 1) return 'once'
  if (line.respawnMinFrames === line.respawnMaxFrames) return formatSeconds(line.respawnMinFrames)
  return `${formatSeconds(line.respawnMinFrames)}–${formatSeconds(line.respawnMaxFrames)}`
}

export function StagePage({ data }: { data: StagePageData }) {
  const hydrating = useHydratingMarker<HTMLDivElement>()
  const { map, stage, enemies, previous, next } = data
  const enemyById = new Map(enemies.map((enemy) => [enemy.id, enemy]))
  const crowns = map.crowns.length > 1 ? map.crowns.map((value) => `${value}%`).join(' / ') : null
  const crown = shownCrown(map.crowns, useSearch({ from: '/stage/$mapId/$stageId', select: (search) => search.crown }))
  const crownPercent = map.crowns[crown - 1] ?? 100
  // The route's component stays mounted from stage to stage: the unfolded list is this stage's alone.
  const stageKey = `${map.id}/${stage.stageId}`
  const [unfoldedStage, setUnfoldedStage] = useState<string | null>(null)
  const allLinesShown = unfoldedStage === stageKey
  const collapsible = stage.enemies.length > COLLAPSE_OVER
  const shownLines = collapsible && !allLinesShown ? stage.enemies.slice(0, SHOWN_WHEN_COLLAPSED) : stage.enemies
  // The lines at the crown the counters rank (the enemy links open at it too).
  const atCrown = (line: StageEnemyLine): StageEnemyLine => ({
    ...line,
    hpMagnification: crownMagnification(line.hpMagnification, crownPercent),
    attackMagnification: crownMagnification(line.attackMagnification, crownPercent),
  })
  return (
    <div ref={hydrating} data-hydrating="" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link to="/stages" search={{ q: '' }} className="underline hover:text-text">
          Stages
        </Link>{' '}
        ›{' '}
        <Link to="/stages" search={{ q: map.id, kind: map.kind }} className="underline hover:text-text">
          {map.label}
        </Link>
      </nav>
      <h1 className="mt-2 text-2xl font-black" data-testid="stage-title">
        {stage.label}
      </h1>
      <p className="text-sm text-muted">
        {MAP_KIND_NAMES[map.kind]} · map {map.id} · stage {stage.stageId + 1} of {map.stageCount}
        {stage.name === null ? ' · no English name in the files' : ''}
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="stage-facts">
        <Fact label="Energy" value={stage.energy === null ? '—' : formatInteger(stage.energy)} />
        <Fact label="Base HP" value={stage.timeLimit > 0 ? 'cannot be destroyed (timed)' : formatInteger(stage.baseHp)} />
        <Fact label="Length" value={formatInteger(stage.length)} />
        <Fact label="Enemy limit" value={formatInteger(stage.enemyLimit)} />
        {crowns && <Fact label="Crown magnifications" value={crowns} />}
        {stage.noContinues && <Fact label="Continues" value="not allowed" />}
      </dl>

      <StageRulesSection rules={stage.rules} crownCount={map.crowns.length} ruleCats={data.ruleCats} />

      <section aria-labelledby="lineup-heading" className="mt-8">
        <h2 id="lineup-heading" className="text-lg font-bold">
          Enemies
        </h2>
        <p className="text-sm text-muted" data-testid="stage-enemies-crown">
          Magnifications at {map.crowns.length > 1 ? crownLabel(crown, crownPercent) : 'the stage’s only crown'}; the enemy page opens at the magnification
          shown.
        </p>
        {stage.enemies.length === 0 ? (
          <p className="card mt-3 p-4 text-sm">This stage lists no enemies.</p>
        ) : (
          <ul id="stage-enemy-lines" className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="stage-enemies">
            {shownLines.map(atCrown).map((line, index) => {
              const enemy = enemyById.get(line.enemyId)
              const magnification =
                line.hpMagnification === line.attackMagnification
                  ? `${line.hpMagnification}%`
                  : `HP ${line.hpMagnification}% · attack ${line.attackMagnification}%`
              return (
                <li key={index} className={allLinesShown ? LONG_LIST_LINE_CLASS : 'card p-3'} data-testid="stage-enemy">
                  <div className="flex flex-wrap items-center gap-2">
                    {/* An enemy without an English name has no page (the data set leaves it out): its id, unlinked. */}
                    {enemy ? (
                      <a href={enemyHref(line)} className="font-semibold text-accent underline">
                        {enemy.name}
                      </a>
                    ) : (
                      <span className="font-semibold" data-testid="stage-enemy-unnamed">
                        Enemy {line.enemyId} <span className="text-xs font-normal text-muted">(no English name in the files)</span>
                      </span>
                    )}
                    <span className="text-sm font-semibold" data-testid="stage-enemy-magnification">
                      {magnification}
                    </span>
                    {line.boss && <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-bold text-accent">Boss</span>}
                    {line.isBase && <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-bold">Enemy base</span>}
                  </div>
                  <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
                    <dt className="text-muted">Count</dt>
                    <dd>{line.count === 0 ? 'unlimited' : formatInteger(line.count)}</dd>
                    <dt className="text-muted">First spawn</dt>
                    <dd>{formatSeconds(line.firstSpawnFrames)}</dd>
                    <dt className="text-muted">Respawn</dt>
                    <dd>{respawnText(line)}</dd>
                    <dt className="text-muted">Base HP trigger</dt>
                    <dd>{line.isBase ? '—' : line.baseHpPercent >= 100 ? 'from the start' : `at ${line.baseHpPercent}%`}</dd>
                    {enemy && (
                      <>
                        <dt className="text-muted">HP here</dt>
                        <dd>{formatInteger(Math.floor((enemy.hp * line.hpMagnification) / 100))}</dd>
                        <dt className="text-muted">Traits</dt>
                        <dd>{enemy.traits.length ? enemy.traits.map((trait) => TRAIT_LABELS[trait]).join(', ') : 'none'}</dd>
                      </>
                    )}
                  </dl>
                </li>
              )
            })}
          </ul>
        )}
        {collapsible && (
          <Button
            className="mt-3"
            aria-controls="stage-enemy-lines"
            aria-expanded={allLinesShown}
            data-testid="stage-enemies-toggle"
            onClick={() => setUnfoldedStage(allLinesShown ? null : stageKey)}
          >
            {allLinesShown ? `Show the first ${SHOWN_WHEN_COLLAPSED} lines only` : `Show all ${formatInteger(stage.enemies.length)} enemy lines`}
          </Button>
        )}
      </section>

      <StageCounters mapId={map.id} stageId={stage.stageId} nextStageId={next?.stageId ?? null} crowns={map.crowns} />

      <nav aria-label="Other stages of this map" className="mt-8 flex flex-wrap justify-between gap-3 text-sm">
        {previous ? (
          <Link to="/stage/$mapId/$stageId" params={{ mapId: map.id, stageId: String(previous.stageId) }} search={keepRankedList} className="underline">
            ← {previous.label}
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link to="/stage/$mapId/$stageId" params={{ mapId: map.id, stageId: String(next.stageId) }} search={keepRankedList} className="underline">
            {next.label} →
          </Link>
        )}
      </nav>
    </div>
  )
}

/**
 * A stage of more lines than this starts with its first lines only: over a hundred cards would put the team and
 * the ranking thousands of pixels down, and drawing them all made the page's first layout one long task (issue 45).
 */
const COLLAPSE_OVER = 24
const SHOWN_WHEN_COLLAPSED = 16
/**
 * Shown in full, a stage may list over 200 lines: those out of view skip their style, layout and paint until
 * scrolled to. A short list goes without, as working out which lines are in view costs a second layout.
 */
const LONG_LIST_LINE_CLASS = 'card p-3 [contain-intrinsic-size:auto_11rem] [content-visibility:auto]'

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="card p-3">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd className="text-lg font-bold">{value}</dd>
    </div>
  )
}

/** The next or previous stage (same map, same crowns) ranks the same saved list at the same crown (the next one's ranking is loaded ahead for it). */
const keepRankedList = (search: { list?: string; crown?: number }) => ({ list: search.list, crown: search.crown })
