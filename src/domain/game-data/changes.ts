import type { Cat, DataSet, Talent, UnitForm } from './model.ts'

/** The stats a player compares between versions; `cooldown` is the recharge time, `attack` the damage of all hits. */
export const CHANGED_STATS = ['hp', 'attack', 'range', 'speed', 'cooldown', 'cost'] as const
export type ChangedStat = (typeof CHANGED_STATS)[number]

export interface Change<T> {
  before: T
  after: T
}

export interface FormRef {
  catId: number
  formIndex: number
  name: string
}

/** An ability's value as the data set stores it (numbers, flags, lists), read as JSON. */
export type AbilityValue = string | number | boolean | null | AbilityValue[] | { [key: string]: AbilityValue }

export interface AbilityChange {
  ability: string
  /** null = the form did not have it (before) or no longer has it (after) */
  before: AbilityValue
  after: AbilityValue
}

export interface FormChanges extends FormRef {
  /** the name in the older data set when it differs */
  renamedFrom: string | null
  stats: (Change<number> & { stat: ChangedStat })[]
  abilities: AbilityChange[]
}

/** A talent in a few words: "Dodge Attack (ultra): chance 20–20, duration 24–60, 10 levels". */
export type TalentSummary = string

export interface TalentChange {
  abilityId: number
  name: string
  /** null = added (before) or removed (after) */
  before: TalentSummary | null
  after: TalentSummary | null
}

export interface CatChanges {
  catId: number
  /** the cat's first listed form's name in the newer data set */
  name: string
  newForms: FormRef[]
  removedForms: FormRef[]
  forms: FormChanges[]
  talents: TalentChange[]
  levels: Change<{ maxBaseLevel: number; maxPlusLevel: number }> | null
}

export interface DataSetChanges {
  from: string
  to: string
  newCats: { catId: number; name: string; forms: FormRef[] }[]
  removedCats: { catId: number; name: string }[]
  changedCats: CatChanges[]
}

const formRef = (form: UnitForm): FormRef => ({ catId: form.catId, formIndex: form.formIndex, name: form.name })

function statValue(form: UnitForm, stat: ChangedStat): number {
  switch (stat) {
    case 'hp':
      return form.hp
    case 'attack':
      return form.hits.reduce((sum, hit) => sum + hit.damage, 0)
    case 'range':
      return form.range
    case 'speed':
      return form.speed
    case 'cooldown':
      return form.recharge
    case 'cost':
      return form.cost
  }
}

/** Stable text of a value, so two abilities compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))
    return `{${entries.map(([key, inner]) => `${key}:${canonical(inner)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'undefined'
}

function abilityChanges(before: UnitForm, after: UnitForm): AbilityChange[] {
  const old = before.abilities as Record<string, AbilityValue>
  const now = after.abilities as Record<string, AbilityValue>
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])].sort()
  return keys.filter((key) => canonical(old[key]) !== canonical(now[key])).map((key) => ({ ability: key, before: old[key] ?? null, after: now[key] ?? null }))
}

function formChanges(before: UnitForm, after: UnitForm): FormChanges | null {
  const stats = CHANGED_STATS.flatMap((stat) => {
    const was = statValue(before, stat)
    const is = statValue(after, stat)
    return was === is ? [] : [{ stat, before: was, after: is }]
  })
  const abilities = abilityChanges(before, after)
  const renamedFrom = before.name === after.name ? null : before.name
  if (stats.length === 0 && abilities.length === 0 && renamedFrom === null) return null
  return { ...formRef(after), renamedFrom, stats, abilities }
}

export function summarizeTalent(talent: Talent): TalentSummary {
  const params = talent.params.map((param) => (param.min === param.max ? `${param.name} ${param.min}` : `${param.name} ${param.min}–${param.max}`))
  const levels = talent.maxLevel === 1 ? 'on/off' : `${talent.maxLevel} levels`
  return `${talent.name}${talent.ultra ? ' (ultra)' : ''}: ${[...params, levels].join(', ')}`
}

function talentChanges(before: readonly Talent[], after: readonly Talent[]): TalentChange[] {
  const ids = [...new Set([...before, ...after].map((talent) => talent.abilityId))]
  return ids.flatMap((abilityId) => {
    const old = before.find((talent) => talent.abilityId === abilityId)
    const now = after.find((talent) => talent.abilityId === abilityId)
    const was = old ? summarizeTalent(old) : null
    const is = now ? summarizeTalent(now) : null
    if (was === is) return []
    return [{ abilityId, name: (now ?? old)?.name ?? '', before: was, after: is }]
  })
}

function catChanges(before: Cat, after: Cat): CatChanges | null {
  const oldForms = new Map(before.forms.map((form) => [form.formIndex, form]))
  const newForms = new Map(after.forms.map((form) => [form.formIndex, form]))
  const added = after.forms.filter((form) => !oldForms.has(form.formIndex)).map(formRef)
  const removed = before.forms.filter((form) => !newForms.has(form.formIndex)).map(formRef)
  const forms = after.forms.flatMap((form) => {
    const old = oldForms.get(form.formIndex)
    const changed = old ? formChanges(old, form) : null
    return changed ? [changed] : []
  })
  const talents = talentChanges(before.talents, after.talents)
  const levelsChanged = before.maxBaseLevel !== after.maxBaseLevel || before.maxPlusLevel !== after.maxPlusLevel
  const levels = levelsChanged
    ? {
        before: { maxBaseLevel: before.maxBaseLevel, maxPlusLevel: before.maxPlusLevel },
        after: { maxBaseLevel: after.maxBaseLevel, maxPlusLevel: after.maxPlusLevel },
      }
    : null
  if (added.length === 0 && removed.length === 0 && forms.length === 0 && talents.length === 0 && levels === null) return null
  return { catId: after.id, name: after.forms[0]?.name ?? '', newForms: added, removedForms: removed, forms, talents, levels }
}

/** What changed for players from one data set to the next: listed cats and forms, their stats, abilities, talents and level caps. */
export function diffDataSets(before: Pick<DataSet, 'version' | 'cats'>, after: Pick<DataSet, 'version' | 'cats'>): DataSetChanges {
  const oldCats = new Map(before.cats.map((cat) => [cat.id, cat]))
  const newIds = new Set(after.cats.map((cat) => cat.id))
  const changes: DataSetChanges = { from: before.version, to: after.version, newCats: [], removedCats: [], changedCats: [] }
  for (const cat of after.cats) {
    const old = oldCats.get(cat.id)
    if (!old) {
      changes.newCats.push({ catId: cat.id, name: cat.forms[0]?.name ?? '', forms: cat.forms.map(formRef) })
      continue
    }
    const changed = catChanges(old, cat)
    if (changed) changes.changedCats.push(changed)
  }
  for (const cat of before.cats) {
    if (!newIds.has(cat.id)) changes.removedCats.push({ catId: cat.id, name: cat.forms[0]?.name ?? '' })
  }
  return changes
}

/** Lines for the import report: what is new since the previous data set. */
export function formatChanges(changes: DataSetChanges): string[] {
  const { newCats, removedCats, changedCats } = changes
  const newForms = changedCats.flatMap((cat) => cat.newForms)
  const lines = [
    `Since the previous data set (${changes.from} → ${changes.to}): ${newCats.length} new cats, ${newForms.length} new forms of listed cats, ${changedCats.length} changed cats, ${removedCats.length} cats no longer listed`,
  ]
  for (const cat of newCats) lines.push(`  new cat ${cat.catId} ${cat.name} (${cat.forms.length} forms)`)
  for (const form of newForms) lines.push(`  new form ${form.catId}-${form.formIndex} ${form.name}`)
  for (const cat of removedCats) lines.push(`  no longer listed: cat ${cat.catId} ${cat.name}`)
  for (const cat of changedCats) {
    for (const form of cat.forms) {
      const parts = [
        ...(form.renamedFrom !== null ? [`renamed from ${form.renamedFrom}`] : []),
        ...form.stats.map((stat) => `${stat.stat} ${stat.before} → ${stat.after}`),
        ...form.abilities.map((ability) => `${ability.ability} ${canonical(ability.before)} → ${canonical(ability.after)}`),
      ]
      lines.push(`  ${form.catId}-${form.formIndex} ${form.name}: ${parts.join('; ')}`)
    }
    for (const talent of cat.talents) lines.push(`  cat ${cat.catId} ${cat.name} talent ${talent.name}: ${talent.before ?? 'none'} → ${talent.after ?? 'none'}`)
    if (cat.levels) {
      const { before, after } = cat.levels
      lines.push(`  cat ${cat.catId} ${cat.name} max level: ${before.maxBaseLevel}+${before.maxPlusLevel} → ${after.maxBaseLevel}+${after.maxPlusLevel}`)
    }
  }
  return lines
}
