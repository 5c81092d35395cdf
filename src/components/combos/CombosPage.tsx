import { useDeferredValue, useMemo } from 'react'
import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ComboEffectKind } from '../../domain/game-data/combo-kinds.ts'
import { combosMatching, comboEffectText, strengthName, type ComboList, type ListedCombo, type NamedComboMember } from '../../domain/combos/combo-list.ts'
import { searchKey } from '../../domain/search/search-key.ts'
import { padUnitId } from '../../domain/units.ts'
import { formLabel } from '../../text/format.ts'
import { combosQuery } from '../../queries/units.ts'
import { UnitIcon } from '../search/UnitIcon'
import { SelectField, TextField } from '../ui/Field'
import { useShownCount } from '../ui/use-shown-count.ts'
import { Button } from '../ui/Button'
import { useHydratingMarker } from '../ui/use-hydrating-marker.ts'

type Filter = ComboEffectKind | 'all'

const PAGE = 40

type Props = { cat: string; effect: Filter; onChange: (change: { cat?: string; effect?: Filter }) => void }

/** Every combo the English game offers: search by cat, filter by effect. */
export function CombosPage({ cat, effect, onChange }: Props) {
  const hydrating = useHydratingMarker<HTMLDivElement>()
  const { data: list } = useSuspenseQuery(combosQuery())
  const text = useDeferredValue(cat)
  const shown = useMemo(() => {
    const byEffect = effect === 'all' ? list.combos : list.combos.filter((combo) => combo.effect === effect)
    return combosMatching(list, byEffect, text, searchKey)
  }, [list, effect, text])
  const usedKinds = useMemo(() => new Set(list.combos.map((combo) => combo.effect)), [list])
  // A page of cards at a time: all of them at once is a heavy first paint on a phone.
  const { count: limit, showMore, listRef } = useShownCount<HTMLUListElement>(PAGE, `${effect}\u0000${text}`)

  return (
    <div ref={hydrating} data-hydrating="" className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-black sm:text-3xl">Combos</h1>
      <p className="mt-1 text-sm text-muted">
        Put every cat of a combo in the first row of a lineup (at the form shown or a later one) and the whole lineup gets its effect. Game version{' '}
        {list.version}.
      </p>
      <div className="card mt-4 flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <TextField
          label="Search by cat"
          type="search"
          value={cat}
          maxLength={60}
          placeholder="e.g. Macho Cat"
          onChange={(event) => onChange({ cat: event.target.value })}
        />
        <SelectField label="Effect" value={effect} onChange={(event) => onChange({ effect: event.target.value as Filter })}>
          <option value="all">All effects</option>
          {list.effects
            .filter((kind) => usedKinds.has(kind.kind))
            .map((kind) => (
              <option key={kind.kind} value={kind.kind}>
                {kind.name}
              </option>
            ))}
        </SelectField>
      </div>
      <p className="mt-4 text-sm text-muted" role="status" data-testid="combo-count">
        {shown.length === 1 ? '1 combo' : `${shown.length} combos`}
      </p>
      {shown.length === 0 ? (
        <p className="card mt-2 p-6 text-center text-muted">No combo matches. Try another cat or effect.</p>
      ) : (
        <ul ref={listRef} className="mt-2 flex flex-col gap-3" data-testid="combo-list">
          {shown.slice(0, limit).map((combo) => (
            <li key={combo.id}>
              <ComboCard list={list} combo={combo} />
            </li>
          ))}
        </ul>
      )}
      {shown.length > limit ? (
        <div className="mt-4 flex justify-center">
          <Button onClick={showMore}>
            Show {Math.min(PAGE, shown.length - limit)} more ({shown.length - limit} not shown)
          </Button>
        </div>
      ) : null}
    </div>
  )
}

export function ComboCard({
  list,
  combo,
  highlightUnit,
  heading: Heading = 'h2',
}: {
  list: Pick<ComboList, 'effects' | 'strengths'>
  combo: ListedCombo
  highlightUnit?: number
  heading?: 'h2' | 'h3'
}) {
  return (
    <article className="card p-4" data-testid="combo" aria-label={combo.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Heading className="text-base font-black">{combo.name}</Heading>
        <p className="text-sm">
          <span className="font-semibold">{comboEffectText(list, combo)}</span> <StrengthBadge name={strengthName(list, combo.level)} />
        </p>
      </div>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Members">
        {combo.members.map((member) => (
          <li key={`${member.unitId}-${member.formIndex}`}>
            <ComboMemberLink member={member} highlight={member.unitId === highlightUnit} />
          </li>
        ))}
      </ul>
    </article>
  )
}

// The game's short strength names, written out where the pointer rests on them.
const STRENGTH_WORDS: Record<string, string> = { Sm: 'small', M: 'medium', L: 'large', XL: 'extra large' }

function StrengthBadge({ name }: { name: string }) {
  const className = 'rounded-full bg-accent-soft px-2 py-0.5 text-xs font-bold text-accent no-underline'
  const word = STRENGTH_WORDS[name]
  // The title shows on hover; screen readers, which mostly skip an abbreviation's title, read the words.
  return word ? (
    <>
      <abbr title={`Strength: ${word}`} className={className} aria-hidden="true">
        {name}
      </abbr>
      <span className="sr-only">{`Strength: ${word}`}</span>
    </>
  ) : (
    <span className={className}>{name}</span>
  )
}

function ComboMemberLink({ member, highlight }: { member: NamedComboMember; highlight: boolean }) {
  const body = (
    <>
      <UnitIcon unitId={member.unitId} formIndex={member.formIndex} className="size-9 shrink-0" loading="lazy" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-sm font-semibold">{member.name ?? `Unknown cat (no. ${member.unitId})`}</span>
        <span className="text-xs text-muted">{member.name === null ? 'not in the data' : `${formLabel(member.formIndex)} or later`}</span>
      </span>
    </>
  )
  const className = `flex max-w-72 items-center gap-2 rounded-lg border px-2 py-1.5 ${highlight ? 'border-accent bg-accent-soft' : 'border-line bg-surface'}`
  if (member.name === null) return <span className={className}>{body}</span>
  return (
    <Link
      to="/unit/$unitId/$formIndex"
      params={{ unitId: padUnitId(member.unitId), formIndex: String(member.formIndex) }}
      className={`${className} hover:bg-surface-2`}
    >
      {body}
    </Link>
  )
}
