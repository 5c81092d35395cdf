import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { StageEnemy } from '../../domain/stage/counters.ts'
import { explainStageLead } from '../../domain/stage/lead-explanation.ts'
import { rosterCandidates, STAGE_COUNTERS, type RosterCandidatesInput } from '../../domain/settings/roster.ts'
import { KILL_TIME_SIMPLIFICATION } from '../../domain/enemies/kill-time-model.ts'
import { allUnitsQuery, dataVersionQuery } from '../../queries/units.ts'
import { enemyQuery } from '../../queries/enemies.ts'
import { KillStepList } from '../enemies/KillSteps'
import { decodeCounterCats } from '../../domain/settings/codecs/counter-cats.ts'
import type { CountedTreasures } from '../../domain/settings/account.ts'
import type { SavedLevelMode } from '../../domain/settings/saved-cat.ts'

/**
 * An opened ranking row: how its time to kill the lead enemy was reached. The ranking is the
 * server's; the steps are worked out here from the same candidate (rosterCandidates with the
 * stage rule, as the server's) against the lead's record, so they end on the row's time. The cats' data is fetched the
 * first time a row is opened.
 */
export function StageRowExplanation({
  name,
  time,
  candidate,
  lead,
  listCats,
  levelMode,
  treasures,
}: {
  name: string
  time: string
  candidate: number
  lead: StageEnemy
  /** the list's cats as the ranking was asked with them (encodeCounterCats); null: every cat */
  listCats: string | null
  levelMode: SavedLevelMode
  treasures: CountedTreasures | undefined
}) {
  const version = useQuery(dataVersionQuery())
  const units = useQuery({ ...allUnitsQuery(version.data?.calculatorHash ?? ''), enabled: version.data !== undefined })
  const record = useQuery(enemyQuery(lead.enemyId))
  const prepared = units.data?.prepared
  const enemy = record.data?.enemy
  const candidates = useMemo(() => {
    if (!prepared) return null
    const decoded = listCats === null ? null : decodeCounterCats(listCats)
    const input: RosterCandidatesInput = { ...(decoded?.ok ? { cats: decoded.cats, levelMode } : {}), ...(treasures ? { treasures } : {}) }
    return rosterCandidates(prepared, input, STAGE_COUNTERS)
  }, [prepared, listCats, levelMode, treasures])
  const steps = useMemo(() => {
    const chosen = candidates?.[candidate]
    return chosen && enemy ? explainStageLead(chosen, enemy, lead).steps : null
  }, [candidates, candidate, enemy, lead])
  // A candidate the rebuilt list lacks would mean the browser's data is not the ranking's.
  const failed =
    units.isError || record.isError || (record.data !== undefined && record.data.enemy === null) || (candidates !== null && candidates[candidate] === undefined)
  return (
    <>
      <p className="font-semibold">
        How {name} kills {lead.name} in {time}
      </p>
      {steps ? (
        <KillStepList steps={steps} className="mt-1" />
      ) : failed ? (
        <p role="alert" className="text-danger">
          The steps could not be worked out: the cats’ or the enemy’s data did not load.
        </p>
      ) : (
        <p className="text-muted" aria-busy="true">
          Working out the steps…
        </p>
      )}
      <p className="mt-1 text-xs text-muted">{KILL_TIME_SIMPLIFICATION}</p>
    </>
  )
}
