import { describe, expect, it } from 'vitest'
import type { Trait } from '../game-data/vocabulary.ts'
import type { Counter } from './matchup.ts'
import { enemyTeam } from './enemy-team.ts'

/*
 * Hand-built rankings against one enemy (the numbers are chosen, not computed): the enemy page's
 * team is the stage builder's on a one-enemy stage without rules.
 */
// Le'Boin's one hit reaches 150 (its range, no area attack); every cat here stands at 400.
const leBoin = { id: 1, name: 'Le’Boin', hp: 1000, traits: ['red'] as Trait[], range: 150, hits: [{ area: null }], immunities: [] } as unknown as Parameters<
  typeof enemyTeam
>[0]
const at = { magnification: 200, attackMagnification: 200 }

function counter(
  unitId: number,
  formIndex: number,
  timeToKill: number | null,
  targets: Trait[] = [],
  cost = 1000,
  { range = 400, cooldownFrames = 1800, hitsSurvived = 1 } = {},
): Counter {
  const cat = { id: unitId, rarity: 2, maxBaseLevel: 30, talents: [] }
  const settings = { level: 'max', plusLevel: 10, talents: 'off' }
  const killTime = { frames: timeToKill === null ? null : timeToKill * 30, reason: timeToKill === null ? 'tooSlow' : null }
  return {
    unitId,
    formIndex,
    name: `Cat ${unitId}/${formIndex}`,
    rarity: 2,
    cost,
    timeToKill,
    killTime,
    trueDps: 1,
    damagePerCost: 1,
    hitsSurvived,
    range,
    calculation: {
      prepared: { cat, form: { targets } },
      settings,
      stats: { cooldownFrames, cycleFrames: 60, talented: { form: { abilities: {}, hits: [], targets } } },
    },
  } as unknown as Counter
}

describe('enemyTeam', () => {
  it('the fastest killer first, one form per cat, then a cat that targets the enemy’s trait, then the next fastest; a cat that cannot kill it is left out', () => {
    const team = enemyTeam(leBoin, at, [counter(1, 1, 30), counter(1, 2, 3.24), counter(2, 0, 50, ['red']), counter(3, 0, null), counter(4, 0, 10)])
    expect(team.picks.map((pick) => [pick.unitId, pick.formIndex, pick.row])).toEqual([
      [1, 2, 1],
      [2, 0, 1],
      [4, 0, 1],
    ])
    expect(team.picks.map((pick) => pick.reason)).toEqual(['Fastest kill of Le’Boin: 3.2 s', 'Covers Red: kills Le’Boin in 50.0 s', 'Kills Le’Boin in 10.0 s'])
    expect(team.respected).toEqual([])
    expect(team.costByRow).toEqual([3000, 0])
    // A lineup link holds the level the cat was ranked at: 'max' is its max base level (30).
    expect(team.picks[0]?.lineupCat).toEqual({ unitId: 1, formIndex: 2, level: 30, plusLevel: 10, talentLevels: [] })
  })

  it('nothing that kills it: no team, and it says so', () => {
    const team = enemyTeam(leBoin, at, [counter(1, 0, null), counter(2, 0, null)])
    expect(team.picks).toEqual([])
    expect(team.lacking).toContain('Nothing here kills Le’Boin within 10 minutes.')
  })
})
