import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { IMMUNITY_TYPES, RESISTANCE_TYPES, TRAITS, type Cat, type Talent, type TalentEffect, type UnitForm } from '../game-data/model.ts'
import { applyTalents } from './apply-talents.ts'
import { fixed, makeCat, makeForm, makeTalent } from '../../../test/fixtures/forms.ts'
import { chosenTalentLevels, talentParamValue } from './talent-value.ts'

/** apply the given talents at max level to a copy of the form */
function talented(form: UnitForm, talents: Talent[], cat: Partial<Cat> = {}) {
  const c = makeCat([form], { talents: talents.map((t, slot) => ({ ...t, slot })), ...cat })
  return applyTalents(c, form, chosenTalentLevels(c.talents, 'max'))
}

describe('talentParamValue', () => {
  it('trunc(min + (max − min) × (ℓ − 1) / (M − 1))', () => {
    // 8 + 72 × 4 / 9 = 40
    expect(talentParamValue(8, 80, 5, 10)).toBe(40)
    // 0 + 10 × 1 / 3 = 3.33 → 3; × 2 / 3 = 6.67 → 6
    expect(talentParamValue(0, 10, 2, 4)).toBe(3)
    expect(talentParamValue(0, 10, 3, 4)).toBe(6)
    // truncation, not floor: −3.33 → −3
    expect(talentParamValue(0, -10, 2, 4)).toBe(-3)
  })

  it('M ≤ 1 → max', () => {
    expect(talentParamValue(5, 7, 1, 1)).toBe(7)
  })

  it('levels chosen by the settings', () => {
    const talents = [makeTalent({ type: 'immunity', immunityType: 'wave' }), makeTalent({ type: 'statBoost', stat: 'hp' }, [fixed('percentage', 8)])]
    expect(chosenTalentLevels(talents, 'max')).toEqual([1, 10])
    expect(chosenTalentLevels(talents, 'off')).toEqual([0, 0])
    // missing entries are off; levels above the max are clamped
    expect(chosenTalentLevels(talents, [3])).toEqual([1, 0])
  })
})

describe('applyTalents', () => {
  it('only on the true and ultra forms', () => {
    const talent = makeTalent({ type: 'statBoost', stat: 'speed' }, [fixed('amount', 5)])
    expect(talented(makeForm({ formIndex: 1 }), [talent]).form.speed).toBe(10)
    expect(talented(makeForm({ formIndex: 2 }), [talent]).form.speed).toBe(15)
    expect(talented(makeForm({ formIndex: 3 }), [talent]).form.speed).toBe(15)
  })

  it('ultra talents apply to the true form too', () => {
    const talent = makeTalent({ type: 'statBoost', stat: 'speed' }, [fixed('amount', 5)], { ultra: true })
    expect(talented(makeForm({ formIndex: 2 }), [talent]).form.speed).toBe(15)
  })

  it('statBoost: every stat', () => {
    const boost = (stat: Extract<TalentEffect, { type: 'statBoost' }>['stat'], name: string, value: number, form = makeForm()) =>
      talented(form, [makeTalent({ type: 'statBoost', stat }, [fixed(name, value)])])
    expect(boost('hp', 'percentage', 80).hpBoost).toBe(80)
    expect(boost('attack', 'percentage', 80).attackBoost).toBe(80)
    expect(boost('speed', 'amount', 10).form.speed).toBe(20)
    // cost: 1000 − 200 on the base
    expect(boost('cost', 'amount', 200).form.cost).toBe(800)
    // recharge time down stays beside the form, in frames
    expect(boost('cooldown', 'amount', 60).cooldownReduction).toBe(60)
    expect(boost('knockbacks', 'amount', 1).form.knockbacks).toBe(4)
    // knockback chance: adds to the chance the form has, creates it otherwise
    expect(boost('knockbackChance', 'amount', 10, makeForm({ abilities: { knockback: { chance: 20 } } })).form.abilities.knockback).toEqual({ chance: 30 })
    expect(boost('knockbackChance', 'amount', 10).form.abilities.knockback).toEqual({ chance: 10 })
    // attack frequency: tba 10 × (100 − 62) / 100 = 3.8 → 3
    expect(boost('attackFrequency', 'percentage', 62).form.timeBetweenAttacks).toBe(3)
  })

  it('procModifier add: creates the proc with the talent values', () => {
    const add = (procType: Extract<TalentEffect, { type: 'procModifier' }>['procType'], params: Talent['params']) =>
      talented(makeForm(), [makeTalent({ type: 'procModifier', procType, mode: 'add' }, params)]).form.abilities
    const cd = [fixed('chance', 30), fixed('duration', 60)]
    expect(add('freeze', cd).freeze).toEqual({ chance: 30, duration: 60 })
    expect(add('slow', cd).slow).toEqual({ chance: 30, duration: 60 })
    expect(add('curse', cd).curse).toEqual({ chance: 30, duration: 60 })
    expect(add('dodge', cd).dodge).toEqual({ chance: 30, duration: 60 })
    // weaken stores the reduction: 30 taken off leaves the enemy 100 − 30 = 70% of its attack (mechanics §5, BCU PCoin)
    expect(add('weaken', [...cd, fixed('attackReduction', 30)]).weaken).toEqual({ chance: 30, duration: 60, percentage: 70 })
    expect(add('warp', cd).warp).toEqual({ chance: 30, duration: 60, distance: 0 })
    expect(add('knockback', [fixed('chance', 30)]).knockback).toEqual({ chance: 30 })
    expect(add('critical', [fixed('chance', 5)]).critical).toEqual({ chance: 5 })
    expect(add('survive', [fixed('chance', 100)]).survive).toEqual({ chance: 100 })
    expect(add('barrierBreaker', [fixed('chance', 20)]).barrierBreaker).toEqual({ chance: 20 })
    expect(add('shieldPierce', [fixed('chance', 20)]).shieldPierce).toEqual({ chance: 20 })
    expect(add('savageBlow', [fixed('chance', 10), fixed('bonusDamage', 200)]).savageBlow).toEqual({ chance: 10, bonusDamage: 200 })
    // savage blow with no bonus in the data: +200%
    expect(add('savageBlow', [fixed('chance', 10)]).savageBlow).toEqual({ chance: 10, bonusDamage: 200 })
    expect(add('wave', [fixed('chance', 15), fixed('level', 6)]).wave).toEqual({ chance: 15, level: 6, isMiniWave: false })
    expect(add('miniWave', [fixed('chance', 100), fixed('level', 5)]).wave).toEqual({ chance: 100, level: 5, isMiniWave: true })
    // strengthen stores the HP consumed: 34 consumed triggers at 100 − 34 = 66% HP or below (mechanics §5, BCU PCoin)
    expect(add('strengthen', [fixed('hpConsumed', 34), fixed('multiplier', 50)]).strengthen).toEqual({ hpTrigger: 66, multiplier: 50 })
  })

  it('procModifier modify: adds chance / duration / bonus only when the form has the proc', () => {
    const freeze = makeTalent({ type: 'procModifier', procType: 'freeze', mode: 'modify' }, [fixed('chance', 10), fixed('duration', 30)])
    const has = makeForm({ abilities: { freeze: { chance: 20, duration: 60 } } })
    expect(talented(has, [freeze]).form.abilities.freeze).toEqual({ chance: 30, duration: 90 })
    expect(talented(makeForm(), [freeze]).form.abilities.freeze).toBeUndefined()
    // strengthen modify (cat 72): +0 trigger, +50 bonus
    const strengthen = makeTalent({ type: 'procModifier', procType: 'strengthen', mode: 'modify' }, [fixed('hpConsumed', 0), fixed('multiplier', 50)])
    const strong = makeForm({ abilities: { strengthen: { hpTrigger: 50, multiplier: 100 } } })
    expect(talented(strong, [strengthen]).form.abilities.strengthen).toEqual({ hpTrigger: 50, multiplier: 150 })
  })

  it('procModifier add on a proc the form already has adds to it', () => {
    const crit = makeTalent({ type: 'procModifier', procType: 'critical', mode: 'add' }, [fixed('chance', 5)])
    expect(talented(makeForm({ abilities: { critical: { chance: 7 } } }), [crit]).form.abilities.critical).toEqual({ chance: 12 })
  })

  it('a trait-specific ability on a form that targets nothing uses the talent traits', () => {
    const slow = makeTalent({ type: 'procModifier', procType: 'slow', mode: 'add' }, [fixed('chance', 30), fixed('duration', 60)])
    expect(talented(makeForm(), [slow], { talentTraits: ['metal'] }).form.targets).toEqual(['metal'])
    expect(talented(makeForm({ targets: ['red'] }), [slow], { talentTraits: ['metal'] }).form.targets).toEqual(['red'])
    const strong = makeTalent({ type: 'abilityGrant', ability: 'strongAgainst' })
    expect(talented(makeForm(), [strong], { talentTraits: ['zombie'] }).form.targets).toEqual(['zombie'])
    // critical is not trait-specific
    const crit = makeTalent({ type: 'procModifier', procType: 'critical', mode: 'add' }, [fixed('chance', 5)])
    expect(talented(makeForm(), [crit], { talentTraits: ['zombie'] }).form.targets).toEqual([])
  })

  it('targetAddition: a trait, witch, eva', () => {
    const target = (t: Extract<TalentEffect, { type: 'targetAddition' }>['target'], form = makeForm()) =>
      talented(form, [makeTalent({ type: 'targetAddition', target: t })]).form
    expect(target('black').targets).toEqual(['black'])
    expect(target('black', makeForm({ targets: ['black'] })).targets).toEqual(['black'])
    expect(target('witch').abilities.witchKiller).toBe(true)
    expect(target('eva').abilities.evaKiller).toBe(true)
  })

  it('abilityGrant: every ability', () => {
    const abilities = [
      'strongAgainst',
      'resistant',
      'massiveDamage',
      'attackOnly',
      'baseDestroyer',
      'zombieKiller',
      'doubleMoney',
      'waveBlocker',
      'soulstrike',
    ] as const
    for (const ability of abilities) {
      expect(talented(makeForm({ targets: ['red'] }), [makeTalent({ type: 'abilityGrant', ability })]).form.abilities[ability]).toBe(true)
    }
  })

  it('immunity and resistance (unspecified reduction: 50%)', () => {
    for (const immunityType of IMMUNITY_TYPES) {
      expect(talented(makeForm(), [makeTalent({ type: 'immunity', immunityType })]).form.immunities).toEqual([immunityType])
    }
    for (const resistanceType of RESISTANCE_TYPES) {
      expect(talented(makeForm(), [makeTalent({ type: 'resistance', resistanceType })]).form.resistances).toEqual({ [resistanceType]: 50 })
    }
    const withValue = makeTalent({ type: 'resistance', resistanceType: 'slow' }, [{ name: 'reductionPercentage', min: 16, max: 70 }])
    expect(talented(makeForm(), [withValue]).form.resistances).toEqual({ slow: 70 })
  })

  it('advancedAbility: surge, mini-surge, explosion, slayers', () => {
    const advanced = (abilityType: Extract<TalentEffect, { type: 'advancedAbility' }>['abilityType'], params: Talent['params'] = []) =>
      talented(makeForm(), [makeTalent({ type: 'advancedAbility', abilityType }, params)]).form.abilities
    const surge = [fixed('chance', 20), fixed('level', 1), fixed('start', 480), fixed('width', 270)]
    expect(advanced('surge', surge).surge).toEqual({ chance: 20, level: 1, start: 480, width: 270, isMiniSurge: false })
    expect(advanced('miniSurge', surge).surge).toEqual({ chance: 20, level: 1, start: 480, width: 270, isMiniSurge: true })
    expect(advanced('explosion', [fixed('chance', 100), fixed('start', 200)]).explosion).toEqual({ chance: 100, start: 200, width: 0 })
    // on a form that has a surge: chance and level add, the spawn area stays
    const hasSurge = makeForm({ abilities: { surge: { chance: 20, level: 2, start: 100, width: 200, isMiniSurge: false } } })
    const more = makeTalent({ type: 'advancedAbility', abilityType: 'surge' }, [
      fixed('chance', 10),
      fixed('level', 1),
      fixed('start', 480),
      fixed('width', 270),
    ])
    expect(talented(hasSurge, [more]).form.abilities.surge).toEqual({ chance: 30, level: 3, start: 100, width: 200, isMiniSurge: false })
    expect(advanced('colossusSlayer').colossusSlayer).toBe(true)
    expect(advanced('sageSlayer').sageSlayer).toBe(true)
    // behemoth slayer's dodge: 5% for 30 frames when the data gives none
    expect(advanced('behemothSlayer').behemothSlayer).toEqual({ dodgeChance: 5, dodgeDuration: 30 })
    expect(advanced('behemothSlayer', [fixed('chance', 7), fixed('duration', 40)]).behemothSlayer).toEqual({ dodgeChance: 7, dodgeDuration: 40 })
  })

  it('applies in slot order', () => {
    // tba 9: slot 1 (−30%) then slot 5 (−50%): floor(9 × 0.7) = 6 → floor(6 × 0.5) = 3.
    // The listed order (slot 5 first) would give floor(9 × 0.5) = 4 → floor(4 × 0.7) = 2.
    const late = makeTalent({ type: 'statBoost', stat: 'attackFrequency' }, [fixed('percentage', 50)], { slot: 5 })
    const early = makeTalent({ type: 'statBoost', stat: 'attackFrequency' }, [fixed('percentage', 30)], { slot: 1 })
    const form = makeForm({ timeBetweenAttacks: 9 })
    const cat = makeCat([form], { talents: [late, early] })
    expect(applyTalents(cat, form, [1, 1]).form.timeBetweenAttacks).toBe(3)
  })

  it('never mutates the input form, and applying twice does not stack (property)', () => {
    const effect = fc.oneof(
      fc.constantFrom<TalentEffect>(
        { type: 'statBoost', stat: 'hp' },
        { type: 'statBoost', stat: 'speed' },
        { type: 'statBoost', stat: 'cost' },
        { type: 'statBoost', stat: 'attackFrequency' },
        { type: 'statBoost', stat: 'knockbackChance' },
        { type: 'procModifier', procType: 'critical', mode: 'modify' },
        { type: 'procModifier', procType: 'freeze', mode: 'add' },
        { type: 'procModifier', procType: 'wave', mode: 'add' },
        { type: 'abilityGrant', ability: 'strongAgainst' },
        { type: 'advancedAbility', abilityType: 'surge' },
        { type: 'advancedAbility', abilityType: 'behemothSlayer' },
        { type: 'resistance', resistanceType: 'wave' },
      ),
      fc.constantFrom(...TRAITS).map((target): TalentEffect => ({ type: 'targetAddition', target })),
      fc.constantFrom(...IMMUNITY_TYPES).map((immunityType): TalentEffect => ({ type: 'immunity', immunityType })),
    )
    const talent = fc.record({ effect, value: fc.integer({ min: 1, max: 100 }) })
    fc.assert(
      fc.property(fc.array(talent, { maxLength: 8 }), fc.boolean(), (specs, hasProcs) => {
        const form = makeForm({
          abilities: hasProcs ? { critical: { chance: 5 }, freeze: { chance: 10, duration: 30 }, wave: { chance: 10, level: 2, isMiniWave: false } } : {},
        })
        const talents = specs.map((s, slot) =>
          makeTalent(
            s.effect,
            ['amount', 'percentage', 'chance', 'duration', 'level'].map((name) => fixed(name, s.value)),
            { slot },
          ),
        )
        const cat = makeCat([form], { talents, talentTraits: ['metal'] })
        const before = structuredClone(form)
        const levels = chosenTalentLevels(talents, 'max')
        const once = applyTalents(cat, form, levels)
        const twice = applyTalents(cat, form, levels)
        expect(form).toEqual(before)
        expect(twice).toEqual(once)
      }),
    )
  })
})
