import type { Cat } from '../game-data/model.ts'
import { cappedLevel } from '../stats/capped-level.ts'
import type { Settings } from './settings.ts'

type LevelLimits = Pick<Cat, 'maxBaseLevel' | 'maxPlusLevel'>
type LevelFields = Pick<Settings, 'level' | 'plusLevel'>

/**
 * The base and plus level a setting gives one cat. 'max' alone is the cat's
 * full level; with a plus level, `level` is the base level ('max': the max
 * base level); a level alone is a total level, base levels first and capped
 * at the cat's maximum (how the compare page, the API and the CLI count it).
 * An explicit base and plus level is taken as it is: the golden cases level
 * cats past the caps of the data, so only callers cap (cappedLevels).
 */
export function catLevel(cat: LevelLimits, { level, plusLevel }: LevelFields): { level: number; plusLevel: number } {
  if (plusLevel === undefined) return level === 'max' ? { level: cat.maxBaseLevel, plusLevel: cat.maxPlusLevel } : cappedLevel(cat, level)
  return { level: level === 'max' ? cat.maxBaseLevel : level, plusLevel }
}

/** catLevel within what the cat can reach: base 1 to its max base level, plus 0 to its max plus level. */
export function cappedLevels(cat: LevelLimits, fields: LevelFields): { level: number; plusLevel: number } {
  const { level, plusLevel } = catLevel(cat, fields)
  return { level: Math.max(1, Math.min(level, cat.maxBaseLevel)), plusLevel: Math.max(0, Math.min(plusLevel, cat.maxPlusLevel)) }
}

/** The setting for a base and plus level picked on one cat; its full level is 'max'. */
export function levelSettingOf(cat: LevelLimits, level: number, plusLevel: number): LevelFields {
  const capped = cappedLevels(cat, { level, plusLevel })
  if (capped.level === cat.maxBaseLevel && capped.plusLevel === cat.maxPlusLevel) return { level: 'max', plusLevel: undefined }
  return capped
}

/** A level the cat cannot reach, as the field at fault and its allowed range (strict callers refuse it). */
export type LevelProblem = { field: 'level' | 'plusLevel'; min: number; max: number }

export function levelProblem(cat: LevelLimits, { level, plusLevel }: LevelFields): LevelProblem | null {
  if (plusLevel === undefined) {
    const max = cat.maxBaseLevel + cat.maxPlusLevel
    return level !== 'max' && level > max ? { field: 'level', min: 1, max } : null
  }
  if (level !== 'max' && level > cat.maxBaseLevel) return { field: 'level', min: 1, max: cat.maxBaseLevel }
  if (plusLevel > cat.maxPlusLevel) return { field: 'plusLevel', min: 0, max: cat.maxPlusLevel }
  return null
}
