import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultGameDataDir, readGameDataFiles } from '../../../scripts/import-data.ts'
import { importGameData } from '../game-data/import-game-data.ts'
import { parseUpgradeCosts, UPGRADE_COST_FILE_PATHS, type UpgradeCostFiles } from '../game-data/upgrade-costs.ts'
import { prepareCat } from '../stats/prepare.ts'
import { bestNextUpgrades, catPlanCost, type PlannerEntry } from './plan.ts'

// The English 15.0.1 files alone, so the rows quoted are the ones the numbers come from.
const dir = defaultGameDataDir()
const files = Object.fromEntries(Object.entries(UPGRADE_COST_FILE_PATHS).map(([key, relative]) => [key, fs.readFileSync(path.join(dir, relative), 'utf8')])) as UpgradeCostFiles
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

  it('NP steps: one more level of a talent of a cat in true form', () => {
    const steps = bestNextUpgrades(entries, { measure: 'trueDps', spend: 'np' })
    expect(steps.every((step) => step.kind === 'talent' && step.catId === 25)).toBe(true)
    // Bahamut's slot A (explosion, LvID 7): level 1 costs 75 NP.
    const first = steps.find((step) => step.kind === 'talent' && step.talentIndex === 0)
    expect(first?.cost.np).toBe(75)
  })
})
