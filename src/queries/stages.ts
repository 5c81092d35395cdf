import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { MapKind } from '../domain/stage/map-kinds.ts'
import { countedTreasures, type AccountTreasures } from '../domain/settings/account.ts'
import { getEnemyAppearances, getStage, getStageCounters, getStageSearch, type CountersInput } from '../server/stages.functions'

/** /stages shows this many stages at first and this many more per click. */
export const STAGES_FIRST_PAGE = 50

const FIFTEEN_MINUTES = 15 * 60_000
const ONE_HOUR = 60 * 60_000

export const stageSearchQuery = (q: string, kind: MapKind | undefined, limit: number) =>
  queryOptions({
    queryKey: ['stages', 'search', q, kind ?? null, limit],
    queryFn: () => getStageSearch({ data: { q, ...(kind ? { kind } : {}), limit } }),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
    placeholderData: keepPreviousData,
  })

/** One stage; `found: false` when the map has no such stage. */
export const stageQuery = (mapId: string, stageId: number) =>
  queryOptions({
    queryKey: ['stage', mapId, stageId],
    queryFn: () => getStage({ data: { mapId, stageId } }),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
  })

/** The counters' `treasures` for the saved account: none where it counts as maxed (countedTreasures), so the plain ranking is shared. */
export function accountTreasuresInput(account: AccountTreasures | null): Pick<CountersInput, 'treasures'> {
  const treasures = countedTreasures(account)
  return treasures ? { treasures } : {}
}

export const stageCountersQuery = (input: CountersInput) =>
  queryOptions({
    queryKey: [
      'stage',
      input.mapId,
      input.stageId,
      'counters',
      input.cats ?? 'all',
      input.levelMode ?? 'your-levels',
      input.treasures ?? 'maxed',
      input.crown ?? 1,
      input.lock ?? [],
      input.out ?? [],
      input.prefer ?? 'balanced',
      input.worker ?? 8,
    ],
    queryFn: () => getStageCounters({ data: input }),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
    placeholderData: keepPreviousData,
  })

export const enemyAppearancesQuery = (enemyId: number) =>
  queryOptions({
    queryKey: ['enemy', enemyId, 'appearances'],
    queryFn: () => getEnemyAppearances({ data: { enemyId } }),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
  })
