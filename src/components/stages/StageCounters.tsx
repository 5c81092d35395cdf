import { memo, useDeferredValue, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { CatListSummary } from '../../browser-db/schema.ts'
import { catListsQuery } from '../../queries/lists.ts'
import { MAX_COUNTER_CATS } from '../../domain/settings/codecs/counter-cats.ts'
import { crownLabel } from '../../domain/stage/crowns.ts'
import { formatInteger } from '../../text/format.ts'
import { useFollowRowLink } from '../ui/follow-row-link.ts'
import { useReadListsAhead } from '../lists/read-lists-ahead.ts'
import { StageCounterPickers } from './StageCounterPickers'
import { FIRST_ROWS, RankingSimplifications, sameRankingInput, StageRanking, type RankingInput } from './StageRanking'
import { StageTeamSection } from './StageTeamSection'
import { SuggestedLineup } from './SuggestedLineup'
import { usePreloadNextStage } from './preload-next-stage.ts'
import { useStageCountersSearch, type StageCountersSearch } from './stage-counters-search.ts'
import { useStageUnitLink } from './stage-unit-link.ts'
import { useStageCounters, type StageCountersAnswer, type StageCountersState } from './use-stage-counters.ts'
import { useAfterPaint } from '../ui/use-after-paint.ts'

/** Stage counters: the chosen list (or every cat) ranked against the stage's enemies, and a lineup of up to ten. */
export function StageCounters({
  mapId,
  stageId,
  nextStageId,
  crowns,
}: {
  mapId: string
  stageId: number
  nextStageId: number | null
  crowns: readonly number[]
}) {
  const [shown, setShown] = useState(FIRST_ROWS)
  const lists = useQuery(catListsQuery())
  const search = useStageCountersSearch(lists.data, crowns)
  const list = lists.data?.find((candidate) => candidate.id === search.source)
  const state = useStageCounters(mapId, stageId, search, list)
  const { counters, data, shownHere } = state
  // A new answer is drawn in a render React splits into slices of a few milliseconds (the team and the
  // lineup were one task of 12-19 ms); until then the last one stays, and CountersAnswer is memoized so
  // the render that comes first does not draw it again.
  const answer = useDeferredValue(data)
  const answerShownHere = shownHere && answer === data
  usePreloadNextStage(mapId, shownHere ? nextStageId : null, state.listCats, state.levelMode, state.counted, search.crown)
  useReadListsAhead(shownHere ? lists.data : undefined)
  // An opened row's steps: its candidate is rebuilt from the input the shown ranking was asked with.
  const [openRow, setOpenRow] = useState<string | null>(null)
  // The lineup's and the ranking's unit links are plain anchors, followed in the app from here:
  // a router Link each costs every new ranking (the next stage, another list) far more than its row.
  const followRowLink = useFollowRowLink()
  const { source, crown } = search
  const chooseSource = (value: string) => {
    search.setSource(value)
    setShown(FIRST_ROWS)
  }
  const input: RankingInput = { listCats: state.listCats, levelMode: state.levelMode, treasures: state.counted.treasures }

  return (
    <section
      onClick={followRowLink}
      aria-labelledby="counters-heading"
      className="mt-10"
      data-testid="stage-counters"
      // The last answer stays in view while the next one is worked out: busy until it is replaced.
      aria-busy={answer && (counters.isPlaceholderData || answer !== data) ? true : undefined}
      data-shown={answerShownHere ? `${mapId}/${stageId}/${source}${crown > 1 ? `/crown-${crown}` : ''}` : undefined}
    >
      <h2 id="counters-heading" className="text-lg font-bold">
        Counters for this stage
      </h2>
      <StageCounterPickers
        lists={lists.data}
        source={source}
        onSource={chooseSource}
        account={state.account}
        crowns={crowns}
        crown={crown}
        onCrown={search.setCrown}
      />
      <RankingSimplifications />
      {statusOf({ ...state, data: answer }) ??
        (answer ? (
          <CountersAnswer
            data={answer}
            search={search}
            list={list}
            crowns={crowns}
            shownHere={answerShownHere}
            input={input}
            shown={shown}
            onShowMore={() => setShown((current) => current + FIRST_ROWS)}
            openRow={openRow}
            onOpenRow={setOpenRow}
          />
        ) : null)}
    </section>
  )
}

/** What shows instead of an answer: a list too long to rank, an error, the wait, or nothing to rank against or with; null for an answer. */
function statusOf({ tooMany, listSize, counters, data }: StageCountersState): ReactNode {
  if (tooMany)
    return (
      <p role="alert" className="card mt-4 p-4 text-sm" data-testid="counter-too-many">
        This list has {formatInteger(listSize)} different cats; a stage ranking takes at most {formatInteger(MAX_COUNTER_CATS)}. Choose a smaller list, or All
        cats.
      </p>
    )
  if (counters.isError)
    return (
      <p role="alert" className="card mt-4 p-4 text-sm text-danger">
        The counters could not be worked out: {counters.error.message}
      </p>
    )
  if (!data)
    return (
      <p className="mt-4 text-sm text-muted" aria-busy="true">
        Working out the counters…
      </p>
    )
  if (data.enemies.length === 0)
    return (
      <p className="card mt-4 p-4 text-sm" data-testid="counter-no-enemies">
        No enemy here to rank cats against: this stage’s enemies have no English name in the files or come only at time-up.
      </p>
    )
  if (data.candidates === 0) return <p className="card mt-4 p-4 text-sm">This list has no cats to rank.</p>
  return null
}

type CountersAnswerProps = {
  data: StageCountersAnswer
  search: StageCountersSearch
  list: CatListSummary | undefined
  crowns: readonly number[]
  shownHere: boolean
  input: RankingInput
  shown: number
  onShowMore: () => void
  openRow: string | null
  onOpenRow: (key: string | null) => void
}

/**
 * The same answer drawn the same way. The callbacks are left out: they are made anew on each render,
 * and read nothing but the values compared here (the address's through the router).
 */
function sameAnswer(a: CountersAnswerProps, b: CountersAnswerProps): boolean {
  const choices = (search: StageCountersSearch) => {
    const { lock, out, prefer, worker } = search.teamChoices
    return `${lock.join(' ')}/${out.join(' ')}/${prefer}/${worker}`
  }
  return (
    a.data === b.data &&
    a.list === b.list &&
    a.crowns === b.crowns &&
    a.shownHere === b.shownHere &&
    a.shown === b.shown &&
    a.openRow === b.openRow &&
    a.search.source === b.search.source &&
    a.search.crown === b.search.crown &&
    a.search.sort === b.search.sort &&
    a.search.dir === b.search.dir &&
    choices(a.search) === choices(b.search) &&
    sameRankingInput(a.input, b.input)
  )
}

/** The answer: the suggested lineup, the team built with the player's choices (kept in the address), and the ranking. */
const CountersAnswer = memo(function CountersAnswer({
  data,
  search,
  list,
  crowns,
  shownHere,
  input,
  shown,
  onShowMore,
  openRow,
  onOpenRow,
}: CountersAnswerProps) {
  const unitLink = useStageUnitLink(data.enemies[data.bossIndex])
  // The ranking's table comes a frame after the lineup and the team, on the page's first answer:
  // drawn with them, their render and then their style and layout were each one task of 30–45 ms.
  const rankingShown = useAfterPaint(true)
  return (
    <>
      <SuggestedLineup data={data} unitLink={unitLink} />
      <StageTeamSection
        team={data.team}
        sourceName={list ? `the list “${list.name}”` : 'all cats at max'}
        crownName={crowns.length > 1 ? `at ${crownLabel(data.crown.number, data.crown.percent)}` : 'at the stage’s magnifications'}
        unitLink={(pick) => unitLink(pick, false)}
        choices={search.teamChoices}
        onChoices={search.setTeamChoices}
        accountSaved={input.treasures !== undefined}
      />
      {rankingShown && (
        <StageRanking
          data={data}
          sort={search.sort}
          dir={search.dir}
          onSort={search.onSort}
          shown={shown}
          onShowMore={onShowMore}
          openRow={openRow}
          onOpenRow={onOpenRow}
          shownHere={shownHere}
          unitLink={unitLink}
          input={input}
        />
      )}
    </>
  )
}, sameAnswer)
