import { Link } from '@tanstack/react-router'
import type { FormRef } from '../../domain/game-data/changes.ts'
import { padUnitId } from '../../domain/units.ts'
import { formLabel } from '../../text/format.ts'
import type { ShownCatChanges } from '../../text/change-text.ts'

/** The anchor of one version's section on /changes: "v15-0-0". */
export function versionAnchor(version: string): string {
  return `v${version.replace(/\./g, '-')}`
}

/** "before → after" (screen readers say the arrow). */
export function BeforeAfter({ before, after }: { before: string; after: string }) {
  return (
    <span>
      <span className="text-muted">{before}</span> → <span className="font-semibold">{after}</span>
    </span>
  )
}

/** A form's name, linked to its unit page unless it has none today. */
export function FormLink({ form, listed = true }: { form: FormRef; listed?: boolean }) {
  if (!listed) return <span className="font-semibold">{form.name}</span>
  return (
    <Link
      to="/unit/$unitId/$formIndex"
      params={{ unitId: padUnitId(form.catId), formIndex: String(form.formIndex) }}
      className="font-semibold text-accent underline-offset-2 hover:underline"
    >
      {form.name}
    </Link>
  )
}

/**
 * What one update changed about one cat, one line each: new and dropped forms,
 * renames, stats, abilities, talents and level caps, with before → after.
 */
export function CatChangeList({ changes, isListed = () => true }: { changes: ShownCatChanges; isListed?: (form: FormRef) => boolean }) {
  return (
    <ul className="flex flex-col gap-1.5 text-sm" data-testid="cat-changes">
      {changes.newForms.map((form) => (
        <li key={`new-${form.formIndex}`}>
          New {formLabel(form.formIndex)}: <FormLink form={form} listed={isListed(form)} />
        </li>
      ))}
      {changes.removedForms.map((form) => (
        <li key={`removed-${form.formIndex}`}>
          {formLabel(form.formIndex)} <span className="font-semibold">{form.name}</span> is no longer listed
        </li>
      ))}
      {changes.forms.map((form) => (
        <li key={`form-${form.formIndex}`}>
          <FormLink form={form} listed={isListed(form)} /> <span className="text-muted">({formLabel(form.formIndex)})</span>
          <ul className="mt-1 flex flex-col gap-1 pl-4">
            {form.renamedFrom !== null ? (
              <li>
                Name: <BeforeAfter before={form.renamedFrom} after={form.name} />
              </li>
            ) : null}
            {form.changes.map((change) => (
              <li key={change.label}>
                {change.label}: <BeforeAfter before={change.before} after={change.after} />
              </li>
            ))}
          </ul>
        </li>
      ))}
      {changes.talents.map((talent) => (
        <li key={`talent-${talent.abilityId}`}>
          {talent.before === null ? (
            <>
              New talent: <span className="font-semibold">{talent.after}</span>
            </>
          ) : talent.after === null ? (
            <>
              Talent removed: <span className="text-muted">{talent.before}</span>
            </>
          ) : (
            <>
              Talent: <BeforeAfter before={talent.before} after={talent.after} />
            </>
          )}
        </li>
      ))}
      {changes.levels ? (
        <li>
          {changes.levels.label}: <BeforeAfter before={changes.levels.before} after={changes.levels.after} />
        </li>
      ) : null}
    </ul>
  )
}
