import { describe, expect, it } from 'vitest'
import { defaultGameDataDir, readGameDataFiles } from '../../../scripts/import-data.ts'
import { importGameData } from './import-game-data.ts'
import { type Cat, type Talent } from './model.ts'
import { decodeTalents, parseSkillAcquisition, parseSkillDescriptions, talentTraits } from './talents.ts'
import { TALENT_DEFINITIONS } from './talent-table.ts'
import { GameDataError } from './game-data-error.ts'

// Raw SkillAcquisition.csv slots are quoted as
// "abilityID,MAXLv,min1,max1,min2,max2,min3,max3,min4,max4,textID,LvID,nameID,limit".
const files = readGameDataFiles(defaultGameDataDir())
const { dataSet, report } = importGameData(files, '2026-01-01T00:00:00.000Z')

function cat(id: number): Cat {
  const found = dataSet.cats.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`cat ${id} is not listed`)
  return found
}

function talent(catId: number, slot: number): Talent {
  const found = cat(catId).talents.find((candidate) => candidate.slot === slot)
  if (!found) throw new Error(`cat ${catId} has no talent in slot ${slot}`)
  return found
}

describe('talents of real cats', () => {
  it('Bahamut Cat (id 25): explosion (position ÷ 4), move speed, immune to slow', () => {
    // line 16: 25,0, A 67,10,28,100,800,800,0,0,0,0,94,7,-1,0 | B 27,10,1,10,0,0,0,0,0,0,29,8,-1,0 | C 46,0,0,…,55,9,-1,0
    expect(cat(25).talents).toEqual([
      {
        slot: 0,
        abilityId: 67,
        name: 'Explosion',
        description: 'Gain the "Explosion" ability.\nLevel up to improve chance of explosive waves!',
        maxLevel: 10,
        params: [
          { name: 'chance', min: 28, max: 100 },
          { name: 'start', min: 200, max: 200 },
        ],
        ultra: false,
        effect: { type: 'advancedAbility', abilityType: 'explosion' },
      },
      {
        slot: 1,
        abilityId: 27,
        name: 'Move Speed Up',
        description: "Unit's movement speed will increase.\nLevel up to further increase speed!",
        maxLevel: 10,
        params: [{ name: 'amount', min: 1, max: 10 }],
        ultra: false,
        effect: { type: 'statBoost', stat: 'speed' },
      },
      {
        slot: 2,
        abilityId: 46,
        name: 'Immune to Slow',
        description: 'Gain the "Immune to Slow" ability.',
        // MAXLv 0 = on/off talent
        maxLevel: 1,
        params: [],
        ultra: false,
        effect: { type: 'immunity', immunityType: 'slow' },
      },
    ])
    expect(cat(25).talentTraits).toEqual([])
  })

  it('Dancer Cat (id 10): surge with start/width ÷ 4, attack and defense buffs', () => {
    // line 3: 10,0, A 56,10,2,20,1,1,1920,1920,1080,1080,68,4,-1,0 | B 45,1,… | C 48,1,… | D 32,10,8,80,… | E 31,10,8,80,…
    expect(talent(10, 0).params).toEqual([
      { name: 'chance', min: 2, max: 20 },
      { name: 'level', min: 1, max: 1 },
      { name: 'start', min: 480, max: 480 },
      { name: 'width', min: 270, max: 270 },
    ])
    expect(talent(10, 0).effect).toEqual({ type: 'advancedAbility', abilityType: 'surge' })
    expect(talent(10, 1).effect).toEqual({ type: 'immunity', immunityType: 'freeze' })
    expect(talent(10, 2).effect).toEqual({ type: 'immunity', immunityType: 'wave' })
    expect(talent(10, 3)).toMatchObject({ name: 'Defense Buff', params: [{ name: 'percentage', min: 8, max: 80 }], effect: { type: 'statBoost', stat: 'hp' } })
    expect(talent(10, 4)).toMatchObject({
      name: 'Attack Buff',
      params: [{ name: 'percentage', min: 8, max: 80 }],
      effect: { type: 'statBoost', stat: 'attack' },
    })
  })

  it('Tathagata Cat (id 30): "modify" weaken and slow, which its true form has (unit031.csv line 3 cols 27/37)', () => {
    // A 1,10,0,0,8,80,0,0,0,0,42,… | B 3,10,0,0,5,50,0,0,0,0,44,…  — the upgrades raise the duration only
    expect(talent(30, 0)).toMatchObject({
      name: 'Weaken',
      params: [{ name: 'duration', min: 8, max: 80 }],
      effect: { type: 'procModifier', procType: 'weaken', mode: 'modify' },
    })
    expect(talent(30, 1)).toMatchObject({
      params: [{ name: 'duration', min: 5, max: 50 }],
      effect: { type: 'procModifier', procType: 'slow', mode: 'modify' },
    })
  })

  it('Skelecat (id 19): weaken "add" with chance, duration and attack reduction %, recharge time down', () => {
    // line 10: 19,0, A 1,10,40,40,39,120,50,50,0,0,1,4,-1,0 | B 20,10,16,70,… | C 26,10,15,60,0,0,0,0,0,0,32,5,-1,0
    expect(talent(19, 0)).toMatchObject({
      params: [
        { name: 'chance', min: 40, max: 40 },
        { name: 'duration', min: 39, max: 120 },
        { name: 'attackReduction', min: 50, max: 50 },
      ],
      effect: { type: 'procModifier', procType: 'weaken', mode: 'add' },
    })
    expect(talent(19, 1)).toMatchObject({
      name: 'Resist Slow',
      params: [{ name: 'reductionPercentage', min: 16, max: 70 }],
      effect: { type: 'resistance', resistanceType: 'slow' },
    })
    expect(talent(19, 2)).toMatchObject({
      name: 'Recover Speed Up',
      params: [{ name: 'amount', min: 15, max: 60 }],
      effect: { type: 'statBoost', stat: 'cooldown' },
    })
  })

  it('Maeda Keiji (id 72): strengthen modify, wave add (ultra), cost down, target floating (ultra)', () => {
    // A 10,10,0,0,23,50,… (true form 72-2 has strengthen: unit073.csv line 3 40:50 41:100)
    // B 18,10,16,70 | C 25,10,30,300 | F 34,0,…,limit 1 | G 17,10,2,20,3,3,…,limit 1 | H 45,0,…,limit 1
    expect(talent(72, 0)).toMatchObject({
      params: [{ name: 'multiplier', min: 23, max: 50 }],
      effect: { type: 'procModifier', procType: 'strengthen', mode: 'modify' },
    })
    expect(talent(72, 1).effect).toEqual({ type: 'resistance', resistanceType: 'weaken' })
    expect(talent(72, 2)).toMatchObject({ params: [{ name: 'amount', min: 30, max: 300 }], effect: { type: 'statBoost', stat: 'cost' } })
    expect(talent(72, 5)).toMatchObject({ ultra: true, effect: { type: 'targetAddition', target: 'floating' } })
    expect(talent(72, 6)).toMatchObject({
      ultra: true,
      params: [
        { name: 'chance', min: 2, max: 20 },
        { name: 'level', min: 3, max: 3 },
      ],
      effect: { type: 'procModifier', procType: 'wave', mode: 'add' },
    })
    expect(talent(72, 7)).toMatchObject({ ultra: true, effect: { type: 'immunity', immunityType: 'freeze' } })
  })

  it('The Peach Devils (id 136): mini-wave add, freeze modify, knockback add', () => {
    // B 2,10,0,0,12,30,… (136-2 has freeze: unit137.csv line 3 25:40 26:100, no col 24 / 35)
    // F 62,10,10,100,2,2,…,83,12,-1,1 | H 8,10,4,40,…,8,12,-1,1
    expect(talent(136, 1).effect).toEqual({ type: 'procModifier', procType: 'freeze', mode: 'modify' })
    expect(talent(136, 5)).toMatchObject({
      name: 'Mini-Wave',
      ultra: true,
      params: [
        { name: 'chance', min: 10, max: 100 },
        { name: 'level', min: 2, max: 2 },
      ],
      effect: { type: 'procModifier', procType: 'miniWave', mode: 'add' },
    })
    expect(talent(136, 7).effect).toEqual({ type: 'procModifier', procType: 'knockback', mode: 'add' })
  })

  it('Ragelan Pasalan (id 625): an "Upgrade Strengthen" text on a form without strengthen is an "add"', () => {
    // line 174: 625,0, A 10,10,99,99,100,500,0,0,0,0,46,7,-1,0 — unit626.csv line 3 has no col 40/41
    expect(talent(625, 0)).toMatchObject({
      description: 'Upgrade the "Strengthen" ability.\nLevel up to further increase attack power when in effect!',
      params: [
        { name: 'hpConsumed', min: 99, max: 99 },
        { name: 'multiplier', min: 100, max: 500 },
      ],
      effect: { type: 'procModifier', procType: 'strengthen', mode: 'add' },
    })
  })

  it('Loincloth Cat (id 23): typeID 32 = alien; weaken alien add, barrier breaker modify, warp blocker', () => {
    // 23,32, A 15,10,2,20,… (23-2 has col 70:30) | B 49,1,… | C 1,10,30,30,39,120,50,50,0,0,71,13,302,0
    expect(cat(23).talentTraits).toEqual(['alien'])
    expect(talent(23, 0).effect).toEqual({ type: 'procModifier', procType: 'barrierBreaker', mode: 'modify' })
    expect(talent(23, 1)).toMatchObject({ name: 'Warp Blocker', effect: { type: 'immunity', immunityType: 'warp' } })
    expect(talent(23, 2)).toMatchObject({
      description: 'Unlocks the "Weaken Alien" ability.\nLevel up to increase length of time enemy is Weakened!',
      effect: { type: 'procModifier', procType: 'weaken', mode: 'add' },
    })
  })

  it('Paladin Cat (id 57): typeID 8 = metal; critical modify, dodge add and money up as ultra talents', () => {
    // 57,8, A 2,10,30,30,15,60,… | B 14,0,… | F 13,10,1,10,…,-1,1 | G 51,10,3,30,60,60,…,95,15,311,1 | H 16,0,…,-1,1
    // true form 57-2 (unit058.csv line 3): 31:50, no col 25 / 84
    expect(cat(57).talentTraits).toEqual(['metal'])
    expect(talent(57, 0).effect).toEqual({ type: 'procModifier', procType: 'freeze', mode: 'add' })
    expect(talent(57, 1).effect).toEqual({ type: 'abilityGrant', ability: 'zombieKiller' })
    expect(talent(57, 5)).toMatchObject({ ultra: true, effect: { type: 'procModifier', procType: 'critical', mode: 'modify' } })
    expect(talent(57, 6)).toMatchObject({
      ultra: true,
      params: [
        { name: 'chance', min: 3, max: 30 },
        { name: 'duration', min: 60, max: 60 },
      ],
      effect: { type: 'procModifier', procType: 'dodge', mode: 'add' },
    })
    expect(talent(57, 7)).toMatchObject({ ultra: true, name: 'Money Up', effect: { type: 'abilityGrant', ability: 'doubleMoney' } })
  })

  it('Cat Machine (id 43): ultra talents attack frequency up, immune to curse, barrier breaker', () => {
    // F 61,10,17,62,…,82,14,-1,1 | G 29,0,…,25,10,-1,1 | H 15,10,19,100,…,15,12,-1,1
    const ultras = cat(43).talents.filter((candidate) => candidate.ultra)
    expect(ultras.map((candidate) => [candidate.slot, candidate.abilityId])).toEqual([
      [5, 61],
      [6, 29],
      [7, 15],
    ])
    expect(talent(43, 5)).toMatchObject({
      name: 'Attack Frequency Up',
      params: [{ name: 'percentage', min: 17, max: 62 }],
      effect: { type: 'statBoost', stat: 'attackFrequency' },
    })
    expect(talent(43, 6).effect).toEqual({ type: 'immunity', immunityType: 'curse' })
    expect(talent(43, 7).effect).toEqual({ type: 'procModifier', procType: 'barrierBreaker', mode: 'add' })
  })

  it('Sodom (id 83): behemoth slayer with its dodge, sage slayer, target relic', () => {
    // C 40,0,… | F 64,0,5,5,30,30,0,0,0,0,86,10,-1,1 | G 66,0,…,91,10,-1,1 | H 44,0,…
    expect(talent(83, 2).effect).toEqual({ type: 'targetAddition', target: 'relic' })
    expect(talent(83, 5)).toMatchObject({
      maxLevel: 1,
      ultra: true,
      params: [
        { name: 'chance', min: 5, max: 5 },
        { name: 'duration', min: 30, max: 30 },
      ],
      effect: { type: 'advancedAbility', abilityType: 'behemothSlayer' },
    })
    expect(talent(83, 6).effect).toEqual({ type: 'advancedAbility', abilityType: 'sageSlayer' })
  })

  it('Warlock and Pierre (id 226): target traitless and colossus slayer (ultra)', () => {
    // F 41,0,…,41,10,-1,1 | G 55,0,… | H 63,0,…,85,10,-1,1
    expect(talent(226, 5).effect).toEqual({ type: 'targetAddition', target: 'traitless' })
    expect(talent(226, 6).effect).toEqual({ type: 'immunity', immunityType: 'surge' })
    expect(talent(226, 7).effect).toEqual({ type: 'advancedAbility', abilityType: 'colossusSlayer' })
  })

  it("Li'l Eraser Cat (id 210): typeID 64 = zombie; resist toxic, soulstrike, dodge", () => {
    // 210,64, A 52,10,5,50,… | B 59,0,… | C 51,10,10,10,24,60,0,0,0,0,84,13,307,0
    expect(cat(210).talentTraits).toEqual(['zombie'])
    expect(talent(210, 0).effect).toEqual({ type: 'resistance', resistanceType: 'toxic' })
    expect(talent(210, 1).effect).toEqual({ type: 'abilityGrant', ability: 'soulstrike' })
    expect(talent(210, 2).effect).toEqual({ type: 'procModifier', procType: 'dodge', mode: 'add' })
  })

  it('Heavy Assault C.A.T. (id 14) and Flying Ninja Cat (id 18): massive damage grant, target black', () => {
    // 14: A 7,1,0,0,… (MAXLv 1) — 18: A 35,1,0,0,…
    expect(talent(14, 0)).toMatchObject({ maxLevel: 1, params: [], effect: { type: 'abilityGrant', ability: 'massiveDamage' } })
    expect(talent(18, 0).effect).toEqual({ type: 'targetAddition', target: 'black' })
  })

  it('Master of the Pacific (id 174): typeID 2559 = every trait, mini-surge', () => {
    // 174,2559, A 51,10,17,80,30,30,…,90,12,309,0 | B 65,10,28,100,5,5,2000,2000,2000,2000,89,7,-1,0
    expect(cat(174).talentTraits).toEqual(['red', 'floating', 'black', 'metal', 'angel', 'alien', 'zombie', 'relic', 'traitless', 'aku'])
    expect(talent(174, 1)).toMatchObject({
      params: [
        { name: 'chance', min: 28, max: 100 },
        { name: 'level', min: 5, max: 5 },
        { name: 'start', min: 500, max: 500 },
        { name: 'width', min: 500, max: 500 },
      ],
      effect: { type: 'advancedAbility', abilityType: 'miniSurge' },
    })
  })

  it('counts 881 normal and 85 ultra talents on 176 cats', () => {
    expect(report.counts.talents).toEqual({ normal: 881, ultra: 85, cats: 176 })
    expect(dataSet.cats.filter((candidate) => candidate.talents.some((t) => t.ultra)).length).toBe(31)
  })
})

describe('talent table', () => {
  // 1–67 up to 15.0.1; 68 (Counter-Surge) and 69 (Immune to explosions) came with the update layers (unmodelled.ts names the sources).
  it('knows every abilityID 1–69', () => {
    expect([...TALENT_DEFINITIONS.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 69 }, (_, index) => index + 1))
  })
})

describe('bad talent data fails the import', () => {
  const descriptions = parseSkillDescriptions(files.skillDescriptions)
  const header = files.skillAcquisition.split('\n')[0] ?? ''
  // Dancer Cat's row with one cell replaced: slot A abilityID is cell 2, its 4th parameter max is cell 11.
  function dancerRow(cellIndex: number, value: number): string {
    const line = files.skillAcquisition.split('\n').find((candidate) => candidate.startsWith('10,')) ?? ''
    const cells = line.replace(/\r/g, '').split(',')
    cells[cellIndex] = String(value)
    return `${header}\n${cells.join(',')}\n`
  }
  function decode(text: string) {
    const row = parseSkillAcquisition(text).get(10)
    if (!row) throw new Error('no row')
    return decodeTalents(row, {}, descriptions)
  }

  it('an unknown abilityID names file, row and value', () => {
    expect(() => decode(dancerRow(2, 99))).toThrowError(
      new GameDataError('DataLocal/SkillAcquisition.csv line 2 (cat 10), slot A: unknown talent abilityID 99'),
    )
  })

  it('the same failure reaches the whole import', () => {
    const broken = files.skillAcquisition.replace(/^10,0,56,/m, '10,0,99,')
    expect(() => importGameData({ ...files, skillAcquisition: broken }, 'now')).toThrowError(
      'DataLocal/SkillAcquisition.csv line 3 (cat 10), slot A: unknown talent abilityID 99',
    )
  })

  it('a value in a parameter the talent does not have fails', () => {
    // slot A of Dancer Cat is a weaken (3 parameters) with a 4th parameter
    const text = dancerRow(2, 1)
    expect(() => decode(text)).toThrowError(/slot A: talent abilityID 1 \(Weaken\) has an unexpected value in parameter 4 \(1080\/1080\)/)
  })

  it('unknown typeID bits fail', () => {
    const row = parseSkillAcquisition(dancerRow(1, 512)).get(10)
    if (!row) throw new Error('no row')
    expect(() => talentTraits(row)).toThrowError('DataLocal/SkillAcquisition.csv line 2 (cat 10): unknown typeID bits in 512')
  })
})
