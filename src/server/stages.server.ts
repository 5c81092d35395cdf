import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { unpackStageData } from '../domain/game-data/stages.ts'
import { buildStageIndex, type StageIndex } from '../domain/stage/stage-index.ts'

let loading: Promise<StageIndex> | undefined

export function stageDataPath(): string {
  return resolve(process.env.STAGES_PATH ?? 'data/stages.json')
}

/** data/stages.json, read on the first stage or enemy request (never by /units) and kept for the process. */
export function getStageIndex(): Promise<StageIndex> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

async function load(): Promise<StageIndex> {
  const path = stageDataPath()
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch {
    throw new Error(`The stage data is missing at ${path}. Run \`npm run data\` first.`)
  }
  return buildStageIndex(unpackStageData(JSON.parse(text)))
}
