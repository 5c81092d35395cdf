import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { isMapIdShape, parseStageId, withContext } from '../../../domain/stage/map-kinds.ts'
import { accountTreasuresInput, stageCountersQuery, stageQuery } from '../../../queries/stages.ts'
import { pageHead } from '../../../seo'
import { StagePage } from '../../../components/stages/StagePage'
import { NotFound } from '../../../components/NotFound'
import { readAccount } from '../../../browser/account-store.ts'
import { shownAddressPart } from '../../../text/format.ts'
import { z } from '../../../domain/zod-mini.ts'
import { levelListSetting } from '../../../domain/settings/settings.ts'
import { MAX_CROWNS, shownCrown } from '../../../domain/stage/crowns.ts'
import { MAX_LEFT_OUT, MAX_LOCKED, TEAM_PREFERENCES } from '../../../domain/stage/team-choices.ts'
import { MAX_UNIT_ID } from '../../../domain/settings/limits.ts'
import { STAGE_SORTS } from '../../../domain/stage/stage-sort.ts'
import { MAX_WORKER_LEVEL, MIN_WORKER_LEVEL } from '../../../domain/stage/battle-money.ts'

// The saved list the counters rank (absent: every cat), the crown (absent: the first) and the
// team's locked-in and left-out cats: in the address, so Back from a ranking row brings them
// back and a link shares them. A crown the map lacks falls back on the page.
const teamCats = (max: number) => z.catch(z.optional(z.array(z.int().check(z.minimum(0), z.maximum(MAX_UNIT_ID))).check(z.maxLength(max))), undefined)
const stageSearch = z.object({
  list: z.catch(z.optional(levelListSetting), undefined),
  crown: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(MAX_CROWNS))), undefined),
  lock: teamCats(MAX_LOCKED),
  out: teamCats(MAX_LEFT_OUT),
  // The team's shift of its objective (absent: balanced, the default, never written).
  prefer: z.catch(z.optional(z.enum(TEAM_PREFERENCES.filter((prefer) => prefer !== 'balanced'))), undefined),
  // The team's budget: the Worker Cat level planned for (absent: the last, never written).
  worker: z.catch(z.optional(z.int().check(z.minimum(MIN_WORKER_LEVEL), z.maximum(MAX_WORKER_LEVEL - 1))), undefined),
  // The ranking's sort, as the enemy page's: 'desc' is best first (absent: by time to kill the boss).
  sort: z.catch(z.optional(z.enum(STAGE_SORTS)), undefined),
  dir: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
})

export const Route = createFileRoute('/stage/$mapId/$stageId')({
  validateSearch: stageSearch,
  loaderDeps: ({ search }) => ({ crown: search.crown }),
  loader: async ({ context: { queryClient }, params, deps }) => {
    const stageId = parseStageId(params.stageId)
    if (stageId === null || !isMapIdShape(params.mapId)) throw notFound()
    // Opening a stage from another page, the counters of every cat (the table's first source) are
    // asked for with the stage, not after it arrives: one round trip instead of two, and the page
    // shows complete (a failure shows in the table). The server's HTML leaves them to the browser,
    // so the page stays small and quick to hydrate.
    const counters = (crown: number) =>
      import.meta.env.SSR
        ? undefined
        : queryClient.prefetchQuery(
            stageCountersQuery({ mapId: params.mapId, stageId, ...(crown > 1 ? { crown } : {}), ...accountTreasuresInput(readAccount()?.treasures ?? null) }),
          )
    // A crown is asked for once the stage says it has it: the page falls back to the first crown otherwise.
    const crown = deps.crown ?? 1
    const [loaded] = await Promise.all([queryClient.ensureQueryData(stageQuery(params.mapId, stageId)), crown === 1 ? counters(1) : undefined])
    if (!loaded.found) throw notFound()
    if (crown > 1) await counters(shownCrown(loaded.map.crowns, crown))
    return { stageId }
  },
  head: ({ params, match }) => {
    const stageId = parseStageId(params.stageId)
    const loaded = stageId === null ? undefined : match.context.queryClient.getQueryData(stageQuery(params.mapId, stageId).queryKey)
    if (!loaded?.found) return pageHead({ title: 'Stage Not Found', description: 'No stage has this address.' })
    return pageHead({
      title: withContext(loaded.stage.label, loaded.map.label),
      description: `${loaded.stage.label}: energy, base HP, length and every enemy with its magnification, and which cats counter it.`,
    })
  },
  notFoundComponent: StageNotFound,
  component: StageRoute,
})

function StageRoute() {
  const { mapId } = Route.useParams()
  const { stageId } = Route.useLoaderData()
  const { data } = useSuspenseQuery(stageQuery(mapId, stageId))
  if (!data.found) return <StageNotFound />
  return <StagePage data={data} />
}

function StageNotFound() {
  const { mapId, stageId } = Route.useParams()
  return (
    <NotFound>
      <p data-testid="stage-not-found">
        No stage “{shownAddressPart(stageId, 20)}” in map “{shownAddressPart(mapId, 20)}”. Find it on the{' '}
        <a href="/stages" className="font-semibold text-accent underline">
          stages page
        </a>
        .
      </p>
    </NotFound>
  )
}
