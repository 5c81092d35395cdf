import { compareRows, sortRows, type CompareRow } from '../domain/compare/compare-rows.ts'
import { defaultSettings } from '../domain/settings/settings.ts'
import { getDataSet } from './dataset.server.ts'

export type TopUnit = Pick<CompareRow, 'unitId' | 'formIndex' | 'name' | 'rarity' | 'trueDps' | 'targetLabel'>

let top: Promise<TopUnit[]> | undefined

/** The strongest forms by true DPS at the default settings; the same for every visitor, so computed once. */
export function topUnits(count = 10): Promise<TopUnit[]> {
  top ??= getDataSet().then(({ prepared, data }) => {
    const rows = compareRows(prepared, defaultSettings, data.enemies)
    return sortRows(rows, 'trueDps', 'desc')
      .slice(0, count)
      .map(({ unitId, formIndex, name, rarity, trueDps, targetLabel }) => ({ unitId, formIndex, name, rarity, trueDps, targetLabel }))
  })
  return top
}
