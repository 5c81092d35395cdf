import { z } from 'zod'
import { GameDataError } from './game-data-error.ts'
import { rarityIndex } from './model.ts'

/**
 * Stage restrictions (issue #45 point 2): `DataLocal/Stage_option.csv`, `Charagroup.csv` and
 * `SpecialRulesMap.json`, read with the file contents passed in. Column meanings and their
 * sources (BCU `util/stage/Limit.java`, `CharaGroup.java`; rust-wiki `stage_option.rs`,
 * `special_rules.rs`) are in docs/mechanics-notes.md ("Stage rules").
 */

export const charaGroupMode = z.enum(['only', 'not'])

export const stageRestriction = z.object({
  /** the crown (0-based) the row applies to; null = every crown */
  crown: z.number().int().nullable(),
  /** the rarities allowed (0 Normal … 5 Legend Rare); null = any */
  rarities: z.array(rarityIndex).nullable(),
  /** most cats deployable in the battle (rust-wiki "Max # of Deployable Cats"); null = no limit */
  deployLimit: z.number().int().positive().nullable(),
  /** cats may come only from the first this-many rows (1 = the first row only); null = both rows */
  rows: z.number().int().positive().nullable(),
  /** a cat's deploy cost must be at least / at most this; null = no bound */
  minCost: z.number().int().positive().nullable(),
  maxCost: z.number().int().positive().nullable(),
  /** Charagroup.csv: only these cats, or none of them */
  group: z.object({ id: z.number().int(), mode: charaGroupMode, unitIds: z.array(z.number().int().nonnegative()) }).nullable(),
})
export type StageRestriction = z.infer<typeof stageRestriction>

export const SPECIAL_RULE_KINDS = ['startingMoney', 'cooldownEquality', 'rarityLimit', 'cheapLabor', 'rarityCostOrCooldown', 'deployLimit', 'unknown'] as const
export const specialRule = z.object({
  kind: z.enum(SPECIAL_RULE_KINDS),
  /** the rule's number in SpecialRulesMap.json (RuleType key) */
  type: z.number().int(),
  parameters: z.array(z.number().int()),
})
export type SpecialRule = z.infer<typeof specialRule>

export const stageRules = z.object({
  restrictions: z.array(stageRestriction),
  /** the map's special rules (Colosseum and similar), SpecialRulesMap.json */
  special: z.array(specialRule),
  /** what the files say about this stage that could not be read, in plain words */
  unread: z.array(z.string()),
})
export type StageRules = z.infer<typeof stageRules>

export type CharaGroup = { id: number; type: number; unitIds: number[] }
/** One Stage_option.csv row, raw values (0 = no such restriction). */
export type StageOptionRow = {
  mapId: number
  crown: number
  stageId: number
  rarityMask: number
  deployLimit: number
  rows: number
  minCost: number
  maxCost: number
  groupId: number
}

function cellsOf(line: string): string[] {
  const content = line
    .replace(/^\uFEFF/, '')
    .replace(/\r/g, '')
    .replace(/\/\/.*$/, '')
    .trim()
  if (content === '') return []
  const cells = content.split(',').map((cell) => cell.trim())
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop()
  return cells
}

function integer(value: string | undefined, where: string): number {
  if (value === undefined || !/^-?\d+$/.test(value)) throw new GameDataError(`${where}: "${value ?? ''}" is not an integer`)
  return Number(value)
}

/** Stage_option.csv: one restriction row a line after the header (9 columns). */
export function parseStageOptions(text: string, file = 'Stage_option.csv'): StageOptionRow[] {
  const rows: StageOptionRow[] = []
  text.split('\n').forEach((line, index) => {
    const cells = cellsOf(line)
    if (cells.length === 0) return
    const where = `${file} line ${index + 1}`
    const n = (column: number) => integer(cells[column] ?? '0', where)
    rows.push({ mapId: n(0), crown: n(1), stageId: n(2), rarityMask: n(3), deployLimit: n(4), rows: n(5), minCost: n(6), maxCost: n(7), groupId: n(8) })
  })
  return rows
}

/** Charagroup.csv: group id, text id, type (0 only these, 2 not these), then unit ids. */
export function parseCharaGroups(text: string, file = 'Charagroup.csv'): Map<number, CharaGroup> {
  const groups = new Map<number, CharaGroup>()
  text.split('\n').forEach((line, index) => {
    const cells = cellsOf(line)
    if (cells.length === 0) return
    const where = `${file} line ${index + 1}`
    const id = integer(cells[0], where)
    groups.set(id, { id, type: integer(cells[2], where), unitIds: cells.slice(3).map((cell) => integer(cell, where)) })
  })
  return groups
}

const SPECIAL_KIND_BY_TYPE: Record<number, SpecialRule['kind']> = {
  0: 'startingMoney',
  1: 'cooldownEquality',
  3: 'rarityLimit',
  4: 'cheapLabor',
  5: 'rarityCostOrCooldown',
  6: 'rarityCostOrCooldown',
  7: 'deployLimit',
}

const specialRulesFile = z.object({
  MapID: z.record(z.string().regex(/^\d+$/), z.object({ RuleType: z.record(z.string().regex(/^\d+$/), z.object({ Parameters: z.array(z.number().int()) })) })),
})

/** SpecialRulesMap.json: game map id → its special rules, in rule-number order. */
export function parseSpecialRules(text: string, file = 'SpecialRulesMap.json'): Map<number, SpecialRule[]> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new GameDataError(`${file}: not valid JSON`)
  }
  const parsed = specialRulesFile.safeParse(json)
  if (!parsed.success) throw new GameDataError(`${file}: expected {"MapID": {id: {"RuleType": {n: {"Parameters": [...]}}}}}`)
  const byMap = new Map<number, SpecialRule[]>()
  for (const [mapId, entry] of Object.entries(parsed.data.MapID)) {
    const rules = Object.entries(entry.RuleType)
      .map(([type, rule]) => ({ kind: SPECIAL_KIND_BY_TYPE[Number(type)] ?? ('unknown' as const), type: Number(type), parameters: rule.Parameters }))
      .sort((a, b) => a.type - b.type)
    byMap.set(Number(mapId), rules)
  }
  return byMap
}

const RARITY_BITS = 6

/** The rows of a game map id that apply to one stage (stage column −1 = every stage of the map), read into restrictions. */
export function restrictionsOf(
  rows: readonly StageOptionRow[],
  groups: ReadonlyMap<number, CharaGroup>,
  stageId: number,
): { restrictions: StageRestriction[]; unread: string[] } {
  const restrictions: StageRestriction[] = []
  const unread: string[] = []
  for (const row of rows) {
    if (row.stageId !== -1 && row.stageId !== stageId) continue
    let group: StageRestriction['group'] = null
    if (row.groupId !== 0) {
      const found = groups.get(row.groupId)
      if (!found) unread.push(`A cat group (${row.groupId}) that Charagroup.csv does not list.`)
      else if (found.type === 0 || found.type === 2) group = { id: found.id, mode: found.type === 0 ? 'only' : 'not', unitIds: found.unitIds }
      else unread.push(`A cat group (${row.groupId}) of a kind the app cannot read (type ${found.type}).`)
    }
    const rarities = row.rarityMask === 0 ? null : Array.from({ length: RARITY_BITS }, (_, bit) => bit).filter((bit) => (row.rarityMask & (1 << bit)) !== 0)
    if (row.rarityMask >= 1 << RARITY_BITS) unread.push(`Rarity bits beyond Legend Rare (${row.rarityMask}).`)
    restrictions.push({
      crown: row.crown < 0 ? null : row.crown,
      rarities,
      deployLimit: row.deployLimit > 0 ? row.deployLimit : null,
      rows: row.rows > 0 ? row.rows : null,
      minCost: row.minCost > 0 ? row.minCost : null,
      maxCost: row.maxCost > 0 ? row.maxCost : null,
      group,
    })
  }
  return { restrictions, unread }
}

export type StageRuleFiles = {
  /** Stage_option.csv; null = absent */
  stageOption: string | null
  charaGroup: string | null
  specialRules: string | null
}

/** The rule files read once; `rulesOf` answers per stage. */
export function stageRuleReader(files: StageRuleFiles): (gameMapId: number | null, stageId: number) => StageRules {
  const rows = files.stageOption === null ? [] : parseStageOptions(files.stageOption)
  const groups = files.charaGroup === null ? new Map<number, CharaGroup>() : parseCharaGroups(files.charaGroup)
  const special = files.specialRules === null ? new Map<number, SpecialRule[]>() : parseSpecialRules(files.specialRules)
  const byMap = new Map<number, StageOptionRow[]>()
  for (const row of rows) byMap.set(row.mapId, [...(byMap.get(row.mapId) ?? []), row])
  const missing = [
    files.stageOption === null ? 'Stage_option.csv' : null,
    files.charaGroup === null ? 'Charagroup.csv' : null,
    files.specialRules === null ? 'SpecialRulesMap.json' : null,
  ].filter((name): name is string => name !== null)
  return (gameMapId, stageId) => {
    if (gameMapId === null) {
      return {
        restrictions: [],
        special: [],
        unread: ['The game files give this map no number the restriction files use, so its restrictions (if any) are not read.'],
      }
    }
    const { restrictions, unread } = restrictionsOf(byMap.get(gameMapId) ?? [], groups, stageId)
    const specialRules = special.get(gameMapId) ?? []
    for (const rule of specialRules)
      if (rule.kind === 'unknown') unread.push(`A special rule the app cannot read (rule ${rule.type}: ${rule.parameters.join(', ')}).`)
    if (missing.length > 0)
      unread.push(`${missing.join(', ')} missing from the game files: restrictions from ${missing.length === 1 ? 'it' : 'them'} are not read.`)
    return { restrictions, special: specialRules, unread }
  }
}
