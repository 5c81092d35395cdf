import { memo, useId, useMemo, type ReactNode } from 'react'
import type { StageEnemy } from '../../domain/stage/counters.ts'
import type { NoKillReason } from '../../domain/enemies/kill-time.ts'
import { KILL_TIME_SIMPLIFICATION } from '../../domain/enemies/kill-time-model.ts'
import type { CountedTreasures } from '../../domain/settings/account.ts'
import type { SavedLevelMode } from '../../domain/settings/saved-cat.ts'
import { sortStageRows, type StageSort } from '../../domain/stage/stage-sort.ts'
import { formatDps, formatInteger } from '../../text/format.ts'
import { killTimeText } from '../../text/kill-time-text.ts'
import { Button } from '../ui/Button'
import { SortHeaderCells, type SortColumn } from '../ui/SortHeaderCells'
import { UnitIcon } from '../search/UnitIcon'
import { StageRowExplanation } from './StageRowExplanation'
import type { StageUnitLink } from './stage-unit-link.ts'
import type { StageCountersAnswer } from './use-stage-counters.ts'

/** The ranking's rows shown at first, and how many more each "Show more" adds. */
export const FIRST_ROWS = 20

type Row = StageCountersAnswer['rows'][number]

/** The boss column: a time, "> 10 min" when it kills but slowly, or why it does not. */
const bossTime = (row: { bossSeconds: number; bossNoKill: NoKillReason | null }) => killTimeText(row.bossSeconds, row.bossNoKill)

/** All enemies: infinite when the boss is not killed (its reason) or another enemy takes no damage. */
const totalTime = (row: { bossSeconds: number; bossNoKill: NoKillReason | null; totalSeconds: number }) =>
  killTimeText(row.totalSeconds, Number.isFinite(row.bossSeconds) ? 'noDamage' : row.bossNoKill)

/** What the ranking leaves out and how it ranks, folded under the pickers. */
export function RankingSimplifications() {
  return (
    <details className="mt-3 text-sm text-muted">
      <summary className="cursor-pointer font-semibold">What the ranking simplifies</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="counter-simplifications">
        <li>
          Each enemy is met alone and once, standing in range, at the stage’s magnification; spawn timing, knockbacks and the cat’s movement are left out, and
          so are enemies that first come after 15 minutes (the time-up enemy).
        </li>
        <li>
          The boss (the enemy with the most HP when there is none) is worked out as on its enemy page: time to the killing hit with barriers, shields, metal and
          revives, and the boss’s attacks the cat survives.
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
  )
}

/** What an opened row's steps are rebuilt from: the input the shown ranking was asked with. */
export type RankingInput = { listCats: string | null; levelMode: SavedLevelMode; treasures: CountedTreasures | undefined }

type StageRankingProps = {
  data: StageCountersAnswer
  sort: StageSort
  dir: 'asc' | 'desc'
  onSort: (key: StageSort) => void
  /** how many rows are shown */
  shown: number
  onShowMore: () => void
  /** the opened row's key (unit, form and candidate) */
  openRow: string | null
  onOpenRow: (key: string | null) => void
  /** the ranking is this page's own answer, not the last one kept in view while it is worked out */
  shownHere: boolean
  unitLink: StageUnitLink
  input: RankingInput
}

/**
 * The same ranking drawn the same way: a team's choice (a lean, a lock) draws the answer again with the
 * same rows. The callbacks are left out: they read nothing but the values compared here, the address
 * (onSort reads it as the click finds it) and the component's own state setters.
 */
function sameRanking(a: StageRankingProps, b: StageRankingProps): boolean {
  return (
    a.data === b.data &&
    a.sort === b.sort &&
    a.dir === b.dir &&
    a.shown === b.shown &&
    a.openRow === b.openRow &&
    a.shownHere === b.shownHere &&
    sameRankingInput(a.input, b.input)
  )
}

/** The same input, whether or not the same object: the page makes it anew on each render. */
export function sameRankingInput(a: RankingInput, b: RankingInput): boolean {
  return a.listCats === b.listCats && a.levelMode === b.levelMode && a.treasures === b.treasures
}

/**
 * The ranking: the cats ranked against the stage's enemies, sorted by a column header, the first
 * rows and "Show more"; a row's time opens to how it was reached.
 */
export const StageRanking = memo(function StageRanking({
  data,
  sort,
  dir,
  onSort,
  shown,
  onShowMore,
  openRow,
  onOpenRow,
  shownHere,
  unitLink,
  input,
}: StageRankingProps) {
  // A stage without a boss is ranked on its toughest enemy: the columns name it rather than call it a boss.
  const lead = data.enemies[data.bossIndex]
  const leadName = lead && !lead.boss ? lead.name : null
  const rows = useMemo(() => sortStageRows(data.rows, sort, dir === 'desc' ? 'best' : 'worst', data.bossIndex), [data.rows, sort, dir, data.bossIndex])
  const explanationId = useId()
  return (
    <>
      <h3 className="mt-6 font-bold">Ranking</h3>
      <p className="text-sm text-muted">
        {formatInteger(data.candidates)} {data.candidates === 1 ? 'cat' : 'cats'} ranked against{' '}
        {data.enemies.map((enemy) => `${enemy.name}${enemy.boss ? ' (boss)' : ''}`).join(', ')}. Open a time in the {leadName ?? 'boss'} column to see how it
        was reached.
      </p>
      <p className="text-sm text-muted" data-testid="counter-simplification">
        {KILL_TIME_SIMPLIFICATION}
      </p>
      <div className="mt-2 overflow-x-auto rounded-xl border border-line">
        <table className="w-full min-w-[36rem] text-sm" data-testid="counter-table">
          <RankingHead leadName={leadName} sort={sort} dir={dir} onSort={onSort} />
          <tbody>
            {rows.slice(0, shown).map((row, index) => {
              const key = `${row.unitId}-${row.formIndex}-${row.candidate}`
              const open = openRow === key && shownHere && lead !== undefined
              return (
                <RankingRow
                  key={`${row.unitId}-${row.formIndex}-${index}`}
                  row={row}
                  place={index + 1}
                  bossIndex={data.bossIndex}
                  leadName={leadName}
                  href={unitLink(row, true)}
                  enabled={shownHere}
                  open={open}
                  onToggle={() => onOpenRow(open ? null : key)}
                  explanationId={explanationId}
                >
                  {open && lead ? <RowExplanation id={explanationId} row={row} lead={lead} input={input} /> : null}
                </RankingRow>
              )
            })}
          </tbody>
        </table>
      </div>
      {shown < data.rows.length && (
        <Button className="mt-3" onClick={onShowMore}>
          Show more
        </Button>
      )}
    </>
  )
}, sameRanking)

/** The header: the place, the cat, and a sort button per column, named for the enemy the ranking is measured on. */
function RankingHead({ leadName, sort, dir, onSort }: { leadName: string | null; sort: StageSort; dir: 'asc' | 'desc'; onSort: (key: StageSort) => void }) {
  return (
    <thead className="bg-surface-2 text-left">
      <tr>
        <th scope="col" className="px-3 py-2">
          #
        </th>
        <th scope="col" className="px-3 py-2">
          Cat
        </th>
        <SortHeaderCells columns={stageColumns(leadName ?? 'Boss')} sort={sort} dir={dir} onSort={onSort} className="px-2 py-2 text-right" />
      </tr>
    </thead>
  )
}

/** A cat's row: its place, icon and name, its boss time (a toggle for how it was reached), and its other figures; under it, opened, the steps. */
function RankingRow({
  row,
  place,
  bossIndex,
  leadName,
  href,
  enabled,
  open,
  onToggle,
  explanationId,
  children,
}: {
  row: Row
  place: number
  bossIndex: number
  leadName: string | null
  href: string
  /** the time opens (the ranking is this page's own answer) */
  enabled: boolean
  open: boolean
  onToggle: () => void
  explanationId: string
  /** the opened row's steps */
  children: ReactNode
}) {
  return (
    <>
      <tr className="border-t border-line" data-testid="counter-row">
        <td className="px-3 py-2 text-muted">{place}</td>
        <th scope="row" className="px-3 py-1 text-left font-semibold">
          <a href={href} data-row-link="" className="flex items-center gap-2 hover:text-accent">
            <UnitIcon unitId={row.unitId} formIndex={row.formIndex} loading="lazy" className="size-10 shrink-0" />
            <span className="line-clamp-2">{row.name}</span>
          </a>
        </th>
        <td className="px-1 py-1 text-right tabular-nums">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? explanationId : undefined}
            disabled={!enabled}
            title="How this time to kill was reached"
            onClick={onToggle}
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
          {formatDps(row.trueDps[bossIndex] ?? 0)}
        </td>
        <td className="px-3 py-2 text-right tabular-nums">{formatDps(row.dpsPerCost)}</td>
        <td className="px-3 py-2 text-right tabular-nums" title={`Effective HP against ${leadName ?? 'the boss'}: ${formatInteger(row.survival)}`}>
          {row.hitsSurvived === null ? `${formatInteger(row.survival)} HP` : formatInteger(row.hitsSurvived)}
        </td>
      </tr>
      {children}
    </>
  )
}

/** An opened row's steps, a row of their own under it. */
function RowExplanation({ id, row, lead, input }: { id: string; row: Row; lead: StageEnemy; input: RankingInput }) {
  return (
    <tr data-testid="counter-explanation">
      <td colSpan={7} className="border-t border-line bg-surface-2 p-0 text-sm">
        {/* Held at the scroller's left edge and no wider than the screen: a table scrolled sideways keeps the steps in view. */}
        <div id={id} role="region" aria-label={`How ${row.name}’s time to kill was reached`} className="sticky left-0 max-w-[calc(100vw-2rem)] p-3">
          <StageRowExplanation
            name={row.name}
            time={bossTime(row)}
            candidate={row.candidate}
            lead={lead}
            listCats={input.listCats}
            levelMode={input.levelMode}
            treasures={input.treasures}
          />
        </div>
      </td>
    </tr>
  )
}

/** The ranking's sortable columns, named for the enemy it is measured on (the boss, or the toughest enemy). */
function stageColumns(lead: string): SortColumn<StageSort>[] {
  return [
    { key: 'boss', label: `${lead} killed in`, title: `Time to kill ${lead === 'Boss' ? 'the boss' : lead}` },
    { key: 'total', label: 'All enemies in', title: 'Time to kill one of each enemy, one after another' },
    { key: 'trueDps', label: 'True DPS', title: `True DPS against ${lead === 'Boss' ? 'the boss' : lead}` },
    { key: 'dpsPerCost', label: 'DPS per 100 cost', title: 'True DPS per 100¢ of cost' },
    { key: 'hitsSurvived', label: `${lead} hits survived`, title: `Hits of ${lead === 'Boss' ? 'the boss' : lead} the cat survives` },
  ]
}
