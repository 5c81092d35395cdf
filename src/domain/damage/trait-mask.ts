import { TRAITS, type Trait } from '../game-data/vocabulary.ts'

/** Traits as bits, so that "has at least one trait in common" is one AND on the hot path. */
export function traitMask(traits: readonly Trait[]): number {
  let mask = 0
  for (const t of traits) mask |= 1 << TRAITS.indexOf(t)
  return mask
}

export const METAL_MASK = traitMask(['metal'])
