import { describe, expect, it } from 'vitest'
import { calculateForm } from './calculate-form.ts'
import type { Abilities, OrbType, UnitForm } from './game-data/model.ts'
import type { Trait } from './game-data/vocabulary.ts'
import { bestOrbCandidates, orbLabel, resolveOrbs, unknownOrbs } from './orbs.ts'
import type { SettingsInput } from './settings/settings.ts'
import { makeCat, makeForm, plainSettings } from '../../test/fixtures/forms.ts'
import { prepareCat } from './stats/prepare.ts'

/*
 * Worked examples of each orb kind (rules and sources: docs/mechanics-notes.md
 * "Talent orbs"). The orb values are rows of the game's equipmentlist.json
 * (15.0.1), quoted by their index in its "ID" array. Every form is at level 1
 * with no attack / HP treasure, so a hit deals its file damage (1000) and the
 * form has 1000 HP; the trait treasure stays maxed (300%) unless said.
 */
const grades = (values: number[][]): number[][] => values
const CATALOG: OrbType[] = [
  // ID 0–4: gradeID 0–4, content 0 (Attack Up), value [100]…[500], attribute 0 (red)
  { content: 0, kind: 'attack', name: 'Attack Up', description: '', trait: 'red', values: grades([[100], [200], [300], [400], [500]]) },
  // ID 5–9: content 1 (Defense Up), value [4]…[20], attribute 0 (red)
  { content: 1, kind: 'defense', name: 'Defense Up', description: '', trait: 'red', values: grades([[4], [8], [12], [16], [20]]) },
  // ID 30–34: content 1, attribute 3 (metal): the only metal orb
  { content: 1, kind: 'defense', name: 'Defense Up', description: '', trait: 'metal', values: grades([[4], [8], [12], [16], [20]]) },
  // ID 65–69: content 2 (Strong Effect Up), value [60,2]…[300,10], attribute 0
  {
    content: 2,
    kind: 'strong',
    name: 'Strong Effect Up',
    description: '',
    trait: 'red',
    values: grades([
      [60, 2],
      [120, 4],
      [180, 6],
      [240, 8],
      [300, 10],
    ]),
  },
  // ID 70–74: content 3 (Massive Damage Up), value [30]…[150], attribute 0
  { content: 3, kind: 'massive', name: 'Massive Damage Up', description: '', trait: 'red', values: grades([[30], [60], [90], [120], [150]]) },
  // ID 75–79: content 4 (Tough Effect Up), value [5]…[25], attribute 0
  { content: 4, kind: 'tough', name: 'Tough Effect Up', description: '', trait: 'red', values: grades([[5], [10], [15], [20], [25]]) },
]

/** One 1000-damage hit, cycle 29 frames (see true-dps.test.ts): true DPS = 30 × per attack / 29. */
const CYCLE = 29

function run(form: UnitForm, overrides: SettingsInput, orbSlots: number[] = [0]) {
  const prepared = prepareCat(makeCat([form], { orbSlots }), CATALOG).forms[0]!
  const calculation = calculateForm(prepared, plainSettings(overrides))
  const attack = calculation.attack()
  const perAttack = attack.hits.reduce((sum, h) => sum + h.expected + h.areas.reduce((s, a) => s + a.expected, 0), 0)
  return { calculation, perAttack }
}

const form = (abilities: Abilities = {}, rest: Partial<UnitForm> = {}) => makeForm({ abilities, ...rest })

describe('Attack Up', () => {
  it('adds value% of the level-1 hit damage against the trait, after the multipliers', () => {
    // S: value 500 → ⌊500 × 1000 / 100⌋ = 5000 added to the 1000 hit = 6000
    const r = run(form(), { target: 'red', orbs: ['attack-red-S'] })
    expect(r.perAttack).toBe(6000)
    expect(r.calculation.trueDps).toBeCloseTo((30 * 6000) / CYCLE, 9)
    expect(r.calculation.attack().hits[0]!.orbBonus).toBe(5000)
  })

  it('is its own step in the explanation, after the procs', () => {
    const steps = run(form(), { target: 'red', orbs: ['attack-red-S'] }).calculation.explanation.hits[0]!
    expect(steps.slice(-2).map(({ label, value, detail }) => ({ label, value, detail }))).toEqual([
      { label: 'proc expectation', value: 1000, detail: 'no damage procs' },
      { label: 'orb: Attack Up', value: 6000, detail: '1000 + 5000 (a share of the level-1 damage 1000)' },
    ])
  })

  it('does nothing against a target without the trait', () => {
    expect(run(form(), { target: 'floating', orbs: ['attack-red-S'] }).perAttack).toBe(1000)
  })

  it('uses the level-1 damage, not the leveled one, and adds after strong against', () => {
    // level 10 (no curve: (10 + 4) / 5 = 280%): hit 2800; strong vs red with the trait treasure 0: ⌊2800 × 1.5⌋ = 4200;
    // D: value 100 → ⌊100 × 1000 / 100⌋ = 1000 → 5200
    const r = run(form({ strongAgainst: true }, { targets: ['red'] }), { target: 'red', level: 10, redTreasure: 0, orbs: ['attack-red-D'] })
    expect(r.calculation.stats.hits[0]).toBe(2800)
    expect(r.perAttack).toBe(5200)
  })

  it('carries over to the waves of the hit', () => {
    // (1000 + 5000) + 20% × (1000 + 5000) = 7200
    expect(run(form({ wave: { chance: 20, level: 3, isMiniWave: false } }), { target: 'red', orbs: ['attack-red-S'] }).perAttack).toBeCloseTo(7200, 9)
  })
})

describe('Strong Effect Up', () => {
  it('adds value₀/1000 to the strong multiplier and takes value₁% off the damage taken', () => {
    // 1.8 (trait treasure maxed) + 300/1000 = 2.1 → ⌊1000 × 2.1⌋ = 2100
    const r = run(form({ strongAgainst: true }, { targets: ['red'] }), { target: 'red', orbs: ['strong-red-S'] })
    expect(r.perAttack).toBe(2100)
    // taken 0.4 × (100 − 10)/100 = 0.36 → 1000 / 0.36
    expect(r.calculation.defence.effectiveHp).toBeCloseTo(1000 / 0.36, 6)
  })

  it('needs the strong ability against the target', () => {
    // the form has no strong against: the orb changes nothing
    expect(run(form({}, { targets: ['red'] }), { target: 'red', orbs: ['strong-red-S'] }).perAttack).toBe(1000)
  })

  it('without the trait treasure: 1.5 + 0.06 (grade D) = 1.56', () => {
    // ⌊1000 × 1.56⌋ = 1560
    expect(run(form({ strongAgainst: true }, { targets: ['red'] }), { target: 'red', redTreasure: 0, orbs: ['strong-red-D'] }).perAttack).toBe(1560)
  })
})

describe('Massive Damage Up', () => {
  it('adds value/300 to the massive damage multiplier', () => {
    // 4 (treasure maxed) + 150/300 = 4.5 → 4500; grade B: 4 + 90/300 = 4.3 → 4300
    const massive = form({ massiveDamage: true }, { targets: ['red'] })
    expect(run(massive, { target: 'red', orbs: ['massive-red-S'] }).perAttack).toBe(4500)
    expect(run(massive, { target: 'red', orbs: ['massive-red-B'] }).perAttack).toBe(4300)
  })
})

describe('Tough Effect Up and Defense Up', () => {
  it('tough: resistant taken × (100 − value)/100', () => {
    // 0.2 (treasure maxed) × 0.75 = 0.15 → 1000 / 0.15
    const r = run(form({ resistant: true }, { targets: ['red'] }), { target: 'red', orbs: ['tough-red-S'] })
    expect(r.calculation.defence.effectiveHp).toBeCloseTo(1000 / 0.15, 6)
  })

  it('defense: any form takes value% less from the trait, metal included', () => {
    // S: 1000 / 0.8 = 1250; two orbs one after the other: 0.8 × 0.96 = 0.768
    expect(run(form(), { target: 'red', orbs: ['defense-red-S'] }).calculation.defence.effectiveHp).toBeCloseTo(1250, 6)
    expect(run(form(), { target: 'red', orbs: ['defense-red-S', 'defense-red-D'] }, [0, 0]).calculation.defence.effectiveHp).toBeCloseTo(1000 / 0.768, 6)
    expect(run(form(), { target: 'metal', orbs: ['defense-metal-A'] }).calculation.defence.effectiveHp).toBeCloseTo(1000 / 0.84, 6)
    expect(run(form(), { target: 'floating', orbs: ['defense-red-S'] }).calculation.defence.effectiveHp).toBe(1000)
  })
})

describe('slots and bad orbs', () => {
  it('leaves out, and names, an orb the form cannot take', () => {
    const slots = { levels: [0, 60], totalLevel: 30 }
    const { orbs, problems } = resolveOrbs(CATALOG, ['attack-red-S', 'attack-red-A'], slots)
    expect(orbs.map((orb) => orb.grade)).toEqual(['S'])
    expect(problems).toEqual([{ slot: 1, text: 'attack-red-A', reason: 'orb slot 2 opens at level 60', kind: 'slot' }])
    expect(resolveOrbs(CATALOG, ['attack-metal-S'], slots).problems[0]).toMatchObject({ reason: 'the game has no such orb', kind: 'unknown' })
    // The same for any form: the CLI refuses it before it counts a form.
    expect(unknownOrbs(CATALOG, ['attack-red-S', 'attack-metal-S', 'none'])).toEqual([
      { slot: 1, text: 'attack-metal-S', reason: 'the game has no such orb', kind: 'unknown' },
    ])
    expect(resolveOrbs(CATALOG, ['attack-red-S'], { levels: [], totalLevel: 50 }).problems[0]?.reason).toBe('this form has no orb slot')
    // Without a slot, that is the reason, whatever the catalog holds (a unit page gets none for such a cat).
    expect(resolveOrbs([], ['attack-red-S'], { levels: [], totalLevel: 50 }).problems[0]).toMatchObject({ reason: 'this form has no orb slot', kind: 'slot' })
  })

  it('leaves out, and names, a Strong, Massive Damage or Tough Effect Up orb the form cannot wear', () => {
    // The game puts these only on a form with that ability against the orb's trait (goblin.tips "Talent Orbs":
    // special orbs need the ability and the targeted trait).
    const slots = { levels: [0], totalLevel: 30 }
    const strongVsBlack = { targets: ['black' as const], abilities: { strongAgainst: true as const } }
    expect(resolveOrbs(CATALOG, ['strong-red-S'], slots, strongVsBlack).problems).toEqual([
      { slot: 0, text: 'strong-red-S', reason: 'this form has no strong against Red', kind: 'ability' },
    ])
    expect(resolveOrbs(CATALOG, ['strong-red-S'], slots, { ...strongVsBlack, targets: ['black', 'red'] }).orbs).toHaveLength(1)
    expect(resolveOrbs(CATALOG, ['massive-red-S'], slots, { targets: ['red'], abilities: { strongAgainst: true } }).problems[0]?.reason).toBe(
      'this form has no massive damage against Red',
    )
    expect(resolveOrbs(CATALOG, ['tough-red-S'], slots, { targets: ['red'], abilities: {} }).problems[0]?.reason).toBe('this form has no resistant against Red')
    // Attack Up and Defense Up go on any form with a slot.
    expect(resolveOrbs(CATALOG, ['attack-red-S', 'defense-red-S'], { levels: [0, 0], totalLevel: 30 }, { targets: [], abilities: {} }).problems).toEqual([])
    // In the engine: strong against red, a strong orb for red counts; on a form strong against black only it is named and not counted.
    expect(run(form({ strongAgainst: true }, { targets: ['black'] }), { target: 'red', orbs: ['strong-red-S'] }).calculation.orbProblems).toHaveLength(1)
  })

  it("names an orb in the game's words, even one the game lacks for that trait", () => {
    const label = (trait: string) => trait[0]!.toUpperCase() + trait.slice(1)
    expect(orbLabel(CATALOG, { kind: 'attack', trait: 'red', grade: 'S' }, label)).toBe('Attack Up S: Red')
    expect(orbLabel(CATALOG, { kind: 'attack', trait: 'metal', grade: 'S' }, label)).toBe('Attack Up S: Metal')
  })

  it('gives no slot before the true form', () => {
    const r = run(form({}, { formIndex: 1 }), { target: 'red', orbs: ['attack-red-S'] })
    expect(r.perAttack).toBe(1000)
    expect(r.calculation.orbProblems[0]?.reason).toBe('this form has no orb slot')
  })
})

describe('best orb for the target', () => {
  it('fills each open slot with the orb that adds the most true DPS', () => {
    // strong vs red, treasure maxed: bare 1800; strong S → 2100; attack S → 1800 + 5000 = 6800 (best);
    // the second slot: attack S again → 1800 + 5000 + 5000 = 11800
    const r = run(form({ strongAgainst: true }, { targets: ['red'] }), { target: 'red', orbs: 'best' }, [0, 0])
    expect(r.perAttack).toBe(11800)
    expect(r.calculation.orbs.map((orb) => `${orb.kind}-${orb.grade}`)).toEqual(['attack-S', 'attack-S'])
  })

  it('tries only orbs the form can wear: no strong or massive orb for a trait it has no such ability against', () => {
    const names = (targets: Trait[]) =>
      bestOrbCandidates(CATALOG, ['red'], { targets, abilities: { strongAgainst: true, massiveDamage: true } }).map((orb) => orb.kind)
    expect(names(['black'])).toEqual(['attack'])
    expect(names(['red'])).toEqual(['attack', 'strong', 'massive'])
  })

  it('puts nothing on a form without slots or against a target without a trait', () => {
    expect(run(form(), { target: 'red', orbs: 'best' }, []).perAttack).toBe(1000)
    expect(run(form(), { target: 'base', orbs: 'best' }).calculation.orbs).toEqual([])
  })
})
