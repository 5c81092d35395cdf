import type { StageRules } from '../../domain/game-data/stage-rules.ts'
import { describeStageRules } from '../../domain/stage/stage-rules.ts'

/**
 * The stage's restrictions in plain words (issue #45 point 2), per crown where they differ, and
 * what the files hold that the app could not read.
 */
export function StageRulesSection({
  rules,
  crownCount,
  ruleCats,
}: {
  rules: StageRules | undefined
  crownCount: number
  ruleCats: readonly { unitId: number; name: string }[]
}) {
  const names = new Map(ruleCats.map((cat) => [cat.unitId, cat.name]))
  const unitName = (unitId: number) => names.get(unitId) ?? `cat ${unitId}`
  const byCrown = Array.from({ length: Math.max(1, crownCount) }, (_, crown) => describeStageRules(rules, crown, unitName))
  const same = byCrown.every((words) => words.rules.join('\n') === byCrown[0]!.rules.join('\n'))
  const unread = byCrown[0]!.unread
  return (
    <section aria-labelledby="rules-heading" className="mt-8" data-testid="stage-rules">
      <h2 id="rules-heading" className="text-lg font-bold">
        Rules
      </h2>
      {same ? (
        byCrown[0]!.rules.length === 0 ? (
          <p className="text-sm text-muted" data-testid="stage-rules-none">
            No restrictions: any cats, both rows.
          </p>
        ) : (
          <ul className="mt-2 list-disc pl-5 text-sm" data-testid="stage-rule-list">
            {byCrown[0]!.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        )
      ) : (
        <dl className="mt-2 grid gap-1 text-sm" data-testid="stage-rule-list">
          {byCrown.map((words, crown) => (
            <div key={crown} className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">{crown + 1}-crown:</dt>
              <dd>{words.rules.length === 0 ? 'no restrictions' : words.rules.join(' ')}</dd>
            </div>
          ))}
        </dl>
      )}
      {unread.length > 0 && (
        <ul className="mt-2 text-sm text-muted" data-testid="stage-rules-unread">
          {unread.map((line) => (
            <li key={line}>Not read: {line}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
