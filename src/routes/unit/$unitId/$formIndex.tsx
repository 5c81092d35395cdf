import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../seo'

export const Route = createFileRoute('/unit/$unitId/$formIndex')({
  head: ({ params }) => pageHead({ title: `Unit ${params.unitId}`, description: 'View detailed stats and abilities of this Battle Cats unit.' }),
  component: UnitPage,
})

function UnitPage() {
  const { unitId, formIndex } = Route.useParams()
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-black">
        Unit {unitId} / {formIndex}
      </h1>
    </div>
  )
}
