import { useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { ArrowRight, Cat, LineChart, Search } from 'lucide-react'
import { RARITIES } from '../../domain/game-data/vocabulary.ts'
import { FORM_LABELS, padUnitId } from '../../domain/units.ts'
import { homeSummaryQuery } from '../../queries/units'
import { useUnitSearch } from '../search/unit-search-context'
import { UnitIcon } from '../search/UnitIcon'
import { formatDps } from '../../text/format.ts'
import { buttonClass } from '../ui/Button'
import { useHydratingMarker } from '../ui/use-hydrating-marker.ts'
import { useWantedWhenNear } from '../ui/use-wanted-when-near.ts'

/** The top list's first row on a wide screen (two columns). */
const FIRST_ROW = 2

/** The home page: what the product is, the search, and the strongest units right now. */
export function HomePage() {
  const hydrating = useHydratingMarker<HTMLDivElement>()
  const { data } = useSuspenseQuery(homeSummaryQuery())
  const unitSearch = useUnitSearch()
  const [strengthen, setStrengthen] = useState(true)
  const top = strengthen ? data.top : data.topWithoutStrengthen
  // The lists start about where a phone's window ends: their icons load as they come into view (or the
  // player pauses), not with the page, but for the first row's, which a wider window shows at once.
  const topRef = useRef<HTMLOListElement>(null)
  const newRef = useRef<HTMLUListElement>(null)
  const topShown = useWantedWhenNear(topRef)
  const newShown = useWantedWhenNear(newRef)
  return (
    <div ref={hydrating} data-hydrating="" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <section className="max-w-3xl">
        <p className="text-sm font-bold tracking-wide text-accent uppercase">The Battle Cats {data.version} · every cat, every frame</p>
        <h1 className="mt-2 text-3xl font-black tracking-tight text-balance sm:text-5xl">The most accurate Battle Cats damage calculator and unit database</h1>
        <p className="mt-4 text-lg text-muted">
          Every cat form with an English name, compared on true DPS with talents, ultra talents, strengthen and every ability counted. Open any form to see how
          each number is reached, and keep your own lists with your levels.
        </p>
        <button
          type="button"
          onClick={unitSearch.open}
          onKeyDown={unitSearch.openTyping}
          onPointerEnter={unitSearch.prefetch}
          onFocus={unitSearch.prefetch}
          className="mt-6 flex w-full max-w-xl items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-left text-muted shadow-sm hover:border-accent"
          data-testid="home-search"
        >
          <Search className="size-5 shrink-0" aria-hidden="true" />
          <span className="flex-1">Search for any cat...</span>
          <kbd className="hidden rounded border border-line px-1.5 text-xs sm:inline">Ctrl K</kbd>
        </button>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to="/units" className={buttonClass('primary')}>
            <LineChart className="size-4" aria-hidden="true" /> Compare all units
          </Link>
          <Link to="/lists/$listId" params={{ listId: 'my-cats' }} className={buttonClass()}>
            <Cat className="size-4" aria-hidden="true" /> My Cats
          </Link>
        </div>
      </section>

      <section aria-labelledby="top-heading" className="mt-12">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id="top-heading" className="text-xl font-black sm:text-2xl">
              Strongest units right now
            </h2>
            <p className="text-sm text-muted">
              Top 10 cats by true DPS at max level, talents and treasures maxed, each by its best form against the enemies it is built for.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-semibold">
              <input
                type="checkbox"
                checked={strengthen}
                onChange={(event) => setStrengthen(event.target.checked)}
                className="size-4 accent-accent"
                data-testid="top-strengthen"
              />
              Count strengthen
            </label>
            <Link to="/units" className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline">
              See all units <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
        <ol ref={topRef} className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="top-units">
          {top.map((unit, index) => (
            <li key={`${unit.unitId}-${unit.formIndex}`}>
              <Link
                to="/unit/$unitId/$formIndex"
                params={{ unitId: padUnitId(unit.unitId), formIndex: String(unit.formIndex) }}
                // The page counts the unit as this list does: treasures maxed (the list is the same for every visitor), strengthen as chosen.
                search={{ strengthen: strengthen ? undefined : false, treasures: 'maxed' }}
                className="card flex items-center gap-2 p-3 hover:border-accent sm:gap-3"
              >
                <span className="w-5 shrink-0 text-center text-sm font-black text-muted tabular sm:w-6">{index + 1}</span>
                <UnitIcon unitId={unit.unitId} formIndex={unit.formIndex} className="size-10 shrink-0 sm:size-12" deferred={index >= FIRST_ROW && !topShown} />
                {/* On a phone the name wraps rather than cut: "Gre…" names no cat. */}
                <span className="min-w-0 flex-1">
                  <span className="block text-sm leading-snug font-semibold break-words sm:text-base" data-testid="top-name">
                    {unit.name}
                  </span>
                  <span className="block text-xs text-muted">
                    {RARITIES[unit.rarity]} · {FORM_LABELS[unit.formIndex]} · vs {unit.targetLabel}
                  </span>
                </span>
                <span className="shrink-0 text-right">
                  <span className="block text-sm font-black whitespace-nowrap text-accent tabular sm:text-base">
                    {unit.strengthenTrigger !== undefined ? (
                      <abbr
                        title={`Counts strengthen, which works only at ${unit.strengthenTrigger}% HP or below`}
                        className="mr-1 rounded bg-surface-2 px-1 align-baseline text-[0.65rem] font-bold text-muted no-underline"
                        data-testid="top-strengthen-mark"
                      >
                        S
                      </abbr>
                    ) : null}
                    <span data-testid="top-dps">{formatDps(unit.trueDps)}</span>
                  </span>
                  <span className="block text-[10px] tracking-wide text-muted uppercase">true DPS</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </section>

      {data.newest.length > 0 ? (
        <section aria-labelledby="new-heading" className="mt-12">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <h2 id="new-heading" className="text-xl font-black sm:text-2xl">
              New cats
            </h2>
            <Link
              to="/units"
              search={{ since: data.newest.at(-1)?.addedIn }}
              className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
            >
              Compare the new cats <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <ul ref={newRef} className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4" data-testid="new-units">
            {data.newest.map((unit) => (
              <li key={unit.unitId}>
                <Link
                  to="/unit/$unitId/$formIndex"
                  params={{ unitId: padUnitId(unit.unitId), formIndex: String(unit.formIndex) }}
                  className="card flex items-center gap-2 p-3 hover:border-accent"
                >
                  <UnitIcon unitId={unit.unitId} formIndex={unit.formIndex} className="size-10 shrink-0" deferred={!newShown} />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm leading-snug font-semibold break-words">{unit.name}</span>
                    <span className="block text-xs text-muted">
                      {RARITIES[unit.rarity]} · new in {unit.addedIn}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
