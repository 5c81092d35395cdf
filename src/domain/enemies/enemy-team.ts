import type { Enemy } from '../game-data/enemies.ts'
import { secondsOfFrames, type CounterRow, type StageEnemy } from '../stage/counters.ts'
import { withLineupCats, type StageTeam } from '../stage/stage-team.ts'
import { buildTeam } from '../stage/team-builder.ts'
import { controlAgainst } from '../stage/control.ts'
import { enemyReach } from './enemy-reach.ts'
import type { Counter } from './matchup.ts'
import type { Magnification } from './enemy-link.ts'
import { magnifiedHp } from './enemy-stats.ts'

/**
 * A team against one enemy at one magnification (issue #45 point 1): the stage builder on a
 * one-enemy "stage" without rules, from the enemy page's own ranking (countersAgainst), so its
 * times are the table's. No combos: the enemy page does not load them.
 */
export function enemyTeam(
  enemy: Pick<Enemy, 'id' | 'name' | 'hp' | 'traits' | 'hits' | 'range' | 'immunities'>,
  magnification: Magnification,
  counters: readonly Counter[],
): StageTeam {
  const lone: StageEnemy = {
    enemyId: enemy.id,
    name: enemy.name,
    traits: enemy.traits,
    hp: magnifiedHp(enemy.hp, magnification.magnification),
    hpMagnification: magnification.magnification,
    attackMagnification: magnification.attackMagnification,
    boss: true,
    isBase: false,
  }
  const rows: CounterRow[] = counters.map((counter, candidate) => {
    const seconds = counter.timeToKill ?? Infinity
    const targets = counter.calculation.prepared.form.targets
    return {
      candidate,
      unitId: counter.unitId,
      formIndex: counter.formIndex,
      name: counter.name,
      cost: counter.cost,
      secondsToKill: [seconds],
      trueDps: [counter.trueDps],
      bossSeconds: seconds,
      bossNoKill: counter.timeToKill === null ? counter.killTime.reason : null,
      totalSeconds: seconds,
      dpsPerCost: counter.damagePerCost,
      survival: 0,
      hitsSurvived: counter.hitsSurvived,
      targetedTraits: enemy.traits.filter((trait) => targets.includes(trait)),
      range: counter.range,
      cooldownSeconds: secondsOfFrames(counter.calculation.stats.cooldownFrames),
      control: controlAgainst(counter.calculation.stats.talented.form, counter.calculation.stats.cycleFrames, enemy),
    }
  })
  // As the stage ranking: fastest kill first, then the cheaper.
  rows.sort((a, b) => a.bossSeconds - b.bossSeconds || a.cost - b.cost || a.unitId - b.unitId || b.formIndex - a.formIndex)
  const team = buildTeam({
    counters: { enemies: [lone], bossIndex: 0, bossReach: enemyReach(enemy), rows },
    rarityOf: (row) => counters[row.candidate]?.rarity ?? -1,
    restrictions: [],
  })
  const candidates = counters.map((counter) => ({ prepared: counter.calculation.prepared, settings: counter.calculation.settings }))
  return { ...team, crown: 0, respected: [], picks: withLineupCats(team.picks, candidates) }
}
