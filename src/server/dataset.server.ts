import { describeDataSources, newestCats, newVersionsOf } from '../domain/game-data/update-layers.ts'
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { dataSet, type Cat, type DataSet } from '../domain/game-data/model.ts'
import { prepareCats, type PreparedCat } from '../domain/stats/prepare.ts'
import { calculatorData, unitMetadata, type CalculatorData, type UnitMetadata } from '../domain/units.ts'
import { packCalculatorData } from '../domain/calculator-packing.ts'
import { compareUnitsByName } from '../domain/search/unit-search.ts'
import { compressedFile, contentHash, type Body, type HashedFile } from './hashed-file.server.ts'
import { loadOnce, readDataText } from './data-file.server.ts'

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
  /** what the footer and the compare page say of the data: its sources in words, the English dump's version, the versions since */
  versions: { sources: string; baseVersion: string; newVersions: string[] }
  /** the home page's "New cats" */
  newest: ReturnType<typeof newestCats>
}

/** The calculator data as the browser downloads it: packed JSON named by a hash of its content (see hashed-file.server.ts). */
export type CalculatorFile = HashedFile

// The home page shows two rows of four.
const NEWEST_CATS = 8

/** The data set, read and validated once per server process. */
export const getDataSet = loadOnce(load)

export function dataSetPath(): string {
  return resolve(process.env.DATASET_PATH ?? 'data/dataset.json')
}

async function load(): Promise<LoadedDataSet> {
  const path = dataSetPath()
  const text = await readDataText(path, 'unit data set')
  const data = dataSet.parse(JSON.parse(text))
  const metadata = unitMetadata(data.cats)
  const calculator = calculatorData(data)
  return {
    prepared: prepareCats(data.cats, data.orbs ?? []),
    data,
    catsById: new Map(data.cats.map((cat) => [cat.id, cat])),
    summonersBySpiritId: new Map(data.cats.flatMap((cat) => (cat.spirit ? [[cat.spirit.id, cat] as const] : []))),
    metadata,
    metadataByName: [...metadata].sort(compareUnitsByName),
    calculator,
    calculatorFile: (await builtCalculatorFile(datasetDigest(text))) ?? calculatorFile(calculator),
    versions: {
      sources: describeDataSources(data.version, data.region, data.sources),
      baseVersion: data.sources?.base ?? data.version,
      newVersions: newVersionsOf(data.sources),
    },
    newest: newestCats(data.cats, NEWEST_CATS),
  }
}

/** Names the data set's bytes, so that files built from it are known to match it. */
export function datasetDigest(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** The packed calculator JSON as the browser downloads it, and the hash that names it. */
export function packedCalculatorFile(calculator: CalculatorData): { hash: string; json: Body } {
  const json = new TextEncoder().encode(packCalculatorData(calculator))
  return { hash: contentHash(json), json }
}

function calculatorFile(calculator: CalculatorData): CalculatorFile {
  const { hash, json } = packedCalculatorFile(calculator)
  return compressedFile(hash, json)
}

/**
 * Where `npm run build` leaves the calculator file packed and compressed
 * (scripts/build-server-files.ts): brotli at its best quality took seconds of
 * every start-up. CALCULATOR_FILES_DIR moves it (the tests point it elsewhere).
 */
export function calculatorFilesDir(): string {
  return resolve(process.env.CALCULATOR_FILES_DIR ?? 'dist/server/calculator')
}

export const CALCULATOR_FILES_MANIFEST = 'manifest.json'

/** What the build wrote: the digest of the data set it packed, and the file's hash. */
export interface CalculatorFilesManifest {
  dataset: string
  hash: string
}

/** The built files when they were made from these very data set bytes; otherwise undefined (packed and compressed here). */
async function builtCalculatorFile(digest: string): Promise<CalculatorFile | undefined> {
  const dir = calculatorFilesDir()
  try {
    const manifest = JSON.parse(await readFile(join(dir, CALCULATOR_FILES_MANIFEST), 'utf8')) as Partial<CalculatorFilesManifest>
    if (manifest.dataset !== digest || typeof manifest.hash !== 'string' || !/^[0-9a-f]{16}$/.test(manifest.hash)) return undefined
    const [json, br, gzipped] = await Promise.all(['', '.br', '.gz'].map((ext) => readFile(join(dir, `${manifest.hash}.json${ext}`))))
    const body = (bytes: Buffer | undefined): Body => new Uint8Array(bytes!)
    return { hash: manifest.hash, json: body(json), compressed: Promise.resolve({ br: body(br), gzip: body(gzipped) }) }
  } catch {
    return undefined
  }
}
