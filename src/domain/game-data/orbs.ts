import { z } from 'zod'
import { TRAIT_LABELS } from '../ability-vocabulary.ts'
import { GameDataError } from './game-data-error.ts'
import { parseNumberRows, parseTextLines } from './game-text.ts'
import type { OrbType } from './model.ts'
import { ORB_GRADES, ORB_KINDS, type Trait } from './vocabulary.ts'

/**
 * Talent orbs (docs/mechanics-notes.md "Talent orbs"): equipmentlist.json
 * lists every orb type (grade, content, values, attribute), equipment_attribute.csv
 * turns an attribute into a trait, equipment_explonation.tsv words each content
 * and equipmentslot.csv gives each cat its slots.
 */
export const ORB_FILE_PATHS = {
  list: 'DataLocal/equipmentlist.json',
  attributes: 'DataLocal/equipment_attribute.csv',
  grades: 'DataLocal/equipmentgrade.csv',
  slots: 'DataLocal/equipmentslot.csv',
  wording: 'resLocal/equipment_explonation.tsv',
} as const

export type OrbFiles = { list: string; attributes: string; grades: string; slots: string; wording: string }

/**
 * Columns of equipment_attribute.csv (its header: 赤,浮,黒,メ,天,エ,ゾ,古,無,魔,使,悪,属性なし;
 * the same order as BCU Orb.orbTrait). Witch and Eva angel (魔, 使) are no
 * traits of ours and no orb uses them; the last column is "no trait".
 */
const ATTRIBUTE_COLUMNS: readonly (Trait | null)[] = [
  'red',
  'floating',
  'black',
  'metal',
  'angel',
  'alien',
  'zombie',
  'relic',
  'traitless',
  null,
  null,
  'aku',
  null,
]

/** total level (base + plus) a slot with level condition 1 opens at (BCU BasisLU: lv + plusLv < 60 clears it) */
export const ORB_SLOT_LEVEL = 60

const listEntry = z.object({
  gradeID: z
    .number()
    .int()
    .min(0)
    .max(ORB_GRADES.length - 1),
  content: z.number().int().nonnegative(),
  value: z.array(z.number().int()).min(1),
  attribute: z.number().int().nonnegative().optional(),
})
const listFile = z.object({ ID: z.array(listEntry) })

function attributeTraits(text: string): (Trait | null)[] {
  return parseNumberRows(text, ORB_FILE_PATHS.attributes).map((row) => {
    const columns = row.cells.flatMap((value, column) => (value === 1 ? [column] : []))
    // the last row ("no trait", the ability orbs) is all zeros
    if (columns.length > 1) throw new GameDataError(`${ORB_FILE_PATHS.attributes} line ${row.line}: expected at most one 1, got ${columns.length}`)
    return columns.length === 0 ? null : (ATTRIBUTE_COLUMNS[columns[0]!] ?? null)
  })
}

function gradeLetters(text: string): string[] {
  return parseTextLines(text)
    .filter((line) => line.trim() !== '' && !line.startsWith('//'))
    .map((line) => line.split(',').at(-1)?.trim() ?? '')
}

/** "Attack Up %@: %@" → "Attack Up"; "<br>" line breaks become spaces. */
function wordingOf(lines: readonly string[], content: number): { name: string; description: string } {
  const [name = '', description = ''] = (lines[content] ?? '').split('\t')
  if (name.trim() === '') throw new GameDataError(`${ORB_FILE_PATHS.wording}: no wording for orb content ${content} (line ${content + 1})`)
  return { name: name.replace(/\s*%@(:\s*%@)?\s*$/, '').trim(), description: description.replace(/<br>/g, ' ').replace(/\s+/g, ' ').trim() }
}

/** Every orb type, one per content and attribute, with its values at grades D–S. */
/** `onNoWording`: an orb content the English wording lacks (a JP orb from an update layer) is left out and named there; without it, that fails. */
export function parseOrbTypes(files: Pick<OrbFiles, 'list' | 'attributes' | 'grades' | 'wording'>, onNoWording?: (content: number) => void): OrbType[] {
  const letters = gradeLetters(files.grades)
  if (letters.join() !== ORB_GRADES.join()) throw new GameDataError(`${ORB_FILE_PATHS.grades}: grades ${letters.join(' ')}, expected ${ORB_GRADES.join(' ')}`)
  let json: unknown
  try {
    json = JSON.parse(files.list)
  } catch {
    throw new GameDataError(`${ORB_FILE_PATHS.list}: not JSON`)
  }
  const parsed = listFile.safeParse(json)
  if (!parsed.success)
    throw new GameDataError(`${ORB_FILE_PATHS.list}: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? 'invalid'}`)
  const traits = attributeTraits(files.attributes)
  const wording = parseTextLines(files.wording)
  const types = new Map<string, OrbType>()
  const unworded = new Set<number>()
  parsed.data.ID.forEach((entry, id) => {
    const trait = entry.attribute === undefined ? null : traits[entry.attribute]
    if (trait === undefined)
      throw new GameDataError(`${ORB_FILE_PATHS.list} ID ${id}: attribute ${entry.attribute} is not a row of ${ORB_FILE_PATHS.attributes}`)
    const key = `${entry.content}/${trait}`
    let type = types.get(key)
    if (!type && onNoWording && (wording[entry.content] ?? '').split('\t')[0]?.trim() === '') {
      if (!unworded.has(entry.content)) onNoWording(entry.content)
      unworded.add(entry.content)
      return
    }
    if (!type) {
      const { name, description } = wordingOf(wording, entry.content)
      type = {
        content: entry.content,
        kind: ORB_KINDS[entry.content] ?? null,
        name,
        description: trait === null ? description : description.replace('%@', TRAIT_LABELS[trait]),
        trait,
        values: ORB_GRADES.map(() => []),
      }
      types.set(key, type)
    }
    type.values[entry.gradeID] = entry.value
  })
  const result = [...types.values()]
  for (const type of result) {
    const missing = type.values.findIndex((values) => values.length === 0)
    if (missing >= 0)
      throw new GameDataError(`${ORB_FILE_PATHS.list}: content ${type.content}${type.trait ? ` (${type.trait})` : ''} has no grade ${ORB_GRADES[missing]}`)
    if (type.kind !== null && type.trait === null) throw new GameDataError(`${ORB_FILE_PATHS.list}: content ${type.content} (${type.name}) has no trait`)
  }
  return result
}

/** Cat id → the total level each of its slots opens at (0 or ORB_SLOT_LEVEL). */
export function parseOrbSlots(text: string): Map<number, number[]> {
  const slots = new Map<number, number[]>()
  for (const row of parseNumberRows(text, ORB_FILE_PATHS.slots)) {
    const [catId, count, ...conditions] = row.cells
    const where = `${ORB_FILE_PATHS.slots} line ${row.line}`
    if (catId === undefined || count === undefined || count < 1 || count > 2) throw new GameDataError(`${where}: expected a cat id and 1 or 2 slots`)
    if (conditions.length !== 0 && conditions.length !== count) throw new GameDataError(`${where}: ${count} slots but ${conditions.length} level conditions`)
    const levels = Array.from({ length: count }, (_, i) => {
      const condition = conditions[i] ?? 0
      if (condition !== 0 && condition !== 1) throw new GameDataError(`${where}: level condition ${condition} is not 0 or 1`)
      return condition === 1 ? ORB_SLOT_LEVEL : 0
    })
    slots.set(catId, levels)
  }
  return slots
}
