import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { comboData, type ComboData } from '../domain/game-data/combos.ts'
import { dataSetPath, getDataSet } from './dataset.server.ts'
import { comboList, type ComboList } from '../domain/combos/combo-list.ts'
import { loadOnce } from './data-file.server.ts'

/** data/combos.json beside the data set, read and validated once per process, members named from the data set. */
export const getComboList = loadOnce(load)

/** data/combos.json beside the data set, unless COMBOS_PATH names another file. */
export function combosPath(): string {
  return process.env.COMBOS_PATH ?? join(dirname(dataSetPath()), 'combos.json')
}

async function load(): Promise<ComboList> {
  const path = combosPath()
  let data: ComboData
  try {
    data = comboData.parse(JSON.parse(await readFile(path, 'utf8')))
  } catch (error) {
    throw new Error(`The combo data at ${path} is missing or invalid. Run \`npm run data\` first.`, { cause: error })
  }
  const { catsById } = await getDataSet()
  return comboList(data, catsById)
}
