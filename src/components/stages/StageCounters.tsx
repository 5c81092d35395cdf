import { Fragment, useEffect, useId, useMemo, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { catListsQuery, savedCatsQuery } from '../../queries/lists.ts'
import { accountTreasuresInput, stageCountersQuery, stageQuery } from '../../queries/stages.ts'
import type { CountersInput } from '../../server/stages.functions'
import { unitPath } from '../../domain/units.ts'
import { unitSearchAgainst } from '../../domain/enemies/enemy-link.ts'
import { encodeCounterCats, MAX_COUNTER_CATS } from '../../domain/settings/codecs/counter-cats.ts'
import { KILL_TIME_SIMPLIFICATION } from '../../domain/enemies/kill-explanation.ts'
import { StageRowExplanation } from './StageRowExplanation'
import { MAX_WORKER_LEVEL } from '../../domain/stage/battle-money.ts'
import { StageTeamSection, type TeamChoiceSearch } from './StageTeamSection'
import { useFollowRowLink } from '../ui/follow-row-link.ts'
import { useReadListsAhead } from '../lists/read-lists-ahead.ts'
import { afterFrameInBackground } from '../../queries/yield-to-main.ts'
import { formatDps, formatInteger } from '../../text/format.ts'
import { killTimeText } from '../../text/kill-time-text.ts'
import type { NoKillReason } from '../../domain/enemies/kill-time.ts'
import type { TeamPreference } from '../../domain/stage/team-builder.ts'
import { TRAIT_LABELS } from '../../domain/ability-vocabulary.ts'
import { SelectField } from '../ui/Field'
import { useAccountTreasures } from '../../browser/account-store.ts'
import { countedTreasuresNote } from '../../domain/settings/account.ts'
import { useHydrated } from '../ui/use-hydrated.ts'
import { Button } from '../ui/Button'
import { crownLabel, shownCrown } from '../../domain/stage/crowns.ts'
import { sortStageRows, type StageSort } from '../../domain/stage/stage-sort.ts'
import { clickedSortDirection } from '../ui/sort-click.ts'
import { UnitIcon } from '../search/UnitIcon'

const ALL_CATS = 'all'
const FIRST_ROWS = 20

/** The boss column: a time, "> 10 min" when it kills but slowly, or why it does not. */
const bossTime = (row: { bossSeconds: number; bossNoKill: NoKillReason | null }) => killTimeText(row.bossSeconds, row.bossNoKill)

/** All enemies: infinite when the boss is not killed (its reason) or another enemy takes no damage. */
const totalTime = (row: { bossSeconds: number; bossNoKill: NoKillReason | null; totalSeconds: number }) =>
  killTimeText(row.totalSeconds, Number.isFinite(row.bossSeconds) ? 'noDamage' : row.bossNoKill)

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
  // The chosen list lives in the address (Back from a ranking row brings it back); one that is gone ranks every cat.
  const { list: listInUrl, crown: crownInUrl, lock, out, prefer, worker, sort: sortInUrl, dir: dirInUrl } = useSearch({ from: '/stage/$mapId/$stageId' })
  const navigate = useNavigate({ from: '/stage/$mapId/$stageId' })
  const source = listInUrl !== undefined && (lists.data === undefined || lists.data.some((candidate) => candidate.id === listInUrl)) ? listInUrl : ALL_CATS
  const crown = shownCrown(crowns, crownInUrl)
  const setSource = (value: string) =>
    void navigate({ search: (search) => ({ ...search, list: value === ALL_CATS ? undefined : value }), replace: true, resetScroll: false })
  const setCrown = (value: number) =>
    void navigate({ search: (search) => ({ ...search, crown: value === 1 ? undefined : value }), replace: true, resetScroll: false })
  const sort = sortInUrl ?? 'boss'
  const dir = dirInUrl ?? 'desc'
  const onSort = (key: StageSort) => {
    const next = clickedSortDirection({ isCurrent: sort === key, chosen: sortInUrl !== undefined || dirInUrl !== undefined, current: dir, bestFirst: 'desc' })
    void navigate({ search: (search) => ({ ...search, sort: key === 'boss' ? undefined : key, dir: next }), replace: true, resetScroll: false })
  }
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
  const list = lists.data?.find((candidate) => candidate.id === source)
  const saved = useQuery({ ...savedCatsQuery(source), enabled: source !== ALL_CATS })
  const cats = useMemo(
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
  const shownHere = data !== null && !counters.isPlaceholderData
  const listCats = source === ALL_CATS || cats === undefined || tooMany ? null : cats
  usePreloadNextStage(mapId, shownHere ? nextStageId : null, listCats, levelMode, counted, crown)
  useReadListsAhead(shownHere ? lists.data : undefined)
  // A stage without a boss is ranked on its toughest enemy: the columns name it rather than call it a boss.
  const lead = data?.enemies[data.bossIndex]
  const leadName = lead && !lead.boss ? lead.name : null
  const bossIndex = data?.bossIndex ?? 0
  const rankedRows = data?.rows
  const sortedRows = useMemo(
    () => (rankedRows ? sortStageRows(rankedRows, sort, dir === 'desc' ? 'best' : 'worst', bossIndex) : []),
    [rankedRows, sort, dir, bossIndex],
  )
  // A row's unit page with the numbers it was ranked on: a listed cat's levels, talents and orbs, and
  // for the ranking against the enemy it is ranked on, strengthen left out as the fight counts it (cats start at full HP).
  const { stringifySearch } = useRouter().options
  const unitLink = (row: RankedRow, againstLead: boolean) =>
    unitPath(row.unitId, row.formIndex) +
    stringifySearch({
      ...row.link,
      ...(againstLead && lead ? unitSearchAgainst(lead.enemyId, { magnification: lead.hpMagnification, attackMagnification: lead.attackMagnification }) : {}),
    })

  // An opened row's steps: its candidate is rebuilt from the input the shown ranking was asked with.
  const [openRow, setOpenRow] = useState<string | null>(null)
  const explanationId = useId()

  // The lineup's and the ranking's unit links are plain anchors, followed in the app from here:
  // a router Link each costs every new ranking (the next stage, another list) far more than its row.
  const followRowLink = useFollowRowLink()

  return (
    <section
      onClick={followRowLink}
      aria-labelledby="counters-heading"
      className="mt-10"
      data-testid="stage-counters"
      // The last answer stays in view while the next one is worked out: busy until it is replaced.
      aria-busy={data && counters.isPlaceholderData ? true : undefined}
      data-shown={shownHere ? `${mapId}/${stageId}/${source}${crown > 1 ? `/crown-${crown}` : ''}` : undefined}
    >
      <h2 id="counters-heading" className="text-lg font-bold">
        Counters for this stage
      </h2>
      <div className="mt-2 max-w-sm">
        <SelectField
          label="Cats to rank"
          value={source}
          onChange={(event) => {
            setSource(event.target.value)
            setShown(FIRST_ROWS)
          }}
          data-testid="counter-source"
        >
          <option value={ALL_CATS}>All cats (last form, max level)</option>
          {lists.data?.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name} ({candidate.catCount} {candidate.catCount === 1 ? 'cat' : 'cats'})
            </option>
          ))}
        </SelectField>
        <p className="mt-1 text-sm text-muted" data-testid="counter-treasures">
          {countedTreasuresNote(account)}
        </p>
        {crowns.length > 1 && (
          <div className="mt-2">
            <SelectField label="Crown" value={String(crown)} onChange={(event) => setCrown(Number(event.target.value))} data-testid="counter-crown">
              {crowns.map((percent, index) => (
                <option key={index} value={index + 1}>
                  {crownLabel(index + 1, percent)}
                </option>
              ))}
            </SelectField>
          </div>
        )}
      </div>
      <details className="mt-3 text-sm text-muted">
        <summary className="cursor-pointer font-semibold">What the ranking simplifies</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="counter-simplifications">
          <li>
            Each enemy is met alone and once, standing in range, at the stage’s magnification; spawn timing, knockbacks and the cat’s movement are left out, and
            so are enemies that first come after 15 minutes (the time-up enemy).
          </li>
          <li>
            The boss (the enemy with the most HP when there is none) is worked out as on its enemy page: time to the killing hit with barriers, shields, metal
            and revives, and the boss’s attacks the cat survives.
          </li>
          <li>The other enemies are counted quickly: time to kill = HP ÷ the cat’s true DPS against them (barriers and shields left out).</li>
          <li>
            Cats are ranked by the time to kill the boss, then all enemies one after another; the 100 fastest are listed, and a column header sorts them. Damage
            per cost = true DPS against the boss per 100 of deploy cost.
          </li>
          <li>
            The lineup takes, for each trait of the stage’s enemies, the best cat that targets it and kills the enemies that have it, then the fastest boss
            killers, up to ten cats.
          </li>
        </ul>
      </details>

      {tooMany ? (
        <p role="alert" className="card mt-4 p-4 text-sm" data-testid="counter-too-many">
          This list has {formatInteger(listSize)} different cats; a stage ranking takes at most {formatInteger(MAX_COUNTER_CATS)}. Choose a smaller list, or All
          cats.
        </p>
      ) : counters.isError ? (
        <p role="alert" className="card mt-4 p-4 text-sm text-danger">
          The counters could not be worked out: {counters.error.message}
        </p>
      ) : !data ? (
        <p className="mt-4 text-sm text-muted" aria-busy="true">
          Working out the counters…
        </p>
      ) : data.enemies.length === 0 ? (
        <p className="card mt-4 p-4 text-sm" data-testid="counter-no-enemies">
          No enemy here to rank cats against: this stage’s enemies have no English name in the files or come only at time-up.
        </p>
      ) : data.candidates === 0 ? (
        <p className="card mt-4 p-4 text-sm">This list has no cats to rank.</p>
      ) : (
        <>
          <h3 className="mt-5 font-bold">Suggested lineup</h3>
          {data.uncoveredTraits.length > 0 && (
            <p className="text-sm text-muted" data-testid="counter-uncovered">
              No cat here that targets these kills their enemies within 10 minutes: {data.uncoveredTraits.map((trait) => TRAIT_LABELS[trait]).join(', ')}.
            </p>
          )}
          <ol className="mt-2 flex flex-wrap gap-2" data-testid="counter-lineup">
            {data.lineup.map((row) => (
              <li key={`${row.unitId}-${row.formIndex}`}>
                <a
                  href={unitLink(row, false)}
                  data-row-link=""
                  className="inline-flex min-h-10 items-center rounded-lg border border-line bg-surface px-3 text-sm font-semibold hover:bg-surface-2"
                >
                  {row.name}
                  {row.targetedTraits.length > 0 && <span className="ml-1 text-xs font-normal text-muted">({row.targetedTraits.join(', ')})</span>}
                </a>
              </li>
            ))}
          </ol>

          <StageTeamSection
            team={data.team}
            sourceName={list ? `the list “${list.name}”` : 'all cats at max'}
            crownName={crowns.length > 1 ? `at ${crownLabel(data.crown.number, data.crown.percent)}` : 'at the stage’s magnifications'}
            unitLink={(pick) => unitLink(pick, false)}
            choices={{ lock: lock ?? [], out: out ?? [], prefer: prefer ?? 'balanced', worker: worker ?? MAX_WORKER_LEVEL }}
            onChoices={setTeamChoices}
          />

          <h3 className="mt-6 font-bold">Ranking</h3>
          <p className="text-sm text-muted">
            {formatInteger(data.candidates)} {data.candidates === 1 ? 'cat' : 'cats'} ranked against{' '}
            {data.enemies.map((enemy) => `${enemy.name}${enemy.boss ? ' (boss)' : ''}`).join(', ')}. Open a time in the {leadName ?? 'boss'} column to see how
            it was reached.
          </p>
          <p className="text-sm text-muted" data-testid="counter-simplification">
            {KILL_TIME_SIMPLIFICATION}
          </p>
          <div className="mt-2 overflow-x-auto rounded-xl border border-line">
            <table className="w-full min-w-[36rem] text-sm" data-testid="counter-table">
              <thead className="bg-surface-2 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    #
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Cat
                  </th>
                  {stageColumns(leadName ?? 'Boss').map((column) => (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={sort === column.key ? (dir === 'desc' ? 'descending' : 'ascending') : 'none'}
                      className="px-2 py-2 text-right"
                    >
                      <button
                        type="button"
                        title={column.title}
                        onClick={() => onSort(column.key)}
                        className={`rounded px-1 py-0.5 whitespace-nowrap hover:text-accent ${sort === column.key ? 'text-accent' : ''}`}
                      >
                        {column.label}
                        {sort === column.key ? (dir === 'desc' ? ' ↓' : ' ↑') : ''}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sortedRows.slice(0, shown).map((row, index) => {
                  const key = `${row.unitId}-${row.formIndex}-${row.candidate}`
                  const open = openRow === key && shownHere && lead !== undefined
                  return (
                    <Fragment key={`${row.unitId}-${row.formIndex}-${index}`}>
                      <tr className="border-t border-line" data-testid="counter-row">
                        <td className="px-3 py-2 text-muted">{index + 1}</td>
                        <th scope="row" className="px-3 py-1 text-left font-semibold">
                          <a href={unitLink(row, true)} data-row-link="" className="flex items-center gap-2 hover:text-accent">
                            <UnitIcon unitId={row.unitId} formIndex={row.formIndex} loading="lazy" className="size-10 shrink-0" />
                            <span className="line-clamp-2">{row.name}</span>
                          </a>
                        </th>
                        <td className="px-1 py-1 text-right tabular-nums">
                          <button
                            type="button"
                            aria-expanded={open}
                            aria-controls={open ? explanationId : undefined}
                            disabled={!shownHere}
                            title="How this time to kill was reached"
                            onClick={() => setOpenRow(open ? null : key)}
                            className="relative inline-flex min-h-9 items-center gap-1 rounded px-2 whitespace-nowrap hover:text-accent"
                            data-testid="counter-boss-time-toggle"
                          >
                            <span data-testid="counter-boss-time">{bossTime(row)}</span>
                            <span aria-hidden="true" className={`text-xs text-muted ${open ? 'rotate-180' : ''}`}>
                              ▾
                            </span>
                            <span className="sr-only">{open ? ', hide how it was reached' : ', show how it was reached'}</span>
                          </button>
                        </td>
                        <td className="px-3 py-2 text-right tabular-nums">{totalTime(row)}</td>
                        <td className="px-3 py-2 text-right tabular-nums" data-testid="counter-true-dps">
                          {formatDps(row.trueDps[data.bossIndex] ?? 0)}
                        </td>
                        <td className="px-3 py-2 text-right tabular-nums">{formatDps(row.dpsPerCost)}</td>
                        <td
                          className="px-3 py-2 text-right tabular-nums"
                          title={`Effective HP against ${leadName ?? 'the boss'}: ${formatInteger(row.survival)}`}
                        >
                          {row.hitsSurvived === null ? `${formatInteger(row.survival)} HP` : formatInteger(row.hitsSurvived)}
                        </td>
                      </tr>
                      {open && lead ? (
                        <tr data-testid="counter-explanation">
                          <td colSpan={7} className="border-t border-line bg-surface-2 p-0 text-sm">
                            {/* Held at the scroller's left edge and no wider than the screen: a table scrolled sideways keeps the steps in view. */}
                            <div
                              id={explanationId}
                              role="region"
                              aria-label={`How ${row.name}’s time to kill was reached`}
                              className="sticky left-0 max-w-[calc(100vw-2rem)] p-3"
                            >
                              <StageRowExplanation
                                name={row.name}
                                time={bossTime(row)}
                                candidate={row.candidate}
                                lead={lead}
                                listCats={listCats}
                                levelMode={levelMode}
                                treasures={counted.treasures}
                              />
                            </div>
                          </td>
                        </tr>
                      ) : null}
                    </Fragment>
                  )
                })}
              </tbody>
            </table>
          </div>
          {shown < data.rows.length && (
            <Button className="mt-3" onClick={() => setShown((current) => current + FIRST_ROWS)}>
              Show more
            </Button>
          )}
        </>
      )}
    </section>
  )
}

type RankedRow = { unitId: number; formIndex: number; candidate: number; link?: Record<string, unknown> }

/** The cats in encodeCounterCats' line. */
const countOf = (cats: string) => (cats === '' ? 0 : cats.split(' ').length)

const savesData = () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true

/**
 * Players walk a map's stages in order: once this stage's counters are on screen, the next stage
 * and its counters (every cat, and the chosen list's) are asked for, so its link opens without
 * waiting for the server. Not on a connection that asks to save data.
 */
function usePreloadNextStage(
  mapId: string,
  nextStageId: number | null,
  listCats: string | null,
  levelMode: NonNullable<CountersInput['levelMode']>,
  counted: Pick<CountersInput, 'treasures'>,
  crown: number,
) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (nextStageId === null || savesData()) return
    return afterFrameInBackground(() => {
      // What the stage route's loader waits for (the stage, every cat's counters), and the chosen list's counters.
      void queryClient.prefetchQuery(stageQuery(mapId, nextStageId))
      // The next stage is in the same map, so it has the same crowns.
      const atCrown = crown > 1 ? { crown } : {}
      void queryClient.prefetchQuery(stageCountersQuery({ mapId, stageId: nextStageId, ...atCrown, ...counted }))
      if (listCats !== null)
        void queryClient.prefetchQuery(stageCountersQuery({ mapId, stageId: nextStageId, cats: listCats, levelMode, ...atCrown, ...counted }))
    })
  }, [queryClient, mapId, nextStageId, listCats, levelMode, counted, crown])
}

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

/** The ranking's sortable columns, named for the enemy it is measured on (the boss, or the toughest enemy). */
function stageColumns(lead: string): { key: StageSort; label: string; title: string }[] {
  return [
    { key: 'boss', label: `${lead} killed in`, title: `Time to kill ${lead === 'Boss' ? 'the boss' : lead}` },
    { key: 'total', label: 'All enemies in', title: 'Time to kill one of each enemy, one after another' },
    { key: 'trueDps', label: 'True DPS', title: `True DPS against ${lead === 'Boss' ? 'the boss' : lead}` },
    { key: 'dpsPerCost', label: 'DPS per 100 cost', title: 'True DPS per 100¢ of cost' },
    { key: 'hitsSurvived', label: `${lead} hits survived`, title: `Hits of ${lead === 'Boss' ? 'the boss' : lead} the cat survives` },
  ]
}
