import { z } from 'zod'
import { SPECIAL_TYPES, TRAITS } from './game-data/vocabulary.ts'
import { MAX_RESEARCH_LEVEL, MAX_TREASURE_PERCENT } from './constants.ts'

const trait = z.enum(TRAITS)
const specialType = z.enum(SPECIAL_TYPES)

const treasurePercent = z.number().int().min(0).max(MAX_TREASURE_PERCENT)

/** Named targets of the calculator (docs/product.md "DPS against a chosen target"). */
export const TARGET_PRESETS = ['best', 'anyTrait', 'base', 'behemoth', 'colossus', 'sage'] as const

export const customTarget = z.object({
  traits: z.array(trait),
  specialType: specialType.optional(),
  base: z.boolean().optional(),
  witch: z.boolean().optional(),
  eva: z.boolean().optional(),
})
export type CustomTarget = z.infer<typeof customTarget>

/**
 * 'best': each form against the traits it targets (traitless when none);
 * a trait name: an enemy with that one trait; { enemyId }: a game enemy.
 */
export const targetSetting = z.union([
  z.enum(TARGET_PRESETS),
  trait,
  z.object({ enemyId: z.number().int().nonnegative() }),
  customTarget,
])
export type TargetSetting = z.infer<typeof targetSetting>

/** 'max': every talent at its max level; 'off': none; an array: level per talent in slot order (0 = off). */
export const talentLevels = z.union([z.literal('max'), z.literal('off'), z.array(z.number().int().nonnegative())])
export type TalentLevels = z.infer<typeof talentLevels>

export const settings = z.object({
  /** 'max' = max base level + max plus level of each cat */
  level: z.union([z.literal('max'), z.number().int().min(1)]).default('max'),
  /** plus levels on top of a fixed level (ignored with level 'max') */
  plusLevel: z.number().int().nonnegative().default(0),
  talents: talentLevels.default('max'),
  attackTreasure: treasurePercent.default(MAX_TREASURE_PERCENT),
  hpTreasure: treasurePercent.default(MAX_TREASURE_PERCENT),
  /** trait treasures for red, floating, black, metal, angel and zombie */
  fruitTreasure: treasurePercent.default(MAX_TREASURE_PERCENT),
  /** trait treasure for alien */
  alienTreasure: treasurePercent.default(MAX_TREASURE_PERCENT),
  researchLevel: z.number().int().min(1).max(MAX_RESEARCH_LEVEL).default(MAX_RESEARCH_LEVEL),
  cooldownTreasure: treasurePercent.default(MAX_TREASURE_PERCENT),
  target: targetSetting.default('best'),
  /** count strengthen as active in true DPS (the spec's true DPS includes it) */
  strengthen: z.boolean().default(true),
  /** expected: chances as given; max: every chance at 100% */
  mode: z.enum(['expected', 'max']).default('expected'),
})
export type Settings = z.infer<typeof settings>
export type SettingsInput = z.input<typeof settings>

export const defaultSettings: Settings = settings.parse({})
