import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { attackCycle, reducedTimeBetweenAttacks } from './attack-cycle.ts'
import { cooldownFrames, cooldownReduction } from './cooldown.ts'
import { battleCost } from './cost.ts'
import { fixed, makeCat, makeForm, makeTalent, plainSettings } from '../../../test/fixtures/forms.ts'
import { formStats } from './form-stats.ts'
import { prepareCat } from './prepare.ts'

const statsOf = (form = makeForm(), overrides = {}, cat = makeCat([form])) => formStats(prepareCat(cat).forms[0]!, plainSettings(overrides))

describe('attack cycle', () => {
  it('last foreswing + max(backswing, 2 × tba − 1)', () => {
    // foreswing 10, tba 10 pair frames → pause 19 > backswing 10 → 29
    expect(attackCycle(makeForm())).toEqual({ frames: 29, approximate: false })
    // backswing 73 beats 2 × 0 − 1 = −1: 20 + 73 = 93 (Awakened Bahamut's shape)
    const hits = [
      { damage: 1, foreswing: 5, procs: true, area: null },
      { damage: 1, foreswing: 20, procs: false, area: null },
    ]
    expect(attackCycle(makeForm({ hits, timeBetweenAttacks: 0, backswing: 73 })).frames).toBe(93)
  })

  it('no backswing known: 2 × tba − 1 alone, marked approximate', () => {
    expect(attackCycle(makeForm({ backswing: null, timeBetweenAttacks: 5 }))).toEqual({ frames: 10 + 9, approximate: true })
  })

  it('never drops below 1 frame', () => {
    const hits = [{ damage: 1, foreswing: 0, procs: true, area: null }]
    // 0 + (2 × 0 − 1) = −1 → 1
    expect(attackCycle(makeForm({ hits, timeBetweenAttacks: 0, backswing: null })).frames).toBe(1)
  })

  it('attack-frequency talent: tba = floor(tba × (100 − x) / 100)', () => {
    // 10 × 38 / 100 = 3.8 → 3
    expect(reducedTimeBetweenAttacks(10, 62)).toBe(3)
    expect(reducedTimeBetweenAttacks(10, 100)).toBe(0)
  })

  it('plain DPS = 30 × Σ hits / cycle; first hit after the first foreswing', () => {
    const stats = statsOf()
    expect(stats.hits).toEqual([1000])
    expect(stats.dps).toBeCloseTo((30 * 1000) / 29, 10)
    expect(stats.firstHitFrames).toBe(10)
  })
})

describe('cooldown', () => {
  it('maxed research and treasure take 6 × 29 + 0.3 × 300 = 264 frames', () => {
    expect(cooldownReduction(30, 300)).toBe(264)
    // 2 × 1000 − 264
    expect(cooldownFrames(1000, 0, 30, 300)).toBe(1736)
  })

  it('other research levels and treasure: the reduction keeps its fraction, the result is truncated (BCU Treasure.getFinRes)', () => {
    // 6 × 9 + 0.3 × 100 = 84
    expect(cooldownReduction(10, 100)).toBe(84)
    expect(cooldownFrames(1000, 0, 10, 100)).toBe(1916)
    // 0.3 × 1 = 0.3: 2000 − 0.3 = 1999.7 → 1999
    expect(cooldownReduction(1, 1)).toBe(0.3)
    expect(cooldownFrames(1000, 0, 1, 1)).toBe(1999)
    // Fishman Cat's 280 pair frames at research 30, treasure 101%: 560 − (174 + 30.3) = 355.7 → 355
    expect(cooldownReduction(30, 101)).toBe(204.3)
    expect(cooldownFrames(280, 0, 30, 101)).toBe(355)
    // treasure 10%: 0.3 × 10 is 3 exactly (no float error): 560 − 177 = 383
    expect(cooldownFrames(280, 0, 30, 10)).toBe(383)
  })

  it('floor of 60 frames', () => {
    // 2 × 75 − 264 < 60
    expect(cooldownFrames(75, 0, 30, 300)).toBe(60)
  })

  it('recharge talent subtracts before the floor and never below 0', () => {
    // 2000 − 60 − 264
    expect(cooldownFrames(1000, 60, 30, 300)).toBe(1676)
    // 20 − 100 → 0, then 0 − 0 → the 60-frame floor
    expect(cooldownFrames(10, 100, 1, 0)).toBe(60)
  })
})

describe('cost', () => {
  it('battle cost = base × 1.5, floored', () => {
    expect(battleCost(1000)).toBe(1500)
    // 75 × 1.5 = 112.5
    expect(battleCost(75)).toBe(112)
  })

  it('cost-down talent comes off the base first, never below 0', () => {
    const talent = makeTalent({ type: 'statBoost', stat: 'cost' }, [{ name: 'amount', min: 20, max: 200 }])
    const form = makeForm()
    // (1000 − 200) × 1.5
    expect(statsOf(form, { talents: 'max' }, makeCat([form], { talents: [talent] })).cost).toBe(1200)
    const cheap = makeForm({ cost: 100 })
    // max(0, 100 − 200) × 1.5
    expect(statsOf(cheap, { talents: 'max' }, makeCat([cheap], { talents: [talent] })).cost).toBe(0)
  })
})

describe('formStats', () => {
  it('level "max" uses max base + max plus level', () => {
    const form = makeForm()
    const stats = formStats(prepareCat(makeCat([form], { maxBaseLevel: 30, maxPlusLevel: 10 })).forms[0]!, plainSettings({ level: 'max' }))
    // curve of 20s: 100 + 39 × 20 = 880 %
    expect([stats.level, stats.plusLevel, stats.levelMultiplierPercent, stats.hp]).toEqual([30, 10, 880, 8800])
  })

  it('a fixed level adds its plus level', () => {
    const stats = statsOf(makeForm(), { level: 5, plusLevel: 5 })
    // level 10: 280 % → 2800
    expect(stats.hp).toBe(2800)
  })

  it('HP and attack talents multiply after the treasure', () => {
    const form = makeForm()
    const talents = [
      makeTalent({ type: 'statBoost', stat: 'hp' }, [{ name: 'percentage', min: 8, max: 80 }]),
      makeTalent({ type: 'statBoost', stat: 'attack' }, [{ name: 'percentage', min: 8, max: 80 }], { slot: 1 }),
    ]
    const stats = statsOf(form, { talents: [10, 2], hpTreasure: 300, attackTreasure: 300 }, makeCat([form], { talents }))
    // HP: 1000 × 2.5 = 2500 × 1.8 = 4500; attack at level 2: 8 + 72 × 1/9 = 16 → 2500 × 1.16 = 2900
    expect(stats.hp).toBe(4500)
    expect(stats.hits).toEqual([2900])
  })

  it('stats never decrease with level (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 0, max: 50_000 }), (level, base) => {
        const form = makeForm({ hp: base, hits: [{ damage: base, foreswing: 1, procs: true, area: null }] })
        const low = statsOf(form, { level })
        const high = statsOf(form, { level: level + 1 })
        return high.hp >= low.hp && high.hits[0]! >= low.hits[0]!
      }),
    )
  })

  it('speed and knockback count talents add; the form keeps its range', () => {
    const form = makeForm()
    const talents = [
      makeTalent({ type: 'statBoost', stat: 'speed' }, [{ name: 'amount', min: 1, max: 10 }]),
      makeTalent({ type: 'statBoost', stat: 'knockbacks' }, [fixed('amount', 1)], { slot: 1 }),
    ]
    const stats = statsOf(form, { talents: 'max' }, makeCat([form], { talents }))
    expect([stats.speed, stats.knockbacks, stats.range]).toEqual([20, 4, 400])
  })
})
