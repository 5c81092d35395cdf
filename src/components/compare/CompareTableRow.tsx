import { memo } from 'react'
import { RARITIES, type Trait } from '../../domain/game-data/vocabulary.ts'
import { abilityInfo, type AbilityFilterKey } from '../../domain/compare/abilities.ts'
import { rowAbilities, rowTraitEffects, type CompareRow } from '../../domain/compare/compare-rows.ts'
import { EFFECTIVENESS_LABELS } from '../../domain/compare/trait-effectiveness.ts'
import { FORM_LABELS } from '../../domain/units.ts'
import { UNIT_ICONS, unitIconUrl } from '../../icons/icons.ts'
import { TRAIT_LABELS, traitIcon } from '../../domain/ability-vocabulary.ts'
import { MAIN_LIST, MENU_ICON, SAVE_ICON, SAVED_ICON } from '../lists/AddToListButton'
import { spriteRow } from '../../icons/icon-sprite.ts'
import { formatDps, formatInteger, formatSeconds } from '../../text/format.ts'
import { showUnknownIcon } from '../search/UnitIcon'
import { iconSegments, type CellIcon } from './icon-segments.tsx'

export const ROW_HEIGHT = 60
const MAX_ABILITY_ICONS = 6
// Icons per strip: a cell's strips wrap onto a second line where the table is squeezed, so every
// column fits a 1280 px screen (a strip is one element and cannot wrap itself).
const TRAITS_PER_STRIP = 5
const ABILITIES_PER_STRIP = 3

const cell = 'border-b border-line px-1.5 text-right whitespace-nowrap'
// Icon cells may wrap between strips (never inside one): two lines of icons fit a row.
const ICON_CELL = 'border-b border-line px-1.5 leading-6'
const STRENGTHEN_MARK = 'S'
const strengthenTitles = new Map<number, string>()
/** One string per trigger, so rows on screen share it. */
function strengthenTitle(trigger: number): string {
  let title = strengthenTitles.get(trigger)
  if (title === undefined) {
    title = `Counts strengthen, which works only at ${trigger}% HP or below. Click to leave strengthen out.`
    strengthenTitles.set(trigger, title)
  }
  return title
}
const strengthenLabels = new Map<number, string>()
/** The name starts with the mark's visible letter, so voice control finds the button by what it shows. */
function strengthenLabel(trigger: number): string {
  let label = strengthenLabels.get(trigger)
  if (label === undefined) {
    label = `${STRENGTHEN_MARK}: ${strengthenTitle(trigger)}`
    strengthenLabels.set(trigger, label)
  }
  return label
}
const ROW_STYLE = { height: ROW_HEIGHT }
const ICON_PIXELS = UNIT_ICONS.small.size
// Light buttons, without borders or transitions: painting them is part of every update.
const SAVE_BUTTON = 'inline-flex size-8 items-center justify-center bg-accent-soft text-accent hover:bg-accent hover:text-on-accent'
// A form already in a list: the button is filled and names the lists.
const SAVED_BUTTON = 'inline-flex size-8 items-center justify-center bg-accent text-on-accent hover:bg-accent/85'

// Every element here is work on each sort, filter and setting change, for every row on screen:
// the row keeps to plain elements, one text per cell where it can.
export const CompareTableRow = memo(function CompareTableRow({
  row,
  href,
  rowIndex,
  highlightTraits,
  isNew,
  menuId,
  savedIn,
}: {
  row: CompareRow
  href: string
  rowIndex: number
  highlightTraits: readonly Trait[]
  /** the cat came out after the English dump we started from */
  isNew: boolean
  /** the list menu's id while it is open for this row */
  menuId: string | undefined
  /** the names of the lists that hold this form */
  savedIn: string | undefined
}) {
  const abilities = rowAbilities(row)
  const extraAbilities = abilities.length - MAX_ABILITY_ICONS
  // Positioned, each row paints as a layer of its own: a keystroke that changes two rows
  // repaints those two, where the browser otherwise repaints the whole table.
  return (
    <tr className="group relative" style={ROW_STYLE} aria-rowindex={rowIndex} data-testid="compare-row">
      <th scope="row" className="sticky left-0 z-10 border-b border-line bg-surface px-2 text-left font-normal group-hover:bg-surface-2">
        <a href={href} data-row-link="" className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-2 py-1">
          <img
            src={unitIconUrl(row.unitId, row.formIndex, 'small')}
            alt=""
            width={ICON_PIXELS}
            height={ICON_PIXELS}
            decoding="async"
            loading="lazy"
            draggable={false}
            onError={showUnknownIcon}
            className="row-span-2 size-10 rounded-md object-contain sm:size-11"
          />
          <span
            className="line-clamp-2 self-end text-[13px] leading-4 font-semibold break-words text-text group-hover:text-accent sm:text-sm sm:leading-tight"
            data-testid="unit-name"
          >
            {isNew ? (
              <span
                className="mr-1 rounded bg-accent px-1 py-px align-[1px] text-[10px] font-bold tracking-wide text-white uppercase"
                title={`New in ${row.addedIn}`}
              >
                New
              </span>
            ) : null}
            {row.name}
          </span>
          <span className="self-start truncate text-xs text-muted">
            {`${RARITIES[row.rarity]} · ${FORM_LABELS[row.formIndex]}`}
            {row.baseFormName ? <span className="hidden sm:inline">{` · ${row.baseFormName}`}</span> : null}
          </span>
        </a>
      </th>
      <td className={`${cell} font-bold text-accent`}>
        {row.strengthenTrigger !== undefined ? (
          <button
            type="button"
            data-strengthen=""
            className="mr-1 rounded bg-surface-2 px-1 align-baseline text-[0.65rem] font-bold text-muted hover:bg-accent-soft hover:text-accent"
            title={strengthenTitle(row.strengthenTrigger)}
            aria-label={strengthenLabel(row.strengthenTrigger)}
          >
            {STRENGTHEN_MARK}
          </button>
        ) : null}
        <span data-testid="true-dps">{formatDps(row.trueDps)}</span>
      </td>
      <td className={cell}>{formatDps(row.dps)}</td>
      <td className={cell}>
        {formatInteger(row.attack)}
        {row.hits > 1 ? <span className="ml-0.5 text-xs text-muted">×{row.hits}</span> : null}
      </td>
      <td className={cell}>{formatInteger(row.hp)}</td>
      <td className={cell}>{formatInteger(row.range)}</td>
      <td className={cell}>{formatSeconds(row.cycle)}</td>
      <td className={cell}>{formatSeconds(row.cooldown)}</td>
      <td className={cell}>{formatInteger(row.cost)}</td>
      <td className={cell}>{row.speed}</td>
      <td className={cell}>{row.knockbacks}</td>
      <td className={ICON_CELL}>{iconSegments(traitIcons(row, highlightTraits), TRAITS_PER_STRIP)}</td>
      <td className={ICON_CELL}>
        {iconSegments(abilityIcons(abilities), ABILITIES_PER_STRIP)}
        {extraAbilities > 0 ? (
          <span
            className="align-middle text-xs text-muted"
            title={abilities
              .slice(MAX_ABILITY_ICONS)
              .map((key) => abilityInfo(key)?.label)
              .join(', ')}
          >
            {`+${extraAbilities}`}
          </span>
        ) : null}
      </td>
      <td className="border-b border-line px-1.5 whitespace-nowrap">
        {/* Answered by the table (onTableClick), which knows the row from aria-rowindex. */}
        {savedIn === undefined ? (
          <button
            type="button"
            data-save="main"
            className={`${SAVE_BUTTON} rounded-l-md`}
            aria-label={`Add to ${MAIN_LIST.name}`}
            title={`Add to ${MAIN_LIST.name}`}
          >
            {SAVE_ICON}
          </button>
        ) : (
          <button
            type="button"
            data-save="main"
            data-saved-in={savedIn}
            className={`${SAVED_BUTTON} rounded-l-md`}
            aria-label={`Add to ${MAIN_LIST.name} (saved in ${savedIn})`}
            title={`Saved in ${savedIn}`}
          >
            {SAVED_ICON}
          </button>
        )}
        <button
          type="button"
          data-save="menu"
          className={`${SAVE_BUTTON} ml-px rounded-r-md`}
          aria-label="Choose a list"
          aria-haspopup="menu"
          aria-expanded={menuId !== undefined}
          aria-controls={menuId}
        >
          {MENU_ICON}
        </button>
      </td>
    </tr>
  )
})

function traitIcons(row: CompareRow, highlightTraits: readonly Trait[]): CellIcon[] {
  const traitEffects = rowTraitEffects(row)
  return row.targets.map((trait) => {
    const effects = traitEffects[trait] ?? []
    const highlighted = highlightTraits.includes(trait)
    return {
      icon: traitIcon(trait),
      label: `${TRAIT_LABELS[trait]}: ${effects.map((effect) => EFFECTIVENESS_LABELS[effect]).join(', ')}`,
      highlighted,
      // A trait the filter asks for is framed, and named by its effect where the unit has several.
      after: highlighted && effects.length > 1 ? EFFECTIVENESS_LABELS[effects[0] ?? 'targets'] : undefined,
    }
  })
}

function abilityIcons(abilities: readonly AbilityFilterKey[]): CellIcon[] {
  return abilities.slice(0, MAX_ABILITY_ICONS).flatMap((key) => {
    const info = abilityInfo(key)
    return info ? [{ icon: info.icon && spriteRow(info.icon) !== null ? info.icon : null, label: info.label }] : []
  })
}
