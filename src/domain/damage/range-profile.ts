import type { Enemy } from '../game-data/model.ts'
import type { Settings } from '../settings/settings.ts'
import { FRAMES_PER_SECOND, MIN_SUSTAINED_WIDTH, RANGE_PROFILE } from '../constants.ts'
import { formStats } from '../stats/form-stats.ts'
import type { PreparedForm } from '../stats/prepare.ts'
import { coverage, explosionRingProbabilities } from './area-attacks.ts'
import { attackDamage, type AttackDamage } from './attack-damage.ts'
import { resolveTargetSetting } from './target.ts'
import { targetOf } from './true-dps.ts'

export type RangeProfileOptions = { from: number; to: number; step: number }
export type RangeProfilePoint = { distance: number; dps: number }
/** a run of distances with damage; narrower than 50 it cannot be held in battle */
export type RangeBand = { from: number; to: number; sustained: boolean }
export type RangeProfile = { points: RangeProfilePoint[]; bands: RangeBand[] }

/** expected true DPS against a target standing at distance d from the unit's front edge */
export function trueDpsAt(attack: AttackDamage, d: number): number {
  let total = 0
  for (const hit of attack.hits) {
    if (d >= hit.reach.from && d <= hit.reach.to) total += hit.expected
    for (const { area, probability, hits, damage } of hit.areas) {
      if (area.kind === 'explosion') {
        const rings = explosionRingProbabilities(area, d)
        for (let k = 0; k < rings.length; k++) total += probability * (rings[k] ?? 0) * (damage[k] ?? 0)
      } else {
        total += probability * hits * coverage(area, d) * (damage[0] ?? 0)
      }
    }
  }
  return (FRAMES_PER_SECOND * total) / attack.cycleFrames
}

export function rangeProfileOfAttack(attack: AttackDamage, options: RangeProfileOptions = RANGE_PROFILE): RangeProfile {
  const points: RangeProfilePoint[] = []
  const count = Math.floor((options.to - options.from) / options.step)
  for (let i = 0; i <= count; i++) {
    const distance = options.from + i * options.step
    points.push({ distance, dps: trueDpsAt(attack, distance) })
  }
  return { points, bands: bandsOf(points) }
}

function bandsOf(points: readonly RangeProfilePoint[]): RangeBand[] {
  const bands: RangeBand[] = []
  let start: number | null = null
  let last = 0
  for (const p of points) {
    if (p.dps > 0) {
      if (start === null) start = p.distance
      last = p.distance
    } else if (start !== null) {
      bands.push({ from: start, to: last, sustained: last - start >= MIN_SUSTAINED_WIDTH })
      start = null
    }
  }
  if (start !== null) bands.push({ from: start, to: last, sustained: last - start >= MIN_SUSTAINED_WIDTH })
  return bands
}

export function rangeProfile(
  prepared: PreparedForm,
  settings: Settings,
  options: RangeProfileOptions = RANGE_PROFILE,
  enemies: readonly Enemy[] = [],
): RangeProfile {
  const stats = formStats(prepared, settings)
  const target = targetOf(resolveTargetSetting(settings.target, enemies), stats, settings)
  return rangeProfileOfAttack(attackDamage(stats, target, settings), options)
}
