/**
 * The game files as the importer sees them: the English dump in GAME_DATA_DIR
 * with the update layers of GAME_DATA_UPDATES_DIR on top (newest file wins),
 * the JSON layer turned into the game's own rows, and English names filled in
 * from the names tables. Nothing is written: every changed file lives in memory.
 */
import fs from 'node:fs'
import path from 'node:path'
import { GameDataError } from '../src/domain/game-data/game-data-error.ts'
import { GAME_FILE_PATHS, unitExplanationPath, unitStatsPath } from '../src/domain/game-data/game-files.ts'
import {
  commonTextIds,
  enemyTextsWithNames,
  fillUnitTables,
  JSON_LAYER_FILE,
  keepEnglishRegionColumns,
  LAYER_TOP_FOLDERS,
  layerLabel,
  orderLayers,
  parseCatsExcerpt,
  parseEnemyNames,
  parseLangTable,
  parseSkillLevels,
  parseUnitNames,
  replaceTalentRows,
  talentRowOfJson,
  talentRowsOf,
  unitExplanationWithNames,
  unitFileOfStats,
  type NameSource,
  type UpdateLayer,
} from '../src/domain/game-data/update-layers.ts'

export const UNIT_TABLE_PATHS = { unitExp: 'DataLocal/unitexp.csv', unitLimit: 'DataLocal/unitlimit.csv', skillLevel: 'DataLocal/SkillLevel.csv' } as const

/** GAME_DATA_UPDATES_DIR, default ../shared/game-data-updates; set to "" for the English dump alone. */
export function defaultGameDataUpdatesDir(): string | null {
  const setting = process.env.GAME_DATA_UPDATES_DIR
  if (setting === '') return null
  return path.resolve(process.cwd(), setting ?? '../shared/game-data-updates')
}

/** Where one cat's battle numbers come from. */
export interface CatSource {
  layer: string
  label: string
  version: string
}

export interface GameDataView {
  baseDir: string
  updatesDir: string | null
  layers: UpdateLayer[]
  /** the newest version the files reach */
  version: string
  /** contents of a file by its path in the dump ("DataLocal/unitbuy.csv"); null = absent */
  read(relativePath: string): string | null
  /** the PNG files of an image folder ("img/unit_icon"): file name → absolute path, newest layer first */
  images(relativeFolder: string): Map<string, string>
  hasFolder(relativeFolder: string): boolean
  /** cat id → its unit file's layer, for cats whose numbers are not the English dump's */
  catSources: Map<number, CatSource>
  /** cat id → form indexes whose name is BCU's temporary one */
  temporaryCatNames: Map<number, number[]>
  temporaryEnemyNames: number[]
  /** cat id → tables the files lack and the importer filled in */
  defaulted: Map<number, string[]>
  /** cat id → real form count given by the JSON layer */
  formCounts: Map<number, number>
  /** every folder whose files the data depends on, for the import stamp */
  inputFolders: string[]
}

function listRelative(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

const readText = (file: string): string | null => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null)

/** The layers of an updates folder in the order they apply (none without one); an unknown folder fails. */
export function listLayers(updatesDir: string | null): UpdateLayer[] {
  if (!updatesDir || !fs.existsSync(updatesDir)) return []
  const folders = fs
    .readdirSync(updatesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  return orderLayers(folders, updatesDir)
}

/**
 * Builds the view. `upTo` keeps only the first N layers (the /changes page
 * imports each version's state); a layer folder of unknown layout fails
 * before anything is read.
 */
export function openGameData(baseDir: string, updatesDir: string | null, baseVersion: string, options: { upTo?: number } = {}): GameDataView {
  const allLayers = listLayers(updatesDir)
  const layers = allLayers.slice(0, options.upTo ?? allLayers.length)
  // An earlier state still needs rows for the cats its tables list whose packs are missing (840–849, 854–860):
  // the JSON layer fills those in, and only those.
  const fillers = allLayers.slice(layers.length).filter((layer) => layer.kind === 'json')
  /** path in the dump → file on disk (newest layer) */
  const files = new Map<string, { file: string; layer: string }>()
  const texts = new Map<string, string>()
  for (const layer of layers.filter((candidate) => candidate.kind === 'files')) {
    const folder = path.join(updatesDir!, layer.name)
    for (const relative of listRelative(folder)) {
      const top = relative.split('/')[0]!
      if (!(LAYER_TOP_FOLDERS as readonly string[]).includes(top)) {
        throw new GameDataError(`${folder}/${relative}: a layer holds only ${LAYER_TOP_FOLDERS.join(', ')} (the game's own layout); nothing was imported`)
      }
      files.set(relative, { file: path.join(folder, relative), layer: layer.name })
    }
  }
  const read = (relative: string): string | null => {
    const text = texts.get(relative)
    if (text !== undefined) return text
    const layered = files.get(relative)
    return readText(layered ? layered.file : path.join(baseDir, relative))
  }

  const catSources = new Map<number, CatSource>()
  const byName = new Map(layers.map((layer) => [layer.name, layer]))
  for (const [relative, { layer }] of files) {
    const match = /^DataLocal\/unit(\d+)\.csv$/.exec(relative)
    const from = byName.get(layer)
    if (match && from) catSources.set(Number(match[1]) - 1, { layer, label: layerLabel(from), version: from.version })
  }

  if (files.has(GAME_FILE_PATHS.unitBuy)) {
    texts.set(
      GAME_FILE_PATHS.unitBuy,
      keepEnglishRegionColumns(readText(path.join(baseDir, GAME_FILE_PATHS.unitBuy)) ?? '', read(GAME_FILE_PATHS.unitBuy) ?? ''),
    )
  }

  const defaulted = new Map<number, string[]>()
  const formCounts = new Map<number, number>()
  for (const layer of layers.filter((candidate) => candidate.kind === 'json')) {
    const file = path.join(updatesDir!, layer.name, JSON_LAYER_FILE)
    const text = readText(file)
    if (text === null) throw new GameDataError(`${path.join(updatesDir!, layer.name)}: no ${JSON_LAYER_FILE}; nothing was imported`)
    const units = parseCatsExcerpt(text, file)
    const skillLevels = parseSkillLevels(read(UNIT_TABLE_PATHS.skillLevel) ?? '')
    const talentText = read(GAME_FILE_PATHS.skillAcquisition) ?? ''
    const earlierRows = talentRowsOf(talentText)
    const textIds = commonTextIds([...earlierRows.values()])
    const rebuilt = new Map<number, number[]>()
    for (const [catId, unit] of units) {
      texts.set(unitStatsPath(catId), unitFileOfStats(unit.stats))
      formCounts.set(catId, unit.stats.length)
      catSources.set(catId, { layer: layer.name, label: layerLabel(layer), version: layer.version })
      if (unit.talents) rebuilt.set(catId, talentRowOfJson(catId, unit.talents, { skillLevels, textIds, earlier: earlierRows.get(catId) }))
    }
    if (rebuilt.size > 0) texts.set(GAME_FILE_PATHS.skillAcquisition, replaceTalentRows(talentText, rebuilt))
    const tables = fillUnitTables(
      {
        unitBuy: read(GAME_FILE_PATHS.unitBuy) ?? '',
        unitLevel: read(GAME_FILE_PATHS.unitLevel) ?? '',
        unitExp: read(UNIT_TABLE_PATHS.unitExp),
        unitLimit: read(UNIT_TABLE_PATHS.unitLimit),
      },
      units,
      layer.version,
    )
    texts.set(GAME_FILE_PATHS.unitBuy, tables.unitBuy)
    texts.set(GAME_FILE_PATHS.unitLevel, tables.unitLevel)
    if (tables.unitExp !== null) texts.set(UNIT_TABLE_PATHS.unitExp, tables.unitExp)
    if (tables.unitLimit !== null) texts.set(UNIT_TABLE_PATHS.unitLimit, tables.unitLimit)
    for (const [catId, notes] of tables.defaulted) defaulted.set(catId, [...(defaulted.get(catId) ?? []), ...notes])
  }

  for (const layer of fillers) {
    const file = path.join(updatesDir!, layer.name, JSON_LAYER_FILE)
    const units = parseCatsExcerpt(readText(file) ?? '', file)
    const listed = (read(GAME_FILE_PATHS.unitBuy) ?? '').split('\n').filter((line) => line.trim() !== '').length
    for (const [catId, unit] of units) {
      if (catId >= listed || read(unitStatsPath(catId)) !== null) continue
      texts.set(unitStatsPath(catId), unitFileOfStats(unit.stats))
      formCounts.set(catId, unit.stats.length)
      catSources.set(catId, { layer: layer.name, label: layerLabel(layer), version: layer.version })
    }
  }

  const temporaryCatNames = new Map<number, number[]>()
  let temporaryEnemyNames: number[] = []
  const inputFolders = [baseDir, ...layers.map((layer) => path.join(updatesDir!, layer.name))]
  if (updatesDir && layers.length > 0) {
    const namesDir = path.join(updatesDir, 'names')
    const langDir = path.join(updatesDir, 'bcu-lang')
    inputFolders.push(namesDir, langDir)
    const unitNames = parseUnitNames(readText(path.join(namesDir, 'names-en.tsv')) ?? '')
    const officialTexts = parseLangTable(readText(path.join(langDir, 'en-UnitExplanation.txt')))
    const botTexts = parseLangTable(readText(path.join(langDir, 'bot-UnitExplanation.txt')))
    // A cat the English files do not know at all (no Unit_Explanation file, e.g. 823, a JP-only
    // collab cat) takes BCU's language tables: the official text where it has one, else its temporary name.
    const officialNames = parseLangTable(readText(path.join(langDir, 'en-UnitName.txt')))
    const botNames = parseLangTable(readText(path.join(langDir, 'bot-UnitName.txt')))
    const catCount = (read(GAME_FILE_PATHS.unitBuy) ?? '').split('\n').filter((line) => line.trim() !== '').length
    for (let catId = 0; catId < catCount; catId++) {
      if (unitNames.has(catId) || read(unitExplanationPath(catId)) !== null || read(unitStatsPath(catId)) === null) continue
      const forms = [0, 1, 2, 3].map((formIndex): NameSource | null => {
        const official = officialNames.get(catId)?.[formIndex]?.trim()
        const temporary = botNames.get(catId)?.[formIndex]?.trim()
        return official ? { source: 'en', name: official } : temporary ? { source: 'bot', name: temporary } : null
      })
      if (forms.some((form) => form !== null)) unitNames.set(catId, { forms, newForms: [] })
    }
    for (const [catId, names] of unitNames) {
      // Names of forms a later layer brings stay out of an earlier state's import.
      if (!read(unitStatsPath(catId))) continue
      const descriptions = officialTexts.get(catId) ?? botTexts.get(catId)
      const filled = unitExplanationWithNames(read(unitExplanationPath(catId)), names, descriptions, 4)
      if (!filled) continue
      texts.set(unitExplanationPath(catId), filled.text)
      const temporary = filled.filled.filter((formIndex) => names.forms[formIndex]?.source === 'bot')
      if (temporary.length > 0) temporaryCatNames.set(catId, temporary)
    }
    const enemyNames = parseEnemyNames(readText(path.join(namesDir, 'enemy-names-en.tsv')) ?? '')
    const enemyDescriptions = parseLangTable(readText(path.join(langDir, 'en-EnemyExplanation.txt')))
    const enemies = enemyTextsWithNames(read(GAME_FILE_PATHS.enemyNames) ?? '', read(GAME_FILE_PATHS.enemyPictureBook), enemyNames, enemyDescriptions)
    texts.set(GAME_FILE_PATHS.enemyNames, enemies.enemyNames)
    if (enemies.pictureBook !== null) texts.set(GAME_FILE_PATHS.enemyPictureBook, enemies.pictureBook)
    temporaryEnemyNames = enemies.filled.filter((id) => enemyNames.get(id)?.source === 'bot')
  }

  const images = (relativeFolder: string): Map<string, string> => {
    const found = new Map<string, string>()
    const baseFolder = path.join(baseDir, relativeFolder)
    if (fs.existsSync(baseFolder)) for (const name of fs.readdirSync(baseFolder)) if (name.endsWith('.png')) found.set(name, path.join(baseFolder, name))
    for (const [relative, { file }] of files) {
      if (path.posix.dirname(relative) === relativeFolder && relative.endsWith('.png')) found.set(path.posix.basename(relative), file)
    }
    return new Map([...found].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  }
  const hasFolder = (relativeFolder: string) =>
    fs.existsSync(path.join(baseDir, relativeFolder)) || [...files.keys()].some((relative) => relative.startsWith(`${relativeFolder}/`))

  return {
    baseDir,
    updatesDir,
    layers,
    version: layers.at(-1)?.version ?? baseVersion,
    read,
    images,
    hasFolder,
    catSources,
    temporaryCatNames,
    temporaryEnemyNames,
    defaulted,
    formCounts,
    inputFolders,
  }
}
