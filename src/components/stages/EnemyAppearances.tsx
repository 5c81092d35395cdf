import { memo, useDeferredValue, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { MAP_KIND_NAMES, labelHoldsContext, stagePath } from '../../domain/stage/map-kinds.ts'
import { enemyAppearancesQuery } from '../../queries/stages.ts'
import type { EnemyAppearance } from '../../domain/stage/stage-index.ts'
import { TextField } from '../ui/Field'
import { formatInteger } from '../../text/format.ts'
import { useFollowRowLink } from '../ui/follow-row-link.ts'

function percentages(values: number[]): string {
  return values.map((value) => `${formatInteger(value)}%`).join(', ')
}

/** Maps whose label, kind or a stage name contain every word; a map matched by its own name keeps all its stages. */
export function filterAppearances(maps: readonly EnemyAppearance[], query: string): EnemyAppearance[] {
  const words = query.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...maps]
  const matches = (text: string) => words.every((word) => text.includes(word))
  return maps.flatMap((map) => {
    const mapText = `${map.mapLabel} ${MAP_KIND_NAMES[map.kind]} ${map.mapId}`.toLowerCase()
    if (matches(mapText)) return [map]
    const stages = map.stages.filter((stage) => matches(`${stage.label} ${mapText}`.toLowerCase()))
    return stages.length > 0 ? [{ ...map, stages }] : []
  })
}

/**
 * "Where it appears" for the enemy page: every stage the enemy is in, grouped
 * by map, with its magnification there; searchable. Stage data is fetched
 * only when this section is shown. Memoized: the enemy page renders again on
 * every magnification change, and a common enemy's list runs to hundreds of stages.
 */
export const EnemyAppearances = memo(function EnemyAppearances({ enemyId }: { enemyId: number }) {
  const appearances = useQuery(enemyAppearancesQuery(enemyId))
  const [text, setText] = useState('')
  const query = useDeferredValue(text)
  const maps = appearances.data ? filterAppearances(appearances.data.maps, query) : []
  const stageCount = appearances.data?.maps.reduce((sum, map) => sum + map.stages.length, 0) ?? 0
  // The stage links are plain anchors followed by this one handler: a router Link each made hydration longer.
  const followRowLink = useFollowRowLink()
  return (
    <section onClick={followRowLink} aria-labelledby="appearances-heading" className="mt-8" data-testid="enemy-appearances">
      <h2 id="appearances-heading" className="text-lg font-bold">
        Where it appears
      </h2>
      {appearances.isError ? (
        <p role="alert" className="card mt-3 p-4 text-sm text-danger">
          The stages could not be loaded: {appearances.error.message}
        </p>
      ) : !appearances.data ? (
        <p className="mt-3 text-sm text-muted" aria-busy="true">
          Loading stages…
        </p>
      ) : stageCount === 0 ? (
        <p className="mt-3 text-sm text-muted">This enemy appears in no stage of the game files.</p>
      ) : (
        <>
          <p className="text-sm text-muted">
            {stageCount === 1 ? '1 stage' : `${stageCount} stages`} in {appearances.data.maps.length === 1 ? '1 map' : `${appearances.data.maps.length} maps`}.
          </p>
          <div className="mt-2 max-w-sm">
            <TextField
              label="Search the stages"
              type="search"
              placeholder="Stage or map name"
              value={text}
              maxLength={100}
              onChange={(event) => setText(event.target.value)}
              data-testid="appearance-search"
            />
          </div>
          {maps.length === 0 ? (
            <p className="card mt-3 p-4 text-sm">No stage matches.</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {maps.map((map) => (
                <li key={map.mapId} className="card p-3" data-testid="appearance-map">
                  <h3 className="font-semibold">
                    {map.mapLabel}
                    {labelHoldsContext(map.mapLabel, MAP_KIND_NAMES[map.kind]) ? null : (
                      <span className="text-xs font-normal text-muted"> ({MAP_KIND_NAMES[map.kind]})</span>
                    )}
                  </h3>
                  <ul className="mt-1 grid gap-1 text-sm sm:grid-cols-2">
                    {map.stages.map((stage) => (
                      <li key={stage.stageId}>
                        <a href={stagePath(map.mapId, stage.stageId)} data-row-link="" className="underline">
                          {stage.label}
                        </a>{' '}
                        <span className="text-muted">
                          {percentages(stage.hpMagnifications)}
                          {stage.attackMagnifications.join() !== stage.hpMagnifications.join() ? ` (attack ${percentages(stage.attackMagnifications)})` : ''}
                          {stage.boss ? ' · boss' : ''}
                        </span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
})
