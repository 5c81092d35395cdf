import { type z } from 'zod'
import { GameDataError } from './game-data-error.ts'

/** One non-empty line of a DataLocal csv file, with its 1-based line number for messages. */
export interface NumberRow {
  line: number
  cells: number[]
}

const INTEGER = /^-?\d+$/

/**
 * DataLocal csv files: comma-separated integers. `//` starts a comment (the
 * Japanese unit name on some lines), lines may end with commas, some files
 * use CRLF, blank lines carry nothing.
 */
export function parseNumberRows(text: string, file: string, options: { header?: boolean } = {}): NumberRow[] {
  const rows: NumberRow[] = []
  let headerSkipped = !options.header
  text.split('\n').forEach((rawLine, index) => {
    const content = rawLine
      .replace(/\r/g, '')
      .replace(/\/\/.*$/, '')
      .trim()
      .replace(/,+$/, '')
    if (content === '') return
    if (!headerSkipped) {
      headerSkipped = true
      return
    }
    const cells = content.split(',').map((cell, column) => {
      const value = cell.trim()
      // An empty cell reads as 0 (unit206/207.csv have one in their 3rd line, col 52).
      if (value === '') return 0
      if (!INTEGER.test(value)) {
        throw new GameDataError(`${file} line ${index + 1}, column ${column}: "${value}" is not an integer`)
      }
      return Number(value)
    })
    rows.push({ line: index + 1, cells })
  })
  return rows
}

/** resLocal text files: one record per line, CRLF or LF; trailing blank lines dropped, inner ones kept (positions matter). */
export function parseTextLines(text: string): string[] {
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''))
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop()
  return lines
}

/** `＠` (full-width at sign) is the game's "no text" marker. */
export function cleanText(value: string): string {
  return value.replaceAll('＠', '').trim()
}

/** Validates one parsed row; a failure names the place and the first problem, on one line. */
export function checkRow<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const path = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  throw new GameDataError(`${where}: ${path}${issue?.message ?? 'invalid row'}`)
}

/** A cell of a number row; a missing trailing column means 0. */
export function cell(cells: readonly number[], index: number): number {
  return cells[index] ?? 0
}

/**
 * A row shorter than the importer reads fails naming the first missing column;
 * `needed` = how many columns the importer reads, `lastColumn` what the last one holds.
 */
export function requireColumns(cells: readonly number[], needed: number, where: string, lastColumn: string): void {
  if (cells.length >= needed) return
  throw new GameDataError(
    `${where}, column ${cells.length}: the row ends after ${cells.length} columns, at least ${needed} are needed (up to column ${needed - 1}, ${lastColumn})`,
  )
}
