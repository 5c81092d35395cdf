import { Link } from '@tanstack/react-router'
import type { ShownHistoryEntry } from '../../text/change-text.ts'
import { CatChangeList, FormLink, versionAnchor } from '../changes/CatChangeList'

/** The unit page's short history: each game update that added or changed this cat, newest first. */
export function UnitHistory({ entries }: { entries: readonly ShownHistoryEntry[] }) {
  return (
    <div data-testid="unit-history">
      <ol className="flex flex-col gap-3">
        {entries.map((entry) => (
          <li key={entry.to}>
            <p className="text-sm font-bold">
              <Link to="/changes" hash={versionAnchor(entry.to)} className="text-accent underline-offset-2 hover:underline">
                Version {entry.to}
              </Link>{' '}
              <span className="font-normal text-muted">since {entry.from}</span>
            </p>
            <div className="mt-1">
              {entry.newCat ? (
                <p className="text-sm">
                  New cat:{' '}
                  {entry.newCat.map((form, index) => (
                    <span key={form.formIndex}>
                      {index > 0 ? ', ' : null}
                      <FormLink form={form} />
                    </span>
                  ))}
                </p>
              ) : null}
              {entry.changes ? <CatChangeList changes={entry.changes} /> : null}
            </div>
          </li>
        ))}
      </ol>
      {entries.some((entry) => entry.changes?.forms.some((form) => form.changes.length > 0)) ? (
        <p className="mt-3 text-xs text-muted">HP and attack at level 1; cost and cooldown before treasures and research.</p>
      ) : null}
    </div>
  )
}
