import { resolve } from 'node:path'
import { enemyDataSet, type Enemy, type EnemyDataSet } from '../domain/game-data/enemies.ts'
import { hashedJsonFile, type HashedFile } from './hashed-file.server.ts'
import { loadOnce, readDataText } from './data-file.server.ts'

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

export function enemiesPath(): string {
  return resolve(process.env.ENEMIES_PATH ?? 'data/enemies.json')
}

/** data/enemies.json, read and validated once per server process (the enemy pages' own file, apart from the /units data). */
export const getEnemies = loadOnce(load)

async function load(): Promise<LoadedEnemies> {
  const path = enemiesPath()
  const text = await readDataText(path, 'enemy data set')
  const data = enemyDataSet.parse(JSON.parse(text))
  const list: EnemyList = { version: data.version, region: data.region, enemies: data.enemies.map((enemy) => ({ ...enemy, description: '' })) }
  return { data, byId: new Map(data.enemies.map((enemy) => [enemy.id, enemy])), list, listFile: hashedJsonFile(JSON.stringify(list)) }
}
