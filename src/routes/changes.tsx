import { createFileRoute } from '@tanstack/react-router'
import { changesQuery } from '../queries/units'
import { ChangesPage } from '../components/changes/ChangesPage'
import { pageHead } from '../seo'

export const Route = createFileRoute('/changes')({
  head: () =>
    pageHead({
      title: 'What changed',
      description: 'What each Battle Cats update changed: new cats and forms, and every changed stat, ability, talent and level cap, before and after.',
    }),
  loader: ({ context }) => context.queryClient.ensureQueryData(changesQuery()),
  component: ChangesPage,
})
