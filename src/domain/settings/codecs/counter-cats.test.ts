import { describe, expect, it } from 'vitest'
import { TRAITS } from '../../game-data/vocabulary.ts'
import { decodeCounterCats, encodeCounterCats, MAX_COUNTER_CATS } from './counter-cats.ts'

describe('the cats of a stage ranking, in one line', () => {
  const bahamut = { unitId: 25, formIndex: 2, level: 30, plusLevel: 5, talentLevels: [] }
  const keiji = { unitId: 72, formIndex: 2, level: 50, plusLevel: 70, talentLevels: [10, 0, 1] }

  it('writes each cat once and reads it back', () => {
    const text = encodeCounterCats([bahamut, keiji, { ...bahamut }])
    expect(text).toBe('25.2.30.5 72.2.50.70.10.0.1')
    expect(decodeCounterCats(text)).toEqual({ ok: true, cats: [bahamut, keiji] })
  })

  it('carries each cat’s orbs in three characters each, an empty slot before a chosen orb kept', () => {
    // effect and trait by their place in the vocabulary (attack 0, massive 3; red 0, floating 1, traitless 9), then the grade
    const orbed = { ...bahamut, orbs: ['attack-red-S', 'massive-floating-D'] }
    const second = { ...keiji, orbs: ['none', 'tough-traitless-A'] }
    const text = encodeCounterCats([orbed, second, { ...bahamut, orbs: ['none', 'none'] }])
    expect(text).toBe('25.2.30.5:00S,31D 72.2.50.70.10.0.1:---,49A 25.2.30.5')
    expect(decodeCounterCats(text)).toEqual({ ok: true, cats: [orbed, second, bahamut] })
    // ten traits fit one digit each
    expect(TRAITS.length).toBeLessThanOrEqual(10)
  })

  it('keeps 1,000 cats with eight talents and two orbs each under the 64 KB a request may carry', () => {
    const cats = Array.from({ length: MAX_COUNTER_CATS }, (_, i) => ({
      unitId: 10_000 + i,
      formIndex: 3,
      level: 130,
      plusLevel: 130,
      talentLevels: [10, 10, 10, 10, 10, 10, 10, 10],
      orbs: ['massive-floating-S', 'strong-traitless-S'],
    }))
    const text = encodeCounterCats(cats)
    expect(text.length).toBeLessThan(60_000)
    expect(decodeCounterCats(text)).toEqual({ ok: true, cats })
  })

  it('keeps 1,000 cats with eight talents each well under the 64 KB a request may carry', () => {
    const cats = Array.from({ length: MAX_COUNTER_CATS }, (_, i) => ({
      unitId: 10_000 + i,
      formIndex: 3,
      level: 130,
      plusLevel: 130,
      talentLevels: [10, 10, 10, 10, 10, 10, 10, 10],
    }))
    const text = encodeCounterCats(cats)
    expect(text.length).toBeLessThan(40_000)
    expect(decodeCounterCats(text)).toEqual({ ok: true, cats })
  })

  it('says what is wrong with a bad line', () => {
    expect(decodeCounterCats('25.4.30.0')).toMatchObject({ ok: false, message: expect.stringContaining('Cat 1 (25.4.30.0)') })
    expect(decodeCounterCats('25.2.0.0')).toMatchObject({ ok: false })
    expect(decodeCounterCats('25.2.30.0.1.2.3.4.5.6.7.8.9')).toMatchObject({ ok: false })
    expect(decodeCounterCats('25.2.30.0:05S')).toMatchObject({ ok: true })
    expect(decodeCounterCats('25.2.30.0:50S')).toMatchObject({ ok: false })
    expect(decodeCounterCats('25.2.30.0:00X')).toMatchObject({ ok: false })
    expect(decodeCounterCats('25.2.30.0:00S,00S,00S,00S')).toMatchObject({ ok: false })
    expect(decodeCounterCats('25.2.30.0:')).toMatchObject({ ok: false })
    expect(decodeCounterCats('25.2.30.0  0.0.1.0')).toMatchObject({ ok: false, message: expect.stringContaining('Cat 2') })
    expect(
      decodeCounterCats(
        Array(MAX_COUNTER_CATS + 1)
          .fill('0.0.1.0')
          .join(' '),
      ),
    ).toEqual({ ok: false, message: 'At most 1,000 cats.' })
  })
})
