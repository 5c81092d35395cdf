import { compareRows, sortRows, type CompareRow } from '../domain/compare/compare-rows.ts'
import { defaultSettings } from '../domain/settings/settings.ts'
import { getDataSet } from './dataset.server.ts'

export type TopUnit = Pick<CompareRow, 'unitId' | 'formIndex' | 'name' | 'rarity' | 'trueDps' | 'targetLabel' | 'strengthenTrigger'>

const tops = new Map<boolean, Promise<TopUnit[]>>()

/**
 * The strongest cats by true DPS at the default settings, each by its best
 * form, with strengthen counted or left out; the same for every visitor, so
 * computed once each.
 */
export function topUnits(count = 10, strengthen = true): Promise<TopUnit[]> {
  let top = tops.get(strengthen)
  if (!top) {
    top = getDataSet().then(({ prepared, data }) => {
      const rows = sortRows(compareRows(prepared, { ...defaultSettings, strengthen }, data.enemies), 'trueDps', 'desc')
      const seen = new Set<number>()
      const best: TopUnit[] = []
      for (const { unitId, formIndex, name, rarity, trueDps, targetLabel, strengthenTrigger } of rows) {
        if (seen.has(unitId)) continue
        seen.add(unitId)
        best.push(
          strengthenTrigger === undefined
            ? { unitId, formIndex, name, rarity, trueDps, targetLabel }
            : { unitId, formIndex, name, rarity, trueDps, targetLabel, strengthenTrigger },
        )
        if (best.length === count) break
      }
      return best
    })
    tops.set(strengthen, top)
  }
  return top
}
