import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../seo'

export const Route = createFileRoute('/lists/$listId')({
  head: ({ params }) =>
    pageHead({
      title: params.listId === 'my-cats' ? 'My Cats' : 'Saved List',
      description: 'Your saved cats with their levels and true DPS, kept in this browser.',
    }),
  component: ListPage,
})

function ListPage() {
  const { listId } = Route.useParams()
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-black">{listId === 'my-cats' ? 'My Cats' : 'Saved list'}</h1>
    </div>
  )
}
