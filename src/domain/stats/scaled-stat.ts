import { TREASURE_FACTOR_DENOMINATOR } from '../constants.ts'
import { floorPercentOf, roundDiv } from './rounding.ts'

/** round(base × mult(L)), mult as an integer percentage */
export function levelScaled(base: number, multiplierPercent: number): number {
  return roundDiv(base * multiplierPercent, 100)
}

/** floor(x × T) with T = 1 + 0.005 × treasure% (300% → ×2.5) */
export function withTreasure(value: number, treasurePercent: number): number {
  return Math.floor((value * (TREASURE_FACTOR_DENOMINATOR + treasurePercent)) / TREASURE_FACTOR_DENOMINATOR)
}

/** floor(round(base × mult(L)) × T), then a talent boost floor(stat × (1 + boost/100)) */
export function statAtLevel(base: number, multiplierPercent: number, treasurePercent: number, boostPercent = 0): number {
  const stat = withTreasure(levelScaled(base, multiplierPercent), treasurePercent)
  return boostPercent === 0 ? stat : floorPercentOf(stat, boostPercent)
}

/** the treasure factor as a number, for display */
export function treasureFactor(treasurePercent: number): number {
  return (TREASURE_FACTOR_DENOMINATOR + treasurePercent) / TREASURE_FACTOR_DENOMINATOR
}
