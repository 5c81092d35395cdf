import { memo, useId, useMemo, useState, type ReactNode } from 'react'
import { Search, SlidersHorizontal, X } from 'lucide-react'
import type { Enemy } from '../../domain/game-data/model.ts'
import { RARITIES, TRAITS, type Trait } from '../../domain/game-data/vocabulary.ts'
import { ABILITY_CATALOG, type AbilityFilterKey } from '../../domain/compare/abilities.ts'
import { TARGET_OPTIONS, type CompareSearch, type CompareView } from '../../domain/compare/compare-search.ts'
import { FORM_LABELS } from '../../domain/units.ts'
import { TRAIT_LABELS } from '../../domain/trait-labels.ts'
import { Chip, MatchToggle } from './Chip'
import { SpriteIcon } from './SpriteIcon'
import { TraitIcon } from './TraitIcon'

const TARGET_LABELS: Record<(typeof TARGET_OPTIONS)[number], string> = {
  ...TRAIT_LABELS,
  best: 'Best match',
  anyTrait: 'Any trait',
  behemoth: 'Behemoth',
  colossus: 'Colossus',
  sage: 'Sage',
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
  level: 'max' | number
  talents: boolean
  target: CompareSearch['target']
  strengthen: boolean
}>

// Memoized: the deferred table render after a keystroke changes nothing here.
export const CompareFilters = memo(function CompareFilters({
  view,
  name,
  onName,
  onChange,
  onReset,
  enemies,
  targetValue,
}: {
  view: CompareView
  name: string
  onName: (name: string) => void
  onChange: (patch: FilterPatch) => void
  onReset: () => void
  enemies: readonly Enemy[]
  targetValue: string
}) {
  const [showAbilities, setShowAbilities] = useState(view.abilities.length > 0)
  // Phones see the name filter and open the rest on demand; wide screens always show everything.
  const [showFilters, setShowFilters] = useState(false)
  const activeFilters = view.rarity.length + view.form.length + view.traits.length + view.abilities.length + (view.q ? 1 : 0)

  return (
    <section aria-label="Filters and settings" className="card flex flex-col gap-4 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <label className="relative min-w-0 flex-1 basis-56">
          <span className="sr-only">Filter by name</span>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
          <input
            type="search"
            value={name}
            onChange={(event) => onName(event.target.value)}
            placeholder="Filter by name…"
            className="input pl-9"
            data-testid="name-filter"
          />
        </label>
        <button
          type="button"
          className="btn lg:hidden"
          aria-expanded={showFilters}
          aria-controls="compare-filter-body"
          onClick={() => setShowFilters((shown) => !shown)}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filters & settings{activeFilters > 0 ? ` (${activeFilters})` : ''}
        </button>
        {activeFilters > 0 ? (
          <button type="button" onClick={onReset} className="btn btn-ghost text-muted">
            <X className="size-4" aria-hidden="true" /> Clear filters
          </button>
        ) : null}
      </div>

      <div id="compare-filter-body" className={`${showFilters ? 'flex' : 'hidden'} flex-col gap-4 lg:flex`}>
      <div className="grid gap-4 lg:grid-cols-[2fr_3fr]">
      <div className="flex flex-col gap-4">
      <FilterGroup label="Rarity">
        {RARITIES.map((rarity, index) => (
          <Chip key={rarity} pressed={view.rarity.includes(index)} onToggle={() => onChange({ rarity: toggled(view.rarity, index) })}>
            {rarity}
          </Chip>
        ))}
      </FilterGroup>

      <FilterGroup label="Form">
        {FORM_LABELS.map((form, index) => (
          <Chip key={form} pressed={view.form.includes(index)} onToggle={() => onChange({ form: toggled(view.form, index) })}>
            {form}
          </Chip>
        ))}
      </FilterGroup>
      </div>

      <FilterGroup label="Effective against" extra={<MatchToggle label="Trait" value={view.traitMatch} onChange={(traitMatch) => onChange({ traitMatch })} />}>
        {TRAITS.map((trait) => (
          <Chip key={trait} pressed={view.traits.includes(trait)} onToggle={() => onChange({ traits: toggled(view.traits, trait) })}>
            <TraitIcon trait={trait} label="" size={16} />
            <span>{TRAIT_LABELS[trait]}</span>
          </Chip>
        ))}
      </FilterGroup>
      </div>

      <div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="btn btn-ghost -ml-2"
            aria-expanded={showAbilities}
            aria-controls="ability-filters"
            onClick={() => setShowAbilities((shown) => !shown)}
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            Abilities{view.abilities.length > 0 ? ` (${view.abilities.length})` : ''}
          </button>
          {showAbilities ? <MatchToggle label="Ability" value={view.abilityMatch} onChange={(abilityMatch) => onChange({ abilityMatch })} /> : null}
        </div>
        {showAbilities ? (
          <div id="ability-filters" className="mt-2 flex flex-wrap gap-1.5">
            {ABILITY_CATALOG.map((info) => (
              <Chip key={info.key} pressed={view.abilities.includes(info.key)} onToggle={() => onChange({ abilities: toggled(view.abilities, info.key) })}>
                {info.icon ? <SpriteIcon name={info.icon} label="" size={16} /> : null}
                {info.label}
              </Chip>
            ))}
          </div>
        ) : null}
      </div>

      <div className="grid grid-cols-1 gap-3 border-t border-line pt-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
          Level
          <select
            className="input"
            value={String(view.level)}
            onChange={(event) => onChange({ level: event.target.value === 'max' ? 'max' : Number(event.target.value) })}
            data-testid="level-setting"
          >
            <option value="max">Max level of each unit</option>
            {LEVEL_CHOICES.map((level) => (
              <option key={level} value={level}>
                Level {level} (capped at max)
              </option>
            ))}
            {typeof view.level === 'number' && !LEVEL_CHOICES.includes(view.level as (typeof LEVEL_CHOICES)[number]) ? (
              <option value={view.level}>Level {view.level}</option>
            ) : null}
          </select>
        </label>
        <TargetPicker enemies={enemies} value={targetValue} onChange={(target) => onChange({ target })} />
        <Switch label="Talents and ultra talents" checked={view.talents} onChange={(talents) => onChange({ talents })} testId="talents-setting" />
        <Switch label="Count strengthen" checked={view.strengthen} onChange={(strengthen) => onChange({ strengthen })} testId="strengthen-setting" />
      </div>
      </div>
    </section>
  )
})

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
  const enemyOptions = useMemo(() => [...enemies].sort((a, b) => a.name.localeCompare(b.name)), [enemies])
  // Hundreds of options: the same element every render, so React never walks them again.
  const enemyNames = useMemo(
    () => (
      <datalist id="enemy-names">
        {enemyOptions.map((enemy) => (
          <option key={enemy.id} value={enemy.name} />
        ))}
      </datalist>
    ),
    [enemyOptions],
  )
  const selectedEnemy = value.startsWith('enemy-') ? enemies.find((enemy) => `enemy-${enemy.id}` === value) : undefined
  const [enemyQuery, setEnemyQuery] = useState(selectedEnemy?.name ?? '')
  // The suggestions (hundreds of names) join the page when the search is first used, not in the
  // server's HTML: the page would parse, lay out and hydrate them on every visit.
  const [suggest, setSuggest] = useState(false)

  const pickEnemy = (text: string) => {
    setEnemyQuery(text)
    const enemy = enemyOptions.find((candidate) => candidate.name.toLowerCase() === text.trim().toLowerCase())
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
      {suggest ? enemyNames : null}
    </div>
  )
}
