import { FRAMES_PER_SECOND } from '../constants.ts'
import type { Enemy, EnemyHit } from '../game-data/enemies.ts'
import type { Magnification } from './enemy-link.ts'

/** An enemy's numbers at a stage's magnification (mechanics §10c). */
export interface EnemyStats {
  magnification: Magnification
  /** floor(base HP × m / 100) */
  hp: number
  /** each hit round(base hit × a / 100), half up, in hit order */
  hits: number[]
  /** sum of the hits */
  attack: number
  /** frames from one attack's start to the next: last foreswing + max(backswing, 2 × tba − 1) */
  cycleFrames: number
  /** the backswing is unknown, the cycle uses 2 × tba − 1 alone */
  cycleApproximate: boolean
  /** 30 × attack / cycle */
  dps: number
  /** barrier HP: the game files' value, not scaled by magnification (BCU Entity: BARRIER.type.magnif is off for game enemies) */
  barrier: number
  /** aku shield HP: floor(shield × m / 100) (BCU Entity: currentShield = DEMONSHIELD.hp × hpMagnif) */
  shield: number
  /** the shield after a knockback: floor(shield × regen% × m / 100 / 100) */
  shieldAfterKnockback: number
}

/**
 * An enemy's HP (or shield) at a magnification: floor(value × percent / 100), exact for the
 * game's integers (BCU Entity: `(int) (hp × hpMagnif)`; mechanics §10c). battlecatsinfo rounds
 * here instead; docs/mechanics-notes.md says why we floor.
 */
export function magnifiedHp(value: number, percent: number): number {
  return Math.floor((value * percent) / 100)
}

/**
 * One enemy hit at an attack magnification: round(value × percent / 100), half up (BCU
 * AtkModelEntity `Math.round(atk × d0)`, battlecatsinfo rounds too; mechanics §10c). Integer
 * arithmetic, so 1147 at 150% (1720.5) is 1721 exactly.
 */
export function magnifiedAttack(value: number, percent: number): number {
  return Math.floor((value * percent + 50) / 100)
}

export function enemyCycleFrames(enemy: Pick<Enemy, 'hits' | 'backswing' | 'timeBetweenAttacks'>): number {
  const last = enemy.hits[enemy.hits.length - 1]?.foreswing ?? 0
  const pause = 2 * enemy.timeBetweenAttacks - 1
  return Math.max(1, last + Math.max(enemy.backswing ?? pause, pause))
}

export function enemyStats(enemy: Enemy, magnification: Magnification): EnemyStats {
  const hits = enemy.hits.map((hit: EnemyHit) => magnifiedAttack(hit.damage, magnification.attackMagnification))
  const attack = hits.reduce((sum, hit) => sum + hit, 0)
  const cycleFrames = enemyCycleFrames(enemy)
  const shield = enemy.abilities.shield
  return {
    magnification,
    hp: magnifiedHp(enemy.hp, magnification.magnification),
    hits,
    attack,
    cycleFrames,
    cycleApproximate: enemy.backswing === null,
    dps: (FRAMES_PER_SECOND * attack) / cycleFrames,
    barrier: enemy.abilities.barrier?.hp ?? 0,
    shield: shield ? magnifiedHp(shield.hp, magnification.magnification) : 0,
    shieldAfterKnockback: shield ? Math.floor((shield.hp * shield.regenPercentage * magnification.magnification) / 10000) : 0,
  }
}
