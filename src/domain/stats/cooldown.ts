import { COOLDOWN_TREASURE_FRAMES, MIN_COOLDOWN_FRAMES, RESEARCH_FRAMES_PER_LEVEL } from '../constants.ts'
import { NO_COMBOS, type ComboEffects } from '../settings/settings.ts'
import { comboCooldownReductionTenths } from './combos.ts'

/** 6 × (R − 1) + 0.3 × C in tenths of a frame, so that it stays exact */
function reductionTenths(researchLevel: number, cooldownTreasure: number): number {
  return 10 * RESEARCH_FRAMES_PER_LEVEL * (researchLevel - 1) + (10 * cooldownTreasure * COOLDOWN_TREASURE_FRAMES.num) / COOLDOWN_TREASURE_FRAMES.den
}

/** frames taken off by research level R and cooldown treasure C%: 6 × (R − 1) + 0.3 × C, a fraction where 0.3 × C is one */
export function cooldownReduction(researchLevel: number, cooldownTreasure: number): number {
  return reductionTenths(researchLevel, cooldownTreasure) / 10
}

/**
 * max(60, 2 × recharge − talent − reduction), truncated to whole frames; recharge in pair frames,
 * the talent's "recharge time down" in frames and subtracted before the floor. The reduction keeps
 * its fraction until the end (BCU Treasure.getFinRes subtracts it as a float and casts the result):
 * treasure 101% takes 30.3 frames, and 560 − 204.3 is 355 frames, not 356.
 */
export function cooldownFrames(
  recharge: number,
  talentReduction: number,
  researchLevel: number,
  cooldownTreasure: number,
  combos: ComboEffects = NO_COMBOS,
): number {
  const frames = Math.max(0, 2 * recharge - talentReduction)
  const reduction = comboCooldownReductionTenths(reductionTenths(researchLevel, cooldownTreasure), combos)
  return Math.max(MIN_COOLDOWN_FRAMES, Math.floor((10 * frames - reduction) / 10))
}
