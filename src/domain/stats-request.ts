import { z } from 'zod'
import type { Cat } from './game-data/model.ts'
import { defaultSettings, targetSetting, TARGET_PRESETS, type Settings } from './settings.ts'
import { TRAITS } from './game-data/vocabulary.ts'
import { cappedLevel } from './stats/capped-level.ts'

/**
 * The settings a stats request may name (API query string and export CLI):
 * level, plus level, talents max|none and a target preset. Everything else
 * stays at the product defaults (treasures and research maxed).
 */

const wholeNumber = z.string().regex(/^\d{1,4}$/, 'must be a whole number').transform(Number)

export const TARGET_NAMES = [...TARGET_PRESETS, ...TRAITS] as const

export const statsRequest = z
  .object({
    level: z.union([z.literal('max'), wholeNumber]).optional(),
    plus: wholeNumber.optional(),
    talents: z.enum(['max', 'none']).optional(),
    target: z
      .union([z.enum(TARGET_NAMES), z.string().regex(/^enemy-\d{1,4}$/, 'must be a preset or enemy-{id}')])
      .optional(),
  })
  .strict()
export type StatsRequest = z.infer<typeof statsRequest>

export function requestTargetSetting(target: StatsRequest['target']): Settings['target'] {
  if (target === undefined) return 'best'
  if (target.startsWith('enemy-')) return { enemyId: Number(target.slice('enemy-'.length)) }
  return targetSetting.parse(target)
}

/** Engine settings for a request, without the level (which depends on the unit). */
export function requestSettings(request: StatsRequest): Settings {
  return {
    ...defaultSettings,
    talents: request.talents === 'none' ? 'off' : 'max',
    target: requestTargetSetting(request.target),
  }
}

/**
 * The level part for one unit. With a plus level, `level` is the base level;
 * without one it is the total level, base levels first. `strict` refuses a
 * level the unit cannot reach (the API); otherwise it is capped (the CLI).
 */
export function requestLevel(
  cat: Pick<Cat, 'maxBaseLevel' | 'maxPlusLevel'>,
  request: Pick<StatsRequest, 'level' | 'plus'>,
  strict: boolean,
): { level: 'max' | number; plusLevel: number } | { error: string } {
  const { level, plus } = request
  if ((level === undefined || level === 'max') && plus === undefined) return { level: 'max', plusLevel: 0 }
  const maxTotal = cat.maxBaseLevel + cat.maxPlusLevel
  if (plus !== undefined) {
    const base = level === undefined || level === 'max' ? cat.maxBaseLevel : level
    if (strict && (base < 1 || base > cat.maxBaseLevel)) return { error: `level must be between 1 and ${cat.maxBaseLevel} for this unit` }
    if (strict && plus > cat.maxPlusLevel) return { error: `plus must be between 0 and ${cat.maxPlusLevel} for this unit` }
    return { level: Math.max(1, Math.min(base, cat.maxBaseLevel)), plusLevel: Math.min(plus, cat.maxPlusLevel) }
  }
  const total = level as number
  if (strict && (total < 1 || total > maxTotal)) return { error: `level must be between 1 and ${maxTotal} for this unit` }
  return cappedLevel(cat, Math.max(1, total))
}
