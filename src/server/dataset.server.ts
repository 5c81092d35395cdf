import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { dataSet, type Cat, type DataSet } from '../domain/game-data/model.ts'
import { prepareCats, type PreparedCat } from '../domain/stats/prepare.ts'
import { unitMetadata, type CalculatorData, type UnitMetadata } from '../domain/units.ts'
import { packCalculatorData } from '../lib/calculator-packing.ts'
import { compareUnitsByName } from '../domain/search/unit-search.ts'

export interface LoadedDataSet {
  /** every cat prepared for the engine (settings-independent work done once) */
  prepared: PreparedCat[]
  data: DataSet
  catsById: ReadonlyMap<number, Cat>
  /** the summoner of each conjured spirit, by the spirit's unit id (old links to a spirit lead there) */
  summonersBySpiritId: ReadonlyMap<number, Cat>
  metadata: UnitMetadata[]
  /** the same, in the search's name order: the browser's index then sorts an already sorted list (n comparisons) */
  metadataByName: UnitMetadata[]
  /** every cat without the texts the calculator does not need, and the enemies */
  calculator: CalculatorData
  calculatorFile: CalculatorFile
}

/**
 * The calculator data as the browser downloads it: packed JSON named by a hash
 * of its content, so browsers may keep it until the data changes, and
 * compressed ahead of time (brotli at its best quality is too slow to run per request).
 */
export interface CalculatorFile {
  hash: string
  json: Body
  /** brotli and gzip bodies, compressed off the event loop (libuv's thread pool) */
  compressed: Promise<{ br: Body; gzip: Body }>
}

/** Bytes a Response can send as they are, made once per data set rather than per request. */
type Body = Uint8Array<ArrayBuffer>

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
  const metadata = unitMetadata(data.cats)
  const calculator: CalculatorData = { cats: data.cats.map(withoutTexts), enemies: data.enemies, orbs: data.orbs ?? [] }
  return {
    prepared: prepareCats(data.cats, data.orbs ?? []),
    data,
    catsById: new Map(data.cats.map((cat) => [cat.id, cat])),
    summonersBySpiritId: new Map(data.cats.flatMap((cat) => (cat.spirit ? [[cat.spirit.id, cat] as const] : []))),
    metadata,
    metadataByName: [...metadata].sort(compareUnitsByName),
    calculator,
    calculatorFile: calculatorFile(calculator),
  }
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

function calculatorFile(calculator: CalculatorData): CalculatorFile {
  const json = new TextEncoder().encode(packCalculatorData(calculator))
  const compressed = Promise.all([
    brotliAsync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length } }),
    gzipAsync(json, { level: zlib.Z_BEST_COMPRESSION }),
  ]).then(([br, gzipped]) => ({ br: new Uint8Array(br), gzip: new Uint8Array(gzipped) }))
  // Awaited by whoever asks; a failure there falls back to the uncompressed body.
  compressed.catch(() => undefined)
  return { hash: createHash('sha256').update(json).digest('hex').slice(0, 16), json, compressed }
}

function withoutTexts(cat: Cat): Cat {
  return {
    ...cat,
    forms: cat.forms.map((form) => ({ ...form, description: '' })),
    talents: cat.talents.map((talent) => ({ ...talent, description: '' })),
  }
}
