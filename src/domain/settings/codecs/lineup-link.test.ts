import { describe, expect, it } from 'vitest'
import { decodeLineup, encodeLineup } from './lineup-link.ts'

describe('lineup share link', () => {
  it('round-trips slots, gaps and talents', () => {
    const slots = [
      { unitId: 25, formIndex: 2, level: 50, plusLevel: 70, talentLevels: [10, 10, 10] },
      null,
      { unitId: 0, formIndex: 1, level: 30, plusLevel: 0, talentLevels: [] },
    ]
    const text = encodeLineup([...slots, null])
    expect(text).toBe('25.2.50.70.10~10~10_-_0.1.30.0')
    expect(decodeLineup(text, 'My lineup')).toEqual({ ok: true, lineup: { name: 'My lineup', slots } })
  })

  it('carries each cat’s orbs in three characters each, an empty slot before a chosen orb kept', () => {
    // attack 0 / red 0 / S, then an empty first slot and Massive Damage Up (3) against floating (1), grade D
    const slots = [
      { unitId: 25, formIndex: 2, level: 50, plusLevel: 0, talentLevels: [], orbs: ['attack-red-S'] },
      { unitId: 36, formIndex: 2, level: 30, plusLevel: 0, talentLevels: [10], orbs: ['none', 'massive-floating-D'] },
    ]
    const text = encodeLineup(slots)
    expect(text).toBe('25.2.50.0.o00S_36.2.30.0.10.o---~31D')
    expect(decodeLineup(text, 'Orbs')).toEqual({ ok: true, lineup: { name: 'Orbs', slots } })
    expect(decodeLineup('25.2.50.0.o99S', undefined)).toMatchObject({ ok: false })
  })

  it('refuses a malformed link with the place and the reason', () => {
    expect(decodeLineup('25.2.50', undefined)).toEqual({ ok: false, message: expect.stringContaining('slot 1 is not a cat') })
    expect(decodeLineup('1.0.1.0_1.0.1.0', undefined)).toEqual({ ok: false, message: expect.stringContaining('twice') })
    expect(decodeLineup(Array(11).fill('-').join('_'), undefined)).toEqual({ ok: false, message: expect.stringContaining('at most 10') })
    expect(decodeLineup('1.0.0.0', undefined)).toEqual({ ok: false, message: expect.stringContaining('level must be from 1') })
    expect(decodeLineup('-_-', undefined)).toEqual({ ok: false, message: expect.stringContaining('names no cats') })
    expect(decodeLineup(undefined, undefined).ok).toBe(false)
    // a unit id past the limit is named as such, not as "not a cat"
    expect(decodeLineup('100000.0.1.0', undefined)).toEqual({ ok: false, message: expect.stringContaining('slot 1: unit 100000 is above 99999') })
    expect(decodeLineup('1.0.1.0_'.repeat(90), undefined)).toEqual({ ok: false, message: expect.stringContaining('it is too long') })
    // the app's own longest link opens: ten cats with eight talents and three orbs each
    const longest = Array.from({ length: 10 }, (_, i) => ({
      unitId: 99_990 + i,
      formIndex: 3,
      level: 100,
      plusLevel: 100,
      talentLevels: [10, 10, 10, 10, 10, 10, 10, 10],
      orbs: ['attack-red-S', 'defense-floating-S', 'strong-black-S'],
    }))
    expect(decodeLineup(encodeLineup(longest), 'Longest')).toEqual({ ok: true, lineup: { name: 'Longest', slots: longest } })
  })
})
