import { describe, expect, it } from 'vitest'
import type { Abilities, Cat, Hit, Talent, UnitForm } from '../game-data/model.ts'
import { calculateForm } from '../calculate-form.ts'
import type { SettingsInput } from '../settings/settings.ts'
import { applyTalents } from '../stats/apply-talents.ts'
import { fixed, makeCat, makeForm, makeTalent, plainSettings, traitTreasures } from '../../../test/fixtures/forms.ts'
import { prepareCat } from '../stats/prepare.ts'

/*
 * Accuracy II (issue 17): hand-worked cases, one or more per rule and per
 * ability the engine models. Every form is at level 1 with no treasure, so a
 * hit deals its base damage; the default form has one 1000-damage hit that
 * applies procs and a 29-frame cycle (see true-dps.test.ts). Each case gives
 * the expected damage per attack (the sum of E[damage] of its hits and their
 * area attacks), worked out by hand, and names the public source of the rule.
 */
type Case = {
  name: string
  source: string
  form: Partial<UnitForm> & { abilities?: Abilities }
  settings?: SettingsInput
  /** expected damage per attack, written as the arithmetic */
  perAttack: number
  /** the label of the target "best match" picks, when the case is about it */
  target?: string
}

const TWO_HITS: Hit[] = [
  { damage: 1000, foreswing: 10, procs: true, area: null },
  { damage: 600, foreswing: 20, procs: false, area: null },
]
const STRENGTHEN = { strengthen: { hpTrigger: 50, multiplier: 100 } }

const CASES: Case[] = [
  // §7 per-hit procs
  { name: 'critical 50%', source: 'mechanics §7; BCU AttackSimple', form: { abilities: { critical: { chance: 50 } } }, perAttack: 1000 * (1 + 0.5) },
  {
    name: 'critical 100% in max mode',
    source: 'mechanics §7, §9',
    form: { abilities: { critical: { chance: 30 } } },
    settings: { mode: 'max' },
    perAttack: 1000 * 2,
  },
  {
    name: 'savage blow 30%, +200%',
    source: 'mechanics §7; BCU Entity',
    form: { abilities: { savageBlow: { chance: 30, bonusDamage: 200 } } },
    perAttack: 0.7 * 1000 + 0.3 * 3000,
  },
  {
    name: 'savage blow and critical',
    source: 'mechanics §7',
    form: { abilities: { savageBlow: { chance: 50, bonusDamage: 100 }, critical: { chance: 50 } } },
    perAttack: (0.5 * 1000 + 0.5 * 2000) * 1.5,
  },
  { name: 'metal: a plain hit deals 1', source: 'mechanics §7', form: {}, settings: { target: 'metal' }, perAttack: 1 },
  {
    name: 'metal: critical 40% deals 2 × D',
    source: 'mechanics §7; BCU Entity',
    form: { abilities: { critical: { chance: 40 } } },
    settings: { target: 'metal' },
    perAttack: 0.4 * 2 * 1000 + 0.6 * 1,
  },
  {
    name: 'metal: savage blow lands on the critical before the metal rule',
    source: 'mechanics §7 (updated); BCU Entity',
    form: { abilities: { critical: { chance: 40 }, savageBlow: { chance: 50, bonusDamage: 200 } } },
    settings: { target: 'metal' },
    // p × 2 × D × (1 + q × bonus / 100) + (1 − p) × 1 = 0.4 × 2 × 1000 × (1 + 0.5 × 2) + 0.6
    perAttack: 0.4 * 2 * (0.5 * 1000 + 0.5 * 3000) + 0.6,
  },
  // §8 area attacks
  { name: 'wave 25%', source: 'mechanics §8', form: { abilities: { wave: { chance: 25, level: 2, isMiniWave: false } } }, perAttack: 1000 + 0.25 * 1000 },
  { name: 'mini-wave 100%: 20%', source: 'mechanics §8', form: { abilities: { wave: { chance: 100, level: 2, isMiniWave: true } } }, perAttack: 1000 + 200 },
  {
    name: 'surge level 3, 40%',
    source: 'mechanics §8; BCU AttackVolcano',
    form: { abilities: { surge: { chance: 40, level: 3, start: 100, width: 300, isMiniSurge: false } } },
    perAttack: 1000 + 0.4 * 3 * 1000,
  },
  {
    name: 'mini-surge level 2, 100%',
    source: 'mechanics §8',
    form: { abilities: { surge: { chance: 100, level: 2, start: 100, width: 300, isMiniSurge: true } } },
    perAttack: 1000 + 2 * 200,
  },
  {
    name: 'explosion 50%',
    source: 'mechanics §8; BCU AttackBlast',
    form: { abilities: { explosion: { chance: 50, start: 200, width: 0 } } },
    perAttack: 1000 + 0.5 * 1000,
  },
  {
    name: 'mini-wave: the 20% is taken before massive damage, each floored',
    source: 'BCU EEnemy.getDamage (mini share, then strong / massive / insane); docs/mechanics-notes.md',
    form: {
      hits: [{ damage: 1003, foreswing: 10, procs: true, area: null }],
      targets: ['black'],
      abilities: { massiveDamage: true, wave: { chance: 100, level: 1, isMiniWave: true } },
    },
    settings: { target: 'black' },
    // direct ⌊1003 × 3⌋ = 3009; the wave ⌊⌊1003 × 0.2⌋ × 3⌋ = 200 × 3 = 600 (the other order, ⌊3009 × 0.2⌋, is 601)
    perAttack: 3009 + 600,
  },
  {
    name: 'mini-surge: the 20% is taken before strong against, each floored',
    source: 'BCU EEnemy.getDamage; docs/mechanics-notes.md',
    form: {
      hits: [{ damage: 1009, foreswing: 10, procs: true, area: null }],
      targets: ['red'],
      abilities: { strongAgainst: true, surge: { chance: 100, level: 2, start: 100, width: 300, isMiniSurge: true } },
    },
    settings: { target: 'red' },
    // direct ⌊1009 × 1.5⌋ = 1513; each surge hit ⌊⌊1009 × 0.2⌋ × 1.5⌋ = ⌊201 × 1.5⌋ = 301 (the other order, ⌊1513 × 0.2⌋, is 302), two hits
    perAttack: 1513 + 2 * 301,
  },
  {
    name: 'a wave against metal obeys the metal rule',
    source: 'mechanics §7 "area attacks obey the same rule"',
    form: { abilities: { wave: { chance: 100, level: 1, isMiniWave: false } } },
    settings: { target: 'metal' },
    perAttack: 1 + 1,
  },
  // §8: the enemy base
  {
    name: 'base: the wave does not hit it',
    source: 'mechanics §8; BCU AttackWave',
    form: { abilities: { wave: { chance: 100, level: 1, isMiniWave: false } } },
    settings: { target: 'base' },
    perAttack: 1000,
  },
  {
    name: 'base: the surge does not hit it',
    source: 'mechanics §8 (updated); BCU AttackVolcano',
    form: { abilities: { surge: { chance: 100, level: 4, start: 100, width: 300, isMiniSurge: false } } },
    settings: { target: 'base' },
    perAttack: 1000,
  },
  {
    name: 'base: the explosion does not hit it',
    source: 'mechanics §8 (updated); BCU AttackBlast',
    form: { abilities: { explosion: { chance: 100, start: 200, width: 0 } } },
    settings: { target: 'base' },
    perAttack: 1000,
  },
  {
    name: 'base destroyer ×4, its surge still left out',
    source: 'mechanics §6, §8',
    form: { abilities: { baseDestroyer: true, surge: { chance: 100, level: 2, start: 100, width: 300, isMiniSurge: false } } },
    settings: { target: 'base' },
    perAttack: 4000,
  },
  // §7 strengthen
  {
    name: 'strengthen +100% raises a hit without the proc flag too',
    source: 'mechanics §7 (updated); BCU AttackSimple',
    form: { hits: TWO_HITS, abilities: STRENGTHEN },
    perAttack: 2000 + 1200,
  },
  {
    name: 'strengthen raises the wave of the hit',
    source: 'mechanics §7; BCU AttackWave',
    form: { abilities: { ...STRENGTHEN, wave: { chance: 100, level: 1, isMiniWave: false } } },
    perAttack: 2000 + 2000,
  },
  {
    name: 'strengthen raises the surge of the hit',
    source: 'mechanics §7; BCU AttackVolcano',
    form: { abilities: { ...STRENGTHEN, surge: { chance: 50, level: 2, start: 100, width: 300, isMiniSurge: false } } },
    perAttack: 2000 + 0.5 * 2 * 2000,
  },
  {
    name: 'strengthen left out on request',
    source: 'spec: true DPS counts strengthen, with a setting to leave it out',
    form: { hits: TWO_HITS, abilities: STRENGTHEN },
    settings: { strengthen: false },
    perAttack: 1000 + 600,
  },
  // §6 slayers and trait multipliers
  {
    name: 'behemoth slayer ×2.5',
    source: 'mechanics §6',
    form: { abilities: { behemothSlayer: { dodgeChance: 5, dodgeDuration: 30 } } },
    settings: { target: 'behemoth' },
    perAttack: 2500,
  },
  { name: 'colossus slayer ×1.6', source: 'mechanics §6', form: { abilities: { colossusSlayer: true } }, settings: { target: 'colossus' }, perAttack: 1600 },
  { name: 'sage slayer ×1.2', source: 'mechanics §6', form: { abilities: { sageSlayer: true } }, settings: { target: 'sage' }, perAttack: 1200 },
  {
    name: 'massive damage vs relic has no treasure: ×3',
    source: 'mechanics §6',
    form: { targets: ['relic'], abilities: { massiveDamage: true } },
    settings: { target: 'relic', ...traitTreasures(300) },
    perAttack: 3000,
  },
  // §9b best match
  {
    name: 'best match: metal-only form is ranked against traitless',
    source: 'mechanics §9b',
    form: { targets: ['metal'] },
    settings: { target: 'best' },
    perAttack: 1000,
    target: 'traitless',
  },
  {
    name: 'best match: a sage slayer with strong vs red picks red (×1.5) over sage (×1.2)',
    source: 'mechanics §9b',
    form: { targets: ['red'], abilities: { strongAgainst: true, sageSlayer: true } },
    settings: { target: 'best' },
    perAttack: 1500,
    target: 'red',
  },
  {
    name: 'best match: a behemoth slayer with strong vs red picks behemoth (×2.5) over red (×1.5)',
    source: 'mechanics §9b',
    form: { targets: ['red'], abilities: { strongAgainst: true, behemothSlayer: { dodgeChance: 5, dodgeDuration: 30 } } },
    settings: { target: 'best' },
    perAttack: 2500,
    target: 'behemoth',
  },
]

function perAttackOf(form: UnitForm, overrides: SettingsInput) {
  const settings = plainSettings({ ...traitTreasures(0), ...overrides })
  const calculation = calculateForm(prepareCat(makeCat([form])).forms[0]!, settings)
  const attack = calculation.attack()
  const perAttack = attack.hits.reduce((sum, hit) => sum + hit.expected + hit.areas.reduce((s, area) => s + area.expected, 0), 0)
  return { perAttack, calculation }
}

describe('hand-worked cases (issue 17)', () => {
  it('has at least 25 cases', () => expect(CASES.length).toBeGreaterThanOrEqual(25))

  it.each(CASES.map((c) => [`${c.name} (${c.source})`, c] as const))('%s', (_name, c) => {
    const { perAttack, calculation } = perAttackOf(makeForm(c.form), c.settings ?? {})
    expect(perAttack).toBeCloseTo(c.perAttack, 9)
    expect(calculation.trueDps).toBeCloseTo((30 * c.perAttack) / calculation.stats.cycleFrames, 9)
    if (c.target) expect(calculation.target.label).toBe(c.target)
  })
})

describe('talents (mechanics §5)', () => {
  const cat = (talents: Talent[]): Cat => makeCat([makeForm()], { talents, maxBaseLevel: 50, maxPlusLevel: 70 })
  const addProc = (procType: 'strengthen' | 'weaken', params: Talent['params']) => makeTalent({ type: 'procModifier', procType, mode: 'add' }, params)

  it('a strengthen talent stores the HP consumed: 34 means at or below 66% HP (BCU PCoin, battlecatsinfo unit.mjs)', () => {
    const talent = addProc('strengthen', [fixed('hpConsumed', 34), fixed('multiplier', 100)])
    expect(applyTalents(cat([talent]), makeForm(), [1]).form.abilities.strengthen).toEqual({ hpTrigger: 100 - 34, multiplier: 100 })
  })

  it('a weaken talent stores the reduction: 30 leaves the enemy 70% of its attack (BCU PCoin)', () => {
    const talent = addProc('weaken', [fixed('chance', 20), fixed('duration', 60), fixed('attackReduction', 30)])
    expect(applyTalents(cat([talent]), makeForm(), [1]).form.abilities.weaken).toEqual({ chance: 20, duration: 60, percentage: 100 - 30 })
  })

  it('an "add" talent gives a critical the form lacks; a "modify" talent raises one it has, and does nothing without', () => {
    const add = makeTalent({ type: 'procModifier', procType: 'critical', mode: 'add' }, [fixed('chance', 10)])
    const modify = makeTalent({ type: 'procModifier', procType: 'critical', mode: 'modify' }, [fixed('chance', 10)])
    // add: 1000 × (1 + 0.10)
    expect(perAttackOf(applyTalents(cat([add]), makeForm(), [1]).form, {}).perAttack).toBeCloseTo(1100, 9)
    // modify on 20%: 1000 × (1 + 0.30); modify on none: 1000
    const critical = makeForm({ abilities: { critical: { chance: 20 } } })
    expect(perAttackOf(applyTalents(cat([modify]), critical, [1]).form, {}).perAttack).toBeCloseTo(1300, 9)
    expect(perAttackOf(applyTalents(cat([modify]), makeForm(), [1]).form, {}).perAttack).toBeCloseTo(1000, 9)
  })

  it('ultra talents work from level 60 on (BCU PCoin: an ultra talent needs level 60)', () => {
    // an ultra talent "attack +50%": off at level 59, on at level 60 (both at the same level multiplier for the check)
    const ultra = makeTalent({ type: 'statBoost', stat: 'attack' }, [fixed('percentage', 50)], { ultra: true })
    const prepared = prepareCat(cat([ultra])).forms[0]!
    const at = (level: number, plusLevel: number) => calculateForm(prepared, plainSettings({ level, plusLevel, talents: 'max' })).stats
    // level 59 = 50 + 9: no boost; level 60 = 50 + 10: the boost
    expect(at(50, 9).talented.attackBoost).toBe(0)
    expect(at(50, 10).talented.attackBoost).toBe(50)
    // custom talent levels obey the same rule
    const custom = (plusLevel: number) => calculateForm(prepared, plainSettings({ level: 50, plusLevel, talents: [1] })).stats.talented.attackBoost
    expect([custom(9), custom(10)]).toEqual([0, 50])
  })
})
