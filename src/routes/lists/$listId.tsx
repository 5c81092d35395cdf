import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../seo'
import { catListQuery, prefetchSavedList } from '../../queries/lists.ts'
import { SavedListPage } from '../../components/lists/SavedListPage'

export const Route = createFileRoute('/lists/$listId')({
  // The list's own name where the browser has read it (a navigation in the app); a page loaded from
  // the server names it once it has (SavedListPage).
  head: ({ params, match }) =>
    pageHead({
      title: match.context.queryClient.getQueryData(catListQuery(params.listId).queryKey)?.name ?? (params.listId === 'my-cats' ? 'My Cats' : 'Saved List'),
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
