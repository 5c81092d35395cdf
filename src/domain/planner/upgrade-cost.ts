import type { CatCosts, EvolutionCost, MaterialCost, TalentCost } from '../game-data/upgrade-costs.ts'
import type { OwnedResources } from '../settings/account.ts'

/** What an upgrade takes: XP, NP and evolution materials by item id. */
export type ResourceTotals = { xp: number; np: number; materials: ReadonlyMap<number, number> }

export const NO_COST: ResourceTotals = { xp: 0, np: 0, materials: new Map() }

export function addCosts(...costs: readonly ResourceTotals[]): ResourceTotals {
  const materials = new Map<number, number>()
  for (const cost of costs) for (const [itemId, amount] of cost.materials) materials.set(itemId, (materials.get(itemId) ?? 0) + amount)
  return { xp: costs.reduce((sum, cost) => sum + cost.xp, 0), np: costs.reduce((sum, cost) => sum + cost.np, 0), materials }
}

const LAST_BAND = 19

/**
 * XP to go from level − 1 to `level` (mechanics notes, "Upgrade costs"): the
 * first band's step times the band's multiplier ÷ 10, floored (6 cats have a
 * half XP at ×3.5 that no reference settles).
 */
export function levelStepXp(costs: Pick<CatCosts, 'levelXp' | 'levelXpScale'>, level: number): number {
  if (level < 2) return 0
  const k = level - 1
  const base = costs.levelXp[k % 10] ?? 0
  const scale = costs.levelXpScale[Math.min(Math.floor(k / 10), LAST_BAND)] ?? 0
  return Math.floor((base * scale) / 10)
}

/** XP from base level `from` to base level `to` (0 when `to` ≤ `from`). Plus levels cost no XP. */
export function levelXp(costs: Pick<CatCosts, 'levelXp' | 'levelXpScale'>, from: number, to: number): number {
  let xp = 0
  for (let level = Math.max(from, 1) + 1; level <= to; level++) xp += levelStepXp(costs, level)
  return xp
}

export function evolutionResources(evolution: EvolutionCost): ResourceTotals {
  return { xp: evolution.xp, np: 0, materials: materialMap(evolution.materials) }
}

function materialMap(materials: readonly MaterialCost[]): Map<number, number> {
  const map = new Map<number, number>()
  for (const { itemId, amount } of materials) map.set(itemId, (map.get(itemId) ?? 0) + amount)
  return map
}

/** NP to take one talent from level `from` to level `to` (levels 0..max; 0 = not taken). */
export function talentNp(talent: Pick<TalentCost, 'npPerLevel'>, from: number, to: number): number {
  let np = 0
  for (let level = Math.max(from, 0) + 1; level <= Math.min(to, talent.npPerLevel.length); level++) np += talent.npPerLevel[level - 1] ?? 0
  return np
}

export const talentMaxLevel = (talent: Pick<TalentCost, 'npPerLevel'>): number => talent.npPerLevel.length

/**
 * NP to max every talent from the given levels (slot order, as a saved cat
 * keeps them; an empty list means all at max already). `ultra`: count the
 * ultra talents too.
 */
export function talentsNpToMax(talents: readonly TalentCost[], levels: readonly number[], { ultra = true }: { ultra?: boolean } = {}): number {
  if (levels.length === 0 && talents.length > 0) return 0
  return talents.reduce((sum, talent, i) => (talent.ultra && !ultra ? sum : sum + talentNp(talent, levels[i] ?? 0, talentMaxLevel(talent))), 0)
}

/** What a cost needs beyond what the player owns, resource by resource; `affordable` when nothing is missing. */
export function missingFor(cost: ResourceTotals, owned: OwnedResources): { affordable: boolean; missing: ResourceTotals } {
  const materials = new Map<number, number>()
  for (const [itemId, amount] of cost.materials) {
    const short = amount - (owned.materials[String(itemId)] ?? 0)
    if (short > 0) materials.set(itemId, short)
  }
  const missing = { xp: Math.max(0, cost.xp - owned.xp), np: Math.max(0, cost.np - owned.np), materials }
  return { affordable: missing.xp === 0 && missing.np === 0 && materials.size === 0, missing }
}
