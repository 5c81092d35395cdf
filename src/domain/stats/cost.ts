import { BATTLE_COST_FACTOR } from '../constants.ts'
import { floorTimes } from './rounding.ts'

/** cost paid in battle: base cost × 1.5 (the cost-down talent already took its share off the base) */
export function battleCost(baseCost: number): number {
  return floorTimes(Math.max(0, baseCost), BATTLE_COST_FACTOR)
}
