import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultGameDataDir, defaultGameDataHistoryDir, readGameDataFiles } from '../../../scripts/import-data.ts'
import { diffDataSets, formatChanges } from './changes.ts'
import { importGameData } from './import-game-data.ts'
import type { DataSet } from './model.ts'

const load = (dir: string) => importGameData(readGameDataFiles(dir), '2026-01-01T00:00:00.000Z').dataSet
const history = (version: string) => load(path.join(defaultGameDataHistoryDir(), 'en', version))

const v1470 = history('14.7.0')
const v1471 = history('14.7.1')
const v1500 = history('15.0.0')
const v1501 = load(defaultGameDataDir())
const changes = diffDataSets(v1471, v1500)
const changedCat = (catId: number) => changes.changedCats.find((cat) => cat.catId === catId)

describe('14.7.1 → 15.0.0, as the raw rows say', () => {
  it('names the versions', () => {
    expect([changes.from, changes.to]).toEqual(['14.7.1', '15.0.0'])
  })

  it('Kasa Jizo (cat 137) gets its ultra form', () => {
    // unitbuy.csv line 138, col 24 (ultra form): 14.7.1 "…,10,10,15138,0,30,…" → 15.0.0 "…,10,10,15138,25138,30,…"
    // unit138.csv gains line 4: 1100,3,19,400,40,320,500,190,… (HP, knockbacks, speed, attack, tba, range, cost, recharge)
    // Unit_Explanation138_en.csv gains line 4: "Ultra Kasa Jizo|Amidst snow, Kasa Jizo returns in glory after|…"
    expect(changedCat(137)?.newForms).toEqual([{ catId: 137, formIndex: 3, name: 'Ultra Kasa Jizo' }])
    const ultra = v1500.cats.find((cat) => cat.id === 137)?.forms[3]
    expect(ultra && { hp: ultra.hp, speed: ultra.speed, range: ultra.range, cost: ultra.cost, recharge: ultra.recharge }).toEqual({
      hp: 1100,
      speed: 19,
      range: 320,
      cost: 500,
      recharge: 190,
    })
  })

  it('Ken (cat 517) gets a true form', () => {
    // unitbuy.csv line 518, col 23 (true form): 14.7.1 "…,10,10,0,0,-1,-1,…" → 15.0.0 "…,10,10,15518,0,30,-1,…"
    // Unit_Explanation518_en.csv line 3: "Ken CC|…" → "Crimson King of Battle Ken|…"; unit518.csv line 3 is unchanged: 5760,3,19,1440,79,250,2400,1400,…
    expect(changedCat(517)?.newForms).toEqual([{ catId: 517, formIndex: 2, name: 'Crimson King of Battle Ken' }])
    expect(v1500.cats.find((cat) => cat.id === 517)?.forms[2]?.hp).toBe(5760)
  })

  it('Shining Amaterasu (cat 271) gets two ultra talents', () => {
    // SkillAcquisition.csv, the row of 271: slots F and G were empty (0,…,-1,0) and are now
    // F: 51,10,20,20,24,60,0,0,0,0,60,12,-1,1 (Dodge: chance 20, duration 24–60, limit 1 = ultra)
    // G: 10,10,50,50,5,50,0,0,0,0,10,12,-1,1 (Strengthen: HP 50%, +5–50%, ultra)
    expect(changedCat(271)?.talents).toEqual([
      { abilityId: 51, name: 'Dodge Attack', before: null, after: 'Dodge Attack (ultra): chance 20, duration 24–60, 10 levels' },
      { abilityId: 10, name: 'Strengthen', before: null, after: 'Strengthen (ultra): hpConsumed 50, multiplier 5–50, 10 levels' },
    ])
  })

  it('Keiji Claus (cat 584) gets talents for the first time', () => {
    // SkillAcquisition.csv gains the row
    // 584,0,10,10,0,0,23,50,0,0,0,0,46,8,-1,0,55,0,…,67,9,-1,0,19,10,16,70,…,19,8,-1,0,32,10,2,20,…,27,8,-1,0,31,10,2,20,…,28,8,-1,0,…
    expect(changedCat(584)?.talents.map((talent) => [talent.abilityId, talent.before, talent.after])).toEqual([
      [10, null, 'Strengthen: multiplier 23–50, 10 levels'],
      [55, null, 'Immune to Surge: on/off'],
      [19, null, 'Resist Freeze: reductionPercentage 16–70, 10 levels'],
      [32, null, 'Defense Buff: percentage 2–20, 10 levels'],
      [31, null, 'Attack Buff: percentage 2–20, 10 levels'],
    ])
  })

  it('Coin Cat (cat 375) can go to +40', () => {
    // unitbuy.csv line 376, cols 49–51: 14.7.1 "30,50,35" → 15.0.0 "30,50,40" (max base 50, max plus 35 → 40)
    expect(changedCat(375)?.levels).toEqual({ before: { maxBaseLevel: 50, maxPlusLevel: 35 }, after: { maxBaseLevel: 50, maxPlusLevel: 40 } })
  })

  it('Zamboney Cat (324-1) is now Cleanerbot Cat', () => {
    // Unit_Explanation325_en.csv line 2: "Zamboney Cat|Manufacturer not responsible…" → "Cleanerbot Cat|Manufacturer not responsible…"
    expect(changedCat(324)?.forms).toEqual([{ catId: 324, formIndex: 1, name: 'Cleanerbot Cat', renamedFrom: 'Zamboney Cat', stats: [], abilities: [] }])
  })

  it('lists the five new English cats, 826–830', () => {
    // unitbuy.csv grows from 830 to 837 rows; Unit_Explanation827..831_en.csv are new (Cammy … Raclesa), 832–837 have no English file
    expect(changes.newCats.map((cat) => [cat.catId, cat.name])).toEqual([
      [826, 'Cammy'],
      [827, 'Juri'],
      [828, 'Zangief Cat'],
      [829, 'Jamie Cat'],
      [830, 'Raclesa the Lioness'],
    ])
    expect(changes.removedCats).toEqual([])
  })
})

describe('versions without a change in the unit files', () => {
  it('14.7.0 → 14.7.1 and 15.0.0 → 15.0.1 change nothing a player sees', () => {
    for (const [before, after] of [
      [v1470, v1471],
      [v1500, v1501],
    ] as const) {
      const diff = diffDataSets(before, after)
      expect([diff.newCats, diff.removedCats, diff.changedCats]).toEqual([[], [], []])
    }
  })
})

describe('stat changes', () => {
  it('gives before → after for HP, attack (all hits), range, speed, cooldown, cost and abilities', () => {
    // unit518.csv line 3 (Ken's true form): 5760,3,19,1440,79,250,2400,1400,… with hits 2 and 3 in cols 59–60: 960,480 → attack 2880
    const edited: DataSet = structuredClone(v1500)
    const form = edited.cats.find((cat) => cat.id === 517)?.forms[2]
    if (!form) throw new Error('no form')
    form.hp = 6000
    form.hits = form.hits.map((hit) => ({ ...hit, damage: hit.damage + 10 }))
    form.recharge = 1200
    form.abilities = { ...form.abilities, critical: { chance: 5 } } as typeof form.abilities
    const diff = diffDataSets(v1500, { ...edited, version: 'next' })
    expect(diff.changedCats).toHaveLength(1)
    const [changed] = diff.changedCats[0]?.forms ?? []
    expect(changed?.stats).toEqual([
      { stat: 'hp', before: 5760, after: 6000 },
      { stat: 'attack', before: 2880, after: 2910 },
      { stat: 'cooldown', before: 1400, after: 1200 },
    ])
    expect(changed?.abilities).toEqual([{ ability: 'critical', before: null, after: { chance: 5 } }])
    expect(formatChanges(diff)).toContain(
      '  517-2 Crimson King of Battle Ken: hp 5760 → 6000; attack 2880 → 2910; cooldown 1400 → 1200; critical null → {chance:5}',
    )
  })
})
