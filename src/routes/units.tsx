import { memo, Suspense } from 'react'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { compareSearch, compareView } from '../domain/compare/compare-search.ts'
import { targetEnemyId } from '../domain/damage/target.ts'
import { enemyQuery } from '../queries/enemies.ts'
import { URL_STRIPPED_DEFAULTS } from '../domain/settings/search.ts'
import { allUnitsQuery, dataVersionQuery } from '../queries/units'
import { ComparePage } from '../components/compare/ComparePage'
import { pageHead } from '../seo'

export const UNITS_DESCRIPTION =
  'Compare 1800+ Battle Cats units with true DPS. Filter by rarity, trait and abilities, and sort by damage, HP, range, cost and more.'

export const Route = createFileRoute('/units')({
  validateSearch: compareSearch,
  search: { middlewares: [stripSearchParams(URL_STRIPPED_DEFAULTS)] },
  head: () => pageHead({ title: 'Compare Units', description: UNITS_DESCRIPTION }),
  loaderDeps: ({ search }) => ({ enemyId: targetEnemyId(compareView(search).target) }),
  // Returns nothing: loader data travels inside the HTML, and the data set must not.
  loader: async ({ context: { queryClient }, deps }) => {
    const { calculatorHash } = await queryClient.ensureQueryData(dataVersionQuery())
    await queryClient.ensureQueryData(allUnitsQuery(calculatorHash))
    // A game enemy as the target: its record (wave and surge immunities) for true DPS.
    if (deps.enemyId !== null) await queryClient.ensureQueryData(enemyQuery(deps.enemyId))
  },
  component: UnitsPage,
})

function UnitsPage() {
  return <CompareBoundary />
}

/**
 * The server renders the page whole; in the browser this boundary keeps that HTML on screen
 * while the data downloads, and hydrates it after (see allUnitsQuery). It takes no props and
 * reads the URL inside: an update reaching a boundary that is still waiting would make React
 * drop the server's HTML and render it anew.
 */
const CompareBoundary = memo(function CompareBoundary() {
  return (
    <Suspense
      fallback={
        <p className="card mx-auto my-6 max-w-md p-8 text-center text-muted" aria-busy="true">
          Loading units…
        </p>
      }
    >
      <CompareWithSearch />
    </Suspense>
  )
})

function CompareWithSearch() {
  return <ComparePage search={Route.useSearch()} />
}
