import { calculateForm, type CalculationContext } from '../calculate-form.ts'
import { resolveTargetSetting, type Target } from '../damage/target.ts'
import type { Enemy } from '../game-data/model.ts'
import type { Enemy as EnemyRecord } from '../game-data/enemies.ts'
import { countersAgainst } from '../enemies/counters.ts'
import { enemyReach } from '../enemies/enemy-reach.ts'
import type { NoKillReason } from '../enemies/kill-time.ts'
import { magnifiedHp } from '../enemies/enemy-stats.ts'
import type { Stage } from '../game-data/stages.ts'
import type { Trait } from '../game-data/vocabulary.ts'
import type { ComboEffects, Settings } from '../settings/settings.ts'
import type { PreparedForm } from '../stats/prepare.ts'
import { crownMagnification } from './crowns.ts'
import { FRAMES_PER_SECOND } from '../constants.ts'
import { controlAgainst, type Control } from './control.ts'

/**
 * Stage counters (issue #19 point 4): candidates ranked against a stage's
 * enemies together. Simplifications (also shown on the page): every enemy is
 * met alone and once, standing in range. The lead enemy (the boss) goes
 * through the enemies engine's countersAgainst (src/domain/enemies/counters.ts:
 * time to the killing hit with barrier, shield, metal, revive; hits survived);
 * the others, to keep a stage within 50 ms, take HP at magnification / true
 * DPS (no barriers, shields or knockbacks). Lines first spawning after 15
 * minutes are left out. The candidate's own settings (level, talents,
 * treasures) as given.
 */

export type StageEnemy = {
  enemyId: number
  name: string
  traits: readonly Trait[]
  /** HP at the stage's magnification (the lowest one when the stage lists several) */
  hp: number
  hpMagnification: number
  attackMagnification: number
  boss: boolean
  isBase: boolean
}

export type CounterCandidate = { prepared: PreparedForm; settings: Settings }

export type CounterRow = {
  /** the row's place in the candidates */
  candidate: number
  unitId: number
  formIndex: number
  name: string
  cost: number
  /** per stage enemy, same order as `enemies` */
  secondsToKill: number[]
  trueDps: number[]
  /** seconds to kill the boss (the enemy with the most HP when the stage has no boss) */
  bossSeconds: number
  /** why `bossSeconds` is infinite (null when it is not): the enemies engine's reason, or no damage */
  bossNoKill: NoKillReason | null
  /** seconds to kill every enemy once, one after another */
  totalSeconds: number
  /** true DPS against the boss per 100 of deploy cost */
  dpsPerCost: number
  /** effective HP against the boss's traits */
  survival: number
  /** the boss's attacks the form survives (enemies engine); null without the boss's full record */
  hitsSurvived: number | null
  /** traits of the stage's enemies this form targets with its own abilities */
  targetedTraits: Trait[]
  /** the form's standing range */
  range: number
  /** seconds between deploys (research, treasures and talents counted) */
  cooldownSeconds: number
  /** the form's best freeze, slow, weaken or knockback on the boss (controlAgainst), or null */
  control: Control | null
}

export type StageCounters = {
  enemies: StageEnemy[]
  /** index into enemies of the enemy `bossSeconds` is measured on */
  bossIndex: number
  /** how far the boss's attack reaches (enemyReach); null without its full record */
  bossReach?: number | null
  rows: CounterRow[]
  /** up to ten rows: one per stage trait that some candidate targets, then the fastest boss killers */
  lineup: CounterRow[]
  /** stage traits no candidate both targets and kills every enemy that has (a finite time for each) */
  uncoveredTraits: Trait[]
}

export const LINEUP_SIZE = 10

/**
 * Lines that first come 15 minutes in (27,000 frames: "23,0,13500,13500,13500,…" in most stage
 * files) are the game's time-up enemy, not part of the fight the counters plan for.
 */
export const TIME_UP_FRAMES = 27_000

/**
 * The stage's distinct enemies (one per enemy id, its lowest magnification), bosses first, then by
 * HP; `crownPercent` is the chosen crown's magnification (100 at the first crown of most maps).
 */
export function stageEnemies(stage: Stage, enemiesById: ReadonlyMap<number, Enemy>, crownPercent = 100): StageEnemy[] {
  const byId = new Map<number, StageEnemy>()
  for (const line of stage.enemies) {
    if (line.firstSpawnFrames >= TIME_UP_FRAMES) continue
    const enemy = enemiesById.get(line.enemyId)
    if (!enemy) continue
    const hpMagnification = crownMagnification(line.hpMagnification, crownPercent)
    const attackMagnification = crownMagnification(line.attackMagnification, crownPercent)
    const hp = magnifiedHp(enemy.hp, hpMagnification)
    const known = byId.get(line.enemyId)
    if (known) {
      known.boss ||= line.boss
      if (hpMagnification < known.hpMagnification) Object.assign(known, { hp, hpMagnification, attackMagnification })
      continue
    }
    byId.set(line.enemyId, {
      enemyId: enemy.id,
      name: enemy.name,
      traits: enemy.traits,
      hp,
      hpMagnification,
      attackMagnification,
      boss: line.boss,
      isBase: line.isBase,
    })
  }
  return [...byId.values()].sort((a, b) => Number(b.boss) - Number(a.boss) || b.hp - a.hp)
}

function targetKey(target: Target): string {
  return `${target.traitMask}|${target.specialType}|${target.base}|${target.witch}|${target.eva}|${target.metal}|${target.areaImmunities.join()}`
}

/**
 * Ranks candidates by seconds to kill the boss, then every enemy; ties by cost.
 * `records` (data/enemies.json) lets the boss go through the enemies engine;
 * `crownPercent` is the crown's magnification (stageEnemies).
 */
export function stageCounters(
  stage: Stage,
  enemies: readonly Enemy[],
  candidates: readonly CounterCandidate[],
  records: ReadonlyMap<number, EnemyRecord> = new Map(),
  crownPercent = 100,
): StageCounters {
  const enemiesById = new Map(enemies.map((enemy) => [enemy.id, enemy]))
  const lineupEnemies = stageEnemies(stage, enemiesById, crownPercent)
  const bossIndex = lineupEnemies.length === 0 ? -1 : 0
  const lead = lineupEnemies[bossIndex]
  const leadRecord = lead ? records.get(lead.enemyId) : undefined
  const leadCounters =
    lead && leadRecord ? countersAgainst(leadRecord, { magnification: lead.hpMagnification, attackMagnification: lead.attackMagnification }, candidates) : null
  // Enemies with the same traits and flags take the same true DPS: one calculation per kind of target.
  // The full record where there is one: its wave, surge and explosion immunities count in true DPS too.
  const targetEnemies = enemies.map((enemy) => records.get(enemy.id) ?? enemy)
  const contexts = lineupEnemies.map((enemy): CalculationContext => ({ targetChoice: resolveTargetSetting({ enemyId: enemy.enemyId }, targetEnemies) }))
  const keys = contexts.map((context) => (context.targetChoice.kind === 'fixed' ? targetKey(context.targetChoice.target) : 'best'))
  const stageTraits = [...new Set(lineupEnemies.flatMap((enemy) => enemy.traits))]
  const rows: CounterRow[] = []
  candidates.forEach(({ prepared, settings }, candidateIndex) => {
    const leadCounter = leadCounters?.[candidateIndex]
    // The boss's fight worked out its calculation against the boss already, and the form's stats
    // (its talents applied), which are the same against every enemy.
    let stats = leadCounter?.calculation.stats
    const byKey = new Map<string, { trueDps: number; effectiveHp: number; cost: number; range: number; cooldownFrames: number; control: Control | null }>()
    const perEnemy = lineupEnemies.map((_, i) => {
      const key = keys[i]!
      let result = byKey.get(key)
      if (!result) {
        // A cat meets each enemy at full HP, as the boss's fight counts it: strengthen (a low-HP bonus) is left out.
        const calculation =
          i === bossIndex && leadCounter
            ? leadCounter.calculation
            : calculateForm(prepared, { ...settings, target: { enemyId: lineupEnemies[i]!.enemyId }, strengthen: false }, contexts[i]!, stats)
        stats ??= calculation.stats
        const { cost, range, cooldownFrames, cycleFrames, talented } = calculation.stats
        const onBoss = i === bossIndex
        const control = onBoss
          ? controlAgainst(talented.form, cycleFrames, { traits: lineupEnemies[i]!.traits, immunities: leadRecord?.immunities ?? [] })
          : null
        result = { trueDps: calculation.trueDps, effectiveHp: onBoss ? calculation.defence.effectiveHp : 0, cost, range, cooldownFrames, control }
        byKey.set(key, result)
      }
      return result
    })
    const secondsToKill = lineupEnemies.map((enemy, i) => {
      if (i === bossIndex && leadCounter) return leadCounter.timeToKill ?? Infinity
      const dps = perEnemy[i]!.trueDps
      return dps > 0 ? enemy.hp / dps : Infinity
    })
    const boss = bossIndex >= 0 ? perEnemy[bossIndex]! : undefined
    const form = prepared.form
    const cost = boss?.cost ?? 0
    rows.push({
      candidate: candidateIndex,
      unitId: prepared.cat.id,
      formIndex: form.formIndex,
      name: form.name,
      cost,
      secondsToKill,
      trueDps: perEnemy.map((result) => result.trueDps),
      bossSeconds: secondsToKill[bossIndex] ?? Infinity,
      bossNoKill: Number.isFinite(secondsToKill[bossIndex] ?? Infinity) ? null : leadCounter ? leadCounter.killTime.reason : 'noDamage',
      totalSeconds: secondsToKill.reduce((sum, seconds) => sum + seconds, 0),
      dpsPerCost: leadCounter ? leadCounter.damagePerCost : boss && cost > 0 ? (boss.trueDps / cost) * 100 : 0,
      // The boss is enemy 0, so its kind of target is the first one worked out, with the effective HP.
      survival: boss?.effectiveHp ?? 0,
      hitsSurvived: leadCounter ? leadCounter.hitsSurvived : null,
      targetedTraits: stageTraits.filter((trait) => form.targets.includes(trait)),
      range: boss?.range ?? form.range,
      cooldownSeconds: secondsOfFrames(boss?.cooldownFrames ?? 0),
      control: boss?.control ?? null,
    })
  })
  rows.sort((a, b) => a.bossSeconds - b.bossSeconds || a.totalSeconds - b.totalSeconds || a.cost - b.cost || a.unitId - b.unitId)
  const lineup: CounterRow[] = []
  const uncoveredTraits: Trait[] = []
  const taken = new Set<CounterRow>()
  for (const trait of stageTraits) {
    if (trait === 'traitless') continue
    if (lineup.some((row) => row.targetedTraits.includes(trait))) continue
    // The enemies of this trait, as the team builder covers a trait: a cat that kills them is said
    // to cover it even when another enemy of the stage is out of its reach.
    const withTrait = lineupEnemies.flatMap((enemy, index) => (enemy.traits.includes(trait) ? [index] : []))
    const best = rows.find(
      (row) => !taken.has(row) && row.targetedTraits.includes(trait) && withTrait.every((index) => Number.isFinite(row.secondsToKill[index] ?? Infinity)),
    )
    if (!best) {
      uncoveredTraits.push(trait)
      continue
    }
    if (lineup.length < LINEUP_SIZE) {
      lineup.push(best)
      taken.add(best)
    }
  }
  for (const row of rows) {
    if (lineup.length >= LINEUP_SIZE) break
    if (taken.has(row) || !Number.isFinite(row.bossSeconds)) continue
    // One form per cat: a lineup slot holds one cat.
    if (lineup.some((chosen) => chosen.unitId === row.unitId)) continue
    lineup.push(row)
    taken.add(row)
  }
  return { enemies: lineupEnemies, bossIndex, bossReach: leadRecord ? enemyReach(leadRecord) : null, rows, lineup, uncoveredTraits }
}

/**
 * A candidate's seconds to kill the stage's lead enemy with these combo effects added to its own
 * (the team builder's combo check), worked out as stageCounters works out `bossSeconds`.
 */
export function bossSecondsWithCombos(
  counters: Pick<StageCounters, 'enemies' | 'bossIndex'>,
  enemies: readonly Enemy[],
  records: ReadonlyMap<number, EnemyRecord>,
  candidate: CounterCandidate,
  combos: ComboEffects,
): number {
  const lead = counters.enemies[counters.bossIndex]
  if (!lead) return Infinity
  // The ranking's candidates carry no combos of their own (counterCandidates): these are the only ones.
  const settings: Settings = { ...candidate.settings, combos }
  const record = records.get(lead.enemyId)
  if (record) {
    const [counter] = countersAgainst(record, { magnification: lead.hpMagnification, attackMagnification: lead.attackMagnification }, [
      { prepared: candidate.prepared, settings },
    ])
    return counter?.timeToKill ?? Infinity
  }
  const targetEnemies = enemies.map((enemy) => records.get(enemy.id) ?? enemy)
  const context: CalculationContext = { targetChoice: resolveTargetSetting({ enemyId: lead.enemyId }, targetEnemies) }
  const dps = calculateForm(candidate.prepared, { ...settings, target: { enemyId: lead.enemyId }, strengthen: false }, context).trueDps
  return dps > 0 ? lead.hp / dps : Infinity
}

export function secondsOfFrames(frames: number): number {
  return frames / FRAMES_PER_SECOND
}
