import { describe, expect, it } from 'vitest'
import { calculateSpirit } from './spirit.ts'
import { makeCat, makeForm, plainSettings } from '../../test/fixtures/forms.ts'

describe('calculateSpirit (BCU LineUp, StageBasis)', () => {
  // The spirit: one 1000-damage hit, curve of 20s, max level 50. Its summoner conjures it.
  const spiritForm = makeForm({ catId: 901, formIndex: 0, name: 'Spirit', hits: [{ damage: 1000, foreswing: 10, procs: true, area: null }] })
  const summoner = makeCat([makeForm({ abilities: { conjure: { unitId: 901 } } })], {
    maxBaseLevel: 50,
    maxPlusLevel: 70,
    spirit: { id: 901, description: 'Spirit: test.', levelCurve: Array.from({ length: 20 }, () => 20), maxBaseLevel: 50, form: spiritForm },
  })

  it("takes its summoner's total level, capped at its own maximum, and deals one attack", () => {
    // summoner at 30: the spirit is level 30, multiplier 100 + 29 × 20 = 680 % → 1000 × 6.8 = 6800
    const at30 = calculateSpirit(summoner, 30, plainSettings({ target: 'traitless' }))
    expect(at30?.level).toBe(30)
    expect(at30?.damage).toBeCloseTo(6800, 9)
    // summoner at 50 + 70 = 120: the spirit stops at its max, 50: 100 + 49 × 20 = 1080 % → 10800
    const at120 = calculateSpirit(summoner, 120, plainSettings({ target: 'traitless' }))
    expect(at120?.level).toBe(50)
    expect(at120?.damage).toBeCloseTo(10800, 9)
  })

  it('ignores the talents chosen for its summoner and counts its own abilities against the target', () => {
    const critical = makeCat(summoner.forms, { ...summoner, spirit: { ...summoner.spirit!, form: { ...spiritForm, abilities: { critical: { chance: 50 } } } } })
    // level 1, no treasure: 1000 × (1 + 0.5) = 1500 whatever the summoner's talents
    expect(calculateSpirit(critical, 1, plainSettings({ talents: 'max' }))?.damage).toBeCloseTo(1500, 9)
  })

  it('is null for a cat that conjures nothing', () => {
    expect(calculateSpirit(makeCat([makeForm()]), 50, plainSettings())).toBeNull()
  })
})
