import type { Stage, StageData, StageMap } from '../game-data/stages.ts'
import { MAP_KIND_NAMES, numberedMapLabel, type MapKind } from './map-kinds.ts'

/** One row of the /stages list and of GET /api/v1/stages. */
export type StageSummary = {
  mapId: string
  stageId: number
  label: string
  mapLabel: string
  kind: MapKind
  energy: number | null
  enemyCount: number
}

/** Where an enemy appears: one map, and each stage of it with the enemy's magnifications there. */
export type EnemyAppearance = {
  mapId: string
  mapLabel: string
  kind: MapKind
  stages: { stageId: number; label: string; hpMagnifications: number[]; attackMagnifications: number[]; boss: boolean }[]
}

export type StageIndex = {
  data: StageData
  mapsById: ReadonlyMap<string, StageMap>
  summaries: StageSummary[]
  /** lowercased, NFKC-normalised "stage label · map label · kind name · map id" per summary, same order (plus the map's old kind-and-number label once it has a name) */
  searchKeys: string[]
  appearancesByEnemy: ReadonlyMap<number, EnemyAppearance[]>
}

export function searchKey(text: string): string {
  return text.normalize('NFKC').toLowerCase()
}

function uniqueSorted(values: number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b)
}

export function buildStageIndex(data: StageData): StageIndex {
  const summaries: StageSummary[] = []
  const searchKeys: string[] = []
  const appearances = new Map<number, EnemyAppearance[]>()
  for (const map of data.maps) {
    for (const stage of map.stages) {
      const summary: StageSummary = {
        mapId: map.id,
        stageId: stage.stageId,
        label: stage.label,
        mapLabel: map.label,
        kind: map.kind,
        energy: stage.energy,
        enemyCount: new Set(stage.enemies.map((line) => line.enemyId)).size,
      }
      summaries.push(summary)
      // Players who knew the map as "Stories of Legend 1" before it had its name still find it so.
      const formerLabel = map.name === null ? '' : ` · ${numberedMapLabel(map.kind, map.number)}`
      searchKeys.push(searchKey(`${stage.label} · ${map.label} · ${MAP_KIND_NAMES[map.kind]} · ${map.id}${formerLabel}`))
      for (const enemyId of new Set(stage.enemies.map((line) => line.enemyId))) {
        const lines = stage.enemies.filter((line) => line.enemyId === enemyId)
        const list = appearances.get(enemyId) ?? []
        let entry = list[list.length - 1]
        if (entry?.mapId !== map.id) {
          entry = { mapId: map.id, mapLabel: map.label, kind: map.kind, stages: [] }
          list.push(entry)
        }
        entry.stages.push({
          stageId: stage.stageId,
          label: stage.label,
          hpMagnifications: uniqueSorted(lines.map((line) => line.hpMagnification)),
          attackMagnifications: uniqueSorted(lines.map((line) => line.attackMagnification)),
          boss: lines.some((line) => line.boss),
        })
        appearances.set(enemyId, list)
      }
    }
  }
  return { data, mapsById: new Map(data.maps.map((map) => [map.id, map])), summaries, searchKeys, appearancesByEnemy: appearances }
}

export function findStage(index: StageIndex, mapId: string, stageId: number): { map: StageMap; stage: Stage } | null {
  const map = index.mapsById.get(mapId)
  const stage = map?.stages.find((candidate) => candidate.stageId === stageId)
  return map && stage ? { map, stage } : null
}

export type StageSearch = { q?: string; kind?: MapKind; offset?: number; limit?: number }

/** Every word of the query must appear in the stage's name, its map's label or kind; results keep the files' order. */
export function searchStages(index: StageIndex, { q = '', kind, offset = 0, limit = 50 }: StageSearch): { total: number; rows: StageSummary[] } {
  const words = searchKey(q).split(/\s+/).filter(Boolean)
  const rows: StageSummary[] = []
  let total = 0
  index.summaries.forEach((summary, i) => {
    if (kind && summary.kind !== kind) return
    const key = index.searchKeys[i]!
    if (!words.every((word) => key.includes(word))) return
    if (total >= offset && rows.length < limit) rows.push(summary)
    total++
  })
  return { total, rows }
}
