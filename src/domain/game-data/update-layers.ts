import { z } from 'zod'
import { GameDataError } from './game-data-error.ts'
import { cleanText, parseTextLines } from './game-text.ts'
import { compareGameVersions } from './game-version.ts'

/**
 * Update layers on top of the English dump (game-data-updates/README.md):
 * folders of the game's own files named `jp-15.1.0`, applied in version order
 * (a later file replaces an earlier one), then one JSON data set
 * (`updatedbcdata-15.6.0/cats-excerpt.json`) that the importer turns into the
 * same rows. Everything here works on file contents; the script reads them.
 */

export type LayerKind = 'files' | 'json'

export interface UpdateLayer {
  /** the folder name, e.g. "jp-15.1.0" */
  name: string
  kind: LayerKind
  /** "jp" or "en" for game files; "json" for the data set */
  region: string
  version: string
}

const FILE_LAYER = /^(jp|en)-(\d+\.\d+\.\d+)$/
const JSON_LAYER = /^updatedbcdata-(\d+\.\d+\.\d+)$/
/** Folders beside the layers that are not layers: names, language tables, the layers' manifests. */
export const UPDATE_SIDE_FOLDERS = ['names', 'bcu-lang', 'manifests'] as const
/** The only folders a files layer may hold: the game's own. */
export const LAYER_TOP_FOLDERS = ['DataLocal', 'resLocal', 'img'] as const
export const JSON_LAYER_FILE = 'cats-excerpt.json'

/**
 * The layers of an updates folder, in the order they apply. A folder that is
 * neither a layer nor a known side folder stops the import: a new layout must
 * be looked at before its files are trusted.
 */
export function orderLayers(folderNames: readonly string[], updatesDir: string): UpdateLayer[] {
  const layers: UpdateLayer[] = []
  for (const name of folderNames) {
    if ((UPDATE_SIDE_FOLDERS as readonly string[]).includes(name)) continue
    const files = FILE_LAYER.exec(name)
    const json = JSON_LAYER.exec(name)
    if (files) layers.push({ name, kind: 'files', region: files[1]!, version: files[2]! })
    else if (json) layers.push({ name, kind: 'json', region: 'json', version: json[1]! })
    else {
      throw new GameDataError(
        `${updatesDir}/${name}: not an update layer this importer knows (expected "jp-X.Y.Z" or "en-X.Y.Z" with the game's DataLocal/resLocal/img folders, or "updatedbcdata-X.Y.Z" with ${JSON_LAYER_FILE}); nothing was imported`,
      )
    }
  }
  // Same version: the game's files first, the JSON data set after them.
  return layers.sort((a, b) => compareGameVersions(a.version, b.version) || (a.kind === b.kind ? 0 : a.kind === 'files' ? -1 : 1))
}

/** A short English label of where numbers come from: "JP files 15.5.0", "15.6.0 data set". */
export function layerLabel(layer: Pick<UpdateLayer, 'kind' | 'region' | 'version'>): string {
  if (layer.kind === 'json') return `${layer.version} data set (UpdatedBCData)`
  return `${layer.region.toUpperCase()} files ${layer.version}`
}

// ----- unitbuy.csv: English region columns win for cats of the English dump -----

/**
 * Columns of unitbuy.csv that differ by region, not by game version
 * (README §2.2, jp-15.0.0): unlock price, unlock currency, initial plus-level
 * cap, max plus level, version added.
 */
export const UNIT_BUY_REGION_COLUMNS = [1, 12, 19, 51, 57] as const

function csvLines(text: string): string[] {
  return parseTextLines(text.replace(/\r/g, '')).filter((line) => line.trim() !== '')
}

function splitCsv(line: string): string[] {
  return line
    .replace(/\/\/.*$/, '')
    .trim()
    .replace(/,+$/, '')
    .split(',')
}

/** Row i of the layered unitbuy takes the English dump's region columns when the English dump has row i. */
export function keepEnglishRegionColumns(englishUnitBuy: string, layeredUnitBuy: string): string {
  const english = csvLines(englishUnitBuy).map(splitCsv)
  return (
    csvLines(layeredUnitBuy)
      .map((line, catId) => {
        const base = english[catId]
        if (!base) return line
        const cells = splitCsv(line)
        for (const column of UNIT_BUY_REGION_COLUMNS) {
          if (base[column] !== undefined && cells[column] !== undefined) cells[column] = base[column]!
        }
        return cells.join(',')
      })
      .join('\n') + '\n'
  )
}

// ----- the JSON layer -----

const RARITY_CODES = ['N', 'EX', 'RR', 'SR', 'UR', 'LR'] as const

const evolution = z.object({
  level: z.number().int(),
  xp: z.number().int().nonnegative(),
  materials: z.array(z.tuple([z.number().int(), z.number().int()])).max(5),
})

const excerptUnit = z.object({
  info: z.object({
    rarity: z.enum(RARITY_CODES),
    name_basic: z.string(),
    names_evolved: z.string(),
    obtain_method: z.string().optional(),
    evolution: z.object({ true_form: evolution.optional(), ultra_form: evolution.optional() }).optional(),
  }),
  stats: z.array(z.array(z.number().int())).min(1).max(4),
  talents: z
    .array(z.number().int())
    .length(1 + 8 * 11)
    .optional(),
})
export type ExcerptUnit = z.infer<typeof excerptUnit>

const catsExcerpt = z.object({
  metadata: z.object({ version: z.string() }),
  units: z.record(z.string().regex(/^\d+$/), excerptUnit),
})

/** cats-excerpt.json, checked: a different shape fails naming the place. */
export function parseCatsExcerpt(text: string, where: string): Map<number, ExcerptUnit> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new GameDataError(`${where}: not JSON (${error instanceof Error ? error.message : String(error)})`)
  }
  const parsed = catsExcerpt.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new GameDataError(`${where}: unknown layout at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`)
  }
  return new Map(Object.entries(parsed.data.units).map(([id, unit]) => [Number(id), unit]))
}

export function rarityOfExcerpt(unit: ExcerptUnit): number {
  return RARITY_CODES.indexOf(unit.info.rarity)
}

/** The unit file of a JSON cat: one line per real form, the raw row in file order. */
export function unitFileOfStats(stats: readonly (readonly number[])[]): string {
  return stats.map((row) => row.join(',')).join('\n') + '\n'
}

const UNIT_BUY_WIDTH = 63
const TRUE_FORM_COLUMNS = { level: 25, xp: 27, materials: 28 } as const
const ULTRA_FORM_COLUMNS = { level: 26, xp: 38, materials: 39 } as const

function writeEvolution(cells: string[], columns: { level: number; xp: number; materials: number }, data: z.infer<typeof evolution>): boolean {
  if (Number(cells[columns.xp] ?? 0) !== 0) return false
  cells[columns.level] = String(data.level)
  cells[columns.xp] = String(data.xp)
  data.materials.forEach(([item, amount], index) => {
    cells[columns.materials + index * 2] = String(item)
    cells[columns.materials + index * 2 + 1] = String(amount)
  })
  return true
}

export interface UnitTablesResult {
  unitBuy: string
  unitLevel: string
  unitExp: string | null
  unitLimit: string | null
  /** cat id → what was not in the files and was filled in */
  defaulted: Map<number, string[]>
}

/**
 * Fills what the JSON layer knows and the tables lack: evolution costs the
 * unitbuy row does not have (196's ultra form, 733's true form), and whole
 * rows for cats no table has (873–875). Those rows are copied from the newest
 * cat of the same rarity, with evolutions cleared and the version set to the
 * layer's, and reported: they are a default, not the game's numbers.
 */
export function fillUnitTables(
  tables: { unitBuy: string; unitLevel: string; unitExp: string | null; unitLimit: string | null },
  units: ReadonlyMap<number, ExcerptUnit>,
  layerVersion: string,
): UnitTablesResult {
  const buy = csvLines(tables.unitBuy).map(splitCsv)
  const level = csvLines(tables.unitLevel)
  const exp = tables.unitExp === null ? null : csvLines(tables.unitExp)
  const limit = tables.unitLimit === null ? null : csvLines(tables.unitLimit)
  const defaulted = new Map<number, string[]>()
  const note = (catId: number, text: string) => defaulted.set(catId, [...(defaulted.get(catId) ?? []), text])
  const listedInFiles = buy.length
  const versionCode = String(layerVersion.split('.').reduce((code, part) => code * 100 + Number(part), 0))
  for (const [catId, unit] of [...units].sort(([a], [b]) => a - b)) {
    const rarity = rarityOfExcerpt(unit)
    if (catId < buy.length) {
      const cells = buy[catId]!
      const { true_form: trueForm, ultra_form: ultraForm } = unit.info.evolution ?? {}
      if (trueForm && unit.stats.length >= 3 && writeEvolution(cells, TRUE_FORM_COLUMNS, trueForm)) {
        note(catId, `true form evolution cost in unitbuy (taken from the ${layerVersion} data set)`)
      }
      if (ultraForm && unit.stats.length >= 4 && writeEvolution(cells, ULTRA_FORM_COLUMNS, ultraForm)) {
        note(catId, `ultra form evolution cost in unitbuy (taken from the ${layerVersion} data set)`)
      }
      continue
    }
    if (catId !== buy.length) throw new GameDataError(`${JSON_LAYER_FILE}: cat ${catId} would leave a gap after the tables' last cat ${buy.length - 1}`)
    let template = -1
    for (let id = listedInFiles - 1; id >= 0; id--) {
      if (Number(buy[id]![13]) === rarity && Number(buy[id]![23] ?? 0) === 0) {
        template = id
        break
      }
    }
    if (template < 0) throw new GameDataError(`${JSON_LAYER_FILE}: cat ${catId} has no table rows and no cat of its rarity to default from`)
    const cells = [...buy[template]!]
    while (cells.length < UNIT_BUY_WIDTH) cells.push('0')
    for (let column = 23; column <= 48; column++) cells[column] = column === 25 || column === 26 ? '-1' : '0'
    cells[57] = versionCode
    cells[61] = '-1'
    cells[62] = '-1'
    buy.push(cells)
    level.push(level[template]!)
    exp?.push(exp[template]!)
    limit?.push(limit[template]!)
    note(catId, `level curve, max level and XP costs (copied from cat ${template}, the newest of the same rarity)`)
  }
  const join = (lines: string[]) => lines.join('\n') + '\n'
  return {
    unitBuy: join(buy.map((cells) => cells.join(','))),
    unitLevel: join(level),
    unitExp: exp && join(exp),
    unitLimit: limit && join(limit),
    defaulted,
  }
}

// ----- talents: SkillAcquisition rows ⇄ the JSON layer's shape -----

const SLOTS = 8
const SLOT_WIDTH = 14
const JSON_SLOT_WIDTH = 11
/** SkillLevel.csv rows whose talents are ultra talents when they sit after the 5th slot (all 1,000 slots of EN 15.0.1 agree). */
const ULTRA_LEVEL_IDS = new Set([10, 12, 14, 15])

/** SkillLevel.csv: `lvID,np at level 1,…`; header first. */
export function parseSkillLevels(text: string): Map<number, number[]> {
  const levels = new Map<number, number[]>()
  for (const line of csvLines(text).slice(1)) {
    const [id, ...costs] = splitCsv(line).map(Number)
    if (id !== undefined && Number.isInteger(id))
      levels.set(
        id,
        costs.filter((cost) => Number.isFinite(cost)),
      )
  }
  return levels
}

/**
 * The JSON layer's talents (README §3.1): typeID, then per slot abilityID,
 * max level (0 shown as 1), total NP of its SkillLevel row, and the eight
 * parameters. textID, LvID, nameID and the ultra flag are dropped.
 */
export function talentJsonOfRow(row: readonly number[], skillLevels: ReadonlyMap<number, readonly number[]>): number[] {
  const json = [row[1] ?? 0]
  for (let slot = 0; slot < SLOTS; slot++) {
    const at = (offset: number) => row[2 + slot * SLOT_WIDTH + offset] ?? 0
    const abilityId = at(0)
    const total = abilityId === 0 ? 0 : (skillLevels.get(at(11)) ?? []).reduce((sum, cost) => sum + cost, 0)
    json.push(abilityId, abilityId === 0 ? at(1) : Math.max(1, at(1)), total, ...[2, 3, 4, 5, 6, 7, 8, 9].map(at))
  }
  return json
}

export interface TalentRebuildContext {
  skillLevels: ReadonlyMap<number, readonly number[]>
  /** the description line most rows use for each ability */
  textIds: ReadonlyMap<number, number>
  /** the cat's row before this layer, if any: its slots keep their textID, nameID and max level 0/1 */
  earlier?: readonly number[]
}

/** The textID each ability has in most rows (the JSON drops it; a few abilities use several). */
export function commonTextIds(rows: readonly (readonly number[])[]): Map<number, number> {
  const counts = new Map<number, Map<number, number>>()
  for (const row of rows) {
    for (let slot = 0; slot < SLOTS; slot++) {
      const abilityId = row[2 + slot * SLOT_WIDTH] ?? 0
      if (abilityId === 0) continue
      const textId = row[2 + slot * SLOT_WIDTH + 10] ?? 0
      const byText = counts.get(abilityId) ?? new Map<number, number>()
      byText.set(textId, (byText.get(textId) ?? 0) + 1)
      counts.set(abilityId, byText)
    }
  }
  return new Map([...counts].map(([abilityId, byText]) => [abilityId, [...byText].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0]]))
}

/**
 * Rebuilds a SkillAcquisition row from the JSON shape: LvID from the total
 * NP (and the max level where two rows cost the same); the ultra flag for a slot
 * after the 5th with an ultra cost row; textID, nameID and a max level of 0
 * from the cat's earlier row where that slot holds the same ability, else the
 * ability's usual textID, nameID −1 and max level 0 for on/off talents.
 */
export function talentRowOfJson(catId: number, json: readonly number[], context: TalentRebuildContext): number[] {
  const row = [catId, json[0] ?? 0]
  for (let slot = 0; slot < SLOTS; slot++) {
    const at = (offset: number) => json[1 + slot * JSON_SLOT_WIDTH + offset] ?? 0
    const abilityId = at(0)
    const params = [3, 4, 5, 6, 7, 8, 9, 10].map(at)
    if (abilityId === 0) {
      row.push(0, at(1), ...params, 0, 0, -1, 0)
      continue
    }
    const maxLevel = at(1)
    const total = at(2)
    // The total alone names the row but for 75 NP (row 2, ten levels; row 6, one): the max level tells those apart.
    const byTotal = [...context.skillLevels].filter(([, costs]) => costs.reduce((sum, cost) => sum + cost, 0) === total)
    const levelId = (byTotal.length > 1 ? byTotal.find(([, costs]) => costs.length > 1 === maxLevel > 1) : byTotal[0])?.[0]
    if (levelId === undefined) {
      throw new GameDataError(
        `${JSON_LAYER_FILE}: cat ${catId} talent slot ${slot + 1}: no SkillLevel.csv row costs ${total} NP in all (max level ${maxLevel})`,
      )
    }
    const earlierAt = (offset: number) => context.earlier?.[2 + slot * SLOT_WIDTH + offset]
    const same = earlierAt(0) === abilityId
    const fileMaxLevel = same ? (earlierAt(1) ?? maxLevel) : maxLevel === 1 ? 0 : maxLevel
    const textId = same ? (earlierAt(10) ?? 0) : (context.textIds.get(abilityId) ?? 0)
    const nameId = same ? (earlierAt(12) ?? -1) : -1
    const ultra = slot >= 5 && ULTRA_LEVEL_IDS.has(levelId) ? 1 : 0
    row.push(abilityId, fileMaxLevel, ...params, textId, levelId, nameId, ultra)
  }
  return row
}

/** Replaces or adds the rows of these cats in SkillAcquisition.csv, keeping the header and the cat order. */
export function replaceTalentRows(text: string, rows: ReadonlyMap<number, readonly number[]>): string {
  const lines = csvLines(text)
  const header = lines[0] ?? ''
  const byCat = new Map<number, string>()
  for (const line of lines.slice(1)) byCat.set(Number(splitCsv(line)[0]), line)
  for (const [catId, row] of rows) byCat.set(catId, row.join(','))
  return [header, ...[...byCat].sort((a, b) => a[0] - b[0]).map(([, line]) => line)].join('\n') + '\n'
}

export function talentRowsOf(text: string): Map<number, number[]> {
  return new Map(
    csvLines(text)
      .slice(1)
      .map((line) => splitCsv(line).map(Number))
      .map((cells) => [cells[0]!, cells]),
  )
}

// ----- English names and texts for what the English dump lacks -----

export interface NameSource {
  /** "en" official text, "ubcd" the 15.6 data set's English names, "bot" BCU's temporary names */
  source: 'en' | 'ubcd' | 'bot' | '-'
  name: string
}

/** names/names-en.tsv: id, form0–form3, source (per form, comma-separated), first_layer, new_forms, notes. */
export interface UnitNames {
  forms: (NameSource | null)[]
  /** form indexes a layer adds (`new_forms`: "2", "3", "all"); their line in an older English file is a copy of the form before */
  newForms: number[]
}

export function parseUnitNames(text: string): Map<number, UnitNames> {
  const names = new Map<number, UnitNames>()
  for (const line of csvLines(text).slice(1)) {
    const [id = '', f0 = '', f1 = '', f2 = '', f3 = '', sources = '', , newForms = ''] = line.split('\t')
    const bySource = sources.split(',')
    const forms = [f0, f1, f2, f3].map((name, index): NameSource | null => {
      const source = bySource[index]
      if (name.trim() === '' || (source !== 'en' && source !== 'ubcd' && source !== 'bot')) return null
      return { source, name: name.trim() }
    })
    names.set(Number(id), {
      forms,
      newForms:
        newForms.trim() === 'all'
          ? [0, 1, 2, 3]
          : newForms
              .split(/[ ,]+/)
              .filter((part) => /^\d$/.test(part))
              .map(Number),
    })
  }
  return names
}

/** names/enemy-names-en.tsv: id, name, source, first_layer, notes. */
export function parseEnemyNames(text: string): Map<number, NameSource> {
  const names = new Map<number, NameSource>()
  for (const line of csvLines(text).slice(1)) {
    const [id = '', name = '', source = ''] = line.split('\t')
    if (name.trim() !== '' && (source === 'en' || source === 'bot')) names.set(Number(id), { source, name: name.trim() })
  }
  return names
}

/** bcu-lang tables: `id<TAB>cell<TAB>cell…`, ids zero-padded; `<br>` inside a cell is a line break. */
export function parseLangTable(text: string | null): Map<number, string[]> {
  const table = new Map<number, string[]>()
  if (text === null) return table
  for (const line of parseTextLines(text.replace(/^\uFEFF/, ''))) {
    const [id = '', ...cells] = line.split('\t')
    if (/^\d+$/.test(id)) table.set(Number(id), cells)
  }
  return table
}

const descriptionLines = (cell: string | undefined) =>
  (cell ?? '')
    .split('<br>')
    .map(cleanText)
    .filter((part) => part !== '')
    .slice(0, 3)

/**
 * A cat's Unit_Explanation file with the forms the English dump does not name
 * filled in: a line the file lacks, whose name is empty, or that copies the
 * form before for a form a layer adds, takes the names
 * table's name and the language table's description. A name the game's file
 * has is never replaced. Returns null when there is nothing to write.
 */
export function unitExplanationWithNames(
  existing: string | null,
  names: UnitNames,
  descriptions: readonly string[] | undefined,
  formCount: number,
): { text: string; filled: number[] } | null {
  const lines = existing === null ? [] : parseTextLines(existing)
  const filled: number[] = []
  for (let formIndex = 0; formIndex < formCount; formIndex++) {
    const name = names.forms[formIndex]
    if (!name) continue
    const current = lines[formIndex]
    const nameIn = (line: string | undefined) => cleanText((line ?? '').split('|')[0] ?? '')
    // A cat without a true form repeats its 2nd form's line: a form a layer adds replaces that copy, never a name of its own.
    const copyOfFormBefore = names.newForms.includes(formIndex) && formIndex > 0 && nameIn(current) === nameIn(lines[formIndex - 1])
    if (current !== undefined && nameIn(current) !== '' && !copyOfFormBefore) continue
    while (lines.length < formIndex) lines.push('＠|')
    lines[formIndex] = [name.name, ...descriptionLines(descriptions?.[formIndex])].join('|') + '|'
    filled.push(formIndex)
  }
  return filled.length === 0 ? null : { text: lines.join('\n') + '\n', filled }
}

/** Enemyname.tsv and EnemyPictureBook_en.csv with the names and texts of enemies the English dump leaves unnamed. */
export function enemyTextsWithNames(
  enemyNames: string,
  pictureBook: string | null,
  names: ReadonlyMap<number, NameSource>,
  descriptions: ReadonlyMap<number, readonly string[]>,
): { enemyNames: string; pictureBook: string | null; filled: number[] } {
  const nameLines = parseTextLines(enemyNames)
  const bookLines = pictureBook === null ? null : parseTextLines(pictureBook)
  const filled: number[] = []
  for (const [id, name] of [...names].sort((a, b) => a[0] - b[0])) {
    if (cleanText((nameLines[id] ?? '').split('\t')[0] ?? '') !== '') continue
    while (nameLines.length <= id) nameLines.push('')
    nameLines[id] = name.name
    filled.push(id)
    if (bookLines && cleanText((bookLines[id] ?? '').replaceAll('%s', '').replaceAll('|', '')) === '') {
      while (bookLines.length <= id) bookLines.push('')
      bookLines[id] = ['%s', ...(descriptions.get(id)?.[0] ?? '').split('<br>').map(cleanText)].join('|') + '|'
    }
  }
  return { enemyNames: nameLines.join('\n') + '\n', pictureBook: bookLines && bookLines.join('\n') + '\n', filled }
}

/** One line on what the numbers are built from: "English 15.0.1 files, JP files 15.0.0–15.5.1, 15.6.0 data set (UpdatedBCData)". */
export function describeDataSources(
  version: string,
  region: string,
  sources: { base: string; layers: readonly { name: string; version: string }[] } | undefined,
): string {
  if (!sources || sources.layers.length === 0) return `${region === 'en' ? 'English' : region.toUpperCase()} ${version} files`
  const parts = [`English ${sources.base} files`]
  const jp = sources.layers.filter((layer) => layer.name.startsWith('jp-'))
  if (jp.length > 0) parts.push(jp.length === 1 ? `JP files ${jp[0]!.version}` : `JP files ${jp[0]!.version}–${jp.at(-1)!.version}`)
  for (const layer of sources.layers.filter((candidate) => candidate.name.startsWith('updatedbcdata-'))) parts.push(`${layer.version} data set (UpdatedBCData)`)
  return parts.join(', ')
}

/** The game versions the layers bring after the English dump, oldest first, each once: the "New since" choices. */
export function newVersionsOf(sources: { base: string; layers: readonly { version: string }[] } | undefined): string[] {
  if (!sources) return []
  return [...new Set(sources.layers.map((layer) => layer.version))].filter((version) => compareGameVersions(version, sources.base) > 0)
}

/** The newest cats by version added (then by id), each by its newest listed form: the home page's "New cats". */
export function newestCats(
  cats: readonly { id: number; rarity: number; addedIn?: string | null; forms: readonly { formIndex: number; name: string }[] }[],
  count: number,
): { unitId: number; formIndex: number; name: string; rarity: number; addedIn: string }[] {
  return cats
    .filter((cat): cat is typeof cat & { addedIn: string } => typeof cat.addedIn === 'string' && cat.forms.length > 0)
    .sort((a, b) => compareGameVersions(b.addedIn, a.addedIn) || b.id - a.id)
    .slice(0, count)
    .map((cat) => {
      const form = cat.forms.at(-1)!
      return { unitId: cat.id, formIndex: form.formIndex, name: form.name, rarity: cat.rarity, addedIn: cat.addedIn }
    })
}

/** Marks enemies named by BCU's temporary list and those whose t_unit.csv row has abilities the engine does not count yet. */
export function annotateEnemies<T extends { id: number; temporaryName?: true; notModelled?: string[] }>(
  enemies: readonly T[],
  enemyRows: ReadonlyMap<number, readonly number[]>,
  temporaryIds: readonly number[],
  notModelledOf: (cells: readonly number[]) => string[],
): T[] {
  const temporary = new Set(temporaryIds)
  return enemies.map((enemy) => {
    const notModelled = notModelledOf(enemyRows.get(enemy.id) ?? [])
    return {
      ...enemy,
      ...(temporary.has(enemy.id) ? { temporaryName: true as const } : {}),
      ...(notModelled.length > 0 ? { notModelled } : {}),
    }
  })
}
