import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LevelMode, SavedCat } from '../../browser-db/schema.ts'
import type { Cat } from '../../domain/game-data/model.ts'
import { savedTalentLevels } from './saved-cat-stats.ts'
import { showError } from './show-error.ts'
import { updateCatMutation } from '../../queries/lists.ts'

/** One level select per talent and ultra talent of the unit, in slot order. */
export function TalentEditor({ saved, cat, levelMode }: { saved: SavedCat; cat: Cat; levelMode: LevelMode }) {
  const queryClient = useQueryClient()
  const update = useMutation(updateCatMutation(queryClient))
  const levels = savedTalentLevels(cat, saved)

  const setLevel = (index: number, level: number) => {
    const talentLevels = levels.map((current, i) => (i === index ? level : current))
    update.mutate({ catId: saved.id, patch: { talentLevels } }, { onError: showError })
  }

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold">
        Talent levels
        {levelMode === 'max' ? <span className="ml-2 font-normal text-muted">(the numbers above count every talent at max)</span> : null}
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {cat.talents.map((talent, i) => (
          <label key={`${talent.slot}-${talent.abilityId}`} className="flex items-center justify-between gap-2 rounded-lg bg-surface-2 px-2.5 py-1.5 text-sm">
            <span className="min-w-0">
              <span className="block truncate font-semibold">{talent.name}</span>
              {talent.ultra ? <span className="text-[11px] font-bold tracking-wide text-gold uppercase">Ultra talent</span> : null}
            </span>
            <select
              className="input tabular min-h-9 w-20 shrink-0 px-2 py-1 text-sm font-semibold"
              aria-label={`${talent.name} level`}
              value={levels[i] ?? 0}
              onChange={(event) => setLevel(i, Number(event.target.value))}
            >
              {talent.maxLevel === 1 ? (
                <>
                  <option value={0}>Off</option>
                  <option value={1}>On</option>
                </>
              ) : (
                Array.from({ length: talent.maxLevel + 1 }, (_, level) => (
                  <option key={level} value={level}>
                    {level === 0 ? 'Off' : `Lv ${level}`}
                  </option>
                ))
              )}
            </select>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
