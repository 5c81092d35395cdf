import { useQuery } from '@tanstack/react-query'
import { allUnitsQuery, dataVersionQuery } from '../../queries/units.ts'

/** The cats' file (about 57 KB), every form the counters rank: asked for only once `wanted`. */
export function useCatsFile(wanted: boolean) {
  const version = useQuery(dataVersionQuery())
  return useQuery({ ...allUnitsQuery(version.data?.calculatorHash ?? '', { background: true }), enabled: wanted && version.data !== undefined })
}
