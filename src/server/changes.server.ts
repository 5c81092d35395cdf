import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { gameHistory, type GameHistory } from '../domain/game-data/history.ts'
import { dataSetPath } from './dataset.server.ts'

let loading: Promise<GameHistory> | undefined

/** data/changes.json, written by the data step beside the data set. */
export function changesPath(): string {
  return join(dirname(dataSetPath()), 'changes.json')
}

/** The history of versions, read and validated once per server process; only the pages and routes that show it ask. */
export function getHistory(): Promise<GameHistory> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

async function load(): Promise<GameHistory> {
  const path = changesPath()
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch {
    throw new Error(`The history of versions is missing at ${path}. Run \`npm run data\` first.`)
  }
  return gameHistory.parse(JSON.parse(text))
}
