import { useId, useRef, useState, type CSSProperties, type RefObject } from 'react'
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { toast } from 'sonner'
import { BookmarkPlus, ChevronDown, LoaderCircle } from 'lucide-react'
import { MAIN_LIST_ID, MAIN_LIST_NAME, type NewSavedCat } from '../../browser-db/schema.ts'
import { padUnitId } from '../../domain/units.ts'
import { addCatMutation, catListsQuery } from '../../queries/lists.ts'
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
const BUSY_ICON = <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
export const MENU_ICON = <ChevronDown className="size-4" aria-hidden="true" />

/**
 * Saves a unit with its levels to My Cats in one click; the chevron opens a
 * menu of the player's other lists.
 */
export function AddToListButton({ unitId, formIndex, level, plusLevel, talentLevels, orbs, compact = false }: AddToListButtonProps) {
  const { addTo, isPending } = useAddToList()
  const [menuOpen, setMenuOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const save = (list: ListTarget) => {
    setMenuOpen(false)
    void addTo(list, { unitId, formIndex, level, plusLevel, talentLevels, ...(orbs && orbs.length > 0 ? { orbs } : {}) })
  }

  const size = compact ? 'min-h-8 px-2 text-xs' : ''
  return (
    <div ref={rootRef} className="relative inline-flex" data-testid="add-to-list">
      <button
        type="button"
        className={buttonClass('primary', `rounded-r-none ${size}`)}
        onClick={() => save(MAIN_LIST)}
        disabled={isPending}
        aria-label={compact ? `Add to ${MAIN_LIST_NAME}` : undefined}
        title={compact ? `Add to ${MAIN_LIST_NAME}` : undefined}
      >
        {isPending ? BUSY_ICON : SAVE_ICON}
        {compact ? null : <span>Add to {MAIN_LIST_NAME}</span>}
      </button>
      <button
        ref={toggleRef}
        type="button"
        className={buttonClass('primary', `rounded-l-none border-l-on-accent/30 px-2 ${compact ? 'min-h-8' : ''}`)}
        aria-label="Choose a list"
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? menuId : undefined}
        disabled={isPending}
        onClick={() => setMenuOpen((open) => !open)}
      >
        {MENU_ICON}
      </button>
      {menuOpen ? (
        <ListMenu
          id={menuId}
          insideRef={rootRef}
          onChoose={save}
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
      showError(error)
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
  insideRef,
  onChoose,
  onClose,
  className = '',
  style,
}: {
  id: string
  insideRef: RefObject<HTMLElement | null>
  onChoose: (list: ListTarget) => void
  onClose: (refocus: boolean) => void
  className?: string
  style?: CSSProperties
}) {
  const lists = useQuery(catListsQuery())
  const items = lists.data ?? []
  return (
    <Menu id={id} label="Add to list" insideRef={insideRef} itemCount={items.length} onClose={onClose} style={{ ...LIST_MENU_SIZE, ...style }} className={className}>
      {lists.isPending ? <p className="px-3 py-2 text-sm text-muted">Loading your lists…</p> : null}
      {lists.isError ? <p className="px-3 py-2 text-sm text-danger">{lists.error.message}</p> : null}
      {items.map((list) => (
        <MenuItem key={list.id} onSelect={() => onChoose(list)}>
          <span className="truncate font-semibold">{list.name}</span>
          <span className="tabular shrink-0 text-xs text-muted">{list.catCount}</span>
        </MenuItem>
      ))}
    </Menu>
  )
}

/** The form's name for the toast, from whatever the page already loaded; the unit id as a last resort. */
async function unitFormName(queryClient: QueryClient, unitId: number, formIndex: number): Promise<string> {
  const fromMetadata = queryClient
    .getQueryData(unitsMetadataQuery().queryKey)
    ?.units.find((unit) => unit.unitId === unitId && unit.formIndex === formIndex)
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
