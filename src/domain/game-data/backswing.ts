import { GameDataError } from './game-data-error.ts'
import { GAME_FILE_PATHS } from './game-files.ts'
import type { Hit } from './model.ts'

/** One form row of battlecatsinfo's catstat.tsv (TW/JP 15.5 data), the only source of backswing. */
export interface CatStatRow {
  preswing: [number, number, number]
  /** in frames (already ×2) */
  timeBetweenAttacks: number
  backswing: number
  attackFrequency: number
}

const COLUMNS = ['id', 'preswing_1', 'preswing_2', 'preswing_3', 'time_between_attacks', 'backswing', 'attack_frequency'] as const

/** Rows grouped by cat id, in form order (row k of a cat = form index k). */
export function parseCatStats(text: string | null): Map<number, CatStatRow[]> {
  if (text === null) return new Map()
  const file = GAME_FILE_PATHS.catStats
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''))
  const header = (lines[0] ?? '').split('\t')
  const index = Object.fromEntries(
    COLUMNS.map((name) => {
      const position = header.indexOf(name)
      if (position < 0) throw new GameDataError(`${file}: header has no column "${name}"`)
      return [name, position]
    }),
  ) as Record<(typeof COLUMNS)[number], number>
  const byCat = new Map<number, CatStatRow[]>()
  lines.slice(1).forEach((line, offset) => {
    if (line.trim() === '') return
    const fields = line.split('\t')
    const number = (name: (typeof COLUMNS)[number]) => {
      const value = Number(fields[index[name]])
      if (!Number.isInteger(value)) {
        throw new GameDataError(`${file} line ${offset + 2}: ${name} "${fields[index[name]] ?? ''}" is not an integer`)
      }
      return value
    }
    const row: CatStatRow = {
      preswing: [number('preswing_1'), number('preswing_2'), number('preswing_3')],
      timeBetweenAttacks: number('time_between_attacks'),
      backswing: number('backswing'),
      attackFrequency: number('attack_frequency'),
    }
    const id = number('id')
    const rows = byCat.get(id) ?? []
    rows.push(row)
    byCat.set(id, rows)
  })
  return byCat
}

/**
 * The backswing of a form, taken only when battlecatsinfo's row describes the
 * same attack as ours: same time between attacks and foreswings (their data is
 * a later version; a rebalanced unit must not get a stale animation), and
 * their own cycle `last foreswing + max(backswing, tba − 1)` adds up.
 * null = unknown.
 */
export function matchBackswing(row: CatStatRow | undefined, hits: readonly Hit[], timeBetweenAttacks: number): number | null {
  if (!row) return null
  const tbaFrames = timeBetweenAttacks * 2
  if (row.timeBetweenAttacks !== tbaFrames) return null
  const sameForeswings = row.preswing.every((preswing, index) => preswing === (hits[index]?.foreswing ?? 0))
  if (!sameForeswings) return null
  const lastForeswing = hits[hits.length - 1]?.foreswing ?? 0
  if (lastForeswing + Math.max(row.backswing, tbaFrames - 1) !== row.attackFrequency) return null
  return row.backswing >= 0 ? row.backswing : null
}
