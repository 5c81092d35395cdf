import { z } from '../zod-mini.ts'
import { SPECIAL_TYPES, TRAITS } from '../game-data/vocabulary.ts'
import { MAX_RESEARCH_LEVEL, MAX_TREASURE_PERCENT } from '../constants.ts'
import { MAX_TALENT_SLOTS } from './limits.ts'
import { isOrbText, MAX_ORB_SLOTS, NO_ORB } from '../orbs.ts'

/**
 * Every setting of one calculation, with its default and its limits: the one
 * model behind the page URLs (search.ts, lenient), the API and the CLI
 * (request.ts, strict) and saved cats (saved-cat.ts). A new setting is a field
 * here, its control, and the engine rule that reads it.
 */

const trait = z.enum(TRAITS)
const specialType = z.enum(SPECIAL_TYPES)

/** Upper bound of a level a setting may name; each cat is then capped at its own maximum. */
export const MAX_LEVEL_SETTING = 999
export { MAX_TALENT_SLOTS }

export const levelSetting = z.union([z.literal('max'), z.int().check(z.minimum(1), z.maximum(MAX_LEVEL_SETTING))])
export const plusLevelSetting = z.int().check(z.minimum(0), z.maximum(MAX_LEVEL_SETTING))
const treasurePercent = z.int().check(z.minimum(0), z.maximum(MAX_TREASURE_PERCENT))
// One schema for every treasure field: each zod schema costs every page's start-up some 50 µs to make.
const maxedTreasure = z._default(treasurePercent, MAX_TREASURE_PERCENT)
export const researchLevelSetting = z.int().check(z.minimum(1), z.maximum(MAX_RESEARCH_LEVEL))
export const modeSetting = z.enum(['expected', 'max'])

/**
 * A saved list whose cats count at the levels and talents the player saved them with (the
 * compare page's "your levels" choice). Only page URLs carry it: the lists live in the
 * player's browser, so the API and the CLI have none to read. Ids as the list store makes them.
 */
export const levelListSetting = z.string().check(z.maxLength(36), z.regex(/^(my-cats|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i))

/** Named targets of the calculator (docs/product.md "DPS against a chosen target"). */
export const TARGET_PRESETS = ['best', 'anyTrait', 'base', 'behemoth', 'colossus', 'sage'] as const

export const customTarget = z.object({
  traits: z.array(trait),
  specialType: z.optional(specialType),
  base: z.optional(z.boolean()),
  witch: z.optional(z.boolean()),
  eva: z.optional(z.boolean()),
})
export type CustomTarget = z.infer<typeof customTarget>

/**
 * 'best': each form against the traits it targets (traitless when none);
 * a trait name: an enemy with that one trait; { enemyId }: a game enemy.
 */
export const targetSetting = z.union([z.enum(TARGET_PRESETS), trait, z.object({ enemyId: z.int().check(z.nonnegative()) }), customTarget])
export type TargetSetting = z.infer<typeof targetSetting>

/** 'max': every talent at its max level; 'off': none; an array: level per talent in slot order (0 = off). */
export const talentLevels = z.union([
  z.literal('max'),
  z.literal('off'),
  z.array(z.int().check(z.nonnegative(), z.maximum(MAX_LEVEL_SETTING))).check(z.maxLength(MAX_TALENT_SLOTS)),
])
export type TalentLevels = z.infer<typeof talentLevels>

/** Largest total a combo setting takes: several combos of one kind add up (two witch killer combos make 800). */
export const MAX_COMBO_TOTAL = 1000

/**
 * The combo effects the engine applies, each the total of the lineup's active
 * combos of that kind (docs/mechanics-notes.md "Combos"): percentages, or
 * points for the critical chance. An absent kind is 0.
 */
export const APPLIED_COMBO_EFFECTS = [
  'attack',
  'hp',
  'strong',
  'massive',
  'resistant',
  'slow',
  'freeze',
  'weaken',
  'strengthen',
  'witchKiller',
  'evaKiller',
  'critical',
  'research',
] as const
export type AppliedComboEffect = (typeof APPLIED_COMBO_EFFECTS)[number]
const comboTotal = z.optional(z.int().check(z.minimum(0), z.maximum(MAX_COMBO_TOTAL)))
export const comboEffectsSetting = z.object(
  Object.fromEntries(APPLIED_COMBO_EFFECTS.map((kind) => [kind, comboTotal])) as Record<AppliedComboEffect, typeof comboTotal>,
)
export type ComboEffects = z.infer<typeof comboEffectsSetting>
export const NO_COMBOS: ComboEffects = Object.freeze({})

/** One slot's orb as text, `kind-trait-grade` ("attack-red-S"), or 'none' for an empty slot (src/domain/orbs.ts). */
export const orbSlotSetting = z.string().check(
  z.maxLength(24),
  z.refine((text) => text === NO_ORB || isOrbText(text)),
)
/**
 * 'none': no orb (the default); 'best': each form with a slot gets the orb that
 * adds the most true DPS against the target; a list: the orb of each slot.
 */
export const orbsSetting = z.union([z.literal('none'), z.literal('best'), z.array(orbSlotSetting).check(z.maxLength(MAX_ORB_SLOTS))])
export type OrbsSetting = z.infer<typeof orbsSetting>

export const settings = z.object({
  /**
   * 'max' or a level. With `plusLevel` it is the base level ('max': the cat's
   * max base level); without it, the total level, base levels first (see level.ts).
   */
  level: z._default(levelSetting, 'max'),
  plusLevel: z.optional(plusLevelSetting),
  talents: z._default(talentLevels, 'max'),
  attackTreasure: maxedTreasure,
  hpTreasure: maxedTreasure,
  /** the trait treasures, one per trait (treasures.ts TRAIT_TREASURE_KEYS): fruits of Into the Future and Cats of the Cosmos */
  redTreasure: maxedTreasure,
  floatingTreasure: maxedTreasure,
  blackTreasure: maxedTreasure,
  metalTreasure: maxedTreasure,
  angelTreasure: maxedTreasure,
  zombieTreasure: maxedTreasure,
  alienTreasure: maxedTreasure,
  researchLevel: z._default(researchLevelSetting, MAX_RESEARCH_LEVEL),
  cooldownTreasure: maxedTreasure,
  /** Giant Safe and Energy Drink: the battle's wallet and income, for the team builder's budget (stage/battle-money.ts) */
  walletTreasure: maxedTreasure,
  workerTreasure: maxedTreasure,
  target: z._default(targetSetting, 'best'),
  /** count strengthen as active in true DPS (the spec's true DPS includes it) */
  strengthen: z._default(z.boolean(), true),
  /** expected: chances as given; max: every chance at 100% */
  mode: z._default(modeSetting, 'expected'),
  /** the active combos of a lineup, as totals per effect; none by default */
  combos: z._default(comboEffectsSetting, NO_COMBOS),
  orbs: z._default(orbsSetting, 'none'),
})
export type Settings = z.infer<typeof settings>
export type SettingsInput = z.input<typeof settings>

// A copy: zod's parsed object is in V8's slow (dictionary) mode, and every form's settings start
// from a spread of the defaults, which costs some 40 times more from such an object.
export const defaultSettings: Settings = { ...settings.parse({}) }

/**
 * The settings that are plain numbers, with their limits: what a number control or a query value must respect.
 * `teamOnly`: no form's numbers follow it, only the stage page's team (its budget), so the unit page's panel leaves it out.
 */
export const NUMBER_SETTINGS = {
  attackTreasure: { min: 0, max: MAX_TREASURE_PERCENT, label: 'Attack treasure', suffix: '%' },
  hpTreasure: { min: 0, max: MAX_TREASURE_PERCENT, label: 'HP treasure', suffix: '%' },
  redTreasure: { min: 0, max: MAX_TREASURE_PERCENT, label: 'Red treasure', suffix: '%' },
  floatingTreasure: { min: 0, max: MAX_TREASURE_PERCENT, label: 'Floating treasure', suffix: '%' },
  blackTreasure: { min: 0, max: MAX_TREASURE_PERCENT, label: 'Black treasure', suffix: '%' },
  metalTreasure: { min: 0, max: MAX_TREASURE_PERCENT, label: 'Metal treasure', suffix: '%' },
  angelTreasure: { min: 0, max: MAX_TREASURE_PERCENT, label: 'Angel treasure', suffix: '%' },
  zombieTreasure: { min: 0, max: MAX_TREASURE_PERCENT, label: 'Zombie treasure', suffix: '%' },
  alienTreasure: { min: 0, max: MAX_TREASURE_PERCENT, label: 'Alien treasure', suffix: '%' },
  researchLevel: { min: 1, max: MAX_RESEARCH_LEVEL, label: 'Research level', suffix: '' },
  cooldownTreasure: { min: 0, max: MAX_TREASURE_PERCENT, label: 'Cooldown treasure', suffix: '%' },
  walletTreasure: { min: 0, max: MAX_TREASURE_PERCENT, label: 'Giant Safe', suffix: '%', teamOnly: true },
  workerTreasure: { min: 0, max: MAX_TREASURE_PERCENT, label: 'Energy Drink', suffix: '%', teamOnly: true },
} as const satisfies Partial<Record<keyof Settings, { min: number; max: number; label: string; suffix: string; teamOnly?: true }>>
export type NumberSetting = keyof typeof NUMBER_SETTINGS
export const NUMBER_SETTING_KEYS = Object.keys(NUMBER_SETTINGS) as NumberSetting[]
/** The number settings some form's numbers follow: the unit page's treasure fields. */
export const FORM_NUMBER_SETTING_KEYS = NUMBER_SETTING_KEYS.filter((key) => !('teamOnly' in NUMBER_SETTINGS[key]))
