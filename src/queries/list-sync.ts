import { useEffect } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'

// Kept apart from lists.ts, which brings the IndexedDB code: every page mounts the tab sync.
export const catListsKey = ['catLists'] as const
/** Every change to the saved lists carries this key: other tabs hear of it (useListsAcrossTabs). */
export const LISTS_MUTATION_KEY = ['lists'] as const
const LISTS_CHANNEL = 'battle-cats-codex-lists'

/** Reads every saved-list query again: another tab changed the lists. */
function invalidateAllLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catListsKey }),
    queryClient.invalidateQueries({ queryKey: ['catList'] }),
    queryClient.invalidateQueries({ queryKey: ['savedCats'] }),
  ])
}

/**
 * Keeps open tabs in step: a list change that succeeds here is announced on a
 * BroadcastChannel, and a tab that hears one reads its lists again from IndexedDB
 * (which all tabs of the site share). Mounted once, by the root layout.
 */
export function useListsAcrossTabs() {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(LISTS_CHANNEL)
    channel.onmessage = () => void invalidateAllLists(queryClient)
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return
      const key = event.mutation.options.mutationKey
      if (key?.[0] === LISTS_MUTATION_KEY[0]) channel.postMessage('changed')
    })
    return () => {
      unsubscribe()
      channel.close()
    }
  }, [queryClient])
}
