import { useMemo } from 'react'
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { SavedCat } from '../../browser-db/index.ts'
import type { PreparedCat } from '../../domain/stats/prepare.ts'
import { allUnitsQuery, dataVersionQuery, unitQuery } from '../../queries/units.ts'
import { listUsesAllUnits } from '../../queries/lists.ts'
import { preparedCatOf } from './saved-cat-stats.ts'

/** One saved cat's unit as the list page has it: `prepared` null = no cat has the id (any more). */
export type ListUnit = { state: 'loading' } | { state: 'error'; error: string } | { state: 'ready'; prepared: PreparedCat | null }

const LOADING: ListUnit = { state: 'loading' }
const UNKNOWN: ListUnit = { state: 'ready', prepared: null }

export type ListUnits = {
  /** every unit of the list has answered (loaded, unknown or failed) */
  settled: boolean
  get: (unitId: number) => ListUnit
}

/**
 * The units of a saved list's cats. A short list asks for each of its units (a few small
 * answers, kept offline one by one); a long one reads the calculator's file of every cat
 * once (see listUsesAllUnits), as a thousand single requests would keep the list waiting.
 * `listSize`: how many cats the list holds while only its first ones are read (a list holds a
 * unit once): a long list reads the file from its first rows on, not first one unit at a time.
 */
export function useListUnits(cats: readonly SavedCat[], listSize = 0): ListUnits {
  const unitIds = useMemo(() => [...new Set(cats.map((cat) => cat.unitId))], [cats])
  const all = listUsesAllUnits(Math.max(unitIds.length, listSize))
  const version = useQuery({ ...dataVersionQuery(), enabled: all })
  const calculator = useQuery({ ...allUnitsQuery(version.data?.calculatorHash ?? ''), enabled: all && version.data !== undefined })
  // combine keeps its answer while no query changes, so the rows and the sort are not computed again.
  const single = useQueries({ queries: all ? [] : unitIds.map((unitId) => unitQuery(unitId)), combine: singleUnits })

  const allData = calculator.data
  const failure = all ? (version.error ?? calculator.error) : null
  return useMemo((): ListUnits => {
    if (failure) {
      const error: ListUnit = { state: 'error', error: failure.message }
      return { settled: true, get: () => error }
    }
    if (all) {
      if (!allData) return { settled: false, get: () => LOADING }
      const byId = new Map<number, ListUnit>()
      for (const prepared of allData.prepared) byId.set(prepared.cat.id, { state: 'ready', prepared })
      return { settled: true, get: (unitId) => byId.get(unitId) ?? UNKNOWN }
    }
    const byId = new Map<number, ListUnit>()
    unitIds.forEach((unitId, i) => {
      const unit = single[i]
      if (unit && unit.state !== 'loading') byId.set(unitId, unit)
    })
    return { settled: byId.size === unitIds.length, get: (unitId) => byId.get(unitId) ?? LOADING }
  }, [all, allData, failure, single, unitIds])
}

function singleUnits(results: UseQueryResult<Awaited<ReturnType<ReturnType<typeof unitQuery>['queryFn'] & {}>>>[]): ListUnit[] {
  return results.map((query): ListUnit => {
    if (query.isPending) return LOADING
    if (query.isError) return { state: 'error', error: query.error.message }
    return query.data.unit ? { state: 'ready', prepared: preparedCatOf(query.data.unit, query.data.orbs) } : UNKNOWN
  })
}
