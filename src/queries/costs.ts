import { queryOptions } from '@tanstack/react-query'
import { getAllUnitCosts, getUnitCosts } from '../server/costs.functions.ts'
import { isOffline } from '../pwa/offline-notice.ts'

const FIFTEEN_MINUTES = 15 * 60 * 1000
const ONE_DAY = 24 * 60 * 60 * 1000

/** The upgrade costs of some units (sorted ids, so a list asks once whatever its order). */
export const unitCostsQuery = (unitIds: readonly number[]) => {
  const ids = [...new Set(unitIds)].sort((a, b) => a - b)
  return queryOptions({
    queryKey: ['unitCosts', ids],
    queryFn: () => getUnitCosts({ data: { unitIds: ids } }),
    // Offline there is no one to ask (and the failed request would be the page's console error).
    enabled: ids.length > 0 && !isOffline(),
    staleTime: FIFTEEN_MINUTES,
    // kept for offline use as the list pages' other answers are
    gcTime: ONE_DAY,
  })
}

/** Asked offline only when the service worker holds an answer: a request it cannot answer is a console error. */
const offlineAwareFetch: typeof fetch = async (input, init) => {
  if (isOffline() && typeof caches !== 'undefined' && !(await caches.match(input instanceof Request ? input : String(input), { ignoreVary: true }))) {
    throw new Error('You are offline and this browser has no copy of the upgrade costs yet.')
  }
  return fetch(input, init)
}

/** Every cat's upgrade costs (the list page's plan): kept by the service worker, so offline the last copy answers. */
export const allUnitCostsQuery = () =>
  queryOptions({
    queryKey: ['unitCosts', 'all'],
    queryFn: () => getAllUnitCosts({ fetch: offlineAwareFetch }),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_DAY,
    retry: (failures) => !isOffline() && failures < 3,
  })
