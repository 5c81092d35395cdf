import type { Enemy } from '../game-data/enemies.ts'

/** How far ahead of itself the enemy's attack reaches: the farthest end of any hit. */
export function enemyReach(enemy: Pick<Enemy, 'hits' | 'range'>): number {
  let reach = 0
  for (const hit of enemy.hits) {
    const end = hit.area ? Math.max(hit.area.start, hit.area.start + hit.area.width) : enemy.range
    reach = Math.max(reach, end)
  }
  return reach
}
