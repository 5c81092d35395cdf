import type { Fraction } from './constants.ts'
import type { Cat, OrbType, UnitForm } from './game-data/model.ts'
import { TRAIT_LABELS } from './ability-vocabulary.ts'
import { ORB_GRADES, ORB_KINDS, TRAITS, type OrbGrade, type OrbKind, type Trait } from './game-data/vocabulary.ts'
import { traitMask } from './damage/trait-mask.ts'

/**
 * Talent orbs in the engine (docs/mechanics-notes.md "Talent orbs"). A
 * setting names an orb as text, `kind-trait-grade` ("attack-red-S"); the
 * game's orb list (the data set's `orbs`) says which exist and their values.
 */

/** Orbs go on true forms and ultra forms (equipmentslot.csv names cats; BCU puts them on form 3, battlecatsinfo on forms 3 and 4). */
export const ORB_FORM_INDEX = 2
export const MAX_ORB_SLOTS = 2
/** an empty slot in a list of orbs */
export const NO_ORB = 'none'

export type OrbCatalog = readonly OrbType[]
export type OrbName = { kind: OrbKind; trait: Trait; grade: OrbGrade }

/** One orb in a slot, with what the engine needs of it. */
export type ActiveOrb = OrbName & { traitMask: number; values: readonly number[] }

const ORB_TEXT = new RegExp(`^(${ORB_KINDS.join('|')})-(${TRAITS.join('|')})-([${ORB_GRADES.join('')}])$`)

export function isOrbText(text: string): boolean {
  return ORB_TEXT.test(text)
}

export function parseOrbText(text: string): OrbName | null {
  const match = ORB_TEXT.exec(text)
  if (!match) return null
  return { kind: match[1] as OrbKind, trait: match[2] as Trait, grade: match[3] as OrbGrade }
}

export function orbText({ kind, trait, grade }: OrbName): string {
  return `${kind}-${trait}-${grade}`
}

/** The total levels the form's slots open at; none for forms before the true form. */
export function orbSlotLevels(cat: Pick<Cat, 'orbSlots'>, formIndex: number): readonly number[] {
  return formIndex >= ORB_FORM_INDEX ? cat.orbSlots : []
}

/** How many of the form's slots are open at a total level. */
export function openOrbSlots(cat: Pick<Cat, 'orbSlots'>, formIndex: number, totalLevel: number): number {
  return orbSlotLevels(cat, formIndex).filter((level) => totalLevel >= level).length
}

export function orbTypeOf(catalog: OrbCatalog, kind: OrbKind, trait: Trait): OrbType | undefined {
  return catalog.find((type) => type.kind === kind && type.trait === trait)
}

export function activeOrb(catalog: OrbCatalog, name: OrbName): ActiveOrb | null {
  const type = orbTypeOf(catalog, name.kind, name.trait)
  const values = type?.values[ORB_GRADES.indexOf(name.grade)]
  return values ? { ...name, traitMask: traitMask([name.trait]), values } : null
}

/** The ability an effect orb needs on the form (Attack Up and Defense Up need none). */
const ORB_ABILITY: Partial<Record<OrbKind, { key: 'strongAgainst' | 'massiveDamage' | 'resistant'; name: string }>> = {
  strong: { key: 'strongAgainst', name: 'strong' },
  massive: { key: 'massiveDamage', name: 'massive damage' },
  tough: { key: 'resistant', name: 'resistant' },
}

/**
 * Whether the form can wear the orb: the game lets a Strong, Massive Damage or Tough Effect Up orb go
 * only on a form that has that ability against the orb's trait (its trait among the form's targets).
 * Returns why not, or null.
 */
export function orbRefusal(orb: OrbName, form: Pick<UnitForm, 'targets' | 'abilities'>, traitLabel: (trait: Trait) => string = String): string | null {
  const ability = ORB_ABILITY[orb.kind]
  if (!ability) return null
  if (form.abilities[ability.key] === true && form.targets.includes(orb.trait)) return null
  return `this form has no ${ability.name} against ${traitLabel(orb.trait)}`
}

/** `unknown`: the game has no such orb (whatever the form); `slot`: this form has no room for it; `ability`: this form cannot wear it. */
export type OrbProblem = { slot: number; text: string; reason: string; kind: 'unknown' | 'slot' | 'ability' }

/** The orb texts (slot order) that name no orb of the game, whatever the form. */
export function unknownOrbs(catalog: OrbCatalog, texts: readonly string[]): OrbProblem[] {
  return texts.flatMap((text, slot) =>
    text === NO_ORB || orbOfText(catalog, text) ? [] : [{ slot, text, reason: 'the game has no such orb', kind: 'unknown' as const }],
  )
}

function orbOfText(catalog: OrbCatalog, text: string): ActiveOrb | null {
  const name = parseOrbText(text)
  return name && activeOrb(catalog, name)
}

/**
 * The orbs a form carries from a list of orb texts (slot order): an orb the
 * game does not have, or a slot the form lacks or has not opened, is left
 * out and named as a problem.
 */
export function resolveOrbs(
  catalog: OrbCatalog,
  texts: readonly string[],
  slots: { levels: readonly number[]; totalLevel: number },
  form?: Pick<UnitForm, 'targets' | 'abilities'>,
): { orbs: ActiveOrb[]; problems: OrbProblem[] } {
  const orbs: ActiveOrb[] = []
  const problems: OrbProblem[] = []
  texts.forEach((text, slot) => {
    if (text === NO_ORB) return
    const orb = orbOfText(catalog, text)
    const level = slots.levels[slot]
    // A form without a slot takes no orb at all (and a unit page gets no orb catalog for it): that is the reason to give.
    if (slots.levels.length === 0) problems.push({ slot, text, reason: 'this form has no orb slot', kind: 'slot' })
    else if (!orb) problems.push({ slot, text, reason: 'the game has no such orb', kind: 'unknown' })
    else if (level === undefined) {
      const reason =
        slots.levels.length === 0 ? 'this form has no orb slot' : `this form has ${slots.levels.length} orb slot${slots.levels.length === 1 ? '' : 's'}`
      problems.push({ slot, text, reason, kind: 'slot' })
    } else if (slots.totalLevel < level) problems.push({ slot, text, reason: `orb slot ${slot + 1} opens at level ${level}`, kind: 'slot' })
    else {
      const refusal = form ? orbRefusal(orb, form, (trait) => TRAIT_LABELS[trait]) : null
      if (refusal) problems.push({ slot, text, reason: refusal, kind: 'ability' })
      else orbs.push(orb)
    }
  })
  return { orbs, problems }
}

/** the orbs of a kind whose trait the target has */
function sumAgainst(orbs: readonly ActiveOrb[], kind: OrbKind, targetMask: number, valueIndex = 0): number {
  let total = 0
  for (const orb of orbs) if (orb.kind === kind && (orb.traitMask & targetMask) !== 0) total += orb.values[valueIndex] ?? 0
  return total
}

/**
 * Attack Up: each hit deals value% of its level-1 damage (the file's value)
 * more, added after every multiplier (BCU Orb.getAtk, EEnemy.getDamage).
 */
export function attackOrbBonus(orbs: readonly ActiveOrb[], targetMask: number, rawDamage: number): number {
  if (orbs.length === 0) return 0
  let total = 0
  for (const orb of orbs) {
    if (orb.kind === 'attack' && (orb.traitMask & targetMask) !== 0) total += Math.floor(((orb.values[0] ?? 0) * rawDamage) / 100)
  }
  return total
}

/** Scale of the file's first value of strong and massive orbs as a multiplier bonus (BCU ORB_STR_ATK_MULTI, ORB_MASSIVE_MULTI). */
const STRONG_ATTACK_SCALE = 1000
const MASSIVE_SCALE = 300

function plus(fraction: Fraction, value: number, scale: number): Fraction {
  if (value === 0) return fraction
  return { num: fraction.num * scale + value * fraction.den, den: fraction.den * scale }
}

/** Strong Effect Up adds value/1000 to the strong-against multiplier (S: 300 → +0.3). */
export function withStrongOrbs(factor: Fraction, orbs: readonly ActiveOrb[], targetMask: number): Fraction {
  return orbs.length === 0 ? factor : plus(factor, sumAgainst(orbs, 'strong', targetMask), STRONG_ATTACK_SCALE)
}

/** Massive Damage Up adds value/300 to the massive damage multiplier (S: 150 → +0.5). */
export function withMassiveOrbs(factor: Fraction, orbs: readonly ActiveOrb[], targetMask: number): Fraction {
  return orbs.length === 0 ? factor : plus(factor, sumAgainst(orbs, 'massive', targetMask), MASSIVE_SCALE)
}

/** damage-taken factor of the orbs of one kind: each takes its value% off, one after the other (BCU Treasure.getGOODDEF, getRESISTDEF, Orb.getRes) */
export function orbTakenFactor(orbs: readonly ActiveOrb[], kind: 'defense' | 'strong' | 'tough', targetMask: number): number {
  let factor = 1
  const index = kind === 'strong' ? 1 : 0
  for (const orb of orbs) if (orb.kind === kind && (orb.traitMask & targetMask) !== 0) factor *= 1 - (orb.values[index] ?? 0) / 100
  return factor
}

/**
 * The orbs "best orb for the target" tries in one slot: every attack, strong
 * and massive orb of grade S for a trait the target has (defense and tough
 * orbs add no damage).
 */
export function bestOrbCandidates(catalog: OrbCatalog, targetTraits: readonly Trait[], form: Pick<UnitForm, 'targets' | 'abilities'>): ActiveOrb[] {
  const result: ActiveOrb[] = []
  for (const trait of targetTraits) {
    for (const kind of ['attack', 'strong', 'massive'] as const) {
      // only orbs the form can wear (its strong or massive damage against this very trait)
      if (orbRefusal({ kind, trait, grade: 'S' }, form) !== null) continue
      const orb = activeOrb(catalog, { kind, trait, grade: 'S' })
      if (orb) result.push(orb)
    }
  }
  return result
}

/** The English name of an orb as the game words it: "Attack Up S: Red". */
export function orbLabel(catalog: OrbCatalog, name: OrbName, traitLabel: (trait: Trait) => string): string {
  // the kind's name from any of its traits: an orb the game lacks for this trait is still named
  const type = catalog.find((candidate) => candidate.kind === name.kind)
  return `${type?.name ?? name.kind} ${name.grade}: ${traitLabel(name.trait)}`
}
