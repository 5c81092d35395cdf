import { memo, useId, useState, type ReactNode } from 'react'
import { SlidersHorizontal } from 'lucide-react'
import { TRAITS, type Trait } from '../../domain/game-data/vocabulary.ts'
import { ABILITY_CATALOG, type AbilityFilterKey } from '../../domain/compare/abilities.ts'
import { TRAIT_LABELS } from '../../domain/ability-vocabulary.ts'
import { Button } from '../ui/Button'
import { Chip, MatchToggle } from './Chip'
import type { OnFilterChange } from './filter-patch.ts'
import { sameProps } from './same-props.ts'
import { SpriteIcon } from './SpriteIcon'
import { TraitIcon } from './TraitIcon'

// A shared element, which React does not render again.
const FILTERS_ICON = <SlidersHorizontal className="size-4" aria-hidden="true" />

function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value]
}

/** Chips for rarities or forms, by their place in the game's list. */
export const IndexChips = memo(function IndexChips({
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
  onChange: OnFilterChange
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
export const SinceSelect = memo(function SinceSelect({
  versions,
  selected,
  onChange,
}: {
  versions: readonly string[]
  selected: string | null
  onChange: OnFilterChange
}) {
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

export const TraitChips = memo(function TraitChips({
  selected,
  match,
  onChange,
}: {
  selected: readonly Trait[]
  match: 'any' | 'all'
  onChange: OnFilterChange
}) {
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

export const AbilityChips = memo(function AbilityChips({
  selected,
  match,
  onChange,
}: {
  selected: readonly AbilityFilterKey[]
  match: 'any' | 'all'
  onChange: OnFilterChange
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
