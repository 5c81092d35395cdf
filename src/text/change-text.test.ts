import { describe, expect, it } from 'vitest'
import { abilityValueText, showCatChanges, statText, talentText } from './change-text.ts'

describe('changes in words', () => {
  it('shows the battle cost, the cooldown in seconds and frames, and whole numbers', () => {
    // Ultra Kasa Jizo, unit138.csv line 4: cost 500 (battle cost ×1.5 = 750), recharge 190 pair frames = 380 f = 12.67 s
    expect(statText('cost', 500)).toBe('750¢')
    expect(statText('cooldown', 190)).toBe('12.67 s (380 f)')
    expect(statText('hp', 5760)).toBe('5,760')
  })

  it('names ability values and talent parameters in words', () => {
    expect(abilityValueText(null)).toBe('none')
    expect(abilityValueText({ chance: 30, durationFrames: 60 })).toBe('chance 30, duration frames 60')
    // Worded as the unit page words talents (talent-text.ts): strengthen's trigger is 100 − HP consumed
    // (apply-talents.ts), durations are frames (30 a second), Cost Down lowers the base cost (battle cost ×1.5).
    expect(talentText('Resist Wave: reductionPercentage 5–50, 10 levels')).toBe('Resist Wave: Wave damage taken −5–50%, 10 levels')
    // a freeze resistance shortens freezes; it takes no damage off
    expect(talentText('Resist Freeze: reductionPercentage 16–70, 10 levels')).toBe('Resist Freeze: Freeze duration −16–70%, 10 levels')
    expect(talentText('Strengthen (ultra): hpConsumed 50, multiplier 5–50, 10 levels')).toBe('Strengthen (ultra): at 50% HP or below, attack +5–50%, 10 levels')
    expect(talentText('Dodge Attack (ultra): chance 20, duration 24–60, 5 levels')).toBe('Dodge Attack (ultra): 20% chance, for 0.8–2.0 s, 5 levels')
    expect(talentText('Cost Down: amount 30–300, 10 levels')).toBe('Cost Down: cost −45–450¢, 10 levels')
    expect(talentText('Defense Buff: percentage 2–20, 10 levels')).toBe('Defense Buff: +2–20%, 10 levels')
    // weaken to 100 − reduction % attack (apply-talents.ts), attack frequency lowers the time between attacks,
    // Recover Speed Up takes frames off the cooldown (264 f = 8.8 s)
    expect(talentText('Weaken: attackReduction 20, on/off')).toBe('Weaken: to 80% attack, on/off')
    expect(talentText('Attack Frequency Up: percentage 5–20, 10 levels')).toBe('Attack Frequency Up: time between attacks −5–20%, 10 levels')
    expect(talentText('Recover Speed Up: amount 264–2640, 10 levels')).toBe('Recover Speed Up: cooldown −8.8–88.0 s, 10 levels')
  })

  it('turns one cat’s changes into labelled before → after lines', () => {
    const shown = showCatChanges({
      catId: 375,
      name: 'Coin Cat',
      newForms: [],
      removedForms: [],
      forms: [
        {
          catId: 375,
          formIndex: 0,
          name: 'Coin Cat',
          renamedFrom: null,
          stats: [{ stat: 'cost', before: 100, after: 200 }],
          abilities: [{ ability: 'freeze', before: null, after: { chance: 10 } }],
        },
      ],
      talents: [],
      levels: { before: { maxBaseLevel: 50, maxPlusLevel: 35 }, after: { maxBaseLevel: 50, maxPlusLevel: 40 } },
    })
    expect(shown.forms[0]?.changes).toEqual([
      { label: 'Cost', before: '150¢', after: '300¢' },
      { label: 'Freeze', before: 'none', after: 'chance 10' },
    ])
    expect(shown.levels).toEqual({ label: 'Max level', before: '50+35', after: '50+40' })
  })
})
