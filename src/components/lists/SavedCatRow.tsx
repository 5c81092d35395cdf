import { memo, useId, useRef, useState, type Ref } from 'react'
import { Link } from '@tanstack/react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../browser/toast.ts'
import { ArrowRightLeft, ChevronDown, Sparkles, Trash2, TriangleAlert } from 'lucide-react'
import { MAIN_LIST_ID, type LevelMode, type SavedCat } from '../../browser-db/schema.ts'
import type { Cat } from '../../domain/game-data/model.ts'
import { FORM_LABELS, padUnitId } from '../../domain/units.ts'
import { AddToListButton, ListMenu, type ListTarget } from './AddToListButton'
import { focusAfterRowLeaves } from './focus-after-removal.ts'
import { UnitIcon } from '../search/UnitIcon'
import { savedLevels, type SavedCatStats } from './saved-cat-stats.ts'
import { savedCatLinkSearch } from '../../domain/settings/roster.ts'
import { showError } from './show-error.ts'
import { formatDps, formatInteger } from '../../text/format.ts'
import { moveCatMutation, removeCatMutation, restoreCatMutation, updateCatMutation } from '../../queries/lists.ts'
import { TalentEditor } from './TalentEditor'
import { Button } from '../ui/Button'
import { SelectField } from '../ui/Field'
import { isOffline } from '../../pwa/offline-notice.ts'

/** Columns of the wide layout; the header and every row line up on them as subgrids. */
export const ROW_COLUMNS = 'lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)_6.5rem_6.5rem_auto]'
export const ROW_SUBGRID = 'lg:col-span-full lg:grid lg:grid-cols-subgrid lg:gap-x-4'

export type SavedCatRowData =
  | { saved: SavedCat; state: 'loading' | 'unknown'; cat: null; stats: null }
  | { saved: SavedCat; state: 'error'; cat: null; stats: null; error: string }
  | { saved: SavedCat; state: 'ready'; cat: Cat; stats: SavedCatStats | null }

type RowProps = {
  row: SavedCatRowData
  levelMode: LevelMode
  /** the row's place in the whole list (a long list renders only the rows in view) */
  index: number
  setSize: number
  ref?: Ref<HTMLLIElement>
}

/** Memoized: a list drawing more rows as they come into view leaves the rows already drawn alone. */
export const SavedCatRow = memo(function SavedCatRow({ row, levelMode, index, setSize, ref }: RowProps) {
  const [talentsOpen, setTalentsOpen] = useState(false)
  const talentsId = useId()
  const { saved } = row
  const stats = row.stats
  const name = stats?.form.name ?? `Unit ${padUnitId(saved.unitId)}`
  const hasTalents = (stats?.talents.length ?? 0) > 0
  const canCopy = saved.listId !== MAIN_LIST_ID && row.state === 'ready'

  return (
    <li
      ref={ref}
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      className={`card p-3 sm:p-4 ${ROW_SUBGRID}`}
      data-testid="saved-cat"
      aria-label={name}
    >
      <div className={`grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-3 ${ROW_SUBGRID}`}>
        <CatName row={row} name={name} levelMode={levelMode} />

        <div className="order-2 col-span-2 lg:order-none lg:col-span-1">
          {row.state === 'ready' && stats ? <LevelEditors saved={saved} cat={row.cat} /> : <RowStatus row={row} />}
        </div>

        <div className="order-1 col-span-2 grid grid-cols-2 gap-2 lg:order-none lg:contents">
          <Stat label="True DPS" value={stats ? formatDps(stats.trueDps) : '–'} testId="true-dps" strong />
          <Stat label="HP" value={stats ? formatInteger(stats.hp) : '–'} testId="hp" />
        </div>

        {/* One cell of the wide layout; on a phone the talents and copy buttons get a row of their own. */}
        <div className="contents lg:flex lg:items-center lg:justify-end lg:gap-1">
          {hasTalents || canCopy ? (
            <div className="order-3 col-span-2 flex items-center justify-between gap-2 lg:order-none">
              {hasTalents ? (
                <Button
                  variant="ghost"
                  className="-ml-2 px-2 lg:ml-0"
                  aria-expanded={talentsOpen}
                  aria-controls={talentsOpen ? talentsId : undefined}
                  onClick={() => setTalentsOpen((open) => !open)}
                >
                  <Sparkles className="size-4" aria-hidden="true" />
                  Talents
                  <ChevronDown className={`size-4 transition-transform ${talentsOpen ? 'rotate-180' : ''}`} aria-hidden="true" />
                </Button>
              ) : (
                <span />
              )}
              {canCopy ? (
                // Copies the cat, with its levels, into My Cats or another list.
                <AddToListButton
                  compact
                  unitId={saved.unitId}
                  formIndex={saved.formIndex}
                  level={saved.level}
                  plusLevel={saved.plusLevel}
                  talentLevels={saved.talentLevels}
                  orbs={saved.orbs}
                />
              ) : null}
            </div>
          ) : null}
          <div className="col-start-2 row-start-1 flex self-start lg:self-auto">
            <MoveButton saved={saved} name={name} />
            <RemoveButton saved={saved} name={name} />
          </div>
        </div>
      </div>

      {hasTalents && talentsOpen && row.state === 'ready' && stats ? (
        <div id={talentsId} className="mt-3 border-t border-line pt-3 lg:col-span-full">
          <TalentEditor saved={saved} cat={row.cat} levelMode={levelMode} />
        </div>
      ) : null}
    </li>
  )
})

function CatName({ row, name, levelMode }: { row: SavedCatRowData; name: string; levelMode: LevelMode }) {
  const { saved, stats } = row
  const formIndex = stats?.form.formIndex ?? saved.formIndex
  const title = (
    <span className="block font-bold break-words" data-testid="cat-name">
      {name}
    </span>
  )
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UnitIcon unitId={saved.unitId} formIndex={formIndex} size="large" className="size-12 shrink-0 sm:size-14" />
      <div className="min-w-0">
        {row.state === 'ready' ? (
          <Link
            to="/unit/$unitId/$formIndex"
            params={{ unitId: padUnitId(saved.unitId), formIndex: String(formIndex) }}
            search={{ ...savedCatLinkSearch(row.cat, saved, levelMode), levelList: saved.listId }}
            className="block hover:text-accent"
          >
            {title}
          </Link>
        ) : (
          title
        )}
        <p className="text-sm text-muted">
          {FORM_LABELS[formIndex] ?? `Form ${formIndex + 1}`} form
          {stats ? (
            <>
              {' · '}
              <span className="tabular font-semibold whitespace-nowrap text-text" data-testid="level">
                Lv {stats.level}+{stats.plusLevel}
              </span>
              {levelMode === 'max' ? ' (max)' : null}
            </>
          ) : null}
        </p>
        {stats && stats.orbs.length > 0 ? (
          <p className="text-xs text-muted" data-testid="saved-orbs">
            {stats.orbs.length === 1 ? 'Orb' : 'Orbs'}: {stats.orbs.join(', ')}
          </p>
        ) : null}
        {stats?.formMissing ? (
          <p className="flex items-center gap-1 text-xs text-danger">
            <TriangleAlert className="size-3.5" aria-hidden="true" />
            Saved form {saved.formIndex + 1} no longer exists
          </p>
        ) : null}
      </div>
    </div>
  )
}

function RowStatus({ row }: { row: SavedCatRowData }) {
  if (row.state === 'loading') return <p className="text-sm text-muted">Loading unit data…</p>
  if (row.state === 'error') {
    // Offline, a failed fetch only means this device has no copy yet: said so, not as an error.
    if (isOffline()) {
      return <p className="text-sm text-muted">You are offline, and this cat’s numbers are not saved on this device yet. They come back with the connection.</p>
    }
    return <p className="text-sm text-danger">Unit data could not be loaded: {row.error}</p>
  }
  return <p className="text-sm text-danger">This unit is not in the game data any more.</p>
}

function Stat({ label, value, testId, strong = false }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <div className="rounded-lg bg-surface-2 px-2.5 py-1.5 lg:bg-transparent lg:p-0 lg:text-right">
      <p className="text-[11px] font-semibold tracking-wide text-muted uppercase lg:sr-only">{label}</p>
      <p className={`tabular ${strong ? 'text-lg font-black text-accent' : 'font-semibold'}`} data-testid={testId}>
        {value}
      </p>
    </div>
  )
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)
}

function LevelEditors({ saved, cat }: { saved: SavedCat; cat: Cat }) {
  const queryClient = useQueryClient()
  const update = useMutation(updateCatMutation(queryClient))
  const { level, plusLevel } = savedLevels(cat, saved)
  const change = (patch: Parameters<typeof update.mutate>[0]['patch']) => update.mutate({ catId: saved.id, patch }, { onError: showError })

  return (
    <div className="grid grid-cols-[minmax(0,4.5rem)_minmax(0,4.5rem)_minmax(0,1fr)] gap-2">
      <EditorSelect label="Level" value={level} options={range(1, cat.maxBaseLevel)} onChange={(value) => change({ level: value })} />
      <EditorSelect
        label="Plus"
        value={plusLevel}
        options={range(0, cat.maxPlusLevel)}
        format={(value) => `+${value}`}
        onChange={(value) => change({ plusLevel: value })}
      />
      <SelectField
        label="Form"
        labelClassName={EDITOR_LABEL}
        className="min-h-9 truncate px-2 py-1 text-sm font-semibold tracking-normal text-text normal-case"
        aria-label="Form"
        value={saved.formIndex}
        onChange={(event) => change({ formIndex: Number(event.target.value) })}
      >
        {cat.forms.map((form) => (
          <option key={form.formIndex} value={form.formIndex}>
            {FORM_LABELS[form.formIndex] ?? `Form ${form.formIndex + 1}`}: {form.name}
          </option>
        ))}
      </SelectField>
    </div>
  )
}

const EDITOR_LABEL = 'flex min-w-0 flex-col gap-0.5 text-[11px] font-semibold tracking-wide text-muted uppercase'

function EditorSelect({
  label,
  value,
  options,
  format = String,
  onChange,
}: {
  label: string
  value: number
  options: number[]
  format?: (value: number) => string
  onChange: (value: number) => void
}) {
  return (
    <SelectField
      label={label}
      labelClassName={EDITOR_LABEL}
      className="tabular min-h-9 px-2 py-1 text-sm font-semibold tracking-normal text-text"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {format(option)}
        </option>
      ))}
    </SelectField>
  )
}

const SAVED_CAT_ROW = 'li[data-testid="saved-cat"]'

/** Moves the cat, with its levels and talents, to another list (Add to… copies it). */
function MoveButton({ saved, name }: { saved: SavedCat; name: string }) {
  const queryClient = useQueryClient()
  const move = useMutation(moveCatMutation(queryClient))
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const moveTo = (list: ListTarget) => {
    setOpen(false)
    const toggle = toggleRef.current
    if (list.id === saved.listId || !toggle) return toggle?.focus()
    const focusNext = focusAfterRowLeaves(toggle, SAVED_CAT_ROW)
    // Until the row goes, the focus waits on its toggle (not disabled meanwhile, which would drop it).
    toggle.focus()
    // mutateAsync, not mutate's callbacks: the move takes this row off the list, and a callback of an unmounted row never runs.
    void move.mutateAsync({ catId: saved.id, fromListId: saved.listId, toListId: list.id }).then(() => {
      focusNext()
      toast.success(`Moved ${name} to ${list.name}`)
    }, showError)
  }
  return (
    <div ref={rootRef} className="relative">
      <Button
        ref={toggleRef}
        variant="ghost"
        className="px-2 text-muted hover:text-accent"
        aria-label={`Move ${name} to another list`}
        title="Move to another list"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-disabled={move.isPending || undefined}
        onClick={() => {
          if (!move.isPending) setOpen((isOpen) => !isOpen)
        }}
      >
        <ArrowRightLeft className="size-4" aria-hidden="true" />
      </Button>
      {open ? (
        <ListMenu
          id={menuId}
          label="Move to list"
          unitId={saved.unitId}
          insideRef={rootRef}
          onChoose={moveTo}
          onClose={(refocus) => {
            setOpen(false)
            if (refocus) toggleRef.current?.focus()
          }}
          className="absolute top-full right-0 mt-1"
        />
      ) : null}
    </div>
  )
}

function RemoveButton({ saved, name }: { saved: SavedCat; name: string }) {
  const queryClient = useQueryClient()
  const remove = useMutation(removeCatMutation(queryClient))
  const restore = useMutation(restoreCatMutation(queryClient))

  // The cat comes back as it was: its place in the list, its talents, its orbs and its lineup slot.
  const undo = (lineupSlot: number | null) => void restore.mutateAsync({ cat: saved, lineupSlot }).catch(showError)

  return (
    <Button
      variant="ghost"
      className="px-2 text-muted hover:text-danger"
      aria-label={`Remove ${name}`}
      title="Remove from this list"
      aria-disabled={remove.isPending || undefined}
      onClick={(event) => {
        if (remove.isPending) return
        const focusNext = focusAfterRowLeaves(event.currentTarget, SAVED_CAT_ROW)
        // As the move: the row is gone by the time the removal has settled.
        void remove.mutateAsync({ catId: saved.id, listId: saved.listId }).then(({ lineupSlot }) => {
          focusNext()
          toast.success(`Removed ${name}`, { action: { label: 'Undo', onClick: () => undo(lineupSlot) } })
        }, showError)
      }}
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </Button>
  )
}
