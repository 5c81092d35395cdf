import { useMemo, useRef } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Save } from 'lucide-react'
import { toast } from '../../browser/toast.ts'
import { listNameKey, MAX_LIST_NAME_LENGTH } from '../../browser-db/schema.ts'
import { decodeLineup, type SharedLineup as SharedLineupData } from '../../domain/settings/codecs/lineup-link.ts'
import { catListsQuery, saveSharedLineupMutation } from '../../queries/lists.ts'
import { unitQuery } from '../../queries/units.ts'
import { showError } from '../lists/show-error.ts'
import { Button, buttonClass } from '../ui/Button'
import { LineupView, type LineupSlot } from './LineupView'
import { useHydratingMarker } from '../ui/use-hydrating-marker.ts'

/** A lineup someone shared: read-only here, and savable as a new list of one's own. */
export function SharedLineupPage({ cats, name }: { cats: string | undefined; name: string | undefined }) {
  const hydrating = useHydratingMarker<HTMLDivElement>()
  const decoded = useMemo(() => decodeLineup(cats, name), [cats, name])
  return (
    <div ref={hydrating} data-hydrating="" className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <Link to="/lists" className="inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-muted hover:text-text">
        <ArrowLeft className="size-4" aria-hidden="true" />
        My lists
      </Link>
      {decoded.ok ? (
        <SharedLineup lineup={decoded.lineup} />
      ) : (
        <>
          <h1 className="mt-1 text-2xl font-black">Shared lineup</h1>
          <p role="alert" className="card mt-4 p-4 text-sm text-danger" data-testid="lineup-error">
            {decoded.message} Ask for the link again, or build a lineup in one of your lists.
          </p>
        </>
      )}
    </div>
  )
}

function SharedLineup({ lineup }: { lineup: SharedLineupData }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const lists = useQuery(catListsQuery())
  const save = useMutation(saveSharedLineupMutation(queryClient))
  const saving = useRef(false)
  const units = useQueries({ queries: lineup.slots.map((slot) => ({ ...unitQuery(slot?.unitId ?? 0), enabled: slot !== null })) })

  const slots = lineup.slots.map((slot, i): LineupSlot | null => {
    if (slot === null) return null
    const unit = units[i]
    return { ...slot, cat: unit?.data ? unit.data.unit : unit?.isError ? null : undefined }
  })
  const unknown = slots.filter((slot) => slot?.cat === null)
  // A cat the data has, in a form it lacks (the form is 0–3, but not every cat has four).
  const missingForm = slots.filter((slot) => slot?.cat && !slot.cat.forms.some((form) => form.formIndex === slot.formIndex))
  const ready = slots.every((slot) => slot === null || slot.cat !== undefined)

  const onSave = () => {
    // A double click calls this twice before the button is disabled: one save, and its own answer.
    if (saving.current) return
    saving.current = true
    const taken = new Set((lists.data ?? []).map((list) => listNameKey(list.name)))
    const base = lineup.name.slice(0, MAX_LIST_NAME_LENGTH - 4)
    let listName = lineup.name
    for (let n = 2; taken.has(listNameKey(listName)); n++) listName = `${base} (${n})`
    const kept = slots.map((slot) => (slot?.cat && !missingForm.includes(slot) ? slot : null))
    save.mutate(
      {
        name: listName,
        cats: kept.flatMap((slot) =>
          slot
            ? [
                {
                  unitId: slot.unitId,
                  formIndex: slot.formIndex,
                  level: slot.level,
                  plusLevel: slot.plusLevel,
                  talentLevels: [...slot.talentLevels],
                  ...(slot.orbs?.length ? { orbs: [...slot.orbs] } : {}),
                },
              ]
            : [],
        ),
        slots: kept.map((slot) => slot?.unitId ?? null),
      },
      {
        onSuccess: (list) => {
          toast.success(`Saved as “${list.name}”`)
          void navigate({ to: '/lists/$listId', params: { listId: list.id } })
        },
        onError: showError,
        onSettled: () => {
          saving.current = false
        },
      },
    )
  }

  return (
    <>
      <header className="mt-1 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-black break-words" data-testid="shared-lineup-name">
            {lineup.name}
          </h1>
          <p className="text-sm text-muted">A shared lineup, read-only. Save it to change it.</p>
        </div>
        <Button variant="primary" onClick={onSave} disabled={!ready || save.isPending || lists.isPending} data-testid="save-shared-lineup">
          <Save className="size-4" aria-hidden="true" />
          Save to my lists
        </Button>
      </header>
      {unknown.length > 0 ? (
        <p role="alert" className="card mt-4 p-3 text-sm text-danger">
          {unknown.map((slot) => `Cat no. ${slot?.unitId}`).join(', ')} {unknown.length === 1 ? 'is' : 'are'} not in the data and{' '}
          {unknown.length === 1 ? 'is' : 'are'} left out.
        </p>
      ) : null}
      {missingForm.length > 0 ? (
        <p role="alert" className="card mt-4 p-3 text-sm text-danger" data-testid="lineup-missing-form">
          {missingForm.map((slot) => `${slot?.cat?.forms[0]?.name ?? `Cat no. ${slot?.unitId}`} has no form ${(slot?.formIndex ?? 0) + 1}`).join('; ')}: left
          out of a saved list.
        </p>
      ) : null}
      <section aria-labelledby="shared-lineup-heading" className="card mt-4 flex flex-col gap-4 p-4 sm:p-5">
        <h2 id="shared-lineup-heading" className="text-lg font-black">
          Lineup
        </h2>
        <LineupView slots={slots} levelMode="your-levels" />
      </section>
      <p className="mt-4 text-sm">
        <Link to="/combos" className={buttonClass('default')}>
          All combos
        </Link>
      </p>
    </>
  )
}
