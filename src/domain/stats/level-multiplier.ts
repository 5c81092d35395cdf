import type { Cat } from '../game-data/model.ts'
import { LEVEL_CURVE_BAND, NO_CURVE_STEP_PERCENT } from '../constants.ts'

/**
 * The level multiplier as an integer percentage (1430 for ×14.3):
 * 100 + Σ_{l=2..L} curve[ceil(l/10) − 1]; levels past the curve keep its last band.
 */
export function levelMultiplierPercent(levelCurve: readonly number[], level: number): number {
  let percent = 100
  const lastBand = levelCurve.length - 1
  for (let l = 2; l <= level; l++) {
    const band = Math.min(Math.ceil(l / LEVEL_CURVE_BAND) - 1, lastBand)
    percent += band < 0 ? NO_CURVE_STEP_PERCENT : (levelCurve[band] ?? NO_CURVE_STEP_PERCENT)
  }
  return percent
}

/** max level = max base level + max plus level */
export function maxLevel(cat: Pick<Cat, 'maxBaseLevel' | 'maxPlusLevel'>): number {
  return cat.maxBaseLevel + cat.maxPlusLevel
}
