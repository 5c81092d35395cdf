import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { dataSet, type Cat, type DataSet } from '../domain/game-data/model.ts'
import { prepareCats, type PreparedCat } from '../domain/stats/prepare.ts'
import { unitMetadata, type CalculatorData, type UnitMetadata } from '../domain/units.ts'

export interface LoadedDataSet {
  /** every cat prepared for the engine (settings-independent work done once) */
  prepared: PreparedCat[]
  data: DataSet
  catsById: ReadonlyMap<number, Cat>
  metadata: UnitMetadata[]
  /**
   * Every cat without the texts the calculator does not need, and the enemies,
   * as one JSON text: sent as a string it crosses SSR dehydration at JSON size.
   */
  calculatorPayload: string
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
    prepared: prepareCats(data.cats),
    data,
    catsById: new Map(data.cats.map((cat) => [cat.id, cat])),
    metadata: unitMetadata(data.cats),
    calculatorPayload: JSON.stringify({ cats: data.cats.map(withoutTexts), enemies: data.enemies } satisfies CalculatorData),
  }
}

function withoutTexts(cat: Cat): Cat {
  return {
    ...cat,
    forms: cat.forms.map((form) => ({ ...form, description: '' })),
    talents: cat.talents.map((talent) => ({ ...talent, description: '' })),
  }
}
