import { describe, expect, it } from 'vitest'
import type { Abilities, Hit, UnitForm } from '../game-data/model.ts'
import type { SettingsInput } from '../settings/settings.ts'
import { makeCat, makeForm, plainSettings } from '../../../test/fixtures/forms.ts'
import { formStats } from '../stats/form-stats.ts'
import { prepareCat } from '../stats/prepare.ts'
import { attackDamage } from './attack-damage.ts'
import { effectiveHp } from './effective-hp.ts'
import { resolveTargetSetting } from './target.ts'
import { formTrueDps, targetOf, trueDpsOfAttack } from './true-dps.ts'

/*
 * Worked examples. Every form here is at level 1 with no treasure, so a hit's
 * damage is its base damage. The default form: one 1000-damage hit that
 * applies procs, foreswing 10, tba 10 pair frames (pause 19), backswing 10:
 * cycle = 10 + max(10, 19) = 29 frames. True DPS = 30 × E[damage per attack] / 29.
 */
const CYCLE = 29

function run(form: UnitForm, overrides: SettingsInput = {}) {
  const settings = plainSettings(overrides)
  const prepared = prepareCat(makeCat([form])).forms[0]!
  const stats = formStats(prepared, settings)
  const target = targetOf(resolveTargetSetting(settings.target), stats, settings)
  const attack = attackDamage(stats, target, settings)
  const fast = formTrueDps(prepared, settings).trueDps
  // the hot path and the breakdown agree
  expect(fast).toBeCloseTo(trueDpsOfAttack(attack), 9)
  const perAttack = attack.hits.reduce((sum, h) => sum + h.expected + h.areas.reduce((s, a) => s + a.expected, 0), 0)
  return { stats, attack, trueDps: fast, perAttack, defence: effectiveHp(stats, target, settings) }
}

const withAbilities = (abilities: Abilities, rest: Partial<UnitForm> = {}) => makeForm({ abilities, ...rest })

describe('area attacks', () => {
  it('wave: one extra full hit at its chance', () => {
    // 1000 + 20% × 1 × 1000 = 1200 per attack
    const r = run(withAbilities({ wave: { chance: 20, level: 3, isMiniWave: false } }))
    expect(r.perAttack).toBeCloseTo(1200, 9)
    expect(r.trueDps).toBeCloseTo((30 * 1200) / CYCLE, 9)
  })

  it('mini-wave: 20% of the damage', () => {
    // floor(1000 × 0.2) = 200; 1000 + 20% × 200 = 1040
    expect(run(withAbilities({ wave: { chance: 20, level: 3, isMiniWave: true } })).perAttack).toBeCloseTo(1040, 9)
  })

  it('surge: `level` hits', () => {
    // 1000 + 50% × 2 hits × 1000 = 2000
    expect(run(withAbilities({ surge: { chance: 50, level: 2, start: 200, width: 400, isMiniSurge: false } })).perAttack).toBeCloseTo(2000, 9)
  })

  it('mini-surge: `level` hits of 20%', () => {
    // 1000 + 100% × 3 × 200 = 1600
    expect(run(withAbilities({ surge: { chance: 100, level: 3, start: 200, width: 400, isMiniSurge: true } })).perAttack).toBeCloseTo(1600, 9)
  })

  it('explosion: once at 100% in the single number', () => {
    // 1000 + 30% × 1000 = 1300
    expect(run(withAbilities({ explosion: { chance: 30, start: 200, width: 0 } })).perAttack).toBeCloseTo(1300, 9)
  })

  it('the wave never hits the enemy base; base destroyer ×4', () => {
    // vs base: floor(1000 × 4) = 4000, no wave; vs traitless: 1000 + 1000 (the wave)
    const form = withAbilities({ baseDestroyer: true, wave: { chance: 100, level: 1, isMiniWave: false } })
    expect(run(form, { target: 'base' }).perAttack).toBe(4000)
    expect(run(form).perAttack).toBe(2000)
  })

  it('max mode: every chance at 100%', () => {
    // 1000 + 100% × 1000
    expect(run(withAbilities({ wave: { chance: 20, level: 1, isMiniWave: false } }), { mode: 'max' }).perAttack).toBe(2000)
  })
})

describe('per-hit procs', () => {
  it('savage blow: (1 − p) × D + p × floor(D × (1 + bonus / 100))', () => {
    // 70% × 1000 + 30% × 3000 = 1600
    expect(run(withAbilities({ savageBlow: { chance: 30, bonusDamage: 200 } })).perAttack).toBeCloseTo(1600, 9)
    // 1001 with +150%: floor(2502.5) = 2502; 70% × 1001 + 30% × 2502 = 700.7 + 750.6 = 1451.3
    const hits: Hit[] = [{ damage: 1001, foreswing: 10, procs: true, area: null }]
    expect(run(withAbilities({ savageBlow: { chance: 30, bonusDamage: 150 } }, { hits })).perAttack).toBeCloseTo(1451.3, 9)
  })

  it('critical: × (1 + p)', () => {
    // 1000 × 1.1
    expect(run(withAbilities({ critical: { chance: 10 } })).perAttack).toBeCloseTo(1100, 9)
  })

  it('critical vs metal: p × 2 × D + (1 − p) × 1; area attacks obey it too', () => {
    // 10% × 2000 + 90% × 1 = 200.9
    const crit = withAbilities({ critical: { chance: 10 } })
    expect(run(crit, { target: 'metal' }).perAttack).toBeCloseTo(200.9, 9)
    // without a critical every hit deals 1
    expect(run(makeForm(), { target: 'metal' }).perAttack).toBe(1)
    // a wave (100%) is one more hit under the same rule: 200.9 + 200.9
    const critWave = withAbilities({ critical: { chance: 10 }, wave: { chance: 100, level: 1, isMiniWave: false } })
    expect(run(critWave, { target: 'metal' }).perAttack).toBeCloseTo(401.8, 9)
    // savage blow does nothing against metal: still 1
    expect(run(withAbilities({ savageBlow: { chance: 100, bonusDamage: 200 } }), { target: 'metal' }).perAttack).toBe(1)
    // max mode: every critical lands: 2 × 1000
    expect(run(crit, { target: 'metal', mode: 'max' }).perAttack).toBe(2000)
  })

  it('strengthen: counted by default, before the target multipliers', () => {
    const form = withAbilities({ strengthen: { hpTrigger: 50, multiplier: 100 }, strongAgainst: true }, { targets: ['red'] })
    // traitless: floor(1000 × 2) = 2000
    expect(run(form).perAttack).toBe(2000)
    // red, fruit treasure maxed: floor(2000 × 1.8) = 3600
    expect(run(form, { target: 'red' }).perAttack).toBe(3600)
    // not counted: 1000 × 1.8 = 1800
    expect(run(form, { target: 'red', strengthen: false }).perAttack).toBe(1800)
  })

  it('multi-hit: procs only on flagged hits, each flagged hit can spawn a wave', () => {
    // hits 1000 (procs), 500 (no procs), 300 (procs); critical 50%; wave 100% level 1.
    // hit 1: 1000 × 1.5 = 1500, its wave 1500; hit 2: 500; hit 3: 300 × 1.5 = 450, its wave 450.
    // per attack 1500 + 1500 + 500 + 450 + 450 = 4400; cycle 30 + max(10, 19) = 49.
    const hits: Hit[] = [
      { damage: 1000, foreswing: 10, procs: true, area: null },
      { damage: 500, foreswing: 20, procs: false, area: null },
      { damage: 300, foreswing: 30, procs: true, area: null },
    ]
    const r = run(withAbilities({ critical: { chance: 50 }, wave: { chance: 100, level: 1, isMiniWave: false } }, { hits }))
    expect(r.stats.cycleFrames).toBe(49)
    expect(r.perAttack).toBeCloseTo(4400, 9)
    expect(r.trueDps).toBeCloseTo((30 * 4400) / 49, 9)
    // strengthen +50% raises every hit, flagged or not (mechanics §7, BCU AttackSimple): 1000 → 1500, 500 → 750, 300 → 450
    const strong = run(withAbilities({ strengthen: { hpTrigger: 50, multiplier: 50 } }, { hits }))
    expect(strong.attack.hits.map((h) => h.againstTarget)).toEqual([1500, 750, 450])
  })
})

describe('target multipliers', () => {
  const strong = withAbilities({ strongAgainst: true }, { targets: ['red', 'alien', 'relic'] })

  it('strong against: ×1.8 with the trait treasure, ×1.5 without, linear between', () => {
    expect(run(strong, { target: 'red' }).perAttack).toBe(1800)
    expect(run(strong, { target: 'red', redTreasure: 0 }).perAttack).toBe(1500)
    // 1.5 + 0.3 × 150 / 300 = 1.65
    expect(run(strong, { target: 'red', redTreasure: 150 }).perAttack).toBe(1650)
    // alien uses the alien treasure, not the red one
    expect(run(strong, { target: 'alien', redTreasure: 0 }).perAttack).toBe(1800)
    expect(run(strong, { target: 'alien', alienTreasure: 0 }).perAttack).toBe(1500)
  })

  // Each trait has its own treasure (the game's Void, Blood, Sky, Heaven's, Titanium, Antimatter and Enigma fruits,
  // treasureData1.csv / treasureData2_*.csv; BCU Treasure.fruit[7]); against several matching traits the best one counts
  // (BCU Treasure.getFruit: the max over the target's traits). docs/mechanics-notes.md "Treasures".
  it('each trait counts its own treasure; the best of the matching traits applies', () => {
    const many = withAbilities({ strongAgainst: true }, { targets: ['red', 'black', 'metal', 'zombie'] })
    const account = {
      redTreasure: 0,
      floatingTreasure: 300,
      blackTreasure: 150,
      metalTreasure: 60,
      angelTreasure: 300,
      zombieTreasure: 300,
      alienTreasure: 300,
    }
    // red at 0: ×1.5 → 1500, though every other trait treasure is higher
    expect(run(many, { ...account, target: 'red' }).perAttack).toBe(1500)
    // black at 150: 1.5 + 0.3 × 150 / 300 = 1.65 → 1650
    expect(run(many, { ...account, target: 'black' }).perAttack).toBe(1650)
    // metal at 60 (a metal enemy takes 1 a hit, so the taken side): 0.5 − 0.1 × 60 / 300 = 0.48 → effective HP 1000 / 0.48 (BCU getGOODDEF)
    expect(run(many, { ...account, target: 'metal' }).defence.effectiveHp).toBeCloseTo(1000 / 0.48, 9)
    // a red and black enemy: the better of 0 and 150 → 1650
    expect(run(many, { ...account, target: { traits: ['red', 'black'] } }).perAttack).toBe(1650)
    // the floating treasure (300) does not reach a form that does not target floating: no multiplier → 1000
    expect(run(many, { ...account, target: 'floating' }).perAttack).toBe(1000)
  })

  it("massive damage, insane damage, resistant and insanely tough follow the trait's own treasure", () => {
    // massive vs zombie at 150: 3 + 1 × 150 / 300 = 3.5 → 3500 (BCU getMASSIVEATK: 3 + 1/3 × 1.5)
    const massive = withAbilities({ massiveDamage: true }, { targets: ['zombie', 'angel'] })
    expect(run(massive, { target: 'zombie', zombieTreasure: 150, angelTreasure: 0 }).perAttack).toBe(3500)
    // same form vs angel at 0: ×3 → 3000
    expect(run(massive, { target: 'angel', zombieTreasure: 150, angelTreasure: 0 }).perAttack).toBe(3000)
    // insane vs floating at 300: ×6 → 6000; vs alien at 0: ×5 → 5000
    const insane = withAbilities({ insaneDamage: true }, { targets: ['floating', 'alien'] })
    expect(run(insane, { target: 'floating', floatingTreasure: 300, alienTreasure: 0 }).perAttack).toBe(6000)
    expect(run(insane, { target: 'alien', floatingTreasure: 300, alienTreasure: 0 }).perAttack).toBe(5000)
    // resistant vs angel at 150: taken 0.25 − 0.05 × 150 / 300 = 0.225 → effective HP 1000 / 0.225 (BCU getRESISTDEF)
    const resistant = withAbilities({ resistant: true }, { targets: ['angel'] })
    expect(run(resistant, { target: 'angel', angelTreasure: 150, redTreasure: 0 }).defence.effectiveHp).toBeCloseTo(1000 / 0.225, 9)
    // insanely tough vs metal at 0: taken 1/6 → 6000
    const tough = withAbilities({ insanelyTough: true }, { targets: ['metal'] })
    expect(run(tough, { target: 'metal', metalTreasure: 0, redTreasure: 300 }).defence.effectiveHp).toBeCloseTo(6000, 9)
  })

  it('relic, aku, traitless and special types get the base value', () => {
    expect(run(strong, { target: 'relic' }).perAttack).toBe(1500)
    const massive = withAbilities({ massiveDamage: true }, { targets: ['relic', 'red'] })
    expect(run(massive, { target: 'relic' }).perAttack).toBe(3000)
    expect(run(massive, { target: 'red' }).perAttack).toBe(4000)
    const insane = withAbilities({ insaneDamage: true }, { targets: ['aku', 'zombie'] })
    expect(run(insane, { target: 'aku' }).perAttack).toBe(5000)
    expect(run(insane, { target: 'zombie' }).perAttack).toBe(6000)
  })

  it('no match, no multiplier; attacks-only deals 0 (but still hits the base)', () => {
    expect(run(strong, { target: 'black' }).perAttack).toBe(1000)
    const only = withAbilities({ attackOnly: true }, { targets: ['red'] })
    expect(run(only, { target: 'black' }).perAttack).toBe(0)
    expect(run(only, { target: 'red' }).perAttack).toBe(1000)
    expect(run(only, { target: 'base' }).perAttack).toBe(1000)
  })

  it('slayers; each multiplication step floored', () => {
    const slayer = withAbilities({ behemothSlayer: { dodgeChance: 5, dodgeDuration: 30 }, colossusSlayer: true, sageSlayer: true })
    expect(run(slayer, { target: 'colossus' }).perAttack).toBe(1600)
    expect(run(slayer, { target: 'sage' }).perAttack).toBe(1200)
    // 1001 × 2.5 = 2502.5 → 2502
    const hits: Hit[] = [{ damage: 1001, foreswing: 10, procs: true, area: null }]
    const both = withAbilities({ strongAgainst: true, behemothSlayer: { dodgeChance: 5, dodgeDuration: 30 } }, { hits, targets: ['red'] })
    expect(run(both, { target: 'behemoth' }).perAttack).toBe(2502)
    // red behemoth: floor(1001 × 1.8) = 1801, floor(1801 × 2.5) = 4502 (not floor(1001 × 4.5) = 4504)
    expect(run(both, { target: { traits: ['red'], specialType: 'behemoth' } }).perAttack).toBe(4502)
  })

  it('witch and eva angel killers ×5', () => {
    const killer = withAbilities({ witchKiller: true, evaKiller: true })
    expect(run(killer, { target: { traits: [], witch: true } }).perAttack).toBe(5000)
    expect(run(killer, { target: { traits: ['angel'], eva: true } }).perAttack).toBe(5000)
  })

  it('"best": the traits the form targets, metal left out beside other traits, traitless when none', () => {
    const both = withAbilities({ strongAgainst: true }, { targets: ['red', 'metal'] })
    expect(run(both, { target: 'best' }).attack.target.traits).toEqual(['red'])
    expect(run(makeForm(), { target: 'best' }).attack.target.traits).toEqual(['traitless'])
  })

  it('"best" is the strongest of its candidates (mechanics §9b): metal alone loses to traitless, a slayer to its own kind', () => {
    // metal only, no critical: vs metal every hit deals 1 (1 per attack), vs traitless 1000: traitless wins
    expect(run(withAbilities({}, { targets: ['metal'] }), { target: 'best' }).attack.target.label).toBe('traitless')
    // metal only with a 100% critical: vs metal 2 × 1000 = 2000 per attack, vs traitless 1000 × 2 = 2000: a tie keeps traitless (first)
    expect(run(withAbilities({ critical: { chance: 100 } }, { targets: ['metal'] }), { target: 'best' }).attack.target.label).toBe('traitless')
    // strong vs red (×1.8 = 1800) and colossus slayer (×1.6 = 1600): red wins; with massive damage vs red (×4) too
    const slayer = withAbilities({ strongAgainst: true, colossusSlayer: true }, { targets: ['red'] })
    expect(run(slayer, { target: 'best' }).attack.target.label).toBe('red')
    // a slayer with no traits: colossus ×1.6 = 1600 beats traitless 1000
    expect(run(withAbilities({ colossusSlayer: true }), { target: 'best' }).attack.target.label).toBe('colossus')
    // behemoth slayer ×2.5 = 2500 beats strong vs red ×1.8 = 1800
    const behemoth = withAbilities({ strongAgainst: true, behemothSlayer: { dodgeChance: 5, dodgeDuration: 30 } }, { targets: ['red'] })
    expect(run(behemoth, { target: 'best' }).perAttack).toBe(2500)
  })
})

describe('effective HP', () => {
  it('HP / damage-taken factor, dodge × 1 / (1 − p)', () => {
    // strong (treasure): 1000 / 0.4
    expect(run(withAbilities({ strongAgainst: true }, { targets: ['red'] }), { target: 'red' }).defence.effectiveHp).toBeCloseTo(2500, 9)
    // resistant: 1000 / 0.2; insanely tough: 1000 × 7
    expect(run(withAbilities({ resistant: true }, { targets: ['red'] }), { target: 'red' }).defence.effectiveHp).toBeCloseTo(5000, 9)
    expect(run(withAbilities({ insanelyTough: true }, { targets: ['red'] }), { target: 'red' }).defence.effectiveHp).toBeCloseTo(7000, 9)
    // dodge 20% vs its traits: 1000 / 0.8
    expect(run(withAbilities({ dodge: { chance: 20, duration: 30 } }, { targets: ['red'] }), { target: 'red' }).defence.effectiveHp).toBeCloseTo(1250, 9)
    // behemoth slayer vs behemoth: 1000 / 0.6 / 0.95
    const slayer = withAbilities({ behemothSlayer: { dodgeChance: 5, dodgeDuration: 30 } })
    expect(run(slayer, { target: 'behemoth' }).defence.effectiveHp).toBeCloseTo(1000 / 0.6 / 0.95, 9)
  })
})
