/**
 * The game's fixed word lists, apart from the data set's schemas (model.ts):
 * pages import these, and they must not pay for building every schema of the
 * data set when the browser starts them.
 */

export const RARITIES = ['Normal', 'Special', 'Rare', 'Super Rare', 'Uber', 'Legend'] as const

/** Enemy traits a cat can target. */
export const TRAITS = ['red', 'floating', 'black', 'metal', 'angel', 'alien', 'zombie', 'relic', 'aku', 'traitless'] as const
export type Trait = (typeof TRAITS)[number]

/** Traits whose multipliers get the treasure (fruit / alien) bonus. */
export const TREASURE_TRAITS: readonly Trait[] = ['red', 'floating', 'black', 'metal', 'angel', 'alien', 'zombie']

export const SPECIAL_TYPES = ['behemoth', 'colossus', 'sage'] as const
export type SpecialType = (typeof SPECIAL_TYPES)[number]

export const IMMUNITY_TYPES = ['weaken', 'freeze', 'slow', 'knockback', 'wave', 'warp', 'curse', 'toxic', 'surge', 'explosion', 'bossWave'] as const
export type ImmunityType = (typeof IMMUNITY_TYPES)[number]

export const RESISTANCE_TYPES = ['weaken', 'freeze', 'slow', 'knockback', 'wave', 'warp', 'curse', 'toxic', 'surge'] as const
export type ResistanceType = (typeof RESISTANCE_TYPES)[number]

/** The kinds of talent orb the engine counts (equipment content 0–4); the game's ability orbs are listed only. */
export const ORB_KINDS = ['attack', 'defense', 'strong', 'massive', 'tough'] as const
export type OrbKind = (typeof ORB_KINDS)[number]
/** Orb grades, weakest first (equipmentgrade.csv). */
export const ORB_GRADES = ['D', 'C', 'B', 'A', 'S'] as const
export type OrbGrade = (typeof ORB_GRADES)[number]
