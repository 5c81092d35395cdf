import { describe, expect, it } from 'vitest'
import {
  ENEMY_ROW_COLUMNS,
  TALENT_IDS,
  UNIT_ROW_COLUMNS,
  isKnownColumn,
  newTalent,
  unknownNonZeroColumns,
  unmodelledAbilitiesOfEnemyRow,
  unmodelledAbilitiesOfUnitRow,
  unmodelledTalents,
} from './unmodelled.ts'

// Rows quoted verbatim from ../shared/game-data-updates (file and line named above each).

/** updatedbcdata-15.6.0/cats-excerpt.json, units["196"].stats[3] (ultra form added in 15.6; 119 columns, col 117 = 1) */
const CAT_196_FORM_3 = [
  5250, 5, 12, 2500, 0, 440, 3680, 1850, 0, 320, 0, 0, 1, 70, 0, 5, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, -1, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 1, 0,
]

/** updatedbcdata-15.6.0/cats-excerpt.json, units["369"].stats[2] (Saber Alter Cat's true form; 118 columns, col 117 = 1) */
const CAT_369_FORM_2 = [
  1140, 3, 10, 100, 0, 155, 380, 250, 0, 320, 0, 0, 0, 20, 0, 9, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0,
  1, 1, 1, 1, 0, 0, 0, -1, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 1,
]

/** updatedbcdata-15.6.0/cats-excerpt.json, units["369"].stats[1] (its evolved form; 118 columns, col 117 = 0) */
const CAT_369_FORM_1 = [
  760, 3, 10, 100, 0, 155, 380, 250, 0, 320, 0, 0, 0, 20, 0, 9, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, -1, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
]

/** updatedbcdata-15.6.0/cats-excerpt.json, units["873"].stats[0] (new in 15.6; 119 columns, cols 117–118 = 0) */
const CAT_873_FORM_0 = [
  2150, 2, 10, 160, 0, 250, 99, 999, 0, 320, 1, 0, 0, 30, 0, 9, 1, 0, 0, 0, 0, 0, 1, 0, 22, 0, 0, 22, 90, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 1, 0, 0, 1, 0, 0, -1, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 22, 90, 0, 0, 0, 1,
  0, 0, 0, 0, 0, 0, 0, 1, 5, 30, 0, 0, -1, 1, 0, 100, 1000, 0, 0, 0, 0,
]

/** jp-15.5.1/DataLocal/unit873.csv line 1 (cat 872, a 117-column row) */
const CAT_872_FORM_0 = [
  3300, 4, 20, 1120, 60, 420, 2900, 1800, 0, 320, 1, 0, 1, 57, 0, 9, 0, 0, 0, 0, 1, 1, 0, 1, 0, 50, 120, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
  420, 1, 0, 0, 0, 0, 0, 0, 0, 0, -1, 0, -1, 0, 460, 0, 62, 0, 1, 1, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 1, 0, 1, 550, 300, 0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0,
]

/** jp-15.5.0/DataLocal/t_unit.csv line 775 (enemy 772, Sage of Selection Darvin; 113 columns, cols 111–112 = 100, 50) */
const ENEMY_772 = [
  5000000, 4, 4, 40000, 40, 350, 7000, 0, 320, 0, 0, 1, 62, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 400, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, -1, -1, 0, -1, 0, 20000, 0, 81, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100, 90, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  1, 401, 250, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 100, 50,
]

/** jp-15.5.0/DataLocal/t_unit.csv line 776 (enemy 773; 113 columns, cols 110–112 = 0) */
const ENEMY_773 = [
  150000, 3, 8, 4000, 100, 260, 1500, 0, 320, 0, 0, 0, 50, 0, 0, 0, 1, 0, 0, 0, 0, 30, 120, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, -1, -1, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 40, 1040, 0, 0, 0, 0, 0,
]

/** jp-15.5.0/DataLocal/t_unit.csv line 780 (enemy 777, Alluring Mage Vivon; 113 columns, col 110 = 1) */
const ENEMY_777 = [
  3200000, 4, 4, 30000, 0, 450, 3000, 0, 320, 0, 0, 1, 58, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100, 150, 50, 0, 0, 0, 300, 400, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, -1, -1, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100, 1800, 1200, 3, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0,
]

/** abilityID_A…H of jp-15.4.0/DataLocal/SkillAcquisition.csv line 130 (cat 338): slot F is 68,0,0,0,0,0,0,0,0,0,96,10,-1,1 */
const TALENTS_338 = [57, 11, 19, 32, 31, 68, 54, 25]
/** abilityID_A…H of jp-15.4.0/DataLocal/SkillAcquisition.csv line 168 (cat 533): slot H is 69,0,0,0,0,0,0,0,0,0,97,10,-1,1 */
const TALENTS_533 = [5, 11, 19, 32, 31, 35, 10, 69]
/** abilityID slots of cat 439's 15.6 talents (cats-excerpt.json, units["439"].talents): 30,20,27,32,31,56,55,63 */
const TALENTS_439 = [30, 20, 27, 32, 31, 56, 55, 63]

describe('the quoted rows are the length the files have', () => {
  it('119, 118, 118, 119 and 117 columns for the unit rows; 113 for the t_unit lines', () => {
    expect([CAT_196_FORM_3, CAT_369_FORM_2, CAT_369_FORM_1, CAT_873_FORM_0, CAT_872_FORM_0].map((row) => row.length)).toEqual([119, 118, 118, 119, 117])
    expect([ENEMY_772, ENEMY_773, ENEMY_777].map((row) => row.length)).toEqual([113, 113, 113])
  })
})

describe('unit rows', () => {
  it('196 form 3 and 369 form 2 (col 117 = 1) have Drain immunity, which the engine does not model', () => {
    expect(unmodelledAbilitiesOfUnitRow(CAT_196_FORM_3)).toEqual(['Drain immunity'])
    expect(unmodelledAbilitiesOfUnitRow(CAT_369_FORM_2)).toEqual(['Drain immunity'])
  })

  it('369 form 1, 873 form 0 (cols 117–118 = 0) and a 117-column row have nothing unmodelled', () => {
    expect(unmodelledAbilitiesOfUnitRow(CAT_369_FORM_1)).toEqual([])
    expect(unmodelledAbilitiesOfUnitRow(CAT_873_FORM_0)).toEqual([])
    expect(unmodelledAbilitiesOfUnitRow(CAT_872_FORM_0)).toEqual([])
  })

  it('no quoted unit row has a non-zero column the importer cannot place', () => {
    for (const row of [CAT_196_FORM_3, CAT_369_FORM_2, CAT_369_FORM_1, CAT_873_FORM_0, CAT_872_FORM_0]) {
      expect(unknownNonZeroColumns('unit', row)).toEqual([])
    }
  })

  it('col 117 is known; col 118 (0 in every row we hold, meaning unknown) is not, so a non-zero value there fails the import', () => {
    expect(isKnownColumn('unit', 116)).toBe(true)
    expect(isKnownColumn('unit', 117)).toBe(true)
    expect(isKnownColumn('unit', 118)).toBe(false)
    const withCol118 = [...CAT_873_FORM_0.slice(0, 118), 7]
    expect(unknownNonZeroColumns('unit', withCol118)).toEqual([118])
    expect(unknownNonZeroColumns('unit', [...CAT_872_FORM_0, 0, 0, 0, 3])).toEqual([120])
  })
})

describe('enemy rows', () => {
  it('Sage of Selection Darvin (772; cols 111–112 = 100, 50) has Drain', () => {
    expect(unmodelledAbilitiesOfEnemyRow(ENEMY_772)).toEqual(['Drain'])
  })

  it('Alluring Mage Vivon (777; col 110 = 1) is a Supervillain, a trait the engine does not read', () => {
    expect(unmodelledAbilitiesOfEnemyRow(ENEMY_777)).toEqual(['Supervillain'])
  })

  it('enemy 773 has neither', () => {
    expect(unmodelledAbilitiesOfEnemyRow(ENEMY_773)).toEqual([])
  })

  it('cols 111–112 are known, 113 is not', () => {
    expect(isKnownColumn('enemy', 110)).toBe(true)
    expect(isKnownColumn('enemy', 111)).toBe(true)
    expect(isKnownColumn('enemy', 112)).toBe(true)
    expect(isKnownColumn('enemy', 113)).toBe(false)
    for (const row of [ENEMY_772, ENEMY_773, ENEMY_777]) expect(unknownNonZeroColumns('enemy', row)).toEqual([])
    expect(unknownNonZeroColumns('enemy', [...ENEMY_772, 1])).toEqual([113])
  })

  it('a negative or fractional column is not a column', () => {
    expect(isKnownColumn('enemy', -1)).toBe(false)
    expect(isKnownColumn('unit', 1.5)).toBe(false)
  })
})

describe('talent ability ids', () => {
  it("cat 338's Counter-Surge (68) and cat 533's Immune to explosions (69) are modelled now: not reported", () => {
    expect(unmodelledTalents(TALENTS_338)).toEqual([])
    expect(unmodelledTalents(TALENTS_533)).toEqual([])
    expect(newTalent(68)?.cats).toEqual([338])
    expect(newTalent(67)).toBeUndefined()
  })

  it("cat 439's 15.6 talents use only ids talent-table.ts knows", () => {
    expect(unmodelledTalents(TALENTS_439)).toEqual([])
  })
})

describe('the table', () => {
  it('names every entry, cites a source for each, and lists each column once', () => {
    const entries = [...UNIT_ROW_COLUMNS, ...ENEMY_ROW_COLUMNS, ...TALENT_IDS]
    for (const entry of entries) {
      expect(entry.name).not.toBe('')
      expect(entry.sources.length).toBeGreaterThan(0)
    }
    for (const table of [UNIT_ROW_COLUMNS, ENEMY_ROW_COLUMNS]) {
      const columns = table.flatMap((entry) => entry.columns)
      expect(new Set(columns).size).toBe(columns.length)
      for (const entry of table) expect(entry.columns).toContain(entry.presentColumn)
    }
  })

  it('a modelled entry is no longer reported', () => {
    // talents 68 and 69 are in talent-table.ts; the columns are not modelled yet
    expect(TALENT_IDS.every((entry) => entry.modelled)).toBe(true)
    expect([...UNIT_ROW_COLUMNS, ...ENEMY_ROW_COLUMNS].every((entry) => !entry.modelled)).toBe(true)
  })
})
