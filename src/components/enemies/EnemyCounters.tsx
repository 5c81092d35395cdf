import { useEffect, useMemo, useRef, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { clickedSortDirection } from '../ui/sort-click.ts'
import { useReadListsAhead } from '../lists/read-lists-ahead.ts'
import type { Enemy } from '../../domain/game-data/enemies.ts'
import { sortCounters, type CounterSort } from '../../domain/enemies/counter-sort.ts'
import { countersAgainst } from '../../domain/enemies/counters.ts'
import { unitSearchAgainst, type Magnification } from '../../domain/enemies/enemy-link.ts'
import type { EnemyPageSearch } from '../../domain/enemies/enemy-search.ts'
import { enemyTeam } from '../../domain/enemies/enemy-team.ts'
import { KILL_TIME_SIMPLIFICATION } from '../../domain/enemies/kill-explanation.ts'
import { countedTreasuresNote } from '../../domain/settings/account.ts'
import { unitPath } from '../../domain/units.ts'
import { useAccountTreasures } from '../../browser/account-store.ts'
import { formatInteger } from '../../text/format.ts'
import { catListsQuery } from '../../queries/lists.ts'
import { StageTeamSection } from '../stages/StageTeamSection'
import { CounterFilters } from './CounterFilters'
import { CounterSource } from './CounterSource'
import { CountersTable } from './CountersTable'
import { visibleCounters } from './counter-rows.ts'
import { useCounterForms, usePreparedForms } from './use-counter-forms.ts'
import { useWantedWhenNear } from '../ui/use-wanted-when-near.ts'

/** Who beats this enemy: the cats to rank, the filters, a team from the ranking, and the ranking. */
export function EnemyCounters({
  enemy,
  magnification,
  search,
  onChange,
  change,
}: {
  enemy: Enemy
  magnification: Magnification
  search: EnemyPageSearch
  onChange: (next: EnemyPageSearch) => void
  change: (patch: Partial<EnemyPageSearch>) => void
}) {
  const lists = useQuery({ ...catListsQuery(), refetchOnMount: 'always' })
  // On a phone the ranking starts below the first view: its cats' file and icons wait until it comes
  // into view or the player pauses, off the page's first load.
  const sectionRef = useRef<HTMLElement>(null)
  const counterForms = useCounterForms(search.list, useWantedWhenNear(sectionRef))
  const account = useAccountTreasures()
  const error = counterForms.error
  const forms = usePreparedForms(enemy, counterForms.forms, magnification)
  // The magnification's two numbers, not the object: a new object with the same numbers ranks nothing again.
  const counters = useMemo(
    () => (forms ? countersAgainst(enemy, magnification, forms) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [forms, enemy, magnification.magnification, magnification.attackMagnification],
  )
  const sort = search.sort ?? 'timeToKill'
  const sorted = useMemo(() => (counters ? sortCounters(counters, sort) : null), [counters, sort])
  const [query, setQuery] = useState(search.q ?? '')
  useEffect(() => {
    if ((search.q ?? '') === query) return
    // The URL follows the box unless the player has left the page meanwhile (a row's link).
    const timer = setTimeout(() => {
      if (window.location.pathname === `/enemy/${enemy.id}`) onChange({ ...search, q: query || undefined })
    }, 250)
    return () => clearTimeout(timer)
  }, [query, search, onChange, enemy.id])
  const team = useMemo(() => (counters ? enemyTeam(enemy, magnification, counters) : null), [counters]) // eslint-disable-line react-hooks/exhaustive-deps
  const { stringifySearch } = useRouter().options
  const rows = useMemo(
    () => (counters && sorted ? visibleCounters(counters, sorted, { q: query, kills: search.kills, outranges: search.outranges }, search.dir) : null),
    [counters, sorted, query, search.kills, search.outranges, search.dir],
  )
  // Time to kill, the default, leaves the address: its direction is written instead, to say the player chose it.
  const onSort = (key: CounterSort) => {
    const next = clickedSortDirection({
      isCurrent: sort === key,
      chosen: search.sort !== undefined || search.dir !== undefined,
      current: search.dir ?? 'desc',
      bestFirst: 'desc',
    })
    change({ sort: key === 'timeToKill' ? undefined : key, dir: next === 'desc' && key !== 'timeToKill' ? undefined : next })
  }
  // Once the first ranking shows, the saved lists are read ahead: a switch to one ranks at once.
  useReadListsAhead(rows !== null ? lists.data : undefined)
  const source = search.list ?? 'all'
  return (
    <section ref={sectionRef} className="flex flex-col gap-3" aria-labelledby="counters">
      <div className="flex flex-col gap-1">
        <h2 id="counters" className="text-xl font-bold">
          Counters
        </h2>
        <p className="text-sm text-muted">
          Cats ranked against {enemy.name} at {formatInteger(magnification.magnification)}% HP / {formatInteger(magnification.attackMagnification)}% attack.
          Time to kill counts expected damage from the start of the first attack, with barrier, shield, wave and surge immunity, metal, revive and survive;
          strengthen is left out (cats start at full HP). Open a time to see how it was reached.{' '}
          <span data-testid="counter-simplification">{KILL_TIME_SIMPLIFICATION}</span>{' '}
          <span data-testid="counter-treasures">{countedTreasuresNote(account)}</span>
        </p>
      </div>
      <div className="card grid grid-cols-1 gap-3 p-3 sm:grid-cols-2 lg:grid-cols-4">
        <CounterSource source={source} lists={lists.data} change={change} />
        <CounterFilters query={query} setQuery={setQuery} kills={search.kills === true} outranges={search.outranges === true} change={change} />
      </div>
      {team && !error && (
        <StageTeamSection
          team={team}
          sourceName={`against ${enemy.name}`}
          crownName=""
          intro={`From ${search.list === undefined ? 'every cat at max' : 'this list'}, against ${enemy.name} at ${formatInteger(magnification.magnification)}%: the fastest killer, a cat that out-ranges it, one for each of its traits, one that holds it back (freeze, slow, weaken or knockback), a meat shield, then the next fastest killers, from the ranking below.`}
          unitLink={(pick) => unitPath(pick.unitId, pick.formIndex) + stringifySearch(unitSearchAgainst(enemy.id, magnification))}
          headingLevel={2}
        />
      )}
      {error ? (
        <p className="card p-4 text-center text-danger">{error}</p>
      ) : rows === null ? (
        <p className="card p-6 text-center text-muted" aria-busy="true">
          Ranking cats…
        </p>
      ) : (
        <CountersTable
          rows={rows}
          sort={sort}
          dir={search.dir ?? 'desc'}
          onSort={onSort}
          enemy={enemy}
          magnification={magnification}
          listed={search.list !== undefined}
        />
      )}
    </section>
  )
}
