import { compareRowsOf, type CompareRow } from '../../domain/compare/compare-rows.ts'
import type { Enemy } from '../../domain/game-data/model.ts'
import type { Settings } from '../../domain/settings/settings.ts'
import type { PreparedCat } from '../../domain/stats/prepare.ts'
import { mapInSlices, type YieldControl } from '../../domain/slices.ts'

/** compareRows a slice of cats at a time (see mapInSlices): the same rows, with control handed back in between. */
export async function compareRowsInSlices(
  cats: readonly PreparedCat[],
  settings: Settings,
  enemies: readonly Enemy[],
  yieldControl: YieldControl,
  sliceSize = 50,
): Promise<CompareRow[]> {
  return (await mapInSlices(cats, compareRowsOf(settings, enemies), yieldControl, sliceSize)).flat()
}
