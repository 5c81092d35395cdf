import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../seo'

export const Route = createFileRoute('/lists/')({
  head: () => pageHead({ title: 'My Lists', description: 'Your saved Battle Cats lists, kept in this browser.' }),
  component: ListsPage,
})

function ListsPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-black">My lists</h1>
    </div>
  )
}
