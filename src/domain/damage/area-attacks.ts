import type { UnitForm } from '../game-data/model.ts'
import {
  EXPLOSION_RINGS,
  MINI_AREA_SHARE,
  SURGE_REACH_BEHIND,
  SURGE_REACH_IN_FRONT,
  WAVE_FIRST_REACH,
  WAVE_REACH_PER_LEVEL,
  WAVE_START,
  type Fraction,
} from '../constants.ts'

const FULL: Fraction = { num: 1, den: 1 }

/** An extra attack a proc-applying hit can spawn at the target (mechanics §8). */
export type AreaAttack =
  | { kind: 'wave'; mini: boolean; chance: number; level: number; share: Fraction; reach: number }
  | { kind: 'surge'; mini: boolean; chance: number; level: number; share: Fraction; spawnFrom: number; spawnTo: number }
  | { kind: 'explosion'; chance: number; spawnFrom: number; spawnTo: number }

/** reach of a cat wave: 332.5 + 200 × (level − 1) */
export function waveReach(level: number): number {
  return WAVE_FIRST_REACH + WAVE_REACH_PER_LEVEL * (level - 1)
}

export function areaAttacksOf(form: Pick<UnitForm, 'abilities'>): AreaAttack[] {
  const { wave, surge, explosion } = form.abilities
  const areas: AreaAttack[] = []
  if (wave && wave.chance > 0) {
    areas.push({
      kind: 'wave',
      mini: wave.isMiniWave,
      chance: wave.chance,
      level: wave.level,
      share: wave.isMiniWave ? MINI_AREA_SHARE : FULL,
      reach: waveReach(wave.level),
    })
  }
  if (surge && surge.chance > 0) {
    areas.push({
      kind: 'surge',
      mini: surge.isMiniSurge,
      chance: surge.chance,
      level: surge.level,
      share: surge.isMiniSurge ? MINI_AREA_SHARE : FULL,
      spawnFrom: Math.min(surge.start, surge.start + surge.width),
      spawnTo: Math.max(surge.start, surge.start + surge.width),
    })
  }
  if (explosion && explosion.chance > 0) {
    areas.push({
      kind: 'explosion',
      chance: explosion.chance,
      spawnFrom: Math.min(explosion.start, explosion.start + explosion.width),
      spawnTo: Math.max(explosion.start, explosion.start + explosion.width),
    })
  }
  return areas
}

export function areaAttackName(area: AreaAttack): string {
  if (area.kind === 'explosion') return 'explosion'
  return area.mini ? `mini-${area.kind}` : area.kind
}

/** hits on a target that stays where the area reaches it: a wave once, a surge `level` times, an explosion once */
export function areaHits(area: AreaAttack): number {
  return area.kind === 'surge' ? area.level : 1
}

/** P(spawn point in [lo, hi]) for a spawn point uniform in [from, to] (a point when from = to) */
export function spawnProbability(from: number, to: number, lo: number, hi: number): number {
  if (to <= from) return from >= lo && from <= hi ? 1 : 0
  return Math.max(0, Math.min(to, hi) - Math.max(from, lo)) / (to - from)
}

/** probability that a target at distance d stands inside a wave or surge */
export function coverage(area: Exclude<AreaAttack, { kind: 'explosion' }>, d: number): number {
  if (area.kind === 'wave') return d >= WAVE_START && d <= area.reach ? 1 : 0
  // a surge covers [s − 250, s + 125] around its spawn point s
  return spawnProbability(area.spawnFrom, area.spawnTo, d - SURGE_REACH_IN_FRONT, d + SURGE_REACH_BEHIND)
}

/** probability of each explosion ring (innermost first) for a target at distance d */
export function explosionRingProbabilities(area: Extract<AreaAttack, { kind: 'explosion' }>, d: number): number[] {
  let inner = 0
  return EXPLOSION_RINGS.map((ring) => {
    const within = spawnProbability(area.spawnFrom, area.spawnTo, d - ring.radius, d + ring.radius)
    const p = within - inner
    inner = within
    return p
  })
}
