import type { UnitForm } from '../../domain/game-data/model.ts'
import { AbilityIcon } from './AbilityIcon'
import { TRAIT_LABELS, traitIcon } from '../../domain/ability-vocabulary.ts'
import { abilityLines, attackLines, defenceLines, type AbilityLine } from '../../text/ability-text.ts'

/** The form's target traits as icons with names; what talents added is marked. */
export function TargetTraits({ form, base }: { form: UnitForm; base: UnitForm }) {
  if (form.targets.length === 0) return <p className="text-sm text-muted">No target traits: trait abilities have nothing to act on.</p>
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Target traits">
      {form.targets.map((trait) => (
        <li key={trait} className="flex items-center gap-1.5 rounded-full border border-line bg-surface-2 py-0.5 pr-3 pl-1 text-sm font-semibold">
          <AbilityIcon name={traitIcon(trait)} className="size-6" />
          {TRAIT_LABELS[trait]}
          {!base.targets.includes(trait) ? <TalentBadge kind="granted" /> : null}
        </li>
      ))}
    </ul>
  )
}

/** How the form attacks, every ability with its numbers, then immunities and resistances. */
export function AbilityList({ form, base }: { form: UnitForm; base: UnitForm }) {
  const abilities = abilityLines(form, base)
  const defences = defenceLines(form, base)
  return (
    <div className="flex flex-col gap-4">
      <Lines title="Attack" lines={attackLines(form)} />
      <Lines title="Abilities" lines={abilities} empty="No special abilities." />
      {defences.length > 0 ? <Lines title="Immunities and resistances" lines={defences} /> : null}
    </div>
  )
}

function Lines({ title, lines, empty }: { title: string; lines: AbilityLine[]; empty?: string }) {
  return (
    <div>
      <h3 className="mb-1.5 text-sm font-bold tracking-wide text-muted uppercase">{title}</h3>
      {lines.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-1.5" data-testid={`ability-list-${title.toLowerCase().split(' ')[0]}`}>
          {lines.map((line) => (
            <li key={line.key} className="flex items-start gap-2.5 text-sm">
              <AbilityIcon name={line.icon} />
              <span className="min-w-0 pt-1">
                {line.text}
                {line.talent ? <TalentBadge kind={line.talent} /> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function TalentBadge({ kind }: { kind: 'granted' | 'raised' }) {
  return (
    <span className="ml-1.5 inline-block rounded bg-accent-soft px-1.5 text-[11px] font-bold whitespace-nowrap text-accent">
      {kind === 'granted' ? 'talent' : 'raised by talent'}
    </span>
  )
}
