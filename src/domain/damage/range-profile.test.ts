import { describe, expect, it } from 'vitest'
import type { Abilities, Hit, UnitForm } from '../game-data/model.ts'
import { makeCat, makeForm, plainSettings } from '../../../test/fixtures/forms.ts'
import { prepareCat } from '../stats/prepare.ts'
import { coverage, explosionRingProbabilities, spawnProbability, waveReach, type AreaAttack } from './area-attacks.ts'
import { rangeProfile } from './range-profile.ts'

/*
 * Range profiles of hand-made forms at level 1 without treasure: one hit of
 * 1000, cycle 29 frames, so a target reached by the hit alone takes
 * 30 × 1000 / 29 DPS.
 */
const HIT_DPS = (30 * 1000) / 29

function profile(form: UnitForm, from = -400, to = 1500) {
  const p = rangeProfile(prepareCat(makeCat([form])).forms[0]!, plainSettings(), { from, to, step: 10 })
  const at = (d: number) => p.points.find((x) => x.distance === d)?.dps ?? Number.NaN
  return { ...p, at }
}

const hit = (area: Hit['area'], damage = 1000): Hit => ({ damage, foreswing: 10, procs: true, area })

describe('hit areas', () => {
  it('a normal hit covers [−320, range]', () => {
    const p = profile(makeForm({ range: 400 }))
    expect([p.at(-330), p.at(-320), p.at(0), p.at(400), p.at(410)]).toEqual([0, HIT_DPS, HIT_DPS, HIT_DPS, 0])
    expect(p.bands).toEqual([{ from: -320, to: 400, sustained: true }])
  })

  it('long distance: [start, start + width] per hit', () => {
    const p = profile(makeForm({ hits: [hit({ start: 300, width: 400 })] }))
    expect([p.at(290), p.at(300), p.at(700), p.at(710)]).toEqual([0, HIT_DPS, HIT_DPS, 0])
  })

  it('omni strike: a negative width reaches behind the start', () => {
    // start 500, width −700 → [−200, 500]
    const p = profile(makeForm({ hits: [hit({ start: 500, width: -700 })] }))
    expect([p.at(-210), p.at(-200), p.at(500), p.at(510)]).toEqual([0, HIT_DPS, HIT_DPS, 0])
  })

  it('per-hit areas: each hit counts where it reaches', () => {
    // hit 1 (1000) covers [0, 200]; hit 2 (500) covers [100, 300]; cycle 20 + 19 = 39
    const hits: Hit[] = [
      { damage: 1000, foreswing: 10, procs: true, area: { start: 0, width: 200 } },
      { damage: 500, foreswing: 20, procs: false, area: { start: 100, width: 200 } },
    ]
    const p = profile(makeForm({ hits }))
    expect(p.at(50)).toBeCloseTo((30 * 1000) / 39, 9)
    expect(p.at(150)).toBeCloseTo((30 * 1500) / 39, 9)
    expect(p.at(250)).toBeCloseTo((30 * 500) / 39, 9)
  })

  it('a band narrower than 50 is not sustained', () => {
    // [300, 330]: 30 wide
    const p = profile(makeForm({ hits: [hit({ start: 300, width: 30 })] }))
    expect(p.bands).toEqual([{ from: 300, to: 330, sustained: false }])
  })
})

describe('area attacks by distance', () => {
  const wave: AreaAttack = { kind: 'wave', mini: false, chance: 100, level: 1, share: { num: 1, den: 1 }, reach: waveReach(1) }

  it('wave reach 332.5 + 200 × (level − 1), from 67.5 behind the front edge', () => {
    expect(waveReach(1)).toBe(332.5)
    expect(waveReach(4)).toBe(932.5)
    expect([coverage(wave, -70), coverage(wave, -60), coverage(wave, 330), coverage(wave, 340)]).toEqual([0, 1, 1, 0])
  })

  it('a wave adds its hit inside its reach, beyond the hit range', () => {
    // range 100, wave 50% level 2 (reach 532.5): d = 50 → hit + wave/2; d = 300 → wave/2 only
    const p = profile(makeForm({ range: 100, abilities: { wave: { chance: 50, level: 2, isMiniWave: false } } }))
    expect(p.at(50)).toBeCloseTo(HIT_DPS * 1.5, 9)
    expect(p.at(300)).toBeCloseTo(HIT_DPS * 0.5, 9)
    expect(p.at(540)).toBe(0)
  })

  it('surge: probability that a spawn uniform in [start, start + width] covers d (250 behind, 125 in front)', () => {
    const surge: AreaAttack = { kind: 'surge', mini: false, chance: 100, level: 1, share: { num: 1, den: 1 }, spawnFrom: 200, spawnTo: 600 }
    // covered when the spawn s ∈ [d − 125, d + 250]
    // d = 100: [−25, 350] ∩ [200, 600] = 150 of 400
    expect(coverage(surge, 100)).toBeCloseTo(0.375, 12)
    // d = 400: [275, 650] ∩ → 325 of 400
    expect(coverage(surge, 400)).toBeCloseTo(0.8125, 12)
    // d = 600: [475, 850] ∩ → 125 of 400
    expect(coverage(surge, 600)).toBeCloseTo(0.3125, 12)
    expect(coverage(surge, 800)).toBe(0)
  })

  it('surge in the profile: chance × level × coverage', () => {
    // surge 100%, level 2, spawn [200, 600], range 100: d = 400 → 2 × 0.8125 × 1000 per attack
    const abilities: Abilities = { surge: { chance: 100, level: 2, start: 200, width: 400, isMiniSurge: false } }
    const p = profile(makeForm({ range: 100, abilities }))
    expect(p.at(400)).toBeCloseTo((30 * 2 * 0.8125 * 1000) / 29, 9)
  })

  it('explosion rings 100% / 70% / 40% at 75 / 175 / 275 from a point spawn', () => {
    // explosion 100% at 400, range 100: only the blast reaches d ≥ 110
    const p = profile(makeForm({ range: 100, abilities: { explosion: { chance: 100, start: 400, width: 0 } } }))
    expect(p.at(400)).toBeCloseTo(HIT_DPS, 9)
    expect(p.at(480)).toBeCloseTo((30 * 700) / 29, 9)
    expect(p.at(600)).toBeCloseTo((30 * 400) / 29, 9)
    expect(p.at(700)).toBe(0)
  })

  it('explosion spread: ring probabilities from the spawn interval', () => {
    // spawn uniform in [0, 200], d = 100: |d − s| ≤ 75 for s ∈ [25, 175] → 0.75; ≤ 175 always → 0.25 more
    const blast: AreaAttack = { kind: 'explosion', chance: 100, spawnFrom: 0, spawnTo: 200 }
    expect(explosionRingProbabilities(blast, 100)).toEqual([0.75, 0.25, 0])
  })

  it('spawnProbability of a point spawn', () => {
    expect(spawnProbability(5, 5, 0, 10)).toBe(1)
    expect(spawnProbability(15, 15, 0, 10)).toBe(0)
  })
})
