import { FormCalculation, type CalculationContext } from '../calculate-form.ts'
import { CRITICAL_MULTIPLIER, FRAMES_PER_SECOND, METAL_NON_CRITICAL_DAMAGE, SURGE_HIT_INTERVAL_FRAMES } from '../constants.ts'
import type { Enemy } from '../game-data/enemies.ts'
import { probability } from '../damage/procs.ts'
import { areaAttackName } from '../damage/area-attacks.ts'
import { matchesTarget, resolveTargetSetting, type Target } from '../damage/target.ts'
import { damageTakenSteps } from '../damage/target-multipliers.ts'
import { traitMask } from '../damage/trait-mask.ts'
import type { Settings } from '../settings/settings.ts'
import type { PreparedForm } from '../stats/prepare.ts'
import { unitPath } from '../units.ts'
import { enemyStats, type EnemyStats } from './enemy-stats.ts'
import { mapInSlices, type YieldControl } from '../../lib/slices.ts'
import type { Magnification } from './enemy-link.ts'

/**
 * Who beats this enemy, and how fast (mechanics §10c; docs/mechanics-notes.md
 * "Enemies and counters"). Every number starts from the same FormCalculation
 * the compare table and the unit page use, with the enemy as the target.
 */

/** One form to rank, at its own settings (all cats at max, or a saved cat at its levels and talents). */
export interface CounterForm {
  prepared: PreparedForm
  settings: Settings
}

/** Longest fight the time to kill follows: past it the cat "cannot kill" (null). */
export const MAX_KILL_FRAMES = 10 * 60 * FRAMES_PER_SECOND

export type NoKillReason = 'noDamage' | 'barrier' | 'revives' | 'tooSlow'

export interface KillTime {
  /** frames from the start of the cat's first attack to the hit that kills; null = it does not kill */
  frames: number | null
  /** attacks the cat starts until the kill */
  attacks: number | null
  reason: NoKillReason | null
}

export interface Counter {
  unitId: number
  formIndex: number
  name: string
  rarity: number
  /** battle cost */
  cost: number
  /** the cat's standing range */
  range: number
  /** true DPS against this enemy (settings' mode) */
  trueDps: number
  killTime: KillTime
  /** seconds (killTime.frames / 30); null = does not kill */
  timeToKill: number | null
  /** true DPS against this enemy per 100 of battle cost */
  damagePerCost: number
  /** the enemy's attacks the cat survives (expected, dodge counted); Infinity = it takes no damage */
  hitsSurvived: number
  /** expected damage one enemy attack deals to the cat, waves, surges and toxic included */
  damagePerEnemyAttack: number
  /** the cat stands out of the enemy's reach */
  outranges: boolean
  calculation: FormCalculation
}

/** The enemy as the engine's target (its traits, special type, witch / eva flags, metal rule). */
export function enemyTargetChoice(enemy: Enemy): CalculationContext {
  return { targetChoice: resolveTargetSetting({ enemyId: enemy.id }, [enemy]) }
}

/** How far ahead of itself the enemy's attack reaches: the farthest end of any hit. */
export function enemyReach(enemy: Pick<Enemy, 'hits' | 'range'>): number {
  let reach = 0
  for (const hit of enemy.hits) {
    const end = hit.area ? Math.max(hit.area.start, hit.area.start + hit.area.width) : enemy.range
    reach = Math.max(reach, end)
  }
  return reach
}

/** One damage event in the cat's attack cycle, relative to the start of the attack. */
export interface DamageEvent {
  frame: number
  /** damage the hit deals before crits (a barrier needs one hit at least as large) */
  raw: number
  /** expected damage (crit, savage blow, metal, proc chances) */
  expected: number
  /** a direct hit that applies the cat's procs (barrier breaker, shield pierce, metal killer) */
  procHit: boolean
  /** "hit 1", "wave of hit 1", "surge of hit 1 (2 of 3)" */
  label: string
}

export interface KillInput {
  events: readonly DamageEvent[]
  cycleFrames: number
  hp: number
  knockbacks: number
  barrier: number
  /** probability per proc hit */
  barrierBreaker: number
  shield: number
  shieldAfterKnockback: number
  shieldPierce: number
  /** percent of current HP removed by each proc hit, floored, at least 1 (metal enemies only) */
  metalKiller: number
  revive: { count: number; time: number; hpPercentage: number } | null
  zombieKiller: boolean
  /** the enemy survives its first lethal hit at 1 HP */
  survives: boolean
}

/**
 * Events of one attack: each direct hit, and the area attacks its proc hit
 * spawns that the enemy is not immune to (a surge's `level` hits 20 frames
 * apart, as BCU's AttackVolcano ticks). Expected values per event.
 */
function attackEvents(calculation: FormCalculation): DamageEvent[] {
  const attack = calculation.attack()
  const form = calculation.stats.talented.form
  const events: DamageEvent[] = []
  attack.hits.forEach((hit, index) => {
    const frame = form.hits[index]?.foreswing ?? 0
    const name = `hit ${index + 1}`
    events.push({
      frame,
      raw: attack.metal ? (hit.againstTarget > 0 ? METAL_NON_CRITICAL_DAMAGE : 0) : hit.againstTarget,
      expected: hit.expected,
      procHit: hit.procs,
      label: name,
    })
    // hit.areas already leaves out what the enemy is immune to (the target's areaImmunities).
    for (const area of hit.areas) {
      const kind = area.area.kind
      const perHit = area.expected / area.hits
      const raw = attack.metal ? METAL_NON_CRITICAL_DAMAGE : area.againstTarget
      const areaName = `${areaAttackName(area.area)} of ${name}`
      for (let k = 0; k < area.hits; k++) {
        const label = area.hits > 1 ? `${areaName} (${k + 1} of ${area.hits})` : areaName
        events.push({ frame: frame + (kind === 'surge' ? k * SURGE_HIT_INTERVAL_FRAMES : 0), raw, expected: perHit, procHit: false, label })
      }
    }
  })
  return events.sort((a, b) => a.frame - b.frame)
}

/**
 * Follows the fight event by event with expected damage: barrier (one hit ≥
 * its HP breaks it and deals nothing; barrier breaker breaks it and the hit
 * lands), aku shield (absorbs hits, a hit ≥ what is left breaks it and deals
 * nothing; shield pierce removes it; it comes back at regen% after each
 * knockback), metal killer, revive (zombie killer stops it), survive.
 * BCU Entity.damaged / ZombX are the model; see mechanics-notes.
 */
/** What happened in a fight, for the explanation of its time to kill (kill-explanation.ts). */
export type FightMoment = {
  kind: 'barrierBroken' | 'barrierBreaker' | 'shieldBroken' | 'shieldPierced' | 'shieldBack' | 'survived' | 'revives' | 'kill'
  frame: number
  /** the cat's attack it happened in, from 1 */
  attack: number
  /** the enemy's HP after it (the shield's HP for shieldBack) */
  value: number
  /** the damage event it happened on */
  event: string
}
export type FightTrace = { moments: FightMoment[]; metalKilled: number }

function followFight(input: KillInput, trace?: FightTrace): KillTime {
  const { events, cycleFrames } = input
  const perCycle = events.reduce((sum, event) => sum + event.expected, 0)
  if (perCycle <= 0 && input.metalKiller === 0) return { frames: null, attacks: null, reason: 'noDamage' }
  if (input.barrier > 0 && input.barrierBreaker === 0 && !events.some((event) => event.raw >= input.barrier)) {
    return { frames: null, attacks: null, reason: 'barrier' }
  }
  const maxHp = input.hp
  let hp = maxHp
  let barrier = input.barrier
  let breakerProgress = 0
  let shield = input.shield
  let pierceProgress = 0
  let knockbacksDone = 0
  let revivesLeft = input.revive?.count ?? 0
  let survived = !input.survives
  /** frames the enemy spends dead before it revives: hits then do nothing */
  let downUntil = -1
  const threshold = (k: number) => (maxHp * (input.knockbacks - k)) / Math.max(input.knockbacks, 1)
  let cycle = 0
  while (cycle * cycleFrames <= MAX_KILL_FRAMES) {
    // Whole cycles with nothing to decide (no barrier, shield or revive logic near) are skipped at once.
    const quiet = barrier === 0 && shield === 0 && input.metalKiller === 0 && perCycle > 0 && cycle * cycleFrames > downUntil
    if (quiet) {
      const floorHp = input.shieldAfterKnockback > 0 && knockbacksDone < input.knockbacks - 1 ? threshold(knockbacksDone + 1) : 0
      const skip = Math.floor((hp - floorHp) / perCycle) - 1
      if (skip > 0) {
        hp -= skip * perCycle
        cycle += skip
        continue
      }
    }
    for (const event of events) {
      const frame = cycle * cycleFrames + event.frame
      if (frame > MAX_KILL_FRAMES) return { frames: null, attacks: null, reason: 'tooSlow' }
      if (frame < downUntil) continue
      let damage = event.expected
      if (barrier > 0) {
        if (event.procHit && input.barrierBreaker > 0) breakerProgress += input.barrierBreaker
        if (event.procHit && breakerProgress >= 1 - 1e-9) {
          barrier = 0
          trace?.moments.push({ kind: 'barrierBreaker', frame, attack: cycle + 1, value: hp, event: event.label })
        } else {
          if (event.raw >= barrier) {
            barrier = 0
            trace?.moments.push({ kind: 'barrierBroken', frame, attack: cycle + 1, value: hp, event: event.label })
          }
          continue
        }
      }
      if (shield > 0) {
        if (event.procHit && input.shieldPierce > 0) pierceProgress += input.shieldPierce
        if (event.procHit && pierceProgress >= 1 - 1e-9) {
          shield = 0
          pierceProgress = 0
          trace?.moments.push({ kind: 'shieldPierced', frame, attack: cycle + 1, value: hp, event: event.label })
        } else {
          shield = damage >= shield ? 0 : shield - damage
          if (shield === 0) trace?.moments.push({ kind: 'shieldBroken', frame, attack: cycle + 1, value: hp, event: event.label })
          continue
        }
      }
      if (event.procHit && input.metalKiller > 0) {
        const killed = metalKillerDamage(hp, input.metalKiller)
        damage += killed
        if (trace) trace.metalKilled += killed
      }
      hp -= damage
      while (knockbacksDone < input.knockbacks - 1 && hp <= threshold(knockbacksDone + 1) && hp > 0) {
        knockbacksDone++
        if (input.shieldAfterKnockback > 0) {
          shield = input.shieldAfterKnockback
          trace?.moments.push({ kind: 'shieldBack', frame, attack: cycle + 1, value: shield, event: event.label })
        }
      }
      if (hp > 1e-9) continue
      if (!survived) {
        survived = true
        hp = 1
        trace?.moments.push({ kind: 'survived', frame, attack: cycle + 1, value: 1, event: event.label })
        continue
      }
      if (input.revive && revivesLeft !== 0 && !input.zombieKiller) {
        if (revivesLeft === -1) return { frames: null, attacks: null, reason: 'revives' }
        revivesLeft--
        downUntil = frame + input.revive.time
        hp = Math.floor((maxHp * input.revive.hpPercentage) / 100)
        trace?.moments.push({ kind: 'revives', frame: downUntil, attack: cycle + 1, value: hp, event: event.label })
        knockbacksDone = 0
        continue
      }
      trace?.moments.push({ kind: 'kill', frame, attack: cycle + 1, value: hp, event: event.label })
      return { frames: frame, attacks: cycle + 1, reason: null }
    }
    cycle++
  }
  return { frames: null, attacks: null, reason: 'tooSlow' }
}

/**
 * HP metal killer takes before the hit's own damage: a whole number, at least 1, of the current HP
 * (mechanics §10c; BCU Entity.damaged `(int) Math.max(health × mult / 100, 1)`, battlecatsinfo
 * metal_killer.js `Math.max(~~(hp × m), 1)`). Expected damage can leave a fraction of HP: it
 * floors with the rest.
 */
export function metalKillerDamage(currentHp: number, percent: number): number {
  return Math.max(Math.floor((currentHp * percent) / 100), 1)
}

/** What the fight needs that no magnification changes: the form's attack events and procs against this enemy. */
export type FightBase = Omit<KillInput, 'hp' | 'barrier' | 'shield' | 'shieldAfterKnockback' | 'survives'>

function fightBase(calculation: FormCalculation, enemy: Enemy): FightBase {
  const { form } = calculation.stats.talented
  const mode = calculation.settings.mode
  const a = form.abilities
  return {
    events: attackEvents(calculation),
    cycleFrames: calculation.stats.cycleFrames,
    knockbacks: enemy.knockbacks,
    barrierBreaker: a.barrierBreaker ? probability(a.barrierBreaker.chance, mode) : 0,
    shieldPierce: a.shieldPierce ? probability(a.shieldPierce.chance, mode) : 0,
    metalKiller: a.metalKiller && enemy.traits.includes('metal') ? a.metalKiller.percentage : 0,
    revive: enemy.abilities.revive ?? null,
    zombieKiller: a.zombieKiller === true && enemy.traits.includes('zombie'),
  }
}

/** The fights a time to kill weighs: without survive, and (when the enemy has it) with it. */
export type FightTraces = { plain: FightTrace; surviving: FightTrace | null }

function killTimeOf(base: FightBase, enemy: Enemy, stats: EnemyStats, traces?: FightTraces): KillTime {
  const input: KillInput = {
    ...base,
    hp: stats.hp,
    barrier: stats.barrier,
    shield: stats.shield,
    shieldAfterKnockback: stats.shieldAfterKnockback,
    survives: false,
  }
  const plain = followFight(input, traces?.plain)
  const survive = enemy.abilities.survive
  if (!survive || plain.frames === null) return plain
  // Survive is a chance on the first lethal hit: the expected time weighs both fights.
  const p = probability(survive.chance, 'expected')
  if (traces) traces.surviving = { moments: [], metalKilled: 0 }
  const surviving = followFight({ ...input, survives: true }, traces?.surviving ?? undefined)
  if (surviving.frames === null) return p >= 1 ? surviving : plain
  return {
    frames: Math.round((1 - p) * plain.frames + p * surviving.frames),
    attacks: p >= 0.5 ? surviving.attacks : plain.attacks,
    reason: null,
  }
}

/** Time to kill of one form against one enemy at one magnification, from a FormCalculation aimed at the enemy. */
export function killTime(calculation: FormCalculation, enemy: Enemy, stats: EnemyStats): KillTime {
  return killTimeOf(fightBase(calculation, enemy), enemy, stats)
}

/** The same fight again, with what happened in it and the events it was made of (for kill-explanation.ts). */
export function tracedKillTime(calculation: FormCalculation, enemy: Enemy, stats: EnemyStats): { time: KillTime; traces: FightTraces; base: FightBase } {
  const base = fightBase(calculation, enemy)
  const traces: FightTraces = { plain: { moments: [], metalKilled: 0 }, surviving: null }
  return { time: killTimeOf(base, enemy, stats, traces), traces, base }
}

/**
 * Expected damage one attack of the enemy deals to the cat: each hit through
 * the cat's damage-taken steps against the enemy (each floored, mechanics §6),
 * the enemy's critical (×2, and it ignores a metal cat's 1-damage rule) and
 * savage blow, its wave / surge unless the cat is immune (less its resistance),
 * and toxic (a share of the cat's max HP).
 */
export function damagePerEnemyAttack(calculation: FormCalculation, enemy: Enemy, stats: EnemyStats, target: Target): number {
  return damageOfHits(takenModel(calculation, enemy, target), stats.hits)
}

/** The cat's side of the enemy's attack: the same at every attack magnification, worked out once per form and enemy. */
type AreaTaken = { chance: number; mini: boolean; resistancePercent: number }

interface TakenModel {
  /** the cat's damage-taken factors, each step floored (mechanics §6) */
  factors: number[]
  crit: number
  savage: number
  savageBonus: number
  metalCat: boolean
  /** per enemy hit: it carries the enemy's procs (wave, surge) */
  procs: boolean[]
  /** wave: chance, mini (a 20% share), the cat's resistance in %; null when the enemy has none or the cat is immune */
  wave: AreaTaken | null
  /** surge: chance × level, mini, resistance in % */
  surge: AreaTaken | null
  /** toxic's expected damage: a share of the cat's HP, whatever the enemy's attack */
  toxic: number | null
}

function takenModel(calculation: FormCalculation, enemy: Enemy, target: Target): TakenModel {
  const form = calculation.stats.talented.form
  const a = enemy.abilities
  const immune = new Set(form.immunities)
  const resisted = (kind: keyof typeof form.resistances) => 1 - (form.resistances[kind] ?? 0) / 100
  return {
    // The cat's orbs count as on its unit page: Defense Up, and the damage-taken part of Strong and Tough Effect Up.
    factors: damageTakenSteps(form, target, calculation.settings, calculation.orbs).map((step) => step.factor),
    crit: a.critical ? probability(a.critical.chance, 'expected') : 0,
    savage: a.savageBlow ? probability(a.savageBlow.chance, 'expected') : 0,
    savageBonus: a.savageBlow?.bonusDamage ?? 0,
    metalCat: form.abilities.metal === true,
    procs: enemy.hits.map((hit) => Boolean(hit.procs)),
    wave:
      a.wave && !immune.has('wave')
        ? { chance: probability(a.wave.chance, 'expected'), mini: a.wave.isMiniWave, resistancePercent: form.resistances.wave ?? 0 }
        : null,
    surge:
      a.surge && !immune.has('surge')
        ? { chance: probability(a.surge.chance, 'expected') * a.surge.level, mini: a.surge.isMiniSurge, resistancePercent: form.resistances.surge ?? 0 }
        : null,
    toxic:
      a.toxic && !immune.has('toxic')
        ? probability(a.toxic.chance, 'expected') * Math.floor((calculation.stats.hp * a.toxic.percentage) / 100) * resisted('toxic')
        : null,
  }
}

/** Expected damage of one enemy attack whose hits (at the attack magnification) are `hits`. */
function damageOfHits(model: TakenModel, hits: readonly number[]): number {
  let total = 0
  for (let index = 0; index < hits.length; index++) {
    const hit = hits[index]!
    total += expectedTaken(model, takenThroughFactors(model, hit))
    if (!model.procs[index]) continue
    if (model.wave) total += model.wave.chance * expectedTaken(model, areaTaken(model, model.wave, hit))
    if (model.surge) total += model.surge.chance * expectedTaken(model, areaTaken(model, model.surge, hit))
  }
  if (model.toxic !== null) total += model.toxic
  return total
}

/** A hit through the cat's damage-taken factors, each step floored (mechanics §6). */
function takenThroughFactors(model: TakenModel, damage: number): number {
  let taken = damage
  for (const factor of model.factors) taken = Math.floor(taken * factor)
  return taken
}

/**
 * A wave's or surge's damage to the cat, in BCU's order (EUnit.getDamage, Entity.damaged): a mini
 * one's 20% share first, floored; then the cat's factors, each floored; then its resistance as a
 * whole-number division. (Counting the share and resistance after the factors, unfloored, made some
 * attacks a fraction heavier, and the hits survived one fewer.)
 */
function areaTaken(model: TakenModel, area: AreaTaken, hit: number): number {
  const shared = area.mini ? Math.floor(hit / 5) : hit
  return Math.floor((takenThroughFactors(model, shared) * (100 - area.resistancePercent)) / 100)
}

/** The expected damage of one taken amount, with the enemy's savage blow and critical (a metal cat takes 1 but from a critical). */
function expectedTaken(model: TakenModel, taken: number): number {
  const { crit, savage, metalCat } = model
  const savaged = savage > 0 ? (1 - savage) * taken + savage * Math.floor((taken * (100 + model.savageBonus)) / 100) : taken
  return metalCat ? crit * CRITICAL_MULTIPLIER * savaged + (1 - crit) * Math.min(METAL_NON_CRITICAL_DAMAGE, savaged) : savaged * (1 + crit)
}

/** The cat's chance to dodge this enemy's attacks (dodge vs its traits, behemoth slayer's dodge). */
function dodgeChance(calculation: FormCalculation, target: Target): number {
  const { form } = calculation.stats.talented
  const { dodge, behemothSlayer } = form.abilities
  const vsTraits = dodge && matchesTarget(traitMask(form.targets), target) ? probability(dodge.chance, 'expected') : 0
  const vsBehemoth = behemothSlayer && target.specialType === 'behemoth' ? probability(behemothSlayer.dodgeChance, 'expected') : 0
  return 1 - (1 - vsTraits) * (1 - vsBehemoth)
}

/** Attacks survived: floor((HP − 1) / damage per attack), dodge stretching it by 1 / (1 − p). */
export function hitsSurvived(catHp: number, perAttack: number, dodge: number): number {
  if (perAttack <= 0 || dodge >= 1) return Infinity
  return Math.floor((catHp - 1) / perAttack / (1 - dodge))
}

/** The form's calculation against the enemy: the same at every magnification. */
function calculationOf(form: CounterForm, enemy: Enemy, context: CalculationContext): FormCalculation {
  // A cat meets the enemy at full HP: strengthen (a low-HP bonus) is left out of the fight.
  const settings: Settings = { ...form.settings, target: { enemyId: enemy.id }, strengthen: false }
  return new FormCalculation(form.prepared, settings, context)
}

/** One form against one enemy, everything no magnification changes worked out once. */
interface Matchup {
  form: CounterForm
  calculation: FormCalculation
  fight: FightBase
  taken: TakenModel
  dodge: number
  outranges: boolean
}

function matchupOf(form: CounterForm, calculation: FormCalculation, enemy: Enemy, reach: number): Matchup {
  const target = calculation.target
  return {
    form,
    calculation,
    fight: fightBase(calculation, enemy),
    taken: takenModel(calculation, enemy, target),
    dodge: dodgeChance(calculation, target),
    outranges: calculation.stats.range > reach,
  }
}

function counterFrom(matchup: Matchup, enemy: Enemy, stats: EnemyStats): Counter {
  const { form, calculation } = matchup
  const time = killTimeOf(matchup.fight, enemy, stats)
  const perAttack = damageOfHits(matchup.taken, stats.hits)
  const { cost, range, hp } = calculation.stats
  return {
    unitId: form.prepared.cat.id,
    formIndex: form.prepared.form.formIndex,
    name: form.prepared.form.name,
    rarity: form.prepared.cat.rarity,
    cost,
    range,
    trueDps: calculation.trueDps,
    killTime: time,
    timeToKill: time.frames === null ? null : time.frames / FRAMES_PER_SECOND,
    damagePerCost: cost > 0 ? (calculation.trueDps * 100) / cost : Infinity,
    hitsSurvived: hitsSurvived(hp, perAttack, matchup.dodge),
    damagePerEnemyAttack: perAttack,
    outranges: matchup.outranges,
    calculation,
  }
}

/** One form against the enemy, the target and the enemy's stats worked out by the caller. */
export function counterOf(form: CounterForm, enemy: Enemy, stats: EnemyStats, context: CalculationContext): Counter {
  return counterFrom(matchupOf(form, calculationOf(form, enemy, context), enemy, enemyReach(enemy)), enemy, stats)
}

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

function matchupMaker(enemy: Enemy): (form: CounterForm) => Matchup {
  const context = enemyTargetChoice(enemy)
  const reach = enemyReach(enemy)
  return (form) => matchupOf(form, calculationOf(form, enemy, context), enemy, reach)
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

export const COUNTER_SORTS = ['timeToKill', 'damagePerCost', 'hitsSurvived', 'trueDps', 'cost', 'range'] as const
export type CounterSort = (typeof COUNTER_SORTS)[number]

/** Best first: fastest kill, most damage per cost, most hits survived, most DPS; cheapest; longest range. A form that does not kill goes last. */
export function sortCounters(counters: readonly Counter[], sort: CounterSort, direction: 'best' | 'worst' = 'best'): Counter[] {
  // Keys read once into a typed array, then indexes sorted: no property lookups or closures per comparison.
  const keys = new Float64Array(counters.length)
  for (let i = 0; i < counters.length; i++) {
    const counter = counters[i]!
    keys[i] = sort === 'timeToKill' ? (counter.timeToKill === null ? Infinity : counter.timeToKill) : sort === 'cost' ? counter.cost : -counter[sort]
  }
  const sign = direction === 'best' ? 1 : -1
  const order = new Uint32Array(counters.length)
  for (let i = 0; i < order.length; i++) order[i] = i
  order.sort((i, j) => {
    const ka = keys[i]!
    const kb = keys[j]!
    if (ka === kb) {
      const a = counters[i]!
      const b = counters[j]!
      return a.unitId - b.unitId || a.formIndex - b.formIndex
    }
    if (ka === Infinity) return 1
    if (kb === Infinity) return -1
    return sign * (ka - kb)
  })
  const sorted = new Array<Counter>(order.length)
  for (let i = 0; i < order.length; i++) sorted[i] = counters[order[i]!]!
  return sorted
}

/** JSON has no Infinity: "never" reads as null. */
const finite = (value: number) => (Number.isFinite(value) ? value : null)

/** A counter as the API and the export CLI print it. */
export function counterRecordOf(counter: Counter) {
  return {
    unitId: counter.unitId,
    formIndex: counter.formIndex,
    name: counter.name,
    link: unitPath(counter.unitId, counter.formIndex),
    cost: counter.cost,
    range: counter.range,
    trueDps: counter.trueDps,
    timeToKill: counter.timeToKill,
    attacksToKill: counter.killTime.attacks,
    noKillReason: counter.killTime.reason,
    damagePerCost: finite(counter.damagePerCost),
    hitsSurvived: finite(counter.hitsSurvived),
    outranges: counter.outranges,
  }
}
export type CounterRecord = ReturnType<typeof counterRecordOf>
