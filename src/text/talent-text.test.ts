import { describe, expect, it } from 'vitest'
import { makeTalent } from '../../test/fixtures/forms.ts'
import { talentEffectText, talentIcon } from './talent-text.ts'

describe('talent effects in words', () => {
  it('gives a proc talent its values at the chosen level', () => {
    const freeze = makeTalent({ type: 'procModifier', procType: 'freeze', mode: 'add' }, [
      { name: 'chance', min: 30, max: 30 },
      { name: 'duration', min: 15, max: 60 },
    ])
    expect(talentEffectText(freeze, 10)).toBe('Freeze: 30% chance for 2.0 s')
    expect(talentEffectText(freeze, 1)).toBe('Freeze: 30% chance for 0.5 s')
    expect(talentEffectText(freeze, 0)).toBe('Off')
    expect(talentIcon(freeze)).toBe('Freeze')
  })

  it('says a modifying talent only raises an ability the form has', () => {
    const knockback = makeTalent({ type: 'procModifier', procType: 'knockback', mode: 'modify' }, [{ name: 'chance', min: 5, max: 15 }])
    expect(talentEffectText(knockback, 10)).toBe('Knockback chance +15% (if the form has it)')
  })

  it('writes stat boosts, targets, immunities, resistances and surges', () => {
    expect(talentEffectText(makeTalent({ type: 'statBoost', stat: 'hp' }, [{ name: 'percentage', min: 4, max: 20 }]), 10)).toBe('HP +20%')
    expect(talentEffectText(makeTalent({ type: 'statBoost', stat: 'cooldown' }, [{ name: 'amount', min: 15, max: 60 }]), 10)).toBe('Cooldown −2.0 s (60 f)')
    expect(talentEffectText(makeTalent({ type: 'targetAddition', target: 'aku' }), 1)).toBe('Targets Aku enemies')
    expect(talentEffectText(makeTalent({ type: 'immunity', immunityType: 'surge' }), 1)).toBe('Immune to surges')
    expect(talentEffectText(makeTalent({ type: 'resistance', resistanceType: 'slow' }, [{ name: 'reductionPercentage', min: 16, max: 70 }]), 10)).toBe(
      'Slow duration −70%',
    )
    const miniSurge = makeTalent({ type: 'advancedAbility', abilityType: 'miniSurge' }, [
      { name: 'chance', min: 10, max: 100 },
      { name: 'level', min: 3, max: 3 },
      { name: 'start', min: 150, max: 150 },
      { name: 'width', min: 700, max: 700 },
    ])
    expect(talentEffectText(miniSurge, 10)).toBe('Mini-surge level 3 at 150–850, 100% chance')
  })
})

describe('talent parameters stored inverted (mechanics §5; BCU PCoin)', () => {
  it('reads a weaken talent as the attack the enemy keeps and a strengthen talent as its HP trigger', () => {
    // Skelecat (19): weaken 40% for 39–120 frames, 50 taken off → 100 − 50 = 50% attack
    const weaken = makeTalent({ type: 'procModifier', procType: 'weaken', mode: 'add' }, [
      { name: 'chance', min: 40, max: 40 },
      { name: 'duration', min: 39, max: 120 },
      { name: 'attackReduction', min: 30, max: 30 },
    ])
    expect(talentEffectText(weaken, 1)).toContain('to 70% attack')
    // a stored 34 is the HP consumed: it works at 100 − 34 = 66% HP or below
    const strengthen = makeTalent({ type: 'procModifier', procType: 'strengthen', mode: 'add' }, [
      { name: 'hpConsumed', min: 34, max: 34 },
      { name: 'multiplier', min: 100, max: 100 },
    ])
    expect(talentEffectText(strengthen, 1)).toContain('at 66% HP or below')
  })
})
