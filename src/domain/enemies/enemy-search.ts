import { TRAITS, type Trait } from '../game-data/vocabulary.ts'
import type { EnemyAbilityKey } from '../game-data/enemies.ts'
import { COUNTER_SORTS, type CounterSort } from './counter-sort.ts'
import { isMagnification } from './enemy-link.ts'

/**
 * The URL state of /enemies and /enemy/{id}. Magnifications are strict: a
 * value that is present and not a magnification makes the URL invalid (the
 * page renders the not-found view); the rest is lenient (a bad value is its default).
 */

export const ENEMY_LIST_SORTS = ['name', 'hp', 'attack', 'dps', 'range', 'speed', 'knockbacks'] as const
export type EnemyListSort = (typeof ENEMY_LIST_SORTS)[number]

export const ENEMY_ABILITY_FILTERS = [
  'barrier',
  'shield',
  'wave',
  'surge',
  'survive',
  'revive',
  'burrow',
  'warp',
  'curse',
  'toxic',
  'freeze',
  'slow',
  'weaken',
  'knockback',
  'critical',
  'strengthen',
  'savageBlow',
  'dodge',
  'counterSurge',
  'deathSurge',
  'explosion',
  'baseDestroyer',
  'kamikaze',
  'waveBlocker',
] as const satisfies readonly EnemyAbilityKey[]
export type EnemyAbilityFilter = (typeof ENEMY_ABILITY_FILTERS)[number]

export interface EnemyListSearch {
  q?: string
  trait?: Trait
  ability?: EnemyAbilityFilter
  sort?: EnemyListSort
  dir?: 'asc' | 'desc'
  /** a text that is not a magnification is kept as given, and makes the URL invalid (see invalidEnemySearch) */
  magnification?: number | string
}

/** 'all' (every cat at max, the default) or a saved list's id */
export type CounterSource = 'all' | { listId: string }

export interface EnemyPageSearch {
  magnification?: number | string
  attackMagnification?: number | string
  /** counters from a saved list (its id); absent = all cats at max */
  list?: string
  sort?: CounterSort
  dir?: 'asc' | 'desc'
  /** name filter of the counters */
  q?: string
  /** only cats that kill / out-range it */
  kills?: true
  outranges?: true
}

const text = (value: unknown, max: number): string | undefined => {
  if (typeof value === 'number') value = String(value)
  return typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : undefined
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined
}

/** A magnification from the URL: a number or numeric text; anything else present is invalid. */
function magnificationFrom(value: unknown): number | undefined | null {
  if (value === undefined || value === '') return undefined
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN
  return isMagnification(number) ? number : null
}

/** The value kept when it is not a magnification, so the address stays as the player typed it (and shows the not-found view). */
function keptAsGiven(value: unknown): number | string {
  return typeof value === 'number' ? value : String(value).slice(0, 30)
}

/** A magnification in the search that is not one: the page renders the not-found view. */
export function invalidEnemySearch(search: Pick<EnemyPageSearch, 'magnification' | 'attackMagnification'>): boolean {
  return [search.magnification, search.attackMagnification].some((value) => value !== undefined && !isMagnification(value))
}

/** The search's magnifications, once invalidEnemySearch has said they are valid. */
export function validMagnifications(search: Pick<EnemyPageSearch, 'magnification' | 'attackMagnification'>): {
  magnification?: number
  attackMagnification?: number
} {
  return {
    magnification: isMagnification(search.magnification) ? search.magnification : undefined,
    attackMagnification: isMagnification(search.attackMagnification) ? search.attackMagnification : undefined,
  }
}

const flag = (value: unknown): true | undefined => (value === true || value === 'true' || value === 1 || value === '1' ? true : undefined)

/**
 * Every key is present, undefined when absent or bad: the router merges the result over the raw
 * search, so a key left out would keep its bad value in the address (`/enemies?sort=zz`).
 */
export function enemyListSearch(raw: Record<string, unknown>): EnemyListSearch {
  const search: EnemyListSearch = { q: undefined, trait: undefined, ability: undefined, sort: undefined, dir: undefined, magnification: undefined }
  const q = text(raw.q, 100)
  if (q) search.q = q
  const trait = oneOf(TRAITS, raw.trait)
  if (trait) search.trait = trait
  const ability = oneOf(ENEMY_ABILITY_FILTERS, raw.ability)
  if (ability) search.ability = ability
  const sort = oneOf(ENEMY_LIST_SORTS, raw.sort)
  if (sort && sort !== 'name') search.sort = sort
  const dir = oneOf(['asc', 'desc'] as const, raw.dir)
  if (dir) search.dir = dir
  const magnification = magnificationFrom(raw.magnification)
  if (magnification === null) search.magnification = keptAsGiven(raw.magnification)
  else if (magnification !== undefined && magnification !== 100) search.magnification = magnification
  return search
}

/** Every key is present, as in enemyListSearch. */
export function enemyPageSearch(raw: Record<string, unknown>): EnemyPageSearch {
  const search: EnemyPageSearch = {
    magnification: undefined,
    attackMagnification: undefined,
    list: undefined,
    sort: undefined,
    dir: undefined,
    q: undefined,
    kills: undefined,
    outranges: undefined,
  }
  const magnification = magnificationFrom(raw.magnification)
  const attackMagnification = magnificationFrom(raw.attackMagnification)
  if (magnification === null) search.magnification = keptAsGiven(raw.magnification)
  else if (magnification !== undefined && magnification !== 100) search.magnification = magnification
  if (attackMagnification === null) search.attackMagnification = keptAsGiven(raw.attackMagnification)
  else if (attackMagnification !== undefined && attackMagnification !== (magnification ?? 100)) search.attackMagnification = attackMagnification
  const list = text(raw.list, 100)
  if (list) search.list = list
  const sort = oneOf(COUNTER_SORTS, raw.sort)
  if (sort && sort !== 'timeToKill') search.sort = sort
  const dir = oneOf(['asc', 'desc'] as const, raw.dir)
  if (dir) search.dir = dir
  const q = text(raw.q, 100)
  if (q) search.q = q
  if (flag(raw.kills)) search.kills = true
  if (flag(raw.outranges)) search.outranges = true
  return search
}
