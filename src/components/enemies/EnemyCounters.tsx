import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Enemy } from '../../domain/game-data/enemies.ts'
import type { Magnification } from '../../domain/enemies/enemy-link.ts'
import type { EnemyPageSearch } from '../../domain/enemies/enemy-search.ts'
import { KILL_TIME_SIMPLIFICATION } from '../../domain/enemies/kill-time-model.ts'
import { countedTreasuresNote } from '../../domain/settings/account.ts'
import { useAccountTreasures } from '../../browser/account-store.ts'
import { formatInteger } from '../../text/format.ts'
import { catListsQuery } from '../../queries/lists.ts'
import { CounterFilters } from './CounterFilters'
import { CounterSource } from './CounterSource'
import { useCatsFile } from './use-cats-file.ts'
import { useWantedWhenNear } from '../ui/use-wanted-when-near.ts'

// The ranking's code (the fights, the team, the table: about 25 KB) is not part of the page's first
// load: it comes with the cats' file, when the section is wanted.
const EnemyCountersRanking = lazy(() => import('./EnemyCountersRanking').then((module) => ({ default: module.EnemyCountersRanking })))

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
  // On a phone the ranking starts below the first view: its code, cats' file and icons wait until it
  // comes into view or the player pauses, off the page's first load. Both are asked for at once.
  const sectionRef = useRef<HTMLElement>(null)
  const wanted = useWantedWhenNear(sectionRef)
  useCatsFile(wanted)
  const account = useAccountTreasures()
  const [query, setQuery] = useState(search.q ?? '')
  useEffect(() => {
    if ((search.q ?? '') === query) return
    // The URL follows the box unless the player has left the page meanwhile (a row's link).
    const timer = setTimeout(() => {
      if (window.location.pathname === `/enemy/${enemy.id}`) onChange({ ...search, q: query || undefined })
    }, 250)
    return () => clearTimeout(timer)
  }, [query, search, onChange, enemy.id])
  const source = search.list ?? 'all'
  const ranking = (
    <p className="card p-6 text-center text-muted" aria-busy="true">
      Ranking cats…
    </p>
  )
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
      {wanted ? (
        <Suspense fallback={ranking}>
          <EnemyCountersRanking
            enemy={enemy}
            magnification={magnification}
            search={search}
            query={query}
            lists={lists.data}
            change={change}
            placeholder={ranking}
          />
        </Suspense>
      ) : (
        ranking
      )}
    </section>
  )
}
