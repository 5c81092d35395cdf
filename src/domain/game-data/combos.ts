import { z } from 'zod'
import type { Cat } from './model.ts'
import { GameDataError } from './game-data-error.ts'
import { cleanText, parseNumberRows, parseTextLines, requireColumns } from './game-text.ts'

/**
 * Combos ("Nyancombo"): a set of cats (each at a form or later) in the first
 * row of a lineup gives the whole lineup an effect. Read from four files
 * (docs/mechanics-notes.md "Combos" has every column and its source):
 * NyancomboData.csv (one combo per row), NyancomboParam.tsv (one row per
 * effect kind: its value at each strength), resLocal/Nyancombo_en.csv (combo
 * names, by row), Nyancombo1_en.csv (effect names, by kind), Nyancombo2_en.csv
 * (strength names, by strength).
 */

export const COMBO_FILE_PATHS = {
  data: 'DataLocal/NyancomboData.csv',
  params: 'DataLocal/NyancomboParam.tsv',
  filters: 'DataLocal/NyancomboFilter.tsv',
  names: 'resLocal/Nyancombo_en.csv',
  effectNames: 'resLocal/Nyancombo1_en.csv',
  strengthNames: 'resLocal/Nyancombo2_en.csv',
} as const

export type ComboFiles = Record<keyof typeof COMBO_FILE_PATHS, string>

import { COMBO_EFFECT_KINDS, type ComboEffectKind } from './combo-kinds.ts'

export { COMBO_EFFECT_KINDS, type ComboEffectKind }

/** How an effect's value reads: a percentage up, a percentage down, a number up, or a switch. */
const EFFECT_UNITS: Partial<Record<ComboEffectKind, 'levels' | 'money' | 'switch' | 'down'>> = {
  workerStart: 'levels',
  startingMoney: 'money',
  cannonRecharge: 'down',
  costDown: 'down',
  colossusSlayer: 'switch',
  waveImmunity: 'switch',
}

export const comboMember = z.object({ unitId: z.number().int().nonnegative(), formIndex: z.number().int().min(0).max(9) })
export type ComboMember = z.infer<typeof comboMember>

export const comboEffect = z.object({
  kind: z.enum(COMBO_EFFECT_KINDS),
  /** English name, e.g. "Unit Attack Up" */
  name: z.string(),
  unit: z.enum(['percent', 'down', 'levels', 'money', 'switch']),
})
export type ComboEffect = z.infer<typeof comboEffect>

export const combo = z.object({
  /** row of NyancomboData.csv (and of Nyancombo_en.csv) */
  id: z.number().int().nonnegative(),
  name: z.string().min(1),
  effect: z.enum(COMBO_EFFECT_KINDS),
  /** strength: 0 (Sm), 1 (M), 2 (L), 3 (XL) */
  level: z.number().int().min(0).max(5),
  /** the value at that strength (percent, levels or money; 1 for a switch) */
  value: z.number(),
  members: z.array(comboMember).min(1).max(5),
  /** the game's unlock requirement code (column 1): 1–10 a chapter, 10001+ a user rank */
  requirement: z.number().int().positive(),
})
export type Combo = z.infer<typeof combo>

export const comboData = z.object({
  version: z.string(),
  effects: z.array(comboEffect),
  /** strength names by level: "Sm", "M", "L", "XL", … */
  strengths: z.array(z.string()),
  combos: z.array(combo),
  /** groups of effect kinds the game's own combo list filters by (NyancomboFilter.tsv); the first is "all" */
  filters: z.array(z.array(z.enum(COMBO_EFFECT_KINDS))),
})
export type ComboData = z.infer<typeof comboData>

export type ComboImportReport = { combos: number; unavailable: number; unnamed: number; membersNotInData: string[] }

function tsvRows(text: string, file: string): number[][] {
  return parseTextLines(text)
    .filter((line) => line.trim() !== '')
    .map((line, index) =>
      line
        .trim()
        .split('\t')
        .map((cellText, column) => {
          if (!/^-?\d+$/.test(cellText.trim())) throw new GameDataError(`${file} line ${index + 1}, column ${column}: "${cellText}" is not an integer`)
          return Number(cellText)
        }),
    )
}

/** "Unit Attack Up|" → "Unit Attack Up"; the strength names start with a space: " (Sm)|" → "Sm" */
function pipeText(line: string): string {
  return cleanText(line.split('|')[0] ?? '')
}

const DATA_COLUMNS = 15

export function importCombos(files: ComboFiles, cats: readonly Pick<Cat, 'id' | 'forms'>[], version: string): { data: ComboData; report: ComboImportReport } {
  const params = tsvRows(files.params, COMBO_FILE_PATHS.params)
  const effectNames = parseTextLines(files.effectNames).map(pipeText)
  const strengths = parseTextLines(files.strengthNames).map((line) => pipeText(line).replace(/^\((.*)\)$/, '$1'))
  const names = parseTextLines(files.names).map(cleanText)
  const formsByCat = new Map(cats.map((cat) => [cat.id, new Set(cat.forms.map((form) => form.formIndex))]))

  const effects: ComboEffect[] = COMBO_EFFECT_KINDS.map((kind, index) => ({
    kind,
    name: effectNames[index] || kind,
    unit: EFFECT_UNITS[kind] ?? 'percent',
  }))

  const report: ComboImportReport = { combos: 0, unavailable: 0, unnamed: 0, membersNotInData: [] }
  const combos: Combo[] = []
  parseNumberRows(files.data, COMBO_FILE_PATHS.data).forEach((row) => {
    // names go by line: line n of the data file is line n of Nyancombo_en.csv
    const index = row.line - 1
    const where = `${COMBO_FILE_PATHS.data} line ${row.line}`
    requireColumns(row.cells, DATA_COLUMNS, where, 'strength')
    const cells = row.cells
    const requirement = cells[1] ?? -1
    // -1: a combo the English game does not offer (older rows kept in the file; BCU skips show ≤ 0)
    if (requirement <= 0) {
      report.unavailable++
      return
    }
    const name = names[index] ?? ''
    if (name === '') {
      report.unnamed++
      return
    }
    const kindIndex = cells[13] ?? -1
    const level = cells[14] ?? -1
    const effect = COMBO_EFFECT_KINDS[kindIndex]
    if (effect === undefined) throw new GameDataError(`${where}, column 13: unknown combo effect ${kindIndex}`)
    const value = params[kindIndex]?.[level]
    if (value === undefined) throw new GameDataError(`${where}, column 14: strength ${level} has no value in ${COMBO_FILE_PATHS.params} row ${kindIndex + 1}`)
    const members: ComboMember[] = []
    for (let slot = 0; slot < 5; slot++) {
      const unitId = cells[3 + slot * 2] ?? -1
      if (unitId < 0) break
      const formIndex = cells[4 + slot * 2] ?? 0
      members.push({ unitId, formIndex })
      if (!formsByCat.get(unitId)?.has(formIndex)) report.membersNotInData.push(`${name}: cat ${unitId} form ${formIndex}`)
    }
    if (members.length === 0) throw new GameDataError(`${where}: a combo without members`)
    combos.push({ id: index, name, effect, level, value: EFFECT_UNITS[effect] === 'switch' ? 1 : value, members, requirement })
  })
  report.combos = combos.length
  const filters = tsvRows(files.filters, COMBO_FILE_PATHS.filters).map((group) => group.flatMap((kind) => COMBO_EFFECT_KINDS[kind] ?? []))
  return { data: { version, effects, strengths, combos, filters }, report }
}

export function emptyComboData(version: string): ComboData {
  return { version, effects: [], strengths: [], combos: [], filters: [] }
}

export function formatComboReport(report: ComboImportReport): string {
  const missing = report.membersNotInData.length > 0 ? `; members not among the listed cats: ${report.membersNotInData.join(', ')}` : ''
  return `Combos: ${report.combos} (${report.unavailable} rows not offered in the English game, ${report.unnamed} without an English name, skipped)${missing}`
}
