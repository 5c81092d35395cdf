import type { Enemy } from '../game-data/enemies.ts'
import { mapInSlices, type YieldControl } from '../slices.ts'
import type { Magnification } from './enemy-link.ts'
import { enemyStats } from './enemy-stats.ts'
import { counterFrom, matchupMaker, type Counter, type CounterForm, type Matchup } from './matchup.ts'

/** Matchups by form list and enemy (the most recently used first out last): a new magnification only re-runs the fights and the enemy's hits. */
const CACHED_ENEMIES = 8
const matchups = new WeakMap<readonly CounterForm[], Map<Enemy, Matchup[]>>()

/**
 * Every form against one enemy at one magnification. Reusable for a whole
 * stage: call it once per enemy with the stage's magnifications. The same
 * `forms` array (and enemy) again reuses the forms' calculations, attack
 * events and damage-taken steps: only what the magnification changes is worked out.
 */
export function countersAgainst(enemy: Enemy, magnification: Magnification, forms: readonly CounterForm[]): Counter[] {
  const ranked = lastRanking
  if (ranked?.forms === forms && ranked.enemy === enemy && ranked.key === magnificationKey(magnification)) return ranked.counters
  const stats = enemyStats(enemy, magnification)
  const prepared = preparedMatchups(enemy, forms) ?? remember(enemy, forms, forms.map(matchupMaker(enemy)))
  const counters = new Array<Counter>(prepared.length)
  for (let index = 0; index < prepared.length; index++) counters[index] = counterFrom(prepared[index]!, enemy, stats)
  return counters
}

/**
 * countersAgainst's per-form work for this enemy, done ahead a slice of forms at a time with
 * control handed back in between: for every form at once that is the long part of a first
 * ranking (hundreds of milliseconds on a slow phone). countersAgainst with the same enemy and
 * forms then only applies the magnification. Given the magnification, the fights at it are
 * worked out in slices too, and countersAgainst at that magnification returns them as they are.
 */
export async function prepareCountersAgainst(
  enemy: Enemy,
  forms: readonly CounterForm[],
  yieldControl: YieldControl,
  sliceSize: number,
  magnification?: () => Magnification,
): Promise<void> {
  const prepared = preparedMatchups(enemy, forms) ?? remember(enemy, forms, await mapInSlices(forms, matchupMaker(enemy), yieldControl, sliceSize))
  if (!magnification) return
  // Read after the matchups: the player may have changed it meanwhile.
  const at = magnification()
  const stats = enemyStats(enemy, at)
  const counters = await mapInSlices(prepared, (matchup) => counterFrom(matchup, enemy, stats), yieldControl, sliceSize)
  lastRanking = { forms, enemy, key: magnificationKey(at), counters }
}

/** The last ranking prepared in slices (one: the page that asked shows one enemy at one magnification). */
let lastRanking: { forms: readonly CounterForm[]; enemy: Enemy; key: string; counters: Counter[] } | undefined

const magnificationKey = (magnification: Magnification) => `${magnification.magnification}/${magnification.attackMagnification}`

/** Whether countersAgainst(enemy, …, forms) would only apply the magnification. */
export function countersPrepared(enemy: Enemy, forms: readonly CounterForm[]): boolean {
  return matchups.get(forms)?.has(enemy) ?? false
}

/** The cached matchups, now the most recently used. */
function preparedMatchups(enemy: Enemy, forms: readonly CounterForm[]): Matchup[] | undefined {
  const byEnemy = matchups.get(forms)
  const prepared = byEnemy?.get(enemy)
  if (byEnemy && prepared) {
    byEnemy.delete(enemy)
    byEnemy.set(enemy, prepared)
  }
  return prepared
}

function remember(enemy: Enemy, forms: readonly CounterForm[], prepared: Matchup[]): Matchup[] {
  let byEnemy = matchups.get(forms)
  if (!byEnemy) matchups.set(forms, (byEnemy = new Map()))
  byEnemy.delete(enemy)
  // The server meets many bosses with one form list: only the most recent few are kept.
  if (byEnemy.size >= CACHED_ENEMIES) byEnemy.delete(byEnemy.keys().next().value!)
  byEnemy.set(enemy, prepared)
  return prepared
}
