import type { Enemy } from '../../domain/game-data/enemies.ts'
import { enemyStats } from '../../domain/enemies/enemy-stats.ts'
import type { Magnification } from '../../domain/enemies/enemy-link.ts'
import type { EnemyListSearch, EnemyListSort } from '../../domain/enemies/enemy-search.ts'
import { searchKey } from '../../domain/search/search-key.ts'

/** One row of /enemies: the enemy and its numbers at the page's magnification. */
export interface EnemyRow {
  enemy: Enemy
  key: string
  hp: number
  attack: number
  dps: number
}

export function enemyRows(enemies: readonly Enemy[], magnification: Magnification): EnemyRow[] {
  return enemies.map((enemy) => {
    const stats = enemyStats(enemy, magnification)
    return { enemy, key: searchKey(enemy.name), hp: stats.hp, attack: stats.attack, dps: stats.dps }
  })
}

const value = (row: EnemyRow, sort: EnemyListSort): number | string => {
  switch (sort) {
    case 'name':
      return row.enemy.name
    case 'hp':
    case 'attack':
    case 'dps':
      return row[sort]
    default:
      return row.enemy[sort]
  }
}

/** Filtered by name (every word), trait and ability, then sorted; names ascending by default, numbers descending. */
export function visibleEnemyRows(rows: readonly EnemyRow[], search: EnemyListSearch): EnemyRow[] {
  const words = search.q ? searchKey(search.q).split(' ').filter(Boolean) : []
  const filtered = rows.filter(
    (row) =>
      (!search.trait || row.enemy.traits.includes(search.trait)) &&
      (!search.ability || row.enemy.abilities[search.ability] !== undefined) &&
      words.every((word) => row.key.includes(word)),
  )
  const sort = search.sort ?? 'name'
  const dir = search.dir ?? (sort === 'name' ? 'asc' : 'desc')
  const sign = dir === 'asc' ? 1 : -1
  return filtered.sort((a, b) => {
    const va = value(a, sort)
    const vb = value(b, sort)
    const order = typeof va === 'string' ? va.localeCompare(vb as string) : va - (vb as number)
    return sign * order || a.enemy.id - b.enemy.id
  })
}
