import { describe, expect, it } from 'vitest'
import { killTimeText, SLOW_KILL_TEXT } from './kill-time-text.ts'

describe('killTimeText', () => {
  it('a kill in the fight is its time; past 10 minutes, or not within the fight, it is slow, never "cannot"', () => {
    expect(killTimeText(44.03, null)).toBe('44.03 s')
    expect(killTimeText(600, null)).toBe('600.00 s')
    expect(killTimeText(600.5, null)).toBe(SLOW_KILL_TEXT)
    expect(killTimeText(null, 'tooSlow')).toBe('> 10 min')
    expect(killTimeText(Infinity, 'tooSlow')).toBe('> 10 min')
  })

  it('says why there is no kill when it is not slowness', () => {
    expect(killTimeText(null, 'noDamage')).toBe('No damage')
    expect(killTimeText(Infinity, 'barrier')).toBe('Can’t break barrier')
    expect(killTimeText(null, 'revives')).toBe('Keeps reviving')
  })
})
