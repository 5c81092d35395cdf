import { queryOptions } from '@tanstack/react-query'
import { getAllUnits, getDataVersion, getHomeSummary, getUnit, getUnitForm, getUnitsMetadata } from '../server/units.functions'

const FIFTEEN_MINUTES = 15 * 60_000
const ONE_HOUR = 60 * 60_000

export const unitsMetadataQuery = () =>
  queryOptions({
    queryKey: ['units', 'metadata'],
    queryFn: () => getUnitsMetadata(),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
  })

export const unitQuery = (unitId: number) =>
  queryOptions({
    queryKey: ['unit', unitId],
    queryFn: () => getUnit({ data: { unitId } }),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
  })

export const unitFormQuery = (unitId: string, formIndex: string) =>
  queryOptions({
    queryKey: ['unit', unitId, formIndex],
    queryFn: () => getUnitForm({ data: { unitId, formIndex } }),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
  })

export const allUnitsQuery = () =>
  queryOptions({
    queryKey: ['units', 'all'],
    queryFn: () => getAllUnits(),
    staleTime: FIFTEEN_MINUTES,
    gcTime: ONE_HOUR,
  })

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
