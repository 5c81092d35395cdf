import type { EnemyImmunity } from '../game-data/enemies.ts'
import type { UnitForm } from '../game-data/model.ts'
import type { Trait } from '../game-data/vocabulary.ts'

/**
 * Crowd control against one enemy (issue #45 point 3, the team builder's role): how much of the
 * time a cat keeps it frozen, slowed or weakened, or how often it knocks it back. Our own
 * estimate, not the game's rule: docs/mechanics-notes.md "Team builder".
 */
export type ControlKind = 'freeze' | 'slow' | 'weaken' | 'knockback'
export type Control = {
  kind: ControlKind
  /** percent per proc hit */
  chance: number
  /** frames the status lasts (0 for a knockback) */
  durationFrames: number
  /** frames between the cat's attacks */
  cycleFrames: number
  /** the share of the time the status is on (a knockback: the share of attacks that knock back), 0–1 */
  uptime: number
}

/** Freeze stops the enemy, slow nearly so, weaken only softens its hits: at equal uptime, the first wins. */
const STATUS_KINDS = ['freeze', 'slow', 'weaken'] as const

/**
 * The share of the time a status is on when each attack (every `cycleFrames`) tries `procHits`
 * times with `chance` percent to apply it for `durationFrames`. With q the chance an attack applies
 * it, k = ⌊d / T⌋ and r = d / T − k: a moment is covered when one of the last k attacks applied it,
 * or the one before and its status still runs, so uptime = 1 − (1 − q)^k × (1 − q × r).
 * One try a cycle of 100% for at least a cycle is 1; a 30% freeze of 1 s on a 3 s cycle is 0.1.
 */
export function statusUptime(chance: number, durationFrames: number, cycleFrames: number, procHits = 1): number {
  if (chance <= 0 || durationFrames <= 0 || cycleFrames <= 0 || procHits <= 0) return 0
  const q = 1 - (1 - Math.min(chance, 100) / 100) ** procHits
  const cycles = durationFrames / cycleFrames
  const k = Math.floor(cycles)
  const r = cycles - k
  return 1 - (1 - q) ** k * (1 - q * r)
}

/**
 * The cat's best control of the enemy: the status with the longest uptime, else its knockback.
 * Null when it has none the enemy is open to: these abilities work on the cat's target traits only
 * (apply-talents.ts TRAIT_SPECIFIC_PROCS), and not on an enemy immune to them.
 */
export function controlAgainst(
  form: Pick<UnitForm, 'abilities' | 'hits' | 'targets'>,
  cycleFrames: number,
  enemy: { traits: readonly Trait[]; immunities: readonly EnemyImmunity[] },
): Control | null {
  if (!enemy.traits.some((trait) => form.targets.includes(trait))) return null
  const procHits = Math.max(1, form.hits.filter((hit) => hit.procs).length)
  let best: Control | null = null
  for (const kind of STATUS_KINDS) {
    const ability = form.abilities[kind]
    if (!ability || enemy.immunities.includes(kind)) continue
    const uptime = statusUptime(ability.chance, ability.duration, cycleFrames, procHits)
    if (uptime > (best?.uptime ?? 0)) best = { kind, chance: ability.chance, durationFrames: ability.duration, cycleFrames, uptime }
  }
  if (best) return best
  const knockback = form.abilities.knockback
  if (!knockback || knockback.chance <= 0 || enemy.immunities.includes('knockback')) return null
  return { kind: 'knockback', chance: knockback.chance, durationFrames: 0, cycleFrames, uptime: 1 - (1 - knockback.chance / 100) ** procHits }
}
