import { useCallback } from 'react'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { enemyPath, magnificationOf, parseEnemyId } from '../../domain/enemies/enemy-link.ts'
import { enemyPageSearch, invalidEnemySearch, validMagnifications, type EnemyPageSearch } from '../../domain/enemies/enemy-search.ts'
import { enemyStats } from '../../domain/enemies/enemy-stats.ts'
import type { Enemy } from '../../domain/game-data/enemies.ts'
import { formatInteger, shownAddressPart } from '../../text/format.ts'
import { enemyQuery } from '../../queries/enemies'
import { enemyAppearancesQuery } from '../../queries/stages.ts'
import { EnemyPage } from '../../components/enemies/EnemyPage'
import { useSearchAhead } from '../../components/ui/use-search-ahead.ts'
import { NotFound } from '../../components/NotFound'
import { pageHead } from '../../seo'

export const Route = createFileRoute('/enemy/$enemyId')({
  validateSearch: (raw: Record<string, unknown>): EnemyPageSearch => enemyPageSearch(raw),
  loaderDeps: ({ search }) => ({ invalid: invalidEnemySearch(search) }),
  loader: async ({ context: { queryClient }, params, deps }) => {
    const enemyId = parseEnemyId(params.enemyId)
    if (enemyId === null || deps.invalid) throw notFound()
    // "Where it appears" comes with the page (issue #19), fetched beside the enemy.
    const [{ enemy }] = await Promise.all([queryClient.ensureQueryData(enemyQuery(enemyId)), queryClient.prefetchQuery(enemyAppearancesQuery(enemyId))])
    if (enemy === null) throw notFound()
    return { enemyId }
  },
  head: ({ params, match }) => {
    const enemyId = parseEnemyId(params.enemyId)
    const enemy = enemyId === null ? null : (match.context.queryClient.getQueryData(enemyQuery(enemyId).queryKey)?.enemy ?? null)
    return enemyHead(enemy, match.search)
  },
  notFoundComponent: EnemyNotFound,
  component: EnemyRoute,
})

function enemyHead(enemy: Enemy | null, search: EnemyPageSearch) {
  if (enemy === null || invalidEnemySearch(search)) return pageHead({ title: 'Enemy Not Found', description: 'No enemy has this address.' })
  const magnification = magnificationOf(validMagnifications(search))
  const stats = enemyStats(enemy, magnification)
  const at = magnification.magnification === 100 && magnification.attackMagnification === 100 ? '' : ` at ${formatInteger(magnification.magnification)}%`
  const description = `${enemy.name}${at}: ${formatInteger(stats.hp)} HP, ${formatInteger(stats.attack)} attack, ${formatInteger(enemy.range)} range. Every ability explained, and the cats that beat it fastest.`
  return { ...pageHead({ title: enemy.name, description }), links: [{ rel: 'canonical', href: enemyPath(enemy.id) }] }
}

function EnemyRoute() {
  const { enemyId } = Route.useLoaderData()
  const urlSearch = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data } = useSuspenseQuery(enemyQuery(enemyId))
  const write = useCallback(
    (next: EnemyPageSearch) =>
      void navigate({ to: '/enemy/$enemyId', params: { enemyId: String(enemyId) }, search: enemyPageSearch({ ...next }), replace: true, resetScroll: false }),
    [navigate, enemyId],
  )
  // A magnification, sort or source change ranks at once; the URL follows when the browser is idle.
  const [search, setSearch] = useSearchAhead(urlSearch, write, sameEnemySearch)
  const onChange = useCallback((next: EnemyPageSearch) => setSearch(enemyPageSearch({ ...next }), { replace: true }), [setSearch])
  if (!data.enemy) return <EnemyNotFound />
  return <EnemyPage enemy={data.enemy} search={search} onChange={onChange} />
}

/** The same view (both sides come out of `enemyPageSearch`, so defaults are absent on both). */
function sameEnemySearch(a: EnemyPageSearch, b: EnemyPageSearch): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof EnemyPageSearch)[])
  return [...keys].every((key) => a[key] === b[key])
}

function EnemyNotFound() {
  const { enemyId } = Route.useParams()
  // The magnification is named only when the address gave a bad one: "at this magnification" after a bare id read as if one had been chosen.
  const badMagnification = invalidEnemySearch(Route.useSearch())
  return (
    <NotFound>
      <p>
        {badMagnification
          ? `No enemy "${shownAddressPart(enemyId, 20)}" at this magnification. Magnifications are whole percentages from 1 to 100,000,000.`
          : `No enemy "${shownAddressPart(enemyId, 20)}". Enemy ids are whole numbers (see the enemy list).`}
      </p>
    </NotFound>
  )
}
