import type { DataSet } from '../domain/game-data/model.ts'
import { describeDataSources } from '../domain/game-data/update-layers.ts'

/** The API's account of where the numbers come from: the English dump, each update layer, and the same in one line. */
export function dataSourcesOf(data: Pick<DataSet, 'version' | 'region' | 'sources'>) {
  return {
    summary: describeDataSources(data.version, data.region, data.sources),
    base: data.sources?.base ?? data.version,
    layers: data.sources?.layers ?? [],
  }
}
