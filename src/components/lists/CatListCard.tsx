import { useEffect, useRef, useState, type RefObject } from 'react'
import { Link } from '@tanstack/react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../browser/toast.ts'
import { ChevronRight, Pencil, Trash2 } from 'lucide-react'
import { MAIN_LIST_ID, listNameInputLimit, type CatListSummary } from '../../browser-db/schema.ts'
import { LEVEL_MODE_LABELS, catCountLabel } from './list-labels.ts'
import { showError } from './show-error.ts'
import { deleteListMutation, renameListMutation } from '../../queries/lists.ts'
import { Button } from '../ui/Button'
import { TextField } from '../ui/Field'
import { focusAfterRowLeaves } from './focus-after-removal.ts'

type Mode = 'view' | 'rename' | 'confirm-delete'

export function CatListCard({ list }: { list: CatListSummary }) {
  const [mode, setMode] = useState<Mode>('view')
  const isMain = list.id === MAIN_LIST_ID
  const renameRef = useRef<HTMLButtonElement>(null)
  const deleteRef = useRef<HTMLButtonElement>(null)
  // Leaving the rename form or the confirmation hands the focus back to the button that opened it
  // (the rename form replaces the buttons: they are back only once the view has rendered).
  const returnFocusTo = useRef<RefObject<HTMLButtonElement | null> | null>(null)
  const backToView = (button: RefObject<HTMLButtonElement | null>) => {
    returnFocusTo.current = button
    setMode('view')
  }
  useEffect(() => {
    if (mode !== 'view') return
    returnFocusTo.current?.current?.focus()
    returnFocusTo.current = null
  }, [mode])

  return (
    <li className="card p-4" data-testid="cat-list" aria-label={list.name}>
      {mode === 'rename' ? (
        <RenameForm list={list} onDone={() => backToView(renameRef)} />
      ) : (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <Link to="/lists/$listId" params={{ listId: list.id }} className="group flex min-w-0 flex-1 basis-56 items-center gap-3 rounded-lg">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 text-lg font-bold break-words group-hover:text-accent">{list.name}</span>
                {isMain ? (
                  <span className="rounded-full bg-accent-soft px-2 py-0.5 text-[11px] font-bold tracking-wide text-accent uppercase">Main list</span>
                ) : null}
              </p>
              <p className="text-sm text-muted">
                <span data-testid="cat-count">{catCountLabel(list.catCount)}</span> · {LEVEL_MODE_LABELS[list.levelMode]}
              </p>
            </div>
            <ChevronRight className="size-5 shrink-0 text-muted group-hover:text-accent" aria-hidden="true" />
          </Link>
          {isMain ? null : (
            <div className="flex gap-2">
              <Button ref={renameRef} onClick={() => setMode('rename')}>
                <Pencil className="size-4" aria-hidden="true" />
                Rename
              </Button>
              <Button ref={deleteRef} className="text-danger" onClick={() => setMode('confirm-delete')}>
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </Button>
            </div>
          )}
        </div>
      )}
      {mode === 'confirm-delete' ? <ConfirmDelete list={list} onCancel={() => backToView(deleteRef)} /> : null}
    </li>
  )
}

function RenameForm({ list, onDone }: { list: CatListSummary; onDone: () => void }) {
  const queryClient = useQueryClient()
  const rename = useMutation(renameListMutation(queryClient))
  const [name, setName] = useState(list.name)

  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        if (name.trim() === list.name) return onDone()
        rename.mutate(
          { listId: list.id, name },
          {
            onSuccess: (renamed) => {
              toast.success(`Renamed to "${renamed.name}"`)
              onDone()
            },
            onError: showError,
          },
        )
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone()
      }}
    >
      <TextField
        label="List name"
        className="font-normal"
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={listNameInputLimit(name)}
        autoComplete="off"
        autoFocus
        required
      />
      <div className="flex gap-2">
        <Button type="submit" variant="primary" className="flex-1 sm:flex-none" disabled={rename.isPending}>
          Save
        </Button>
        <Button className="flex-1 sm:flex-none" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

function ConfirmDelete({ list, onCancel }: { list: CatListSummary; onCancel: () => void }) {
  const queryClient = useQueryClient()
  const remove = useMutation(deleteListMutation(queryClient))

  return (
    <div
      role="alertdialog"
      aria-label={`Delete ${list.name}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel()
      }}
      className="mt-3 flex flex-col gap-3 rounded-lg border border-danger/40 bg-danger/5 p-3 sm:flex-row sm:items-center"
    >
      <p className="flex-1 text-sm">
        Delete <strong>{list.name}</strong> and its {catCountLabel(list.catCount)}? This cannot be undone.
      </p>
      <div className="flex gap-2">
        <Button
          variant="danger"
          className="flex-1 sm:flex-none"
          aria-disabled={remove.isPending || undefined}
          onClick={(event) => {
            if (remove.isPending) return
            const focusNext = focusAfterRowLeaves(event.currentTarget, 'li[data-testid="cat-list"]')
            // The card is gone by the time the deletion has settled: mutate's own callbacks would not run.
            void remove.mutateAsync({ listId: list.id }).then(() => {
              focusNext()
              toast.success(`Deleted the list "${list.name}"`)
            }, showError)
          }}
        >
          Delete list
        </Button>
        {/* The question gets the focus on its safe answer: Enter twice must not delete a list. */}
        <Button className="flex-1 sm:flex-none" onClick={onCancel} autoFocus>
          Cancel
        </Button>
      </div>
    </div>
  )
}
