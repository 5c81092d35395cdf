import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { dataVersionQuery } from '../../queries/units'
import type { Cat, UnitForm } from '../../domain/game-data/model.ts'
import { RARITIES } from '../../domain/game-data/vocabulary.ts'
import { padUnitId } from '../../domain/units.ts'
import { UnitIcon } from '../search/UnitIcon'
import { formLabel } from '../../text/format.ts'

/** Icon, names, rarity and the switcher between the cat's forms; `actions` sits beside the name (Add to list). */
export function UnitHeader({ cat, form, actions }: { cat: Cat; form: UnitForm; actions?: ReactNode }) {
  return (
    <header className="flex flex-col gap-4">
      <div className="flex items-start gap-3 sm:gap-5">
        <UnitIcon unitId={cat.id} formIndex={form.formIndex} size="large" className="size-20 shrink-0 border border-line bg-surface sm:size-28" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
            <span className="tabular">Unit {padUnitId(cat.id)}</span>
            <span aria-hidden="true">·</span>
            <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-bold text-accent" data-testid="rarity">
              {RARITIES[cat.rarity] ?? 'Unknown rarity'}
            </span>
            <span aria-hidden="true">·</span>
            <span>{formLabel(form.formIndex)}</span>
          </p>
          <h1 className="text-2xl font-black break-words sm:text-3xl">{form.name}</h1>
          {cat.temporaryNames?.includes(form.formIndex) ? (
            <p className="text-xs text-muted" data-testid="temporary-name">
              Temporary name: the English game has not named this form yet (BCU's list).
            </p>
          ) : null}
          {actions ? <div className="mt-2">{actions}</div> : null}
        </div>
      </div>
      <FormSwitcher cat={cat} current={form.formIndex} />
      {/* The game wraps its descriptions for a fixed-width box; here the lines flow as one paragraph. */}
      {form.description ? <p className="max-w-3xl text-sm text-muted sm:text-base">{form.description.replace(/\s*\n\s*/g, ' ')}</p> : null}
      <UnitDataNotes cat={cat} />
    </header>
  )
}

/** Links to every listed form; the settings in the URL come along so a comparison stays like for like. */
export function FormSwitcher({ cat, current }: { cat: Cat; current: number | null }) {
  return (
    <nav aria-label="Forms">
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {cat.forms.map((form) => {
          const active = form.formIndex === current
          return (
            <li key={form.formIndex} className="min-w-0">
              <Link
                to="/unit/$unitId/$formIndex"
                params={{ unitId: padUnitId(cat.id), formIndex: String(form.formIndex) }}
                search={true}
                preload="intent"
                resetScroll={false}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-12 items-center gap-2 rounded-lg border px-2 py-1 text-left text-sm transition-colors ${
                  active ? 'border-accent bg-accent-soft' : 'border-line bg-surface hover:bg-surface-2'
                }`}
              >
                {/* The shown form's picture is the header's, already fetched: one request fewer. */}
                <UnitIcon unitId={cat.id} formIndex={form.formIndex} size={active ? 'large' : 'small'} className="size-9" />
                <span className="flex min-w-0 flex-col leading-tight">
                  <span className="text-xs text-muted">{formLabel(form.formIndex)}</span>
                  {/* A notch smaller on a phone: two cards share its width, and "Dawnbringer" broke mid-word at 14 px. */}
                  <span className="line-clamp-2 text-[13px] font-semibold break-words sm:line-clamp-1 sm:max-w-52 sm:text-sm" title={form.name}>
                    {form.name}
                  </span>
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** Where this cat's numbers come from, and what the files we hold lack: said next to the cat, not only in the import report. */
function UnitDataNotes({ cat }: { cat: Cat }) {
  const { data } = useQuery(dataVersionQuery())
  const base = data ? `English files ${data.baseVersion}` : 'English files'
  return (
    <div className="flex max-w-3xl flex-col gap-1 text-xs text-muted" data-testid="unit-data-notes">
      <p>
        Numbers from: <span className="font-semibold text-text">{cat.source?.label ?? base}</span>
        {cat.addedIn ? <> · in the game since {cat.addedIn}</> : null}
      </p>
      {(cat.defaulted ?? []).map((what) => (
        <p key={what}>Not in the game files we hold yet: {what}.</p>
      ))}
      {cat.notModelled && cat.notModelled.length > 0 ? <p>Not modelled yet (not counted in the numbers): {cat.notModelled.join(', ')}.</p> : null}
    </div>
  )
}
