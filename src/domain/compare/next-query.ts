import { NAME_KEY_SEPARATOR, nameFilterKey, type CompareRow } from './compare-rows.ts'

/**
 * The rows the name filter would show first after one more keystroke, likeliest first. For every
 * character that can follow the query in some name (nothing else can match), the longer query's
 * first `count` rows of `shown`: the table as it stands (sorted and filtered, the query included),
 * which a longer query only narrows, keeping its order. A row's weight is the number of names
 * holding each longer query whose first rows it is among: the more names continue with a
 * character, the likelier the player types it. Ties keep the table's order. A caller that keeps
 * only the start of the list has the likeliest next views whole.
 */
export function nextQueryRows(shown: readonly CompareRow[], query: string, count: number): CompareRow[] {
  const key = nameFilterKey(query)
  const views = new Map<string, { first: CompareRow[]; names: number; last?: CompareRow }>()
  const place = new Map<CompareRow, number>()
  for (const [index, row] of shown.entries()) {
    const keys = row.nameKeys
    // (indexOf clamps its start to the length: an empty query would find the end again and again.)
    for (let at = keys.indexOf(key); at !== -1 && at + key.length < keys.length; at = keys.indexOf(key, at + 1)) {
      const next = keys[at + key.length]!
      if (next === NAME_KEY_SEPARATOR) continue
      let view = views.get(next)
      if (!view) views.set(next, (view = { first: [], names: 0 }))
      if (view.last === row) continue
      view.last = row
      view.names++
      if (view.first.length < count) {
        view.first.push(row)
        place.set(row, index)
      }
    }
  }
  const weights = new Map<CompareRow, number>()
  for (const view of views.values()) for (const row of view.first) weights.set(row, (weights.get(row) ?? 0) + view.names)
  return [...weights.keys()].sort((a, b) => weights.get(b)! - weights.get(a)! || place.get(a)! - place.get(b)!)
}
