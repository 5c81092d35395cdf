/**
 * `npm run data`: builds data/dataset.json and data/report.json from the game
 * files in GAME_DATA_DIR (default ../shared/game-data) and copies the icons to
 * public/game/. Skips everything when neither the game files nor the importer
 * changed since the last run, because it runs before every serve and test.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { GameDataError } from '../src/domain/game-data/game-data-error.ts'
import {
  GAME_FILE_PATHS,
  type GameDataFiles,
  unitExplanationPath,
  unitStatsPath,
} from '../src/domain/game-data/game-files.ts'
import { GAME_REGION, GAME_VERSION, importGameData } from '../src/domain/game-data/import-game-data.ts'
import { formatImportReport, type ImportReport } from '../src/domain/game-data/import-report.ts'
import { parseNumberRows } from '../src/domain/game-data/game-text.ts'

export function defaultGameDataDir(): string {
  return path.resolve(process.cwd(), process.env.GAME_DATA_DIR ?? '../shared/game-data')
}

function requireFolder(folder: string, what: string): void {
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
    throw new GameDataError(`${what} not found: ${folder}`)
  }
}

function readRequired(gameDataDir: string, relativePath: string): string {
  const file = path.join(gameDataDir, relativePath)
  if (!fs.existsSync(file)) throw new GameDataError(`Missing game data file: ${file}`)
  return fs.readFileSync(file, 'utf8')
}

function readOptional(gameDataDir: string, relativePath: string): string | null {
  const file = path.join(gameDataDir, relativePath)
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
}

/** Reads every file the data set is built from; a missing folder or file fails naming it. */
export function readGameDataFiles(gameDataDir: string): GameDataFiles {
  requireFolder(gameDataDir, 'Game data folder (GAME_DATA_DIR)')
  const unitBuy = readRequired(gameDataDir, GAME_FILE_PATHS.unitBuy)
  const catIds = parseNumberRows(unitBuy, GAME_FILE_PATHS.unitBuy).map((_, catId) => catId)
  return {
    unitBuy,
    unitLevel: readRequired(gameDataDir, GAME_FILE_PATHS.unitLevel),
    unitStats: catIds.map((catId) => readRequired(gameDataDir, unitStatsPath(catId))),
    // A cat without an explanation file has no English release: not an error.
    unitExplanations: catIds.map((catId) => readOptional(gameDataDir, unitExplanationPath(catId))),
    skillAcquisition: readRequired(gameDataDir, GAME_FILE_PATHS.skillAcquisition),
    skillDescriptions: readRequired(gameDataDir, GAME_FILE_PATHS.skillDescriptions),
    enemyStats: readRequired(gameDataDir, GAME_FILE_PATHS.enemyStats),
    enemyNames: readRequired(gameDataDir, GAME_FILE_PATHS.enemyNames),
    catStats: readRequired(gameDataDir, GAME_FILE_PATHS.catStats),
  }
}

function listFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

/** Stamp of the inputs: every game file's path, size and mtime, plus the importer's own source. */
function inputStamp(gameDataDir: string): string {
  const hash = createHash('sha256')
  hash.update(`${GAME_VERSION}\0${GAME_REGION}\0`)
  for (const file of listFiles(gameDataDir)) {
    const stat = fs.statSync(file)
    hash.update(`${path.relative(gameDataDir, file)}\0${stat.size}\0${stat.mtimeMs}\0`)
  }
  const here = path.dirname(fileURLToPath(import.meta.url))
  const coreDir = path.join(here, '../src/domain/game-data')
  const sources = [
    fileURLToPath(import.meta.url),
    ...fs
      .readdirSync(coreDir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .sort()
      .map((name) => path.join(coreDir, name)),
  ]
  for (const source of sources) hash.update(fs.readFileSync(source))
  return hash.digest('hex')
}

export interface IconCopyResult {
  copied: number
  unchanged: number
  removed: number
}

/** Copies *.png only when missing or changed (size / mtime), and drops icons the source no longer has. */
function syncIcons(sourceDir: string, targetDir: string): IconCopyResult {
  requireFolder(sourceDir, 'Icon folder')
  fs.mkdirSync(targetDir, { recursive: true })
  const result: IconCopyResult = { copied: 0, unchanged: 0, removed: 0 }
  const names = fs.readdirSync(sourceDir).filter((name) => name.endsWith('.png'))
  for (const name of names) {
    const source = path.join(sourceDir, name)
    const target = path.join(targetDir, name)
    const sourceStat = fs.statSync(source)
    const targetStat = fs.existsSync(target) ? fs.statSync(target) : null
    // utimes does not keep the source's sub-millisecond part exactly: compare within a millisecond.
    if (targetStat && targetStat.size === sourceStat.size && Math.abs(targetStat.mtimeMs - sourceStat.mtimeMs) < 1) {
      result.unchanged++
      continue
    }
    fs.copyFileSync(source, target)
    fs.utimesSync(target, sourceStat.atime, sourceStat.mtime)
    result.copied++
  }
  const wanted = new Set(names)
  for (const name of fs.readdirSync(targetDir)) {
    if (name.endsWith('.png') && !wanted.has(name)) {
      fs.rmSync(path.join(targetDir, name))
      result.removed++
    }
  }
  return result
}

/** Writes through a temporary file so a server reading the data set never sees half of it. */
function writeFileAtomic(file: string, contents: string): void {
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, contents)
  fs.renameSync(temporary, file)
}

export interface ImportOptions {
  gameDataDir: string
  /** where dataset.json, report.json and the stamp go */
  dataDir: string
  /** where the icon folders go (public/game) */
  iconDir: string
  /** rebuild even when the stamp says nothing changed */
  force?: boolean
}

export type ImportOutcome =
  | { upToDate: true }
  | { upToDate: false; report: ImportReport; icons: { units: IconCopyResult; abilities: IconCopyResult }; datasetBytes: number }

export function runImport(options: ImportOptions): ImportOutcome {
  const { gameDataDir, dataDir, iconDir } = options
  requireFolder(gameDataDir, 'Game data folder (GAME_DATA_DIR)')
  const datasetFile = path.join(dataDir, 'dataset.json')
  const reportFile = path.join(dataDir, 'report.json')
  const stampFile = path.join(dataDir, 'import-stamp.txt')
  const unitIconDir = path.join(iconDir, 'unit_icon')
  const abilityIconDir = path.join(iconDir, 'ability')

  const stamp = inputStamp(gameDataDir)
  const outputsExist = [datasetFile, reportFile, unitIconDir, abilityIconDir].every((file) => fs.existsSync(file))
  if (!options.force && outputsExist && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) {
    return { upToDate: true }
  }

  const files = readGameDataFiles(gameDataDir)
  const { dataSet, report } = importGameData(files, new Date().toISOString())
  const icons = {
    units: syncIcons(path.join(gameDataDir, GAME_FILE_PATHS.unitIcons), unitIconDir),
    abilities: syncIcons(path.join(gameDataDir, GAME_FILE_PATHS.abilityIcons), abilityIconDir),
  }
  fs.mkdirSync(dataDir, { recursive: true })
  const datasetJson = JSON.stringify(dataSet)
  writeFileAtomic(datasetFile, datasetJson)
  writeFileAtomic(reportFile, `${JSON.stringify(report, null, 2)}\n`)
  writeFileAtomic(stampFile, stamp)
  return { upToDate: false, report, icons, datasetBytes: Buffer.byteLength(datasetJson) }
}

function main(): void {
  const dataDir = path.resolve(process.cwd(), 'data')
  try {
    const outcome = runImport({
      gameDataDir: defaultGameDataDir(),
      dataDir,
      iconDir: path.resolve(process.cwd(), 'public/game'),
      force: process.argv.includes('--force'),
    })
    if (outcome.upToDate) {
      console.log(`Game data ${GAME_VERSION} (${GAME_REGION}): up to date`)
      return
    }
    const { icons } = outcome
    console.log(formatImportReport(outcome.report))
    console.log(
      `Icons: unit ${icons.units.copied} copied, ${icons.units.unchanged} unchanged, ${icons.units.removed} removed; ` +
        `ability ${icons.abilities.copied} copied, ${icons.abilities.unchanged} unchanged, ${icons.abilities.removed} removed`,
    )
    console.log(`Wrote ${path.relative(process.cwd(), path.join(dataDir, 'dataset.json'))} (${Math.round(outcome.datasetBytes / 1024)} KB) and report.json`)
  } catch (error) {
    if (!(error instanceof GameDataError)) throw error
    console.error(`Game data import failed: ${error.message}`)
    process.exitCode = 1
  }
}

if (import.meta.main) main()
