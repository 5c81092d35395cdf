import type { Trait, UnitForm } from '../game-data/model.ts'

/** How a form fares against one trait, strongest first; 'targets' alone = only targets it. */
export const EFFECTIVENESS = ['insaneDamage', 'massiveDamage', 'strongAgainst', 'insanelyTough', 'resistant', 'attackOnly', 'targets'] as const
export type Effectiveness = (typeof EFFECTIVENESS)[number]

export const EFFECTIVENESS_LABELS: Record<Effectiveness, string> = {
  insaneDamage: 'Insane damage',
  massiveDamage: 'Massive damage',
  strongAgainst: 'Strong',
  insanelyTough: 'Insanely tough',
  resistant: 'Resistant',
  attackOnly: 'Attacks only',
  targets: 'Targets',
}

/** The effects a form has against a trait; empty when it does not target the trait. */
export function effectivenessAgainst(form: Pick<UnitForm, 'targets' | 'abilities'>, trait: Trait): Effectiveness[] {
  if (!form.targets.includes(trait)) return []
  const effects: Effectiveness[] = []
  for (const kind of EFFECTIVENESS) {
    if (kind === 'targets') effects.push(kind)
    else if (form.abilities[kind]) effects.push(kind)
  }
  return effects
}
