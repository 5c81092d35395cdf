import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../seo'
import { prefetchSavedList } from '../../queries/lists.ts'
import { SavedListPage } from '../../components/lists/SavedListPage'

export const Route = createFileRoute('/lists/$listId')({
  head: ({ params }) =>
    pageHead({
      title: params.listId === 'my-cats' ? 'My Cats' : 'Saved List',
      description: 'Your saved cats with their levels and true DPS, kept in this browser.',
    }),
  // IndexedDB exists only in the browser; the server renders the page shell and the client fills it in.
  loader: async ({ context: { queryClient }, params: { listId } }) => {
    if (typeof window === 'undefined') return
    await prefetchSavedList(queryClient, listId)
  },
  component: ListPage,
})

function ListPage() {
  const { listId } = Route.useParams()
  return <SavedListPage listId={listId} />
}
