import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Enemy } from '../../domain/game-data/model.ts'
import type { CompareRow } from '../../domain/compare/compare-rows.ts'
import { savedFormRows } from '../../domain/compare/saved-rows.ts'
import { searchFromSettings } from '../../domain/settings/search.ts'
import type { Settings } from '../../domain/settings/settings.ts'
import type { PreparedCat } from '../../domain/stats/prepare.ts'
import { MAIN_LIST_ID } from '../../browser-db/schema.ts'
import { savedCatsQuery } from '../../queries/lists.ts'

export type SavedListRows = { state: 'off' } | { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; rows: CompareRow[] }

/**
 * The compare rows of a saved list at the player's levels (the level menu's "your levels"
 * choice), or 'off' without one. The list comes from IndexedDB after hydration, so the server
 * and the first render in the browser both show it loading.
 */
export function useSavedListRows(listId: string | undefined, prepared: readonly PreparedCat[], settings: Settings, enemies: readonly Enemy[]): SavedListRows {
  const cats = useQuery({ ...savedCatsQuery(listId ?? MAIN_LIST_ID), enabled: listId !== undefined })
  const byId = useMemo(() => new Map(prepared.map((cat) => [cat.cat.id, cat])), [prepared])
  // The settings object is new on every URL change; the rows change only with the settings.
  const settingsKey = JSON.stringify(searchFromSettings(settings))
  const rows = useMemo(
    () => (cats.data ? savedFormRows(byId, cats.data, settings, enemies) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- settings is read through its key
    [cats.data, byId, settingsKey, enemies],
  )
  if (listId === undefined) return { state: 'off' }
  if (cats.isError) return { state: 'error', message: cats.error.message }
  return rows ? { state: 'ready', rows } : { state: 'loading' }
}
