import { useCallback, useEffect, useMemo } from 'react'
import { createFileRoute, notFound, redirect, stripSearchParams } from '@tanstack/react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { padUnitId, parseUnitId } from '../../../domain/units.ts'
import { ensureUnitData, unitQuery } from '../../../queries/units.ts'
import { unitHistoryQuery } from '../../../queries/units.ts'
import { UnitFormPage } from '../../../components/unit/UnitFormPage'
import { UnitNotFound } from '../../../components/unit/UnitNotFound'
import type { SettingsChange } from '../../../domain/settings/settings-change.ts'
import { formOfUrl, unitPageHead } from '../-unit-head.ts'
import { URL_STRIPPED_DEFAULTS, sameSettingsSearch, searchFromSettings, searchKeepingNamed } from '../../../domain/settings/search.ts'
import { enemyTargetId, keepingMagnification, namesTreasures, searchAfter, searchWithoutTreasures, unitSearch, unitSettings } from '../-unit-search.ts'
import { enemyQuery } from '../../../queries/enemies.ts'
import { loadEnemyMatchup } from '../../../components/enemies/lazy-enemy-matchup.ts'
import { magnificationOf } from '../../../domain/enemies/enemy-link.ts'
import { useAccountTreasures } from '../../../browser/account-store.ts'
import type { TreasureSource } from '../../../domain/settings/account.ts'
import { rosterSettings } from '../../../domain/settings/roster.ts'

export const Route = createFileRoute('/unit/$unitId/$formIndex')({
  validateSearch: unitSearch,
  search: { middlewares: [stripSearchParams(URL_STRIPPED_DEFAULTS)] },
  loaderDeps: ({ search }) => ({ enemyId: enemyTargetId(search) }),
  loader: async ({ context: { queryClient }, params, location, deps }) => {
    const unitId = parseUnitId(params.unitId)
    if (unitId === null) throw notFound()
    // The history is a small extra: fetched beside the unit, and a failure only leaves its section out.
    const history = queryClient.prefetchQuery(unitHistoryQuery(unitId))
    const { unit, spiritOf } = await ensureUnitData(queryClient, unitId)
    if (spiritOf)
      throw redirect({ to: '/unit/$unitId/$formIndex', params: { unitId: padUnitId(spiritOf.unitId), formIndex: String(spiritOf.formIndex) }, statusCode: 301 })
    const form = unit === null ? undefined : formOfUrl(unit, params.formIndex)
    if (form === undefined) throw notFound()
    // One address per form: /unit/25/02 becomes /unit/025/2, keeping the settings.
    const canonical = { unitId: padUnitId(unitId), formIndex: String(form.formIndex) }
    if (params.unitId !== canonical.unitId || params.formIndex !== canonical.formIndex) {
      throw redirect({ to: '/unit/$unitId/$formIndex', params: canonical, search: location.search, statusCode: 301 })
    }
    await history
    // A game enemy as the target (the enemy page's counters link here with one): its stats for time to kill.
    if (deps.enemyId !== null) await Promise.all([queryClient.ensureQueryData(enemyQuery(deps.enemyId)), loadEnemyMatchup()])
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
  const history = useQuery(unitHistoryQuery(loaded.unitId)).data
  const cat = data.unit
  const form = cat ? formOfUrl(cat, formIndex) : undefined
  const enemyId = enemyTargetId(search)
  const enemy = useQuery({ ...enemyQuery(enemyId ?? 0), enabled: enemyId !== null }).data?.enemy ?? null
  const targetEnemy = enemyId !== null && enemy?.id === enemyId ? enemy : null
  const { magnification, attackMagnification } = search
  const enemyMagnification = useMemo(() => magnificationOf({ magnification, attackMagnification }), [magnification, attackMagnification])
  const settings = useMemo(() => (cat ? unitSettings(search, cat, targetEnemy !== null) : null), [search, cat, targetEnemy])
  const treasures = useAccountTreasures()
  const source: TreasureSource = search.treasures === 'maxed' ? 'maxed' : 'account'
  // What the page computes with: the URL's settings, the account's treasures where the URL names none.
  const shown = useMemo(
    () => (settings ? rosterSettings({ base: settings, named: search, account: treasures, source }) : null),
    [settings, search, treasures, source],
  )

  // The router drops bad fields and defaults; what only this cat decides (its level caps, talents
  // that are all at max) is written back here, so a shared link reads as the page shows it.
  useEffect(() => {
    if (!settings) return
    const canonical = searchKeepingNamed(searchFromSettings(settings), search)
    if (!sameSettingsSearch(search, canonical))
      void navigate({ search: keepingMagnification({ ...canonical, treasures: search.treasures }, search), replace: true, resetScroll: false })
  }, [settings, search, navigate])

  const onChange = useCallback(
    (change: SettingsChange) => {
      if (!cat || !settings) return
      // Choosing where treasures come from (My account, Maxed, Max all) counts that source for all of them:
      // the ones the URL named go, or they would keep their values under the new choice.
      const named = 'treasures' in change ? searchWithoutTreasures(search) : search
      void navigate({
        search: keepingMagnification(searchAfter(cat, settings, { treasures: search.treasures, ...change }, named), search),
        replace: true,
        resetScroll: false,
      })
    },
    [cat, settings, navigate, search],
  )
  const onReset = useCallback(() => void navigate({ search: {}, replace: true, resetScroll: false }), [navigate])

  if (cat === null || form === undefined || settings === null || shown === null) {
    return <UnitNotFound unitId={unitId} formIndex={formIndex} cat={cat} />
  }
  return (
    <UnitFormPage
      cat={cat}
      orbCatalog={data.orbs}
      formIndex={form.formIndex}
      settings={shown}
      treasures={{ source, saved: treasures !== null, changed: namesTreasures(search) }}
      onChange={onChange}
      onReset={onReset}
      history={history}
      enemy={targetEnemy}
      enemyMagnification={enemyMagnification}
      levelList={search.levelList}
    />
  )
}

function UnitPageNotFound() {
  const { unitId, formIndex } = Route.useParams()
  const id = parseUnitId(unitId)
  const loaded = useQuery({ ...unitQuery(id ?? 0), enabled: id !== null })
  return <UnitNotFound unitId={unitId} formIndex={formIndex} cat={loaded.data?.unit ?? null} />
}
