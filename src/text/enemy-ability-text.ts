import type { Enemy, EnemyAbilityKey, EnemyImmunity } from '../domain/game-data/enemies.ts'
import type { EnemyStats } from '../domain/enemies/enemy-stats.ts'
import { formatInteger, formatRange, formatSeconds } from './format.ts'

/** Short names of the enemy abilities (filters, list chips). */
export const ENEMY_ABILITY_LABELS: Record<EnemyAbilityKey, string> = {
  knockback: 'Knockback',
  freeze: 'Freeze',
  slow: 'Slow',
  critical: 'Critical',
  baseDestroyer: 'Base destroyer',
  wave: 'Wave',
  weaken: 'Weaken',
  strengthen: 'Strengthen',
  survive: 'Survive',
  waveBlocker: 'Wave blocker',
  burrow: 'Burrow',
  revive: 'Revive',
  kamikaze: 'Kamikaze',
  barrier: 'Barrier',
  warp: 'Warp',
  curse: 'Curse',
  savageBlow: 'Savage blow',
  dodge: 'Dodge',
  toxic: 'Toxic',
  surge: 'Surge',
  shield: 'Aku shield',
  deathSurge: 'Death surge',
  counterSurge: 'Counter-surge',
  explosion: 'Explosion',
}

export const ENEMY_IMMUNITY_LABELS: Record<EnemyImmunity, string> = {
  wave: 'waves',
  surge: 'surges',
  explosion: 'explosions',
  knockback: 'knockback',
  freeze: 'freeze',
  slow: 'slow',
  weaken: 'weaken',
}

const times = (count: number) => (count === -1 ? 'any number of times' : count === 1 ? 'once' : `${count} times`)

/** Each ability in plain words with its numbers, at the enemy's magnification (barrier and shield HP). */
export function enemyAbilityLines(enemy: Enemy, stats: EnemyStats): { key: EnemyAbilityKey; text: string }[] {
  const a = enemy.abilities
  const lines: { key: EnemyAbilityKey; text: string }[] = []
  const add = (key: EnemyAbilityKey, text: string) => lines.push({ key, text })
  if (a.barrier)
    add(
      'barrier',
      `Barrier of ${formatInteger(stats.barrier)} HP: takes no damage until one hit of at least ${formatInteger(stats.barrier)} (or a barrier breaker) breaks it; the breaking hit deals nothing`,
    )
  if (a.shield) {
    add(
      'shield',
      `Aku shield of ${formatInteger(stats.shield)} HP: absorbs hits until broken (shield pierce removes it); comes back at ${a.shield.regenPercentage}% (${formatInteger(stats.shieldAfterKnockback)} HP) after each knockback`,
    )
  }
  if (a.wave) add('wave', `${a.wave.chance}% chance of a level ${a.wave.level} ${a.wave.isMiniWave ? 'mini-wave (20% damage)' : 'wave'}`)
  if (a.surge) {
    add(
      'surge',
      `${a.surge.chance}% chance of a level ${a.surge.level} ${a.surge.isMiniSurge ? 'mini-surge (20% damage)' : 'surge'} between ${formatRange(a.surge.start)} and ${formatRange(a.surge.start + a.surge.width)} range`,
    )
  }
  if (a.deathSurge) add('deathSurge', `${a.deathSurge.chance}% chance of a level ${a.deathSurge.level} surge when it dies`)
  if (a.explosion) add('explosion', `${a.explosion.chance}% chance of an explosion at ${formatRange(a.explosion.start)} range`)
  if (a.counterSurge) add('counterSurge', 'Counter-surge: sends a surge back when hit by one')
  if (a.survive) add('survive', `${a.survive.chance}% chance to survive a lethal hit once, at 1 HP`)
  if (a.revive)
    add('revive', `Revives ${times(a.revive.count)} after ${formatSeconds(a.revive.time)} with ${a.revive.hpPercentage}% HP (zombie killer stops it)`)
  if (a.burrow) add('burrow', `Burrows ${times(a.burrow.count)}, moving ${formatRange(a.burrow.distance)} underground`)
  if (a.warp) {
    const distance =
      a.warp.minDistance === a.warp.maxDistance ? formatRange(a.warp.minDistance) : `${formatRange(a.warp.minDistance)}–${formatRange(a.warp.maxDistance)}`
    add('warp', `${a.warp.chance}% chance to warp cats ${distance} away for ${formatSeconds(a.warp.duration)}`)
  }
  if (a.curse) add('curse', `${a.curse.chance}% chance to curse cats for ${formatSeconds(a.curse.duration)}`)
  if (a.toxic) add('toxic', `${a.toxic.chance}% chance of toxic: takes ${a.toxic.percentage}% of a cat's max HP`)
  if (a.freeze) add('freeze', `${a.freeze.chance}% chance to freeze cats for ${formatSeconds(a.freeze.duration)}`)
  if (a.slow) add('slow', `${a.slow.chance}% chance to slow cats for ${formatSeconds(a.slow.duration)}`)
  if (a.weaken) add('weaken', `${a.weaken.chance}% chance to weaken cats to ${a.weaken.percentage}% attack for ${formatSeconds(a.weaken.duration)}`)
  if (a.knockback) add('knockback', `${a.knockback.chance}% chance to knock cats back`)
  if (a.critical) add('critical', `${a.critical.chance}% chance of a critical hit (×2, ignores metal cats' defence)`)
  if (a.savageBlow) add('savageBlow', `${a.savageBlow.chance}% chance of a savage blow (+${a.savageBlow.bonusDamage}% damage)`)
  if (a.strengthen) add('strengthen', `At or below ${a.strengthen.hpTrigger}% HP its attack rises by ${a.strengthen.attackBonus}%`)
  if (a.dodge) add('dodge', `${a.dodge.chance}% chance to dodge attacks for ${formatSeconds(a.dodge.duration)}`)
  if (a.baseDestroyer) add('baseDestroyer', 'Base destroyer: deals more damage to the cat base')
  if (a.kamikaze) add('kamikaze', 'Kamikaze: disappears after attacking once')
  if (a.waveBlocker) add('waveBlocker', 'Wave blocker: stops cat waves')
  return lines
}
