import { z } from 'zod'
import type { Hit, HitArea, Trait, UnitForm } from './model.ts'
import { cell, checkRow, requireColumns } from './game-text.ts'
import { parseAbilities, parseImmunities } from './abilities.ts'

/**
 * Lines of unit###.csv have 52 to 117 columns up to 15.0.1; a missing trailing
 * column means 0. Newer dumps add columns at the end, which the importer does not read.
 */
export const UNIT_STATS_MIN_COLUMNS = 52
export const unitStatsRow = z.array(z.number().int())

const TARGET_COLUMNS: readonly (readonly [Trait, number])[] = [
  ['red', 10],
  ['floating', 16],
  ['black', 17],
  ['metal', 18],
  ['angel', 20],
  ['alien', 21],
  ['zombie', 22],
  ['relic', 78],
  ['aku', 96],
  ['traitless', 19],
]

export function parseTargets(row: readonly number[]): Trait[] {
  return TARGET_COLUMNS.filter(([, column]) => cell(row, column) !== 0).map(([trait]) => trait)
}

/** Number of hits as the game (and BCU) counts them: hit 3 only follows a hit 2. */
export function hitCount(row: readonly number[]): 1 | 2 | 3 {
  if (cell(row, 59) === 0) return 1
  return cell(row, 60) === 0 ? 2 : 3
}

/** Long-distance / omni area of hit 1, shared by hits 2 and 3 unless they have their own (cols 99–104). */
function hitAreas(row: readonly number[]): [HitArea | null, HitArea | null, HitArea | null] {
  const c = (index: number) => cell(row, index)
  const first = c(45) === 0 ? null : { start: c(44), width: c(45) }
  const second = c(99) !== 0 ? { start: c(100), width: c(101) } : first
  const third = c(102) !== 0 ? { start: c(103), width: c(104) } : first
  return [first, second, third]
}

/**
 * Which hits apply the form's procs and abilities. Multi-hit forms say it per
 * hit in cols 63–65. For single-hit forms the flag is absent on the short
 * (older) lines and the hit applies its effects all the same (Cat's row has no
 * col 63; a slow unit like id 30 slows). BCU defaults hit 1's flag to 1 and
 * battlecatsinfo marks hit 1 of every single-hit form as applying effects,
 * so: one hit → it always applies them; several hits → the columns decide.
 */
function procFlags(row: readonly number[], hits: number): [boolean, boolean, boolean] {
  if (hits === 1) return [true, false, false]
  return [cell(row, 63) !== 0, cell(row, 64) !== 0, cell(row, 65) !== 0]
}

export function parseHits(row: readonly number[]): Hit[] {
  const count = hitCount(row)
  const areas = hitAreas(row)
  const procs = procFlags(row, count)
  const damage = [cell(row, 3), cell(row, 59), cell(row, 60)]
  const foreswing = [cell(row, 13), cell(row, 61), cell(row, 62)]
  const hits: Hit[] = []
  for (let index = 0; index < count; index++) {
    hits.push({
      damage: damage[index] ?? 0,
      foreswing: foreswing[index] ?? 0,
      procs: procs[index] ?? false,
      area: areas[index] ?? null,
    })
  }
  return hits
}

export interface FormInput {
  catId: number
  formIndex: number
  /** the form's line of unit###.csv */
  cells: readonly number[]
  /** where the line is, for messages */
  where: string
  name: string
  description: string
  backswing: number | null
}

export function parseForm(input: FormInput): UnitForm {
  requireColumns(input.cells, UNIT_STATS_MIN_COLUMNS, input.where, 'the last column every form line has')
  const row = checkRow(unitStatsRow, input.cells, input.where)
  const c = (index: number) => cell(row, index)
  return {
    catId: input.catId,
    formIndex: input.formIndex,
    name: input.name,
    description: input.description,
    hp: c(0),
    knockbacks: c(1),
    speed: c(2),
    range: c(5),
    timeBetweenAttacks: c(4),
    backswing: input.backswing,
    recharge: c(7),
    cost: c(6),
    areaAttack: c(12) === 1,
    hits: parseHits(row),
    targets: parseTargets(row),
    abilities: parseAbilities(row),
    immunities: parseImmunities(row),
    resistances: {},
  }
}
