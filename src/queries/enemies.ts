import { queryOptions } from '@tanstack/react-query'
import { getEnemy, getEnemyList } from '../server/enemies.functions'

const FIFTEEN_MINUTES = 15 * 60_000
const ONE_HOUR = 60 * 60_000

/** Every listed enemy (the /enemies page's own data, apart from the /units data set). */
export const enemyListQuery = () =>
  queryOptions({
    queryKey: ['enemies', 'list'],
    queryFn: () => getEnemyList(),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
  })

/** One enemy with its guide text; `enemy` is null when no enemy has the id. */
export const enemyQuery = (enemyId: number) =>
  queryOptions({
    queryKey: ['enemy', enemyId],
    queryFn: () => getEnemy({ data: { enemyId } }),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
  })
