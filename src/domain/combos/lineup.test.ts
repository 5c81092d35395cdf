import { describe, expect, it } from 'vitest'
import type { ComboList, ListedCombo } from './combo-list.ts'
import { comboTotals, lineupCombos } from './lineup.ts'
import { decodeLineup, encodeLineup } from './lineup-link.ts'

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
    combo(126, 'workerStart', 1, [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]]),
    combo(128, 'baseDefense', 20, [[51, 1], [6, 1]]),
    combo(900, 'attack', 10, [[7, 0], [8, 0]]),
    combo(901, 'attack', 15, [[7, 0], [9, 2]]),
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
    expect(nearMisses.map((miss) => [miss.combo.id, miss.missing.unitId])).toEqual([[126, 4], [900, 8], [901, 9]])
  })

  it('the same kind adds up (inc[type] += value); kinds the engine does not apply are listed', () => {
    const { active } = lineupCombos(list, [at(7), at(8), at(9, 2), at(51, 1), at(6, 1)])
    const totals = comboTotals(active)
    // 10 + 15 = 25
    expect(totals.applied).toEqual({ attack: 25 })
    expect(totals.listedOnly.map((c) => c.id)).toEqual([128])
  })
})

describe('lineup share link', () => {
  it('round-trips slots, gaps and talents', () => {
    const slots = [{ unitId: 25, formIndex: 2, level: 50, plusLevel: 70, talentLevels: [10, 10, 10] }, null, { unitId: 0, formIndex: 1, level: 30, plusLevel: 0, talentLevels: [] }]
    const text = encodeLineup([...slots, null])
    expect(text).toBe('25.2.50.70.10~10~10_-_0.1.30.0')
    expect(decodeLineup(text, 'My lineup')).toEqual({ ok: true, lineup: { name: 'My lineup', slots } })
  })

  it('carries each cat’s orbs in three characters each, an empty slot before a chosen orb kept', () => {
    // attack 0 / red 0 / S, then an empty first slot and Massive Damage Up (3) against floating (1), grade D
    const slots = [
      { unitId: 25, formIndex: 2, level: 50, plusLevel: 0, talentLevels: [], orbs: ['attack-red-S'] },
      { unitId: 36, formIndex: 2, level: 30, plusLevel: 0, talentLevels: [10], orbs: ['none', 'massive-floating-D'] },
    ]
    const text = encodeLineup(slots)
    expect(text).toBe('25.2.50.0.o00S_36.2.30.0.10.o---~31D')
    expect(decodeLineup(text, 'Orbs')).toEqual({ ok: true, lineup: { name: 'Orbs', slots } })
    expect(decodeLineup('25.2.50.0.o99S', undefined)).toMatchObject({ ok: false })
  })

  it('refuses a malformed link with the place and the reason', () => {
    expect(decodeLineup('25.2.50', undefined)).toEqual({ ok: false, message: expect.stringContaining('slot 1 is not a cat') })
    expect(decodeLineup('1.0.1.0_1.0.1.0', undefined)).toEqual({ ok: false, message: expect.stringContaining('twice') })
    expect(decodeLineup(Array(11).fill('-').join('_'), undefined)).toEqual({ ok: false, message: expect.stringContaining('at most 10') })
    expect(decodeLineup('1.0.0.0', undefined)).toEqual({ ok: false, message: expect.stringContaining('level must be from 1') })
    expect(decodeLineup('-_-', undefined)).toEqual({ ok: false, message: expect.stringContaining('names no cats') })
    expect(decodeLineup(undefined, undefined).ok).toBe(false)
    // a unit id past the limit is named as such, not as "not a cat"
    expect(decodeLineup('10000.0.1.0', undefined)).toEqual({ ok: false, message: expect.stringContaining('slot 1: unit 10000 is above 9999') })
    expect(decodeLineup('1.0.1.0_'.repeat(90), undefined)).toEqual({ ok: false, message: expect.stringContaining('it is too long') })
    // the app's own longest link opens: ten cats with eight talents and three orbs each
    const longest = Array.from({ length: 10 }, (_, i) => ({ unitId: 9000 + i, formIndex: 3, level: 100, plusLevel: 100, talentLevels: [10, 10, 10, 10, 10, 10, 10, 10], orbs: ['attack-red-S', 'defense-floating-S', 'strong-black-S'] }))
    expect(decodeLineup(encodeLineup(longest), 'Longest')).toEqual({ ok: true, lineup: { name: 'Longest', slots: longest } })
  })
})
