import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { EnemyList } from '../server/enemies.server.ts'
import { getEnemy, getEnemyList, getEnemyListHash } from '../server/enemies.functions'

const FIFTEEN_MINUTES = 15 * 60_000
const ONE_HOUR = 60 * 60_000

/** The hash naming today's enemy list (small: it travels inside the HTML). */
export const enemyListHashQuery = () =>
  queryOptions({
    queryKey: ['enemies', 'list-hash'],
    queryFn: () => getEnemyListHash(),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
  })

const loadEnemyList = createIsomorphicFn()
  // The hash names the download; the server always has today's list.
  .server(async (_hash: string): Promise<EnemyList> => (await import('../server/enemies.server.ts').then((module) => module.getEnemies())).list)
  .client(async (hash: string): Promise<EnemyList> => {
    const response = await getEnemyList({ data: { hash } })
    if (!response.ok) throw new Error(`The enemy list could not be loaded (HTTP ${response.status}).`)
    return (await response.json()) as EnemyList
  })

/**
 * Every listed enemy (the /enemies page's own data, apart from the /units data set).
 * Not inside the HTML: as a script there (240 KB) it was parsed and run before the
 * first paint. The browser downloads it as a file named by its hash, which its HTTP
 * cache keeps, while the server's page shows.
 */
export const enemyListQuery = (hash: string) =>
  queryOptions({
    queryKey: ['enemies', 'list', hash],
    queryFn: () => loadEnemyList(hash),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
    meta: { dehydrate: false },
  })

/** One enemy with its guide text; `enemy` is null when no enemy has the id. */
export const enemyQuery = (enemyId: number) =>
  queryOptions({
    queryKey: ['enemy', enemyId],
    queryFn: () => getEnemy({ data: { enemyId } }),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
  })
