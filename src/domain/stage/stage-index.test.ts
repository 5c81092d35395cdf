import { describe, expect, it } from 'vitest'
import type { Stage, StageData, StageEnemyLine } from '../game-data/stages.ts'
import { buildStageIndex, findStage, searchStages } from './stage-index.ts'

const line = (enemyId: number, hpMagnification: number, attackMagnification = hpMagnification, boss = false): StageEnemyLine => ({
  enemyId,
  count: 1,
  firstSpawnFrames: 0,
  respawnMinFrames: 2,
  respawnMaxFrames: 2,
  baseHpPercent: 100,
  hpMagnification,
  attackMagnification,
  boss,
  isBase: false,
})

const stage = (mapId: string, stageId: number, label: string, enemies: StageEnemyLine[]): Stage => ({
  mapId,
  stageId,
  name: label,
  label,
  energy: 50,
  baseHp: 60000,
  length: 4200,
  enemyLimit: 7,
  timeLimit: 0,
  noContinues: false,
  enemies,
})

const data: StageData = {
  version: '15.0.1',
  maps: [
    {
      id: 'N000',
      kind: 'sol',
      number: 0,
      name: 'The Legend Begins',
      label: 'The Legend Begins',
      crowns: [100, 150, 200, 300],
      stages: [stage('N000', 0, 'Earthshaker', [line(0, 200), line(0, 300), line(21, 200)]), stage('N000', 1, 'Return of Terror', [line(0, 250, 100, true)])],
    },
    { id: 'S000', kind: 'event', number: 0, name: null, label: 'Event stages 1', crowns: [100], stages: [stage('S000', 0, 'Rich Cat (Easy)', [line(0, 100)])] },
  ],
}
const index = buildStageIndex(data)

describe('stage index', () => {
  it('groups where an enemy appears by map, with each stage’s magnifications and boss flag', () => {
    expect(index.appearancesByEnemy.get(0)).toEqual([
      {
        mapId: 'N000',
        mapLabel: 'The Legend Begins',
        kind: 'sol',
        stages: [
          { stageId: 0, label: 'Earthshaker', hpMagnifications: [200, 300], attackMagnifications: [200, 300], boss: false },
          { stageId: 1, label: 'Return of Terror', hpMagnifications: [250], attackMagnifications: [100], boss: true },
        ],
      },
      {
        mapId: 'S000',
        mapLabel: 'Event stages 1',
        kind: 'event',
        stages: [{ stageId: 0, label: 'Rich Cat (Easy)', hpMagnifications: [100], attackMagnifications: [100], boss: false }],
      },
    ])
    expect(index.appearancesByEnemy.get(999)).toBeUndefined()
  })

  it('searches stage names, map labels and kind names, every word, with a kind filter and paging', () => {
    expect(searchStages(index, { q: 'earth' }).rows.map((row) => row.label)).toEqual(['Earthshaker'])
    expect(searchStages(index, { q: 'legend terror' }).rows.map((row) => row.label)).toEqual(['Return of Terror'])
    expect(searchStages(index, { q: 'EVENT' }).total).toBe(1)
    expect(searchStages(index, { kind: 'sol' }).total).toBe(2)
    expect(searchStages(index, { limit: 1, offset: 1 })).toMatchObject({ total: 3, rows: [{ mapId: 'N000', stageId: 1 }] })
    expect(searchStages(index, { q: 'nothing like this' })).toEqual({ total: 0, rows: [] })
  })

  it('finds a named map by its name and by its former kind-and-number label, and an unnamed one by that label only', () => {
    expect(searchStages(index, { q: 'the legend begins' }).rows.map((row) => [row.mapLabel, row.label])).toEqual([
      ['The Legend Begins', 'Earthshaker'],
      ['The Legend Begins', 'Return of Terror'],
    ])
    expect(searchStages(index, { q: 'stories of legend 1' }).rows.map((row) => row.label)).toEqual(['Earthshaker', 'Return of Terror'])
    expect(searchStages(index, { q: 'event stages 1' }).rows.map((row) => row.label)).toEqual(['Rich Cat (Easy)'])
    // "Event stages 1" is not added to the key of a map that has no name: it is its label already, once.
    expect(index.searchKeys[2]).toBe('rich cat (easy) · event stages 1 · event stages · s000')
  })

  it('finds a stage by map id and stage number, and nothing for unknown ones', () => {
    expect(findStage(index, 'N000', 1)?.stage.label).toBe('Return of Terror')
    expect(findStage(index, 'N000', 2)).toBeNull()
    expect(findStage(index, 'n000', 0)).toBeNull()
  })
})
