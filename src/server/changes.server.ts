import { dirname, join } from 'node:path'
import { gameHistory, type GameHistory } from '../domain/game-data/history.ts'
import { dataSetPath } from './dataset.server.ts'
import { loadOnce, readDataText } from './data-file.server.ts'

/** data/changes.json, written by the data step beside the data set. */
export function changesPath(): string {
  return join(dirname(dataSetPath()), 'changes.json')
}

/** The history of versions, read and validated once per server process; only the pages and routes that show it ask. */
export const getHistory = loadOnce(load)

async function load(): Promise<GameHistory> {
  const path = changesPath()
  const text = await readDataText(path, 'history of versions')
  return gameHistory.parse(JSON.parse(text))
}
