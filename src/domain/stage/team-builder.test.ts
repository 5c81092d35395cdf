import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ListedCombo } from '../combos/combo-list.ts'
import type { StageRestriction } from '../game-data/stage-rules.ts'
import type { CounterRow, StageEnemy } from './counters.ts'
import { refusal } from './stage-rules.ts'
import { buildTeam, reasonSeconds, teamSeconds } from './team-builder.ts'
import { TEAM_PREFERENCES } from './team-choices.ts'

/*
 * Small hand-built rosters where the right team is obvious. The rows stand for the stage
 * ranking's (stageCounters) output, already sorted by seconds to kill the boss; the numbers are
 * chosen, not computed, so each test reads the builder's choice and its reason only.
 */

const boss: StageEnemy = {
  enemyId: 1,
  name: 'Le’Boin',
  traits: ['red'],
  hp: 100_000,
  hpMagnification: 100,
  attackMagnification: 100,
  boss: true,
  isBase: false,
}
const relic: StageEnemy = {
  enemyId: 2,
  name: 'Relic Doge',
  traits: ['relic'],
  hp: 50_000,
  hpMagnification: 100,
  attackMagnification: 100,
  boss: false,
  isBase: false,
}

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
    hitsSurvived: null,
    targetedTraits: [],
    range: 400,
    // Slow to come back, so no row here is a meat shield unless a test says so.
    cooldownSeconds: 60,
    control: null,
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
    const team = buildTeam({
      counters: { enemies: [boss], bossIndex: 0, rows },
      rarityOf: (r) => (r.unitId === 1 ? 4 : 2),
      restrictions: [{ ...none, rarities: [2] }],
      locked: [1],
    })
    expect(team.picks.map((pick) => pick.unitId)).toEqual([2])
    expect(team.lacking).toContain('Cat 1 is locked in, but the stage’s rules keep it out.')
  })

  it('a banned rarity is never picked, however fast', () => {
    const rows = sorted([row(1, 5), row(2, 50), row(3, 60)])
    const uber = new Set([1])
    const team = buildTeam({
      counters: { enemies: [boss], bossIndex: 0, rows },
      rarityOf: (r) => (uber.has(r.unitId) ? 4 : 2),
      restrictions: [{ ...none, rarities: [0, 1, 2, 3] }],
    })
    expect(team.picks.map((pick) => pick.unitId)).toEqual([2, 3])
    expect(team.refused).toBe(1)
  })

  it('a cost limit is never exceeded; a first-row-only stage gets five cats at most', () => {
    const rows = sorted(Array.from({ length: 12 }, (_, i) => row(i + 1, 10 + i, { cost: i % 2 === 0 ? 4500 : 3000 })))
    const team = buildTeam({
      counters: { enemies: [boss], bossIndex: 0, rows },
      rarityOf: () => 3,
      restrictions: [
        { ...none, maxCost: 4000, crown: 0 },
        { ...none, rows: 1 },
      ],
    })
    expect(team.slots).toBe(5)
    expect(team.picks).toHaveLength(5)
    expect(team.picks.every((pick) => pick.cost <= 4000 && pick.row === 1)).toBe(true)
  })

  it('covers a trait with the best cat that targets it, and says what nothing covers', () => {
    const rows = sorted([row(1, 10), row(2, 40, { targetedTraits: ['relic'], secondsToKill: [40, 25.55] }), row(3, 15)])
    const team = buildTeam({ counters: { enemies: [boss, relic], bossIndex: 0, rows }, rarityOf: () => 2, restrictions: [] })
    expect(team.picks[1]).toMatchObject({ unitId: 2, reason: 'Covers Relic: kills Relic Doge in 25.6 s' })
    expect(team.lacking).toEqual([
      'Nothing here targets Red enemies (Le’Boin).',
      'Nothing here freezes, slows, weakens or knocks back Le’Boin at least 20% of the time.',
    ])
  })

  it('between two equal killers, the one completing a combo in the first row wins', () => {
    const combo: ListedCombo = {
      id: 7,
      name: 'Pals',
      effect: 'attack',
      level: 0,
      value: 10,
      members: [
        { unitId: 1, formIndex: 0, name: 'Cat 1' },
        { unitId: 9, formIndex: 1, name: 'Cat 9' },
      ],
    }
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

  it('a cat that alone out-ranges the boss is picked, however slow, and says by how much', () => {
    // The boss's attack reaches 450 (bossReach); only cat 3 stands farther (range 500).
    const rows = sorted([row(1, 5), row(2, 12), row(3, 90, { range: 500 }), row(4, 95)])
    const team = buildTeam({ counters: { enemies: [boss], bossIndex: 0, bossReach: 450, rows }, rarityOf: () => 2, restrictions: [] })
    expect(team.picks.slice(0, 2).map((pick) => pick.unitId)).toEqual([1, 3])
    expect(team.picks[1]?.reason).toBe('Out-ranges Le’Boin by 50: kills it in 90.0 s')
    expect(team.lacking.filter((line) => line.includes('out-ranges'))).toEqual([])
  })

  it('says so when nothing out-ranges the boss; no range role when the boss already is out-ranged', () => {
    const rows = sorted([row(1, 5), row(2, 12)])
    const none = buildTeam({ counters: { enemies: [boss], bossIndex: 0, bossReach: 450, rows }, rarityOf: () => 2, restrictions: [] })
    expect(none.lacking).toContain('Nothing here out-ranges Le’Boin (its attack reaches 450).')
    const first = buildTeam({ counters: { enemies: [boss], bossIndex: 0, bossReach: 300, rows }, rarityOf: () => 2, restrictions: [] })
    expect(first.picks.map((pick) => pick.reason)).toEqual(['Fastest kill of Le’Boin: 5.0 s', 'Kills Le’Boin in 12.0 s'])
  })

  it('the meat shield is the most boss hits survived per cost among cats back within 10 s', () => {
    const rows = sorted([
      row(1, 5),
      // 3 hits / 150¢ = 0.02 per ¢, back in 2.0 s: the shield
      row(2, 200, { hitsSurvived: 3, cost: 150, cooldownSeconds: 2 }),
      // 2 hits / 75¢ = 0.0267 per ¢, but back only in 30 s: not a shield
      row(3, 210, { hitsSurvived: 2, cost: 75, cooldownSeconds: 30 }),
      // 1 hit / 75¢ = 0.0133 per ¢
      row(4, 220, { hitsSurvived: 1, cost: 75, cooldownSeconds: 2 }),
      // 1,234 hits / 150,000¢ = 0.0082 per ¢
      row(5, 230, { hitsSurvived: 1234, cost: 150_000, cooldownSeconds: 2 }),
    ])
    const team = buildTeam({ counters: { enemies: [boss], bossIndex: 0, rows }, rarityOf: () => 2, restrictions: [] })
    expect(team.picks[1]).toMatchObject({ unitId: 2, reason: 'Meat shield: 3 hits from Le’Boin per 150¢, 2.0 s cooldown' })
    const dear = buildTeam({
      counters: { enemies: [boss], bossIndex: 0, rows: sorted([row(1, 5), rows.find((r) => r.unitId === 5)!]) },
      rarityOf: () => 2,
      restrictions: [],
    })
    expect(dear.picks[1]?.reason).toBe('Meat shield: 1,234 hits from Le’Boin per 150,000¢, 2.0 s cooldown')
  })

  it('a cat the boss cannot hurt is the best shield; without any, the team says what it lacks', () => {
    const rows = sorted([
      row(1, 5),
      row(2, 300, { hitsSurvived: Infinity, cost: 600, cooldownSeconds: 8 }),
      row(3, 301, { hitsSurvived: 9, cost: 100, cooldownSeconds: 4 }),
    ])
    const team = buildTeam({ counters: { enemies: [boss], bossIndex: 0, rows }, rarityOf: () => 2, restrictions: [] })
    expect(team.picks[1]?.reason).toBe('Meat shield: takes no damage from Le’Boin per 600¢, 8.0 s cooldown')
    const none = buildTeam({
      counters: { enemies: [boss], bossIndex: 0, rows: [row(1, 5, { hitsSurvived: 0, cooldownSeconds: 2 })] },
      rarityOf: () => 2,
      restrictions: [],
    })
    expect(none.lacking).toContain('Nothing here survives a hit from Le’Boin and is back within 10 s.')
  })

  it('the team’s time on each enemy adds the picks’ kill rates: 10 s and 15 s together take 6 s', () => {
    // 1 / (1/10 + 1/15) = 1 / (5/30) = 6; on the relic, 1 / (1/20 + 1/30) = 12; a cat that never kills adds nothing
    const [onBoss, onRelic] = teamSeconds([{ secondsToKill: [10, 20] }, { secondsToKill: [15, 30] }, { secondsToKill: [Infinity, Infinity] }], 2)
    expect(onBoss).toBeCloseTo(6, 9)
    expect(onRelic).toBeCloseTo(12, 9)
    expect(teamSeconds([{ secondsToKill: [Infinity] }], 1)).toEqual([Infinity])
    // Two one-frame kills (1/30 s, mechanics.md §1) still take a frame together, not half of one.
    expect(teamSeconds([{ secondsToKill: [1 / 30] }, { secondsToKill: [1 / 30] }], 1)).toEqual([1 / 30])
    const team = buildTeam({ counters: { enemies: [boss, relic], bossIndex: 0, rows: sorted([row(1, 10), row(2, 15)]) }, rarityOf: () => 2, restrictions: [] })
    expect(team.together.map((line) => line.name)).toEqual(['Le’Boin', 'Relic Doge'])
    expect(team.together[0]?.seconds).toBeCloseTo(6, 9)
    expect(team.together[1]?.seconds).toBeCloseTo(12, 9)
  })

  it('shifted to cheaper, the killers go by true DPS per 100¢, and each pick says it', () => {
    // Cat 1 is fastest (5 s) but dear: 10 DPS per 100¢; cat 3 is slow (30 s) but 40 DPS per 100¢.
    const rows = sorted([row(1, 5, { dpsPerCost: 10 }), row(2, 12, { dpsPerCost: 25 }), row(3, 30, { dpsPerCost: 40 })])
    const team = buildTeam({ counters: { enemies: [boss], bossIndex: 0, rows }, rarityOf: () => 2, restrictions: [], prefer: 'cheaper' })
    expect(team.picks.map((pick) => pick.unitId)).toEqual([3, 2, 1])
    expect(team.picks.map((pick) => pick.reason)).toEqual([
      'Most damage per cost on Le’Boin: 40 DPS per 100¢, kills it in 30.0 s',
      'Kills Le’Boin in 12.0 s, 25 DPS per 100¢',
      'Kills Le’Boin in 5.0 s, 10 DPS per 100¢',
    ])
  })

  it('shifted to more range, up to three cats out of the boss’s reach, and they fill first', () => {
    // The boss reaches 450; cats 3, 4, 5 and 6 stand at 500, the others at 400 (the fixture).
    const far = { range: 500 }
    const rows = sorted([row(1, 5), row(2, 6), row(3, 50, far), row(4, 60, far), row(5, 70, far), row(6, 80, far)])
    const balanced = buildTeam({ counters: { enemies: [boss], bossIndex: 0, bossReach: 450, rows }, rarityOf: () => 2, restrictions: [] })
    expect(balanced.picks.map((pick) => pick.unitId)).toEqual([1, 3, 2, 4, 5, 6])
    const ranged = buildTeam({ counters: { enemies: [boss], bossIndex: 0, bossReach: 450, rows }, rarityOf: () => 2, restrictions: [], prefer: 'range' })
    expect(ranged.picks.map((pick) => pick.unitId)).toEqual([1, 3, 4, 5, 6, 2])
    expect(ranged.picks.slice(1, 5).every((pick) => pick.reason.startsWith('Out-ranges Le’Boin by 50: '))).toBe(true)
  })

  it('shifted to more shields, three meat shields, most hits per cost first', () => {
    const shield = (unitId: number, hits: number) => row(unitId, 100 + unitId, { hitsSurvived: hits, cost: 100, cooldownSeconds: 2 })
    const rows = sorted([row(1, 5), shield(2, 1), shield(3, 4), shield(4, 3), shield(5, 2)])
    const team = buildTeam({ counters: { enemies: [boss], bossIndex: 0, rows }, rarityOf: () => 2, restrictions: [], prefer: 'shields' })
    expect(team.picks.slice(0, 4).map((pick) => [pick.unitId, pick.reason])).toEqual([
      [1, 'Fastest kill of Le’Boin: 5.0 s'],
      [3, 'Meat shield: 4 hits from Le’Boin per 100¢, 2.0 s cooldown'],
      [4, 'Meat shield: 3 hits from Le’Boin per 100¢, 2.0 s cooldown'],
      [5, 'Meat shield: 2 hits from Le’Boin per 100¢, 2.0 s cooldown'],
    ])
    expect(TEAM_PREFERENCES).toEqual(['balanced', 'cheaper', 'range', 'shields'])
  })

  it('control: the cat that freezes the boss the largest share of the time, unless a pick already does', () => {
    const freeze = (uptime: number) => ({ kind: 'freeze' as const, chance: 30, durationFrames: 90, cycleFrames: 60, uptime })
    // 0.1 is under the 20% a slot needs; 0.45 beats 0.3.
    const rows = sorted([
      row(1, 5),
      row(2, 100, { control: freeze(0.1) }),
      row(3, 110, { control: freeze(0.3) }),
      row(4, 120, { control: { ...freeze(0.45), kind: 'slow' } }),
    ])
    const team = buildTeam({ counters: { enemies: [boss], bossIndex: 0, rows }, rarityOf: () => 2, restrictions: [] })
    // 45% slow: 30% for 90 frames (3.0 s) every 60 frames (2.0 s)
    expect(team.picks[1]).toMatchObject({ unitId: 4, reason: 'Slows Le’Boin 45% of the time (30% for 3.0 s, every 2.0 s)' })
    const already = buildTeam({
      counters: { enemies: [boss], bossIndex: 0, rows: sorted([row(1, 5, { control: freeze(0.25) }), row(4, 120, { control: freeze(0.9) })]) },
      rarityOf: () => 2,
      restrictions: [],
    })
    expect(already.picks[1]?.reason).toBe('Kills Le’Boin in 120.0 s')
    const knock = buildTeam({
      counters: {
        enemies: [boss],
        bossIndex: 0,
        rows: sorted([row(1, 5), row(5, 130, { control: { kind: 'knockback', chance: 20, durationFrames: 0, cycleFrames: 45, uptime: 0.36 } })]),
      },
      rarityOf: () => 2,
      restrictions: [],
    })
    expect(knock.picks[1]?.reason).toBe('Knocks Le’Boin back with 36% of its attacks (20% a hit, every 1.5 s)')
  })

  it('a combo that makes the team more than 10% slower on the boss is left out, unless its effect, counted, makes up for it', () => {
    const combo: ListedCombo = {
      id: 8,
      name: 'Slowpokes',
      effect: 'attack',
      level: 0,
      value: 20,
      members: [
        { unitId: 1, formIndex: 0, name: 'Cat 1' },
        { unitId: 9, formIndex: 1, name: 'Cat 9' },
      ],
    }
    // Cat 1 and nine others kill in 20 s; cat 9, the combo's other member, in 2,000 s.
    const rows = sorted([row(1, 20), row(9, 2000), ...Array.from({ length: 9 }, (_, i) => row(20 + i, 20))])
    const input = { counters: { enemies: [boss], bossIndex: 0, rows }, rarityOf: () => 2, restrictions: [], combos: [combo] }
    // Without: ten cats of 20 s, 1 / (10 / 20) = 2.0 s. With: nine of 20 s and cat 9,
    // 1 / (9 / 20 + 1 / 2000) = 1 / 0.4505 = 2.2198 s, 11% slower than 2.0: over the 10% margin.
    expect(buildTeam(input).picks.map((pick) => pick.unitId)).not.toContain(9)
    // Counted, +20% attack divides every time by 1.2: 2.2198 / 1.2 = 1.8498 s, faster than 2.0 s.
    const counted = buildTeam({ ...input, comboSeconds: (r, effects) => r.bossSeconds / (1 + (effects.attack ?? 0) / 100) })
    expect(counted.picks[1]).toMatchObject({
      unitId: 9,
      row: 1,
      reason: 'Completes the combo “Slowpokes” in the first row: the team kills Le’Boin in 1.8 s with it, 2.0 s without',
    })
    expect(counted.combos.map((active) => active.name)).toEqual(['Slowpokes'])
  })

  it('a cat dearer than the wallet is never picked, a locked one says why, and each row says the seconds of income it costs', () => {
    // The wallet holds 3,000¢ (battle-money.ts at Worker Cat level 1 without Giant Safe); 94.5¢ a second.
    const money = { workerLevel: 1, wallet: 3_000, perSecond: 94.5 }
    const rows = sorted([row(1, 5, { cost: 4_500 }), row(2, 12, { cost: 945 }), row(3, 30, { cost: 1_890 })])
    const team = buildTeam({ counters: { enemies: [boss], bossIndex: 0, rows }, rarityOf: () => 2, restrictions: [], money, locked: [1] })
    expect(team.picks.map((pick) => pick.unitId)).toEqual([2, 3])
    expect(team.overWallet).toBe(1)
    expect(team.lacking).toContain('Cat 1 is locked in, but it costs more than the wallet holds at Worker Cat level 1 (3,000¢).')
    // 945 + 1,890 = 2,835¢ in the first row: 2,835 / 94.5 = 30 s of income
    expect(team.costByRow).toEqual([2_835, 0])
    expect(team.money?.secondsByRow).toEqual([30, 0])
  })

  it('property: over random rosters, rules and wallets, no restriction is broken, no pick dearer than the wallet, one form per cat, five per row at most, every pick explained', () => {
    const restrictionArb = fc.record({
      crown: fc.constant(null),
      rarities: fc.option(fc.subarray([0, 1, 2, 3, 4, 5], { minLength: 1 }), { nil: null }),
      deployLimit: fc.constant(null),
      rows: fc.option(fc.constant(1), { nil: null }),
      minCost: fc.option(fc.integer({ min: 1, max: 3000 }), { nil: null }),
      maxCost: fc.option(fc.integer({ min: 1, max: 6000 }), { nil: null }),
      group: fc.option(
        fc.record({
          id: fc.constant(1),
          mode: fc.constantFrom('only' as const, 'not' as const),
          unitIds: fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 15 }),
        }),
        { nil: null },
      ),
    })
    const rowArb = fc.record({
      unitId: fc.integer({ min: 0, max: 40 }),
      formIndex: fc.integer({ min: 0, max: 3 }),
      cost: fc.integer({ min: 50, max: 6000 }),
      bossSeconds: fc.oneof(fc.double({ min: 0.1, max: 500, noNaN: true }), fc.constant(Infinity)),
      rarity: fc.integer({ min: 0, max: 5 }),
      relic: fc.boolean(),
      range: fc.integer({ min: 100, max: 800 }),
      hitsSurvived: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
      cooldownSeconds: fc.double({ min: 1, max: 120, noNaN: true }),
      dpsPerCost: fc.double({ min: 0, max: 100, noNaN: true }),
    })
    fc.assert(
      fc.property(
        fc.array(rowArb, { maxLength: 60 }),
        fc.array(restrictionArb, { maxLength: 3 }),
        fc.constantFrom(...TEAM_PREFERENCES),
        fc.option(fc.integer({ min: 500, max: 6000 }), { nil: undefined }),
        (raw, restrictions, prefer, wallet) => {
          const rarity = new Map<CounterRow, number>()
          const rows = sorted(
            raw.map((r, i) => {
              const built = row(r.unitId, r.bossSeconds, {
                candidate: i,
                formIndex: r.formIndex,
                cost: r.cost,
                targetedTraits: r.relic ? ['relic'] : [],
                range: r.range,
                hitsSurvived: r.hitsSurvived,
                cooldownSeconds: r.cooldownSeconds,
                dpsPerCost: r.dpsPerCost,
              })
              rarity.set(built, r.rarity)
              return built
            }),
          )
          const team = buildTeam({
            counters: { enemies: [boss, relic], bossIndex: 0, bossReach: 450, rows },
            rarityOf: (r) => rarity.get(r)!,
            restrictions,
            prefer,
            money: wallet === undefined ? undefined : { workerLevel: 1, wallet, perSecond: 100 },
          })
          for (const pick of team.picks) {
            const source = rows.find((r) => r.candidate === pick.candidate)!
            expect(refusal(restrictions, { unitId: pick.unitId, rarity: rarity.get(source)!, cost: pick.cost })).toBeNull()
            expect(pick.reason.length).toBeGreaterThan(0)
            if (wallet !== undefined) expect(pick.cost).toBeLessThanOrEqual(wallet)
          }
          expect(new Set(team.picks.map((pick) => pick.unitId)).size).toBe(team.picks.length)
          expect(team.picks.filter((pick) => pick.row === 1).length).toBeLessThanOrEqual(5)
          expect(team.picks.filter((pick) => pick.row === 2).length).toBeLessThanOrEqual(team.slots === 5 ? 0 : 5)
        },
      ),
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
