/**
 * `npm run data`: builds data/dataset.json and data/report.json from the game
 * files in GAME_DATA_DIR (default ../shared/game-data) and writes the icons to
 * public/game/ as WebP. Skips everything when neither the game files nor the
 * importer changed since the last run, because it runs before every serve and
 * test.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { z } from 'zod'
import { GameDataError } from '../src/domain/game-data/game-data-error.ts'
import { ORB_FILE_PATHS, type OrbFiles } from '../src/domain/game-data/orbs.ts'
import { GAME_FILE_PATHS, type GameDataFiles, gameVersionOf, unitExplanationPath, unitStatsPath } from '../src/domain/game-data/game-files.ts'
import { ABILITY_ICONS, ENEMY_ICONS, iconFileName, type IconSet, UNIT_ICONS } from '../src/icons/icons.ts'
import { ICON_SPRITE, SPRITE_ICON_NAMES } from '../src/icons/icon-sprite.ts'
import { GAME_REGION, importGameData } from '../src/domain/game-data/import-game-data.ts'
import { formatImportReport, type ImportReport } from '../src/domain/game-data/import-report.ts'
import { parseNumberRows } from '../src/domain/game-data/game-text.ts'
import { COMBO_FILE_PATHS, emptyComboData, formatComboReport, importCombos, type ComboFiles } from '../src/domain/game-data/combos.ts'
import { diffDataSets } from '../src/domain/game-data/changes.ts'
import { type DataSet, dataSet as dataSetSchema } from '../src/domain/game-data/model.ts'
import { type EnemyFiles, importEnemies } from '../src/domain/game-data/enemies.ts'
import { buildHistory, compareGameVersions, type GameHistory, isGameVersion } from '../src/domain/game-data/history.ts'
import { annotateEnemies, layerLabel } from '../src/domain/game-data/update-layers.ts'
import { unmodelledAbilitiesOfEnemyRow } from '../src/domain/game-data/unmodelled.ts'
import { defaultGameDataUpdatesDir, type GameDataView, listLayers, openGameData } from './game-data-view.ts'
import { formatCostsImport, runCostsImport } from './import-costs.ts'

export function defaultGameDataDir(): string {
  return path.resolve(process.cwd(), process.env.GAME_DATA_DIR ?? '../shared/game-data')
}

/** Older dumps, one folder per region and version (`en/15.0.0`); GAME_DATA_HISTORY_DIR, default ../shared/game-data-history. */
export function defaultGameDataHistoryDir(): string {
  return path.resolve(process.cwd(), process.env.GAME_DATA_HISTORY_DIR ?? '../shared/game-data-history')
}

function requireFolder(folder: string, what: string): void {
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
    throw new GameDataError(`${what} not found: ${folder}`)
  }
}

/** A dump folder alone (the history dumps, the tests of the English dump) or the dump with its update layers. */
type GameDataSource = string | GameDataView

function viewOf(source: GameDataSource): GameDataView {
  if (typeof source !== 'string') return source
  requireFolder(source, 'Game data folder (GAME_DATA_DIR)')
  return openGameData(source, null, '')
}

function readRequired(source: GameDataSource, relativePath: string): string {
  const text = viewOf(source).read(relativePath)
  if (text === null) throw new GameDataError(`Missing game data file: ${path.join(viewOf(source).baseDir, relativePath)}`)
  return text
}

function readOptional(source: GameDataSource, relativePath: string): string | null {
  return viewOf(source).read(relativePath)
}

/** The English dump in GAME_DATA_DIR with the layers of GAME_DATA_UPDATES_DIR (null = none) on it. */
export function openLayeredGameData(gameDataDir: string, updatesDir: string | null, options: { upTo?: number } = {}): GameDataView {
  requireFolder(gameDataDir, 'Game data folder (GAME_DATA_DIR)')
  // The version is read where it is needed (readGameDataFiles); only layers need it here, to know the newest.
  return openGameData(gameDataDir, updatesDir, updatesDir === null ? '' : readGameVersion(gameDataDir), options)
}

/** The combo files; null when the dump has none (the history dumps carry only the unit files). */
export function readComboFiles(gameDataDir: GameDataSource): ComboFiles | null {
  if (readOptional(gameDataDir, COMBO_FILE_PATHS.data) === null) return null
  return Object.fromEntries(Object.entries(COMBO_FILE_PATHS).map(([key, file]) => [key, readRequired(gameDataDir, file)])) as ComboFiles
}

/** The dump's version from its folder name or its SOURCE.md; fails when neither says. */
export function readGameVersion(gameDataDir: string): string {
  const version = gameVersionOf(path.basename(gameDataDir), readOptional(gameDataDir, GAME_FILE_PATHS.sourceNotes))
  if (version === null) {
    throw new GameDataError(
      `Cannot tell the game version of ${gameDataDir}: name the folder after it (e.g. 15.1.0) or write "English version 15.1.0" in its SOURCE.md`,
    )
  }
  return version
}

/**
 * Reads every file the data set is built from; a missing folder or required
 * file fails naming it. SkillDescriptions.csv and catstat.tsv are optional:
 * the history dumps have neither (talents then have no description, backswing is unknown).
 */
export function readGameDataFiles(source: GameDataSource): GameDataFiles {
  const gameDataDir = viewOf(source)
  const unitBuy = readRequired(gameDataDir, GAME_FILE_PATHS.unitBuy)
  const catIds = parseNumberRows(unitBuy, GAME_FILE_PATHS.unitBuy).map((_, catId) => catId)
  const files = {
    unitBuy,
    unitLevel: readRequired(gameDataDir, GAME_FILE_PATHS.unitLevel),
    unitStats: catIds.map((catId) => readRequired(gameDataDir, unitStatsPath(catId))),
    // A cat without an explanation file has no English release: not an error.
    unitExplanations: catIds.map((catId) => readOptional(gameDataDir, unitExplanationPath(catId))),
    skillAcquisition: readRequired(gameDataDir, GAME_FILE_PATHS.skillAcquisition),
    skillDescriptions: readOptional(gameDataDir, GAME_FILE_PATHS.skillDescriptions),
    enemyStats: readRequired(gameDataDir, GAME_FILE_PATHS.enemyStats),
    enemyNames: readRequired(gameDataDir, GAME_FILE_PATHS.enemyNames),
    catStats: readOptional(gameDataDir, GAME_FILE_PATHS.catStats),
    orbs: readOrbFiles(gameDataDir),
  }
  // After the files, so a folder that is not a dump at all fails on its first missing file.
  const baseVersion = readGameVersion(gameDataDir.baseDir)
  if (gameDataDir.layers.length === 0) return { version: baseVersion, ...files }
  return {
    version: gameDataDir.version,
    ...files,
    updates: {
      sources: { base: baseVersion, layers: gameDataDir.layers.map((layer) => ({ name: layer.name, label: layerLabel(layer), version: layer.version })) },
      catSources: gameDataDir.catSources,
      temporaryNames: gameDataDir.temporaryCatNames,
      defaulted: gameDataDir.defaulted,
      formCounts: gameDataDir.formCounts,
    },
  }
}

/** The orb files come as a set: all of them or none (the history dumps have none). */
function readOrbFiles(gameDataDir: GameDataView): OrbFiles | null {
  const list = readOptional(gameDataDir, ORB_FILE_PATHS.list)
  if (list === null) return null
  return {
    list,
    attributes: readRequired(gameDataDir, ORB_FILE_PATHS.attributes),
    grades: readRequired(gameDataDir, ORB_FILE_PATHS.grades),
    slots: readRequired(gameDataDir, ORB_FILE_PATHS.slots),
    wording: readRequired(gameDataDir, ORB_FILE_PATHS.wording),
  }
}

function listFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

/** Stamp of the inputs: every game file's path, size and mtime in the dump and each layer, plus the importer's own source. */
function inputStamp(view: GameDataView): string {
  const hash = createHash('sha256')
  hash.update(`${GAME_REGION}\0`)
  for (const folder of view.inputFolders) {
    hash.update(`${path.resolve(folder)}\0`)
    if (fs.existsSync(folder)) hashFileStats(hash, folder)
  }
  hashImporterSources(hash)
  return hash.digest('hex')
}

function hashFileStats(hash: ReturnType<typeof createHash>, folder: string): void {
  for (const file of listFiles(folder)) {
    const stat = fs.statSync(file)
    hash.update(`${path.relative(folder, file)}\0${stat.size}\0${stat.mtimeMs}\0`)
  }
}

function hashImporterSources(hash: ReturnType<typeof createHash>): void {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const coreDir = path.join(here, '../src/domain/game-data')
  const sources = [
    fileURLToPath(import.meta.url),
    path.join(here, 'game-data-view.ts'),
    ...fs
      .readdirSync(coreDir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .sort()
      .map((name) => path.join(coreDir, name)),
  ]
  // The sprite's layout comes from the compare table's catalogue, built from the ability vocabulary.
  for (const spriteSource of ['../src/icons/icon-sprite.ts', '../src/domain/compare/abilities.ts', '../src/domain/ability-vocabulary.ts']) {
    sources.push(path.join(here, spriteSource))
  }
  for (const source of sources) hash.update(fs.readFileSync(source))
}

// Lossy with full-quality alpha (sharp's default): at the sizes the pages show them they look like the game's PNGs, 30–65% smaller.
const WEBP_OPTIONS = { quality: 80 } as const
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 }
// Each conversion takes one core; more at once only adds memory.
const ICON_WORKERS = Math.min(os.availableParallelism(), 4)

const ICON_SET_NAMES = ['unitSmall', 'unitLarge', 'ability', 'enemy'] as const
export type IconSetName = (typeof ICON_SET_NAMES)[number]

const ICON_SETS: Record<IconSetName, { label: string; set: IconSet; source: string }> = {
  unitSmall: { label: 'unit', set: UNIT_ICONS.small, source: GAME_FILE_PATHS.unitIcons },
  unitLarge: { label: 'unit', set: UNIT_ICONS.large, source: GAME_FILE_PATHS.unitIcons },
  ability: { label: 'ability', set: ABILITY_ICONS, source: GAME_FILE_PATHS.abilityIcons },
  enemy: { label: 'enemy', set: ENEMY_ICONS, source: GAME_FILE_PATHS.enemyIcons },
}

export interface IconSyncResult {
  sets: Record<IconSetName, { written: number; unchanged: number }>
  /** the compare table's icon sprite (src/icons/icon-sprite.ts) */
  sprite: 'written' | 'unchanged'
  /** files under the icon folder that this import did not write: dropped icons, older sizes or formats */
  removed: number
}

interface IconJob {
  setName: IconSetName
  source: string
  target: string
  size: number
}

/** Output path (relative to the icon folder) → what it was made from: the source's size and mtime and the encoding. */
const iconRecord = z.record(z.string(), z.string())
type IconRecord = z.infer<typeof iconRecord>

/** A missing or unreadable record only means every icon is written again. */
function readIconRecord(file: string): IconRecord {
  try {
    return iconRecord.parse(JSON.parse(fs.readFileSync(file, 'utf8')))
  } catch {
    return {}
  }
}

async function writeIcon(job: IconJob): Promise<void> {
  let webp: Buffer
  try {
    webp = await sharp(job.source).resize(job.size, job.size, { fit: 'contain', background: TRANSPARENT }).webp(WEBP_OPTIONS).toBuffer()
  } catch (error) {
    throw new GameDataError(`Icon could not be converted: ${job.source}: ${error instanceof Error ? error.message : String(error)}`)
  }
  writeFileAtomic(job.target, webp)
}

async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** Every file under `folder`, as a path relative to it with "/". */
function listRelative(folder: string): string[] {
  return listFiles(folder).map((file) => path.relative(folder, file).split(path.sep).join('/'))
}

/**
 * Writes each game PNG as WebP in every set it belongs to. An icon whose source
 * and encoding are the same as at its last writing is left alone; the icon
 * folder is the importer's own, so anything else in it is removed.
 */
/**
 * `unitForms`: every listed form as `{catId}_{formIndex}`; one the files have no icon for (new
 * cats whose packs lack pictures) gets the game's own unknown.png under its name, so a page never
 * shows a broken image, even before its script could swap one.
 */
async function syncIcons(view: GameDataView, iconDir: string, recordFile: string, unitForms: readonly string[] = []): Promise<IconSyncResult> {
  sharp.concurrency(1)
  sharp.cache(false)
  const previous = readIconRecord(recordFile)
  fs.mkdirSync(iconDir, { recursive: true })
  const existing = listRelative(iconDir)
  const present = new Set(existing)
  const record: IconRecord = {}
  const jobs: IconJob[] = []
  const sets: IconSyncResult['sets'] = {
    unitSmall: { written: 0, unchanged: 0 },
    unitLarge: { written: 0, unchanged: 0 },
    ability: { written: 0, unchanged: 0 },
    enemy: { written: 0, unchanged: 0 },
  }
  for (const setName of ICON_SET_NAMES) {
    const { set, source } = ICON_SETS[setName]
    fs.mkdirSync(path.join(iconDir, set.folder), { recursive: true })
    // Enemy icons came later (SOURCE.md §6): a dump without them shows the placeholder.
    if (setName === 'enemy' && !view.hasFolder(source)) continue
    if (!view.hasFolder(source)) throw new GameDataError(`Icon folder not found: ${path.join(view.baseDir, source)}`)
    const images = view.images(source)
    const unknown = images.get('unknown.png')
    if (setName.startsWith('unit') && unknown) {
      for (const form of unitForms) if (!images.has(`${form}.png`)) images.set(`${form}.png`, unknown)
    }
    for (const [name, sourceFile] of images) {
      const output = `${set.folder}/${iconFileName(path.basename(name, '.png'))}`
      const stat = fs.statSync(sourceFile)
      const made = `${stat.size} bytes, mtime ${stat.mtimeMs} → ${set.size} px, ${JSON.stringify(WEBP_OPTIONS)}`
      record[output] = made
      if (previous[output] === made && present.has(output)) sets[setName].unchanged++
      else jobs.push({ setName, source: sourceFile, target: path.join(iconDir, output), size: set.size })
    }
  }
  await forEachLimited(jobs, ICON_WORKERS, async (job) => {
    await writeIcon(job)
    sets[job.setName].written++
  })
  const abilitySource = path.join(view.baseDir, GAME_FILE_PATHS.abilityIcons)
  const spriteMade = `${SPRITE_ICON_NAMES.join(',')} → ${ICON_SPRITE.cell} px cells in one column, ${JSON.stringify(SPRITE_WEBP_OPTIONS)}`
  const spriteWritten = previous[ICON_SPRITE.file] !== spriteMade || !present.has(ICON_SPRITE.file) || jobs.some((job) => job.setName === 'ability')
  if (spriteWritten) await writeSprite(abilitySource, path.join(iconDir, ICON_SPRITE.file))
  record[ICON_SPRITE.file] = spriteMade
  const stale = existing.filter((file) => !Object.hasOwn(record, file))
  for (const file of stale) fs.rmSync(path.join(iconDir, file))
  writeFileAtomic(recordFile, JSON.stringify(record))
  return { sets, sprite: spriteWritten ? 'written' : 'unchanged', removed: stale.length }
}

// As the single icons; the 48 px cells keep WebP's 16 px blocks inside one icon each.
const SPRITE_WEBP_OPTIONS = WEBP_OPTIONS

/** The compare table's icons in one picture, laid out as src/icons/icon-sprite.ts says. */
async function writeSprite(abilitySource: string, target: string): Promise<void> {
  const { cell } = ICON_SPRITE
  const tiles = await Promise.all(
    SPRITE_ICON_NAMES.map(async (name, index) => {
      const file = path.join(abilitySource, `${name}.png`)
      if (!fs.existsSync(file)) throw new GameDataError(`The icon sprite needs ${name}.png, which is not in ${abilitySource}`)
      const input = await sharp(file).resize(cell, cell, { fit: 'contain', background: TRANSPARENT }).png().toBuffer()
      return { input, left: 0, top: index * cell }
    }),
  )
  const sprite = await sharp({ create: { width: cell, height: SPRITE_ICON_NAMES.length * cell, channels: 4, background: TRANSPARENT } })
    .composite(tiles)
    .webp(SPRITE_WEBP_OPTIONS)
    .toBuffer()
  writeFileAtomic(target, sprite)
}

export function formatIconSync({ sets, sprite, removed }: IconSyncResult): string {
  const parts = ICON_SET_NAMES.map((setName) => {
    const { label, set } = ICON_SETS[setName]
    return `${label} ${set.size} px ${sets[setName].written} written, ${sets[setName].unchanged} unchanged`
  })
  return `Icons (WebP): ${parts.join('; ')}; sprite ${sprite}; ${removed} removed`
}

/** Writes through a temporary file so a server reading the data set never sees half of it. */
function writeFileAtomic(file: string, contents: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, contents)
  fs.renameSync(temporary, file)
}

export interface ImportOptions {
  gameDataDir: string
  /** the update layers (GAME_DATA_UPDATES_DIR); absent or null = the English dump alone */
  updatesDir?: string | null
  /** where dataset.json, report.json and the stamp go */
  dataDir: string
  /** where the icon folders go (public/game) */
  iconDir: string
  /** rebuild even when the stamp says nothing changed */
  force?: boolean
  /**
   * Reads and parses the game files (the default). A test of what runImport
   * does around the import (stamps, files, icons) passes one import it
   * already made instead of repeating a full import per step.
   */
  importFiles?: (gameDataDir: GameDataView) => ReturnType<typeof importGameData>
  /** the same for data/enemies.json */
  importEnemyFiles?: (gameDataDir: GameDataView, dataSet: DataSet) => ReturnType<typeof importEnemies>
}

function importEnemiesFromFolder(view: GameDataView, dataSet: DataSet): ReturnType<typeof importEnemies> {
  const files = readEnemyFiles(view)
  const imported = importEnemies(files, dataSet.version, dataSet.region, dataSet.generatedAt)
  if (view.layers.length === 0) return imported
  // t_unit.csv's first two lines are the placeholder enemies: line n + 2 is enemy n (enemies.ts).
  const rows = new Map(
    parseNumberRows(files.enemyStats, GAME_FILE_PATHS.enemyStats)
      .slice(2)
      .map((row, id) => [id, row.cells]),
  )
  const enemies = annotateEnemies(imported.enemies, rows, view.temporaryEnemyNames, unmodelledAbilitiesOfEnemyRow)
  return { ...imported, enemies, dataSet: { ...imported.dataSet, enemies } }
}

/** The enemy pages' files; the history dumps lack the guide files, so their enemies have no description. */
export function readEnemyFiles(gameDataDir: GameDataSource): EnemyFiles {
  return {
    enemyStats: readRequired(gameDataDir, GAME_FILE_PATHS.enemyStats),
    enemyNames: readRequired(gameDataDir, GAME_FILE_PATHS.enemyNames),
    pictureBook: readOptional(gameDataDir, GAME_FILE_PATHS.enemyPictureBook),
    dictionary: readOptional(gameDataDir, GAME_FILE_PATHS.enemyDictionary),
    enemyStatsExtra: readOptional(gameDataDir, GAME_FILE_PATHS.enemyStatsExtra),
  }
}

/** The data set this import replaces, to tell what is new; one the model no longer reads is not compared. */
function readPreviousDataSet(file: string): DataSet | null {
  if (!fs.existsSync(file)) return null
  try {
    const parsed = dataSetSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

const importFromFolder = (gameDataDir: GameDataView) => importGameData(readGameDataFiles(gameDataDir), new Date().toISOString())

export type ImportOutcome =
  { upToDate: true } | { upToDate: false; report: ImportReport; icons: IconSyncResult | null; datasetBytes: number; enemiesBytes: number; combos: string }

export async function runImport(options: ImportOptions): Promise<ImportOutcome> {
  const { gameDataDir, dataDir, iconDir } = options
  requireFolder(gameDataDir, 'Game data folder (GAME_DATA_DIR)')
  const datasetFile = path.join(dataDir, 'dataset.json')
  const enemiesFile = path.join(dataDir, 'enemies.json')
  const reportFile = path.join(dataDir, 'report.json')
  const stampFile = path.join(dataDir, 'import-stamp.txt')
  // combos live in a file of their own: only the pages that show them load it
  const combosFile = path.join(dataDir, 'combos.json')
  const iconRecordFile = path.join(dataDir, 'icon-sources.json')
  const iconFolders = ICON_SET_NAMES.map((setName) => path.join(iconDir, ICON_SETS[setName].set.folder))

  const view = openLayeredGameData(gameDataDir, options.updatesDir ?? null)
  const stamp = inputStamp(view)
  const outputsExist = [datasetFile, enemiesFile, reportFile, combosFile, ...iconFolders].every((file) => fs.existsSync(file))
  if (!options.force && outputsExist && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) {
    return { upToDate: true }
  }

  const { dataSet, report: imported } = (options.importFiles ?? importFromFolder)(view)
  const previous = readPreviousDataSet(datasetFile)
  // The enemy pages' own file: the /units data set keeps only the target picker's few fields.
  const enemyImport = (options.importEnemyFiles ?? importEnemiesFromFolder)(view, dataSet)
  const report: ImportReport = {
    ...imported,
    enemyDetails: {
      placeholderIds: enemyImport.placeholderIds,
      backswingUnknown: enemyImport.backswingUnknown,
      inGuide: enemyImport.enemies.filter((enemy) => enemy.inGuide).length,
    },
    sincePrevious: previous ? diffDataSets(previous, dataSet) : null,
  }
  fs.mkdirSync(dataDir, { recursive: true })
  // The history dumps carry no img/ folder: the icons of the last full dump stay as they are.
  // The English dumps have an icon for every listed form; the update layers lack some (README §5 of the updates).
  const unitForms =
    view.layers.length === 0
      ? []
      : dataSet.cats.flatMap((cat) => [...cat.forms.map((form) => `${cat.id}_${form.formIndex}`), ...(cat.spirit ? [`${cat.spirit.id}_0`] : [])])
  const icons = view.hasFolder('img') ? await syncIcons(view, iconDir, iconRecordFile, unitForms) : null
  const datasetJson = JSON.stringify(dataSet)
  writeFileAtomic(datasetFile, datasetJson)
  const enemiesJson = JSON.stringify(enemyImport.dataSet)
  writeFileAtomic(enemiesFile, enemiesJson)
  const comboFiles = readComboFiles(view)
  const combos = comboFiles ? importCombos(comboFiles, dataSet.cats, dataSet.version) : null
  writeFileAtomic(combosFile, JSON.stringify(combos?.data ?? emptyComboData(dataSet.version)))
  writeFileAtomic(reportFile, `${JSON.stringify(report, null, 2)}\n`)
  writeFileAtomic(stampFile, stamp)
  return {
    upToDate: false,
    report,
    icons,
    datasetBytes: Buffer.byteLength(datasetJson),
    enemiesBytes: Buffer.byteLength(enemiesJson),
    combos: combos ? formatComboReport(combos.report) : 'Combos: none in this dump (no NyancomboData.csv)',
  }
}

export interface HistoryImportOptions {
  /** GAME_DATA_HISTORY_DIR: one folder per region, one dump per version inside (`en/15.0.0`) */
  historyDir: string
  /** holds the current dataset.json; changes.json and its stamp are written beside it */
  dataDir: string
  force?: boolean
  /** the English dump and its update layers: each layer's version becomes a step of the history */
  layered?: { gameDataDir: string; updatesDir: string | null }
}

export type HistoryImportOutcome = { upToDate: true } | { upToDate: false; history: GameHistory; dumps: string[]; bytes: number }

/** The region's dumps, one folder per version; a missing history folder means none. */
function historyDumps(historyDir: string): string[] {
  const regionDir = path.join(historyDir, GAME_REGION)
  if (!fs.existsSync(regionDir)) return []
  return fs
    .readdirSync(regionDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isGameVersion(entry.name))
    .map((entry) => path.join(regionDir, entry.name))
    .sort()
}

/**
 * Builds data/changes.json: every history dump is imported as the main dump
 * is (same readers, so a dump the importer refuses stops this step with the
 * same message and leaves the previous file) and each version is compared
 * with the one before, up to the current data set. Kept apart from
 * dataset.json: only /changes, the unit pages' history and the API read it.
 */
export function runHistoryImport(options: HistoryImportOptions): HistoryImportOutcome {
  const { historyDir, dataDir } = options
  const datasetFile = path.join(dataDir, 'dataset.json')
  const changesFile = path.join(dataDir, 'changes.json')
  const stampFile = path.join(dataDir, 'changes-stamp.txt')
  const dumps = historyDumps(historyDir)
  const hash = createHash('sha256')
  hash.update(`${path.resolve(historyDir)}\0${GAME_REGION}\0`)
  for (const dump of dumps) {
    hash.update(`${path.basename(dump)}\0`)
    hashFileStats(hash, dump)
  }
  const layerStates = options.layered ? intermediateLayerStates(options.layered.gameDataDir, options.layered.updatesDir) : []
  for (const state of layerStates) hash.update(`${state.version}\0${state.upTo}\0`)
  hashImporterSources(hash)
  if (!fs.existsSync(datasetFile)) throw new GameDataError(`No data set to compare the history with: ${datasetFile}`)
  const currentJson = fs.readFileSync(datasetFile)
  hash.update(currentJson)
  const stamp = hash.digest('hex')
  if (!options.force && fs.existsSync(changesFile) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) {
    return { upToDate: true }
  }
  const current = dataSetSchema.parse(JSON.parse(currentJson.toString('utf8')))
  // One dump at a time, keeping only what the comparison reads.
  const older = dumps.map((dump) => {
    const { version, cats } = importGameData(readGameDataFiles(dump), current.generatedAt).dataSet
    return { version, cats }
  })
  const layered = layerStates.map((state) => {
    const { cats } = importGameData(
      readGameDataFiles(openLayeredGameData(options.layered!.gameDataDir, options.layered!.updatesDir, { upTo: state.upTo })),
      current.generatedAt,
    ).dataSet
    return { version: state.version, cats }
  })
  const history = buildHistory(current.region, [...older, ...layered, current])
  const json = JSON.stringify(history)
  fs.mkdirSync(dataDir, { recursive: true })
  writeFileAtomic(changesFile, json)
  writeFileAtomic(stampFile, stamp)
  return { upToDate: false, history, dumps, bytes: Buffer.byteLength(json) }
}

/**
 * The states between the English dump and the newest layer, one per game
 * version: a layer older than the dump (jp-15.0.0, a switch to JP tables,
 * not an update) goes with the next version's step; the last state is the
 * current data set itself.
 */
function intermediateLayerStates(gameDataDir: string, updatesDir: string | null): { version: string; upTo: number }[] {
  // The folder names are enough here: the view itself is built per state, only when the history is rebuilt.
  const layers = listLayers(updatesDir)
  const baseVersion = readGameVersion(gameDataDir)
  const states = new Map<string, number>()
  // The English dump itself is a version of the history (the history folder holds the ones before it).
  if (layers.length > 0) states.set(baseVersion, 0)
  layers.forEach((layer, index) => {
    if (compareGameVersions(layer.version, baseVersion) > 0) states.set(layer.version, index + 1)
  })
  states.delete(layers.at(-1)?.version ?? baseVersion)
  return [...states].map(([version, upTo]) => ({ version, upTo }))
}

/** The version in the last report, for the "up to date" line. */
function previousVersion(dataDir: string): string {
  try {
    return z.object({ version: z.string() }).parse(JSON.parse(fs.readFileSync(path.join(dataDir, 'report.json'), 'utf8'))).version
  } catch {
    return '?'
  }
}

async function main(): Promise<void> {
  const dataDir = path.resolve(process.cwd(), 'data')
  try {
    const outcome = await runImport({
      gameDataDir: defaultGameDataDir(),
      updatesDir: defaultGameDataUpdatesDir(),
      dataDir,
      iconDir: path.resolve(process.cwd(), 'public/game'),
      force: process.argv.includes('--force'),
    })
    if (outcome.upToDate) {
      console.log(`Game data ${previousVersion(dataDir)} (${GAME_REGION}): up to date`)
    } else {
      console.log(formatImportReport(outcome.report, { detailsIn: path.relative(process.cwd(), path.join(dataDir, 'report.json')) }))
      console.log(outcome.combos)
      console.log(outcome.icons ? formatIconSync(outcome.icons) : 'Icons: none in this dump (no img/ folder), the icons already written are kept')
      console.log(
        `Wrote ${path.relative(process.cwd(), path.join(dataDir, 'dataset.json'))} (${Math.round(outcome.datasetBytes / 1024)} KB), enemies.json (${Math.round(outcome.enemiesBytes / 1024)} KB) and report.json`,
      )
    }
  } catch (error) {
    if (!(error instanceof GameDataError)) throw error
    console.error(`Game data import failed: ${error.message}`)
    process.exitCode = 1
    return
  }
  try {
    const view = openLayeredGameData(defaultGameDataDir(), defaultGameDataUpdatesDir())
    console.log(formatCostsImport(runCostsImport({ view, dataDir, force: process.argv.includes('--force') })))
  } catch (error) {
    if (!(error instanceof GameDataError)) throw error
    console.error(`Upgrade costs failed (data/costs.json left as it was): ${error.message}`)
    process.exitCode = 1
  }
  try {
    const history = runHistoryImport({
      historyDir: defaultGameDataHistoryDir(),
      dataDir,
      force: process.argv.includes('--force'),
      layered: { gameDataDir: defaultGameDataDir(), updatesDir: defaultGameDataUpdatesDir() },
    })
    if (history.upToDate) {
      console.log('History of versions: up to date')
      return
    }
    const { versions, steps } = history.history
    const changed = steps.filter((step) => step.newCats.length + step.changedCats.length + step.removedCats.length > 0).length
    console.log(
      `History of versions: ${versions.join(', ')} (${history.dumps.length} dumps in ${defaultGameDataHistoryDir()}), ${changed} of ${steps.length} updates change cats; wrote data/changes.json (${Math.round(history.bytes / 1024)} KB)`,
    )
  } catch (error) {
    if (!(error instanceof GameDataError)) throw error
    console.error(`History of versions failed (data/changes.json left as it was): ${error.message}`)
    process.exitCode = 1
  }
}

if (import.meta.main) await main()
