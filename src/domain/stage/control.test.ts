import { describe, expect, it } from 'vitest'
import type { UnitForm } from '../game-data/model.ts'
import { controlAgainst, statusUptime } from './control.ts'

/*
 * Uptime by hand from the formula in control.ts (our own estimate, docs/mechanics-notes.md
 * "Team builder"): q = 1 − (1 − p)^hits, k = ⌊d / T⌋, r = d / T − k, uptime = 1 − (1 − q)^k (1 − q r).
 */
describe('statusUptime', () => {
  it('works the formula out by hand', () => {
    // 100% for exactly one cycle: q = 1, k = 1, r = 0 → 1 − 0 × 1 = 1
    expect(statusUptime(100, 90, 90)).toBe(1)
    // 30% for 30 frames on a 90-frame cycle: q = 0.3, k = 0, r = 1/3 → 1 − (1 − 0.1) = 0.1
    expect(statusUptime(30, 30, 90)).toBeCloseTo(0.1, 12)
    // 50% for 150 frames on a 100-frame cycle: k = 1, r = 0.5 → 1 − 0.5 × (1 − 0.25) = 0.625
    expect(statusUptime(50, 150, 100)).toBeCloseTo(0.625, 12)
    // two proc hits of 50%: q = 1 − 0.5² = 0.75; 100 frames on 100: k = 1, r = 0 → 0.75
    expect(statusUptime(50, 100, 100, 2)).toBeCloseTo(0.75, 12)
    expect(statusUptime(0, 100, 100)).toBe(0)
  })
})

const hit = { damage: 100, foreswing: 10, procs: true, area: null }
const form = (abilities: UnitForm['abilities'], targets: UnitForm['targets'] = ['red'], hits = [hit]) => ({ abilities, hits, targets })

describe('controlAgainst', () => {
  const red = { traits: ['red' as const], immunities: [] }

  it('takes the status with the longest uptime; freeze wins a tie', () => {
    // freeze 30% × 90 of a 90-frame cycle: k = 1, r = 0 → 0.3; slow 60% × 45: k = 0, r = 0.5 → 0.3
    const control = controlAgainst(form({ freeze: { chance: 30, duration: 90 }, slow: { chance: 60, duration: 45 } }), 90, red)
    expect(control).toMatchObject({ kind: 'freeze', chance: 30, durationFrames: 90, cycleFrames: 90 })
    expect(control?.uptime).toBeCloseTo(0.3, 12)
    // weaken 100% × 180 on 90 frames: k = 2 → 1
    expect(controlAgainst(form({ freeze: { chance: 30, duration: 90 }, weaken: { chance: 100, duration: 180, percentage: 50 } }), 90, red)?.kind).toBe('weaken')
  })

  it('none against a trait the cat does not target, and none the enemy is immune to', () => {
    expect(controlAgainst(form({ freeze: { chance: 100, duration: 90 } }), 90, { traits: ['black'], immunities: [] })).toBeNull()
    expect(controlAgainst(form({ freeze: { chance: 100, duration: 90 } }), 90, { traits: ['red'], immunities: ['freeze'] })).toBeNull()
  })

  it('a knockback counts only without a status: the share of attacks that knock back', () => {
    // 2 proc hits of 20%: 1 − 0.8² = 0.36
    const control = controlAgainst(form({ knockback: { chance: 20 } }, ['red'], [hit, hit]), 60, red)
    expect(control).toMatchObject({ kind: 'knockback', chance: 20, durationFrames: 0 })
    expect(control?.uptime).toBeCloseTo(0.36, 12)
    expect(controlAgainst(form({ knockback: { chance: 20 } }), 60, { traits: ['red'], immunities: ['knockback'] })).toBeNull()
  })
})
