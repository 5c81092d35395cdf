import { z } from '../lib/zod-mini.ts'
import { SPECIAL_TYPES, TRAITS } from './game-data/vocabulary.ts'
import { MAX_RESEARCH_LEVEL, MAX_TREASURE_PERCENT } from './constants.ts'

const trait = z.enum(TRAITS)
const specialType = z.enum(SPECIAL_TYPES)

const treasurePercent = z.int().check(z.minimum(0), z.maximum(MAX_TREASURE_PERCENT))

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
export const targetSetting = z.union([
  z.enum(TARGET_PRESETS),
  trait,
  z.object({ enemyId: z.int().check(z.nonnegative()) }),
  customTarget,
])
export type TargetSetting = z.infer<typeof targetSetting>

/** 'max': every talent at its max level; 'off': none; an array: level per talent in slot order (0 = off). */
export const talentLevels = z.union([z.literal('max'), z.literal('off'), z.array(z.int().check(z.nonnegative()))])
export type TalentLevels = z.infer<typeof talentLevels>

export const settings = z.object({
  /** 'max' = max base level + max plus level of each cat */
  level: z._default(z.union([z.literal('max'), z.int().check(z.minimum(1))]), 'max'),
  /** plus levels on top of a fixed level (ignored with level 'max') */
  plusLevel: z._default(z.int().check(z.nonnegative()), 0),
  talents: z._default(talentLevels, 'max'),
  attackTreasure: z._default(treasurePercent, MAX_TREASURE_PERCENT),
  hpTreasure: z._default(treasurePercent, MAX_TREASURE_PERCENT),
  /** trait treasures for red, floating, black, metal, angel and zombie */
  fruitTreasure: z._default(treasurePercent, MAX_TREASURE_PERCENT),
  /** trait treasure for alien */
  alienTreasure: z._default(treasurePercent, MAX_TREASURE_PERCENT),
  researchLevel: z._default(z.int().check(z.minimum(1), z.maximum(MAX_RESEARCH_LEVEL)), MAX_RESEARCH_LEVEL),
  cooldownTreasure: z._default(treasurePercent, MAX_TREASURE_PERCENT),
  target: z._default(targetSetting, 'best'),
  /** count strengthen as active in true DPS (the spec's true DPS includes it) */
  strengthen: z._default(z.boolean(), true),
  /** expected: chances as given; max: every chance at 100% */
  mode: z._default(z.enum(['expected', 'max']), 'expected'),
})
export type Settings = z.infer<typeof settings>
export type SettingsInput = z.input<typeof settings>

export const defaultSettings: Settings = settings.parse({})
