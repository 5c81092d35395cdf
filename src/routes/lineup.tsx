import { createFileRoute } from '@tanstack/react-router'
import { z } from '../lib/zod-mini.ts'
import { SharedLineupPage } from '../components/lineup/SharedLineupPage'
import { pageHead } from '../seo'

// Kept as text: the page reads it strictly and says what is wrong, rather than the router dropping it.
const lineupSearch = z.object({
  cats: z.catch(z.optional(z.string().check(z.maxLength(1000))), undefined),
  name: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
})

export const Route = createFileRoute('/lineup')({
  validateSearch: lineupSearch,
  head: () => pageHead({ title: 'Shared lineup', description: 'A Battle Cats lineup someone shared: its combos, cost and each cat’s numbers.' }),
  component: LineupRoute,
})

function LineupRoute() {
  const { cats, name } = Route.useSearch()
  return <SharedLineupPage cats={cats} name={name} />
}
