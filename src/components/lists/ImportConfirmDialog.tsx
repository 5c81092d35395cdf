import { useId, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { countChanges, type NewerChanges } from '../../browser-db/index.ts'
import { padUnitId } from '../../domain/units.ts'
import { unitsMetadataQuery } from '../../queries/units.ts'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { catChangeText, listDifferenceText, type UnitNamer } from './import-change-text.ts'
import { catCountLabel } from './list-labels.ts'

type Props = {
  /** what the file would replace that is newer here; null: closed */
  changes: NewerChanges | null
  onReplace: () => void
  /** Cancel, Escape or the backdrop: nothing is imported */
  onCancel: () => void
}

/** Asks before an import replaces lists or cats changed here after the file was saved, naming each. */
export function ImportConfirmDialog({ changes, onReplace, onCancel }: Props) {
  const titleId = useId()
  const descriptionId = useId()
  return (
    <Dialog
      open={changes !== null}
      onClosed={onCancel}
      labelledBy={titleId}
      describedBy={descriptionId}
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-lg overflow-y-auto rounded-2xl border border-line bg-surface p-0 text-text shadow-2xl backdrop:bg-black/55 backdrop:backdrop-blur-[2px]"
    >
      {changes ? <Changes changes={changes} titleId={titleId} descriptionId={descriptionId} onReplace={onReplace} onCancel={onCancel} /> : null}
    </Dialog>
  )
}

function Changes({
  changes,
  titleId,
  descriptionId,
  onReplace,
  onCancel,
}: {
  changes: NewerChanges
  titleId: string
  descriptionId: string
  onReplace: () => void
  onCancel: () => void
}) {
  const nameOf = useUnitNamer()
  const { lists, cats } = countChanges(changes)
  const counted = [lists > 0 ? `${lists} ${lists === 1 ? 'list' : 'lists'}` : null, cats > 0 ? catCountLabel(cats) : null].filter(Boolean).join(' and ')
  return (
    <div className="p-5 sm:p-6" data-testid="import-confirm">
      <h2 id={titleId} className="text-xl font-black tracking-tight">
        Replace newer changes?
      </h2>
      <p id={descriptionId} className="mt-2 text-sm text-muted">
        The file was saved before you changed {counted} on this device. Importing it would change them back:
      </p>
      <ul className="mt-4 flex flex-col gap-3 text-sm">
        {changes.map((list) => (
          <li key={list.listId} data-testid="import-confirm-list">
            <h3 className="font-bold">{list.name}</h3>
            <ul className="mt-1 flex list-disc flex-col gap-0.5 pl-5">
              {list.differences.map((difference) => (
                <li key={difference.field}>{listDifferenceText(difference, nameOf, list.unitForms)}</li>
              ))}
              {list.cats.map((cat) => (
                <li key={cat.unitId} data-testid="import-confirm-cat">
                  {catChangeText(cat, nameOf)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted">Cancel keeps everything as it is: nothing is imported.</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button onClick={onCancel} data-autofocus="">
          Cancel
        </Button>
        <Button variant="danger" onClick={onReplace}>
          Replace
        </Button>
      </div>
    </div>
  )
}

/** Names by the search's list of every form when the page has it (or can get it); the unit number meanwhile, or offline. */
function useUnitNamer(): UnitNamer {
  const metadata = useQuery({ ...unitsMetadataQuery(), retry: false })
  const units = metadata.data?.units
  return useMemo(() => {
    const names = new Map((units ?? []).map((unit) => [`${unit.unitId}:${unit.formIndex}`, unit.name]))
    return (unitId, formIndex) => names.get(`${unitId}:${formIndex}`) ?? names.get(`${unitId}:0`) ?? `Unit ${padUnitId(unitId)}`
  }, [units])
}
