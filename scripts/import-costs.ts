import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { GameDataError } from '../src/domain/game-data/game-data-error.ts'
import { parseUpgradeCosts, UPGRADE_COST_FILE_PATHS, type UpgradeCostFiles } from '../src/domain/game-data/upgrade-costs.ts'
import type { GameDataView } from './game-data-view.ts'

export interface CostsImportOptions {
  /** the English dump with its update layers, as the data set is imported */
  view: GameDataView
  /** data/: costs.json and its stamp go there */
  dataDir: string
  force?: boolean
}

export type CostsImportOutcome = { upToDate: true } | { upToDate: false; cats: number; materials: number; bytes: number }

/**
 * data/costs.json: XP, catfruit and NP of every cat, kept out of dataset.json
 * so only the planner's pages load it. Its own stamp (the files it reads and
 * its parser) lets it follow the game files without touching the data set's.
 */
export function runCostsImport({ view, dataDir, force }: CostsImportOptions): CostsImportOutcome {
  const costsFile = path.join(dataDir, 'costs.json')
  const stampFile = path.join(dataDir, 'costs-stamp.txt')
  const files = Object.fromEntries(
    Object.entries(UPGRADE_COST_FILE_PATHS).map(([key, relative]) => {
      const text = view.read(relative)
      if (text === null) throw new GameDataError(`Missing game data file: ${path.join(view.baseDir, relative)}`)
      return [key, text]
    }),
  ) as UpgradeCostFiles
  const hash = createHash('sha256')
  hash.update(`${view.version}\0`)
  for (const text of Object.values(files)) hash.update(`${text}\0`)
  const here = path.dirname(fileURLToPath(import.meta.url))
  for (const source of [fileURLToPath(import.meta.url), path.join(here, '../src/domain/game-data/upgrade-costs.ts')]) hash.update(fs.readFileSync(source))
  const stamp = hash.digest('hex')
  if (!force && fs.existsSync(costsFile) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return { upToDate: true }
  const costs = parseUpgradeCosts(files, view.version)
  const json = JSON.stringify(costs)
  fs.mkdirSync(dataDir, { recursive: true })
  const temporary = `${costsFile}.${process.pid}.tmp`
  fs.writeFileSync(temporary, json)
  fs.renameSync(temporary, costsFile)
  fs.writeFileSync(stampFile, stamp)
  return { upToDate: false, cats: costs.cats.length, materials: Object.keys(costs.materials).length, bytes: Buffer.byteLength(json) }
}

export function formatCostsImport(outcome: CostsImportOutcome): string {
  if (outcome.upToDate) return 'Upgrade costs: up to date'
  return `Upgrade costs: ${outcome.cats} cats, ${outcome.materials} materials; wrote data/costs.json (${Math.round(outcome.bytes / 1024)} KB)`
}
