import { MAX_ENEMY_ID, parseId } from '../settings/limits.ts'

/**
 * The enemy page's address, fixed for every caller (enemy list, counters,
 * stage pages): `/enemy/{enemyId}?magnification=N&attackMagnification=M`.
 * Both are percentages; an absent magnification is 100, an absent attack
 * magnification equals the HP magnification (a stage's usual case).
 */

export const DEFAULT_MAGNIFICATION = 100
/**
 * The highest magnification the pages, the API and the CLI accept, in percent.
 * The largest in the 15.0.1 stage files is 22,000,000% (stageG011_02.csv,
 * column 9); this leaves room for later stages while rejecting typos.
 */
export const MAX_MAGNIFICATION = 100_000_000
export const MIN_MAGNIFICATION = 1

export interface Magnification {
  /** HP magnification, percent */
  magnification: number
  /** attack magnification, percent */
  attackMagnification: number
}

export const DEFAULT_ENEMY_MAGNIFICATION: Magnification = { magnification: DEFAULT_MAGNIFICATION, attackMagnification: DEFAULT_MAGNIFICATION }

/** The URL's search params of the enemy page (absent = default). */
export interface EnemySearch {
  magnification?: number
  attackMagnification?: number
}

/** A whole number from 1 to MAX_MAGNIFICATION; anything else is not a magnification. */
export function isMagnification(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_MAGNIFICATION && value <= MAX_MAGNIFICATION
}

/** The magnifications a search stands for: attack defaults to HP, HP to 100. */
export function magnificationOf(search: EnemySearch): Magnification {
  const magnification = search.magnification ?? DEFAULT_MAGNIFICATION
  return { magnification, attackMagnification: search.attackMagnification ?? magnification }
}

/** The shortest search for these magnifications (defaults left out). */
export function enemySearchOf({ magnification, attackMagnification }: Magnification): EnemySearch {
  const search: EnemySearch = {}
  if (magnification !== DEFAULT_MAGNIFICATION) search.magnification = magnification
  if (attackMagnification !== magnification) search.attackMagnification = attackMagnification
  return search
}

/**
 * The unit page's search against a game enemy as a ranking counted it: the enemy at these
 * magnifications, strengthen left out (a cat meets the enemy at full HP).
 */
export function unitSearchAgainst(enemyId: number, magnification: Magnification): { target: string; strengthen: false } & EnemySearch {
  return { target: `enemy-${enemyId}`, strengthen: false, ...enemySearchOf(magnification) }
}

/** Route form of an enemy id: the plain number ("0", "549"). */
export function parseEnemyId(value: string): number | null {
  return parseId(value, MAX_ENEMY_ID)
}

/** `/enemy/549`, `/enemy/549?magnification=400`, `/enemy/549?magnification=400&attackMagnification=200` */
export function enemyPath(enemyId: number, magnification: Partial<Magnification> = {}): string {
  const hp = magnification.magnification ?? DEFAULT_MAGNIFICATION
  const search = enemySearchOf({ magnification: hp, attackMagnification: magnification.attackMagnification ?? hp })
  const query = new URLSearchParams()
  if (search.magnification !== undefined) query.set('magnification', String(search.magnification))
  if (search.attackMagnification !== undefined) query.set('attackMagnification', String(search.attackMagnification))
  const text = query.toString()
  return `/enemy/${enemyId}${text ? `?${text}` : ''}`
}
