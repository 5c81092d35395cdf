import { useId, useRef, useState, type CSSProperties, type RefObject } from 'react'
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { toast } from '../../browser/toast.ts'
import { BookmarkCheck, BookmarkPlus, Check, ChevronDown, LoaderCircle } from 'lucide-react'
import { CodexDbError } from '../../browser-db/errors.ts'
import type { SavedPlace } from '../../browser-db/saved-cats.ts'
import { MAIN_LIST_ID, MAIN_LIST_NAME, type NewSavedCat } from '../../browser-db/schema.ts'
import { FORM_LABELS, padUnitId } from '../../domain/units.ts'
import { addCatMutation, catListsQuery, savedPlacesQuery } from '../../queries/lists.ts'
import { unitQuery, unitsMetadataQuery } from '../../queries/units.ts'
import { showError } from './show-error.ts'
import { Menu, MenuItem } from '../ui/Menu'
import { buttonClass } from '../ui/Button'

export type AddToListButtonProps = {
  unitId: number
  formIndex: number
  level: number
  plusLevel: number
  /** one level per talent of the unit, in slot order; empty = every talent at max */
  talentLevels: number[]
  /** the orb of each slot (unit page); absent = no orb */
  orbs?: string[]
  /** icon-only, for dense rows */
  compact?: boolean
}

export type ListTarget = { id: string; name: string }

export const MAIN_LIST: ListTarget = { id: MAIN_LIST_ID, name: MAIN_LIST_NAME }

// One element each for every button: React skips an element it has already rendered, and the
// compare table re-renders its rows' buttons on every sort and filter.
export const SAVE_ICON = <BookmarkPlus className="size-4" aria-hidden="true" />
export const SAVED_ICON = <BookmarkCheck className="size-4" aria-hidden="true" />
const BUSY_ICON = <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
export const MENU_ICON = <ChevronDown className="size-4" aria-hidden="true" />

/**
 * Saves a unit with its levels to My Cats in one click; the chevron opens a
 * menu of the player's other lists.
 */
export function AddToListButton({ unitId, formIndex, level, plusLevel, talentLevels, orbs, compact = false }: AddToListButtonProps) {
  const { addTo, isPending } = useAddToList()
  // A list holds a cat once: once it is in My Cats the button says so, as the compare table's does (a click is refused with the spec's message).
  const inMainList = (useSavedPlaces().get(unitId) ?? []).some((place) => place.listId === MAIN_LIST.id)
  const [menuOpen, setMenuOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const save = (list: ListTarget) => {
    setMenuOpen(false)
    if (isPending) return
    void addTo(list, { unitId, formIndex, level, plusLevel, talentLevels, ...(orbs && orbs.length > 0 ? { orbs } : {}) })
  }

  const size = compact ? 'min-h-8 px-2 text-xs' : ''
  return (
    <div ref={rootRef} className="relative inline-flex" data-testid="add-to-list">
      <button
        type="button"
        className={buttonClass('primary', `rounded-r-none ${size}`)}
        onClick={() => save(MAIN_LIST)}
        // Not disabled while saving: a focused button that becomes disabled drops the keyboard focus.
        aria-disabled={isPending || undefined}
        aria-label={compact ? (inMainList ? `Add to ${MAIN_LIST_NAME} (saved in ${MAIN_LIST_NAME})` : `Add to ${MAIN_LIST_NAME}`) : undefined}
        title={compact ? (inMainList ? `Saved in ${MAIN_LIST_NAME}` : `Add to ${MAIN_LIST_NAME}`) : inMainList ? `Already in ${MAIN_LIST_NAME}` : undefined}
      >
        {isPending ? BUSY_ICON : inMainList ? SAVED_ICON : SAVE_ICON}
        {compact ? null : <span>{inMainList ? `In ${MAIN_LIST_NAME}` : `Add to ${MAIN_LIST_NAME}`}</span>}
      </button>
      <button
        ref={toggleRef}
        type="button"
        className={buttonClass('primary', `rounded-l-none border-l-on-accent/30 px-2 ${compact ? 'min-h-8' : ''}`)}
        aria-label="Choose a list"
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? menuId : undefined}
        aria-disabled={isPending || undefined}
        onClick={() => {
          if (!isPending) setMenuOpen((open) => !open)
        }}
      >
        {MENU_ICON}
      </button>
      {menuOpen ? (
        <ListMenu
          id={menuId}
          unitId={unitId}
          insideRef={rootRef}
          onChoose={(list) => {
            save(list)
            toggleRef.current?.focus()
          }}
          onClose={(refocus) => {
            setMenuOpen(false)
            if (refocus) toggleRef.current?.focus()
          }}
          className="absolute top-full right-0 mt-1"
        />
      ) : null}
    </div>
  )
}

/**
 * Saving a cat to a list, then a toast that names it and leads to the list. The compare
 * table uses one of these for all its rows.
 */
export function useAddToList() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const add = useMutation(addCatMutation(queryClient))
  const addTo = async (list: ListTarget, cat: NewSavedCat) => {
    try {
      await add.mutateAsync({ listId: list.id, cat })
    } catch (error) {
      if (error instanceof CodexDbError && error.code === 'unit-already-in-list') {
        // The spec's message, and which list and form the player already has.
        const held = queryClient.getQueryData(savedPlacesQuery().queryKey)?.find((place) => place.listId === list.id && place.unitId === cat.unitId)
        const name = await unitFormName(queryClient, cat.unitId, held?.formIndex ?? cat.formIndex)
        toast.error(error.message, { description: `${name} is already in ${list.name}.` })
      } else showError(error)
      return
    }
    const name = await unitFormName(queryClient, cat.unitId, cat.formIndex)
    toast.success(`Added ${name} to ${list.name}`, {
      action: { label: 'View list', onClick: () => void navigate({ to: '/lists/$listId', params: { listId: list.id } }) },
    })
  }
  return { addTo, isPending: add.isPending }
}

/** The list menu's size, for placing it on the screen (the compare table's rows). */
export const LIST_MENU_SIZE = { width: 240, maxHeight: 288 } as const

/** The menu of the player's lists (a Menu: open while mounted, onClose(true) hands focus back). */
export function ListMenu({
  id,
  label = 'Add to list',
  unitId,
  insideRef,
  onChoose,
  onClose,
  className = '',
  style,
}: {
  id: string
  label?: string
  /** the unit being saved: lists that already hold it are marked */
  unitId?: number
  insideRef: RefObject<HTMLElement | null>
  onChoose: (list: ListTarget) => void
  onClose: (refocus: boolean) => void
  className?: string
  style?: CSSProperties
}) {
  const lists = useQuery(catListsQuery())
  const places = useSavedPlaces().get(unitId ?? -1)
  const items = lists.data ?? []
  return (
    <Menu id={id} label={label} insideRef={insideRef} itemCount={items.length} onClose={onClose} style={{ ...LIST_MENU_SIZE, ...style }} className={className}>
      {lists.isPending ? <p className="px-3 py-2 text-sm text-muted">Loading your lists…</p> : null}
      {lists.isError ? <p className="px-3 py-2 text-sm text-danger">{lists.error.message}</p> : null}
      {items.map((list) => (
        <MenuItem key={list.id} onSelect={() => onChoose(list)}>
          <span className="truncate font-semibold">{list.name}</span>
          {/* The count is read as words of its own ("My Cats (4 cats)"), not run into the name ("My Cats4"). */}
          <span className="sr-only">{` (${list.catCount} ${list.catCount === 1 ? 'cat' : 'cats'})`}</span>
          <span className="tabular ml-auto flex shrink-0 items-center gap-1 text-xs text-muted">
            {places?.some((place) => place.listId === list.id) ? <Check className="size-3.5 text-accent" aria-label="holds this cat" /> : null}
            <span aria-hidden="true">{list.catCount}</span>
          </span>
        </MenuItem>
      ))}
    </Menu>
  )
}

/** The form's name for the toast, from whatever the page already loaded; the unit id as a last resort. */
async function unitFormName(queryClient: QueryClient, unitId: number, formIndex: number): Promise<string> {
  const fromMetadata = queryClient.getQueryData(unitsMetadataQuery().queryKey)?.units.find((unit) => unit.unitId === unitId && unit.formIndex === formIndex)
  if (fromMetadata) return fromMetadata.name
  try {
    const { unit } = await queryClient.ensureQueryData(unitQuery(unitId))
    const form = unit?.forms.find((candidate) => candidate.formIndex === formIndex)
    if (form) return form.name
  } catch {
    // The cat is saved either way; only its name is missing from the message.
  }
  return `Unit ${padUnitId(unitId)}`
}

export type PlacesByUnit = ReadonlyMap<number, readonly SavedPlace[]>
const NO_PLACES: PlacesByUnit = new Map()
// One grouping per answer of the query, shared by every caller: each saved cat's row on a list page holds a button that asks.
const groupedPlaces = new WeakMap<readonly SavedPlace[], PlacesByUnit>()

/** Every saved place by unit id (see getSavedPlaces); empty until IndexedDB has answered. */
export function useSavedPlaces(): PlacesByUnit {
  const { data } = useQuery(savedPlacesQuery())
  if (!data) return NO_PLACES
  let byUnit = groupedPlaces.get(data)
  if (!byUnit) {
    const grouped = new Map<number, SavedPlace[]>()
    for (const place of data) {
      const places = grouped.get(place.unitId)
      if (places) places.push(place)
      else grouped.set(place.unitId, [place])
    }
    groupedPlaces.set(data, (byUnit = grouped))
  }
  return byUnit
}

/** The lists that hold exactly this form, by name. */
export function listsHoldingForm(places: readonly SavedPlace[] | undefined, formIndex: number): string[] {
  return (places ?? []).filter((place) => place.formIndex === formIndex).map((place) => place.listName)
}

/**
 * Where the form is saved, on its page: the lists holding it, and the lists holding another of
 * the cat's forms (a list keeps one form per cat, so adding this one there is refused).
 */
export function SavedState({ unitId, formIndex }: { unitId: number; formIndex: number }) {
  const places = useSavedPlaces().get(unitId) ?? []
  if (places.length === 0) return null
  const here = listsHoldingForm(places, formIndex)
  const other = places.filter((place) => place.formIndex !== formIndex)
  return (
    <p className="mt-2 flex items-start gap-1.5 text-sm text-muted" data-testid="saved-state">
      <BookmarkCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
      <span>
        {here.length > 0 ? (
          <>
            Saved in <strong className="text-text">{joinNames(here)}</strong>
            {other.length > 0 ? '; ' : null}
          </>
        ) : null}
        {other.map((place, i) => (
          <span key={place.listId}>
            {i > 0 ? '; ' : null}
            <strong className="text-text">{place.listName}</strong> has its {FORM_LABELS[place.formIndex] ?? `form ${place.formIndex + 1}`} form
          </span>
        ))}
      </span>
    </p>
  )
}

function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}
