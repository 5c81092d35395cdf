import type { Enemy, Trait, UnitForm } from '../game-data/model.ts'
import { keyedCache } from '../keyed-cache.ts'
import type { Settings } from '../settings/settings.ts'
import type { PreparedCat } from '../stats/prepare.ts'
import { calculateForm, calculationContext } from '../calculate-form.ts'
import { searchKey } from '../search/search-key.ts'
import { compareGameVersions } from '../game-data/game-version.ts'
import { formAbilityKeys, type AbilityFilterKey } from './abilities.ts'
import type { CompareView, ListLevels, SortKey } from './compare-search.ts'
import { effectivenessAgainst, type Effectiveness } from './trait-effectiveness.ts'

/** One line of the compare table: a listed form at the chosen settings. */
export interface CompareRow {
  unitId: number
  formIndex: number
  name: string
  /** the search keys of the name and, for a later form, the first form's name: a filter matches within one of them */
  nameKeys: string
  baseFormName?: string
  rarity: number
  /** the game version the cat came out in ("15.5.0"); null = the files say none */
  addedIn: string | null
  trueDps: number
  dps: number
  attack: number
  hits: number
  hp: number
  range: number
  cycle: number
  cooldown: number
  cost: number
  speed: number
  knockbacks: number
  level: number
  plusLevel: number
  targets: readonly Trait[]
  /** the form with the chosen talents: see rowAbilities and rowTraitEffects */
  form: UnitForm
  /** the target the true DPS was computed against */
  targetLabel: string
  /** the true DPS counts strengthen, which works only at or below this % of HP */
  strengthenTrigger?: number
  /** how many talents the cat has (a row saved with talents off saves each at 0) */
  talentSlots: number
  /** a saved cat's levels and talents, where the row is one of a list shown at "your levels" */
  listLevels?: ListLevels
}

/** Every listed form's row at the settings. */
export function compareRows(cats: readonly PreparedCat[], settings: Settings, enemies: readonly Enemy[]): CompareRow[] {
  return cats.flatMap(compareRowsOf(settings, enemies))
}

/** The rows of one cat's forms at the settings: calculateForm's numbers, laid out for the table. */
export function compareRowsOf(settings: Settings, enemies: readonly Enemy[]): (prepared: PreparedCat) => CompareRow[] {
  const context = calculationContext(settings, enemies)
  return (prepared: PreparedCat): CompareRow[] => {
    const baseName = prepared.forms[0]?.form.formIndex === 0 ? prepared.forms[0].form.name : undefined
    return prepared.forms.map((preparedForm) => {
      const { stats, target, trueDps } = calculateForm(preparedForm, settings, context)
      const form = stats.talented.form
      let attack = 0
      for (const damage of stats.hits) attack += damage
      const row: CompareRow = {
        unitId: prepared.cat.id,
        formIndex: form.formIndex,
        name: form.name,
        nameKeys: searchKey(form.name),
        rarity: prepared.cat.rarity,
        addedIn: prepared.cat.addedIn ?? null,
        trueDps,
        dps: stats.dps,
        attack,
        hits: stats.hits.length,
        hp: stats.hp,
        range: stats.range,
        cycle: stats.cycleFrames,
        cooldown: stats.cooldownFrames,
        cost: stats.cost,
        speed: stats.speed,
        knockbacks: stats.knockbacks,
        level: stats.level,
        plusLevel: stats.plusLevel,
        targets: form.targets,
        form,
        targetLabel: target.label,
        talentSlots: prepared.cat.talents.length,
      }
      if (form.formIndex > 0 && baseName && baseName !== form.name) {
        row.baseFormName = baseName
        row.nameKeys += `${NAME_KEY_SEPARATOR}${searchKey(baseName)}`
      }
      if (settings.strengthen && form.abilities.strengthen) row.strengthenTrigger = form.abilities.strengthen.hpTrigger
      return row
    })
  }
}

// Abilities and trait effects follow from the talented form alone, which is built once per cat
// and talent setting (PreparedForm): they are worked out on first use, for the rows on screen
// and for an ability filter, rather than for every form on every recompute.
const abilitiesCache = new WeakMap<UnitForm, readonly AbilityFilterKey[]>()
const traitEffectsCache = new WeakMap<UnitForm, Partial<Record<Trait, Effectiveness[]>>>()

/** Every filterable ability of the row's form, in catalogue order. */
export function rowAbilities(row: Pick<CompareRow, 'form'>): readonly AbilityFilterKey[] {
  let abilities = abilitiesCache.get(row.form)
  if (!abilities) abilitiesCache.set(row.form, (abilities = formAbilityKeys(row.form)))
  return abilities
}

/** How the row's form fares against each trait it targets. */
export function rowTraitEffects(row: Pick<CompareRow, 'form'>): Partial<Record<Trait, Effectiveness[]>> {
  let effects = traitEffectsCache.get(row.form)
  if (!effects) traitEffectsCache.set(row.form, (effects = traitEffectsOf(row.form)))
  return effects
}

/** Between a row's name keys: a separator no query holds, so a match never runs from one name into the other. */
export const NAME_KEY_SEPARATOR = '\n'

/** What the name filter looks for in a row's `nameKeys`. */
export function nameFilterKey(query: string): string {
  return searchKey(query.trim())
}

/** Rows whose form matches every active filter (multi-selects by any or all). */
export function filterRows(rows: readonly CompareRow[], view: CompareView): CompareRow[] {
  const q = nameFilterKey(view.q)
  const rarity = view.rarity.length > 0 ? new Set(view.rarity) : null
  const forms = view.form.length > 0 ? new Set(view.form) : null
  return rows.filter((row) => {
    if (rarity && !rarity.has(row.rarity)) return false
    if (forms && !forms.has(row.formIndex)) return false
    if (view.since !== null && (row.addedIn === null || compareGameVersions(row.addedIn, view.since) < 0)) return false
    if (q && !row.nameKeys.includes(q)) return false
    if (view.traits.length > 0) {
      const hit = (trait: Trait) => row.targets.includes(trait)
      if (view.traitMatch === 'all' ? !view.traits.every(hit) : !view.traits.some(hit)) return false
    }
    if (view.abilities.length > 0) {
      const abilities = rowAbilities(row)
      const has = (key: AbilityFilterKey) => abilities.includes(key)
      if (view.abilityMatch === 'all' ? !view.abilities.every(has) : !view.abilities.some(has)) return false
    }
    return true
  })
}

/** The filters filterRows reads, apart from the name. */
type RowFilters = Pick<CompareView, 'rarity' | 'form' | 'traits' | 'traitMatch' | 'abilities' | 'abilityMatch' | 'since'>

function sameFilters(a: RowFilters, b: RowFilters): boolean {
  return (
    a.rarity.join() === b.rarity.join() &&
    a.form.join() === b.form.join() &&
    a.traits.join() === b.traits.join() &&
    a.traitMatch === b.traitMatch &&
    a.abilities.join() === b.abilities.join() &&
    a.abilityMatch === b.abilityMatch &&
    a.since === b.since
  )
}

// The last filtering of each rows list: a keystroke that adds to the name only narrows what the
// last one showed, a few rows instead of every form (a third of a millisecond of the keystroke on a desktop).
const lastFiltered = new WeakMap<readonly CompareRow[], { view: CompareView; shown: CompareRow[] }>()

/**
 * filterRows, narrowing the last result for `rows` where the name only grew and the other filters
 * stand; the same filters again give the last result itself (the count and the table both ask).
 */
export function filterRowsNarrowing(rows: readonly CompareRow[], view: CompareView): CompareRow[] {
  const last = lastFiltered.get(rows)
  const sameOthers = last !== undefined && sameFilters(last.view, view)
  const key = nameFilterKey(view.q)
  if (sameOthers && key === nameFilterKey(last.view.q)) return last.shown
  const shown = sameOthers && key.includes(nameFilterKey(last.view.q)) ? filterRows(last.shown, view) : filterRows(rows, view)
  lastFiltered.set(rows, { view, shown })
  return shown
}

const SORT_VALUE: Record<Exclude<SortKey, 'name'>, (row: CompareRow) => number> = {
  trueDps: (row) => row.trueDps,
  dps: (row) => row.dps,
  attack: (row) => row.attack,
  hp: (row) => row.hp,
  range: (row) => row.range,
  cycle: (row) => row.cycle,
  cooldown: (row) => row.cooldown,
  cost: (row) => row.cost,
  speed: (row) => row.speed,
  knockbacks: (row) => row.knockbacks,
}

// Sorted copies per rows list (one list per settings, kept by the caller): the server renders
// every compare page at the default settings from the same rows, and the browser's sort
// toggles go back and forth; sorting ~1,800 rows again each time cost a few ms.
const sortedCopies = keyedCache<readonly CompareRow[], readonly CompareRow[]>()

/** A sorted copy, shared between callers (never change it); ties keep unit id then form order so the table never jumps. */
export function sortRows(rows: readonly CompareRow[], sort: SortKey, dir: 'asc' | 'desc'): readonly CompareRow[] {
  return sortedCopies.getOrCompute(rows, `${sort} ${dir}`, () => sortedCopy(rows, sort, dir))
}

function sortedCopy(rows: readonly CompareRow[], sort: SortKey, dir: 'asc' | 'desc'): CompareRow[] {
  const sign = dir === 'asc' ? 1 : -1
  const byId = (a: CompareRow, b: CompareRow) => a.unitId - b.unitId || a.formIndex - b.formIndex
  if (sort === 'name') return [...rows].sort((a, b) => sign * a.name.localeCompare(b.name) || byId(a, b))
  const value = SORT_VALUE[sort]
  return [...rows].sort((a, b) => sign * (value(a) - value(b)) || byId(a, b))
}

function traitEffectsOf(form: Parameters<typeof effectivenessAgainst>[0]): Partial<Record<Trait, Effectiveness[]>> {
  const effects: Partial<Record<Trait, Effectiveness[]>> = {}
  for (const trait of form.targets) effects[trait] = effectivenessAgainst(form, trait)
  return effects
}
