import type { CounterSort } from '../../domain/enemies/counter-sort.ts'
import type { Counter } from '../../domain/enemies/matchup.ts'
import { searchKey } from '../../domain/search/search-key.ts'
import { killTimeText } from '../../text/kill-time-text.ts'

export interface CounterFilters {
  q?: string
  kills?: true
  outranges?: true
}

/** The counters table's rows: filtered like the compare page (name words), then sorted (best first by default). */
export function visibleCounters(counters: readonly Counter[], sorted: readonly Counter[], filters: CounterFilters, dir: 'asc' | 'desc' | undefined): Counter[] {
  void counters
  const words = filters.q ? searchKey(filters.q).split(' ').filter(Boolean) : []
  const rows = sorted.filter(
    (counter) =>
      (!filters.kills || counter.timeToKill !== null) &&
      (!filters.outranges || counter.outranges) &&
      (words.length === 0 || words.every((word) => searchKey(counter.name).includes(word))),
  )
  return dir === 'asc' ? rows.reverse() : rows
}

export const COUNTER_COLUMNS: { key: CounterSort; label: string; title: string }[] = [
  {
    key: 'timeToKill',
    label: 'Time to kill',
    title: 'Seconds from the start of the first attack to the killing hit (expected damage; barrier, shield, immunities, metal, revive and survive counted)',
  },
  { key: 'damagePerCost', label: 'DPS / 100¢', title: 'True DPS against this enemy per 100 of battle cost' },
  { key: 'hitsSurvived', label: 'Hits survived', title: "This enemy's attacks the cat survives, with its own defensive abilities against the enemy's traits" },
  { key: 'trueDps', label: 'True DPS', title: 'True DPS against this enemy' },
  { key: 'range', label: 'Range', title: 'Standing range (bold: out-ranges the enemy)' },
  { key: 'cost', label: 'Cost', title: 'Deploy cost in battle' },
]

/** A row's cat and form: an opened explanation follows its cat through a new sort or filter. */
export const counterKey = (counter: Counter) => `${counter.unitId}-${counter.formIndex}`

export function killText(counter: Counter): string {
  return killTimeText(counter.timeToKill, counter.killTime.reason)
}
