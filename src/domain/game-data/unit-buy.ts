import { z } from 'zod'
import { rarityIndex } from './model.ts'
import { cell, checkRow, parseNumberRows, requireColumns } from './game-text.ts'
import { GAME_FILE_PATHS } from './game-files.ts'
import { GameDataError } from './game-data-error.ts'

/** What the importer needs from one row of unitbuy.csv (row i = cat id i). */
export interface CatPurchase {
  rarity: number
  maxBaseLevel: number
  maxPlusLevel: number
  hasTrueForm: boolean
  hasUltraForm: boolean
  /** unitbuy column 57 as "15.5.0"; null = 0 or −1 (old or unknown) */
  addedIn: string | null
}

/** Every English dump from 14.7.0 to 15.0.1 has 63 columns. */
const UNIT_BUY_COLUMNS = 63

const unitBuyRow = z
  .array(z.number().int())
  .transform((cells) => ({
    rarity: cell(cells, 13),
    hasTrueForm: cell(cells, 23) !== 0,
    hasUltraForm: cell(cells, 24) !== 0,
    maxBaseLevel: cell(cells, 50),
    maxPlusLevel: cell(cells, 51),
    addedIn: versionOfCode(cell(cells, 57)),
  }))
  .pipe(
    z.object({
      rarity: rarityIndex,
      hasTrueForm: z.boolean(),
      hasUltraForm: z.boolean(),
      maxBaseLevel: z.number().int().positive(),
      maxPlusLevel: z.number().int().nonnegative(),
      addedIn: z.string().nullable(),
    }),
  )

/** 150501 → "15.5.1" (major × 10000 + minor × 100 + patch). */
function versionOfCode(code: number): string | null {
  if (code <= 0) return null
  return `${Math.floor(code / 10000)}.${Math.floor(code / 100) % 100}.${code % 100}`
}

export function parseUnitBuy(text: string): CatPurchase[] {
  const file = GAME_FILE_PATHS.unitBuy
  const rows = parseNumberRows(text, file)
  if (rows.length === 0) throw new GameDataError(`${file}: no rows`)
  return rows.map((row) => {
    const where = `${file} line ${row.line}`
    requireColumns(row.cells, UNIT_BUY_COLUMNS, where, 'the last column of the known layout')
    // Around 15.4 the rarity column (13) was dropped and columns were added at the end; the
    // columns after 13 would then be read one off without any error, so a longer row stops here.
    if (row.cells.length > UNIT_BUY_COLUMNS) {
      throw new GameDataError(
        `${where}, column ${UNIT_BUY_COLUMNS}: ${row.cells.length} columns, the known layout has ${UNIT_BUY_COLUMNS} (rarity in column 13, forms in 23–24, levels in 50–51); a newer layout must be checked before it is imported`,
      )
    }
    return checkRow(unitBuyRow, row.cells, where)
  })
}

const unitLevelRow = z.array(z.number().int().nonnegative()).length(20)

/** unitlevel.csv: row i = cat id i, 20 percentages (one per band of 10 levels). */
export function parseUnitLevel(text: string): number[][] {
  const file = GAME_FILE_PATHS.unitLevel
  return parseNumberRows(text, file).map((row) => {
    requireColumns(row.cells, 20, `${file} line ${row.line}`, 'the growth from level 191')
    return checkRow(unitLevelRow, row.cells, `${file} line ${row.line}`)
  })
}

/**
 * The unit file often has more lines than the cat has forms (a cat without a
 * true form repeats its 2nd form on a 3rd line); the purchase data says which
 * forms exist.
 */
export function realFormCount(unitFileLines: number, purchase: CatPurchase): number {
  return Math.min(unitFileLines, 2 + (purchase.hasTrueForm ? 1 : 0) + (purchase.hasUltraForm ? 1 : 0))
}
