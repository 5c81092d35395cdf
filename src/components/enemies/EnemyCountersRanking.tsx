import { useMemo, type ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { clickedSortDirection } from '../ui/sort-click.ts'
import { useReadListsAhead } from '../lists/read-lists-ahead.ts'
import type { CatListSummary } from '../../browser-db/schema.ts'
import type { Enemy } from '../../domain/game-data/enemies.ts'
import { sortCounters, type CounterSort } from '../../domain/enemies/counter-sort.ts'
import { countersAgainst } from '../../domain/enemies/counters.ts'
import { unitSearchAgainst, type Magnification } from '../../domain/enemies/enemy-link.ts'
import type { EnemyPageSearch } from '../../domain/enemies/enemy-search.ts'
import { enemyTeam } from '../../domain/enemies/enemy-team.ts'
import { unitPath } from '../../domain/units.ts'
import { formatInteger } from '../../text/format.ts'
import { StageTeamSection } from '../stages/StageTeamSection'
import { CountersTable } from './CountersTable'
import { visibleCounters } from './counter-rows.ts'
import { useCounterForms, usePreparedForms } from './use-counter-forms.ts'

/** The counters' team and ranking, from the cats of the chosen source; `placeholder` until ranked. */
export function EnemyCountersRanking({
  enemy,
  magnification,
  search,
  query,
  lists,
  change,
  placeholder,
}: {
  enemy: Enemy
  magnification: Magnification
  search: EnemyPageSearch
  /** the name filter as typed (the address follows it a little later) */
  query: string
  lists: readonly CatListSummary[] | undefined
  change: (patch: Partial<EnemyPageSearch>) => void
  placeholder: ReactNode
}) {
  const counterForms = useCounterForms(search.list)
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
  useReadListsAhead(rows !== null ? lists : undefined)
  return (
    <>
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
        placeholder
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
    </>
  )
}
