import { describe, expect, it } from 'vitest'
import { catChangeText, catDifferenceText, listDifferenceText } from './import-change-text.ts'

const NAMES: Record<string, string> = { '16:0': 'Moneko', '131:0': 'Neneko', '131:1': 'Neneko (Evolved)' }
const nameOf = (unitId: number, formIndex: number) => NAMES[`${unitId}:${formIndex}`] ?? `Unit ${unitId}`

describe('the words of an import’s confirmation', () => {
  it('says what the file changes back about a list', () => {
    expect(listDifferenceText({ field: 'name', here: 'Team B', file: 'Team' }, nameOf, {})).toBe('name “Team B” → “Team”')
    expect(listDifferenceText({ field: 'levelMode', here: 'max', file: 'your-levels' }, nameOf, {})).toBe('levels: Max level → Your levels')
    expect(listDifferenceText({ field: 'lineup', here: [16, null, 131], file: [] }, nameOf, { 16: 0, 131: 1 })).toBe('lineup Moneko, Neneko (Evolved) → empty')
  })

  it('says what it changes back about a cat, by the name of the form saved here', () => {
    expect(catDifferenceText({ field: 'level', here: { level: 50, plusLevel: 10 }, file: { level: 40, plusLevel: 0 } })).toBe('level 50+10 → 40+0')
    expect(catDifferenceText({ field: 'form', here: 1, file: 0 })).toBe('Evolved Form → Normal Form')
    expect(catDifferenceText({ field: 'talents', here: [10, 10, 1], file: [] })).toBe('talents 10/10/1 → not set')
    expect(catDifferenceText({ field: 'orbs', here: ['attack-red-S', 'none'], file: [] })).toBe('orbs Attack S: Red → none')
    expect(
      catChangeText(
        {
          unitId: 131,
          formIndex: 1,
          differences: [
            { field: 'form', here: 1, file: 0 },
            { field: 'level', here: { level: 50, plusLevel: 10 }, file: { level: 40, plusLevel: 0 } },
          ],
        },
        nameOf,
      ),
    ).toBe('Neneko (Evolved): Evolved Form → Normal Form; level 50+10 → 40+0')
  })
})
