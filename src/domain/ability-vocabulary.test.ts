import { describe, expect, it } from 'vitest'
import { IMMUNITY_TYPES, TRAITS } from './game-data/vocabulary.ts'
import { ABILITY_ORDER, ABILITY_WORDS, IMMUNITY_ORDER, TRAIT_LABELS, sortImmunities, traitIcon } from './ability-vocabulary.ts'

describe('ability vocabulary', () => {
  it('gives every ability and every immunity one place in the display order', () => {
    expect([...ABILITY_ORDER].sort()).toEqual(Object.keys(ABILITY_WORDS).sort())
    expect([...IMMUNITY_ORDER].sort()).toEqual([...IMMUNITY_TYPES].sort())
  })

  it('sorts a form’s immunities into display order', () => {
    expect(sortImmunities(['curse', 'surge', 'wave'])).toEqual(['wave', 'surge', 'curse'])
  })

  it('names every trait and its icon by the game’s word', () => {
    expect(TRAITS.every((trait) => TRAIT_LABELS[trait].length > 0)).toBe(true)
    expect(traitIcon('floating')).toBe('Target_Floating')
  })
})
