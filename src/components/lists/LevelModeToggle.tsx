import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LEVEL_MODES, type CatList } from '../../browser-db/schema.ts'
import { LEVEL_MODE_LABELS } from './list-labels.ts'
import { showError } from './show-error.ts'
import { setLevelModeMutation } from '../../queries/lists.ts'

/** Which levels the numbers of the list use; saved with the list. */
export function LevelModeToggle({ list }: { list: CatList }) {
  const queryClient = useQueryClient()
  const setMode = useMutation(setLevelModeMutation(queryClient))
  const current = setMode.isPending ? setMode.variables.levelMode : list.levelMode

  return (
    <fieldset className="flex shrink-0 flex-col gap-1">
      <legend className="mb-1 text-xs font-semibold text-muted">Show numbers at</legend>
      <div className="flex rounded-lg border border-line bg-surface-2 p-1">
        {LEVEL_MODES.map((mode) => (
          <label
            key={mode}
            className="relative inline-flex min-h-9 flex-1 cursor-pointer whitespace-nowrap items-center justify-center rounded-md px-3 text-sm font-semibold text-muted has-checked:bg-surface has-checked:text-text has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={`level-mode-${list.id}`}
              value={mode}
              checked={current === mode}
              onChange={() => setMode.mutate({ listId: list.id, levelMode: mode }, { onError: showError })}
              className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0"
            />
            {LEVEL_MODE_LABELS[mode]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
