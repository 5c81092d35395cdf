import { useId } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { FormRef } from '../../domain/game-data/changes.ts'
import type { ShownStep } from '../../text/change-text.ts'
import { changesQuery } from '../../queries/units'
import { CatChangeList, FormLink, versionAnchor } from './CatChangeList'
import { useHydratingMarker } from '../ui/use-hydrating-marker.ts'

/** /changes: what each game update we hold changed for players, newest first. */
export function ChangesPage() {
  const hydrating = useHydratingMarker<HTMLDivElement>()
  const { data } = useSuspenseQuery(changesQuery())
  const { history } = data
  const unlisted = new Set(data.unlisted)
  const isListed = (form: FormRef) => !unlisted.has(`${form.catId}-${form.formIndex}`)
  const oldest = history.versions[0]
  return (
    <div ref={hydrating} data-hydrating="" className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-black sm:text-3xl">What changed</h1>
      <p className="mt-2 max-w-prose text-muted">
        Each game update we hold, compared with the one before it from the game files: new cats and forms, and every changed stat, ability, talent and level
        cap, before → after. HP and attack are at level 1, cost and cooldown before treasures and research. The numbers on this site are from The Battle Cats{' '}
        {data.version} ({data.region.toUpperCase()}).
      </p>
      {history.steps.length > 0 ? (
        <nav aria-label="Versions" className="mt-4 flex flex-wrap gap-2 text-sm">
          {history.steps.map((step) => (
            <a key={step.to} href={`#${versionAnchor(step.to)}`} className="rounded-full border border-line px-3 py-1 font-semibold hover:bg-surface-2">
              {step.to}
            </a>
          ))}
        </nav>
      ) : null}
      {history.steps.map((step) => (
        <VersionSection key={step.to} step={step} isListed={isListed} />
      ))}
      <p className="mt-6 text-sm text-muted" data-testid="oldest-version">
        {oldest === undefined || history.steps.length === 0
          ? `No older game version to compare ${data.version} with.`
          : `${oldest} is the oldest version we hold; it is compared with nothing.`}
      </p>
    </div>
  )
}

function VersionSection({ step, isListed }: { step: ShownStep; isListed: (form: FormRef) => boolean }) {
  const id = useId()
  const newForms = step.changedCats.reduce((sum, cat) => sum + cat.newForms.length, 0)
  const nothing = step.newCats.length + step.changedCats.length + step.removedCats.length === 0
  return (
    <section id={versionAnchor(step.to)} aria-labelledby={id} className="card mt-6 scroll-mt-20 p-4 sm:p-5" data-testid="version-changes">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={id} className="text-xl font-black">
          Version {step.to}
        </h2>
        <span className="text-sm text-muted">
          since {step.from}
          {nothing ? '' : ` · ${count(step.newCats.length, 'new cat')}, ${count(newForms, 'new form')}, ${count(step.changedCats.length, 'changed cat')}`}
        </span>
      </div>
      {nothing ? <p className="mt-2 text-sm">No cat changed: every listed cat has the same numbers as in {step.from}.</p> : null}
      {step.newCats.length > 0 ? (
        <>
          <h3 className="mt-4 font-bold">New cats</h3>
          <ul className="mt-2 flex flex-col gap-1.5 text-sm">
            {step.newCats.map((cat) => (
              <li key={cat.catId}>
                {cat.forms.map((form, index) => (
                  <span key={form.formIndex}>
                    {index > 0 ? ' → ' : null}
                    <FormLink form={form} listed={isListed(form)} />
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {step.changedCats.length > 0 ? (
        <>
          <h3 className="mt-4 font-bold">Changed cats</h3>
          <ul className="mt-2 flex flex-col divide-y divide-line">
            {step.changedCats.map((cat) => (
              <li key={cat.catId} className="py-2.5" data-testid={`changed-cat-${cat.catId}`}>
                <p className="font-bold">
                  <FormLink form={{ catId: cat.catId, formIndex: 0, name: cat.name }} listed={isListed({ catId: cat.catId, formIndex: 0, name: cat.name })} />{' '}
                  <span className="text-sm font-normal text-muted">cat {cat.catId}</span>
                </p>
                <div className="mt-1">
                  <CatChangeList changes={cat} isListed={isListed} />
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {step.removedCats.length > 0 ? (
        <>
          <h3 className="mt-4 font-bold">No longer listed</h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {step.removedCats.map((cat) => (
              <li key={cat.catId}>{cat.name}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}
