import { searchKey } from '../search/search-key.ts'

type Named = { id: number; name: string }

const sorted = new WeakMap<readonly Named[], readonly Named[]>()

/**
 * The enemies in name order, for a list of names to pick from. Ordered by search key, not
 * localeCompare: a page's first collation loads the browser's locale data, tens of milliseconds
 * on the main thread. Sorted once per enemy list.
 */
export function enemiesByName<T extends Named>(enemies: readonly T[]): readonly T[] {
  let byName = sorted.get(enemies) as readonly T[] | undefined
  if (byName === undefined) {
    byName = enemies
      .map((enemy) => ({ enemy, key: searchKey(enemy.name) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map(({ enemy }) => enemy)
    sorted.set(enemies, byName)
  }
  return byName
}

/** The enemy a typed name names, whatever its case and the spaces around it. */
export function enemyNamed<T extends Named>(enemies: readonly T[], text: string): T | undefined {
  const wanted = text.trim().toLowerCase()
  return wanted === '' ? undefined : enemies.find((enemy) => enemy.name.toLowerCase() === wanted)
}
