/**
 * `npm run data` (second step): builds data/stages.json from the stage files
 * in GAME_DATA_DIR (default ../shared/game-data), with the English map and
 * stage names of `bcu-lang/en-StageName.txt` in GAME_DATA_UPDATES_DIR
 * (default ../shared/game-data-updates; empty = none). Kept apart from
 * dataset.json so only the stage pages, the enemy pages and the stage API
 * load it. Skips the work when the stage files and the reader did not change.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { GameDataError } from '../src/domain/game-data/game-data-error.ts'
import { packStageData, parseStages, withStageRules, type StageData } from '../src/domain/game-data/stages.ts'
import { stageRuleReader } from '../src/domain/game-data/stage-rules.ts'
import { defaultGameDataDir, readGameVersion } from './import-data.ts'
import { defaultGameDataUpdatesDir } from './game-data-view.ts'

/** DataLocal files the stage reader takes: stage files, map-data files and the map options. */
const STAGE_FILE = /^(stage.*\.csv|MapStageData.*\.csv|Map_option\.csv|Stage_option\.csv|Charagroup\.csv|SpecialRulesMap\.json)$/
const STAGE_NAME_FILE = /^StageName.*_en\.csv$/

export function stageFileNames(gameDataDir: string): { dataLocal: string[]; resLocal: string[] } {
  const list = (folder: string, pattern: RegExp) => {
    const dir = path.join(gameDataDir, folder)
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => pattern.test(name))
          .sort()
      : []
  }
  return { dataLocal: list('DataLocal', STAGE_FILE), resLocal: list('resLocal', STAGE_NAME_FILE) }
}

/** BCU's English map and stage names in the updates folder, or null when there is no such folder or file. */
export function bcuStageNamesFile(updatesDir: string | null): string | null {
  if (updatesDir === null) return null
  const file = path.join(updatesDir, 'bcu-lang', 'en-StageName.txt')
  return fs.existsSync(file) ? file : null
}

export function importStages(gameDataDir: string, updatesDir: string | null = null): StageData {
  const { dataLocal, resLocal } = stageFileNames(gameDataDir)
  const names = new Set(resLocal)
  const bcuNames = bcuStageNamesFile(updatesDir)
  const present = new Set(dataLocal)
  const readRuleFile = (name: string) => (present.has(name) ? fs.readFileSync(path.join(gameDataDir, 'DataLocal', name), 'utf8') : null)
  const rulesOf = stageRuleReader({
    stageOption: readRuleFile('Stage_option.csv'),
    charaGroup: readRuleFile('Charagroup.csv'),
    specialRules: readRuleFile('SpecialRulesMap.json'),
  })
  const data = parseStages(
    {
      dataLocal,
      readDataLocal: (name) => fs.readFileSync(path.join(gameDataDir, 'DataLocal', name), 'utf8'),
      readResLocal: (name) => (names.has(name) ? fs.readFileSync(path.join(gameDataDir, 'resLocal', name), 'utf8') : null),
      bcuStageNames: bcuNames === null ? null : fs.readFileSync(bcuNames, 'utf8'),
    },
    readGameVersion(gameDataDir),
  )
  return withStageRules(data, rulesOf)
}

function stamp(gameDataDir: string, updatesDir: string | null): string {
  const hash = createHash('sha256')
  const bcuNames = bcuStageNamesFile(updatesDir)
  hash.update(bcuNames === null ? 'no BCU stage names\0' : fs.readFileSync(bcuNames))
  const { dataLocal, resLocal } = stageFileNames(gameDataDir)
  for (const [folder, files] of [
    ['DataLocal', dataLocal],
    ['resLocal', resLocal],
  ] as const) {
    for (const name of files) {
      const stat = fs.statSync(path.join(gameDataDir, folder, name))
      hash.update(`${folder}/${name}\0${stat.size}\0${stat.mtimeMs}\0`)
    }
  }
  const here = path.dirname(fileURLToPath(import.meta.url))
  hash.update(fs.readFileSync(fileURLToPath(import.meta.url)))
  hash.update(fs.readFileSync(path.join(here, '../src/domain/game-data/stages.ts')))
  hash.update(fs.readFileSync(path.join(here, '../src/domain/game-data/stage-rules.ts')))
  hash.update(path.resolve(gameDataDir))
  return hash.digest('hex')
}

function writeAtomic(file: string, contents: string): void {
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, contents)
  fs.renameSync(temporary, file)
}

export function runStageImport(
  gameDataDir: string,
  dataDir: string,
  updatesDir: string | null = null,
): { upToDate: boolean; bytes: number; maps: number; stages: number; namedMaps: number } {
  const target = path.join(dataDir, 'stages.json')
  const stampFile = path.join(dataDir, 'stages-stamp.txt')
  const current = stamp(gameDataDir, updatesDir)
  const count = (maps: { name?: string | null; stages: unknown[] }[]) => ({
    maps: maps.length,
    stages: maps.reduce((sum, map) => sum + map.stages.length, 0),
    namedMaps: maps.filter((map) => typeof map.name === 'string').length,
  })
  if (fs.existsSync(target) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === current) {
    const data = JSON.parse(fs.readFileSync(target, 'utf8')) as { maps: { name?: string | null; stages: unknown[] }[] }
    return { upToDate: true, bytes: fs.statSync(target).size, ...count(data.maps) }
  }
  const data = importStages(gameDataDir, updatesDir)
  const json = JSON.stringify(packStageData(data))
  fs.mkdirSync(dataDir, { recursive: true })
  writeAtomic(target, json)
  writeAtomic(stampFile, current)
  return { upToDate: false, bytes: Buffer.byteLength(json), ...count(data.maps) }
}

if (import.meta.main) {
  try {
    const dataDir = path.resolve(process.cwd(), 'data')
    const updatesDir = defaultGameDataUpdatesDir()
    if (updatesDir !== null && bcuStageNamesFile(updatesDir) === null) {
      console.warn(`No ${path.join(updatesDir, 'bcu-lang', 'en-StageName.txt')}: maps keep their kind-and-number names (GAME_DATA_UPDATES_DIR).`)
    }
    const result = runStageImport(defaultGameDataDir(), dataDir, updatesDir)
    const size = `${Math.round(result.bytes / 1024)} KB`
    const figures = `${result.maps} maps (${result.namedMaps} with an English name), ${result.stages} stages, ${size}`
    console.log(result.upToDate ? `Stages up to date: data/stages.json (${figures}).` : `Wrote data/stages.json: ${figures}.`)
  } catch (error) {
    console.error(error instanceof GameDataError ? `Stage import failed: ${error.message}` : error)
    process.exitCode = 1
  }
}
