import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { enemyDataSet, type Enemy, type EnemyDataSet } from '../domain/game-data/enemies.ts'
import { hashedJsonFile, type HashedFile } from './hashed-file.server.ts'

export interface LoadedEnemies {
  data: EnemyDataSet
  byId: ReadonlyMap<number, Enemy>
  /** /enemies' list, which the server renders from */
  list: EnemyList
  /** the same as the browser downloads it: named by its hash, compressed once */
  listFile: HashedFile
}

/** Every listed enemy without the guide texts (only the enemy page shows them). */
export interface EnemyList {
  version: string
  region: string
  enemies: Enemy[]
}

let loading: Promise<LoadedEnemies> | undefined

export function enemiesPath(): string {
  return resolve(process.env.ENEMIES_PATH ?? 'data/enemies.json')
}

/** data/enemies.json, read and validated once per server process (the enemy pages' own file, apart from the /units data). */
export function getEnemies(): Promise<LoadedEnemies> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

async function load(): Promise<LoadedEnemies> {
  const path = enemiesPath()
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch {
    throw new Error(`The enemy data set is missing at ${path}. Run \`npm run data\` first.`)
  }
  const data = enemyDataSet.parse(JSON.parse(text))
  const list: EnemyList = { version: data.version, region: data.region, enemies: data.enemies.map((enemy) => ({ ...enemy, description: '' })) }
  return { data, byId: new Map(data.enemies.map((enemy) => [enemy.id, enemy])), list, listFile: hashedJsonFile(JSON.stringify(list)) }
}
