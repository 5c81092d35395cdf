import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const exportCli = (...args: string[]) => run(process.execPath, ['scripts/export.ts', ...args], { maxBuffer: 16 * 1024 * 1024 })

const dir = mkdtempSync(join(tmpdir(), 'codex-plan-'))
const file = (name: string, content: unknown) => {
  const path = join(dir, name)
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
  return path
}

const T = 1_764_000_000_000
const UBERS = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f'
const list = (id: string, name: string) => ({ id, name, levelMode: 'your-levels', createdAt: T, updatedAt: T })
const cat = (id: number, listId: string, unitId: number, formIndex: number, level: number, talentLevels: number[]) => ({
  id,
  listId,
  unitId,
  formIndex,
  level,
  plusLevel: 0,
  talentLevels,
  addedAt: T,
  updatedAt: T,
})
// A lists page export by hand: Cat and Pogo Cat at level 1 in My Cats, Nekoluga evolved at 30 in Ubers, no talent taken.
const bundle = {
  version: 1,
  exportedAt: T,
  lists: [list('my-cats', 'My Cats'), list(UBERS, 'Ubers')],
  cats: [cat(1, 'my-cats', 0, 0, 1, []), cat(2, 'my-cats', 37, 0, 1, [0, 0, 0, 0, 0]), cat(3, UBERS, 34, 1, 30, [0, 0, 0, 0, 0, 0, 0, 0])],
}
const bundlePath = file('lists.json', bundle)

type Cost = { xp: number; np: number; materials: { itemId: number; name: string; amount: number }[] }
type Plan = {
  target: 'max' | number
  lists: {
    id: string
    name: string
    cats: number
    totals: Cost
    bestNextUpgrades: { unitId: number; kind: string; step: string; cost: Cost; gain: number; gainPerCost: number | null }[]
  }[]
}
const plan = async (...args: string[]) => JSON.parse((await exportCli('--plan', bundlePath, ...args)).stdout) as Plan

// XP per level (docs/mechanics-notes.md "Upgrade costs"): level L costs unitbuy col 2 + ((L − 1) mod 10) × unitexp band
// floor((L − 1) / 10) ÷ 10; unitexp.csv's rows are 10,20,30,35,40,… (×1, ×2, ×3, ×3.5, ×4, ×4.5 …).
describe('export --plan (the list planner of an exported lists file)', () => {
  it('sums each list from its saved levels to max, by resource', async () => {
    const { target, lists } = await plan()
    expect(target).toBe('max')
    const [mine, ubers] = lists
    // Cat (unitbuy line 1, cols 2–11: 200,400,700,1100,1600,2200,2900,3700,4600,5600), max base level 20:
    //   levels 2–10 ×1 = 400+700+1100+1600+2200+2900+3700+4600+5600 = 22,800; levels 11–20 ×2 = 23,000 × 2 = 46,000 → 68,800.
    //   Its true form comes by level 30 (col 20), no catfruit: nothing more.
    // Pogo Cat (unitbuy line 38, cols 2–11: 5000,8000,12200,17800,24800,33200,43000,54200,66800,80800 = 345,800), max base 50:
    //   2–10 ×1 = 340,800; 11–20 ×2 = 691,600; 21–30 ×3 = 1,037,400; 31–40 ×3.5 = 1,210,300; 41–50 ×4 = 1,383,200 → 4,663,300.
    //   True form (cols 25, 27–37): level 30, 200,000 XP, items 30×2, 31×3, 34×3, 38×1, 37×1 (GatyaitemName.csv lines 31, 32, 35, 39, 38).
    //   Talents (SkillAcquisition.csv line 24): five slots of LvID 2 (SkillLevel.csv: 5,5,5,5,5,10,10,10,10,10 = 75) → 375 NP.
    // My Cats: 68,800 + 4,663,300 + 200,000 = 4,932,100 XP, 375 NP.
    expect(mine).toMatchObject({ id: 'my-cats', name: 'My Cats', cats: 2 })
    expect(mine!.totals).toEqual({
      xp: 4_932_100,
      np: 375,
      materials: [
        { itemId: 30, name: 'Purple Catfruit Seed', amount: 2 },
        { itemId: 31, name: 'Red Catfruit Seed', amount: 3 },
        { itemId: 34, name: 'Yellow Catfruit Seed', amount: 3 },
        { itemId: 37, name: 'Blue Catfruit', amount: 1 },
        { itemId: 38, name: 'Green Catfruit', amount: 1 },
      ],
    })
    // Nekoluga (unitbuy line 35), evolved at 30, to 60: 31–40 ×3.5 = 3,790,850; 41–50 ×4 = 4,332,400; 51–60 ×4.5 = 4,873,950
    //   → 12,997,200; true form 1,000,000 XP, 7 Green, 7 Purple, 6 Red, 7 Blue, 2 Epic Catfruit. Talents (SkillAcquisition line 21):
    //   five of LvID 8 (15×5 + 20×5 = 175) = 875, ultra LvID 10 = 150 and twice LvID 12 (100 + 15×4 + 25×5 = 285) → 1,595 NP.
    expect(ubers!.totals).toEqual({
      xp: 13_997_200,
      np: 1_595,
      materials: [
        { itemId: 35, name: 'Purple Catfruit', amount: 7 },
        { itemId: 36, name: 'Red Catfruit', amount: 6 },
        { itemId: 37, name: 'Blue Catfruit', amount: 7 },
        { itemId: 38, name: 'Green Catfruit', amount: 7 },
        { itemId: 40, name: 'Epic Catfruit', amount: 2 },
      ],
    })
  })

  it('--to N sums to base level N only: no evolution or talent past it', async () => {
    const { target, lists } = await plan('--to', '10')
    expect(target).toBe(10)
    // Cat 1→10 = 22,800; Pogo Cat 1→10 = 340,800; its true form (level 30) is out of reach → 363,600 XP.
    expect(lists[0]!.totals).toEqual({ xp: 363_600, np: 0, materials: [] })
    // Nekoluga is past level 10 and not yet in true form: nothing to pay.
    expect(lists[1]!.totals).toEqual({ xp: 0, np: 0, materials: [] })
  })

  it('ranks the next upgrades of each list by true DPS per XP, each with its cost', async () => {
    const { lists } = await plan()
    const steps = lists[0]!.bestNextUpgrades
    // Cat 1→6 = 400+700+1100+1600+2200 = 6,000; 1→11 = 22,800 + 200 × 2 = 23,200.
    // Pogo Cat 1→6 = 8000+12200+17800+24800+33200 = 96,000; 1→11 = 340,800 + 5000 × 2 = 350,800.
    expect(steps.map((step) => [step.unitId, step.step, step.cost.xp]).sort()).toEqual(
      [
        [0, 'level 1 → 11', 23_200],
        [0, 'level 1 → 6', 6_000],
        [37, 'level 1 → 11', 350_800],
        [37, 'level 1 → 6', 96_000],
      ].sort(),
    )
    expect(steps.every((step) => step.gain > 0)).toBe(true)
    const perXp = steps.map((step) => step.gainPerCost!)
    expect(perXp).toEqual([...perXp].sort((a, b) => b - a))
    // Nekoluga's true form is due at level 30 (unitbuy col 25) and costs 1,000,000 XP; 30→35: (7800+9800+14800+21800+42500) × 3.5 = 338,450.
    const ubers = lists[1]!.bestNextUpgrades
    expect(ubers.find((step) => step.kind === 'evolution')?.cost.xp).toBe(1_000_000)
    expect(ubers.find((step) => step.step === 'level 30 → 35')?.cost.xp).toBe(338_450)
  })

  it('--spend np ranks talent levels, of cats in true form only', async () => {
    const { lists } = await plan('--spend', 'np')
    expect(lists.every((entry) => entry.bestNextUpgrades.length === 0)).toBe(true)
  })

  it('refuses bad input in one line with exit code 2', async () => {
    const refused = async (args: string[], message: string) => {
      const error = (await exportCli(...args).then(
        () => null,
        (failure: unknown) => failure,
      )) as { code: number; stderr: string } | null
      expect(error?.code).toBe(2)
      expect(error?.stderr.trim().split('\n')).toEqual([expect.stringContaining(message)])
    }
    // Side by side: each is a process of its own, and one after another they took this test near its time on a busy machine.
    await Promise.all([
      refused(['--plan', join(dir, 'missing.json')], '--plan: cannot read'),
      refused(['--plan', file('text.json', 'not json')], 'Import failed: the file is not valid JSON'),
      refused(['--plan', file('other.json', { hello: 1 })], 'Import failed: the file is not a Battle Cats Codex export'),
      refused(
        ['--plan', file('level.json', { ...bundle, cats: [{ ...bundle.cats[0], level: 0 }] })],
        'Import failed: cat 1, level: Level must be a whole number from 1 to 100',
      ),
      refused(['--plan', file('stray.json', { ...bundle, lists: [bundle.lists[0]] })], '--plan: cat 3 belongs to a list the file does not have'),
      refused(['--plan', bundlePath, '--to', '0'], '--to: "0" is not a base level (1 to 100) or max'),
      refused(['--plan', bundlePath, '--spend', 'catfood'], '--spend: "catfood" is not one of xp, np'),
      refused(['--plan', bundlePath, '--max'], '--max cannot be used with --plan'),
      refused(['--to', '30'], '--to and --spend need --plan'),
    ])
  })
})
