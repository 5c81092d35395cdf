import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { z } from '../domain/zod-mini.ts'
import { COMBO_EFFECT_KINDS } from '../domain/game-data/combo-kinds.ts'
import { combosQuery } from '../queries/units'
import { CombosPage } from '../components/combos/CombosPage'
import { pageHead } from '../seo'

// A bad field falls back to its default, so a mangled link still opens the page.
const combosSearch = z.object({
  cat: z.catch(z._default(z.string().check(z.maxLength(60)), ''), ''),
  effect: z.catch(z._default(z.enum(['all', ...COMBO_EFFECT_KINDS]), 'all'), 'all'),
})

export const Route = createFileRoute('/combos')({
  validateSearch: combosSearch,
  search: { middlewares: [stripSearchParams({ cat: '', effect: 'all' })] },
  head: () =>
    pageHead({
      title: 'Combos',
      description: 'Every Battle Cats combo: its effect, strength and the cats (and forms) it needs. Search by cat, filter by effect.',
    }),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(combosQuery()).then(() => undefined),
  component: CombosRoute,
})

function CombosRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <CombosPage
      cat={search.cat}
      effect={search.effect}
      onChange={(change) => void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true, resetScroll: false })}
    />
  )
}
