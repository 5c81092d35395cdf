import { useNavigate, useSearch } from '@tanstack/react-router'
import type { CatListSummary } from '../../browser-db/schema.ts'
import { MAX_WORKER_LEVEL } from '../../domain/stage/battle-money.ts'
import { shownCrown } from '../../domain/stage/crowns.ts'
import type { StageSort } from '../../domain/stage/stage-sort.ts'
import { clickedSortDirection } from '../ui/sort-click.ts'
import type { TeamChoiceSearch } from './StageTeamSection'

/** The source picker's value that ranks every cat rather than a list. */
export const ALL_CATS = 'all'

export type StageCountersSearch = ReturnType<typeof useStageCountersSearch>

/**
 * What the stage's counters show, kept in the address: the cats ranked (Back from a ranking row
 * brings the chosen list back; one that is gone ranks every cat), the crown, the ranking's sort and
 * the team's choices. Each change replaces the address and leaves the page where it is scrolled.
 */
export function useStageCountersSearch(lists: readonly CatListSummary[] | undefined, crowns: readonly number[]) {
  const { list: listInUrl, crown: crownInUrl, lock, out, prefer, worker, sort: sortInUrl, dir: dirInUrl } = useSearch({ from: '/stage/$mapId/$stageId' })
  const navigate = useNavigate({ from: '/stage/$mapId/$stageId' })
  const source = listInUrl !== undefined && (lists === undefined || lists.some((candidate) => candidate.id === listInUrl)) ? listInUrl : ALL_CATS
  const crown = shownCrown(crowns, crownInUrl)
  const setSource = (value: string) =>
    void navigate({ search: (search) => ({ ...search, list: value === ALL_CATS ? undefined : value }), replace: true, resetScroll: false })
  const setCrown = (value: number) =>
    void navigate({ search: (search) => ({ ...search, crown: value === 1 ? undefined : value }), replace: true, resetScroll: false })
  const sort = sortInUrl ?? 'boss'
  const dir = dirInUrl ?? 'desc'
  // From the address as the click finds it, not as this render read it: the ranking, memoized, keeps an older onSort.
  const onSort = (key: StageSort) =>
    void navigate({
      search: (search) => {
        const chosen = search.sort !== undefined || search.dir !== undefined
        const next = clickedSortDirection({ isCurrent: (search.sort ?? 'boss') === key, chosen, current: search.dir ?? 'desc', bestFirst: 'desc' })
        return { ...search, sort: key === 'boss' ? undefined : key, dir: next }
      },
      replace: true,
      resetScroll: false,
    })
  const teamChoices: TeamChoiceSearch = { lock: lock ?? [], out: out ?? [], prefer: prefer ?? 'balanced', worker: worker ?? MAX_WORKER_LEVEL }
  const setTeamChoices = (choices: TeamChoiceSearch) =>
    void navigate({
      search: (search) => ({
        ...search,
        lock: choices.lock.length > 0 ? [...choices.lock] : undefined,
        out: choices.out.length > 0 ? [...choices.out] : undefined,
        prefer: choices.prefer === 'balanced' ? undefined : choices.prefer,
        worker: choices.worker === MAX_WORKER_LEVEL ? undefined : choices.worker,
      }),
      replace: true,
      resetScroll: false,
    })
  return { source, crown, sort, dir, lock, out, prefer, worker, setSource, setCrown, onSort, teamChoices, setTeamChoices }
}
