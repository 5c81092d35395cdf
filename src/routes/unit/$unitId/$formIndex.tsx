import { useCallback, useMemo } from 'react'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { parseUnitId } from '../../../domain/units.ts'
import { unitQuery } from '../../../queries/units.ts'
import { UnitFormPage } from '../../../components/unit/UnitFormPage'
import { UnitNotFound } from '../../../components/unit/UnitNotFound'
import type { SettingsChange } from '../../../components/unit/settings-change.ts'
import { formOfUrl, unitPageHead } from '../-unit-head.ts'
import { searchPatch, unitSearch, unitSettings } from '../-unit-search.ts'

export const Route = createFileRoute('/unit/$unitId/$formIndex')({
  validateSearch: unitSearch,
  loader: async ({ context: { queryClient }, params }) => {
    const unitId = parseUnitId(params.unitId)
    if (unitId === null) throw notFound()
    const { unit } = await queryClient.ensureQueryData(unitQuery(unitId))
    if (unit === null || formOfUrl(unit, params.formIndex) === undefined) throw notFound()
    return { unitId }
  },
  // The head reads the cache entry the loader filled, so a missing form still gets the cat's name.
  head: ({ params, match }) => {
    const unitId = parseUnitId(params.unitId)
    const loaded = unitId === null ? undefined : match.context.queryClient.getQueryData(unitQuery(unitId).queryKey)
    return unitPageHead(params, loaded?.unit ?? null)
  },
  notFoundComponent: UnitPageNotFound,
  component: UnitPage,
})

function UnitPage() {
  const { unitId, formIndex } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const loaded = Route.useLoaderData()
  const { data } = useSuspenseQuery(unitQuery(loaded.unitId))
  const cat = data.unit
  const form = cat ? formOfUrl(cat, formIndex) : undefined
  const settings = useMemo(() => (cat ? unitSettings(search, cat) : null), [search, cat])

  const onChange = useCallback(
    (change: SettingsChange) => {
      if (!cat) return
      void navigate({ search: (previous) => ({ ...previous, ...searchPatch(cat, change) }), replace: true, resetScroll: false })
    },
    [cat, navigate],
  )
  const onReset = useCallback(() => void navigate({ search: {}, replace: true, resetScroll: false }), [navigate])

  if (cat === null || form === undefined || settings === null) {
    return <UnitNotFound unitId={unitId} formIndex={formIndex} cat={cat} />
  }
  return <UnitFormPage cat={cat} formIndex={form.formIndex} settings={settings} onChange={onChange} onReset={onReset} />
}

function UnitPageNotFound() {
  const { unitId, formIndex } = Route.useParams()
  const id = parseUnitId(unitId)
  const loaded = useQuery({ ...unitQuery(id ?? 0), enabled: id !== null })
  return <UnitNotFound unitId={unitId} formIndex={formIndex} cat={loaded.data?.unit ?? null} />
}
