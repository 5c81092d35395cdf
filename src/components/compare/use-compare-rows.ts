import type { Enemy } from '../../domain/game-data/model.ts'
import { compareRows, compareRowsInSlices, type CompareRow } from '../../domain/compare/compare-rows.ts'
import { targetSettingOf, type CompareView } from '../../domain/compare/compare-search.ts'
import type { PreparedCat } from '../../domain/stats/prepare.ts'
import { yieldToMain } from '../../queries/yield-to-main.ts'

type RowSettings = Pick<CompareView, 'level' | 'talents' | 'strengthen'> & { target: string | undefined }

// A few recent settings: going back to one (a toggle, back/forward) costs nothing.
const KEPT_SETTINGS = 4
const computed = new WeakMap<readonly PreparedCat[], Map<string, CompareRow[] | Promise<CompareRow[]>>>()
// The engine's first pass over every form runs before the browser has compiled it, many
// times slower than later ones; only that pass is sliced, the rest are quick enough at once.
let engineWarm = false

/**
 * The compare rows for the settings. Keyed by the target's URL text: a game enemy's target
 * setting is a new object on every URL change. The first computation in the browser runs in
 * slices and suspends meanwhile; the server and every later computation return at once.
 */
export function useCompareRows(prepared: readonly PreparedCat[], settings: RowSettings, enemies: readonly Enemy[]): CompareRow[] {
  let byKey = computed.get(prepared)
  if (!byKey) computed.set(prepared, (byKey = new Map()))
  const key = `${settings.level}|${settings.talents}|${settings.strengthen}|${settings.target ?? ''}`
  let rows = byKey.get(key)
  if (rows === undefined) {
    const view = { level: settings.level, talents: settings.talents, strengthen: settings.strengthen, target: targetSettingOf(settings.target) }
    if (import.meta.env.SSR || engineWarm) {
      rows = compareRows(prepared, view, enemies)
    } else {
      const pending = compareRowsInSlices(prepared, view, enemies, yieldToMain).then((result) => {
        engineWarm = true
        if (byKey.get(key) === pending) byKey.set(key, result)
        return result
      })
      rows = pending
    }
    byKey.set(key, rows)
    for (const oldest of byKey.keys()) {
      if (byKey.size <= KEPT_SETTINGS) break
      byKey.delete(oldest)
    }
  }
  // Thrown, not passed to use(): React 19.3 replays a component that use() suspended with its
  // hooks already run, which fails while the page hydrates (React error 467). A thrown promise
  // makes React render the component afresh once it settles, as useSuspenseQuery does.
  if (rows instanceof Promise) throw rows
  return rows
}
