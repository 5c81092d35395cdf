import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { stageCountersQuery, stageQuery } from '../../queries/stages.ts'
import type { CountersInput } from '../../server/stages.functions'
import { afterFrameInBackground } from '../../queries/yield-to-main.ts'

const savesData = () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true

/**
 * Players walk a map's stages in order: once this stage's counters are on screen, the next stage
 * and its counters (every cat, and the chosen list's) are asked for, so its link opens without
 * waiting for the server. Not on a connection that asks to save data.
 */
export function usePreloadNextStage(
  mapId: string,
  nextStageId: number | null,
  listCats: string | null,
  levelMode: NonNullable<CountersInput['levelMode']>,
  counted: Pick<CountersInput, 'treasures'>,
  crown: number,
) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (nextStageId === null || savesData()) return
    return afterFrameInBackground(() => {
      // What the stage route's loader waits for (the stage, every cat's counters), and the chosen list's counters.
      void queryClient.prefetchQuery(stageQuery(mapId, nextStageId))
      // The next stage is in the same map, so it has the same crowns.
      const atCrown = crown > 1 ? { crown } : {}
      void queryClient.prefetchQuery(stageCountersQuery({ mapId, stageId: nextStageId, ...atCrown, ...counted }))
      if (listCats !== null)
        void queryClient.prefetchQuery(stageCountersQuery({ mapId, stageId: nextStageId, cats: listCats, levelMode, ...atCrown, ...counted }))
    })
  }, [queryClient, mapId, nextStageId, listCats, levelMode, counted, crown])
}
