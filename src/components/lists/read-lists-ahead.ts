import { useEffect } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { CatListSummary } from '../../browser-db/schema.ts'
import { savedCatsQuery } from '../../queries/lists.ts'
import { afterFrameInBackground, yieldToBackground } from '../../queries/yield-to-main.ts'

// Saved lists read ahead from the browser's database, up to this many cats in all.
const READ_AHEAD_CATS = 2000

/**
 * Reads the player's saved lists from the browser's database, one per background task after the
 * next frame, up to READ_AHEAD_CATS cats in all: a page that ranks "the cats of a list" (stage
 * counters, enemy counters) then answers the choice of one without reading it first. Pass the
 * lists once the page's own answer is on screen, undefined before.
 */
export function useReadListsAhead(lists: readonly CatListSummary[] | undefined) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!lists?.length) return
    return afterFrameInBackground((isCancelled) => readListsAhead(queryClient, lists, isCancelled))
  }, [queryClient, lists])
}

async function readListsAhead(queryClient: QueryClient, lists: readonly CatListSummary[], isCancelled: () => boolean): Promise<void> {
  let room = READ_AHEAD_CATS
  for (const list of lists) {
    if (isCancelled()) return
    if (list.catCount === 0 || list.catCount > room) continue
    room -= list.catCount
    await queryClient.prefetchQuery(savedCatsQuery(list.id))
    await yieldToBackground()
  }
}
