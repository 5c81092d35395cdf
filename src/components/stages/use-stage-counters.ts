import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { CatListSummary } from '../../browser-db/schema.ts'
import { savedCatsQuery } from '../../queries/lists.ts'
import { accountTreasuresInput, stageCountersQuery } from '../../queries/stages.ts'
import { useAccountTreasures } from '../../browser/account-store.ts'
import { encodeCounterCats, MAX_COUNTER_CATS } from '../../domain/settings/codecs/counter-cats.ts'
import type { TeamPreference } from '../../domain/stage/team-choices.ts'
import { useHydrated } from '../ui/use-hydrated.ts'
import { ALL_CATS, type StageCountersSearch } from './stage-counters-search.ts'

export type StageCountersState = ReturnType<typeof useStageCounters>
/** The server's counters for a stage it knows. */
export type StageCountersAnswer = NonNullable<StageCountersState['data']>

/**
 * The stage's counters from the server: the chosen list's cats (or every cat) ranked at the crown,
 * with the player's account counted and the team built with its choices. Asked once the page has
 * hydrated (the account is known then) and the list is read, never for a list longer than a
 * ranking takes.
 */
export function useStageCounters(
  mapId: string,
  stageId: number,
  { source, crown, lock, out, prefer, worker }: Pick<StageCountersSearch, 'source' | 'crown' | 'lock' | 'out' | 'prefer' | 'worker'>,
  list: CatListSummary | undefined,
) {
  const cats = useListCounterCats(source)
  const waitingForList = source !== ALL_CATS && cats === undefined
  const listSize = cats === undefined ? 0 : countOf(cats)
  const tooMany = listSize > MAX_COUNTER_CATS
  const levelMode = list?.levelMode ?? 'your-levels'
  // The player's account counts, as on the unit pages the rows link to; it is known once the page has hydrated.
  const hydrated = useHydrated()
  const account = useAccountTreasures()
  const counted = useMemo(() => accountTreasuresInput(account), [account])
  const counters = useQuery({
    ...stageCountersQuery({
      mapId,
      stageId,
      ...(source === ALL_CATS ? {} : { cats: cats ?? '', levelMode }),
      ...(crown > 1 ? { crown } : {}),
      ...counted,
      ...teamChoicesInput(lock, out, prefer, worker),
    }),
    enabled: hydrated && !waitingForList && !tooMany,
  })
  const data = counters.data?.found ? counters.data : null
  // The answer on screen is this one, not the last one kept in view while it is worked out.
  const shownHere = data !== null && !counters.isPlaceholderData
  const listCats = source === ALL_CATS || cats === undefined || tooMany ? null : cats
  return { counters, data, shownHere, listCats, listSize, tooMany, levelMode, account, counted }
}

/** The chosen list's cats as the ranking takes them (encodeCounterCats): undefined for every cat, and until the list is read. */
function useListCounterCats(source: string): string | undefined {
  const saved = useQuery({ ...savedCatsQuery(source), enabled: source !== ALL_CATS })
  return useMemo(
    () =>
      saved.data
        ? encodeCounterCats(
            saved.data.map(({ unitId, formIndex, level, plusLevel, talentLevels, orbs }) => ({
              unitId,
              formIndex,
              level,
              plusLevel,
              talentLevels: [...talentLevels],
              orbs: orbs ? [...orbs] : [],
            })),
          )
        : undefined,
    [saved.data],
  )
}

/** The cats in encodeCounterCats' line. */
const countOf = (cats: string) => (cats === '' ? 0 : cats.split(' ').length)

/** The team's locked-in and left-out cats, its lean and its budget as the server function takes them: only those there are. */
function teamChoicesInput(
  lock: readonly number[] | undefined,
  out: readonly number[] | undefined,
  prefer: TeamPreference | undefined,
  worker: number | undefined,
) {
  return {
    ...(lock && lock.length > 0 ? { lock: [...lock] } : {}),
    ...(out && out.length > 0 ? { out: [...out] } : {}),
    ...(prefer ? { prefer } : {}),
    ...(worker ? { worker } : {}),
  }
}
