import type { ExplanationStep, FormExplanation } from '../../domain/damage/explain.ts'
import { formatDecimal } from '../../text/format.ts'

/** The engine's own derivation of true DPS, of each hit and of the other numbers, step by step. */
export function Breakdown({ explanation }: { explanation: FormExplanation }) {
  const { hits } = explanation
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 xl:grid-cols-2">
        <Steps title={`True DPS vs ${explanation.target}`} steps={explanation.trueDps} testId="breakdown-true-dps" />
        <Steps title="Plain DPS" steps={explanation.dps} />
      </div>
      <div className="grid gap-5 xl:grid-cols-2" data-testid="breakdown-attack">
        {hits.map((steps, i) => (
          <Steps key={i} title={hits.length > 1 ? `Attack: hit ${i + 1}` : 'Attack'} steps={steps} />
        ))}
      </div>
      <div className="grid gap-3">
        <More title="HP" steps={explanation.hp} />
        <More title="Attack cycle" steps={explanation.cycle} unit=" f" />
        <More title="Cooldown" steps={explanation.cooldown} unit=" f" />
        <More title="Cost" steps={explanation.cost} />
        <More title={`Effective HP vs ${explanation.target}`} steps={explanation.effectiveHp} />
        {explanation.talents.length > 0 ? (
          <details className="rounded-lg border border-line">
            <summary className="min-h-10 cursor-pointer px-3 py-2 text-sm font-semibold">Talents applied</summary>
            <ul className="border-t border-line px-3 py-2 text-sm">
              {explanation.talents.map((talent) => (
                <li key={talent.label} className="flex flex-wrap justify-between gap-x-3 py-1">
                  <span className="font-semibold">{talent.label}</span>
                  <span className="text-muted">
                    level {talent.value} · <span className="font-mono text-xs">{talent.detail}</span>
                  </span>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
      <div>
        <h3 className="mb-1 text-sm font-bold">Assumptions</h3>
        <ul className="list-disc pl-5 text-sm text-muted">
          {explanation.assumptions.map((assumption) => (
            <li key={assumption}>{assumption}</li>
          ))}
        </ul>
      </div>
    </div>
  )
}

function Steps({ title, steps, testId }: { title: string; steps: readonly ExplanationStep[]; testId?: string }) {
  return (
    <div data-testid={testId}>
      <h3 className="mb-1.5 text-sm font-bold">{title}</h3>
      <StepList steps={steps} />
    </div>
  )
}

/** `unit` follows the result in the summary line ("93 f") */
function More({ title, steps, unit = '' }: { title: string; steps: readonly ExplanationStep[]; unit?: string }) {
  const last = steps[steps.length - 1]
  return (
    <details className="rounded-lg border border-line">
      <summary className="flex min-h-10 cursor-pointer items-center gap-2 px-3 py-2 text-sm font-semibold">
        {title}
        {last ? (
          <span className="tabular ml-auto font-normal text-muted">
            {valueText(last.value)}
            {unit}
          </span>
        ) : null}
      </summary>
      <div className="border-t border-line px-3 py-2">
        <StepList steps={steps} />
      </div>
    </details>
  )
}

function StepList({ steps }: { steps: readonly ExplanationStep[] }) {
  return (
    <ol className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
      {steps.map((step, i) => (
        <li key={`${i}-${step.label}`} className="flex flex-col gap-0.5 px-3 py-1.5">
          <div className="flex items-baseline justify-between gap-3">
            <span className="text-sm font-semibold">{step.label}</span>
            <span className="tabular text-sm font-bold">{valueText(step.value)}</span>
          </div>
          <span className="font-mono text-xs break-words text-muted">{step.detail}</span>
        </li>
      ))}
    </ol>
  )
}

function valueText(value: number | null): string {
  return value === null ? '—' : formatDecimal(value, 2)
}
