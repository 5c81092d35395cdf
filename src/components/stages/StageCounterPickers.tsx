import type { CatListSummary } from '../../browser-db/schema.ts'
import { countedTreasuresNote, type AccountTreasures } from '../../domain/settings/account.ts'
import { crownLabel } from '../../domain/stage/crowns.ts'
import { SelectField } from '../ui/Field'
import { ALL_CATS } from './stage-counters-search.ts'

/** The cats to rank (every cat or a saved list), what of the account counts, and the crown where the map has several. */
export function StageCounterPickers({
  lists,
  source,
  onSource,
  account,
  crowns,
  crown,
  onCrown,
}: {
  lists: readonly CatListSummary[] | undefined
  source: string
  onSource: (source: string) => void
  account: AccountTreasures | null
  /** the map's crowns' magnifications (%) */
  crowns: readonly number[]
  crown: number
  onCrown: (crown: number) => void
}) {
  return (
    <div className="mt-2 max-w-sm">
      <SelectField label="Cats to rank" value={source} onChange={(event) => onSource(event.target.value)} data-testid="counter-source">
        <option value={ALL_CATS}>All cats (last form, max level)</option>
        {lists?.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name} ({candidate.catCount} {candidate.catCount === 1 ? 'cat' : 'cats'})
          </option>
        ))}
      </SelectField>
      <p className="mt-1 text-sm text-muted" data-testid="counter-treasures">
        {countedTreasuresNote(account)}
      </p>
      {crowns.length > 1 && (
        <div className="mt-2">
          <SelectField label="Crown" value={String(crown)} onChange={(event) => onCrown(Number(event.target.value))} data-testid="counter-crown">
            {crowns.map((percent, index) => (
              <option key={index} value={index + 1}>
                {crownLabel(index + 1, percent)}
              </option>
            ))}
          </SelectField>
        </div>
      )}
    </div>
  )
}
