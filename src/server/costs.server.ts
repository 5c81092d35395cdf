import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { upgradeCosts, type CatCosts, type UpgradeCosts } from '../domain/game-data/upgrade-costs.ts'
import { dataSetPath } from './dataset.server.ts'
import { loadOnce } from './data-file.server.ts'

export type LoadedCosts = { data: UpgradeCosts; byId: ReadonlyMap<number, CatCosts> }

/** data/costs.json beside the data set, unless COSTS_PATH names another file. */
export function costsPath(): string {
  return process.env.COSTS_PATH ?? join(dirname(dataSetPath()), 'costs.json')
}

/** The upgrade costs, read and validated once per process (a failed read is tried again next time). */
export const getUpgradeCosts = loadOnce(load)

async function load(): Promise<LoadedCosts> {
  const path = costsPath()
  let data: UpgradeCosts
  try {
    data = upgradeCosts.parse(JSON.parse(await readFile(path, 'utf8')))
  } catch (error) {
    throw new Error(`The upgrade costs at ${path} are missing or invalid. Run \`npm run data\` first.`, { cause: error })
  }
  return { data, byId: new Map(data.cats.map((cat) => [cat.id, cat])) }
}

/** The costs of some cats with the names of the materials they use. */
export function costsOf(loaded: LoadedCosts, unitIds: readonly number[]): { version: string; materials: Record<string, string>; cats: CatCosts[] } {
  const cats = [...new Set(unitIds)].flatMap((id) => loaded.byId.get(id) ?? [])
  const used = new Set(cats.flatMap((cat) => cat.evolutions.flatMap((evolution) => evolution.materials.map((material) => String(material.itemId)))))
  const materials = Object.fromEntries(Object.entries(loaded.data.materials).filter(([id]) => used.has(id)))
  return { version: loaded.data.version, materials, cats }
}
