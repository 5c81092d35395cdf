import { memo, useId, useMemo, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Search, SlidersHorizontal, X } from 'lucide-react'
import type { Enemy } from '../../domain/game-data/model.ts'
import { RARITIES, TRAITS, type Trait } from '../../domain/game-data/vocabulary.ts'
import { ABILITY_CATALOG, type AbilityFilterKey } from '../../domain/compare/abilities.ts'
import { TARGET_OPTIONS, type CompareSearch, type CompareView } from '../../domain/compare/compare-search.ts'
import { FORM_LABELS } from '../../domain/units.ts'
import { enemiesByName, enemyNamed } from '../../domain/enemies/enemy-names.ts'
import { SPECIAL_TYPE_LABELS, TRAIT_LABELS } from '../../domain/ability-vocabulary.ts'
import { Chip, MatchToggle } from './Chip'
import { SpriteIcon } from './SpriteIcon'
import { TraitIcon } from './TraitIcon'
import { Button } from '../ui/Button'
import { catListsQuery } from '../../queries/lists.ts'
import type { CatListSummary } from '../../browser-db/schema.ts'
import { SelectField } from '../ui/Field'
import type { TreasureSource } from '../../domain/settings/account.ts'
import { useHasNameFilter, useNameFilter, type NameFilterStore } from './name-filter-store.ts'

const TARGET_LABELS: Record<(typeof TARGET_OPTIONS)[number], string> = {
  ...TRAIT_LABELS,
  ...SPECIAL_TYPE_LABELS,
  best: 'Best match',
  anyTrait: 'Any trait',
  base: 'Enemy base',
}

const LEVEL_CHOICES = [30, 50, 60, 70, 80, 90, 100, 130] as const

function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value]
}

export type FilterPatch = Partial<{
  rarity: number[]
  form: number[]
  traits: Trait[]
  traitMatch: 'any' | 'all'
  abilities: AbilityFilterKey[]
  abilityMatch: 'any' | 'all'
  /** cats added in this version or later; null = any */
  since: string | null
  level: 'max' | number
  /** a saved list's id: its cats at their saved levels */
  levelList: string
  talents: boolean
  target: CompareSearch['target']
  strengthen: boolean
  orbs: 'none' | 'best'
  treasures: TreasureSource
}>

type OnChange = (patch: FilterPatch) => void

type CompareFiltersProps = {
  view: CompareView
  /** the name filter's text, ahead of the URL */
  nameStore: NameFilterStore
  /** the player comes to the name field (points at it or focuses it) */
  onNameIntent: () => void
  onChange: OnChange
  onReset: () => void
  enemies: readonly Enemy[]
  targetValue: string
  orbs: 'none' | 'best'
  treasureSource: TreasureSource
  /** the game versions the update layers bring, for the "New since" filter */
  newVersions: readonly string[]
}

/**
 * The name field on its own: a keystroke renders it alone (it reads the name from the store), and
 * the URL catching up with a keystroke, which renders the card again, leaves it alone.
 */
const NameFilter = memo(function NameFilter({ store, onIntent }: { store: NameFilterStore; onIntent: () => void }) {
  const name = useNameFilter(store)
  return (
    <label className="relative min-w-0 flex-1 basis-56">
      <span className="sr-only">Filter by name</span>
      {SEARCH_ICON}
      <input
        type="search"
        value={name}
        onChange={(event) => store.set(event.target.value)}
        onFocus={onIntent}
        onPointerEnter={onIntent}
        placeholder="Filter by name…"
        className="input pl-9"
        data-testid="name-filter"
      />
    </label>
  )
})

/**
 * The filter card, which a sort leaves alone. Its first row (the name filter) answers every
 * keystroke; the rest is FilterBody, whose groups render again only when their own filter or
 * setting changes.
 */
export const CompareFilters = memo(function CompareFilters({
  view,
  nameStore,
  onNameIntent,
  onChange,
  onReset,
  enemies,
  targetValue,
  orbs,
  treasureSource,
  newVersions,
}: CompareFiltersProps) {
  // Phones see the name filter and open the rest on demand; wide screens always show everything.
  const [showFilters, setShowFilters] = useState(false)
  const hasName = useHasNameFilter(nameStore)
  const activeFilters = view.rarity.length + view.form.length + view.traits.length + view.abilities.length + (hasName ? 1 : 0) + (view.since ? 1 : 0)

  return (
    <section aria-label="Filters and settings" className="card flex flex-col gap-4 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <NameFilter store={nameStore} onIntent={onNameIntent} />
        <Button className="lg:hidden" aria-expanded={showFilters} aria-controls="compare-filter-body" onClick={() => setShowFilters((shown) => !shown)}>
          {FILTERS_ICON}
          Filters & settings{activeFilters > 0 ? ` (${activeFilters})` : ''}
        </Button>
        {/* On wide screens always laid out, invisible while there is nothing to clear: the first
            keystroke or chip then neither narrows the name field under the player's typing nor
            builds the button. On a phone it sits on a line of its own, so it only shows when needed. */}
        <Button
          onClick={(event) => {
            // The button hides once there is nothing to clear: the focus goes to the name field, not the page.
            const nameField = event.currentTarget.closest('section')?.querySelector<HTMLInputElement>('input[type="search"]')
            onReset()
            nameField?.focus()
          }}
          variant="ghost"
          className={`text-muted ${activeFilters > 0 ? '' : 'invisible max-lg:hidden'}`}
        >
          {CLEAR_ICON} Clear filters
        </Button>
      </div>
      <FilterBody
        open={showFilters}
        view={view}
        onChange={onChange}
        enemies={enemies}
        targetValue={targetValue}
        orbs={orbs}
        treasureSource={treasureSource}
        newVersions={newVersions}
      />
    </section>
  )
}, sameCardProps)

// Shared elements, which React does not render again on a keystroke.
const SEARCH_ICON = <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
const FILTERS_ICON = <SlidersHorizontal className="size-4" aria-hidden="true" />
const CLEAR_ICON = <X className="size-4" aria-hidden="true" />

/** The card shows no sort and takes the name apart from the view: a sort renders nothing here. */
function sameCardProps(before: CompareFiltersProps, after: CompareFiltersProps): boolean {
  const { view: a, ...rest } = before
  const { view: b, ...restAfter } = after
  return sameProps(rest, restAfter) && sameProps({ ...a, sort: b.sort, dir: b.dir, q: b.q, target: b.target }, b)
}

/**
 * Props equal when each is the same, or an array with the same items: every URL change makes a
 * new view, whose lists mostly hold what they held. A group renders again only when its own
 * filter or setting changes, not on a sort, a keystroke or another group's change.
 */
function sameProps<P extends object>(before: P, after: P): boolean {
  return (Object.keys(after) as (keyof P)[]).every((key) => {
    const x = before[key]
    const y = after[key]
    if (Object.is(x, y)) return true
    return Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((value, index) => value === y[index])
  })
}

function FilterBody({
  open,
  view,
  onChange,
  enemies,
  targetValue,
  orbs,
  treasureSource,
  newVersions,
}: {
  open: boolean
  view: CompareView
  onChange: OnChange
  enemies: readonly Enemy[]
  targetValue: string
  orbs: 'none' | 'best'
  treasureSource: TreasureSource
  newVersions: readonly string[]
}) {
  return (
    <div id="compare-filter-body" className={`${open ? 'flex' : 'hidden'} flex-col gap-4 lg:flex`}>
      <div className="grid gap-4 lg:grid-cols-[2fr_3fr]">
        <div className="flex flex-col gap-4">
          <IndexChips label="Rarity" field="rarity" names={RARITIES} selected={view.rarity} onChange={onChange} />
          {/* Beside the form chips, not a row of its own: the table's first rows stay on the first screen. */}
          <IndexChips
            label="Form"
            field="form"
            names={FORM_LABELS}
            selected={view.form}
            onChange={onChange}
            extra={newVersions.length > 0 ? <SinceSelect versions={newVersions} selected={view.since} onChange={onChange} /> : undefined}
          />
        </div>
        <TraitChips selected={view.traits} match={view.traitMatch} onChange={onChange} />
      </div>
      <AbilityChips selected={view.abilities} match={view.abilityMatch} onChange={onChange} />
      <Settings
        level={view.level}
        levelList={view.levelList}
        talents={view.talents}
        strengthen={view.strengthen}
        enemies={enemies}
        targetValue={targetValue}
        orbs={orbs}
        treasureSource={treasureSource}
        onChange={onChange}
      />
    </div>
  )
}

const IndexChips = memo(function IndexChips({
  label,
  field,
  names,
  selected,
  onChange,
  extra,
}: {
  label: string
  field: 'rarity' | 'form'
  names: readonly string[]
  selected: readonly number[]
  onChange: OnChange
  extra?: ReactNode
}) {
  return (
    <FilterGroup label={label} extra={extra}>
      {names.map((name, index) => (
        <Chip key={name} pressed={selected.includes(index)} onToggle={() => onChange({ [field]: toggled(selected, index) })}>
          {name}
        </Chip>
      ))}
    </FilterGroup>
  )
}, sameProps)

/** "New since": the cats one game update or a later one brought; "any version" shows every cat. */
const SinceSelect = memo(function SinceSelect({ versions, selected, onChange }: { versions: readonly string[]; selected: string | null; onChange: OnChange }) {
  return (
    <select
      aria-label="New since"
      className="ml-auto rounded-md border border-line bg-surface px-1.5 py-0.5 text-xs font-semibold"
      value={selected ?? ''}
      onChange={(event) => onChange({ since: event.target.value === '' ? null : event.target.value })}
    >
      <option value="">New since: any version</option>
      {versions.map((version) => (
        <option key={version} value={version}>
          New since {version.replace(/\.0$/, '')}
        </option>
      ))}
    </select>
  )
}, sameProps)

const TraitChips = memo(function TraitChips({ selected, match, onChange }: { selected: readonly Trait[]; match: 'any' | 'all'; onChange: OnChange }) {
  return (
    <FilterGroup label="Effective against" extra={<MatchToggle label="Trait" value={match} onChange={(traitMatch) => onChange({ traitMatch })} />}>
      {TRAITS.map((trait) => (
        <Chip key={trait} pressed={selected.includes(trait)} onToggle={() => onChange({ traits: toggled(selected, trait) })}>
          <TraitIcon trait={trait} label="" size={16} />
          <span>{TRAIT_LABELS[trait]}</span>
        </Chip>
      ))}
    </FilterGroup>
  )
}, sameProps)

const AbilityChips = memo(function AbilityChips({
  selected,
  match,
  onChange,
}: {
  selected: readonly AbilityFilterKey[]
  match: 'any' | 'all'
  onChange: OnChange
}) {
  const [showAbilities, setShowAbilities] = useState(selected.length > 0)
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          className="-ml-2"
          aria-expanded={showAbilities}
          aria-controls="ability-filters"
          onClick={() => setShowAbilities((shown) => !shown)}
        >
          {FILTERS_ICON}
          Abilities{selected.length > 0 ? ` (${selected.length})` : ''}
        </Button>
        {showAbilities ? <MatchToggle label="Ability" value={match} onChange={(abilityMatch) => onChange({ abilityMatch })} /> : null}
      </div>
      {showAbilities ? (
        <div id="ability-filters" className="mt-2 flex flex-wrap gap-1.5">
          {ABILITY_CATALOG.map((info) => (
            <Chip
              key={info.key}
              title={info.wording}
              pressed={selected.includes(info.key)}
              onToggle={() => onChange({ abilities: toggled(selected, info.key) })}
            >
              {info.icon ? <SpriteIcon name={info.icon} label="" size={16} /> : null}
              {info.label}
            </Chip>
          ))}
        </div>
      ) : null}
    </div>
  )
}, sameProps)

const LIST_LEVEL = 'list:'
const NO_LISTS: readonly CatListSummary[] = []

const Settings = memo(function Settings({
  level,
  levelList,
  talents,
  strengthen,
  enemies,
  targetValue,
  orbs,
  treasureSource,
  onChange,
}: {
  level: CompareView['level']
  levelList: string | undefined
  talents: boolean
  strengthen: boolean
  enemies: readonly Enemy[]
  targetValue: string
  orbs: 'none' | 'best'
  treasureSource: TreasureSource
  onChange: OnChange
}) {
  const lists = useQuery(catListsQuery()).data ?? NO_LISTS
  return (
    <div className="grid grid-cols-1 gap-3 border-t border-line pt-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        label="Level"
        labelClassName="flex flex-col gap-1 text-xs font-semibold text-muted"
        value={levelList === undefined ? String(level) : LIST_LEVEL + levelList}
        onChange={(event) => {
          const value = event.target.value
          if (value.startsWith(LIST_LEVEL)) onChange({ levelList: value.slice(LIST_LEVEL.length) })
          else onChange({ level: value === 'max' ? 'max' : Number(value) })
        }}
        data-testid="level-setting"
      >
        <option value="max">Max level of each unit</option>
        {LEVEL_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            Level {choice} (capped at max)
          </option>
        ))}
        {typeof level === 'number' && !LEVEL_CHOICES.includes(level as (typeof LEVEL_CHOICES)[number]) ? (
          <option value={level}>Level {level} (capped at max)</option>
        ) : null}
        {listLevelOptions(lists, levelList)}
      </SelectField>
      <TargetPicker enemies={enemies} value={targetValue} onChange={(target) => onChange({ target })} />
      <Switch label="Talents and ultra talents" checked={talents} onChange={(checked) => onChange({ talents: checked })} testId="talents-setting" />
      <Switch label="Count strengthen" checked={strengthen} onChange={(checked) => onChange({ strengthen: checked })} testId="strengthen-setting" />
      <SelectField
        label="Talent orbs"
        labelClassName="flex flex-col gap-1 text-xs font-semibold text-muted"
        value={orbs}
        onChange={(event) => onChange({ orbs: event.target.value === 'best' ? 'best' : 'none' })}
        data-testid="orbs-setting"
      >
        <option value="none">No orbs</option>
        <option value="best">Best orb for the target</option>
      </SelectField>
      <SelectField
        label="Treasures"
        labelClassName="flex flex-col gap-1 text-xs font-semibold text-muted"
        value={treasureSource}
        onChange={(event) => onChange({ treasures: event.target.value === 'maxed' ? 'maxed' : 'account' })}
        data-testid="treasures-setting"
      >
        <option value="account">With my account</option>
        <option value="maxed">Maxed</option>
      </SelectField>
    </div>
  )
})

/**
 * "Your levels from a list": one choice per saved list (read from this browser after hydration).
 * The chosen list's option keeps its key while its name loads, so the select keeps it selected.
 */
function listLevelOptions(lists: readonly CatListSummary[], levelList: string | undefined) {
  const options = lists.map((list) => ({ id: list.id, label: `Your levels: ${list.name} (${list.catCount})` }))
  if (levelList !== undefined && !lists.some((list) => list.id === levelList)) options.push({ id: levelList, label: 'Your levels: a saved list' })
  return (
    <optgroup label="Your levels from a list">
      {options.map((option) => (
        <option key={option.id} value={LIST_LEVEL + option.id}>
          {option.label}
        </option>
      ))}
    </optgroup>
  )
}

function FilterGroup({ label, extra, children }: { label: string; extra?: ReactNode; children: ReactNode }) {
  const labelId = useId()
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        <span id={labelId} className="text-xs font-semibold tracking-wide text-muted uppercase">
          {label}
        </span>
        {extra}
      </div>
      <div className="flex flex-wrap gap-1.5">{children}</div>
    </div>
  )
}

function Switch({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange: (checked: boolean) => void; testId: string }) {
  return (
    <label className="flex items-center justify-between gap-3 rounded-lg border border-line px-3 py-2 text-sm font-semibold sm:self-end">
      {label}
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-(--color-accent)"
        data-testid={testId}
      />
    </label>
  )
}

function TargetPicker({ enemies, value, onChange }: { enemies: readonly Enemy[]; value: string; onChange: (target: CompareSearch['target']) => void }) {
  // Sorted once per enemy list (the server renders every page from the same one), not per render.
  const enemyOptions = useMemo(() => enemiesByName(enemies), [enemies])
  const selectedEnemy = value.startsWith('enemy-') ? enemies.find((enemy) => `enemy-${enemy.id}` === value) : undefined
  const [enemyQuery, setEnemyQuery] = useState(selectedEnemy?.name ?? '')
  // The box follows the target when it changes elsewhere (a preset chosen, Back): React's "adjust state while rendering".
  const [shownFor, setShownFor] = useState(value)
  if (shownFor !== value) {
    setShownFor(value)
    setEnemyQuery(selectedEnemy?.name ?? '')
  }
  // The suggestions (hundreds of names) join the page when the search is first used, not in the
  // server's HTML: the page would parse, lay out and hydrate them on every visit.
  const [suggest, setSuggest] = useState(false)
  // Hundreds of options: the same element every render, so React never walks them again; built
  // only once the search is used (never on the server).
  const enemyNames = useMemo(
    () =>
      suggest ? (
        <datalist id="enemy-names">
          {enemyOptions.map((enemy) => (
            <option key={enemy.id} value={enemy.name} />
          ))}
        </datalist>
      ) : null,
    [enemyOptions, suggest],
  )

  const pickEnemy = (text: string) => {
    setEnemyQuery(text)
    const enemy = enemyNamed(enemyOptions, text)
    if (enemy) onChange(`enemy-${enemy.id}`)
  }

  return (
    <div className="flex flex-col gap-1 text-xs font-semibold text-muted">
      <label htmlFor="target-setting">Target</label>
      <select
        id="target-setting"
        className="input"
        value={value.startsWith('enemy-') ? 'enemy' : value}
        onChange={(event) => {
          if (event.target.value === 'enemy') return
          onChange(event.target.value === 'best' ? undefined : (event.target.value as CompareSearch['target']))
        }}
        data-testid="target-setting"
      >
        {TARGET_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {TARGET_LABELS[option]}
          </option>
        ))}
        <option value="enemy" disabled={!selectedEnemy}>
          {selectedEnemy ? `Enemy: ${selectedEnemy.name}` : 'A game enemy (search below)'}
        </option>
      </select>
      <label className="sr-only" htmlFor="enemy-search">
        Search a game enemy
      </label>
      <input
        id="enemy-search"
        list="enemy-names"
        className="input"
        placeholder="…or search an enemy"
        value={enemyQuery}
        onFocus={() => setSuggest(true)}
        onPointerEnter={() => setSuggest(true)}
        onChange={(event) => {
          setSuggest(true)
          pickEnemy(event.target.value)
        }}
        data-testid="enemy-search"
      />
      {enemyNames}
    </div>
  )
}
