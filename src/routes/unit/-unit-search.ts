import { z } from '../../lib/zod-mini.ts'
import type { Cat } from '../../domain/game-data/model.ts'
import { TRAITS } from '../../domain/game-data/vocabulary.ts'
import { MAX_RESEARCH_LEVEL, MAX_TREASURE_PERCENT } from '../../domain/constants.ts'
import { TARGET_PRESETS, defaultSettings, type Settings } from '../../domain/settings.ts'
import { chosenTalentLevels } from '../../domain/stats/talent-value.ts'
import type { SettingsChange } from '../../components/unit/settings-change.ts'

/** Each field falls back to its default on a bad value, so a mangled shared link still opens the page. */
function lenient<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined)
}

const treasure = lenient(z.int().check(z.minimum(0), z.maximum(MAX_TREASURE_PERCENT)))

/** Targets a link can carry: the presets and single traits (a game enemy needs the enemy list, which this page does not load). */
const unitPageTarget = z.union([z.enum(TARGET_PRESETS), z.enum(TRAITS)])

/**
 * The unit page's controls in the URL. An absent key is the default
 * (max level, every talent at max, maxed treasures, best-match target).
 */
export const unitSearch = z.object({
  level: lenient(z.int().check(z.minimum(1))),
  plusLevel: lenient(z.int().check(z.minimum(0))),
  talents: lenient(z.union([z.literal('max'), z.literal('off'), z.array(z.int().check(z.minimum(0))).check(z.maxLength(8))])),
  target: lenient(unitPageTarget),
  strengthen: lenient(z.boolean()),
  mode: lenient(z.enum(['expected', 'max'])),
  attackTreasure: treasure,
  hpTreasure: treasure,
  fruitTreasure: treasure,
  alienTreasure: treasure,
  researchLevel: lenient(z.int().check(z.minimum(1), z.maximum(MAX_RESEARCH_LEVEL))),
  cooldownTreasure: treasure,
})
export type UnitSearch = z.infer<typeof unitSearch>

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/** The engine's settings for this cat: levels clamped to what the cat can reach. */
export function unitSettings(search: UnitSearch, cat: Cat): Settings {
  const level = clamp(search.level ?? cat.maxBaseLevel, 1, cat.maxBaseLevel)
  const plusLevel = clamp(search.plusLevel ?? cat.maxPlusLevel, 0, cat.maxPlusLevel)
  const atMax = level === cat.maxBaseLevel && plusLevel === cat.maxPlusLevel
  return {
    ...defaultSettings,
    level: atMax ? 'max' : level,
    plusLevel: atMax ? 0 : plusLevel,
    talents: normalTalents(cat, search.talents ?? 'max'),
    target: search.target ?? defaultSettings.target,
    strengthen: search.strengthen ?? defaultSettings.strengthen,
    mode: search.mode ?? defaultSettings.mode,
    attackTreasure: search.attackTreasure ?? defaultSettings.attackTreasure,
    hpTreasure: search.hpTreasure ?? defaultSettings.hpTreasure,
    fruitTreasure: search.fruitTreasure ?? defaultSettings.fruitTreasure,
    alienTreasure: search.alienTreasure ?? defaultSettings.alienTreasure,
    researchLevel: search.researchLevel ?? defaultSettings.researchLevel,
    cooldownTreasure: search.cooldownTreasure ?? defaultSettings.cooldownTreasure,
  }
}

/** per-talent levels that are all max or all off are stored as 'max' / 'off' */
export function normalTalents(cat: Cat, talents: Settings['talents']): Settings['talents'] {
  if (talents === 'max' || talents === 'off') return talents
  const levels = chosenTalentLevels(cat.talents, talents)
  if (levels.every((level, i) => level === cat.talents[i]?.maxLevel)) return 'max'
  if (levels.every((level) => level === 0)) return 'off'
  return levels
}

export type UnitSearchPatch = { [K in keyof UnitSearch]?: UnitSearch[K] }

/** A change to the controls as a URL change; values equal to the default leave the URL. */
export function searchPatch(cat: Cat, change: SettingsChange): UnitSearchPatch {
  const patch: UnitSearchPatch = {}
  if (change.baseLevel !== undefined) patch.level = change.baseLevel === cat.maxBaseLevel ? undefined : change.baseLevel
  if (change.plusLevel !== undefined) patch.plusLevel = change.plusLevel === cat.maxPlusLevel ? undefined : change.plusLevel
  if (change.talents !== undefined) {
    const talents = normalTalents(cat, change.talents)
    patch.talents = talents === 'max' ? undefined : talents
  }
  if (change.target !== undefined) {
    const target = unitPageTarget.safeParse(change.target)
    patch.target = !target.success || target.data === defaultSettings.target ? undefined : target.data
  }
  for (const key of ['strengthen', 'mode', 'attackTreasure', 'hpTreasure', 'fruitTreasure', 'alienTreasure', 'researchLevel', 'cooldownTreasure'] as const) {
    const value = change[key]
    if (value !== undefined) Object.assign(patch, { [key]: value === defaultSettings[key] ? undefined : value })
  }
  return patch
}
