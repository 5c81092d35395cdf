import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { dataSet, type Cat, type DataSet } from '../domain/game-data/model.ts'
import { unitMetadata, type UnitMetadata } from '../domain/units.ts'

export interface LoadedDataSet {
  data: DataSet
  catsById: ReadonlyMap<number, Cat>
  metadata: UnitMetadata[]
}

let loading: Promise<LoadedDataSet> | undefined

/** The data set, read and validated once per server process. */
export function getDataSet(): Promise<LoadedDataSet> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

export function dataSetPath(): string {
  return resolve(process.env.DATASET_PATH ?? 'data/dataset.json')
}

async function load(): Promise<LoadedDataSet> {
  const path = dataSetPath()
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch {
    throw new Error(`The unit data set is missing at ${path}. Run \`npm run data\` first.`)
  }
  const data = dataSet.parse(JSON.parse(text))
  return {
    data,
    catsById: new Map(data.cats.map((cat) => [cat.id, cat])),
    metadata: unitMetadata(data.cats),
  }
}
