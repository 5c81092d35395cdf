import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { mapInSlices } from '../domain/slices.ts'
import { prepareCat, type PreparedCat } from '../domain/stats/prepare.ts'
import type { CalculatorData } from '../domain/units.ts'
import { unpackCalculatorData } from '../domain/calculator-packing.ts'
import { yieldToBackground, yieldToMain } from './yield-to-main.ts'
import { getAllUnits, getCombos, getDataVersion, getHomeSummary, getUnit, getUnitsMetadata } from '../server/units.functions'
import { getChanges, getUnitHistory } from '../server/changes.functions'
import { isOffline } from '../pwa/offline-notice.ts'

const FIFTEEN_MINUTES = 15 * 60_000
const ONE_HOUR = 60 * 60_000

export const unitsMetadataQuery = () =>
  queryOptions({
    queryKey: ['units', 'metadata'],
    queryFn: () => getUnitsMetadata(),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
  })

/** One cat with all its listed forms; `unit` is null when no cat has the id. Pages check the form themselves. */
export const unitQuery = (unitId: number) =>
  queryOptions({
    queryKey: ['unit', unitId],
    queryFn: () => getUnit({ data: { unitId } }),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
  })

/**
 * The unit page's data. Offline, a unit never opened on this device comes from the compare data
 * saved here instead (its cats lack their texts, and a spirit is not among them), when that
 * holds the unit; otherwise the failure stands. Only with the service worker in control: it
 * holds the page's scripts too, where without it the unit page's own chunk could not load.
 */
export async function ensureUnitData(queryClient: QueryClient, unitId: number) {
  try {
    return await queryClient.ensureQueryData(unitQuery(unitId))
  } catch (error) {
    if (!isOffline() || !navigator.serviceWorker?.controller) throw error
    const saved = await unitFromCompareData(queryClient, unitId).catch(() => null)
    if (!saved) throw error
    queryClient.setQueryData(unitQuery(unitId).queryKey, saved)
    return saved
  }
}

async function unitFromCompareData(queryClient: QueryClient, unitId: number) {
  const { calculatorHash } = await queryClient.ensureQueryData(dataVersionQuery())
  const data = await queryClient.ensureQueryData(allUnitsQuery(calculatorHash, { background: true }))
  const unit = data.cats.find((cat) => cat.id === unitId)
  if (!unit) return null
  const orbs = unit.orbSlots.length > 0 ? data.orbs.filter((type) => type.kind !== null) : []
  return { unitId, unit, spiritOf: null, orbs }
}

/** The calculator data with every cat prepared for the engine (the settings-independent work, done once). */
export type PreparedCalculatorData = CalculatorData & { prepared: PreparedCat[] }

// Cats prepared per slice: few enough that no slice becomes a long task on a slow phone.
const PREPARE_SLICE = 25

/**
 * The server renders from the data set it holds; the browser downloads the
 * packed file named by the hash (see getAllUnits), which its HTTP cache keeps,
 * and unpacks and prepares it in slices so the page keeps answering meanwhile.
 */
const loadCalculatorData = createIsomorphicFn()
  // The hash names the download; the server always has today's data.
  .server(async (_hash: string, _background: boolean): Promise<PreparedCalculatorData> => {
    const { calculator, prepared } = await import('../server/dataset.server.ts').then((module) => module.getDataSet())
    return { ...calculator, prepared }
  })
  .client(async (hash: string, background: boolean): Promise<PreparedCalculatorData> => {
    const response = await getAllUnits({ data: { hash } })
    if (!response.ok) throw new Error(`The unit data could not be loaded (HTTP ${response.status}).`)
    const yieldControl = background ? yieldToBackground : yieldToMain
    const data = await unpackCalculatorData(await response.text(), yieldControl)
    return { ...data, prepared: await mapInSlices(data.cats, (cat) => prepareCat(cat, data.orbs), yieldControl, PREPARE_SLICE) }
  })

/**
 * Every cat and enemy for the calculator (spec §7 "All units"). Never part of
 * the server-rendered page: the page would carry a copy of the whole data set
 * on every visit, where the separate file is downloaded once and cached.
 * `background`: the page shows its own content without it (the enemy page's
 * counters), so its unpacking lets input and painting go first (yieldToBackground).
 */
export const allUnitsQuery = (hash: string, { background = false }: { background?: boolean } = {}) =>
  queryOptions({
    queryKey: ['units', 'all', hash],
    queryFn: () => loadCalculatorData(hash, background),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
    meta: { dehydrate: false },
  })

/** The calculator data some page already loaded (the compare page's), if any: read from the cache, never fetched. */
export function cachedCalculatorData(queryClient: QueryClient): PreparedCalculatorData | undefined {
  return queryClient.getQueriesData<PreparedCalculatorData>({ queryKey: ['units', 'all'] }).find(([, data]) => data !== undefined)?.[1]
}

export const homeSummaryQuery = () =>
  queryOptions({
    queryKey: ['units', 'home'],
    queryFn: () => getHomeSummary(),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
  })

export const dataVersionQuery = () =>
  queryOptions({
    queryKey: ['units', 'version'],
    queryFn: () => getDataVersion(),
    staleTime: ONE_HOUR,
    gcTime: ONE_HOUR,
  })

/** Every game update we hold, for /changes. */
export const changesQuery = () =>
  queryOptions({
    queryKey: ['changes'],
    queryFn: () => getChanges(),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
  })

/** The updates that changed one cat, for its unit page's history section. */
export const unitHistoryQuery = (unitId: number) =>
  queryOptions({
    queryKey: ['changes', 'unit', unitId],
    queryFn: () => getUnitHistory({ data: { unitId } }),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
  })

/** Every combo with its members named: only the pages that show combos ask for it. */
export const combosQuery = () =>
  queryOptions({
    queryKey: ['combos'],
    queryFn: () => getCombos(),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
  })
