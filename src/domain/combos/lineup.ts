import type { ComboEffectKind } from '../game-data/combo-kinds.ts'
import { APPLIED_COMBO_EFFECTS, MAX_COMBO_TOTAL, type AppliedComboEffect, type ComboEffects } from '../settings/settings.ts'
import type { ComboList, ListedCombo, NamedComboMember } from './combo-list.ts'

/** A lineup has two rows of five; only the first row's cats make combos (BCU LineUp.renewCombo). */
export const LINEUP_SLOTS = 10
export const LINEUP_ROW = 5

/** A cat in a lineup slot: the unit and the form it is at. */
export type LineupCat = { unitId: number; formIndex: number }

/** The cats of the first row (null = an empty slot). */
export function frontRow<T>(slots: readonly (T | null)[]): T[] {
  return slots.slice(0, LINEUP_ROW).filter((slot): slot is T => slot !== null)
}

/** a member is there when a first-row cat is its unit at its form or a later one */
function memberPresent(member: NamedComboMember, row: readonly LineupCat[]): boolean {
  return row.some((cat) => cat.unitId === member.unitId && cat.formIndex >= member.formIndex)
}

export type NearMiss = {
  combo: ListedCombo
  missing: NamedComboMember
  /** the missing unit is in the first row, at a form below the one the combo needs */
  formTooLow: boolean
}

export type LineupCombos = { active: ListedCombo[]; nearMisses: NearMiss[] }

/** The combos a lineup's first row makes, and the ones it misses by one member (at least one other member there). */
export function lineupCombos(list: Pick<ComboList, 'combos'>, slots: readonly (LineupCat | null)[]): LineupCombos {
  const row = frontRow(slots)
  const active: ListedCombo[] = []
  const nearMisses: NearMiss[] = []
  for (const combo of list.combos) {
    const absent = combo.members.filter((member) => !memberPresent(member, row))
    if (absent.length === 0) active.push(combo)
    else if (absent.length === 1 && combo.members.length > 1) {
      const missing = absent[0]!
      nearMisses.push({ combo, missing, formTooLow: row.some((cat) => cat.unitId === missing.unitId) })
    }
  }
  return { active, nearMisses }
}

function isApplied(kind: ComboEffectKind): kind is AppliedComboEffect {
  return (APPLIED_COMBO_EFFECTS as readonly string[]).includes(kind)
}

/** The totals per kind the engine applies (kinds add up, BCU `inc[type] += value`), and the combos only listed. */
export function comboTotals(active: readonly ListedCombo[]): { applied: ComboEffects; listedOnly: ListedCombo[] } {
  const applied: Partial<Record<AppliedComboEffect, number>> = {}
  const listedOnly: ListedCombo[] = []
  for (const combo of active) {
    if (isApplied(combo.effect)) applied[combo.effect] = Math.min(MAX_COMBO_TOTAL, (applied[combo.effect] ?? 0) + combo.value)
    else listedOnly.push(combo)
  }
  return { applied, listedOnly }
}
