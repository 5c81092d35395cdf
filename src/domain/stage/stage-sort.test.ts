import { describe, expect, it } from 'vitest'
import type { CounterRow } from './counters.ts'
import { sortStageRows } from './stage-sort.ts'

// Hand-built rows (numbers chosen, not computed): the order each column gives is read off them.
function row(unitId: number, bossSeconds: number, trueDps: number, dpsPerCost: number): CounterRow {
  return {
    candidate: unitId,
    unitId,
    formIndex: 0,
    name: `Cat ${unitId}`,
    cost: 100,
    secondsToKill: [bossSeconds],
    trueDps: [trueDps],
    bossSeconds,
    bossNoKill: Number.isFinite(bossSeconds) ? null : 'tooSlow',
    totalSeconds: bossSeconds,
    dpsPerCost,
    survival: 1,
    hitsSurvived: unitId,
    targetedTraits: [],
    range: 400,
    cooldownSeconds: 10,
    control: null,
  }
}
const rows = [row(1, 10, 500, 5), row(2, 20, 900, 2), row(3, Infinity, 100, 9), row(4, 5, 300, 1)]
const ids = (sorted: CounterRow[]) => sorted.map((r) => r.unitId)

describe('sortStageRows', () => {
  it('best first: the shortest time, the highest true DPS, DPS per cost and hits survived', () => {
    expect(ids(sortStageRows(rows, 'boss', 'best', 0))).toEqual([4, 1, 2, 3])
    expect(ids(sortStageRows(rows, 'trueDps', 'best', 0))).toEqual([2, 1, 4, 3])
    expect(ids(sortStageRows(rows, 'dpsPerCost', 'best', 0))).toEqual([3, 1, 2, 4])
    expect(ids(sortStageRows(rows, 'hitsSurvived', 'best', 0))).toEqual([4, 3, 2, 1])
  })

  it('worst first flips the order, but a kill that never comes stays last', () => {
    expect(ids(sortStageRows(rows, 'boss', 'worst', 0))).toEqual([2, 1, 4, 3])
    expect(ids(sortStageRows(rows, 'trueDps', 'worst', 0))).toEqual([3, 4, 1, 2])
  })
})
