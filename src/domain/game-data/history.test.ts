import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { defaultGameDataDir, defaultGameDataHistoryDir, openLayeredGameData, readGameDataFiles, runHistoryImport } from '../../../scripts/import-data.ts'
import { importGameData } from './import-game-data.ts'
import { buildHistory, compareGameVersions, gameHistory, isGameVersion, stepForCat, unitHistory } from './history.ts'
import { GameDataError } from './game-data-error.ts'
import { dataSet as dataSetSchema, type DataSet } from './model.ts'

// The English 15.0.1 dump alone (no update layers), the base of the made-up versions below.
const current: DataSet = dataSetSchema.parse(importGameData(readGameDataFiles(defaultGameDataDir()), '2026-01-01T00:00:00.000Z').dataSet)

const temporaryDirs: string[] = []
function temporaryDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcc-history-'))
  temporaryDirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true })
})

describe('game versions', () => {
  it('orders by each number, not as text', () => {
    expect(['15.0.10', '14.7.1', '15.0.2', '9.9', '15.0.1'].sort(compareGameVersions)).toEqual(['9.9', '14.7.1', '15.0.1', '15.0.2', '15.0.10'])
    expect(compareGameVersions('15.0', '15.0.0')).toBe(0)
  })

  it('a version is dot-separated numbers', () => {
    expect(['15.0.1', '14', '1.2.3.4'].every(isGameVersion)).toBe(true)
    expect(['', 'v15', '15.', '15..1', '15.0.1-beta', 'game-data'].some(isGameVersion)).toBe(false)
  })
})

describe('buildHistory', () => {
  /** 15.0.1 with Bahamut Cat (cat 25, form 0) at 1,600 base HP instead of 1,500 and without cat 826 (Cammy). */
  const edited = (version: string): DataSet => {
    const copy = structuredClone(current)
    const bahamut = copy.cats.find((cat) => cat.id === 25)?.forms[0]
    if (!bahamut) throw new Error('no Bahamut Cat')
    bahamut.hp = 1_600
    return { ...copy, version, cats: copy.cats.filter((cat) => cat.id !== 826) }
  }

  it('compares each version with the one before, newest first, whatever order it is given in', () => {
    const history = buildHistory('en', [current, edited('15.0.0')])
    expect(history.versions).toEqual(['15.0.0', '15.0.1'])
    expect(history.steps.map((step) => [step.from, step.to])).toEqual([['15.0.0', '15.0.1']])
    const [step] = history.steps
    // Bahamut Cat's base HP: unit026.csv line 1, column 0 = 1500 (the 1,600 above is made up)
    expect(step?.changedCats.find((cat) => cat.catId === 25)?.forms[0]?.stats).toEqual([{ stat: 'hp', before: 1_600, after: 1_500 }])
    expect(step?.newCats.map((cat) => cat.catId)).toEqual([826])
    expect(gameHistory.parse(JSON.parse(JSON.stringify(history)))).toEqual(history)
  })

  it('two data sets of one version are one version: the last given (the current data set) wins', () => {
    const history = buildHistory('en', [edited('14.0.0'), edited('15.0.1'), current])
    expect(history.versions).toEqual(['14.0.0', '15.0.1'])
    expect(history.steps[0]?.changedCats.map((cat) => cat.catId)).toEqual([25])
  })

  it("a unit's history holds only the versions that changed it; the API's unit filter keeps only that cat", () => {
    const history = buildHistory('en', [edited('15.0.2'), edited('15.0.0'), current])
    expect(history.steps.map((step) => step.to)).toEqual(['15.0.2', '15.0.1'])
    expect(unitHistory(history, 25).map((entry) => [entry.to, entry.changes?.forms[0]?.stats[0]?.after])).toEqual([
      ['15.0.2', 1_600],
      ['15.0.1', 1_500],
    ])
    expect(unitHistory(history, 826).map((entry) => [entry.to, entry.newCat?.[0]?.name])).toEqual([['15.0.1', 'Cammy']])
    expect(unitHistory(history, 0)).toEqual([])
    const step = stepForCat(history.steps[1]!, 826)
    expect([step.newCats.length, step.changedCats.length]).toEqual([1, 0])
  })
})

describe('the data step writes data/changes.json from GAME_DATA_HISTORY_DIR', () => {
  function setUp() {
    const root = temporaryDir()
    const dataDir = path.join(root, 'data')
    fs.mkdirSync(dataDir)
    fs.writeFileSync(path.join(dataDir, 'dataset.json'), JSON.stringify(current))
    const historyDir = path.join(root, 'history')
    // One real dump is enough here (and cheaper): 15.0.0, copied so the test can break it.
    fs.cpSync(path.join(defaultGameDataHistoryDir(), 'en', '15.0.0'), path.join(historyDir, 'en', '15.0.0'), { recursive: true })
    return { dataDir, historyDir, changesFile: path.join(dataDir, 'changes.json') }
  }

  it('imports each dump, compares it with the current data set, and skips the work when nothing changed', () => {
    const { dataDir, historyDir, changesFile } = setUp()
    const first = runHistoryImport({ historyDir, dataDir })
    if (first.upToDate) throw new Error('expected a build')
    expect(first.history.versions).toEqual(['15.0.0', '15.0.1'])
    // 15.0.0 → 15.0.1 changed no unit file (see changes.test.ts)
    expect(first.history.steps).toEqual([{ from: '15.0.0', to: '15.0.1', newCats: [], removedCats: [], changedCats: [] }])
    expect(gameHistory.parse(JSON.parse(fs.readFileSync(changesFile, 'utf8')))).toEqual(first.history)
    expect(runHistoryImport({ historyDir, dataDir })).toEqual({ upToDate: true })
  })

  it('a dump the importer refuses stops the step with its message and leaves changes.json as it was', () => {
    const { dataDir, historyDir, changesFile } = setUp()
    // What an earlier run left (any bytes will do: the step must not touch them).
    fs.writeFileSync(changesFile, '{"region":"en","versions":["15.0.1"],"steps":[]}')
    const before = fs.readFileSync(changesFile)
    const missing = path.join(historyDir, 'en', '15.0.0', 'DataLocal', 'unit500.csv')
    fs.rmSync(missing)
    expect(() => runHistoryImport({ historyDir, dataDir })).toThrowError(new GameDataError(`Missing game data file: ${missing}`))
    expect(fs.readFileSync(changesFile)).toEqual(before)
  })

  it('without a history folder there is one version and nothing to compare', () => {
    const { dataDir } = setUp()
    const outcome = runHistoryImport({ historyDir: path.join(temporaryDir(), 'absent'), dataDir })
    expect(outcome.upToDate ? null : outcome.history).toEqual({ region: 'en', versions: ['15.0.1'], steps: [] })
  })
})

describe('the update layers become versions of the history', () => {
  it('one step per layer version after the English dump: jp-15.0.0 goes with 15.1.0, and 15.6.0 is the current data set', () => {
    const root = temporaryDir()
    const dataDir = path.join(root, 'data')
    fs.mkdirSync(dataDir)
    const layered = { gameDataDir: defaultGameDataDir(), updatesDir: path.resolve('../shared/game-data-updates') }
    const newest = importGameData(readGameDataFiles(openLayeredGameData(layered.gameDataDir, layered.updatesDir)), current.generatedAt).dataSet
    fs.writeFileSync(path.join(dataDir, 'dataset.json'), JSON.stringify(newest))
    const outcome = runHistoryImport({ historyDir: path.join(root, 'no-history'), dataDir, layered })
    if (outcome.upToDate) throw new Error('expected a build')
    // game-data-updates/README.md §1: layers jp-15.0.0 … jp-15.5.1 and updatedbcdata-15.6.0
    expect(outcome.history.versions).toEqual(['15.0.1', '15.1.0', '15.2.0', '15.3.0', '15.4.0', '15.5.0', '15.5.1', '15.6.0'])
    const step = (to: string) => outcome.history.steps.find((candidate) => candidate.to === to)
    // README §2.2: jp-15.2.0 brings cats 850–853, and 449's true form (new to the English files, whose 449 has two forms)
    expect(step('15.2.0')?.newCats.map((cat) => cat.catId)).toEqual(expect.arrayContaining([850, 851, 852, 853]))
    expect(
      step('15.2.0')
        ?.changedCats.find((cat) => cat.catId === 449)
        ?.newForms.map((form) => form.formIndex),
    ).toEqual([2])
    // README §3: 719's true form (switched on by jp-15.4.0) is buffed in the 15.6 data set: HP 5500 → 6050, attack 1800 → 2100
    const cat719 = step('15.6.0')?.changedCats.find((cat) => cat.catId === 719)
    expect(cat719?.forms.find((form) => form.formIndex === 2)?.stats).toEqual(
      expect.arrayContaining([expect.objectContaining({ before: 5500, after: 6050 }), expect.objectContaining({ before: 1800, after: 2100 })]),
    )
    // README §2.2: jp-15.3.0 holds one ability icon only (its data pack is missing): no cat changes
    expect(step('15.3.0')).toMatchObject({ newCats: [], changedCats: [], removedCats: [] })
  })
})
