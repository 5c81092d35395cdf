import { z } from 'zod'
import type { Enemy, SpecialType, Trait } from './model.ts'
import { cell, checkRow, cleanText, parseNumberRows, parseTextLines } from './game-text.ts'
import { GAME_FILE_PATHS } from './game-files.ts'
import { GameDataError } from './game-data-error.ts'

/** t_unit.csv starts with two all-zero placeholder lines: enemy id k is data line k + 2. */
const PLACEHOLDER_LINES = 2
/** Enemyname.tsv marks unused ids with this name ("dummy"). */
const PLACEHOLDER_NAME = 'ダミー'

const enemyRow = z.array(z.number().int()).min(50)

const TRAIT_COLUMNS: readonly (readonly [Trait, number])[] = [
  ['red', 10],
  ['floating', 13],
  ['black', 14],
  ['metal', 15],
  ['angel', 17],
  ['alien', 18],
  ['zombie', 19],
  ['relic', 72],
  ['aku', 93],
  ['traitless', 16],
]

/**
 * Special-type columns. Not in FORMAT.md; found by matching every column
 * against battlecatsinfo's enemy.tsv trait bits (colossus 超生命體, behemoth
 * 超獸, sage 超賢者): each column is non-zero for exactly the enemies carrying
 * that bit, e.g. col 94 Baron Seal / Le'Grim, col 101 Ragin' Gory / Wild
 * Doge, col 104 Sage of Mind Soractes / Dogenstein.
 */
const SPECIAL_TYPE_COLUMNS: readonly (readonly [SpecialType, number])[] = [
  ['behemoth', 101],
  ['colossus', 94],
  ['sage', 104],
]

export interface ParsedEnemies {
  enemies: Enemy[]
  /** ids with no name or a placeholder name */
  placeholderIds: number[]
}

export function parseEnemies(statsText: string, namesText: string): ParsedEnemies {
  const file = GAME_FILE_PATHS.enemyStats
  const names = parseTextLines(namesText).map((line) => cleanText(line.split('\t')[0] ?? ''))
  const enemies: Enemy[] = []
  const placeholderIds: number[] = []
  parseNumberRows(statsText, file)
    .slice(PLACEHOLDER_LINES)
    .forEach((row, id) => {
      const cells = checkRow(enemyRow, row.cells, `${file} line ${row.line}`)
      const name = names[id] ?? ''
      if (name === '' || name === PLACEHOLDER_NAME) {
        placeholderIds.push(id)
        return
      }
      const c = (index: number) => cell(cells, index)
      const specialTypes = SPECIAL_TYPE_COLUMNS.filter(([, column]) => c(column) !== 0).map(([type]) => type)
      if (specialTypes.length > 1) {
        throw new GameDataError(`${file} line ${row.line} (enemy ${id}): more than one special type (${specialTypes.join(', ')})`)
      }
      enemies.push({
        id,
        name,
        hp: c(0),
        traits: TRAIT_COLUMNS.filter(([, column]) => c(column) !== 0).map(([trait]) => trait),
        specialType: specialTypes[0] ?? null,
        witch: c(48) !== 0,
        eva: c(71) !== 0,
        base: c(49) !== 0,
      })
    })
  return { enemies, placeholderIds }
}
