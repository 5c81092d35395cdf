import { createFileRoute } from '@tanstack/react-router'
import { z } from '../domain/zod-mini.ts'
import { SharedLineupPage } from '../components/lineup/SharedLineupPage'
import { pageHead } from '../seo'

// Kept as text: the page reads it strictly and says what is wrong (a link too long included), rather
// than the router dropping it. A value that reads as a number ("name=123", "cats=25") is its text.
const text = z.catch(z.optional(z.union([z.string(), z.number()])), undefined)
const lineupSearch = z.object({ cats: text, name: text })

export const Route = createFileRoute('/lineup')({
  validateSearch: lineupSearch,
  head: () => pageHead({ title: 'Shared lineup', description: 'A Battle Cats lineup someone shared: its combos, cost and each cat’s numbers.' }),
  component: LineupRoute,
})

function LineupRoute() {
  const { cats, name } = Route.useSearch()
  return <SharedLineupPage cats={cats === undefined ? undefined : String(cats)} name={name === undefined ? undefined : String(name)} />
}
