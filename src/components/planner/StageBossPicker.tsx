import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { stageSearchQuery } from '../../queries/stages.ts'

export type PickedStage = { mapId: string; stageId: number; label: string }

const RESULTS = 6

/** A stage by name or map, for the planner's time to kill its boss. */
export function StageBossPicker({ picked, onPick }: { picked: PickedStage | null; onPick: (stage: PickedStage) => void }) {
  const id = useId()
  const [text, setText] = useState('')
  const q = text.trim()
  const results = useQuery({ ...stageSearchQuery(q, undefined, RESULTS), enabled: q.length >= 2 })
  const rows = q.length >= 2 ? (results.data?.rows ?? []) : []
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label className="font-semibold" htmlFor={`${id}-stage`}>
        Stage
      </label>
      <input
        id={`${id}-stage`}
        className="input"
        placeholder="Search a stage or map"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        data-testid="planner-stage"
      />
      {rows.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label="Stages found">
          {rows.map((row) => (
            <li key={`${row.mapId}-${row.stageId}`}>
              <button
                type="button"
                className="min-h-10 w-full rounded-lg border border-line px-3 text-left text-sm hover:bg-surface-2"
                onClick={() => {
                  onPick({ mapId: row.mapId, stageId: row.stageId, label: `${row.label} (${row.mapLabel})` })
                  setText('')
                }}
                data-testid="planner-stage-result"
              >
                {row.label} <span className="text-muted">· {row.mapLabel}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {picked ? (
        <p className="text-xs text-muted" data-testid="planner-stage-picked">
          {picked.label}
        </p>
      ) : null}
    </div>
  )
}
