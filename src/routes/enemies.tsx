import { useCallback } from 'react'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { enemyListSearch, invalidEnemySearch, type EnemyListSearch } from '../domain/enemies/enemy-search.ts'
import { enemyListQuery } from '../queries/enemies'
import { EnemiesPage } from '../components/enemies/EnemiesPage'
import { NotFound } from '../components/NotFound'
import { pageHead } from '../seo'

export const Route = createFileRoute('/enemies')({
  validateSearch: (raw: Record<string, unknown>): EnemyListSearch => enemyListSearch(raw),
  loaderDeps: ({ search }) => ({ invalid: invalidEnemySearch(search) }),
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.invalid) throw notFound()
    await queryClient.ensureQueryData(enemyListQuery())
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
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data } = useSuspenseQuery(enemyListQuery())
  const onChange = useCallback((next: EnemyListSearch) => void navigate({ search: enemyListSearch({ ...next }), replace: true, resetScroll: false }), [navigate])
  return <EnemiesPage enemies={data.enemies} search={search} onChange={onChange} />
}
