import { memo, Suspense, useCallback } from 'react'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { enemyListSearch, invalidEnemySearch, type EnemyListSearch } from '../domain/enemies/enemy-search.ts'
import { enemyListHashQuery, enemyListQuery } from '../queries/enemies'
import { EnemiesPage } from '../components/enemies/EnemiesPage'
import { NotFound } from '../components/NotFound'
import { pageHead } from '../seo'

export const Route = createFileRoute('/enemies')({
  validateSearch: (raw: Record<string, unknown>): EnemyListSearch => enemyListSearch(raw),
  loaderDeps: ({ search }) => ({ invalid: invalidEnemySearch(search) }),
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.invalid) throw notFound()
    const { hash } = await queryClient.ensureQueryData(enemyListHashQuery())
    await queryClient.ensureQueryData(enemyListQuery(hash))
  },
  head: () =>
    pageHead({
      title: 'Enemies',
      description: 'Every Battle Cats enemy with its traits, HP, attack, range, speed and abilities at any magnification, and the cats that beat it fastest.',
    }),
  notFoundComponent: () => (
    <NotFound>
      <p>That magnification is not one: use a whole number of percent from 1 to 100,000,000.</p>
    </NotFound>
  ),
  component: EnemiesRoute,
})

function EnemiesRoute() {
  return <EnemiesBoundary />
}

/**
 * The server renders the list whole; in the browser this boundary keeps that HTML on screen while
 * the list downloads (enemyListQuery), then hydrates it. It reads the URL inside: an update reaching
 * a boundary that is still waiting would make React drop the server's HTML and render it anew.
 */
const EnemiesBoundary = memo(function EnemiesBoundary() {
  return (
    <Suspense
      fallback={
        <p className="card mx-auto my-6 max-w-md p-8 text-center text-muted" aria-busy="true">
          Loading enemies…
        </p>
      }
    >
      <EnemiesWithSearch />
    </Suspense>
  )
})

function EnemiesWithSearch() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { hash } = useSuspenseQuery(enemyListHashQuery()).data
  const { data } = useSuspenseQuery(enemyListQuery(hash))
  const onChange = useCallback(
    (next: EnemyListSearch) => void navigate({ search: enemyListSearch({ ...next }), replace: true, resetScroll: false }),
    [navigate],
  )
  return <EnemiesPage enemies={data.enemies} search={search} onChange={onChange} />
}
