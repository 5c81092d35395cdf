import type { FormCalculation } from '../calculate-form.ts'
import { decimalText } from '../number-text.ts'
import { FRAMES_PER_SECOND } from '../constants.ts'
import { areaAttackName, areaAttacksOf } from '../damage/area-attacks.ts'
import { probability } from '../damage/procs.ts'
import type { Enemy } from '../game-data/enemies.ts'
import { counterRecordOf } from './counter-record.ts'
import { tracedKillTime, type FightMoment, type FightTrace, type KillTime } from './kill-time.ts'
import type { Counter } from './matchup.ts'
import type { EnemyStats } from './enemy-stats.ts'
import { KILL_TIME_SIMPLIFICATION } from './kill-time-model.ts'

/**
 * How a time to kill was reached (issue 44 point 2): the enemy's HP at the magnification, its
 * barrier and shield, each damage event of one attack against this enemy, metal killer, what
 * happened in the fight and the killing hit. It runs the very fight the counters rank by, so its
 * last step is their figure.
 */
export type KillStep = { text: string; value: number | null; detail: string }

export type KillExplanation = {
  steps: KillStep[]
  time: KillTime
  /** one line: where the model is simpler than the game (shown next to the number) */
  simplification: string
}

const step = (text: string, value: number | null, detail: string): KillStep => ({ text, value, detail })

/** 1,234.57: at most two decimals, without Intl (number-text.ts). */
const num = (n: number): string => decimalText(n, 2)

const seconds = (frames: number) => `${num(frames)} frames = ${num(frames / FRAMES_PER_SECOND)} s`

export function explainKillTime(calculation: FormCalculation, enemy: Enemy, stats: EnemyStats): KillExplanation {
  const { time, traces, base } = tracedKillTime(calculation, enemy, stats)
  const { magnification } = stats.magnification
  const steps: KillStep[] = [step('enemy HP', stats.hp, `floor(${num(enemy.hp)} × ${num(magnification)}%)`)]
  if (stats.barrier > 0) {
    const breaker =
      base.barrierBreaker > 0
        ? `; barrier breaker ${num(base.barrierBreaker * 100)}% breaks it on the ${Math.ceil(1 / base.barrierBreaker - 1e-9)}th proc hit and that hit lands`
        : ''
    steps.push(step('barrier', stats.barrier, `not scaled by the magnification; a hit of at least ${num(stats.barrier)} breaks it and deals nothing${breaker}`))
  }
  if (stats.shield > 0) {
    const pierce = base.shieldPierce > 0 ? `; shield pierce ${num(base.shieldPierce * 100)}% removes it` : ''
    steps.push(
      step(
        'aku shield',
        stats.shield,
        `floor(${num(enemy.abilities.shield?.hp ?? 0)} × ${num(magnification)}%); it takes hits until broken, and comes back at ${num(stats.shieldAfterKnockback)} after each of the ${enemy.knockbacks} knockbacks${pierce}`,
      ),
    )
  }
  steps.push(...attackSteps(calculation, enemy))
  if (base.metalKiller > 0)
    steps.push(step('metal killer', base.metalKiller, `each proc hit first removes max(floor(current HP × ${num(base.metalKiller)}%), 1)`))
  const perAttack = base.events.reduce((sum, event) => sum + event.expected, 0)
  steps.push(step('damage per attack', perAttack, `${base.events.length} damage ${base.events.length === 1 ? 'event' : 'events'}, expected values`))
  steps.push(step('attack cycle', base.cycleFrames, 'frames from one attack’s start to the next; attack n starts at (n − 1) × cycle'))
  if (base.revive) {
    const count = base.revive.count === -1 ? 'forever' : `${base.revive.count} ${base.revive.count === 1 ? 'time' : 'times'}`
    steps.push(
      step(
        'revive',
        base.revive.hpPercentage,
        base.zombieKiller ? 'zombie killer stops it' : `comes back ${count} after ${base.revive.time} frames with ${base.revive.hpPercentage}% HP`,
      ),
    )
  }
  const survive = enemy.abilities.survive
  steps.push(...fightSteps(traces.plain, base.metalKiller > 0, traces.surviving && survive ? 'without survive: ' : ''))
  if (traces.surviving && survive) {
    steps.push(...fightSteps(traces.surviving, base.metalKiller > 0, `surviving (${survive.chance}%): `))
    const plain = killFrame(traces.plain)
    const surviving = killFrame(traces.surviving)
    if (plain !== null && surviving !== null && time.frames !== null) {
      const p = probability(survive.chance, 'expected')
      steps.push(step('survive weighed in', time.frames, `round(${num(1 - p)} × ${num(plain)} + ${num(p)} × ${num(surviving)})`))
    }
  }
  steps.push(time.frames === null ? step('time to kill', null, noKillText(time.reason)) : step('time to kill', time.frames, seconds(time.frames)))
  return { steps, time, simplification: KILL_TIME_SIMPLIFICATION }
}

/** Each hit of one attack against this enemy with the multipliers that made it, its area attacks, and the ones the enemy is immune to. */
function attackSteps(calculation: FormCalculation, enemy: Enemy): KillStep[] {
  const attack = calculation.attack()
  const form = calculation.stats.talented.form
  const steps: KillStep[] = []
  attack.hits.forEach((hit, index) => {
    const multipliers = attack.multipliers.zero
      ? ['does not attack it: 0']
      : attack.multipliers.steps.map((m) => `× ${num(m.factor.num / m.factor.den)} ${m.label}`)
    const made = [`${num(hit.strengthened)} after level, treasures and talents`, ...multipliers, `= ${num(hit.againstTarget)}`]
    if (attack.metal) made.push('metal: 1 unless critical')
    if (hit.orbBonus > 0) made.push(`+ ${num(hit.orbBonus)} Attack Up orb`)
    steps.push(
      step(`hit ${index + 1} (frame ${form.hits[index]?.foreswing ?? 0})`, hit.expected, `${made.join(' ')}; expected with its procs ${num(hit.expected)}`),
    )
    for (const area of hit.areas) {
      steps.push(
        step(`${areaAttackName(area.area)} of hit ${index + 1}`, area.expected, `${num(area.probability * 100)}% × ${area.hits} × ${num(area.damage[0] ?? 0)}`),
      )
    }
  })
  for (const area of areaAttacksOf(form)) {
    if (attack.target.areaImmunities.includes(area.kind)) steps.push(step(areaAttackName(area), 0, `${enemy.name} is immune to ${area.kind}s: it deals 0`))
  }
  return steps
}

const MOMENT_TEXT: Record<FightMoment['kind'], string> = {
  barrierBroken: 'barrier broken',
  barrierBreaker: 'barrier breaker',
  shieldBroken: 'shield broken',
  shieldPierced: 'shield pierced',
  shieldBack: 'shield back after a knockback',
  survived: 'survives at 1 HP',
  revives: 'revives',
  kill: 'killing hit',
}

function fightSteps(trace: FightTrace, metalKiller: boolean, prefix: string): KillStep[] {
  const steps = trace.moments.map((moment) =>
    step(
      `${prefix}${MOMENT_TEXT[moment.kind]}`,
      moment.frame,
      `attack ${moment.attack}, ${moment.event}, at ${seconds(moment.frame)}${moment.kind === 'shieldBack' ? `, shield ${num(moment.value)}` : moment.kind === 'kill' ? '' : `, HP ${num(moment.value)}`}`,
    ),
  )
  if (metalKiller) steps.push(step(`${prefix}metal killer removed`, trace.metalKilled, 'HP in all, whole numbers'))
  return steps
}

function killFrame(trace: FightTrace): number | null {
  return trace.moments.find((moment) => moment.kind === 'kill')?.frame ?? null
}

function noKillText(reason: KillTime['reason']): string {
  if (reason === 'barrier') return 'no hit breaks its barrier and the cat has no barrier breaker'
  if (reason === 'revives') return 'it keeps reviving'
  if (reason === 'noDamage') return 'the cat deals it no damage'
  return 'not within 10 minutes'
}

/** A counter as the API (`?explain=1`) and the CLI (`--explain`) print it with its steps. */
export function explainedCounterRecord(counter: Counter, enemy: Enemy, stats: EnemyStats) {
  const explanation = explainKillTime(counter.calculation, enemy, stats)
  return { ...counterRecordOf(counter), steps: explanation.steps, simplification: explanation.simplification }
}
