import { COOLDOWN_TREASURE_FRAMES, MIN_COOLDOWN_FRAMES, RESEARCH_FRAMES_PER_LEVEL } from '../constants.ts'
import { floorTimes } from './rounding.ts'
import { NO_COMBOS, type ComboEffects } from '../settings/settings.ts'
import { comboCooldownReduction } from './combos.ts'

/** frames taken off by research level R and cooldown treasure C%: 6 × (R − 1) + 0.3 × C */
export function cooldownReduction(researchLevel: number, cooldownTreasure: number): number {
  // 0.3 × C is truncated to whole frames (frames are integers in the game)
  return RESEARCH_FRAMES_PER_LEVEL * (researchLevel - 1) + floorTimes(cooldownTreasure, COOLDOWN_TREASURE_FRAMES)
}

/**
 * max(60, 2 × recharge − talent − reduction); recharge in pair frames, the
 * talent's "recharge time down" in frames and subtracted before the floor.
 */
export function cooldownFrames(recharge: number, talentReduction: number, researchLevel: number, cooldownTreasure: number, combos: ComboEffects = NO_COMBOS): number {
  const frames = Math.max(0, 2 * recharge - talentReduction)
  return Math.max(MIN_COOLDOWN_FRAMES, frames - comboCooldownReduction(cooldownReduction(researchLevel, cooldownTreasure), combos))
}
