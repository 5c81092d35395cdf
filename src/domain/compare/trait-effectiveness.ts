import type { Trait, UnitForm } from '../game-data/model.ts'
import { ABILITY_WORDS } from '../ability-vocabulary.ts'

/** How a form fares against one trait, strongest first; 'targets' alone = only targets it. */
export const EFFECTIVENESS = ['insaneDamage', 'massiveDamage', 'strongAgainst', 'insanelyTough', 'resistant', 'attackOnly', 'targets'] as const
export type Effectiveness = (typeof EFFECTIVENESS)[number]

export const EFFECTIVENESS_LABELS: Record<Effectiveness, string> = {
  insaneDamage: ABILITY_WORDS.insaneDamage.label,
  massiveDamage: ABILITY_WORDS.massiveDamage.label,
  strongAgainst: ABILITY_WORDS.strongAgainst.label,
  insanelyTough: ABILITY_WORDS.insanelyTough.label,
  resistant: ABILITY_WORDS.resistant.label,
  attackOnly: ABILITY_WORDS.attackOnly.label,
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
