import { describe, expect, it } from 'vitest'
import { withContext } from './map-kinds.ts'

describe('withContext', () => {
  it('adds the map or kind in brackets, unless the label already begins with it', () => {
    // A stage without an English name is labelled after its map (stages.ts stageLabel), an event map without one after its kind.
    expect(withContext('Earthshaker', 'Legend of the Earthshaker')).toBe('Earthshaker (Legend of the Earthshaker)')
    expect(withContext('Empire of Cats Chapter 1 stage 52', 'Empire of Cats Chapter 1')).toBe('Empire of Cats Chapter 1 stage 52')
    expect(withContext('Event stages 68', 'Event stages')).toBe('Event stages 68')
  })
})
