import type { CounterRow } from './counters.ts'

/** The stage ranking's columns a player can sort by (issue #50 point 10), as the enemy page's counters. */
export const STAGE_SORTS = ['boss', 'total', 'trueDps', 'dpsPerCost', 'hitsSurvived'] as const
export type StageSort = (typeof STAGE_SORTS)[number]

/** Per column: the row's figure and whether less is better (a time), so 'best' first means the same thing on every column. */
const COLUMN: Record<StageSort, { value: (row: CounterRow, bossIndex: number) => number; lessIsBetter: boolean }> = {
  boss: { value: (row) => row.bossSeconds, lessIsBetter: true },
  total: { value: (row) => row.totalSeconds, lessIsBetter: true },
  trueDps: { value: (row, bossIndex) => row.trueDps[bossIndex] ?? 0, lessIsBetter: false },
  dpsPerCost: { value: (row) => row.dpsPerCost, lessIsBetter: false },
  hitsSurvived: { value: (row) => row.hitsSurvived ?? 0, lessIsBetter: false },
}

/**
 * The rows best first (or worst first) by a column; a time that never comes (Infinity) is last
 * either way, and ties keep the ranking's order (by time to kill the boss).
 */
export function sortStageRows<T extends CounterRow>(rows: readonly T[], sort: StageSort, direction: 'best' | 'worst', bossIndex: number): T[] {
  const { value, lessIsBetter } = COLUMN[sort]
  const sign = (lessIsBetter ? 1 : -1) * (direction === 'best' ? 1 : -1)
  return rows
    .map((row, order) => ({ row, order, key: value(row, bossIndex) }))
    .sort((a, b) => {
      if (a.key === b.key) return a.order - b.order
      if (a.key === Infinity) return 1
      if (b.key === Infinity) return -1
      return sign * (a.key - b.key)
    })
    .map(({ row }) => row)
}
