import type { Cat } from '../game-data/model.ts'
import { chosenTalentLevels } from '../stats/talent-value.ts'
import { cappedLevels } from './level.ts'
import { canonicalOrbs, canonicalSettings, withoutUrlDefaults, type SettingsSearch } from './search.ts'
import type { Settings, TalentLevels } from './settings.ts'

/**
 * A saved cat's part of the settings (the browser's list store keeps these
 * fields): base and plus level, and one level per talent in slot order,
 * where an empty list means every talent at max.
 */
export type SavedLevels = { level: number; plusLevel: number; talentLevels: readonly number[]; orbs?: readonly string[] }

/** How a list counts its cats: at the levels the player saved, or each at its full potential. */
export type SavedLevelMode = 'your-levels' | 'max'

/** The talent level of every talent of the cat as the player saved them, capped at each talent's max. */
export function savedTalentLevels(cat: Pick<Cat, 'talents'>, saved: Pick<SavedLevels, 'talentLevels'>): number[] {
  if (saved.talentLevels.length === 0) return cat.talents.map((talent) => talent.maxLevel)
  return cat.talents.map((talent, i) => Math.min(saved.talentLevels[i] ?? 0, talent.maxLevel))
}

/** Saved levels above what the unit can reach (an older or imported save) count as its maximum. */
export function savedLevels(
  cat: Pick<Cat, 'maxBaseLevel' | 'maxPlusLevel'>,
  saved: Pick<SavedLevels, 'level' | 'plusLevel'>,
): { level: number; plusLevel: number } {
  return { level: Math.min(saved.level, cat.maxBaseLevel), plusLevel: Math.min(saved.plusLevel, cat.maxPlusLevel) }
}

/** What a cat calculated at these settings is saved as. */
export function savedLevelsOf(cat: Cat, settings: Settings): SavedLevels & { talentLevels: number[]; orbs: string[] } {
  const orbs = canonicalOrbs(settings.orbs)
  return { ...cappedLevels(cat, settings), talentLevels: chosenTalentLevels(cat.talents, settings.talents), orbs: Array.isArray(orbs) ? [...orbs] : [] }
}

/**
 * The unit page search for a cat counted at these settings (a ranked saved cat): its levels, talents
 * and orbs, without the fields at their defaults. The treasures are left to the page, which counts
 * the account as the rankings do.
 */
export function unitLinkSearchOf(cat: Cat, settings: Settings): Pick<SettingsSearch, 'level' | 'plusLevel' | 'talents' | 'orbs'> {
  const { level, plusLevel, talents, orbs } = canonicalSettings(cat, settings)
  return withoutUrlDefaults({ level, plusLevel, talents, orbs })
}

/** The talent levels a cat is saved with, from a talent setting (`[]` is every talent at max). */
export function savedTalentsOf(talents: TalentLevels, talentSlots: number): number[] {
  if (talents === 'max') return []
  if (talents === 'off') return Array.from({ length: talentSlots }, () => 0)
  return talents.slice(0, talentSlots)
}
