import { useId, useMemo } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { calculateForm } from '../../domain/calculate-form.ts'
import { comboEffectText, type ComboList } from '../../domain/combos/combo-list.ts'
import { comboTotals, LINEUP_ROW, LINEUP_SLOTS, lineupCombos } from '../../domain/combos/lineup.ts'
import type { Cat } from '../../domain/game-data/model.ts'
import type { SavedLevelMode, SavedLevels } from '../../domain/settings/saved-cat.ts'
import { rosterForm, rosterSettings, savedCatLinkSearch } from '../../domain/settings/roster.ts'
import { useAccountTreasures } from '../../browser/account-store.ts'
import { padUnitId } from '../../domain/units.ts'
import { formatDps, formatInteger, formatSeconds, formLabel } from '../../text/format.ts'
import { combosQuery } from '../../queries/units.ts'
import { preparedCatOf } from '../lists/saved-cat-stats.ts'
import { UnitIcon } from '../search/UnitIcon'

const NO_COMBOS: ComboList = {
  version: '',
  effects: [],
  strengths: [],
  combos: [],
  unitNames: {},
}

/** A lineup slot's cat: its saved levels and form, with the unit once loaded (null: not in the data; undefined: loading). */
export type LineupSlot = SavedLevels & {
  unitId: number
  formIndex: number
  cat: Cat | null | undefined
}

type Props = {
  slots: readonly (LineupSlot | null)[]
  levelMode: SavedLevelMode
  /** where the lineup can be changed (a list's page): a slot's tile opens the choice for that slot */
  onChooseSlot?: (index: number) => void
}

/** The lineup in two rows of five, its active combos and near-misses, the total cost and each cat's numbers with the combos. */
export function LineupView({ slots, levelMode, onChooseSlot }: Props) {
  const padded = Array.from({ length: LINEUP_SLOTS }, (_, i) => slots[i] ?? null)
  // An empty lineup has no combos to find: the list page then asks for no combo data at all.
  const empty = padded.every((slot) => slot === null)
  const combos = useQuery({ ...combosQuery(), enabled: !empty })
  const list = empty ? NO_COMBOS : combos.data
  return (
    <div className="flex flex-col gap-4" data-testid="lineup">
      <div className="flex max-w-xl flex-col gap-2">
        {[0, 1].map((row) => (
          <div key={row}>
            <p className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">{row === 0 ? 'First row (makes combos)' : 'Second row'}</p>
            <ol className="grid grid-cols-5 gap-1.5 sm:gap-2" aria-label={row === 0 ? 'First row' : 'Second row'}>
              {padded.slice(row * LINEUP_ROW, row * LINEUP_ROW + LINEUP_ROW).map((slot, i) => (
                <li key={i} className="min-w-0">
                  {onChooseSlot ? (
                    <button
                      type="button"
                      onClick={() => onChooseSlot(row * LINEUP_ROW + i)}
                      aria-label={`Slot ${row * LINEUP_ROW + i + 1}: ${slot === null ? 'empty' : slotName(slot)}. Choose its cat`}
                      className="block h-full w-full rounded-lg hover:ring-2 hover:ring-accent focus-visible:ring-2 focus-visible:ring-accent"
                      data-testid="lineup-slot-button"
                    >
                      <SlotCard slot={slot} position={row * LINEUP_ROW + i + 1} inButton />
                    </button>
                  ) : (
                    <SlotCard slot={slot} position={row * LINEUP_ROW + i + 1} />
                  )}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
      {list ? (
        <LineupNumbers list={list} slots={padded} levelMode={levelMode} />
      ) : combos.isError ? (
        <p role="alert" className="text-sm text-danger">
          The combos could not be loaded: {combos.error.message}
        </p>
      ) : (
        <p className="text-sm text-muted" aria-busy="true">
          Loading combos…
        </p>
      )}
    </div>
  )
}

function slotName(slot: LineupSlot): string {
  if (slot.cat === undefined) return 'Loading…'
  if (slot.cat === null) return `Unknown cat (no. ${slot.unitId})`
  return slot.cat.forms.find((form) => form.formIndex === slot.formIndex)?.name ?? slot.cat.forms[0]?.name ?? ''
}

function SlotCard({
  slot,
  position,
  inButton = false,
}: {
  slot: LineupSlot | null
  position: number
  /** inside the slot's button, which names it */
  inButton?: boolean
}) {
  if (slot === null) {
    return (
      <div
        className="grid h-full min-h-16 place-items-center rounded-lg border border-dashed border-line text-xs text-muted"
        role={inButton ? undefined : 'group'}
        aria-label={inButton ? undefined : `Slot ${position}: empty`}
      >
        {position}
      </div>
    )
  }
  const name = slotName(slot)
  // A shared link may name a form the cat lacks: its first form's picture, as its name.
  const shownForm = slot.cat && !slot.cat.forms.some((form) => form.formIndex === slot.formIndex) ? (slot.cat.forms[0]?.formIndex ?? 0) : slot.formIndex
  return (
    <div
      className="flex h-full min-h-16 min-w-0 flex-col items-center gap-1 rounded-lg border border-line bg-surface px-0.5 py-1 text-center"
      data-testid="lineup-slot"
    >
      <UnitIcon unitId={slot.unitId} formIndex={shownForm} className="size-10 sm:size-12" />
      <span className="line-clamp-2 w-full text-[10px] leading-tight font-semibold break-words min-[400px]:text-[11px] sm:text-xs">{name}</span>
    </div>
  )
}

function LineupNumbers({ list, slots, levelMode }: { list: ComboList; slots: readonly (LineupSlot | null)[]; levelMode: SavedLevelMode }) {
  const account = useAccountTreasures()
  const result = useMemo(() => {
    const { active, nearMisses } = lineupCombos(list, slots)
    const totals = comboTotals(active)
    const rows = slots.flatMap((slot, index) => {
      if (!slot?.cat) return []
      const prepared = preparedCatOf(slot.cat)
      const form = rosterForm(prepared, slot.formIndex, 'first')
      if (!form) return []
      // As the list's own rows count it: the account's treasures at "your levels", maxed at "max".
      const base = rosterSettings({ saved: { cat: slot.cat, levels: slot, levelMode }, account })
      const plain = calculateForm(form, base)
      const withCombos = calculateForm(form, {
        ...base,
        combos: totals.applied,
      })
      return [
        {
          index,
          unitId: slot.unitId,
          formIndex: form.form.formIndex,
          name: form.form.name,
          link: savedCatLinkSearch(slot.cat, slot, levelMode),
          plain,
          withCombos,
        },
      ]
    })
    const cost = rows.reduce((sum, row) => sum + row.withCombos.stats.cost, 0)
    return { active, nearMisses, totals, rows, cost }
  }, [list, slots, levelMode, account])
  const applied = new Set(Object.keys(result.totals.applied))
  const captionId = useId()

  return (
    <>
      <p className="text-sm" data-testid="lineup-cost">
        Total cost: <strong>{formatInteger(result.cost)}¢</strong>
      </p>
      <div>
        <h3 className="text-base font-black">Active combos</h3>
        {result.active.length === 0 ? (
          <p className="text-sm text-muted">None: put every cat of a combo in the first row.</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="active-combos">
            {result.active.map((combo) => (
              <li key={combo.id}>
                <strong>{combo.name}</strong>: {comboEffectText(list, combo)}{' '}
                <span className="text-muted">{applied.has(combo.effect) ? '(in the numbers below)' : '(not a number this page shows)'}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {result.nearMisses.length > 0 ? (
        <div>
          <h3 className="text-base font-black">One cat short</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="near-misses">
            {result.nearMisses.map(({ combo, missing, formTooLow }) => (
              <li key={combo.id}>
                <strong>{combo.name}</strong> ({comboEffectText(list, combo)}): {formTooLow ? 'needs ' : 'add '}
                {missing.name === null ? (
                  `unknown cat no. ${missing.unitId}`
                ) : (
                  <Link
                    to="/unit/$unitId/$formIndex"
                    params={{
                      unitId: padUnitId(missing.unitId),
                      formIndex: String(missing.formIndex),
                    }}
                    className="font-semibold text-accent hover:underline"
                  >
                    {missing.name}
                  </Link>
                )}{' '}
                <span className="text-muted">({formLabel(missing.formIndex)} or later)</span>
                {formTooLow ? ' in the first row' : ' to the first row'}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.rows.length > 0 ? (
        <div>
          <p className="mb-1 text-sm text-muted" id={captionId}>
            {levelMode === 'max'
              ? 'At max level and talents, treasures maxed'
              : account === null
                ? 'At your levels, treasures maxed'
                : 'At your levels, treasures from your account'}
            , with the active combos; the number without them is below when they change it.
          </p>
          {/* Below sm each row is a card (the table's parts become blocks and a grid): true DPS,
              cooldown and cost first, each with its own label, and nothing scrolls sideways. */}
          <div className="sm:overflow-x-auto">
            <table className="w-full text-sm max-sm:block sm:min-w-[34rem]" data-testid="lineup-numbers" aria-describedby={captionId}>
              <thead className="max-sm:hidden">
                <tr className="border-b border-line text-left text-xs tracking-wide text-muted uppercase">
                  <th scope="col" className="py-1 pr-2">
                    Cat
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right">
                    HP
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right">
                    Attack
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right">
                    True DPS
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right">
                    Cooldown
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Cost
                  </th>
                </tr>
              </thead>
              <tbody className="max-sm:block">
                {result.rows.map((row) => (
                  <tr
                    key={row.index}
                    className="border-b border-line/60 align-top max-sm:grid max-sm:grid-cols-3 max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:py-2"
                    data-testid="lineup-row"
                  >
                    <th scope="row" className="py-1.5 pr-2 text-left font-semibold max-sm:col-span-3 max-sm:p-0">
                      <Link
                        to="/unit/$unitId/$formIndex"
                        params={{
                          unitId: padUnitId(row.unitId),
                          formIndex: String(row.formIndex),
                        }}
                        search={row.link}
                        className="hover:underline"
                      >
                        {row.name}
                      </Link>
                      <span className="block text-xs font-normal text-muted">
                        Lv {row.withCombos.level.level}+{row.withCombos.level.plusLevel}
                        {row.index >= LINEUP_ROW ? ' · second row' : ''}
                      </span>
                    </th>
                    <NumberCell
                      label="HP"
                      value={formatInteger(row.withCombos.stats.hp)}
                      before={formatInteger(row.plain.stats.hp)}
                      testId="lineup-hp"
                      laterOnPhone
                    />
                    <NumberCell
                      label="Attack"
                      value={formatInteger(sum(row.withCombos.stats.hits))}
                      before={formatInteger(sum(row.plain.stats.hits))}
                      testId="lineup-attack"
                      laterOnPhone
                    />
                    <NumberCell label="True DPS" value={formatDps(row.withCombos.trueDps)} before={formatDps(row.plain.trueDps)} testId="lineup-dps" />
                    <NumberCell
                      label="Cooldown"
                      value={formatSeconds(row.withCombos.stats.cooldownFrames)}
                      before={formatSeconds(row.plain.stats.cooldownFrames)}
                      testId="lineup-cooldown"
                    />
                    <NumberCell
                      label="Cost"
                      value={formatInteger(row.withCombos.stats.cost)}
                      before={formatInteger(row.plain.stats.cost)}
                      testId="lineup-cat-cost"
                      last
                    />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </>
  )
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0)
}

function NumberCell({
  label,
  value,
  before,
  testId,
  laterOnPhone = false,
  last = false,
}: {
  /** the column's name, shown in the cell itself where the rows are cards */
  label: string
  value: string
  before: string
  testId: string
  /** on a phone's card, after true DPS, cooldown and cost */
  laterOnPhone?: boolean
  /** the last column: no gap to its right */
  last?: boolean
}) {
  return (
    <td
      className={`py-1.5 text-right tabular-nums max-sm:min-w-0 max-sm:p-0 max-sm:text-left ${last ? '' : 'pr-2'} ${laterOnPhone ? 'max-sm:order-last' : ''}`}
    >
      <span className="block text-[11px] font-semibold tracking-wide text-muted uppercase sm:hidden">{label}</span>
      <span className="block" data-testid={testId}>
        <span className={`whitespace-nowrap ${value === before ? '' : 'font-semibold text-accent'}`}>{value}</span>
        {value === before ? null : (
          <span className="block text-xs text-muted">
            without: <span className="whitespace-nowrap">{before}</span>
          </span>
        )}
      </span>
    </td>
  )
}
