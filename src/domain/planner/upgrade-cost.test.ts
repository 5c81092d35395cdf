import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultGameDataDir } from '../../../scripts/import-data.ts'
import { parseUpgradeCosts, UPGRADE_COST_FILE_PATHS, type CatCosts, type UpgradeCostFiles } from '../game-data/upgrade-costs.ts'
import { evolutionResources, levelStepXp, levelXp, missingFor, talentNp, talentsNpToMax } from './upgrade-cost.ts'

// The English 15.0.1 files alone: the rows quoted below are theirs (line = cat id + 1 in unitbuy.csv).
const dir = defaultGameDataDir()
const files = Object.fromEntries(
  Object.entries(UPGRADE_COST_FILE_PATHS).map(([key, relative]) => [key, fs.readFileSync(path.join(dir, relative), 'utf8')]),
) as UpgradeCostFiles
const costs = parseUpgradeCosts(files, '15.0.1')
const cat = (id: number): CatCosts => costs.cats[id]!

describe('XP of levels (unitbuy cols 2–11 × unitexp ÷ 10)', () => {
  it('Cat (unitbuy line 1: 200,400,…,5600): level 2 = 400, level 11 = 200 × 20 ÷ 10, level 20 = 5,600 × 2', () => {
    expect(levelStepXp(cat(0), 2)).toBe(400)
    expect(levelStepXp(cat(0), 11)).toBe(400)
    expect(levelStepXp(cat(0), 20)).toBe(11_200)
  })

  it('a Rare, Pogo Cat (37) 1→50 and to 50+80', () => {
    // unitbuy line 38, cols 2–11: 5000,8000,12200,17800,24800,33200,43000,54200,66800,80800 (sum 345,800);
    // unitexp line 38: 10,20,30,35,40,…
    // levels 2–10: 345,800 − 5,000 = 340,800; 11–20: ×2 = 691,600; 21–30: ×3 = 1,037,400;
    // 31–40: ×3.5 = 1,210,300; 41–50: ×4 = 1,383,200; total 4,663,300. Plus levels cost no XP.
    expect(levelXp(cat(37), 1, 50)).toBe(4_663_300)
  })

  it('an Uber, Nekoluga (34) 1→60 and its true form', () => {
    // unitbuy line 35, cols 2–11: 7800,9800,14800,21800,42500,64300,93200,118000,197400,513500 (sum 1,083,100)
    // 2–10: 1,075,300; ×2 2,166,200; ×3 3,249,300; ×3.5 3,790,850; ×4 4,332,400; ×4.5 4,873,950 = 19,488,000
    expect(levelXp(cat(34), 1, 60)).toBe(19_488_000)
    // cols 25, 27–37: 30, 1000000, 38,7, 35,7, 36,6, 37,7, 40,2
    const trueForm = cat(34).evolutions.find((evolution) => evolution.formIndex === 2)!
    expect(trueForm.level).toBe(30)
    const resources = evolutionResources(trueForm)
    expect(resources.xp).toBe(1_000_000)
    expect(Object.fromEntries([...resources.materials].map(([id, amount]) => [costs.materials[String(id)], amount]))).toEqual({
      'Green Catfruit': 7,
      'Purple Catfruit': 7,
      'Red Catfruit': 6,
      'Blue Catfruit': 7,
      'Epic Catfruit': 2,
    })
  })

  it('the half XP of the ×3.5 band is floored (cat 205, unitbuy line 206: 4375 × 35 ÷ 10 = 15,312.5)', () => {
    expect(levelStepXp(cat(205), 31)).toBe(15_312)
  })

  it('levels a→b plus b→c equal a→c, for every cat and band', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: costs.cats.length - 1 }),
        fc.integer({ min: 1, max: 130 }),
        fc.integer({ min: 1, max: 130 }),
        fc.integer({ min: 1, max: 130 }),
        (id, x, y, z) => {
          const [a, b, c] = [x, y, z].sort((p, q) => p - q) as [number, number, number]
          expect(levelXp(cat(id), a, b) + levelXp(cat(id), b, c)).toBe(levelXp(cat(id), a, c))
        },
      ),
    )
  })
})

describe('evolution materials', () => {
  it("a Legend Rare's true form: Musashi Miyamoto (448)", () => {
    // unitbuy line 449, cols 25, 27–31: 30, 3000000, 37,5, 181,1 → 5 Blue Catfruit, 1 Blue B. Gem (GatyaitemName line 182)
    const trueForm = cat(448).evolutions.find((evolution) => evolution.formIndex === 2)!
    expect(trueForm).toMatchObject({
      level: 30,
      xp: 3_000_000,
      materials: [
        { itemId: 37, amount: 5 },
        { itemId: 181, amount: 1 },
      ],
    })
    expect(costs.materials['181']).toBe('Blue B. Gem')
  })

  it('a true form that needs a Behemoth stone: Bean Cats (123)', () => {
    // unitbuy line 124, cols 25, 27–33: 30, 200000, 31,3, 36,3, 168,1
    const trueForm = cat(123).evolutions.find((evolution) => evolution.formIndex === 2)!
    expect(trueForm.xp).toBe(200_000)
    expect(trueForm.materials.map(({ itemId, amount }) => `${amount} ${costs.materials[String(itemId)]}`)).toEqual([
      '3 Red Catfruit Seed',
      '3 Red Catfruit',
      '1 Red B. Stone',
    ])
  })

  it('a normal cat reaches its true form by level 30, with no catfruit (Cat, unitbuy line 1, col 20 = 30, col 25 = −1)', () => {
    expect(cat(0).evolutions).toEqual([{ formIndex: 2, level: null, automaticAtLevel: 30, xp: 0, materials: [] }])
  })
})

describe('talent NP (SkillAcquisition LvID → SkillLevel)', () => {
  it("Bahamut Cat's (25) talents to max", () => {
    // SkillAcquisition line 16: A MAXLv 10 LvID 7, B MAXLv 10 LvID 8, C MAXLv 0 (one level) LvID 9.
    // SkillLevel lines 8–10: 7 = 75,15,15,15,15,20,20,20,20,20 (235); 8 = 15×5, 20×5 (175); 9 = 100.
    const talents = cat(25).talents
    expect(talents.map((talent) => talentNp(talent, 0, talent.npPerLevel.length))).toEqual([235, 175, 100])
    expect(talentsNpToMax(talents, [0, 0, 0])).toBe(510)
    // from levels 5, 10 and 0: A 6–10 = 5 × 20, B none, C 100
    expect(talentsNpToMax(talents, [5, 10, 0])).toBe(200)
    expect(talentsNpToMax(talents, [])).toBe(0)
  })
})

describe('what is missing from what the player owns', () => {
  // Nekoluga's true form (unitbuy line 35, cols 27–37): 1,000,000 XP, 7 Green (38), 7 Purple (35), 6 Red (36), 7 Blue (37), 2 Epic (40).
  const trueForm = {
    xp: 1_000_000,
    np: 0,
    materials: new Map([
      [38, 7],
      [35, 7],
      [36, 6],
      [37, 7],
      [40, 2],
    ]),
  }

  it('counts each resource short, and none where enough is owned', () => {
    // owned 400,000 XP, 7 Green, 10 Purple, 1 Red, no Blue or Epic: short 600,000 XP, 6 − 1 = 5 Red, 7 Blue, 2 Epic
    const { affordable, missing } = missingFor(trueForm, { xp: 400_000, np: 50, materials: { '38': 7, '35': 10, '36': 1 } })
    expect(affordable).toBe(false)
    expect(missing).toEqual({
      xp: 600_000,
      np: 0,
      materials: new Map([
        [36, 5],
        [37, 7],
        [40, 2],
      ]),
    })
  })

  it('is affordable when every resource is owned', () => {
    expect(missingFor(trueForm, { xp: 1_000_000, np: 0, materials: { '38': 7, '35': 7, '36': 6, '37': 7, '40': 9 } })).toEqual({
      affordable: true,
      missing: { xp: 0, np: 0, materials: new Map() },
    })
    // a talent level of 75 NP with 74 owned: 1 NP short
    expect(missingFor({ xp: 0, np: 75, materials: new Map() }, { xp: 0, np: 74, materials: {} }).missing.np).toBe(1)
  })
})
