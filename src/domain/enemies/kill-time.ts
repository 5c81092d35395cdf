import type { FormCalculation } from '../calculate-form.ts'
import { FRAMES_PER_SECOND, METAL_NON_CRITICAL_DAMAGE, SURGE_HIT_INTERVAL_FRAMES } from '../constants.ts'
import type { Enemy } from '../game-data/enemies.ts'
import { probability } from '../damage/procs.ts'
import { areaAttackName } from '../damage/area-attacks.ts'
import type { EnemyStats } from './enemy-stats.ts'

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

/**
 * Follows the fight event by event with expected damage: barrier (one hit ≥
 * its HP breaks it and deals nothing; barrier breaker breaks it and the hit
 * lands), aku shield (absorbs hits, a hit ≥ what is left breaks it and deals
 * nothing; shield pierce removes it; it comes back at regen% after each
 * knockback), metal killer, revive (zombie killer stops it), survive.
 * BCU Entity.damaged / ZombX are the model; see mechanics-notes.
 */
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

export function fightBase(calculation: FormCalculation, enemy: Enemy): FightBase {
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

export function killTimeOf(base: FightBase, enemy: Enemy, stats: EnemyStats, traces?: FightTraces): KillTime {
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
