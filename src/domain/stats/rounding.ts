import type { Fraction } from '../constants.ts'

/**
 * The game's integer rounding steps. Arguments are integers (or integer
 * fractions), so the results are exact: no float ever lands a hair under .5.
 */

/** round(n / d) with halves up, for n ≥ 0, d > 0 */
export function roundDiv(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d))
}

/** floor(value × f) for an integer value */
export function floorTimes(value: number, f: Fraction): number {
  return Math.floor((value * f.num) / f.den)
}

/** floor(value × (100 + percent) / 100) */
export function floorPercentOf(value: number, percent: number): number {
  return Math.floor((value * (100 + percent)) / 100)
}
