import { memo, useState } from 'react'
import { Search, SlidersHorizontal, X } from 'lucide-react'
import type { Enemy } from '../../domain/game-data/model.ts'
import { RARITIES } from '../../domain/game-data/vocabulary.ts'
import type { CompareView } from '../../domain/compare/compare-search.ts'
import { FORM_LABELS } from '../../domain/units.ts'
import { Button } from '../ui/Button'
import type { TreasureSource } from '../../domain/settings/account.ts'
import { CompareSettings } from './CompareSettings'
import type { OnFilterChange } from './filter-patch.ts'
import { AbilityChips, IndexChips, SinceSelect, TraitChips } from './FilterGroups'
import { useHasNameFilter, useNameFilter, type NameFilterStore } from './name-filter-store.ts'
import { sameProps } from './same-props.ts'

type CompareFiltersProps = {
  view: CompareView
  /** the name filter's text, ahead of the URL */
  nameStore: NameFilterStore
  /** the player comes to the name field (points at it or focuses it) */
  onNameIntent: () => void
  onChange: OnFilterChange
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
  onChange: OnFilterChange
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
      <CompareSettings
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
