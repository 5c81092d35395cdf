import { describe, expect, it } from 'vitest'
import type { Abilities, UnitForm } from '../game-data/model.ts'
import type { SettingsInput } from '../settings/settings.ts'
import { attackDamage } from '../damage/attack-damage.ts'
import { effectiveHp } from '../damage/effective-hp.ts'
import { resolveTargetSetting } from '../damage/target.ts'
import { formTrueDps, targetOf, trueDpsOfAttack } from '../damage/true-dps.ts'
import { calculateForm } from '../calculate-form.ts'
import { makeCat, makeForm, plainSettings } from '../../../test/fixtures/forms.ts'
import { formStats } from './form-stats.ts'
import { prepareCat } from './prepare.ts'

/*
 * Combo effects the engine applies, worked by hand (docs/mechanics-notes.md
 * "Combos"; rules read from BCU, files named per test). The fixture form is at
 * level 1 with no attack or HP treasure, so its stats are its base values:
 * HP 1000, one 1000-damage hit that applies procs, recharge 1000.
 * Values per strength come from NyancomboParam.tsv (15.0.1): attack 10/15/20/30,
 * HP 10/20/30/50, strong, massive, resistant, slow, freeze, weaken 10/20/30/50,
 * strengthen 20/30/50/100, witch and EVA killer 400, critical 1/2/3/4, research 10/20/30/50.
 */

function run(form: UnitForm, overrides: SettingsInput = {}) {
  const settings = plainSettings(overrides)
  const prepared = prepareCat(makeCat([form])).forms[0]!
  const stats = formStats(prepared, settings)
  const target = targetOf(resolveTargetSetting(settings.target), stats, settings)
  const attack = attackDamage(stats, target, settings)
  // the compare table's fast path agrees with the breakdown
  expect(formTrueDps(prepared, settings).trueDps).toBeCloseTo(trueDpsOfAttack(attack), 9)
  const perAttack = attack.hits.reduce((sum, hit) => sum + hit.expected, 0)
  return { stats, perAttack, defence: effectiveHp(stats, target, settings) }
}

const withAbilities = (abilities: Abilities, rest: Partial<UnitForm> = {}) => makeForm({ abilities, ...rest })

describe('combo effects on the stats', () => {
  it('attack: round(hit × (100 + inc) / 100) after level, treasure and talent (BCU AtkModelEntity, Math.round)', () => {
    // 1000 × 1.1 = 1100 (Unit Attack Up Sm, +10)
    expect(run(makeForm(), { combos: { attack: 10 } }).stats.hits).toEqual([1100])
    // 1005 × 1.15 = 1155.75 → 1156 (rounds, does not floor)
    const odd = makeForm({ hits: [{ damage: 1005, foreswing: 10, procs: true, area: null }] })
    expect(run(odd, { combos: { attack: 15 } }).stats.hits).toEqual([1156])
    // two combos of one kind add up: 10 + 20 = 30 → 1300
    expect(run(makeForm(), { combos: { attack: 30 } }).stats.hits).toEqual([1300])
  })

  it('attack at +15%: an exact half rounds as BCU rounds it in doubles, down (Sumo Cat’s 50-damage hits)', () => {
    // BCU AtkModelEntity: Math.round(50 × (1 + 15 × 0.01)); 1 + 0.15 is 1.15 less half an ulp, so the product is
    // 57.49999999999999 → 57, not 58 (battlecatsinfo floors: 57 too). 10 + 0.15 × 10 = 11.5 → 12 is no half in doubles.
    const sumo = makeForm({ hits: [{ damage: 50, foreswing: 10, procs: true, area: null }] })
    expect(run(sumo, { combos: { attack: 15 } }).stats.hits).toEqual([57])
    const ten = makeForm({ hits: [{ damage: 10, foreswing: 10, procs: true, area: null }] })
    expect(run(ten, { combos: { attack: 15 } }).stats.hits).toEqual([12])
  })

  it('attack after the treasure: level 1 base 1000, attack treasure 300 → 2500, × 1.1 = 2750', () => {
    // floor(1000 × 2.5) = 2500 (mechanics §3), round(2500 × 1.1) = 2750
    expect(run(makeForm(), { attackTreasure: 300, combos: { attack: 10 } }).stats.hits).toEqual([2750])
  })

  it('HP: floor(hp × (100 + inc) / 100) (BCU Entity, an int cast)', () => {
    // 1000 × 1.2 = 1200 (Unit Defense Up M, +20)
    expect(run(makeForm(), { combos: { hp: 20 } }).stats.hp).toBe(1200)
    // 1003 × 1.5 = 1504.5 → 1504 (floors)
    expect(run(makeForm({ hp: 1003 }), { combos: { hp: 50 } }).stats.hp).toBe(1504)
  })

  it('research: the cooldown reduction R becomes R + floor(R × inc / 100) (BCU Treasure.getFinRes)', () => {
    // maxed research and treasure: R = 6 × 29 + 0.3 × 300 = 264; +10%: 264 + floor(26.4) = 290; 2 × 1000 − 290 = 1710
    expect(run(makeForm(), { combos: { research: 10 } }).stats.cooldownFrames).toBe(1710)
    // +50%: 264 + 132 = 396 → 1604
    expect(run(makeForm(), { combos: { research: 50 } }).stats.cooldownFrames).toBe(1604)
    // the 60-frame floor stays: recharge 100 → 200 − 396 < 60
    expect(run(makeForm({ recharge: 100 }), { combos: { research: 50 } }).stats.cooldownFrames).toBe(60)
  })

  it('research with a fractional reduction: the combo floors whole frames of R, the result is truncated (BCU Treasure.getFinRes)', () => {
    // research 30, treasure 101%: R = 174 + 30.3 = 204.3; +10%: 204.3 + floor(20.43) = 224.3; 560 − 224.3 = 335.7 → 335
    expect(run(makeForm({ recharge: 280 }), { researchLevel: 30, cooldownTreasure: 101, combos: { research: 10 } }).stats.cooldownFrames).toBe(335)
  })
})

describe('combo effects on the target multipliers', () => {
  const strong = withAbilities({ strongAgainst: true }, { targets: ['red'] })

  it('strong: dealt × (1 + inc / 100), taken × (1 − inc / 100) (BCU EUnit.getOrbGood, Treasure.getGOODDEF)', () => {
    // dealt: 1.8 (maxed fruit treasure) × 1.1 = 1.98 → floor(1000 × 1.98) = 1980
    expect(run(strong, { target: 'red', combos: { strong: 10 } }).perAttack).toBe(1980)
    // taken: 0.4 × 0.9 = 0.36 → effective HP 1000 / 0.36
    expect(run(strong, { target: 'red', combos: { strong: 10 } }).defence.effectiveHp).toBeCloseTo(1000 / 0.36, 9)
    // no effect on a target the form is not strong against
    expect(run(strong, { target: 'traitless', combos: { strong: 10 } }).perAttack).toBe(1000)
  })

  it('massive damage: dealt × (1 + inc / 100) (BCU EUnit: com = 1 + inc × 0.01)', () => {
    // 4 (maxed treasure) × 1.2 = 4.8 → 4800
    const massive = withAbilities({ massiveDamage: true }, { targets: ['red'] })
    expect(run(massive, { target: 'red', combos: { massive: 20 } }).perAttack).toBe(4800)
  })

  it('resistant: taken × (1 − inc / 100) (BCU Treasure.getRESISTDEF)', () => {
    // 0.2 (maxed treasure) × 0.7 = 0.14 → 1000 / 0.14
    const resistant = withAbilities({ resistant: true }, { targets: ['red'] })
    expect(run(resistant, { target: 'red', combos: { resistant: 30 } }).defence.effectiveHp).toBeCloseTo(1000 / 0.14, 9)
  })

  it('witch killer: dealt 0.05 × (100 + inc), taken 10 / (100 + inc) (BCU Treasure.getWKAtk, getWKDef)', () => {
    // inc 400: 0.05 × 500 = 25 → 25000; taken 10 / 500 = 0.02 → 1000 / 0.02 = 50000
    const killer = withAbilities({ witchKiller: true })
    const witch = run(killer, { target: { traits: [], witch: true }, combos: { witchKiller: 400 } })
    expect(witch.perAttack).toBe(25000)
    expect(witch.defence.effectiveHp).toBeCloseTo(50000, 6)
  })

  it('EVA angel killer: dealt 0.05 × (100 + inc), taken 20 / (100 + inc) (BCU Treasure.getEKAtk, getEKDef)', () => {
    // inc 400: 25 → 25000; taken 20 / 500 = 0.04 → 25000
    const killer = withAbilities({ evaKiller: true })
    const eva = run(killer, { target: { traits: ['angel'], eva: true }, combos: { evaKiller: 400 } })
    expect(eva.perAttack).toBe(25000)
    expect(eva.defence.effectiveHp).toBeCloseTo(25000, 6)
  })
})

describe('combo effects on procs', () => {
  it('critical: + inc points on a form that has a chance, none on one that has not (BCU AtkModelUnit)', () => {
    // 10% + 4 = 14%: 1000 × (1 + 0.14) = 1140
    const critical = withAbilities({ critical: { chance: 10 } })
    const calc = run(critical, { combos: { critical: 4 } })
    expect(calc.stats.talented.form.abilities.critical?.chance).toBe(14)
    expect(calc.perAttack).toBeCloseTo(1140, 9)
    // no critical: stays 1000
    expect(run(makeForm(), { combos: { critical: 4 } }).perAttack).toBe(1000)
  })

  it('strengthen: the attack bonus + inc points (BCU EUnit.getAtk: status + inc)', () => {
    // +100% + 20 = +120%: floor(1000 × 2.2) = 2200
    const strengthen = withAbilities({ strengthen: { hpTrigger: 50, multiplier: 100 } })
    expect(run(strengthen, { combos: { strengthen: 20 } }).perAttack).toBe(2200)
  })

  it('slow, freeze, weaken: duration floor(d × (100 + inc) / 100) (BCU AtkModelUnit)', () => {
    const procs = withAbilities({
      slow: { chance: 50, duration: 90 },
      freeze: { chance: 50, duration: 45 },
      weaken: { chance: 50, duration: 61, percentage: 50 },
    })
    const form = run(procs, { combos: { slow: 10, freeze: 20, weaken: 50 } }).stats.talented.form
    // 90 × 1.1 = 99; 45 × 1.2 = 54; 61 × 1.5 = 91.5 → 91
    expect(form.abilities.slow?.duration).toBe(99)
    expect(form.abilities.freeze?.duration).toBe(54)
    expect(form.abilities.weaken?.duration).toBe(91)
    // without combos the form object is the talented form itself
    expect(run(procs).stats.talented.form.abilities.slow?.duration).toBe(90)
  })
})

describe('combos through calculateForm', () => {
  it('the one entry point applies them; no combos changes nothing', () => {
    const prepared = prepareCat(makeCat([makeForm()])).forms[0]!
    const plain = calculateForm(prepared, plainSettings())
    const boosted = calculateForm(prepared, plainSettings({ combos: { attack: 10, hp: 10 } }))
    expect(plain.stats.hits).toEqual([1000])
    expect(boosted.stats.hits).toEqual([1100])
    expect(boosted.stats.hp).toBe(1100)
    // true DPS = 30 × 1100 / 29
    expect(boosted.trueDps).toBeCloseTo((30 * 1100) / 29, 9)
  })
})
