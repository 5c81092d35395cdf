import type { Cat, DataSet, Enemy, OrbType } from './game-data/model.ts'
import { MAX_UNIT_ID, parseId } from './settings/limits.ts'

/** One listed form as the search and the metadata list know it (spec §3 "Unit"). */
export interface UnitMetadata {
  unitId: number
  formIndex: number
  name: string
  /** name of the unit's first form, when this is a later form */
  baseFormName?: string
}

export const FORM_LABELS = ['Normal', 'Evolved', 'True', 'Ultra'] as const

export function unitMetadata(cats: readonly Cat[]): UnitMetadata[] {
  const rows: UnitMetadata[] = []
  for (const cat of cats) {
    const base = cat.forms.find((form) => form.formIndex === 0)
    for (const form of cat.forms) {
      const row: UnitMetadata = { unitId: cat.id, formIndex: form.formIndex, name: form.name }
      if (form.formIndex > 0 && base && base.name !== form.name) row.baseFormName = base.name
      rows.push(row)
    }
  }
  return rows
}

/** Route form of a unit id: left-padded with zeros to 3 characters (spec §2). */
export function padUnitId(unitId: number): string {
  return String(unitId).padStart(3, '0')
}

/** Accepts "25" and "025"; anything that is not a plain non-negative integer is null. */
export function parseUnitId(value: string): number | null {
  return parseId(value, MAX_UNIT_ID)
}

export function parseFormIndex(value: string): number | null {
  if (!/^\d{1,2}$/.test(value)) return null
  return Number(value)
}

export function unitPath(unitId: number, formIndex: number): string {
  return `/unit/${padUnitId(unitId)}/${formIndex}`
}

/** What the calculator pages need of the data set (cats without their texts, and the enemies). */
export interface CalculatorData {
  cats: Cat[]
  enemies: Enemy[]
  /** the game's orb list (the compare page's "best orb for the target") */
  orbs: OrbType[]
}

/** Every cat without the texts the calculator does not need, and the enemies and orbs. */
export function calculatorData(data: DataSet): CalculatorData {
  return { cats: data.cats.map(withoutTexts), enemies: data.enemies, orbs: data.orbs ?? [] }
}

function withoutTexts(cat: Cat): Cat {
  // Where the numbers come from is for the unit page; left out here, every cat keeps one shape and packs (calculator-packing.ts).
  const { source: _source, temporaryNames: _temporary, defaulted: _defaulted, notModelled: _notModelled, ...calculated } = cat
  return {
    ...calculated,
    forms: cat.forms.map((form) => ({ ...form, description: '' })),
    talents: cat.talents.map((talent) => ({ ...talent, description: '' })),
  }
}
