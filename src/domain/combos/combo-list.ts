import type { ComboData, ComboEffect, ComboEffectKind, ComboMember } from '../game-data/combos.ts'
import type { Cat } from '../game-data/model.ts'

/** A combo member as pages show it: the form it needs, named; null name = a cat the data set does not list. */
export type NamedComboMember = ComboMember & { name: string | null }

export type ListedCombo = {
  id: number
  name: string
  effect: ComboEffectKind
  level: number
  value: number
  members: NamedComboMember[]
}

/** What the combo pages, unit pages and lineups need: small enough to send whole (about 10 KB compressed). */
export type ComboList = {
  version: string
  effects: ComboEffect[]
  strengths: string[]
  combos: ListedCombo[]
  /** every form name of each unit that is a combo member, for searching by cat (any form finds it) */
  unitNames: Record<number, string[]>
}

export function comboList(data: ComboData, catsById: ReadonlyMap<number, Pick<Cat, 'forms'>>): ComboList {
  const unitNames: Record<number, string[]> = {}
  for (const combo of data.combos) {
    for (const { unitId } of combo.members) unitNames[unitId] ??= catsById.get(unitId)?.forms.map((form) => form.name) ?? []
  }
  return {
    unitNames,
    version: data.version,
    effects: data.effects,
    strengths: data.strengths,
    combos: data.combos.map((combo) => ({
      id: combo.id,
      name: combo.name,
      effect: combo.effect,
      level: combo.level,
      value: combo.value,
      members: combo.members.map((member) => ({
        ...member,
        name: catsById.get(member.unitId)?.forms.find((form) => form.formIndex === member.formIndex)?.name ?? null,
      })),
    })),
  }
}

/** The combos a unit takes part in (at any form). */
export function combosOfUnit(list: ComboList, unitId: number): ListedCombo[] {
  return list.combos.filter((combo) => combo.members.some((member) => member.unitId === unitId))
}

/** "+10%", "−20%", "+1 level", "+300 money", "on" */
export function comboValueText(effect: Pick<ComboEffect, 'unit'> | undefined, value: number): string {
  switch (effect?.unit) {
    case 'down':
      return `−${value}%`
    case 'levels':
      return `+${value} level${value === 1 ? '' : 's'}`
    case 'money':
      return `+${value}¢`
    case 'switch':
      return 'on'
    default:
      return `+${value}%`
  }
}

export function effectOf(list: Pick<ComboList, 'effects'>, kind: ComboEffectKind): ComboEffect | undefined {
  return list.effects.find((effect) => effect.kind === kind)
}

/** "Unit Attack Up (Sm) +10%" */
export function comboEffectText(list: Pick<ComboList, 'effects' | 'strengths'>, combo: Pick<ListedCombo, 'effect' | 'level' | 'value'>): string {
  const effect = effectOf(list, combo.effect)
  return `${effect?.name ?? combo.effect} ${comboValueText(effect, combo.value)}`
}

export function strengthName(list: Pick<ComboList, 'strengths'>, level: number): string {
  return list.strengths[level] ?? String(level)
}

/** Combos with a member whose unit has a form name containing the text (search keys: case, width and Greek letters folded). */
export function combosMatching(list: ComboList, combos: readonly ListedCombo[], text: string, key: (text: string) => string): ListedCombo[] {
  const wanted = key(text.trim())
  if (wanted === '') return [...combos]
  const matchingUnits = new Set(
    Object.entries(list.unitNames)
      .filter(([, names]) => names.some((name) => key(name).includes(wanted)))
      .map(([unitId]) => Number(unitId)),
  )
  return combos.filter((combo) => combo.members.some((member) => matchingUnits.has(member.unitId)) || key(combo.name).includes(wanted))
}
