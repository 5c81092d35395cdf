import { useMemo } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { cachedCalculatorData, unitsMetadataQuery } from '../../queries/units'
import { createUnitSearchIndex, normalizeQuery, searchUnits } from '../../domain/search/unit-search.ts'
import { didYouMean } from '../../domain/search/did-you-mean.ts'
import { unitMetadata, type UnitMetadata } from '../../domain/units.ts'

export type UnitSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  /** `suggestions`: what the player may have meant, when nothing matches */
  | { status: 'ready'; results: UnitMetadata[]; suggestions: UnitMetadata[] }

/**
 * The ranked results for a query; the unit names load on first use and stay cached.
 * `loadNames` false waits with the download, and with the index of the names a page already holds
 * (a search field on a page, until the player types: 10–15 ms on a saved list's first render).
 */
export function useUnitSearchResults(query: string, loadNames = true): UnitSearchState {
  const queryClient = useQueryClient()
  const metadata = useQuery({ ...unitsMetadataQuery(), enabled: loadNames })
  // Until the names arrive (offline they may not), the cats a page already holds are searched: the
  // compare page's list, on screen behind the dialog, has every form's name.
  const cached = metadata.data || !loadNames ? undefined : cachedCalculatorData(queryClient)
  const cachedUnits = useMemo(() => (cached ? unitMetadata(cached.cats) : undefined), [cached])
  const units = metadata.data?.units ?? cachedUnits
  const index = useMemo(() => (units ? createUnitSearchIndex(units) : null), [units])
  const results = useMemo(() => (index ? searchUnits(index, query) : []), [index, query])
  const suggestions = useMemo(() => (index && results.length === 0 ? didYouMean(index, query) : []), [index, query, results])

  if (normalizeQuery(query) === '') return { status: 'idle' }
  if (index) return { status: 'ready', results, suggestions }
  // Offline, the query waits ('paused') for the connection: the player is told it could not load, and it still arrives once back online.
  if (metadata.isError || metadata.fetchStatus === 'paused') return { status: 'error', retry: () => void metadata.refetch() }
  return { status: 'loading' }
}
