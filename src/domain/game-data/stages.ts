import { z } from 'zod'
import { GameDataError } from './game-data-error.ts'
import { MAP_KINDS, numberedMapLabel, type MapKind } from '../stage/map-kinds.ts'
import { stageRules, type StageRules } from './stage-rules.ts'

export { MAP_KINDS, MAP_KIND_NAMES, isMapIdShape, parseStageId, type MapKind } from '../stage/map-kinds.ts'

/**
 * Stage reader: every stage of every map kind in a dump's DataLocal/resLocal
 * stage files. FORMAT.md does not document them; the columns we rely on and
 * their public sources are in docs/mechanics-notes.md ("Stages").
 */

/**
 * Kinds read from `stage{prefix}{map:03}_{stage:02+}.csv` + `MapStageData{code}_{map:03}.csv`
 * + `StageName_{nameCode}_en.csv`. `series` = the kind's number in the game's map ids (Map_option.csv),
 * which is also BCU's map-kind number in en-StageName.txt, except for the Aku Realms (`bcuMap`).
 */
const NUMBERED_KINDS: readonly { kind: MapKind; code: string; prefix: string; nameCode: string; series: number; bcuMap?: (map: number) => string | null }[] = [
  { kind: 'sol', code: 'N', prefix: 'RN', nameCode: 'RN', series: 0 },
  { kind: 'event', code: 'S', prefix: 'RS', nameCode: 'RS', series: 1 },
  { kind: 'collab', code: 'C', prefix: 'RC', nameCode: 'RC', series: 2 },
  { kind: 'extra', code: 'EX', prefix: 'EX', nameCode: 'RE', series: 4 },
  { kind: 'dojo', code: 'T', prefix: 'RT', nameCode: 'RT', series: 6 },
  { kind: 'tower', code: 'V', prefix: 'RV', nameCode: 'RV', series: 7 },
  { kind: 'ranking', code: 'R', prefix: 'RR', nameCode: 'RR', series: 11 },
  { kind: 'challenge', code: 'M', prefix: 'RM', nameCode: 'RM', series: 12 },
  { kind: 'uncanny', code: 'NA', prefix: 'RNA', nameCode: 'RNA', series: 13 },
  { kind: 'catamin', code: 'B', prefix: 'RB', nameCode: 'RB', series: 14 },
  { kind: 'gauntlet', code: 'A', prefix: 'RA', nameCode: 'RA', series: 24 },
  { kind: 'enigma', code: 'H', prefix: 'RH', nameCode: 'RH', series: 25 },
  { kind: 'collabGauntlet', code: 'CA', prefix: 'RCA', nameCode: 'RCA', series: 27 },
  // BCU files the one Aku Realms map among the main chapters, as map 14 of kind 3 (DefMapColc: add(14, … MapStageDataDM_000.csv)).
  { kind: 'aku', code: 'DM', prefix: 'DM', nameCode: 'DM', series: 30, bcuMap: (map) => (map === 0 ? '003-014' : null) },
  { kind: 'behemoth', code: 'Q', prefix: 'RQ', nameCode: 'RQ', series: 31 },
  { kind: 'labyrinth', code: 'L', prefix: 'L', nameCode: 'L', series: 33 },
  { kind: 'zero', code: 'ND', prefix: 'RND', nameCode: 'RND', series: 34 },
  { kind: 'colosseum', code: 'SR', prefix: 'RSR', nameCode: 'RSR', series: 36 },
  { kind: 'championships', code: 'G', prefix: 'G', nameCode: 'G', series: 37 },
]

/** MapStageData code of the map-data file, for the kinds whose map file is named differently from the map id. */
const MAP_DATA_CODE: Record<string, string> = { EX: 'RE' }

export const stageEnemyLine = z.object({
  enemyId: z.number().int().nonnegative(),
  /** 0 = no limit */
  count: z.number().int(),
  /** frames after the battle starts (the file counts in units of 2 frames) */
  firstSpawnFrames: z.number().int(),
  respawnMinFrames: z.number().int(),
  respawnMaxFrames: z.number().int(),
  /** appears once the enemy base's HP is at or below this percentage (100 = from the start) */
  baseHpPercent: z.number().int(),
  /** HP magnification in percent */
  hpMagnification: z.number().int(),
  /** attack magnification in percent */
  attackMagnification: z.number().int(),
  boss: z.boolean(),
  /** this enemy is the enemy base itself (e.g. an Aku Realms gate) */
  isBase: z.boolean(),
})
export type StageEnemyLine = z.infer<typeof stageEnemyLine>

export const stage = z.object({
  mapId: z.string(),
  stageId: z.number().int().nonnegative(),
  /** English name: the game's resLocal StageName file, else BCU's en-StageName.txt; null = neither has one */
  name: z.string().nullable(),
  /** the name, or "<map label> stage N" when the files have none */
  label: z.string(),
  /** null = not in the files (no map-data row for it) */
  energy: z.number().int().nullable(),
  baseHp: z.number().int(),
  length: z.number().int(),
  /** most enemies on the field at once */
  enemyLimit: z.number().int(),
  /** non-zero = a timed stage: the enemy base cannot be destroyed (BCU: timeLimit) */
  timeLimit: z.number().int(),
  noContinues: z.boolean(),
  /** the file's own line order (BCU shows them reversed) */
  enemies: z.array(stageEnemyLine),
  /** Stage_option.csv, Charagroup.csv, SpecialRulesMap.json (stage-rules.ts); absent = the files set none */
  rules: stageRules.optional(),
})
export type Stage = z.infer<typeof stage>

export const stageMap = z.object({
  id: z.string(),
  kind: z.enum(MAP_KINDS),
  /** the map's number in its files (e.g. 0 in stageRN000_00.csv) */
  number: z.number().int().nonnegative(),
  /**
   * English map name from BCU's en-StageName.txt ("The Legend Begins" for N000); the game draws map names as
   * images, so it has none as text. null = BCU has none either, or a main chapter (their labels are ours).
   */
  name: z.string().nullable(),
  /** the name, else "<kind> <number from 1>" ("Stories of Legend 1"), or a main chapter's "Empire of Cats Chapter 1" */
  label: z.string(),
  /** crown (star) magnifications in percent from Map_option.csv; [100] when the map has none */
  crowns: z.array(z.number().int()),
  stages: z.array(stage),
})
export type StageMap = z.infer<typeof stageMap>

export const stageData = z.object({
  version: z.string(),
  maps: z.array(stageMap),
})
export type StageData = z.infer<typeof stageData>

/** Every stage file the reader takes, by base name; `null` from read = absent. */
export interface StageFiles {
  /** DataLocal base names (stage*.csv, MapStageData*.csv, stageNormal*.csv, Map_option.csv) */
  dataLocal: readonly string[]
  readDataLocal(name: string): string
  /** resLocal/StageName*_en.csv by base name, null = absent */
  readResLocal(name: string): string | null
  /** BCU's `bcu-lang/en-StageName.txt` (the update layers); null or absent = no such names, maps keep their kind-and-number labels */
  bcuStageNames?: string | null
}

/** One raw line: BOM, CR and `//` comment dropped, cells trimmed, trailing empties dropped. */
function splitLine(raw: string): string[] {
  const content = raw
    .replace(/^\uFEFF/, '')
    .replace(/\r/g, '')
    .replace(/\/\/.*$/, '')
    .trim()
  if (content === '') return []
  const cells = content.split(',').map((cell) => cell.trim())
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop()
  return cells
}

const INTEGER = /^-?\d+$/

function toInt(value: string | undefined, where: string): number {
  if (value === undefined || value === '') return 0
  if (!INTEGER.test(value)) throw new GameDataError(`${where}: "${value}" is not an integer`)
  return Number(value)
}

/** Non-empty lines of a file (comment-only lines are kept as raw text so the enemy list can stop at them). */
function contentLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/^\uFEFF/, '')
        .replace(/\r/g, '')
        .trim(),
    )
    .filter((line) => line !== '')
}

/**
 * The three stage-file layouts (BCU Stage(…, type)):
 * - `header`: a castle line first (castle id, no-continue flag, EX chance …), then the stage line;
 * - `noHeader`: ItF/CotC chapter files start with the stage line;
 * - `eoc`: EoC chapter files start with the stage line and their enemy lines stop after 9 columns
 *   (no magnification column: the chapter sets it).
 */
type Layout = 'header' | 'noHeader' | 'eoc'

interface StageFacts {
  baseHp: number
  length: number
  enemyLimit: number
  timeLimit: number
  noContinues: boolean
  enemies: StageEnemyLine[]
}

/** Reads one stage file; `chapterMagnification` multiplies the EoC lines' implicit 100%. */
export function parseStageFile(text: string, file: string, layout: Layout, chapterMagnification = 100): StageFacts {
  const lines = contentLines(text)
  let index = 0
  let noContinues = false
  if (layout === 'header') {
    const castle = splitLine(lines[index] ?? '')
    noContinues = castle[1] === '1'
    index++
  }
  const stageLine = splitLine(lines[index] ?? '')
  if (stageLine.length < 7) throw new GameDataError(`${file}: the stage line has ${stageLine.length} columns, at least 7 are needed`)
  const where = `${file} stage line`
  const length = toInt(stageLine[0], where)
  const baseHp = toInt(stageLine[1], where)
  const enemyLimit = toInt(stageLine[5], where)
  // Column 6 names the enemy that is the base (enemy id + 2); 0 = an ordinary castle.
  const baseEnemyId = toInt(stageLine[6], where) - 2
  const timeLimit = stageLine.length >= 8 ? Math.max(toInt(stageLine[7], where), 0) : 0
  index++
  const columns = layout === 'eoc' ? 9 : 10
  const enemies: StageEnemyLine[] = []
  for (; index < lines.length; index++) {
    const raw = lines[index]!
    // BCU stops at the first line that does not start with a digit or whose enemy is 0.
    if (!/^\d/.test(raw) || raw.startsWith('0,')) break
    const cells = splitLine(raw)
    const at = `${file} line ${index + 1}`
    const value = (column: number) => toInt(cells[column], `${at}, column ${column}`)
    const enemyId = value(0) - 2
    if (enemyId < 0) break
    let baseHpPercent = value(5)
    let hpMagnification = columns > 9 && cells.length > 9 && cells[9] !== '' ? value(9) : 100
    // Old lines carry the magnification in the base-HP column (BCU: data[5] > 100 with data[9] == 100, untimed stages).
    if (timeLimit === 0 && columns > 9 && baseHpPercent > 100 && hpMagnification === 100) {
      hpMagnification = baseHpPercent
      baseHpPercent = 100
    }
    if (layout === 'eoc') hpMagnification = chapterMagnification
    const attackCell = cells[11]
    const attack = attackCell !== undefined && INTEGER.test(attackCell) ? Number(attackCell) : 0
    const isBase = enemyId === baseEnemyId
    enemies.push({
      enemyId,
      count: value(1),
      firstSpawnFrames: value(2) * 2,
      respawnMinFrames: value(3) * 2,
      respawnMaxFrames: value(4) * 2,
      // The base enemy has no base-HP trigger (BCU sets castle_0 = 0).
      baseHpPercent: isBase ? 0 : baseHpPercent,
      hpMagnification,
      attackMagnification: layout !== 'eoc' && attack !== 0 ? attack : hpMagnification,
      boss: value(8) !== 0,
      isBase,
    })
  }
  return { baseHp, length, enemyLimit, timeLimit, noContinues, enemies }
}

/** Energy per stage from a map-data file (MapStageData*.csv, stageNormal*.csv): two header lines, then one line per stage, energy first. */
export function parseMapEnergies(text: string, file: string): (number | null)[] {
  return contentLines(text)
    .slice(2)
    .filter((line) => /^-?\d/.test(line))
    .map((line, row) => {
      const cells = splitLine(line)
      if (cells.length < 2) return null
      return toInt(cells[0], `${file} stage row ${row}`)
    })
}

/** StageName*_en.csv: line = map, `|`-separated cells = stages; `＠` ends a map's list; empty = no name. */
export function parseStageNames(text: string | null): string[][] {
  if (text === null) return []
  return text.split('\n').map((line) => {
    const names: string[] = []
    for (const cell of line.replace(/\r/g, '').split('|')) {
      if (cell.includes('＠')) break
      names.push(cell.trim())
    }
    return names
  })
}

/**
 * BCU's en-StageName.txt: one name per line, `MMM` a map kind, `MMM-NNN` a map, `MMM-NNN-SSS` a stage, then
 * tabs and the name (BCU takes the last tab-separated cell). Keys come back zero-padded to three digits.
 * A line with an id that is not 1–3 dash-separated numbers fails, naming the line.
 */
export function parseBcuStageNames(text: string | null | undefined, file = 'en-StageName.txt'): Map<string, string> {
  const names = new Map<string, string>()
  if (text === null || text === undefined) return names
  text.split('\n').forEach((raw, index) => {
    const cells = raw
      .replace(/^\uFEFF/, '')
      .replace(/\r$/, '')
      .split('\t')
    const id = cells[0]!.trim()
    const name = cells[cells.length - 1]!.trim()
    if (cells.length < 2 || id === '' || name === '') return
    if (!/^\d{1,4}(-\d{1,4}){0,2}$/.test(id)) throw new GameDataError(`${file} line ${index + 1}: "${id}" is not a map kind, map or stage id`)
    names.set(
      id
        .split('-')
        .map((part) => pad3(Number(part)))
        .join('-'),
      name,
    )
  })
  return names
}

/** Map_option.csv: map id (series × 1000 + map) → crown magnifications (columns 2.. for the count in column 1). */
export function parseMapCrowns(text: string | null): Map<number, number[]> {
  const crowns = new Map<number, number[]>()
  if (text === null) return crowns
  for (const line of contentLines(text).slice(1)) {
    const cells = splitLine(line)
    const id = Number(cells[0])
    const count = Number(cells[1])
    if (!Number.isInteger(id) || !Number.isInteger(count) || count < 1 || count > 4) continue
    const values = cells.slice(2, 2 + count).map(Number)
    if (values.every((value) => Number.isInteger(value) && value > 0)) crowns.set(id, values)
  }
  return crowns
}

const NUMBERED_FILE = /^stage([A-Z]+)(\d{3})_(\d+)\.csv$/

function pad3(value: number): string {
  return String(value).padStart(3, '0')
}

function stageLabel(mapLabel: string, stageId: number): string {
  return `${mapLabel} stage ${stageId + 1}`
}

/** A stage's English name: the game's own where it has one (it wins over BCU's list), else BCU's. */
function stageName(gameName: string | null, bcuNames: ReadonlyMap<string, string>, bcuMap: string | null, stageId: number): string | null {
  return gameName ?? (bcuMap === null ? null : (bcuNames.get(`${bcuMap}-${pad3(stageId)}`) ?? null))
}

/** BCU's map number (kind 3) of each Zombie Outbreak file number (stageZ{nn}): DefMapColc() and en-StageName.txt's 003-017. */
const OUTBREAK_BCU_MAP: Readonly<Record<number, number>> = { 0: 0, 1: 1, 2: 2, 4: 10, 5: 12, 6: 13, 7: 15, 8: 16, 9: 17 }

/** Main chapters: which stage-name line a stage takes. The first 46 stages are listed in reverse (BCU CH_CASTLES). */
function chapterNameIndex(stageId: number): number {
  return stageId < 46 ? 45 - stageId : stageId
}

interface ChapterSource {
  id: string
  kind: MapKind
  number: number
  label: string
  files: (stageId: number) => string
  layout: Layout
  stageIds: number[]
  magnification?: number
  energyFile: string
  names: string[]
  /** BCU's map key in en-StageName.txt, kind 3 (DefMapColc()), for the stage names the game lacks */
  bcuMap: string
}

/** Every map and stage in the dump. Fails naming the file on a stage line it cannot read. */
export function parseStages(files: StageFiles, version: string): StageData {
  const present = new Set(files.dataLocal)
  const maps: StageMap[] = []
  const bcuNames = parseBcuStageNames(files.bcuStageNames)
  const crowns = parseMapCrowns(present.has('Map_option.csv') ? files.readDataLocal('Map_option.csv') : null)
  const energyOf = (file: string): (number | null)[] => (present.has(file) ? parseMapEnergies(files.readDataLocal(file), file) : [])

  // Main chapters, their outbreaks and the Filibuster Invasion.
  const chapterNames = [0, 1, 2].map((chapter) => parseStageNames(files.readResLocal(`StageName${chapter}_en.csv`)).map((cells) => cells[0] ?? ''))
  const idsOf = (pattern: RegExp): number[] =>
    files.dataLocal
      .map((name) => pattern.exec(name))
      .flatMap((match) => (match ? [Number(match[1])] : []))
      .sort((a, b) => a - b)
  const eocIds = idsOf(/^stage(\d{2})\.csv$/)
  const chapters: ChapterSource[] = []
  const CHAPTER_NAMES = ['Empire of Cats', 'Into the Future', 'Cats of the Cosmos'] as const
  for (let chapter = 0; chapter < 3; chapter++) {
    chapters.push({
      id: `EoC${chapter + 1}`,
      kind: 'main',
      number: chapter,
      label: `${CHAPTER_NAMES[0]} Chapter ${chapter + 1}`,
      files: (stageId) => `stage${String(stageId).padStart(2, '0')}.csv`,
      layout: 'eoc',
      stageIds: eocIds,
      // EoC chapters 2 and 3 replay chapter 1's files at 150% and 400% (BCU: stars {100, 150, 400}).
      magnification: [100, 150, 400][chapter]!,
      energyFile: 'stageNormal0.csv',
      names: chapterNames[0]!,
      // BCU keeps EoC as one map, 9, whose stages are the file numbers.
      bcuMap: '003-009',
    })
  }
  for (const [world, prefix, first] of [
    [1, 'W', 4],
    [2, 'Space', 7],
  ] as const) {
    for (let chapter = 0; chapter < 3; chapter++) {
      const fileNumber = first + chapter
      const pattern = new RegExp(`^stage${prefix}${String(fileNumber).padStart(2, '0')}_(\\d+)\\.csv$`)
      chapters.push({
        id: `${world === 1 ? 'ItF' : 'CotC'}${chapter + 1}`,
        kind: 'main',
        number: world * 3 + chapter,
        label: `${CHAPTER_NAMES[world]} Chapter ${chapter + 1}`,
        files: (stageId) => `stage${prefix}${String(fileNumber).padStart(2, '0')}_${String(stageId).padStart(2, '0')}.csv`,
        layout: 'noHeader',
        stageIds: idsOf(pattern),
        energyFile: `stageNormal${world}_${chapter}.csv`,
        names: chapterNames[world]!,
        // BCU: ItF 1–3 = maps 3–5, CotC 1–3 = maps 6–8 (the file number − 1).
        bcuMap: `003-${pad3(fileNumber - 1)}`,
      })
    }
  }
  // Outbreaks: stageZ00–02 EoC, Z04–06 ItF, Z07–09 CotC (rust-wiki stage_metadata), energy from stageNormal{world}_{chapter}_Z.csv.
  for (const fileNumber of [0, 1, 2, 4, 5, 6, 7, 8, 9]) {
    const world = fileNumber < 3 ? 0 : fileNumber < 7 ? 1 : 2
    const chapter = fileNumber < 3 ? fileNumber : fileNumber < 7 ? fileNumber - 4 : fileNumber - 7
    const two = String(fileNumber).padStart(2, '0')
    chapters.push({
      id: `Z${pad3(fileNumber)}`,
      kind: 'outbreak',
      number: fileNumber,
      label: `Zombie Outbreak: ${CHAPTER_NAMES[world]} Chapter ${chapter + 1}`,
      files: (stageId) => `stageZ${two}_${String(stageId).padStart(2, '0')}.csv`,
      layout: 'header',
      stageIds: idsOf(new RegExp(`^stageZ${two}_(\\d+)\\.csv$`)),
      energyFile: `stageNormal${world}_${chapter}_Z.csv`,
      names: chapterNames[world]!,
      bcuMap: `003-${pad3(OUTBREAK_BCU_MAP[fileNumber]!)}`,
    })
  }
  for (const [id, file, energyFile, label, bcuMap] of [
    ['Filibuster', 'stageSpace09_Invasion_00.csv', 'stageNormal2_2_Invasion.csv', 'Filibuster Invasion', '003-011'],
    ['FilibusterZ', 'stageSpace09_Invasion_Z_00.csv', 'stageNormal2_2_Invasion_Z.csv', 'Filibuster Invasion (zombie)', '003-018'],
  ] as const) {
    chapters.push({
      id,
      kind: 'filibuster',
      number: 0,
      label,
      files: () => file,
      layout: 'header',
      stageIds: present.has(file) ? [0] : [],
      energyFile,
      names: [],
      bcuMap,
    })
  }
  for (const source of chapters) {
    if (source.stageIds.length === 0) continue
    const energies = energyOf(source.energyFile)
    const stages = source.stageIds.map((stageId): Stage => {
      const file = source.files(stageId)
      const facts = parseStageFile(files.readDataLocal(file), file, source.layout, source.magnification)
      const raw = source.names[chapterNameIndex(stageId)] ?? ''
      const gameName = raw === '' || raw === 'dammy' || raw.startsWith('<') ? null : raw
      const name = stageName(gameName, bcuNames, source.bcuMap, stageId)
      return { mapId: source.id, stageId, name, label: name ?? stageLabel(source.label, stageId), energy: energies[stageId] ?? null, ...facts }
    })
    maps.push({ id: source.id, kind: source.kind, number: source.number, name: null, label: source.label, crowns: [100], stages })
  }

  // Every numbered map kind.
  const byPrefix = new Map(NUMBERED_KINDS.map((kind) => [kind.prefix, kind]))
  const grouped = new Map<string, { kind: (typeof NUMBERED_KINDS)[number]; map: number; stages: { stageId: number; file: string }[] }>()
  for (const file of files.dataLocal) {
    const match = NUMBERED_FILE.exec(file)
    if (!match) continue
    const kind = byPrefix.get(match[1]!)
    if (!kind) continue
    const map = Number(match[2])
    const id = `${kind.code}${pad3(map)}`
    const entry = grouped.get(id) ?? { kind, map, stages: [] }
    entry.stages.push({ stageId: Number(match[3]), file })
    grouped.set(id, entry)
  }
  const namesByCode = new Map<string, string[][]>()
  const kindOrder = new Map(MAP_KINDS.map((kind, index) => [kind, index]))
  const numbered = [...grouped.entries()].sort(([, a], [, b]) => kindOrder.get(a.kind.kind)! - kindOrder.get(b.kind.kind)! || a.map - b.map)
  for (const [id, { kind, map, stages: entries }] of numbered) {
    let names = namesByCode.get(kind.nameCode)
    if (!names) {
      names = parseStageNames(files.readResLocal(`StageName_${kind.nameCode}_en.csv`))
      namesByCode.set(kind.nameCode, names)
    }
    const energies = energyOf(`MapStageData${MAP_DATA_CODE[kind.code] ?? kind.code}_${pad3(map)}.csv`)
    const bcuMap = kind.bcuMap ? kind.bcuMap(map) : `${pad3(kind.series)}-${pad3(map)}`
    const mapName = bcuMap === null ? null : (bcuNames.get(bcuMap) ?? null)
    const label = mapName ?? numberedMapLabel(kind.kind, map)
    const stages = entries
      .sort((a, b) => a.stageId - b.stageId)
      .map(({ stageId, file }): Stage => {
        const facts = parseStageFile(files.readDataLocal(file), file, 'header')
        const raw = names[map]?.[stageId] ?? ''
        const name = stageName(raw === '' ? null : raw, bcuNames, bcuMap, stageId)
        return { mapId: id, stageId, name, label: name ?? stageLabel(label, stageId), energy: energies[stageId] ?? null, ...facts }
      })
    maps.push({ id, kind: kind.kind, number: map, name: mapName, label, crowns: crowns.get(kind.series * 1000 + map) ?? [100], stages })
  }
  return { version, maps }
}

/**
 * data/stages.json stores each enemy line as a tuple in ENEMY_LINE_FIELDS
 * order (booleans as 0/1): the object form is four times larger and only the
 * server reads the file.
 */
export const ENEMY_LINE_FIELDS = [
  'enemyId',
  'count',
  'firstSpawnFrames',
  'respawnMinFrames',
  'respawnMaxFrames',
  'baseHpPercent',
  'hpMagnification',
  'attackMagnification',
  'boss',
  'isBase',
] as const satisfies readonly (keyof StageEnemyLine)[]

type PackedLine = number[]
function isPackedLine(value: unknown): value is PackedLine {
  return Array.isArray(value) && value.length === ENEMY_LINE_FIELDS.length && value.every((cell) => Number.isInteger(cell))
}
// Checked by hand: zod takes seconds over the ~60,000 lines.
const packedLines = z.custom<PackedLine[]>((value) => Array.isArray(value) && value.every(isPackedLine), 'Expected enemy lines of 10 integers')
const packedStage = stage.omit({ enemies: true, mapId: true }).extend({ enemies: packedLines })
const packedStageData = z.object({
  version: z.string(),
  maps: z.array(stageMap.omit({ stages: true }).extend({ stages: z.array(packedStage) })),
})
export type PackedStageData = z.infer<typeof packedStageData>

export function packStageData(data: StageData): PackedStageData {
  return {
    version: data.version,
    maps: data.maps.map((map) => ({
      ...map,
      stages: map.stages.map(({ mapId: _mapId, enemies, ...rest }) => ({
        ...rest,
        enemies: enemies.map((line) => ENEMY_LINE_FIELDS.map((field) => Number(line[field]))),
      })),
    })),
  }
}

/**
 * The map's number in the game's map ids (series × 1000 + map, as Map_option.csv and Stage_option.csv
 * count them); null where it is not known (the zombie Filibuster Invasion). Main chapters are series 3
 * (EoC 1–3 = 3000–3002, ItF 3003–3005, CotC 3006–3008), the outbreaks 20–22, the Filibuster 23000: the
 * Japanese map names of Map_option.csv's last column say which.
 */
export function gameMapIdOf(map: Pick<StageMap, 'id' | 'kind' | 'number'>): number | null {
  if (map.kind === 'main') return 3000 + map.number
  if (map.kind === 'outbreak') return map.number < 3 ? 20_000 + map.number : map.number < 7 ? 21_000 + map.number - 4 : 22_000 + map.number - 7
  if (map.kind === 'filibuster') return map.id === 'Filibuster' ? 23_000 : null
  const numbered = NUMBERED_KINDS.find((kind) => kind.kind === map.kind)
  return numbered ? numbered.series * 1000 + map.number : null
}

/** Every stage with its rules (kept only where the files set some or something could not be read). */
export function withStageRules(data: StageData, rulesOf: (gameMapId: number | null, stageId: number) => StageRules): StageData {
  return {
    ...data,
    maps: data.maps.map((map) => {
      const gameMapId = gameMapIdOf(map)
      return {
        ...map,
        stages: map.stages.map((stage) => {
          const rules = rulesOf(gameMapId, stage.stageId)
          const empty = rules.restrictions.length === 0 && rules.special.length === 0 && rules.unread.length === 0
          return empty ? stage : { ...stage, rules }
        }),
      }
    }),
  }
}

/** Validates data/stages.json and restores the object form. */
export function unpackStageData(json: unknown): StageData {
  const packed = packedStageData.parse(json)
  return {
    version: packed.version,
    maps: packed.maps.map((map) => ({
      ...map,
      stages: map.stages.map(({ enemies, ...rest }) => ({
        ...rest,
        mapId: map.id,
        enemies: enemies.map(
          ([enemyId, count, firstSpawnFrames, respawnMinFrames, respawnMaxFrames, baseHpPercent, hpMagnification, attackMagnification, boss, isBase]) => ({
            enemyId: enemyId!,
            count: count!,
            firstSpawnFrames: firstSpawnFrames!,
            respawnMinFrames: respawnMinFrames!,
            respawnMaxFrames: respawnMaxFrames!,
            baseHpPercent: baseHpPercent!,
            hpMagnification: hpMagnification!,
            attackMagnification: attackMagnification!,
            boss: boss === 1,
            isBase: isBase === 1,
          }),
        ),
      })),
    })),
  }
}
