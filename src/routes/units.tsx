import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../seo'

export const UNITS_DESCRIPTION =
  'Compare 1800+ Battle Cats units with true DPS. Filter by rarity, trait and abilities, and sort by damage, HP, range, cost and more.'

export const Route = createFileRoute('/units')({
  head: () => pageHead({ title: 'Compare Units', description: UNITS_DESCRIPTION }),
  component: UnitsPage,
})

function UnitsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-black">Compare units</h1>
    </div>
  )
}
