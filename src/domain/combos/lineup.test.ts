import { describe, expect, it } from 'vitest'
import type { ComboList, ListedCombo } from './combo-list.ts'
import { comboTotals, lineupCombos } from './lineup.ts'

const combo = (id: number, effect: ListedCombo['effect'], value: number, members: [number, number][]): ListedCombo => ({
  id,
  name: `Combo ${id}`,
  effect,
  level: 0,
  value,
  members: members.map(([unitId, formIndex]) => ({ unitId, formIndex, name: `Cat ${unitId}` })),
})

// Shapes of real rows of NyancomboData.csv (15.0.1): line 127 "Cat Army" = units 0–4 at form 0, worker start +1;
// line 129 "Cap'n Ahab" = units 51 and 6 at form 1 (evolved), base defence +20%.
const list: Pick<ComboList, 'combos'> = {
  combos: [
    combo(126, 'workerStart', 1, [
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
    ]),
    combo(128, 'baseDefense', 20, [
      [51, 1],
      [6, 1],
    ]),
    combo(900, 'attack', 10, [
      [7, 0],
      [8, 0],
    ]),
    combo(901, 'attack', 15, [
      [7, 0],
      [9, 2],
    ]),
  ],
}
const at = (unitId: number, formIndex = 0) => ({ unitId, formIndex })

describe('lineup combos (BCU LineUp.renewCombo)', () => {
  it('a combo is active when every member is in the first row at its form or a later one', () => {
    const { active } = lineupCombos(list, [at(51, 2), at(6, 1), null, null, null])
    expect(active.map((c) => c.id)).toEqual([128])
  })

  it('the second row never makes a combo', () => {
    expect(lineupCombos(list, [at(51, 1), null, null, null, null, at(6, 1)]).active).toEqual([])
  })

  it('a form below the needed one does not count, and the near-miss says so', () => {
    const { active, nearMisses } = lineupCombos(list, [at(51, 1), at(6, 0)])
    expect(active).toEqual([])
    expect(nearMisses).toHaveLength(1)
    expect(nearMisses[0]?.missing.unitId).toBe(6)
    expect(nearMisses[0]?.formTooLow).toBe(true)
  })

  it('near-misses: one member short, never a combo none of whose members is there', () => {
    const { nearMisses } = lineupCombos(list, [at(0), at(1), at(2), at(3), at(7)])
    // Cat Army misses unit 4; 900 misses unit 8; 901 misses unit 9
    expect(nearMisses.map((miss) => [miss.combo.id, miss.missing.unitId])).toEqual([
      [126, 4],
      [900, 8],
      [901, 9],
    ])
  })

  it('the same kind adds up (inc[type] += value); kinds the engine does not apply are listed', () => {
    const { active } = lineupCombos(list, [at(7), at(8), at(9, 2), at(51, 1), at(6, 1)])
    const totals = comboTotals(active)
    // 10 + 15 = 25
    expect(totals.applied).toEqual({ attack: 25 })
    expect(totals.listedOnly.map((c) => c.id)).toEqual([128])
  })
})
