import { describe, expect, it } from 'vitest'
import type { Stage } from '../domain/game-data/stages.ts'
import { decodeCounterCats } from '../domain/settings/codecs/counter-cats.ts'
import { stageCounters } from '../domain/stage/counters.ts'
import { getDataSet } from './dataset.server.ts'
import { counterCandidates } from './counter-candidates.server.ts'

/** One Pigge (enemy 4, red, t_unit.csv) at 100%, as a stage file line reads it. */
const piggeStage: Stage = {
  mapId: 'N000',
  stageId: 99,
  name: 'Pigge alone',
  label: 'Pigge alone',
  energy: 0,
  baseHp: 1000,
  length: 3000,
  enemyLimit: 1,
  timeLimit: 0,
  noContinues: false,
  enemies: [
    {
      enemyId: 4,
      count: 0,
      firstSpawnFrames: 0,
      respawnMinFrames: 60,
      respawnMaxFrames: 60,
      baseHpPercent: 100,
      hpMagnification: 100,
      attackMagnification: 100,
      boss: true,
      isBase: false,
    },
  ],
}

async function ranked(cats: string) {
  const decoded = decodeCounterCats(cats)
  if (!decoded.ok) throw new Error(decoded.message)
  const loaded = await getDataSet()
  const candidates = counterCandidates(loaded, { cats: decoded.cats, levelMode: 'your-levels' })
  return { candidates, counters: stageCounters(piggeStage, loaded.data.enemies, candidates) }
}

describe('a stage ranking of a saved list', () => {
  it('counts the listed cats’ orbs', async () => {
    // Awakened Bahamut Cat (25/2) hits 5000, 200 and 300 at level 1 every 93 frames (unit026.csv) and its
    // one orb slot is open from level 0 (equipmentslot.csv). Attack Up S against red (equipmentlist.json,
    // value 500) adds ⌊500 × level-1 damage / 100⌋ to each hit (docs/mechanics-notes.md "Talent orbs"):
    // 25,000 + 1,000 + 1,500 = 27,500 per attack, so true DPS against Pigge (red) rises by 30 × 27,500 / 93.
    const plain = (await ranked('25.2.30.0')).counters.rows[0]!
    const orbed = (await ranked('25.2.30.0:00S')).counters.rows[0]!
    expect(orbed.trueDps[0]! - plain.trueDps[0]!).toBeCloseTo((30 * 27_500) / 93, 6)
  })

  it('gives each row the unit page search of its listed cat', async () => {
    // (Bahamut Cat has no plus levels: its +5 is capped at +0, as the unit page caps it.)
    const { candidates, counters } = await ranked('25.2.30.5:00S 0.0.10.5')
    const linkOf = (unitId: number) => candidates[counters.rows.find((row) => row.unitId === unitId)!.candidate]?.link
    // Fields at their defaults are left out, as the router leaves them out of a URL.
    expect(linkOf(25)).toEqual({ level: 30, plusLevel: 0, orbs: ['attack-red-S'] })
    expect(linkOf(0)).toEqual({ level: 10, plusLevel: 5 })
  })
})
