import type { KillStep } from '../../domain/enemies/kill-explanation.ts'
import { decimalText } from '../../domain/number-text.ts'

/** The steps of a time to kill (explainKillTime), as the unit page and the counters tables show them. */
export function KillStepList({ steps, className = '' }: { steps: readonly KillStep[]; className?: string }) {
  return (
    <ol className={`flex flex-col gap-0.5 tabular ${className}`}>
      {steps.map((step, index) => (
        <li key={index} data-testid="kill-step" data-value={step.value ?? ''}>
          <span className="font-semibold">{step.text}</span>
          {step.value === null ? '' : `: ${decimalText(step.value, 2)}`} <span className="text-muted">— {step.detail}</span>
        </li>
      ))}
    </ol>
  )
}
