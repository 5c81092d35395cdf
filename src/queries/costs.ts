import { queryOptions } from '@tanstack/react-query'
import { getUnitCosts } from '../server/costs.functions.ts'
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
