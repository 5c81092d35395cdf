import { useEffect, useEffectEvent, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type RefObject } from 'react'
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { toast } from 'sonner'
import { BookmarkPlus, ChevronDown, LoaderCircle } from 'lucide-react'
import { MAIN_LIST_ID, MAIN_LIST_NAME, type NewSavedCat } from '../../browser-db/schema.ts'
import { padUnitId } from '../../domain/units.ts'
import { addCatMutation, catListsQuery } from '../../queries/lists.ts'
import { unitQuery, unitsMetadataQuery } from '../../queries/units.ts'
import { showError } from './show-error.ts'

export type AddToListButtonProps = {
  unitId: number
  formIndex: number
  level: number
  plusLevel: number
  /** one level per talent of the unit, in slot order; empty = every talent at max */
  talentLevels: number[]
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
export function AddToListButton({ unitId, formIndex, level, plusLevel, talentLevels, compact = false }: AddToListButtonProps) {
  const { addTo, isPending } = useAddToList()
  const [menuOpen, setMenuOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const save = (list: ListTarget) => {
    setMenuOpen(false)
    void addTo(list, { unitId, formIndex, level, plusLevel, talentLevels })
  }

  const size = compact ? 'min-h-8 px-2 text-xs' : ''
  return (
    <div ref={rootRef} className="relative inline-flex" data-testid="add-to-list">
      <button
        type="button"
        className={`btn btn-primary rounded-r-none ${size}`}
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
        className={`btn btn-primary rounded-l-none border-l-on-accent/30 px-2 ${compact ? 'min-h-8' : ''}`}
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

/**
 * The menu of the player's lists, open while mounted: focus moves into it, arrows and
 * Home/End move through it, Escape closes it and hands focus back (onClose(true)), and a
 * press outside `insideRef` (the menu's toggle and the menu) or Tab closes it.
 */
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
  const menuRef = useRef<HTMLDivElement>(null)
  const lists = useQuery(catListsQuery())
  const closeOnPress = useEffectEvent(() => onClose(false))

  useEffect(() => {
    const closeOnOutsidePress = (event: PointerEvent) => {
      const target = event.target as Node
      if (!insideRef.current?.contains(target) && !menuRef.current?.contains(target)) closeOnPress()
    }
    document.addEventListener('pointerdown', closeOnOutsidePress)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress)
  }, [insideRef])

  const items = lists.data ?? []
  useEffect(() => {
    if (items.length > 0) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
  }, [items.length])

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const options = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
    const current = options.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose(true)
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      options[(current + step + options.length) % options.length]?.focus()
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault()
      options[event.key === 'Home' ? 0 : options.length - 1]?.focus()
    } else if (event.key === 'Tab') {
      onClose(false)
    }
  }

  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      aria-label="Add to list"
      onKeyDown={handleKeyDown}
      style={{ ...LIST_MENU_SIZE, ...style }}
      className={`card z-30 overflow-y-auto p-1 shadow-lg ${className}`}
    >
      {lists.isPending ? <p className="px-3 py-2 text-sm text-muted">Loading your lists…</p> : null}
      {lists.isError ? <p className="px-3 py-2 text-sm text-danger">{lists.error.message}</p> : null}
      {items.map((list) => (
        <button
          key={list.id}
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => onChoose(list)}
          className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-surface-2 focus-visible:bg-surface-2"
        >
          <span className="truncate font-semibold">{list.name}</span>
          <span className="tabular shrink-0 text-xs text-muted">{list.catCount}</span>
        </button>
      ))}
    </div>
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
