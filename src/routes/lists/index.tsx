import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../seo'
import { catListsQuery } from '../../queries/lists.ts'
import { ListsOverview } from '../../components/lists/ListsOverview'

export const Route = createFileRoute('/lists/')({
  head: () => pageHead({ title: 'My Lists', description: 'Your saved Battle Cats lists, kept in this browser.' }),
  // IndexedDB exists only in the browser; the server renders the page shell and the client fills it in.
  loader: async ({ context: { queryClient } }) => {
    if (typeof window === 'undefined') return
    await queryClient.prefetchQuery(catListsQuery())
  },
  component: ListsOverview,
})
