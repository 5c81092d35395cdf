import { memo, startTransition, useCallback, useEffect, useId, useMemo, useRef, useState, type SyntheticEvent } from 'react'
import { Link, useRouter } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useVirtualRows } from '../ui/use-virtual-rows.ts'
import { useHeaderBelowTopBar } from '../ui/use-header-below-top-bar.ts'
import { SpacerRow } from '../ui/SpacerRow'
import { moveAmongRadios } from '../ui/radio-keys.ts'
import { useFollowRowLink } from '../ui/follow-row-link.ts'
import { useSearchPatch } from '../ui/use-search-patch.ts'
import { clickedSortDirection } from '../ui/sort-click.ts'
import { useReadListsAhead } from '../lists/read-lists-ahead.ts'
import type { Enemy } from '../../domain/game-data/enemies.ts'
import { TRAIT_LABELS } from '../../domain/ability-vocabulary.ts'
import { sortCounters, type CounterSort } from '../../domain/enemies/counter-sort.ts'
import { countersAgainst, countersPrepared, prepareCountersAgainst } from '../../domain/enemies/counters.ts'
import { enemyReach } from '../../domain/enemies/enemy-reach.ts'
import type { Counter, CounterForm } from '../../domain/enemies/matchup.ts'
import { magnificationOf, MAX_MAGNIFICATION, MIN_MAGNIFICATION, unitSearchAgainst, type Magnification } from '../../domain/enemies/enemy-link.ts'
import { validMagnifications, type EnemyPageSearch } from '../../domain/enemies/enemy-search.ts'
import { enemyStats } from '../../domain/enemies/enemy-stats.ts'
import { explainKillTime, KILL_TIME_SIMPLIFICATION } from '../../domain/enemies/kill-explanation.ts'
import { defaultSettings } from '../../domain/settings/settings.ts'
import { settingsOfSavedCat, unitLinkSearchOf } from '../../domain/settings/saved-cat.ts'
import { countedTreasures, countedTreasuresNote, type CountedTreasures } from '../../domain/settings/account.ts'
import { useAccountTreasures } from '../../lib/account-store.ts'
import { useHydrated } from '../ui/use-hydrated.ts'
import type { PreparedCat } from '../../domain/stats/prepare.ts'
import { unitPath } from '../../domain/units.ts'
import { UNIT_ICONS, unitIconUrl, unknownUnitIconUrl } from '../../lib/icons.ts'
import { formatDecimal, formatDps, formatFrames, formatInteger, formatRange } from '../../lib/format.ts'
import { allUnitsQuery, dataVersionQuery } from '../../queries/units.ts'
import { catListsQuery, savedCatsQuery } from '../../queries/lists.ts'
import type { CatListSummary } from '../../browser-db/schema.ts'
import { yieldToBackground } from '../../queries/yield-to-main.ts'
import { NumberField } from '../ui/NumberField'
import { TextField } from '../ui/Field'
import { EnemyIcon } from './EnemyIcon'
import { KillStepList } from './KillSteps'
import { killTimeText } from '../../text/kill-time-text.ts'
import { ENEMY_IMMUNITY_LABELS, enemyAbilityLines } from '../../text/enemy-ability-text.ts'
import { COUNTER_COLUMNS, visibleCounters } from './counter-rows.ts'
import { EnemyAppearances } from '../stages/EnemyAppearances'
import { StageTeamSection } from '../stages/StageTeamSection'
import { enemyTeam } from '../../domain/enemies/enemy-team.ts'

type OnChange = (next: EnemyPageSearch) => void

// Memoized: when the URL catches up with a change already shown, the page is not rendered again
// (React would rewrite its inputs' attributes, and the router's idle work would run into the next frame).
export const EnemyPage = memo(function EnemyPage({ enemy, search, onChange }: { enemy: Enemy; search: EnemyPageSearch; onChange: OnChange }) {
  const valid = validMagnifications(search)
  const magnification = magnificationOf(valid)
  const change = useSearchPatch(search, onChange)
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-3 py-4 sm:px-6">
      <EnemyOverview
        enemy={enemy}
        magnification={magnification.magnification}
        attackMagnification={magnification.attackMagnification}
        explicitAttack={valid.attackMagnification}
        change={change}
      />
      <Counters enemy={enemy} magnification={magnification} search={search} onChange={onChange} change={change} />
      <EnemyAppearances enemyId={enemy.id} />
    </div>
  )
})

type Change = (patch: Partial<EnemyPageSearch>) => void

/** The enemy itself at the chosen magnification: header, magnification fields, stats and abilities. */
const EnemyOverview = memo(function EnemyOverview({
  enemy,
  magnification,
  attackMagnification,
  explicitAttack,
  change,
}: {
  enemy: Enemy
  magnification: number
  attackMagnification: number
  /** the attack magnification the URL sets apart from the HP one */
  explicitAttack: number | undefined
  change: Change
}) {
  const stats = useMemo(() => enemyStats(enemy, { magnification, attackMagnification }), [enemy, magnification, attackMagnification])
  const lines = enemyAbilityLines(enemy, stats)
  const setMagnification = (hp: number, attack: number) =>
    change({ magnification: hp === 100 ? undefined : hp, attackMagnification: attack === hp ? undefined : attack })
  return (
    <>
      <header className="flex items-start gap-3">
        <EnemyIcon enemyId={enemy.id} className="size-16 shrink-0" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs text-muted">
            <Link to="/enemies" className="hover:text-accent">
              Enemies
            </Link>{' '}
            · No. {enemy.id}
          </p>
          <h1 className="text-2xl font-black tracking-tight">{enemy.name}</h1>
          <p className="text-sm text-muted">
            {[
              ...enemy.traits.map((trait) => TRAIT_LABELS[trait]),
              enemy.specialType && enemy.specialType[0]!.toUpperCase() + enemy.specialType.slice(1),
              enemy.witch && 'Witch',
              enemy.eva && 'EVA Angel',
            ]
              .filter(Boolean)
              .join(' · ') || 'No trait'}
          </p>
          {enemy.description ? <p className="max-w-3xl text-sm">{enemy.description}</p> : null}
          {enemy.temporaryName ? (
            <p className="text-xs text-muted" data-testid="enemy-temporary-name">
              Temporary name: the English game has not named this enemy yet (BCU's list).
            </p>
          ) : null}
          {enemy.notModelled ? (
            <p className="text-xs text-muted" data-testid="enemy-not-modelled">
              Not modelled yet (not counted in the numbers): {enemy.notModelled.join(', ')}.
            </p>
          ) : null}
        </div>
      </header>
      <section className="card grid grid-cols-1 gap-3 p-3 sm:grid-cols-2" aria-label="Magnification">
        <NumberField
          label="HP magnification"
          value={magnification}
          min={MIN_MAGNIFICATION}
          max={MAX_MAGNIFICATION}
          suffix="%"
          testId="enemy-magnification"
          onCommit={(value) => setMagnification(value, explicitAttack ?? value)}
        />
        <NumberField
          label="Attack magnification"
          value={attackMagnification}
          min={MIN_MAGNIFICATION}
          max={MAX_MAGNIFICATION}
          suffix="%"
          testId="enemy-attack-magnification"
          onCommit={(value) => setMagnification(magnification, value)}
        />
      </section>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <section className="card p-3" aria-labelledby="enemy-stats">
          <h2 id="enemy-stats" className="mb-2 text-lg font-bold">
            Stats
          </h2>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm tabular sm:grid-cols-3" data-testid="enemy-stats">
            <Stat label="HP" value={formatInteger(stats.hp)} />
            <Stat label="Attack" value={formatInteger(stats.attack)} />
            <Stat label="DPS" value={formatDps(stats.dps)} />
            <Stat label="Range" value={formatInteger(enemy.range)} />
            <Stat label="Reach" value={formatRange(enemyReach(enemy))} />
            <Stat label="Speed" value={formatInteger(enemy.speed)} />
            <Stat label="Knockbacks" value={formatInteger(enemy.knockbacks)} />
            <Stat label="Attack type" value={enemy.areaAttack ? 'Area' : 'Single'} />
            <Stat label="Money" value={formatInteger(enemy.money)} />
          </dl>
          <h3 className="mt-3 mb-1 font-semibold">Attack cycle</h3>
          <ul className="text-sm tabular" data-testid="enemy-attack-cycle">
            {enemy.hits.map((hit, index) => (
              <li key={index}>
                Hit {index + 1}: {formatInteger(stats.hits[index] ?? 0)} damage at {formatFrames(hit.foreswing)}
                {hit.area
                  ? `, ${hit.area.width < 0 ? 'omni strike' : 'long distance'} ${formatRange(Math.min(hit.area.start, hit.area.start + hit.area.width))}–${formatRange(Math.max(hit.area.start, hit.area.start + hit.area.width))}`
                  : ''}
                {enemy.hits.length > 1 && !hit.procs ? ' (no effects)' : ''}
              </li>
            ))}
            <li>
              Attack cycle: {formatFrames(stats.cycleFrames)}
              {stats.cycleApproximate ? ' (approximate: backswing unknown)' : ''}
            </li>
          </ul>
        </section>
        <section className="card p-3" aria-labelledby="enemy-abilities">
          <h2 id="enemy-abilities" className="mb-2 text-lg font-bold">
            Abilities
          </h2>
          {lines.length === 0 && enemy.immunities.length === 0 ? <p className="text-sm text-muted">No special abilities.</p> : null}
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm" data-testid="enemy-abilities">
            {lines.map((line) => (
              <li key={line.key}>{line.text}</li>
            ))}
            {enemy.immunities.length > 0 ? <li>Immune to {enemy.immunities.map((immunity) => ENEMY_IMMUNITY_LABELS[immunity]).join(', ')}</li> : null}
          </ul>
        </section>
      </div>
    </>
  )
})

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2 border-b border-line py-1">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  )
}

const allFormsByData = new WeakMap<readonly PreparedCat[], Map<string, CounterForm[]>>()
/**
 * Every form at max, with the account's treasures where one is saved: one array per data set and
 * account, so switching back to all cats reuses its ranking work (countersAgainst keys it by this array).
 */
function allForms(prepared: readonly PreparedCat[], treasures: CountedTreasures | undefined): CounterForm[] {
  let byAccount = allFormsByData.get(prepared)
  if (!byAccount) allFormsByData.set(prepared, (byAccount = new Map()))
  const key = treasures ? JSON.stringify(treasures) : 'maxed'
  let forms = byAccount.get(key)
  if (!forms) {
    const settings = { ...defaultSettings, ...treasures }
    byAccount.set(key, (forms = prepared.flatMap((cat) => cat.forms.map((form) => ({ prepared: form, settings })))))
  }
  return forms
}

/**
 * The cats to rank: every listed form at max, or a saved list's cats at their levels and talents;
 * with the player's account, as on the unit pages the rows link to. Null until the page has
 * hydrated, when the account is known: the ranking is then worked out once.
 */
function useCounterForms(listId: string | undefined): { forms: CounterForm[] | null; error: string | null } {
  const version = useQuery(dataVersionQuery())
  const units = useQuery({ ...allUnitsQuery(version.data?.calculatorHash ?? '', { background: true }), enabled: version.data !== undefined })
  // IndexedDB lives in the browser: the server's empty answer must not stand in for it.
  const saved = useQuery({ ...savedCatsQuery(listId ?? ''), enabled: listId !== undefined, refetchOnMount: 'always' })
  const hydrated = useHydrated()
  const account = useAccountTreasures()
  return useMemo(() => {
    if (units.error) return { forms: null, error: 'The cats could not be loaded.' }
    const prepared = units.data?.prepared
    if (!prepared || !hydrated) return { forms: null, error: null }
    const treasures = countedTreasures(account)
    if (listId === undefined) return { forms: allForms(prepared, treasures), error: null }
    if (saved.error) return { forms: null, error: 'This list could not be read.' }
    if (!saved.data) return { forms: null, error: null }
    const byId = new Map<number, PreparedCat>(prepared.map((cat) => [cat.cat.id, cat]))
    const forms: CounterForm[] = []
    for (const savedCat of saved.data) {
      const cat = byId.get(savedCat.unitId)
      const form = cat?.forms.find((candidate) => candidate.form.formIndex === savedCat.formIndex)
      if (cat && form) forms.push({ prepared: form, settings: { ...settingsOfSavedCat(cat.cat, savedCat, 'your-levels'), ...treasures } })
    }
    return { forms, error: null }
  }, [units.data, units.error, listId, saved.data, saved.error, hydrated, account])
}

// Forms per slice of a first ranking: about 5 ms of work on this machine, 20 ms on a slow phone.
const RANKING_SLICE = 25
// A saved list this short is ranked at once (about 15 ms here): no "Ranking cats…" flashes on a switch.
const RANK_AT_ONCE = 250

/**
 * The forms, once their first ranking against this enemy has been worked out a slice at a time
 * (prepareCountersAgainst) at background priority, so that no single task holds the page for all of
 * them and input goes first; null until then.
 * A short list is ranked at once.
 */
function usePreparedForms(enemy: Enemy, forms: CounterForm[] | null, magnification: Magnification): CounterForm[] | null {
  const [done, setDone] = useState<{ enemy: Enemy; forms: CounterForm[] } | null>(null)
  const ready = forms !== null && (forms.length <= RANK_AT_ONCE || countersPrepared(enemy, forms) || (done?.enemy === enemy && done.forms === forms))
  // The fights at the page's magnification are prepared in slices too; a change meanwhile is read at their start.
  const latestMagnification = useRef(magnification)
  useEffect(() => {
    latestMagnification.current = magnification
  }, [magnification])
  useEffect(() => {
    if (forms === null || ready) return
    let current = true
    // Below the page's own facts, and long: input and painting go first, and the table's first
    // render is one React may interrupt.
    void prepareCountersAgainst(enemy, forms, yieldToBackground, RANKING_SLICE, () => latestMagnification.current).then(() => {
      if (current) startTransition(() => setDone({ enemy, forms }))
    })
    return () => {
      current = false
    }
  }, [enemy, forms, ready])
  return ready ? forms : null
}

function Counters({
  enemy,
  magnification,
  search,
  onChange,
  change,
}: {
  enemy: Enemy
  magnification: Magnification
  search: EnemyPageSearch
  onChange: OnChange
  change: Change
}) {
  const lists = useQuery({ ...catListsQuery(), refetchOnMount: 'always' })
  const counterForms = useCounterForms(search.list)
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
    <section className="flex flex-col gap-3" aria-labelledby="counters">
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
          intro={`From ${search.list === undefined ? 'every cat at max' : 'this list'}, against ${enemy.name} at ${formatInteger(magnification.magnification)}%: the fastest killer, a cat that targets its traits, then the next fastest killers, from the ranking below.`}
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

/** Which cats are ranked: all at max, or a saved list. Memoized apart from the fields, which the lists arriving leave alone. */
const CounterSource = memo(function CounterSource({ source, lists, change }: { source: string; lists: readonly CatListSummary[] | undefined; change: Change }) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-xs font-semibold text-muted">Cats</legend>
      <div className="flex flex-wrap gap-1" role="radiogroup" aria-label="Cats to rank" onKeyDown={moveAmongRadios}>
        <SourceButton active={source === 'all'} onClick={() => change({ list: undefined })} label="All cats at max" />
        {(lists ?? []).map((list) => (
          <SourceButton key={list.id} active={source === list.id} onClick={() => change({ list: list.id })} label={`${list.name} (${list.catCount})`} />
        ))}
      </div>
    </fieldset>
  )
})

/** The filters: memoized, so a sort, a new magnification or the saved lists arriving leave them alone. */
const CounterFilters = memo(function CounterFilters({
  query,
  setQuery,
  kills,
  outranges,
  change,
}: {
  query: string
  setQuery: (query: string) => void
  kills: boolean
  outranges: boolean
  change: Change
}) {
  return (
    <>
      <TextField
        label="Cat name"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Filter cats…"
        autoComplete="off"
        data-testid="counter-name-filter"
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={kills} onChange={(event) => change({ kills: event.target.checked ? true : undefined })} />
        Only cats that kill it
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={outranges} onChange={(event) => change({ outranges: event.target.checked ? true : undefined })} />
        Only cats that out-range it
      </label>
    </>
  )
})

function SourceButton({ active, onClick, label }: { active: boolean; onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={active}
      tabIndex={active ? 0 : -1}
      onClick={onClick}
      className={`min-h-9 max-w-full rounded-lg border px-2.5 text-left text-sm font-semibold wrap-anywhere ${active ? 'border-accent bg-accent-soft text-accent' : 'border-line hover:bg-surface-2'}`}
    >
      {label}
    </button>
  )
}

const ROW_HEIGHT = 56
// One row past each edge, as the compare table: every row rendered is laid out and painted again on each change.
const OVERSCAN = 1

function killText(counter: Counter): string {
  return killTimeText(counter.timeToKill, counter.killTime.reason)
}

const CountersTable = memo(function CountersTable({
  rows,
  sort,
  dir,
  onSort,
  enemy,
  magnification,
  listed,
}: {
  rows: readonly Counter[]
  sort: CounterSort
  dir: 'asc' | 'desc'
  onSort: (key: CounterSort) => void
  enemy: Enemy
  /** the magnification the cats were ranked at: the unit page counts the enemy at it too */
  magnification: Magnification
  /** the cats are a saved list's, each at its own levels, talents and orbs */
  listed: boolean
}) {
  const scrollRef = useRef<HTMLDivElement>(null)
  // An opened row's explanation is one more virtual row under it, the only one measured (the others are ROW_HEIGHT).
  const [openKey, setOpenKey] = useState<string | null>(null)
  const toggle = useCallback((key: string) => setOpenKey((current) => (current === key ? null : key)), [])
  const openIndex = openKey === null ? -1 : rows.findIndex((counter) => counterKey(counter) === openKey)
  const explained = openIndex === -1 ? -1 : openIndex + 1
  const measured = useMemo(() => (explained === -1 ? undefined : { getItemKey: (index: number) => (index === explained ? 'explanation' : index) }), [explained])
  const { items, paddingTop, paddingBottom, measureElement } = useVirtualRows(
    rows.length + (explained === -1 ? 0 : 1),
    scrollRef,
    ROW_HEIGHT,
    OVERSCAN,
    measured,
    'counters-table',
    rows,
  )
  const explanationId = useId()
  useHeaderBelowTopBar(scrollRef)
  const onTableClick = useFollowRowLink()
  const { stringifySearch } = useRouter().options
  // The unit page at this ranking's settings: against this enemy, strengthen left out as here (cats start at full HP),
  // and a listed cat at its levels, talents and orbs.
  const against = unitSearchAgainst(enemy.id, magnification)
  const plainHref = (counter: Counter) => unitPath(counter.unitId, counter.formIndex) + stringifySearch(against)
  const hrefOf = listed
    ? (counter: Counter) =>
        unitPath(counter.unitId, counter.formIndex) +
        stringifySearch({ ...unitLinkSearchOf(counter.calculation.prepared.cat, counter.calculation.settings), ...against })
    : plainHref
  return (
    // Its height is fixed: contained, a new ranking lays out and paints this box alone, not the page around it.
    <div
      ref={scrollRef}
      className="card relative h-[calc(100dvh-6rem)] min-h-96 scroll-pt-14 scroll-pl-40 overflow-auto overscroll-contain contain-strict sm:scroll-pl-60"
      tabIndex={0}
      role="region"
      aria-label="Counters table, scrollable"
      data-testid="counters-scroller"
      data-scroll-restoration-id="counters-table"
    >
      <table
        className="w-full border-separate border-spacing-0 text-sm tabular"
        aria-rowcount={rows.length + (explained === -1 ? 1 : 2)}
        onClick={onTableClick}
      >
        <CountersHead sort={sort} dir={dir} onSort={onSort} />
        <tbody>
          <SpacerRow height={paddingTop} columns={COUNTER_COLUMNS.length + 1} />
          {items.map((item) => {
            if (item.index === explained) {
              const counter = rows[openIndex]
              return counter ? (
                <CounterExplanation
                  key="explanation"
                  counter={counter}
                  enemy={enemy}
                  magnification={magnification}
                  id={explanationId}
                  rowIndex={item.index + 2}
                  index={item.index}
                  measureRef={measureElement}
                />
              ) : null
            }
            const rowIndex = explained !== -1 && item.index > explained ? item.index - 1 : item.index
            const counter = rows[rowIndex]
            // Keyed by position: a new ranking updates the cells of the rows in view in place.
            return counter ? (
              <CounterRow
                key={rowIndex}
                counter={counter}
                rowIndex={item.index + 2}
                href={hrefOf(counter)}
                open={rowIndex === openIndex}
                explanationId={explanationId}
                onToggle={toggle}
              />
            ) : null
          })}
          <SpacerRow height={paddingBottom} columns={COUNTER_COLUMNS.length + 1} />
        </tbody>
      </table>
      {rows.length === 0 ? <p className="p-6 text-center text-muted">No cat matches these filters.</p> : null}
    </div>
  )
})

const CountersHead = memo(function CountersHead({ sort, dir, onSort }: { sort: CounterSort; dir: 'asc' | 'desc'; onSort: (key: CounterSort) => void }) {
  return (
    <thead className="sticky top-[var(--under-bar,0px)] z-20 text-xs text-muted">
      <tr>
        <th scope="col" className="sticky left-0 z-30 min-w-40 bg-surface-2 px-3 py-2 text-left font-semibold sm:min-w-60">
          Cat
        </th>
        {COUNTER_COLUMNS.map((column) => (
          <th
            key={column.key}
            scope="col"
            aria-sort={sort === column.key ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
            className="bg-surface-2 px-2 py-2 text-right font-semibold"
          >
            <button
              type="button"
              title={column.title}
              onClick={() => onSort(column.key)}
              className={`rounded px-1 py-0.5 whitespace-nowrap hover:text-accent ${sort === column.key ? 'text-accent' : ''}`}
            >
              {column.label}
              {sort === column.key ? (dir === 'asc' ? ' ↑' : ' ↓') : ''}
            </button>
          </th>
        ))}
      </tr>
    </thead>
  )
})

const ROW_STYLE = { height: ROW_HEIGHT }
const ICON_PIXELS = UNIT_ICONS.small.size
const CELL = 'border-b border-line px-2 text-right'

function showUnknownIcon(event: SyntheticEvent<HTMLImageElement>) {
  const fallback = unknownUnitIconUrl('small')
  if (event.currentTarget.getAttribute('src') !== fallback) event.currentTarget.src = fallback
}

// Plain elements, one text per cell: every row in view is work on each ranking.
const CounterRow = memo(function CounterRow({
  counter,
  rowIndex,
  href,
  open,
  explanationId,
  onToggle,
}: {
  counter: Counter
  rowIndex: number
  href: string
  open: boolean
  explanationId: string
  onToggle: (key: string) => void
}) {
  // Positioned, each row paints on its own: a ranking that leaves a row as it was does not repaint it.
  return (
    <tr aria-rowindex={rowIndex} className="group relative" data-testid="counter-row" style={ROW_STYLE}>
      <th scope="row" className="sticky left-0 z-10 border-b border-line bg-surface px-3 text-left font-semibold group-hover:bg-surface-2">
        <a href={href} data-row-link="" className="flex items-center gap-2 hover:text-accent">
          <img
            src={unitIconUrl(counter.unitId, counter.formIndex, 'small')}
            alt=""
            width={ICON_PIXELS}
            height={ICON_PIXELS}
            decoding="async"
            loading="lazy"
            draggable={false}
            onError={showUnknownIcon}
            className="size-10 shrink-0 rounded-md object-contain"
          />
          <span className="line-clamp-2">{counter.name}</span>
        </a>
      </th>
      <td className={`${CELL} font-semibold`}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? explanationId : undefined}
          title="How this time to kill was reached"
          onClick={() => onToggle(counterKey(counter))}
          className="relative inline-flex min-h-9 items-center gap-1 rounded px-1 whitespace-nowrap hover:text-accent"
          data-testid="counter-time-toggle"
        >
          <span data-testid="counter-time">{killText(counter)}</span>
          <span aria-hidden="true" className={`text-xs text-muted transition-transform ${open ? 'rotate-180' : ''}`}>
            ▾
          </span>
          <span className="sr-only">{open ? ', hide how it was reached' : ', show how it was reached'}</span>
        </button>
      </td>
      <td className={CELL}>{formatDecimal(counter.damagePerCost)}</td>
      <td className={CELL}>{formatInteger(counter.hitsSurvived)}</td>
      <td className={CELL}>{formatDps(counter.trueDps)}</td>
      <td className={counter.outranges ? `${CELL} font-bold text-accent` : CELL} title={counter.outranges ? 'Out-ranges the enemy' : undefined}>
        {formatInteger(counter.range)}
        {counter.outranges ? <span className="sr-only"> (out-ranges it)</span> : null}
      </td>
      <td className={CELL}>{formatInteger(counter.cost)}</td>
    </tr>
  )
})

const counterKey = (counter: Counter) => `${counter.unitId}-${counter.formIndex}`

/** An opened row: how its time to kill was reached, worked out as it opens (the counter's own calculation, so it ends on the row's figure). */
function CounterExplanation({
  counter,
  enemy,
  magnification,
  id,
  rowIndex,
  index,
  measureRef,
}: {
  counter: Counter
  enemy: Enemy
  magnification: Magnification
  id: string
  rowIndex: number
  index: number
  measureRef: (element: Element | null) => void
}) {
  const steps = useMemo(() => explainKillTime(counter.calculation, enemy, enemyStats(enemy, magnification)).steps, [counter, enemy, magnification])
  return (
    <tr aria-rowindex={rowIndex} ref={measureRef} data-index={index} data-testid="counter-explanation">
      <td colSpan={COUNTER_COLUMNS.length + 1} className="border-b border-line bg-surface-2 p-0">
        {/* Held at the scroller's left edge and no wider than the screen: a wide table scrolled sideways keeps the steps in view. */}
        <div
          id={id}
          role="region"
          aria-label={`How ${counter.name}’s time to kill was reached`}
          className="sticky left-0 max-w-[calc(100vw-2rem)] p-3 text-left"
        >
          <p className="font-semibold">
            How {counter.name}’s {killText(counter)} was reached
          </p>
          <KillStepList steps={steps} className="mt-1" />
          <p className="mt-1 text-xs text-muted">{KILL_TIME_SIMPLIFICATION}</p>
        </div>
      </td>
    </tr>
  )
}
