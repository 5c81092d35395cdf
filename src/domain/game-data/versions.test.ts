import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { defaultGameDataDir, defaultGameDataHistoryDir, readGameDataFiles, runImport } from '../../../scripts/import-data.ts'
import { importGameData } from './import-game-data.ts'
import { GameDataError } from './game-data-error.ts'
import { gameVersionOf } from './game-files.ts'
import { formatImportReport } from './import-report.ts'

const historyDir = path.join(defaultGameDataHistoryDir(), 'en')
const dumpDir = (version: string) => path.join(historyDir, version)
const load = (dir: string) => importGameData(readGameDataFiles(dir), '2026-01-01T00:00:00.000Z')

const temporaryDirs: string[] = []
function temporaryDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcc-versions-'))
  temporaryDirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true })
})

describe('every English dump of this layout imports', () => {
  // Counted from the raw files: unitbuy.csv rows; real forms = min(unit file lines, 2 + true form flag (col 23) + ultra flag (col 24));
  // listed = real forms with an English name in Unit_Explanation{N}_en.csv, less the spirits (col 110 of a summoner) and cat 673's Japanese name.
  const expected = [
    { version: '14.7.0', dir: dumpDir('14.7.0'), catIds: 830, forms: [830, 812, 400, 17], cats: 715, listed: 1831 },
    { version: '14.7.1', dir: dumpDir('14.7.1'), catIds: 830, forms: [830, 812, 400, 17], cats: 715, listed: 1831 },
    { version: '15.0.0', dir: dumpDir('15.0.0'), catIds: 837, forms: [837, 819, 401, 18], cats: 720, listed: 1843 },
    { version: '15.0.1', dir: defaultGameDataDir(), catIds: 837, forms: [837, 819, 401, 18], cats: 720, listed: 1843 },
  ]
  for (const dump of expected) {
    it(`${dump.version}: ${dump.cats} cats, ${dump.listed} listed forms of ${dump.catIds} cat ids`, () => {
      const { dataSet, report } = load(dump.dir)
      expect(dataSet.version).toBe(dump.version)
      expect(report.counts.catIds).toBe(dump.catIds)
      expect(report.counts.formsByIndex).toEqual(dump.forms)
      expect(dataSet.cats.length).toBe(dump.cats)
      expect(dataSet.cats.flatMap((cat) => cat.forms).length).toBe(dump.listed)
    })
  }

  it('the history dumps have no SkillDescriptions.csv nor catstat.tsv: talents have no text, backswing is unknown', () => {
    const { dataSet, report } = load(dumpDir('15.0.0'))
    const dancer = dataSet.cats.find((cat) => cat.id === 10)
    expect(dancer?.talents.length).toBeGreaterThan(0)
    expect(dancer?.talents.every((talent) => talent.description === '')).toBe(true)
    expect(report.backswing.known).toBe(0)
  })

  it('the version comes from the folder name, or from SOURCE.md for the main dump', () => {
    expect(gameVersionOf('14.7.1', null)).toBe('14.7.1')
    expect(gameVersionOf('game-data', '## 1. `DataLocal/`, `resLocal/` — raw game files, English version 15.0.1\n')).toBe('15.0.1')
    expect(gameVersionOf('game-data', null)).toBeNull()
  })
})

/** A copy of the 15.0.0 history dump (no icons), in a folder named after its version. */
function copyOfDump(): string {
  const dir = path.join(temporaryDir(), '15.0.0')
  fs.cpSync(dumpDir('15.0.0'), dir, { recursive: true })
  return dir
}

function editFile(dir: string, relative: string, edit: (text: string) => string): void {
  const file = path.join(dir, relative)
  fs.writeFileSync(file, edit(fs.readFileSync(file, 'utf8')))
}

describe('a layout the importer does not know stops the import and keeps the previous data set', () => {
  // One import for every case: a refused import leaves the data set as it was, so the next case starts from the same one.
  let imported: ReturnType<typeof importOnce> | undefined
  const importedOnce = () => (imported ??= importOnce())
  async function importOnce() {
    const out = temporaryDir()
    const options = { gameDataDir: dumpDir('14.7.1'), dataDir: path.join(out, 'data'), iconDir: path.join(out, 'public/game') }
    await runImport(options)
    const datasetFile = path.join(options.dataDir, 'dataset.json')
    return { options, datasetFile, before: fs.readFileSync(datasetFile) }
  }

  async function expectFailure(dir: string, message: string) {
    const { options, datasetFile, before } = await importedOnce()
    const importing = runImport({ ...options, gameDataDir: dir })
    await expect(importing).rejects.toThrowError(new GameDataError(message))
    expect(fs.readFileSync(datasetFile)).toEqual(before)
  }

  it('a truncated unitbuy.csv names the file, the row and the column', async () => {
    const dir = copyOfDump()
    // cut the last row after its 40th cell, as a download that stopped would
    editFile(dir, 'DataLocal/unitbuy.csv', (text) => {
      const lines = text.trimEnd().split('\n')
      lines[lines.length - 1] = (lines[lines.length - 1] ?? '').split(',').slice(0, 40).join(',')
      return lines.join('\n')
    })
    await expectFailure(
      dir,
      'DataLocal/unitbuy.csv line 837, column 40: the row ends after 40 columns, at least 63 are needed (up to column 62, the last column of the known layout)',
    )
  })

  it('a missing unit###.csv names the file', async () => {
    const dir = copyOfDump()
    fs.rmSync(path.join(dir, 'DataLocal/unit500.csv'))
    await expectFailure(dir, `Missing game data file: ${path.join(dir, 'DataLocal/unit500.csv')}`)
  })

  it('a SkillAcquisition.csv without a column the importer reads names the column', async () => {
    const dir = copyOfDump()
    editFile(dir, 'DataLocal/SkillAcquisition.csv', (text) => text.replace(',min_C3,', ',minimum_C3,'))
    await expectFailure(dir, 'DataLocal/SkillAcquisition.csv line 1: no column "min_C3" (unknown layout)')
  })

  it('a SkillAcquisition.csv row longer than its header names the row (cat 25 is line 16)', async () => {
    const dir = copyOfDump()
    editFile(dir, 'DataLocal/SkillAcquisition.csv', (text) => text.replace(/^(25,.*?)(\r?\n)/m, '$1,7$2'))
    await expectFailure(dir, 'DataLocal/SkillAcquisition.csv line 16, column 114: the row has 115 columns, the header 114 (unknown layout)')
  })

  it('a unitbuy.csv of another width (the later layout without the rarity column) is refused', async () => {
    const dir = copyOfDump()
    editFile(dir, 'DataLocal/unitbuy.csv', (text) => text.replace(/^(.*?)(\r?\n)/, '$1,0$2'))
    await expectFailure(
      dir,
      'DataLocal/unitbuy.csv line 1, column 63: 64 columns, the known layout has 63 (rarity in column 13, forms in 23–24, levels in 50–51); a newer layout must be checked before it is imported',
    )
  })
})

describe('columns the importer does not read may grow, empty', () => {
  it('an added talent column and longer unit rows give the same data set', () => {
    const dir = copyOfDump()
    editFile(dir, 'DataLocal/SkillAcquisition.csv', (text) =>
      text
        .split('\n')
        .map((line, index) => (line.trim() === '' ? line : line.replace(/^([^,]*,[^,]*),/, index === 0 ? '$1,newColumn,' : '$1,5,')))
        .join('\n'),
    )
    // Empty trailing columns (the 15.6 rows reach 119) carry nothing: the same data set.
    editFile(dir, 'DataLocal/unit138.csv', (text) => text.replace(/\r?\n/g, ',0,0,0,0\n'))
    const grown = load(dir).dataSet
    const original = load(dumpDir('15.0.0')).dataSet
    expect(grown).toEqual(original)
  })

  it('a value in a unit column nobody has placed stops the import with the file, line and column (issue 43 point 3)', () => {
    const dir = copyOfDump()
    // Columns 0–116 are FORMAT.md's, 117 is Drain immunity (unmodelled.ts); 118 has no known meaning.
    editFile(dir, 'DataLocal/unit138.csv', (text) => text.replace(/\r?\n/, ',0,0,0,0,9\n'))
    const line = fs.readFileSync(path.join(dir, 'DataLocal/unit138.csv'), 'utf8').split('\n')[0]!
    const width = line
      .replace(/\/\/.*$/, '')
      .trim()
      .replace(/,+$/, '')
      .split(',').length
    expect(() => load(dir)).toThrowError(`DataLocal/unit138.csv line 1, column ${width - 1}: 9 in a column this importer cannot place`)
  })
})

describe('updating is one import', () => {
  it('the report says what is new since the data set it replaces', async () => {
    const out = temporaryDir()
    const options = { dataDir: path.join(out, 'data'), iconDir: path.join(out, 'public/game') }
    const first = await runImport({ ...options, gameDataDir: dumpDir('14.7.1') })
    expect(first.upToDate ? undefined : first.report.sincePrevious).toBeNull()
    const second = await runImport({ ...options, gameDataDir: dumpDir('15.0.0') })
    if (second.upToDate) throw new Error('expected an import')
    expect(second.report.version).toBe('15.0.0')
    expect(second.report.sincePrevious?.newCats.map((cat) => cat.catId)).toEqual([826, 827, 828, 829, 830])
    expect(formatImportReport(second.report)).toContain(
      'Since the previous data set (14.7.1 → 15.0.0): 5 new cats, 2 new forms of listed cats, 10 changed cats, 0 cats no longer listed',
    )
  })
})
