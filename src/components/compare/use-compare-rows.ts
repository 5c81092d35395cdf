import type { Enemy } from '../../domain/game-data/model.ts'
import { compareRows, type CompareRow } from '../../domain/compare/compare-rows.ts'
import { searchFromSettings } from '../../domain/settings/search.ts'
import type { Settings } from '../../domain/settings/settings.ts'
import type { PreparedCat } from '../../domain/stats/prepare.ts'
import { yieldToMain } from '../../queries/yield-to-main.ts'
import { compareRowsInSlices } from './compare-rows-in-slices.ts'
import { keyedCache } from '../../domain/keyed-cache.ts'

// A few recent settings: going back to one (a toggle, back/forward) costs nothing.
const KEPT_SETTINGS = 4
const computed = keyedCache<readonly PreparedCat[], CompareRow[] | Promise<CompareRow[]>>(KEPT_SETTINGS)
// The engine's first pass over every form runs before the browser has compiled it, many
// times slower than later ones; only that pass is sliced, the rest are quick enough at once.
let engineWarm = false

/**
 * The compare rows for the settings. Keyed by the settings as the URL writes them: the
 * settings object is new on every URL change, a filter or a keystroke. The first computation in the browser runs in
 * slices and suspends meanwhile; the server and every later computation return at once.
 */
export function useCompareRows(prepared: readonly PreparedCat[], settings: Settings, enemies: readonly Enemy[]): CompareRow[] {
  const key = JSON.stringify(searchFromSettings(settings))
  let rows = computed.get(prepared, key)
  if (rows === undefined) {
    if (import.meta.env.SSR || engineWarm) {
      rows = compareRows(prepared, settings, enemies)
    } else {
      const pending = compareRowsInSlices(prepared, settings, enemies, yieldToMain).then((result) => {
        engineWarm = true
        if (computed.get(prepared, key) === pending) computed.set(prepared, key, result)
        return result
      })
      rows = pending
    }
    computed.set(prepared, key, rows)
  }
  // Thrown, not passed to use(): React 19.3 replays a component that use() suspended with its
  // hooks already run, which fails while the page hydrates (React error 467). A thrown promise
  // makes React render the component afresh once it settles, as useSuspenseQuery does.
  if (rows instanceof Promise) throw rows
  return rows
}
