import { memo } from 'react'
import type { EnemyPageSearch } from '../../domain/enemies/enemy-search.ts'
import type { CatListSummary } from '../../browser-db/schema.ts'
import { moveAmongRadios } from '../ui/radio-keys.ts'

/** Which cats are ranked: all at max, or a saved list. Memoized apart from the fields, which the lists arriving leave alone. */
export const CounterSource = memo(function CounterSource({
  source,
  lists,
  change,
}: {
  source: string
  lists: readonly CatListSummary[] | undefined
  change: (patch: Partial<EnemyPageSearch>) => void
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-xs font-semibold text-muted">Cats</legend>
      <div className="flex flex-wrap gap-1" role="radiogroup" aria-label="Cats to rank" onKeyDown={moveAmongRadios}>
        <SourceButton active={source === 'all'} onClick={() => change({ list: undefined })} label="All cats at max" />
        {(lists ?? []).map((list) => (
          <SourceButton key={list.id} active={source === list.id} onClick={() => change({ list: list.id })} label={`${list.name} (${list.catCount})`} />
        ))}
      </div>
    </fieldset>
  )
})

function SourceButton({ active, onClick, label }: { active: boolean; onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={active}
      tabIndex={active ? 0 : -1}
      onClick={onClick}
      className={`min-h-9 max-w-full rounded-lg border px-2.5 text-left text-sm font-semibold wrap-anywhere ${active ? 'border-accent bg-accent-soft text-accent' : 'border-line hover:bg-surface-2'}`}
    >
      {label}
    </button>
  )
}
