import { resolve } from 'node:path'
import { unpackStageData } from '../domain/game-data/stages.ts'
import { buildStageIndex, type StageIndex } from '../domain/stage/stage-index.ts'
import { loadOnce, readDataText } from './data-file.server.ts'

export function stageDataPath(): string {
  return resolve(process.env.STAGES_PATH ?? 'data/stages.json')
}

/** data/stages.json, read on the first stage or enemy request (never by /units) and kept for the process. */
export const getStageIndex = loadOnce(load)

async function load(): Promise<StageIndex> {
  const path = stageDataPath()
  const text = await readDataText(path, 'stage data')
  return buildStageIndex(unpackStageData(JSON.parse(text)))
}
