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

/** Sorted: names ascending by default, numbers descending. Once per sort and magnification, not per keystroke. */
export function sortEnemyRows(rows: readonly EnemyRow[], sort: EnemyListSort, dir: 'asc' | 'desc'): EnemyRow[] {
  const sign = dir === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => {
    const va = value(a, sort)
    const vb = value(b, sort)
    const order = typeof va === 'string' ? va.localeCompare(vb as string) : va - (vb as number)
    return sign * order || a.enemy.id - b.enemy.id
  })
}

/** Filtered by name (every word), trait and ability, in the order given. */
export function filterEnemyRows(sorted: readonly EnemyRow[], search: Pick<EnemyListSearch, 'q' | 'trait' | 'ability'>): EnemyRow[] {
  const words = search.q ? searchKey(search.q).split(' ').filter(Boolean) : []
  if (words.length === 0 && !search.trait && !search.ability) return sorted as EnemyRow[]
  return sorted.filter(
    (row) =>
      (!search.trait || row.enemy.traits.includes(search.trait)) &&
      (!search.ability || row.enemy.abilities[search.ability] !== undefined) &&
      words.every((word) => row.key.includes(word)),
  )
}

/** Filtered by name (every word), trait and ability, then sorted; names ascending by default, numbers descending. */
export function visibleEnemyRows(rows: readonly EnemyRow[], search: EnemyListSearch): EnemyRow[] {
  const sort = search.sort ?? 'name'
  return filterEnemyRows(sortEnemyRows(rows, sort, search.dir ?? (sort === 'name' ? 'asc' : 'desc')), search)
}
