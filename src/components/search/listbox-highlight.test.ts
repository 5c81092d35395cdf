import { describe, expect, it } from 'vitest'
import { NO_HIGHLIGHT, moveHighlight } from './listbox-highlight.ts'

describe('moveHighlight', () => {
  it('starts at the first option going down and at the last going up', () => {
    expect(moveHighlight(NO_HIGHLIGHT, 5, 1)).toBe(0)
    expect(moveHighlight(NO_HIGHLIGHT, 5, -1)).toBe(4)
  })

  it('moves one option at a time', () => {
    expect(moveHighlight(1, 5, 1)).toBe(2)
    expect(moveHighlight(3, 5, -1)).toBe(2)
  })

  it('wraps around both ends', () => {
    expect(moveHighlight(4, 5, 1)).toBe(0)
    expect(moveHighlight(0, 5, -1)).toBe(4)
  })

  it('highlights nothing when there are no options', () => {
    expect(moveHighlight(NO_HIGHLIGHT, 0, 1)).toBe(NO_HIGHLIGHT)
    expect(moveHighlight(2, 0, -1)).toBe(NO_HIGHLIGHT)
  })

  it('restarts from an end when the list shrank under the highlight', () => {
    expect(moveHighlight(7, 3, 1)).toBe(0)
    expect(moveHighlight(7, 3, -1)).toBe(2)
  })
})
