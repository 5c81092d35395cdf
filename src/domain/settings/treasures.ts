import { MAX_RESEARCH_LEVEL, MAX_TREASURE_PERCENT } from '../constants.ts'
import type { Trait } from '../game-data/vocabulary.ts'

/**
 * Every treasure the game has, as its three chapters of each saga add them up
 * (docs/mechanics-notes.md "Treasures"): a treasure's power is 0–100% per
 * chapter, so a saga's treasure runs 0–300% and the Mystery Mask of one
 * chapter 0–100%. Names as the game's resLocal/Treasure3_*_en.csv give them;
 * effects per 100% (one chapter) from DataLocal/treasureData*.csv.
 *
 * The treasures the calculator counts are settings (settings.ts
 * NUMBER_SETTINGS); the rest only live in the player's account.
 */

export const SAGAS = ['eoc', 'itf', 'cotc'] as const
export type Saga = (typeof SAGAS)[number]

export const SAGA_NAMES: Readonly<Record<Saga, string>> = {
  eoc: 'Empire of Cats',
  itf: 'Into the Future',
  cotc: 'Cats of the Cosmos',
}

/** Trait treasure setting of each trait that has one (spec: red, floating, black, metal, angel, zombie, alien). */
export const TRAIT_TREASURE_KEYS = {
  red: 'redTreasure',
  floating: 'floatingTreasure',
  black: 'blackTreasure',
  metal: 'metalTreasure',
  angel: 'angelTreasure',
  zombie: 'zombieTreasure',
  alien: 'alienTreasure',
} as const satisfies Partial<Record<Trait, string>>
export type TraitTreasureKey = (typeof TRAIT_TREASURE_KEYS)[keyof typeof TRAIT_TREASURE_KEYS]
export type TreasureTrait = keyof typeof TRAIT_TREASURE_KEYS
export const TREASURE_TRAIT_LIST = Object.keys(TRAIT_TREASURE_KEYS) as TreasureTrait[]

/**
 * Before each trait had its own treasure the settings had one `fruitTreasure`
 * for red, floating, black, metal, angel and zombie: old URLs, API queries,
 * saved accounts and exports carry it, and it stands for each of these.
 */
export const LEGACY_FRUIT_TREASURE = 'fruitTreasure'
export const LEGACY_FRUIT_KEYS: readonly TraitTreasureKey[] = [
  'redTreasure',
  'floatingTreasure',
  'blackTreasure',
  'metalTreasure',
  'angelTreasure',
  'zombieTreasure',
]

/** The treasures only the account keeps: they change no number the calculator shows. */
export const ACCOUNT_ONLY_TREASURE_KEYS = [
  'xpTreasure',
  'baseTreasure',
  'accountingTreasure',
  'cannonAttackTreasure',
  'cannonChargeTreasure',
  'energyTreasure',
  'aquaCrystal',
  'plasmaCrystal',
  'ancientTablet',
  'mysteriousForce',
  'cosmicEnergy',
  'timeMachine',
  'futureTech',
  'stellarGarnet',
  'phoebeBeryl',
  'lunarCitrine',
  'ganymedeTopaz',
  'callistoAmethyst',
  'darkMatter',
  'neutrino',
  'mysteryMask1',
  'mysteryMask2',
  'mysteryMask3',
] as const
export type AccountOnlyTreasureKey = (typeof ACCOUNT_ONLY_TREASURE_KEYS)[number]

/** A chapter's Mystery Mask runs 0–100% (one chapter each). */
export const MAX_MYSTERY_MASK_PERCENT = 100

export const ACCOUNT_ONLY_TREASURE_MAX: Readonly<Record<AccountOnlyTreasureKey, number>> = Object.fromEntries(
  ACCOUNT_ONLY_TREASURE_KEYS.map((key) => [key, key.startsWith('mysteryMask') ? MAX_MYSTERY_MASK_PERCENT : MAX_TREASURE_PERCENT]),
) as Record<AccountOnlyTreasureKey, number>

/**
 * One treasure as the account page shows it: its game name, what it does, and
 * whether the calculator's numbers follow it (`counted`).
 */
export type TreasureKind = {
  key: string
  saga: Saga | 'power-up'
  name: string
  effect: string
  counted: boolean
}

/** The game's order within each saga (resLocal/Treasure3_0_en.csv, Treasure3_1_en.csv, Treasure3_2_0_en.csv). */
export const TREASURE_KINDS: readonly TreasureKind[] = [
  { key: 'workerTreasure', saga: 'eoc', name: 'Energy Drink', effect: 'Worker Cat efficiency: money earned in battle (a stage team’s budget)', counted: true },
  { key: 'walletTreasure', saga: 'eoc', name: 'Giant Safe', effect: 'Worker Cat wallet: +1,000 per 100% (a stage team’s budget)', counted: true },
  { key: 'cooldownTreasure', saga: 'eoc', name: 'Relativity Clock', effect: 'Cat production speed: cooldown −30 frames (1 s) per 100%', counted: true },
  { key: 'xpTreasure', saga: 'eoc', name: "Philosopher's Stone", effect: 'XP from battle: +0.5× per 100%', counted: false },
  { key: 'baseTreasure', saga: 'eoc', name: 'Smart Material Wall', effect: 'Cat Base health: +7,000 per 100%', counted: false },
  { key: 'accountingTreasure', saga: 'eoc', name: 'Super Register', effect: 'Money for defeating enemies: +50% per 100%', counted: false },
  { key: 'hpTreasure', saga: 'eoc', name: 'Legendary Cat Shield', effect: 'Cat health: +50% per 100% (×2.5 at 300%)', counted: true },
  { key: 'attackTreasure', saga: 'eoc', name: 'Legendary Cat Sword', effect: 'Cat attack: +50% per 100% (×2.5 at 300%)', counted: true },
  { key: 'cannonAttackTreasure', saga: 'eoc', name: 'Energy Core', effect: 'Cat Cannon attack: +500 per 100%', counted: false },
  { key: 'cannonChargeTreasure', saga: 'eoc', name: 'Turbo Machine', effect: 'Cat Cannon recharge: −150 frames per 100%', counted: false },
  { key: 'energyTreasure', saga: 'eoc', name: 'Management Bible', effect: 'Max Cat Energy', counted: false },
  {
    key: 'aquaCrystal',
    saga: 'itf',
    name: 'Aqua Crystal',
    effect: 'Unstarred Aliens weaker in Into the Future: ×7 → ×1 with both crystals maxed',
    counted: false,
  },
  { key: 'plasmaCrystal', saga: 'itf', name: 'Plasma Crystal', effect: 'Unstarred Aliens weaker in Into the Future (with the Aqua Crystal)', counted: false },
  { key: 'ancientTablet', saga: 'itf', name: 'Ancient Tablet', effect: 'Cat Base health: +7,000 per 100%', counted: false },
  { key: 'mysteriousForce', saga: 'itf', name: 'Mysterious Force', effect: 'Cat Cannon recharge: −300 frames per 100%', counted: false },
  { key: 'cosmicEnergy', saga: 'itf', name: 'Cosmic Energy', effect: 'Cat Cannon attack: +500 per 100%', counted: false },
  { key: 'blackTreasure', saga: 'itf', name: 'Void Fruit', effect: 'Abilities against Black enemies', counted: true },
  { key: 'redTreasure', saga: 'itf', name: 'Blood Fruit', effect: 'Abilities against Red enemies', counted: true },
  { key: 'floatingTreasure', saga: 'itf', name: 'Sky Fruit', effect: 'Abilities against Floating enemies', counted: true },
  { key: 'angelTreasure', saga: 'itf', name: "Heaven's Fruit", effect: 'Abilities against Angel enemies', counted: true },
  { key: 'timeMachine', saga: 'itf', name: 'Time Machine', effect: 'Energy recovery speed', counted: false },
  { key: 'futureTech', saga: 'itf', name: 'Future Tech', effect: 'Max Cat Energy', counted: false },
  {
    key: 'stellarGarnet',
    saga: 'cotc',
    name: 'Stellar Garnet',
    effect: 'Starred Aliens weaker in Cats of the Cosmos: ×16 → ×1 with all five stones maxed',
    counted: false,
  },
  { key: 'phoebeBeryl', saga: 'cotc', name: 'Phoebe Beryl', effect: 'Starred Aliens weaker (with the other four stones)', counted: false },
  { key: 'lunarCitrine', saga: 'cotc', name: 'Lunar Citrine', effect: 'Starred Aliens weaker (with the other four stones)', counted: false },
  { key: 'ganymedeTopaz', saga: 'cotc', name: 'Ganymede Topaz', effect: 'Starred Aliens weaker (with the other four stones)', counted: false },
  { key: 'callistoAmethyst', saga: 'cotc', name: 'Callisto Amethyst', effect: 'Starred Aliens weaker (with the other four stones)', counted: false },
  { key: 'metalTreasure', saga: 'cotc', name: 'Titanium Fruit', effect: 'Abilities against Metal enemies', counted: true },
  { key: 'zombieTreasure', saga: 'cotc', name: 'Antimatter Fruit', effect: 'Abilities against Zombie enemies', counted: true },
  { key: 'alienTreasure', saga: 'cotc', name: 'Enigma Fruit', effect: 'Abilities against Alien enemies', counted: true },
  { key: 'darkMatter', saga: 'cotc', name: 'Dark Matter', effect: 'Max Cat Energy', counted: false },
  { key: 'neutrino', saga: 'cotc', name: 'Neutrino', effect: 'XP from battle: +0.25× per 100%', counted: false },
  { key: 'mysteryMask1', saga: 'cotc', name: 'Mystery Mask (Ch. 1)', effect: 'The chapter’s God enemy weaker: ×11 → ×1 at 100%', counted: false },
  { key: 'mysteryMask2', saga: 'cotc', name: 'Mystery Mask (Ch. 2)', effect: 'The chapter’s God enemy weaker: ×11 → ×1 at 100%', counted: false },
  { key: 'mysteryMask3', saga: 'cotc', name: 'Mystery Mask (Ch. 3)', effect: 'The chapter’s God enemy weaker: ×11 → ×1 at 100%', counted: false },
  { key: 'researchLevel', saga: 'power-up', name: 'Research', effect: `Cooldown −6 frames per level above 1 (up to ${MAX_RESEARCH_LEVEL})`, counted: true },
]

/**
 * Values as an old URL, query, account or export may name them: a
 * `fruitTreasure` stands for each fruit trait the values leave unnamed, and
 * is then dropped. Values without it come back as they are.
 */
export function withoutLegacyFruit<T extends Record<string, unknown>>(values: T): Omit<T, typeof LEGACY_FRUIT_TREASURE> {
  if (!Object.hasOwn(values, LEGACY_FRUIT_TREASURE)) return values
  const { [LEGACY_FRUIT_TREASURE]: fruit, ...rest } = values
  if (fruit === undefined) return rest
  const result: Record<string, unknown> = { ...rest }
  for (const key of LEGACY_FRUIT_KEYS) if (result[key] === undefined) result[key] = fruit
  return result as Omit<T, typeof LEGACY_FRUIT_TREASURE>
}
