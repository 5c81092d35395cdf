import { z } from 'zod'
import { cell, checkRow, parseNumberRows, parseTextLines, requireColumns } from './game-text.ts'
import { GameDataError } from './game-data-error.ts'
import { talentLayout } from './talents.ts'

/** The game files the upgrade costs come from (docs/mechanics-notes.md, "Upgrade costs"). */
export const UPGRADE_COST_FILE_PATHS = {
  unitBuy: 'DataLocal/unitbuy.csv',
  unitExp: 'DataLocal/unitexp.csv',
  skillAcquisition: 'DataLocal/SkillAcquisition.csv',
  skillLevel: 'DataLocal/SkillLevel.csv',
  itemNames: 'resLocal/GatyaitemName.csv',
} as const

export type UpgradeCostFiles = Record<keyof typeof UPGRADE_COST_FILE_PATHS, string>

const count = z.number().int().nonnegative()

export const materialCost = z.object({ itemId: count, amount: z.number().int().positive() })
export type MaterialCost = z.infer<typeof materialCost>

export const evolutionCost = z.object({
  /** 2 = true form, 3 = ultra form */
  formIndex: z.union([z.literal(2), z.literal(3)]),
  /** the level from which catfruit evolution is offered; null = not by catfruit (a stage, a drop, or automatic by level) */
  level: z.number().int().positive().nullable(),
  /** reached by levelling alone at this total level (unitbuy column 20: normal cats at 30); null = not */
  automaticAtLevel: z.number().int().positive().nullable(),
  xp: count,
  materials: z.array(materialCost),
})
export type EvolutionCost = z.infer<typeof evolutionCost>

export const talentCost = z.object({
  /** 0..7, as the data set's talents */
  slot: z.number().int().min(0).max(7),
  abilityId: z.number().int().positive(),
  ultra: z.boolean(),
  /** NP for talent level 1, 2, …, max */
  npPerLevel: z.array(count).min(1),
})
export type TalentCost = z.infer<typeof talentCost>

export const catCosts = z.object({
  id: count,
  /** unitbuy columns 2–11: XP of the level steps of the first band (index 0 is used from level 11 on) */
  levelXp: z.array(count).length(10),
  /** unitexp.csv: per band of 10 levels, the multiplier × 10 */
  levelXpScale: z.array(count).length(20),
  evolutions: z.array(evolutionCost),
  talents: z.array(talentCost),
})
export type CatCosts = z.infer<typeof catCosts>

export const upgradeCosts = z.object({
  version: z.string(),
  /** GatyaitemName.csv line → English name, for the items evolutions use */
  materials: z.record(z.string().regex(/^\d+$/), z.string()),
  cats: z.array(catCosts),
})
export type UpgradeCosts = z.infer<typeof upgradeCosts>

/** Columns up to 48 (the last ultra-form material) are read. */
const UNIT_BUY_COLUMNS_READ = 49

function evolutionOf(cells: readonly number[], formIndex: 2 | 3, where: string): EvolutionCost | null {
  const ultra = formIndex === 3
  if (cell(cells, ultra ? 24 : 23) === 0) return null
  const catfruitLevel = cell(cells, ultra ? 26 : 25)
  const automatic = ultra ? -1 : cell(cells, 20)
  const materialsStart = ultra ? 39 : 28
  const materials: MaterialCost[] = []
  for (let i = 0; i < 5; i++) {
    const itemId = cell(cells, materialsStart + 2 * i)
    const amount = cell(cells, materialsStart + 2 * i + 1)
    if (itemId > 0 && amount > 0) materials.push({ itemId, amount })
  }
  return checkRow(
    evolutionCost,
    {
      formIndex,
      level: catfruitLevel > 0 ? catfruitLevel : null,
      automaticAtLevel: automatic > 0 ? automatic : null,
      xp: catfruitLevel > 0 ? cell(cells, ultra ? 38 : 27) : 0,
      materials: catfruitLevel > 0 ? materials : [],
    },
    `${where} (${ultra ? 'ultra' : 'true'} form)`,
  )
}

function parseSkillLevels(text: string): Map<number, number[]> {
  const file = UPGRADE_COST_FILE_PATHS.skillLevel
  const rows = new Map<number, number[]>()
  for (const row of parseNumberRows(text, file, { header: true })) {
    const [id, ...levels] = row.cells
    if (id === undefined || levels.length === 0) throw new GameDataError(`${file} line ${row.line}: expected "lvID,lv1,…"`)
    rows.set(id, checkRow(z.array(count), levels, `${file} line ${row.line}`))
  }
  return rows
}

function parseTalentCosts(acquisition: string, skillLevels: Map<number, number[]>): Map<number, TalentCost[]> {
  const file = UPGRADE_COST_FILE_PATHS.skillAcquisition
  const headerLine = acquisition.split('\n').find((line) => line.trim() !== '') ?? ''
  const header = headerLine
    .replace(/\r/g, '')
    .split(',')
    .map((name) => name.trim())
  const slots = talentLayout(headerLine).map((columns) => {
    const lvId = header.indexOf(`LvID_${columns.letter}`)
    if (lvId < 0) throw new GameDataError(`${file} line 1: no column "LvID_${columns.letter}" (unknown layout)`)
    return { ...columns, lvId }
  })
  const byCat = new Map<number, TalentCost[]>()
  for (const row of parseNumberRows(acquisition, file, { header: true })) {
    const talents: TalentCost[] = []
    slots.forEach((columns, slot) => {
      const abilityId = cell(row.cells, columns.abilityId)
      if (abilityId === 0) return
      const maxLevel = Math.max(1, cell(row.cells, columns.maxLevel))
      const lvId = cell(row.cells, columns.lvId)
      const levels = skillLevels.get(lvId)
      const where = `${file} line ${row.line} (cat ${cell(row.cells, 0)}), slot ${columns.letter}`
      if (!levels) throw new GameDataError(`${where}: LvID ${lvId} is not in ${UPGRADE_COST_FILE_PATHS.skillLevel}`)
      if (levels.length < maxLevel) throw new GameDataError(`${where}: LvID ${lvId} has ${levels.length} levels, the talent ${maxLevel}`)
      talents.push(checkRow(talentCost, { slot, abilityId, ultra: cell(row.cells, columns.limit) === 1, npPerLevel: levels.slice(0, maxLevel) }, where))
    })
    byCat.set(cell(row.cells, 0), talents)
  }
  return byCat
}

function parseItemNames(text: string): string[] {
  return parseTextLines(text).map((line) => (line.split('|')[0] ?? '').replaceAll('＠', '').trim())
}

/**
 * XP, catfruit and NP of every cat (row i of unitbuy.csv = cat id i). Only
 * the items an evolution names get a name; an item id past the end of
 * GatyaitemName.csv stops the import (a newer file is needed).
 */
export function parseUpgradeCosts(files: UpgradeCostFiles, version: string): UpgradeCosts {
  const buyFile = UPGRADE_COST_FILE_PATHS.unitBuy
  const expFile = UPGRADE_COST_FILE_PATHS.unitExp
  const buyRows = parseNumberRows(files.unitBuy, buyFile)
  const expRows = parseNumberRows(files.unitExp, expFile)
  if (expRows.length < buyRows.length) throw new GameDataError(`${expFile}: ${expRows.length} rows, ${buyFile} has ${buyRows.length}`)
  const talents = parseTalentCosts(files.skillAcquisition, parseSkillLevels(files.skillLevel))
  const itemNames = parseItemNames(files.itemNames)
  const materials: Record<string, string> = {}
  const cats = buyRows.map((row, id) => {
    const where = `${buyFile} line ${row.line}`
    requireColumns(row.cells, UNIT_BUY_COLUMNS_READ, where, 'the last ultra-form material')
    const expRow = expRows[id]!
    requireColumns(expRow.cells, 20, `${expFile} line ${expRow.line}`, 'the band of levels 191–200')
    const evolutions = [evolutionOf(row.cells, 2, where), evolutionOf(row.cells, 3, where)].filter((evolution) => evolution !== null)
    for (const { itemId } of evolutions.flatMap((evolution) => evolution.materials)) {
      const name = itemNames[itemId]
      if (!name) throw new GameDataError(`${where}: item ${itemId} has no name in ${UPGRADE_COST_FILE_PATHS.itemNames}`)
      materials[String(itemId)] = name
    }
    return checkRow(
      catCosts,
      { id, levelXp: row.cells.slice(2, 12), levelXpScale: expRow.cells.slice(0, 20), evolutions, talents: talents.get(id) ?? [] },
      where,
    )
  })
  return upgradeCosts.parse({ version, materials, cats })
}
