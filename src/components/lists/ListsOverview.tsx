import { useQuery } from '@tanstack/react-query'
import { CatListCard } from './CatListCard'
import { CreateListForm } from './CreateListForm'
import { ExportImportBar } from './ExportImportBar'
import { catListsQuery } from '../../queries/lists.ts'
import { useHydratingMarker } from '../ui/use-hydrating-marker.ts'

export function ListsOverview() {
  const hydrating = useHydratingMarker<HTMLDivElement>()
  const lists = useQuery(catListsQuery())
  return (
    <div ref={hydrating} data-hydrating="" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-black">My lists</h1>
          <p className="mt-1 max-w-prose text-sm text-muted">
            Your lists are kept in this browser only. Export a backup to keep them safe or move them to another device.
          </p>
        </div>
        <ExportImportBar />
      </header>

      <CreateListForm />

      <section aria-labelledby="lists-heading" className="mt-6">
        <h2 id="lists-heading" className="sr-only">
          Your lists
        </h2>
        {lists.isSuccess ? (
          <ul className="grid grid-cols-1 gap-3" data-testid="cat-lists">
            {lists.data.map((list) => (
              <CatListCard key={list.id} list={list} />
            ))}
          </ul>
        ) : lists.isError ? (
          <p role="alert" className="card p-4 text-sm text-danger">
            Your lists could not be loaded: {lists.error.message}
          </p>
        ) : (
          <ListsSkeleton />
        )}
      </section>
    </div>
  )
}

function ListsSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-3" aria-busy="true">
      <p className="sr-only">Loading your lists…</p>
      {[0, 1].map((row) => (
        <div key={row} className="card h-20 animate-pulse bg-surface-2/60 motion-reduce:animate-none" />
      ))}
    </div>
  )
}
