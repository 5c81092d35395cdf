import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultGameDataDir, readGameDataFiles } from '../../../scripts/import-data.ts'
import { importGameData } from '../game-data/import-game-data.ts'
import { parseUpgradeCosts, UPGRADE_COST_FILE_PATHS, type UpgradeCostFiles } from '../game-data/upgrade-costs.ts'
import { prepareCat } from '../stats/prepare.ts'
import { enemyDataSet } from '../game-data/enemies.ts'
import { magnificationOf } from '../enemies/enemy-link.ts'
import { MAXED_TREASURES } from '../settings/account.ts'
import { traitTreasures } from '../../../test/fixtures/forms.ts'
import { bestNextUpgrades, catPlanCost, catUpgradeSteps, NO_KILL_SECONDS, rankUpgradeSteps, type PlannerEntry, type UpgradeStep } from './plan.ts'
import { NO_COST } from './upgrade-cost.ts'

// The English 15.0.1 files alone, so the rows quoted are the ones the numbers come from.
const dir = defaultGameDataDir()
const files = Object.fromEntries(
  Object.entries(UPGRADE_COST_FILE_PATHS).map(([key, relative]) => [key, fs.readFileSync(path.join(dir, relative), 'utf8')]),
) as UpgradeCostFiles
const costs = parseUpgradeCosts(files, '15.0.1')
const { dataSet } = importGameData(readGameDataFiles(dir), '2026-01-01T00:00:00.000Z')
const catById = (id: number) => dataSet.cats.find((cat) => cat.id === id)!

describe('a saved cat to a target', () => {
  it('Nekoluga (34) saved at 30, evolved form, talents none: to max', () => {
    // unitbuy line 35: 31–40 ×3.5 = 3,790,850; 41–50 ×4 = 4,332,400; 51–60 ×4.5 = 4,873,950 → 12,997,200 XP.
    // True form (cols 25, 27–37): level 30, 1,000,000 XP, 7 Green, 7 Purple, 6 Red, 7 Blue, 2 Epic Catfruit.
    // Talents (SkillAcquisition line 21): five normal slots of LvID 8 (15×5 + 20×5 = 175 each) = 875;
    // ultra slots at level 60+: LvID 10 = 150, LvID 12 twice = 100 + 15×4 + 25×5 = 285 each → 720. Total 1,595 NP.
    const plan = catPlanCost(catById(34), costs.cats[34]!, { formIndex: 1, level: 30, plusLevel: 0, talentLevels: [0, 0, 0, 0, 0, 0, 0, 0] }, 'max')
    expect(plan.levels.xp).toBe(12_997_200)
    expect(plan.evolutions.xp).toBe(1_000_000)
    expect(Object.fromEntries(plan.evolutions.materials)).toEqual({ 38: 7, 35: 7, 36: 6, 37: 7, 40: 2 })
    expect(plan.talents.np).toBe(1_595)
    expect(plan.total.xp).toBe(13_997_200)
  })

  it('a chosen level below the true form level counts neither evolution nor talents', () => {
    // Pogo Cat (37), unitbuy line 38: levels 2–10 = 345,800 − 5,000 = 340,800 XP.
    const plan = catPlanCost(catById(37), costs.cats[37]!, { formIndex: 0, level: 1, plusLevel: 0, talentLevels: [] }, 10)
    expect(plan.total).toEqual({ xp: 340_800, np: 0, materials: new Map() })
  })
})

describe('best next upgrades', () => {
  const entries: PlannerEntry[] = [37, 34, 25].map((id) => ({
    prepared: prepareCat(catById(id)),
    costs: costs.cats[id]!,
    saved: { formIndex: id === 25 ? 2 : 1, level: 30, plusLevel: 0, talentLevels: id === 25 ? [0, 0, 0] : [] },
  }))

  it('XP steps: the next 5 and 10 levels and a due evolution, ranked by gain per XP', () => {
    const steps = bestNextUpgrades(entries, { measure: 'trueDps', spend: 'xp' })
    // Pogo Cat 30→35: ×3.5 band, cols 2–6 = 5000+8000+12200+17800+24800 = 67,800 × 3.5 = 237,300 XP.
    expect(steps.find((step) => step.catId === 37 && step.kind === 'levels' && step.toLevel === 35)?.cost.xp).toBe(237_300)
    // Nekoluga's true form is due at level 30 and costs 1,000,000 XP.
    expect(steps.find((step) => step.catId === 34 && step.kind === 'evolution')?.cost.xp).toBe(1_000_000)
    expect(steps.every((step) => step.kind !== 'talent' && step.gain > 0)).toBe(true)
    expect(steps.map((step) => step.gainPerCost)).toEqual([...steps.map((step) => step.gainPerCost)].sort((a, b) => b - a))
  })

  it('the steps of each cat worked out apart, then ranked, are the ranking of the whole list', () => {
    for (const spend of ['xp', 'np'] as const) {
      const options = { measure: 'trueDps', spend, limit: 4 } as const
      const perCat = entries.map((entry, index) => catUpgradeSteps(entry, index, options))
      expect(rankUpgradeSteps(perCat.flat(), options.limit)).toEqual(bestNextUpgrades(entries, options))
    }
  })

  it('NP steps: one more level of a talent of a cat in true form', () => {
    const steps = bestNextUpgrades(entries, { measure: 'trueDps', spend: 'np' })
    expect(steps.every((step) => step.kind === 'talent' && step.catId === 25)).toBe(true)
    // Bahamut's slot A (explosion, LvID 7): level 1 costs 75 NP.
    const first = steps.find((step) => step.kind === 'talent' && step.talentIndex === 0)
    expect(first?.cost.np).toBe(75)
  })
})

describe('ranking the steps', () => {
  const step = (entry: number, gain: number, xp: number): UpgradeStep => ({
    kind: 'levels',
    toLevel: 10,
    catId: entry,
    entry,
    cost: { ...NO_COST, xp },
    before: 100,
    after: 100 + gain,
    gain,
    gainPerCost: xp > 0 ? gain / xp : Infinity,
  })

  it('most gain per XP first, then most gain, then the list order; the best `limit`, the steps given left as they were', () => {
    // per XP: a 0.01, b 0.02, c 0.02 (more gain than b), d free, e 0.02 as b but later in the list
    const [a, b, c, d, e] = [step(0, 10, 1000), step(1, 20, 1000), step(2, 40, 2000), step(3, 5, 0), step(4, 20, 1000)]
    const steps = [a!, b!, c!, d!, e!]
    expect(rankUpgradeSteps(steps)).toEqual([d, c, b, e, a])
    expect(rankUpgradeSteps(steps, 2)).toEqual([d, c])
    expect(steps).toEqual([a, b, c, d, e])
  })
})

describe('best next upgrades by time to kill', () => {
  // generated by `npm run data`, as the counters' tests read them
  const enemies = enemyDataSet.parse(JSON.parse(fs.readFileSync('data/enemies.json', 'utf8'))).enemies
  const doge = enemies.find((enemy) => enemy.id === 0)!
  const noTreasures = { ...MAXED_TREASURES, attackTreasure: 0, hpTreasure: 0, ...traitTreasures(0) }
  const cat: PlannerEntry = { prepared: prepareCat(catById(0)), costs: costs.cats[0]!, saved: { formIndex: 0, level: 1, plusLevel: 0, talentLevels: [] } }

  it('Cat vs Doge at 400%: the seconds each level step saves, per XP', () => {
    // Doge (t_unit.csv line 3: 90 HP) at 400% has floor(90 × 4) = 360 HP. Cat (unit001.csv: attack 8, foreswing 8, cycle 37,
    // src/domain/enemies/kill-time.test.ts) without treasures (mechanics §2: stat = round(8 × mult(L)), mult(L) = 1 + 0.2 × (L − 1)):
    //   level 1: 8 a hit, ceil(360 / 8) = 45 hits at 8 + 44 × 37 = 1,636 frames;
    //   level 6: mult 2.0, 16 a hit, 23 hits at 8 + 22 × 37 = 822 frames → saves 814 frames = 814 / 30 s for 6,000 XP;
    //   level 11: mult 3.0, 24 a hit, 15 hits at 8 + 14 × 37 = 526 frames → saves 1,110 / 30 s for 23,200 XP.
    const steps = bestNextUpgrades([cat], {
      measure: 'timeToKill',
      spend: 'xp',
      account: noTreasures,
      foe: { enemy: doge, magnification: magnificationOf({ magnification: 400 }) },
    })
    expect(steps.map((step) => [step.kind === 'levels' ? step.toLevel : null, step.cost.xp])).toEqual([
      [6, 6_000],
      [11, 23_200],
    ])
    const [six, eleven] = steps
    expect(six!.before).toBeCloseTo(1636 / 30, 10)
    expect(six!.after).toBeCloseTo(822 / 30, 10)
    expect(six!.gain).toBeCloseTo(814 / 30, 10)
    expect(six!.gainPerCost).toBeCloseTo(814 / 30 / 6000, 12)
    expect(eleven!.gain).toBeCloseTo(1110 / 30, 10)
  })

  it('a cat that cannot kill gains what is left of the ten minutes once it can; without a foe no step gains', () => {
    // Cat vs Doge at 8000%: 7,200 HP, 900 hits of 8 at 8 + 899 × 37 = 33,271 frames, past the ten minutes (18,000 frames).
    // Level 11: 300 hits of 24 at 8 + 299 × 37 = 11,071 frames.
    const steps = bestNextUpgrades([cat], {
      measure: 'timeToKill',
      spend: 'xp',
      account: noTreasures,
      foe: { enemy: doge, magnification: magnificationOf({ magnification: 8000 }) },
    })
    const eleven = steps.find((step) => step.kind === 'levels' && step.toLevel === 11)
    expect(eleven?.before).toBe(NO_KILL_SECONDS)
    expect(eleven?.gain).toBeCloseTo(600 - 11071 / 30, 10)
    expect(bestNextUpgrades([cat], { measure: 'timeToKill', spend: 'xp' })).toEqual([])
  })
})
