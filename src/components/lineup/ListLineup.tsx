import { memo, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Share2 } from 'lucide-react'
import type { CatList, SavedCat } from '../../browser-db/index.ts'
import { LINEUP_SLOTS } from '../../domain/combos/lineup.ts'
import { encodeLineup } from '../../domain/settings/codecs/lineup-link.ts'
import type { Cat } from '../../domain/game-data/model.ts'
import { setLineupMutation } from '../../queries/lists.ts'
import { showError } from '../lists/show-error.ts'
import { buttonClass } from '../ui/Button'
import { LineupView, type LineupSlot } from './LineupView'

type Props = { list: CatList; cats: readonly { saved: SavedCat; cat: Cat | null | undefined }[] }

/** A saved list's lineup: up to ten of its cats, edited slot by slot, with a share link. */
/** Above this many cats the slot menus offer only the cats in the game data, and start folded. */
const LONG_LIST = 200

export const ListLineup = memo(function ListLineup({ list, cats }: Props) {
  const queryClient = useQueryClient()
  const save = useMutation(setLineupMutation(queryClient))
  const headingId = useId()
  const byUnit = useMemo(() => new Map(cats.map((entry) => [entry.saved.unitId, entry])), [cats])
  const long = cats.length > LONG_LIST
  // The choices made and not yet saved: shown at once, and the base of the next choice, so two
  // quick choices (the keyboard walking a menu) do not each start from the list as last saved.
  const [pending, setPending] = useState<(number | null)[] | null>(null)
  // A cat removed from the list since leaves its slot empty.
  const unitSlots = Array.from({ length: LINEUP_SLOTS }, (_, i) => {
    const unitId = (pending ?? list.lineup)?.[i] ?? null
    return unitId !== null && byUnit.has(unitId) ? unitId : null
  })
  const slots = unitSlots.map((unitId): LineupSlot | null => {
    const entry = unitId === null ? undefined : byUnit.get(unitId)
    if (!entry) return null
    const { saved, cat } = entry
    return {
      unitId: saved.unitId,
      formIndex: saved.formIndex,
      level: saved.level,
      plusLevel: saved.plusLevel,
      talentLevels: saved.talentLevels,
      orbs: saved.orbs,
      cat,
    }
  })
  const filled = slots.filter((slot) => slot !== null)
  // open at first while the lineup is empty; then as the player leaves it
  const [editing, setEditing] = useState(filled.length === 0 && !long)
  // A slot's tile opens "Choose the cats" with the focus on that slot's menu.
  const slotMenus = useRef<(HTMLSelectElement | null)[]>([])
  const [chosenSlot, setChosenSlot] = useState<number | null>(null)
  const chooseSlot = (index: number) => {
    setEditing(true)
    setChosenSlot(index)
  }
  useEffect(() => {
    if (!editing || chosenSlot === null) return
    const menu = slotMenus.current[chosenSlot]
    menu?.scrollIntoView({ block: 'nearest' })
    menu?.focus()
    setChosenSlot(null)
  }, [editing, chosenSlot])
  // Ten menus of every cat: for a long list, only cats a player would field (thousands of options froze the page).
  const choices = useMemo(
    () =>
      (long ? cats.filter(({ cat }) => cat) : cats).map(({ saved, cat }) => ({
        unitId: saved.unitId,
        name: cat?.forms.find((form) => form.formIndex === saved.formIndex)?.name ?? cat?.forms[0]?.name ?? `Cat no. ${saved.unitId}`,
      })),
    [cats, long],
  )

  const choose = (index: number, value: string) => {
    const unitId = value === '' ? null : Number(value)
    const next = unitSlots.map((slot) => (slot === unitId ? null : slot))
    next[index] = unitId
    setPending(next)
    save.mutate(
      { listId: list.id, slots: next },
      {
        onError: showError,
        // The list read back holds the choice; a later choice still on its way keeps its own.
        onSettled: () => setPending((current) => (current === next ? null : current)),
      },
    )
  }

  const shareCats = encodeLineup(
    slots.map((slot) =>
      slot
        ? {
            unitId: slot.unitId,
            formIndex: slot.formIndex,
            level: slot.level,
            plusLevel: slot.plusLevel,
            talentLevels: [...slot.talentLevels],
            orbs: slot.orbs ? [...slot.orbs] : [],
          }
        : null,
    ),
  )

  return (
    <section aria-labelledby={headingId} className="card mt-6 flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-black">
          Lineup
        </h2>
        {filled.length > 0 ? (
          <Link to="/lineup" search={{ cats: shareCats, name: list.name }} className={buttonClass('default')} data-testid="share-lineup">
            <Share2 className="size-4" aria-hidden="true" />
            Share link
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-muted">Up to ten cats of this list in two rows of five. Combos count the first row only.</p>
      <LineupView slots={slots} levelMode={list.levelMode} onChooseSlot={chooseSlot} />
      <details className="rounded-lg border border-line p-3" open={editing} onToggle={(event) => setEditing(event.currentTarget.open)}>
        <summary className="cursor-pointer text-sm font-semibold">Choose the cats</summary>
        {/* The menus are built when the player opens this part, not with every list page. */}
        {editing ? (
          <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-5">
            {unitSlots.map((unitId, index) => (
              <label key={index} className="flex min-w-0 flex-col gap-1 text-sm font-semibold">
                {`Slot ${index + 1}${index < 5 ? ' (first row)' : ''}`}
                {/* Never disabled while a choice saves: the focus would fall out of the menu on the first arrow key. */}
                <select
                  ref={(menu) => {
                    slotMenus.current[index] = menu
                  }}
                  className="input"
                  value={unitId ?? ''}
                  onChange={(event) => choose(index, event.target.value)}
                >
                  <option value="">Empty</option>
                  {choices.map((choice) => (
                    <option key={choice.unitId} value={choice.unitId}>
                      {choice.name}
                    </option>
                  ))}
                  {unitId !== null && !choices.some((choice) => choice.unitId === unitId) ? (
                    <option value={unitId}>{slots[index]?.cat?.forms[0]?.name ?? `Cat no. ${unitId}`}</option>
                  ) : null}
                </select>
              </label>
            ))}
          </div>
        ) : null}
      </details>
    </section>
  )
})
