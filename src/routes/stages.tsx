import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { MAP_KINDS, type MapKind } from '../domain/stage/map-kinds.ts'
import { pageHead } from '../seo'
import { STAGES_FIRST_PAGE, stageSearchQuery } from '../queries/stages.ts'
import { StagesPage } from '../components/stages/StagesPage'

type StagesSearch = { q: string; kind?: MapKind }

// Lenient: a bad or unknown value is dropped, the page still shows.
function stagesSearch(raw: Record<string, unknown>): StagesSearch {
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).slice(0, 100) : ''
  // An explicit undefined: a key left out would keep the raw value.
  return { q, kind: MAP_KINDS.find((candidate) => candidate === raw.kind) }
}

export const Route = createFileRoute('/stages')({
  validateSearch: stagesSearch,
  search: { middlewares: [stripSearchParams({ q: '' })] },
  loaderDeps: ({ search }) => ({ q: search.q, kind: search.kind }),
  loader: async ({ context: { queryClient }, deps }) => {
    await queryClient.ensureQueryData(stageSearchQuery(deps.q, deps.kind, STAGES_FIRST_PAGE))
  },
  head: () =>
    pageHead({
      title: 'Stages',
      description: 'Every Battle Cats stage: story chapters, Legend stages, events, collabs, gauntlets and more, with their enemies and magnifications.',
    }),
  component: StagesRoute,
})

function StagesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <StagesPage
      q={search.q}
      kind={search.kind}
      onChange={(next) => void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true, resetScroll: false })}
    />
  )
}
