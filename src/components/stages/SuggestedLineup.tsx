import { TRAIT_LABELS } from '../../domain/ability-vocabulary.ts'
import type { StageUnitLink } from './stage-unit-link.ts'
import type { StageCountersAnswer } from './use-stage-counters.ts'

/** Up to ten cats: for each trait of the stage's enemies the best cat that targets it, then the fastest boss killers; the traits no cat covers. */
export function SuggestedLineup({ data, unitLink }: { data: Pick<StageCountersAnswer, 'lineup' | 'uncoveredTraits'>; unitLink: StageUnitLink }) {
  return (
    <>
      <h3 className="mt-5 font-bold">Suggested lineup</h3>
      {data.uncoveredTraits.length > 0 && (
        <p className="text-sm text-muted" data-testid="counter-uncovered">
          No cat here that targets these kills their enemies within 10 minutes: {data.uncoveredTraits.map((trait) => TRAIT_LABELS[trait]).join(', ')}.
        </p>
      )}
      <ol className="mt-2 flex flex-wrap gap-2" data-testid="counter-lineup">
        {data.lineup.map((row) => (
          <li key={`${row.unitId}-${row.formIndex}`}>
            <a
              href={unitLink(row, false)}
              data-row-link=""
              className="inline-flex min-h-10 items-center rounded-lg border border-line bg-surface px-3 text-sm font-semibold hover:bg-surface-2"
            >
              {row.name}
              {row.targetedTraits.length > 0 && <span className="ml-1 text-xs font-normal text-muted">({row.targetedTraits.join(', ')})</span>}
            </a>
          </li>
        ))}
      </ol>
    </>
  )
}
