import type { Hit } from '../game-data/model.ts'
import { attackOrbBonus, type ActiveOrb } from '../orbs.ts'
import type { Settings } from '../settings/settings.ts'
import { EXPLOSION_RINGS, HIT_BOX_WIDTH, type Fraction } from '../constants.ts'
import type { FormStats } from '../stats/form-stats.ts'
import { floorTimes } from '../stats/rounding.ts'
import { areaHits, type AreaAttack } from './area-attacks.ts'
import { damageTraits } from './damage-traits.ts'
import { expectedWithProcs, hitProcs, probability, strengthened, withoutProcs, type HitProcs } from './procs.ts'
import type { Target } from './target.ts'
import { againstTarget, targetMultipliers, type TargetMultipliers } from './target-multipliers.ts'

/** One area attack spawned by one hit, against the target. */
export type AreaDamage = {
  area: AreaAttack
  /** probability that it spawns (1 in max mode) */
  probability: number
  hits: number
  /** one area hit against the target where it reaches fully (an explosion's inner ring), before procs and orbs */
  againstTarget: number
  /** expected damage per area hit when the target is inside: per ring for an explosion (innermost first) */
  damage: readonly number[]
  /** expected damage per attack where the area reaches the target fully (wave once, surge `level` hits, explosion 100%) */
  expected: number
}

export type HitDamage = {
  /** after level, treasure and talent boosts */
  base: number
  procs: boolean
  /** after strengthen (every hit, when counted) */
  strengthened: number
  /** after the target multipliers, each floored */
  againstTarget: number
  /** Attack Up orbs: damage added to this hit and to each of its wave and surge hits */
  orbBonus: number
  /** with the expectation of critical / savage blow / metal, and the orb bonus */
  expected: number
  /** where the hit reaches a target, from the unit's front edge */
  reach: { from: number; to: number }
  areas: readonly AreaDamage[]
}

/** Everything true DPS and the range profile need for one form against one target. */
export type AttackDamage = {
  target: Target
  /** the talent orbs counted against this target */
  orbs: readonly ActiveOrb[]
  metal: boolean
  multipliers: TargetMultipliers
  procs: HitProcs
  cycleFrames: number
  hits: readonly HitDamage[]
}

export function hitReach(hit: Hit, range: number): { from: number; to: number } {
  if (hit.area === null) return { from: -HIT_BOX_WIDTH, to: range }
  const end = hit.area.start + hit.area.width
  return { from: Math.min(hit.area.start, end), to: Math.max(hit.area.start, end) }
}

export function hitExpected(damage: number, appliesProcs: boolean, procs: HitProcs, metal: boolean): number {
  return appliesProcs ? expectedWithProcs(damage, procs, metal) : withoutProcs(damage, metal)
}

/**
 * Waves, surges and explosions never hit the enemy base (mechanics §8; BCU AttackWave,
 * AttackVolcano, AttackBlast), nor an enemy immune to them (§10c: they deal it 0, in true DPS
 * as in time to kill). A mini-wave is a wave, a mini-surge a surge.
 */
export function areaReachesTarget(area: AreaAttack, target: Target): boolean {
  return !target.base && !target.areaImmunities.includes(area.kind)
}

function fullShare(area: AreaAttack): Fraction {
  return area.kind === 'explosion' ? (EXPLOSION_RINGS[0]?.share ?? { num: 1, den: 1 }) : area.share
}

/**
 * The Attack Up orb bonus an area hit gets: waves and surges carry it in full
 * (battlecatsinfo adds it to both; BCU adds it after the mini multipliers);
 * whether explosions do is not known, so they do not.
 */
export function areaOrbBonus(area: AreaAttack, orbBonus: number): number {
  return area.kind === 'explosion' ? 0 : orbBonus
}

/**
 * One area hit against the target, from the strengthened damage of the hit that made it: its share
 * (a mini-wave's or mini-surge's 20%, an explosion ring's) is taken first and floored, then the
 * target multipliers, each floored (BCU `EEnemy.getDamage` takes the mini share before strong,
 * massive and insane; the other order can be 1 more, docs/mechanics-notes.md).
 */
export function areaHitAgainstTarget(strengthenedDamage: number, share: Fraction, multipliers: TargetMultipliers): number {
  return againstTarget(floorTimes(strengthenedDamage, share), multipliers)
}

/** expected damage of an area attack spawned by a hit of this strengthened damage, the target fully inside */
export function areaExpected(
  area: AreaAttack,
  strengthenedDamage: number,
  multipliers: TargetMultipliers,
  procs: HitProcs,
  metal: boolean,
  mode: Settings['mode'],
  orbBonus = 0,
): number {
  return expectedOfAreaHit(area, areaHitAgainstTarget(strengthenedDamage, fullShare(area), multipliers), procs, metal, mode, orbBonus)
}

/** areaExpected from the area hit already worked out against the target */
function expectedOfAreaHit(area: AreaAttack, damage: number, procs: HitProcs, metal: boolean, mode: Settings['mode'], orbBonus: number): number {
  return probability(area.chance, mode) * areaHits(area) * (expectedWithProcs(damage, procs, metal) + areaOrbBonus(area, orbBonus))
}

/** the hit's Attack Up orb bonus against the target; none when the hit deals nothing to it */
export function hitOrbBonus(orbs: readonly ActiveOrb[], target: Target, rawDamage: number, damage: number): number {
  return damage === 0 ? 0 : attackOrbBonus(orbs, target.traitMask, rawDamage)
}

export function attackDamage(stats: FormStats, target: Target, settings: Settings, orbs: readonly ActiveOrb[] = []): AttackDamage {
  const { form } = stats.talented
  const traits = damageTraits(form)
  const multipliers = targetMultipliers(traits, target, settings, orbs)
  const procs = hitProcs(traits, settings)
  const metal = target.metal
  const areas = traits.areas.filter((a) => areaReachesTarget(a, target))
  const hits = form.hits.map((hit, i): HitDamage => {
    const base = stats.hits[i] ?? 0
    // Strengthen, then the target multipliers. Strengthen raises every hit of the attack, with the
    // proc flag or without, and so the waves and surges it makes (mechanics §7; BCU AttackSimple, AttackWave, AttackVolcano).
    const strong = strengthened(base, procs)
    const damage = againstTarget(strong, multipliers)
    const orbBonus = hitOrbBonus(orbs, target, hit.damage, damage)
    return {
      base,
      procs: hit.procs,
      strengthened: strong,
      againstTarget: damage,
      orbBonus,
      expected: hitExpected(damage, hit.procs, procs, metal) + orbBonus,
      reach: hitReach(hit, form.range),
      areas: hit.procs ? areas.map((area) => areaDamage(area, strong, multipliers, procs, metal, settings.mode, orbBonus)) : [],
    }
  })
  return { target, orbs, metal, multipliers, procs, cycleFrames: stats.cycleFrames, hits }
}

function areaDamage(
  area: AreaAttack,
  strengthenedDamage: number,
  multipliers: TargetMultipliers,
  procs: HitProcs,
  metal: boolean,
  mode: Settings['mode'],
  orbBonus: number,
): AreaDamage {
  const shares = area.kind === 'explosion' ? EXPLOSION_RINGS.map((ring) => ring.share) : [area.share]
  const bonus = areaOrbBonus(area, orbBonus)
  const againstTarget = areaHitAgainstTarget(strengthenedDamage, fullShare(area), multipliers)
  return {
    area,
    probability: probability(area.chance, mode),
    hits: areaHits(area),
    againstTarget,
    damage: shares.map((share) => expectedWithProcs(areaHitAgainstTarget(strengthenedDamage, share, multipliers), procs, metal) + bonus),
    expected: expectedOfAreaHit(area, againstTarget, procs, metal, mode, orbBonus),
  }
}
