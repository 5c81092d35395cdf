import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { levelMultiplierPercent, maxLevel } from './level-multiplier.ts'
import { statAtLevel } from './scaled-stat.ts'

const CAT_CURVE = [20, 20, 20, 20, 20, 20, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10]

describe('levelMultiplierPercent', () => {
  it('level 1 has no step; level ≤ 1 gives no step', () => {
    expect(levelMultiplierPercent(CAT_CURVE, 1)).toBe(100)
    expect(levelMultiplierPercent(CAT_CURVE, 0)).toBe(100)
  })

  it('sums the band of each level 2..L', () => {
    // levels 2..10 in band 0: 9 × 20 = 180 → 280
    expect(levelMultiplierPercent(CAT_CURVE, 10)).toBe(280)
    // level 11 is the first level of band 1 (ceil(11/10) − 1 = 1): 280 + 20
    expect(levelMultiplierPercent(CAT_CURVE, 11)).toBe(300)
    // 59 steps of 20 to level 60, then 40 steps of 10: 100 + 1180 + 400
    expect(levelMultiplierPercent(CAT_CURVE, 100)).toBe(1680)
  })

  it('keeps the last band past level 200', () => {
    const curve = [...CAT_CURVE.slice(0, 19), 5]
    // level 201 uses band min(20, 19) = 19: one more step of 5
    expect(levelMultiplierPercent(curve, 201) - levelMultiplierPercent(curve, 200)).toBe(5)
  })

  it('without a curve every step is 20%: mult = (L + 4) / 5', () => {
    expect(levelMultiplierPercent([], 6)).toBe(200)
  })

  it('max level = max base + max plus', () => {
    expect(maxLevel({ maxBaseLevel: 60, maxPlusLevel: 70 })).toBe(130)
  })
})

describe('statAtLevel', () => {
  it('mechanics §2 worked example: base HP 100 at level 10 → 280 → ×2.5 → 700', () => {
    expect(statAtLevel(100, levelMultiplierPercent(CAT_CURVE, 10), 300)).toBe(700)
  })

  it('rounds in exact integers where a float sum of 0.2 steps lands under .5', () => {
    // base 5 at level 61: mult 100 + 59 × 20 + 1 × 10 = 1290 %, 5 × 12.9 = 64.5 → 65 → ×2.5 = 162.5 → 162.
    // Summing 0.2 / 0.1 in floats gives 64.4999… → 64 → 160.
    expect(levelMultiplierPercent(CAT_CURVE, 61)).toBe(1290)
    expect(statAtLevel(5, 1290, 300)).toBe(162)
  })

  it('treasure factor 1 + 0.005 × t, floored; talent boost floored after it', () => {
    // 135 × (1 + 0.005 × 100) = 202.5 → 202
    expect(statAtLevel(135, 100, 100)).toBe(202)
    // 700 × 1.8 = 1260; 701 × 2.5 = 1752.5 → 1752, then × 1.08 = 1892.16 → 1892
    expect(statAtLevel(700, 180, 0)).toBe(1260)
    expect(statAtLevel(701, 100, 300, 8)).toBe(1892)
  })

  it('never decreases with level (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 20, maxLength: 20 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 1, max: 140 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 200 }),
        (curve, base, level, treasure, boost) => {
          const here = statAtLevel(base, levelMultiplierPercent(curve, level), treasure, boost)
          const next = statAtLevel(base, levelMultiplierPercent(curve, level + 1), treasure, boost)
          return next >= here
        },
      ),
    )
  })
})
