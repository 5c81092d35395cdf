import { createFileRoute, Link } from '@tanstack/react-router'
import { DEFAULT_DESCRIPTION } from '../domain/product.ts'
import { pageHead } from '../seo'

export const Route = createFileRoute('/')({
  head: () => pageHead({ description: DEFAULT_DESCRIPTION }),
  component: HomePage,
})

function HomePage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-black tracking-tight sm:text-5xl">The most accurate Battle Cats damage calculator and unit database</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">{DEFAULT_DESCRIPTION}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/units" className="btn btn-primary">
          Compare all units
        </Link>
        <Link to="/lists/$listId" params={{ listId: 'my-cats' }} className="btn">
          My Cats
        </Link>
      </div>
    </div>
  )
}
