import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ListedCombo } from '../combos/combo-list.ts'
import type { StageRestriction } from '../game-data/stage-rules.ts'
import type { CounterRow, StageEnemy } from './counters.ts'
import { refusal } from './stage-rules.ts'
import { buildTeam, reasonSeconds } from './team-builder.ts'

/*
 * Small hand-built rosters where the right team is obvious. The rows stand for the stage
 * ranking's (stageCounters) output, already sorted by seconds to kill the boss; the numbers are
 * chosen, not computed, so each test reads the builder's choice and its reason only.
 */

const boss: StageEnemy = { enemyId: 1, name: 'Le’Boin', traits: ['red'], hp: 100_000, hpMagnification: 100, attackMagnification: 100, boss: true, isBase: false }
const relic: StageEnemy = { enemyId: 2, name: 'Relic Doge', traits: ['relic'], hp: 50_000, hpMagnification: 100, attackMagnification: 100, boss: false, isBase: false }

function row(unitId: number, bossSeconds: number, options: Partial<CounterRow> = {}): CounterRow {
  return {
    candidate: unitId,
    unitId,
    formIndex: 2,
    name: `Cat ${unitId}`,
    cost: 1000,
    secondsToKill: [bossSeconds, bossSeconds * 2],
    trueDps: [1, 1],
    bossSeconds,
    bossNoKill: Number.isFinite(bossSeconds) ? null : 'tooSlow',
    totalSeconds: bossSeconds * 3,
    dpsPerCost: 1,
    survival: 1,
    hitsSurvived: 1,
    targetedTraits: [],
    ...options,
  }
}
const none: StageRestriction = { crown: null, rarities: null, deployLimit: null, rows: null, minCost: null, maxCost: null, group: null }
const sorted = (rows: CounterRow[]) => [...rows].sort((a, b) => a.bossSeconds - b.bossSeconds || a.unitId - b.unitId)

describe('buildTeam', () => {
  it('takes the fastest boss killer first and says its time to one decimal', () => {
    const rows = sorted([row(1, 20), row(2, 12.34), row(3, 30)])
    const team = buildTeam({ counters: { enemies: [boss], bossIndex: 0, rows }, rarityOf: () => 2, restrictions: [] })
    expect(team.picks[0]).toMatchObject({ unitId: 2, row: 1, reason: 'Fastest kill of Le’Boin: 12.3 s' })
    expect(team.picks.map((pick) => pick.unitId)).toEqual([2, 1, 3])
    expect(team.picks[1]?.reason).toBe('Kills Le’Boin in 20.0 s')
    expect(team.costByRow).toEqual([3000, 0])
  })

  it('a cat left out is never picked; a locked-in cat comes first, with its own time', () => {
    const rows = sorted([row(1, 5), row(2, 12), row(3, 30), row(4, 40)])
    const counters = { enemies: [boss], bossIndex: 0, rows }
    const team = buildTeam({ counters, rarityOf: () => 2, restrictions: [], locked: [4], leftOut: [1] })
    expect(team.picks.map((pick) => pick.unitId)).toEqual([4, 2, 3])
    expect(team.picks[0]?.reason).toBe('Locked in: kills Le’Boin in 40.0 s')
    expect(team.picks[1]?.reason).toBe('Fastest kill of Le’Boin: 12.0 s')
  })

  it('a locked-in cat the stage’s rules keep out is said, not picked', () => {
    const rows = sorted([row(1, 5), row(2, 12)])
    const team = buildTeam({ counters: { enemies: [boss], bossIndex: 0, rows }, rarityOf: (r) => (r.unitId === 1 ? 4 : 2), restrictions: [{ ...none, rarities: [2] }], locked: [1] })
    expect(team.picks.map((pick) => pick.unitId)).toEqual([2])
    expect(team.lacking).toContain('Cat 1 is locked in, but the stage’s rules keep it out.')
  })

  it('a banned rarity is never picked, however fast', () => {
    const rows = sorted([row(1, 5), row(2, 50), row(3, 60)])
    const uber = new Set([1])
    const team = buildTeam({ counters: { enemies: [boss], bossIndex: 0, rows }, rarityOf: (r) => (uber.has(r.unitId) ? 4 : 2), restrictions: [{ ...none, rarities: [0, 1, 2, 3] }] })
    expect(team.picks.map((pick) => pick.unitId)).toEqual([2, 3])
    expect(team.refused).toBe(1)
  })

  it('a cost limit is never exceeded; a first-row-only stage gets five cats at most', () => {
    const rows = sorted(Array.from({ length: 12 }, (_, i) => row(i + 1, 10 + i, { cost: i % 2 === 0 ? 4500 : 3000 })))
    const team = buildTeam({ counters: { enemies: [boss], bossIndex: 0, rows }, rarityOf: () => 3, restrictions: [{ ...none, maxCost: 4000, crown: 0 }, { ...none, rows: 1 }] })
    expect(team.slots).toBe(5)
    expect(team.picks).toHaveLength(5)
    expect(team.picks.every((pick) => pick.cost <= 4000 && pick.row === 1)).toBe(true)
  })

  it('covers a trait with the best cat that targets it, and says what nothing covers', () => {
    const rows = sorted([row(1, 10), row(2, 40, { targetedTraits: ['relic'], secondsToKill: [40, 25.55] }), row(3, 15)])
    const team = buildTeam({ counters: { enemies: [boss, relic], bossIndex: 0, rows }, rarityOf: () => 2, restrictions: [] })
    expect(team.picks[1]).toMatchObject({ unitId: 2, reason: 'Covers Relic: kills Relic Doge in 25.6 s' })
    expect(team.lacking).toEqual(['Nothing here targets Red enemies (Le’Boin).'])
  })

  it('between two equal killers, the one completing a combo in the first row wins', () => {
    const combo: ListedCombo = { id: 7, name: 'Pals', effect: 'attack', level: 0, value: 10, members: [{ unitId: 1, formIndex: 0, name: 'Cat 1' }, { unitId: 9, formIndex: 1, name: 'Cat 9' }] }
    const rows = sorted([row(1, 10), row(8, 30), row(9, 30), ...Array.from({ length: 9 }, (_, i) => row(20 + i, 40 + i))])
    const team = buildTeam({ counters: { enemies: [boss], bossIndex: 0, rows }, rarityOf: () => 2, restrictions: [], combos: [combo] })
    expect(team.picks.slice(0, 2).map((pick) => [pick.unitId, pick.row])).toEqual([
      [1, 1],
      [9, 1],
    ])
    expect(team.picks[1]?.reason).toBe('Completes the combo “Pals” in the first row')
    expect(team.combos.map((active) => active.name)).toEqual(['Pals'])
    expect(team.picks).toHaveLength(10)
    expect(team.picks.filter((pick) => pick.row === 1)).toHaveLength(5)
  })

  it('property: over random rosters and rules, no restriction is broken, one form per cat, five per row at most, every pick explained', () => {
    const restrictionArb = fc.record({
      crown: fc.constant(null),
      rarities: fc.option(fc.subarray([0, 1, 2, 3, 4, 5], { minLength: 1 }), { nil: null }),
      deployLimit: fc.constant(null),
      rows: fc.option(fc.constant(1), { nil: null }),
      minCost: fc.option(fc.integer({ min: 1, max: 3000 }), { nil: null }),
      maxCost: fc.option(fc.integer({ min: 1, max: 6000 }), { nil: null }),
      group: fc.option(fc.record({ id: fc.constant(1), mode: fc.constantFrom('only' as const, 'not' as const), unitIds: fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 15 }) }), { nil: null }),
    })
    const rowArb = fc.record({
      unitId: fc.integer({ min: 0, max: 40 }),
      formIndex: fc.integer({ min: 0, max: 3 }),
      cost: fc.integer({ min: 50, max: 6000 }),
      bossSeconds: fc.oneof(fc.double({ min: 0.1, max: 500, noNaN: true }), fc.constant(Infinity)),
      rarity: fc.integer({ min: 0, max: 5 }),
      relic: fc.boolean(),
    })
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 60 }), fc.array(restrictionArb, { maxLength: 3 }), (raw, restrictions) => {
        const rarity = new Map<CounterRow, number>()
        const rows = sorted(
          raw.map((r, i) => {
            const built = row(r.unitId, r.bossSeconds, { candidate: i, formIndex: r.formIndex, cost: r.cost, targetedTraits: r.relic ? ['relic'] : [] })
            rarity.set(built, r.rarity)
            return built
          }),
        )
        const team = buildTeam({ counters: { enemies: [boss, relic], bossIndex: 0, rows }, rarityOf: (r) => rarity.get(r)!, restrictions })
        for (const pick of team.picks) {
          const source = rows.find((r) => r.candidate === pick.candidate)!
          expect(refusal(restrictions, { unitId: pick.unitId, rarity: rarity.get(source)!, cost: pick.cost })).toBeNull()
          expect(pick.reason.length).toBeGreaterThan(0)
        }
        expect(new Set(team.picks.map((pick) => pick.unitId)).size).toBe(team.picks.length)
        expect(team.picks.filter((pick) => pick.row === 1).length).toBeLessThanOrEqual(5)
        expect(team.picks.filter((pick) => pick.row === 2).length).toBeLessThanOrEqual(team.slots === 5 ? 0 : 5)
      }),
      { numRuns: 300 },
    )
  })
})

describe('reasonSeconds', () => {
  it('a kill in a few frames reads in hundredths, not "0.0 s"', () => {
    // 2 frames at 30 frames a second (mechanics.md §1) = 0.0667 s
    expect(reasonSeconds(2 / 30)).toBe('0.07 s')
    expect(reasonSeconds(0.1)).toBe('0.1 s')
    expect(reasonSeconds(20)).toBe('20.0 s')
  })
})
