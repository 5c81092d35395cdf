import type { Cat } from '../game-data/model.ts'

/**
 * A total level (base + plus) as one cat can reach it: base levels first, then
 * plus levels, each capped at the cat's maximum.
 */
export function cappedLevel(cat: Pick<Cat, 'maxBaseLevel' | 'maxPlusLevel'>, totalLevel: number): { level: number; plusLevel: number } {
  const level = Math.max(1, Math.min(totalLevel, cat.maxBaseLevel))
  const plusLevel = Math.max(0, Math.min(totalLevel - level, cat.maxPlusLevel))
  return { level, plusLevel }
}
