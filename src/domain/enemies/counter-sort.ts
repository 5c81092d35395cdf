import type { Counter } from './matchup.ts'

export const COUNTER_SORTS = ['timeToKill', 'damagePerCost', 'hitsSurvived', 'trueDps', 'cost', 'range'] as const
export type CounterSort = (typeof COUNTER_SORTS)[number]

/** Best first: fastest kill, most damage per cost, most hits survived, most DPS; cheapest; longest range. A form that does not kill goes last. */
export function sortCounters(counters: readonly Counter[], sort: CounterSort, direction: 'best' | 'worst' = 'best'): Counter[] {
  // Keys read once into a typed array, then indexes sorted: no property lookups or closures per comparison.
  const keys = new Float64Array(counters.length)
  for (let i = 0; i < counters.length; i++) {
    const counter = counters[i]!
    keys[i] = sort === 'timeToKill' ? (counter.timeToKill === null ? Infinity : counter.timeToKill) : sort === 'cost' ? counter.cost : -counter[sort]
  }
  const sign = direction === 'best' ? 1 : -1
  const order = new Uint32Array(counters.length)
  for (let i = 0; i < order.length; i++) order[i] = i
  order.sort((i, j) => {
    const ka = keys[i]!
    const kb = keys[j]!
    if (ka === kb) {
      const a = counters[i]!
      const b = counters[j]!
      return a.unitId - b.unitId || a.formIndex - b.formIndex
    }
    if (ka === Infinity) return 1
    if (kb === Infinity) return -1
    return sign * (ka - kb)
  })
  const sorted = new Array<Counter>(order.length)
  for (let i = 0; i < order.length; i++) sorted[i] = counters[order[i]!]!
  return sorted
}
