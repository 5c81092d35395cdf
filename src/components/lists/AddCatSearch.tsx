import { useId, useState, type KeyboardEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../browser/toast.ts'
import { Plus, Search } from 'lucide-react'
import type { CatList } from '../../browser-db/index.ts'
import { FORM_LABELS, type UnitMetadata } from '../../domain/units.ts'
import { addCatMutation } from '../../queries/lists.ts'
import { unitQuery } from '../../queries/units.ts'
import { useUnitSearchResults } from '../search/use-unit-search-results.ts'
import { UnitIcon } from '../search/UnitIcon'
import { showError } from './show-error.ts'
import { isOffline } from '../../pwa/offline-notice.ts'
import { NO_HIGHLIGHT, moveHighlight } from '../search/listbox-highlight.ts'

const SHOWN_RESULTS = 8

/**
 * Adds a cat without leaving the list: the same search as Ctrl+K, each result a button that
 * saves that form at its max level with every talent at max (the levels are edited in its row).
 */
export function AddCatSearch({ list }: { list: CatList }) {
  const [query, setQuery] = useState('')
  const inputId = useId()
  // The names download once the player types, not with every list page.
  const search = useUnitSearchResults(query, query.trim() !== '')
  const queryClient = useQueryClient()
  const add = useMutation(addCatMutation(queryClient))
  // Set while the cat's level caps download too, so a second click does not add it twice.
  const [adding, setAdding] = useState(false)
  const [highlight, setHighlight] = useState(NO_HIGHLIGHT)
  const shown = search.status === 'ready' ? search.results.slice(0, SHOWN_RESULTS) : []
  const activeIndex = highlight < shown.length ? highlight : NO_HIGHLIGHT
  const optionId = (index: number) => `${inputId}-cat-${index}`

  const addUnit = async (unit: UnitMetadata) => {
    if (adding) return
    setAdding(true)
    try {
      // The cat's own caps, not the store's upper bounds: the saved levels travel in exports and share links.
      const { unit: cat } = await queryClient.fetchQuery(unitQuery(unit.unitId))
      if (!cat) throw new Error(`No cat has the number ${unit.unitId} any more`)
      await add.mutateAsync({
        listId: list.id,
        cat: { unitId: unit.unitId, formIndex: unit.formIndex, level: cat.maxBaseLevel, plusLevel: cat.maxPlusLevel, talentLevels: [] },
      })
      toast.success(`Added ${unit.name} to ${list.name}`)
      setQuery('')
      setHighlight(NO_HIGHLIGHT)
    } catch (error) {
      showError(error)
    } finally {
      setAdding(false)
    }
  }

  // Enter adds the highlighted cat, or the only match; among several it first highlights the top one,
  // as adding a cat the player did not pick would change their list.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setHighlight(moveHighlight(activeIndex, shown.length, event.key === 'ArrowDown' ? 1 : -1))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const chosen = shown[activeIndex] ?? (shown.length === 1 ? shown[0] : undefined)
      if (chosen) void addUnit(chosen)
      else if (shown.length > 1) setHighlight(0)
    }
  }

  return (
    <section aria-label="Add a cat" className="card mt-5 p-3 sm:p-4" data-testid="add-cat">
      <label htmlFor={inputId} className="text-sm font-bold">
        Add a cat to this list
      </label>
      <div className="relative mt-2">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          id={inputId}
          type="search"
          className="input w-full pl-9"
          placeholder="Search a cat by name…"
          autoComplete="off"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setHighlight(NO_HIGHLIGHT)
          }}
          onKeyDown={handleKeyDown}
          aria-activedescendant={activeIndex === NO_HIGHLIGHT ? undefined : optionId(activeIndex)}
          enterKeyHint="done"
        />
      </div>
      {search.status === 'loading' ? <p className="mt-2 text-sm text-muted">Loading cat names…</p> : null}
      {search.status === 'error' ? (
        isOffline() ? (
          <p className="mt-2 text-sm text-muted">You are offline, and the cat names are not saved on this device yet. They load once you are back online.</p>
        ) : (
          <p className="mt-2 text-sm text-danger">Cat names could not be loaded.</p>
        )
      ) : null}
      {search.status === 'ready' ? (
        search.results.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No cat matches “{query}”.</p>
        ) : (
          <ul className="mt-2 grid gap-1 sm:grid-cols-2" aria-label="Matching cats">
            {shown.map((unit, index) => (
              <li key={`${unit.unitId}-${unit.formIndex}`}>
                <button
                  type="button"
                  id={optionId(index)}
                  disabled={adding}
                  onClick={() => void addUnit(unit)}
                  onPointerMove={index === activeIndex ? undefined : () => setHighlight(index)}
                  data-highlighted={index === activeIndex ? 'true' : undefined}
                  className="flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left hover:bg-surface-2 disabled:opacity-60 data-highlighted:bg-accent-soft"
                  aria-label={`Add ${unit.name} (${FORM_LABELS[unit.formIndex] ?? 'form'} form)`}
                >
                  <UnitIcon unitId={unit.unitId} formIndex={unit.formIndex} className="size-9 shrink-0" />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-semibold break-words">{unit.name}</span>
                    <span className="block text-xs text-muted">{FORM_LABELS[unit.formIndex] ?? 'Form'} form</span>
                  </span>
                  <span
                    className="inline-flex shrink-0 items-center gap-1 rounded-full border border-accent px-2 py-0.5 text-xs font-bold text-accent-strong"
                    aria-hidden="true"
                  >
                    <Plus className="size-3.5" />
                    Add
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  )
}
