import { createFileRoute } from '@tanstack/react-router'
import { compareSearch } from '../domain/compare/compare-search.ts'
import { allUnitsQuery } from '../queries/units'
import { ComparePage } from '../components/compare/ComparePage'
import { pageHead } from '../seo'

export const UNITS_DESCRIPTION =
  'Compare 1800+ Battle Cats units with true DPS. Filter by rarity, trait and abilities, and sort by damage, HP, range, cost and more.'

export const Route = createFileRoute('/units')({
  validateSearch: compareSearch,
  head: () => pageHead({ title: 'Compare Units', description: UNITS_DESCRIPTION }),
  loader: ({ context }) => context.queryClient.ensureQueryData(allUnitsQuery()),
  component: UnitsPage,
})

function UnitsPage() {
  return <ComparePage search={Route.useSearch()} />
}
