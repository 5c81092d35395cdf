import { FRAMES_PER_SECOND } from '../constants.ts'
import type { Settings } from '../settings/settings.ts'

/**
 * The money a battle gives (issue #45's cost budget), as BCU's Treasure.getMaxMon and getMonInc
 * work it out (docs/mechanics-notes.md "Battle money"):
 *   wallet = max(25, 50 × wallet tech) × (1 + Worker Cat level) + 10 × Giant Safe %
 *   income a frame = (0.15 + 0.1 × worker tech) × (1 + 0.1 × (Worker Cat level − 1)) + 0.01 × Energy Drink %
 * The Cat Base's Worker Cat Rate and Cat Wallet power-ups are taken at their maximum (BCU's default,
 * level 30): the account does not keep them. A wallet combo is not counted.
 */

export const MIN_WORKER_LEVEL = 1
/** The Worker Cat's last level in battle, the default: the budget of a player who has levelled it up. */
export const MAX_WORKER_LEVEL = 8
/** Worker Cat Rate and Cat Wallet power-ups, maxed (10 + 20 plus levels; BCU Data.MLV). */
export const WORKER_TECH_LEVEL = 30

export type BattleMoney = {
  workerLevel: number
  /** the most money the wallet holds, ¢ */
  wallet: number
  /** money earned a second, ¢ */
  perSecond: number
}

export function battleMoney(workerLevel: number, treasures: Pick<Settings, 'walletTreasure' | 'workerTreasure'>): BattleMoney {
  const level = Math.min(Math.max(Math.trunc(workerLevel), MIN_WORKER_LEVEL), MAX_WORKER_LEVEL)
  const wallet = Math.max(25, 50 * WORKER_TECH_LEVEL) * (1 + level) + 10 * treasures.walletTreasure
  // In hundredths of a cent a frame, so that 0.1 × 30 stays exact: (15 + 10 × tech) × (9 + level) / 10 + Energy Drink %.
  const hundredthsPerFrame = ((15 + 10 * WORKER_TECH_LEVEL) * (9 + level)) / 10 + treasures.workerTreasure
  return { workerLevel: level, wallet, perSecond: (hundredthsPerFrame * FRAMES_PER_SECOND) / 100 }
}

/** "1–8" as the address, the API and the CLI take a Worker Cat level, or null. */
export function parseWorkerLevel(text: string): number | null {
  if (!/^[1-9]$/.test(text)) return null
  const level = Number(text)
  return level >= MIN_WORKER_LEVEL && level <= MAX_WORKER_LEVEL ? level : null
}
