import type { Trait } from './game-data/model.ts'

/** How the pages name each enemy trait. */
export const TRAIT_LABELS: Record<Trait, string> = {
  red: 'Red',
  floating: 'Floating',
  black: 'Black',
  metal: 'Metal',
  angel: 'Angel',
  alien: 'Alien',
  zombie: 'Zombie',
  relic: 'Relic',
  aku: 'Aku',
  traitless: 'Traitless',
}

/** The trait's ability icon name (the icon set names them by label), for abilityIconUrl. */
export function traitIcon(trait: Trait): string {
  return `Target_${TRAIT_LABELS[trait]}`
}
