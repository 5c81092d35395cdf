import type { Enemy } from '../game-data/model.ts'
import type { Settings } from '../settings/settings.ts'
import { FRAMES_PER_SECOND } from '../constants.ts'
import { attackPause, lastForeswing } from '../stats/attack-cycle.ts'
import { cooldownReduction } from '../stats/cooldown.ts'
import { battleCost } from '../stats/cost.ts'
import { formStats, type FormStats } from '../stats/form-stats.ts'
import type { PreparedForm } from '../stats/prepare.ts'
import { floorPercentOf, floorTimes } from '../stats/rounding.ts'
import { levelScaled, treasureFactor, withTreasure } from '../stats/scaled-stat.ts'
import { areaAttackName, areaAttacksOf } from './area-attacks.ts'
import { attackDamage, type AttackDamage, type HitDamage } from './attack-damage.ts'
import { effectiveHp, type EffectiveHp } from './effective-hp.ts'
import type { HitProcs } from './procs.ts'
import { resolveTargetSetting } from './target.ts'
import { targetOf, trueDpsOfAttack } from './true-dps.ts'

/** One step of a computation: what was done, the value after it, how. */
export type ExplanationStep = { label: string; value: number | null; detail: string }

export type FormExplanation = {
  target: string
  talents: ExplanationStep[]
  hp: ExplanationStep[]
  /** per hit: base → level → treasure → talent → strengthen → target multipliers → procs → area attacks */
  hits: ExplanationStep[][]
  cycle: ExplanationStep[]
  dps: ExplanationStep[]
  trueDps: ExplanationStep[]
  cooldown: ExplanationStep[]
  cost: ExplanationStep[]
  effectiveHp: ExplanationStep[]
  assumptions: string[]
}

const step = (label: string, value: number | null, detail: string): ExplanationStep => ({ label, value, detail })

function num(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toFixed(4)))
}

function percent(p: number): string {
  return `${num(p * 100)}%`
}

/** The numbers of one form with the steps that produced them, from the same functions the engine uses. */
export function explainForm(prepared: PreparedForm, settings: Settings, enemies: readonly Enemy[] = []): FormExplanation {
  const stats = formStats(prepared, settings)
  const target = targetOf(resolveTargetSetting(settings.target, enemies), stats, settings)
  const attack = attackDamage(stats, target, settings)
  return explainNumbers(prepared, settings, stats, attack, effectiveHp(stats, target, settings))
}

/** explainForm from numbers already worked out (see calculateForm). */
export function explainNumbers(prepared: PreparedForm, settings: Settings, stats: FormStats, attack: AttackDamage, defence: EffectiveHp): FormExplanation {
  const { target } = attack
  const assumptions = [
    `target: ${target.label}, standing where every hit and area attack reaches it (the range profile shows each distance)`,
    settings.mode === 'max' ? 'max mode: every chance at 100%' : 'expected mode: procs counted by their chance',
  ]
  const immuneTo = areaAttacksOf(stats.talented.form).filter((area) => target.areaImmunities.includes(area.kind))
  for (const area of immuneTo) assumptions.push(`${target.label} is immune to ${area.kind}s: the ${areaAttackName(area)} deals 0 and is left out`)
  if (attack.procs.strengthenBonus > 0) assumptions.push('strengthen counted as active')
  if (stats.cycleApproximate) assumptions.push('no backswing known: the attack cycle is approximate')
  return {
    target: target.label,
    talents: stats.talented.applied.map(({ talent, level, values }) =>
      step(
        talent.name,
        level,
        Object.entries(values)
          .map(([name, v]) => `${name} ${num(v)}`)
          .join(', ') || 'on',
      ),
    ),
    hp: scaledSteps(prepared.form.hp, stats, settings.hpTreasure, stats.talented.hpBoost, 'HP up'),
    hits: attack.hits.map((hit, i) => hitSteps(hit, prepared.form.hits[i]?.damage ?? 0, stats, settings, attack)),
    cycle: cycleSteps(prepared, stats),
    dps: dpsSteps(stats),
    trueDps: trueDpsSteps(attack),
    cooldown: cooldownSteps(prepared, stats, settings),
    cost: [
      step('base cost', prepared.form.cost, 'raw deploy cost'),
      ...(stats.talented.form.cost !== prepared.form.cost
        ? [step('cost down talent', stats.talented.form.cost, `${prepared.form.cost} − ${prepared.form.cost - stats.talented.form.cost}, never below 0`)]
        : []),
      step('battle cost', battleCost(stats.talented.form.cost), `floor(${stats.talented.form.cost} × 1.5)`),
    ],
    effectiveHp: [
      step('HP', defence.hp, 'as above'),
      ...defence.taken.map((t) => step(t.label, t.factor, `takes ${percent(t.factor)} of the damage`)),
      ...(defence.dodge > 0 ? [step('dodge', defence.dodge, `× 1 / (1 − ${percent(defence.dodge)})`)] : []),
      step('effective HP', defence.effectiveHp, `HP / damage taken${defence.dodge > 0 ? ' / (1 − dodge)' : ''}`),
    ],
    assumptions,
  }
}

/** base → level multiplier → treasure → talent boost (HP and each hit) */
function scaledSteps(base: number, stats: FormStats, treasure: number, boost: number, boostName: string): ExplanationStep[] {
  const mult = stats.levelMultiplierPercent
  const leveled = levelScaled(base, mult)
  const treasured = withTreasure(leveled, treasure)
  const steps = [
    step('base', base, 'level 1, no treasure'),
    step('level multiplier', leveled, `round(${base} × ${num(mult / 100)}) at level ${stats.level}+${stats.plusLevel}`),
    step('treasure', treasured, `floor(${leveled} × ${num(treasureFactor(treasure))})`),
  ]
  if (boost !== 0) steps.push(step(`talent: ${boostName}`, floorPercentOf(treasured, boost), `floor(${treasured} × ${num(1 + boost / 100)})`))
  return steps
}

function hitSteps(hit: HitDamage, rawDamage: number, stats: FormStats, settings: Settings, attack: AttackDamage): ExplanationStep[] {
  const steps = scaledSteps(rawDamage, stats, settings.attackTreasure, stats.talented.attackBoost, 'attack up')
  if (hit.strengthened !== hit.base) {
    steps.push(step('strengthen', hit.strengthened, `floor(${hit.base} × ${num(1 + attack.procs.strengthenBonus / 100)}), counted as active`))
  }
  if (attack.multipliers.zero) {
    steps.push(step('attacks only', 0, `does not attack ${attack.target.label}`))
  } else {
    let value = hit.strengthened
    for (const m of attack.multipliers.steps) {
      const next = floorTimes(value, m.factor)
      steps.push(step(m.label, next, `floor(${value} × ${num(m.factor.num / m.factor.den)})`))
      value = next
    }
  }
  // Attack Up is added after every multiplier and proc (BCU Orb.getAtk): its own step, not part of the procs.
  const withProcs = hit.expected - hit.orbBonus
  steps.push(step('proc expectation', withProcs, procDetail(hit, attack.procs, attack.metal)))
  if (hit.orbBonus > 0) steps.push(step('orb: Attack Up', hit.expected, `${num(withProcs)} + ${hit.orbBonus} (a share of the level-1 damage ${rawDamage})`))
  for (const area of hit.areas) {
    const name = areaAttackName(area.area)
    // Named by place, not by a percentage: beside the chance, "100%" read as a second chance.
    const rings = area.area.kind === 'explosion' ? ' (inner ring, full damage)' : ''
    steps.push(step(name, area.expected, `${percent(area.probability)} × ${area.hits} hit${area.hits > 1 ? 's' : ''} × ${num(area.damage[0] ?? 0)}${rings}`))
  }
  return steps
}

function procDetail(hit: HitDamage, procs: HitProcs, metal: boolean): string {
  const d = hit.againstTarget
  if (!hit.procs) return metal ? 'no procs on this hit: 1 against metal' : 'no procs on this hit'
  if (metal) return `metal: ${percent(procs.critical)} × 2 × ${d} + ${percent(1 - procs.critical)} × 1`
  const parts: string[] = []
  if (procs.savageBlow > 0) parts.push(`savage blow ${percent(procs.savageBlow)} × (1 + ${procs.savageBlowBonus}%)`)
  if (procs.critical > 0) parts.push(`critical × (1 + ${percent(procs.critical)})`)
  return parts.length === 0 ? 'no damage procs' : `${d}: ${parts.join(', ')}`
}

function cycleSteps(prepared: PreparedForm, stats: FormStats): ExplanationStep[] {
  const form = stats.talented.form
  const tba = form.timeBetweenAttacks
  const steps = [step('foreswing of the last hit', lastForeswing(form), 'frames from the start of the attack')]
  if (tba !== prepared.form.timeBetweenAttacks) {
    steps.push(step('attack frequency talent', tba, `time between attacks ${prepared.form.timeBetweenAttacks} → ${tba} pair frames`))
  }
  steps.push(
    step('2 × tba − 1', attackPause(tba), `tba ${tba} pair frames`),
    form.backswing === null ? step('backswing', null, 'unknown: the cycle is approximate') : step('backswing', form.backswing, 'from the attack animation'),
    step('attack cycle', stats.cycleFrames, 'foreswing + max(backswing, 2 × tba − 1), at least 1 frame'),
  )
  return steps
}

function dpsSteps(stats: FormStats): ExplanationStep[] {
  const total = stats.hits.reduce((a, b) => a + b, 0)
  return [step('damage per attack', total, stats.hits.join(' + ')), step('DPS', stats.dps, `${FRAMES_PER_SECOND} × ${total} / ${stats.cycleFrames}`)]
}

function trueDpsSteps(attack: AttackDamage): ExplanationStep[] {
  const hits = attack.hits.reduce((sum, h) => sum + h.expected, 0)
  const areas = attack.hits.reduce((sum, h) => sum + h.areas.reduce((s, a) => s + a.expected, 0), 0)
  const total = hits + areas
  // A form without waves, surges or explosions gets no "area attacks 0" line to puzzle over.
  const hasAreas = attack.hits.some((h) => h.areas.length > 0)
  return [
    step('hits', hits, 'expected damage of the hits per attack'),
    ...(hasAreas ? [step('area attacks', areas, areaCounting(attack))] : []),
    step('true DPS', trueDpsOfAttack(attack), `${FRAMES_PER_SECOND} × ${num(total)} / ${attack.cycleFrames}`),
  ]
}

/** How the form's own area attacks are counted, once each kind: "mini-wave once, surge 3 hits". */
function areaCounting(attack: AttackDamage): string {
  const kinds = new Map<string, string>()
  for (const { area } of attack.hits.flatMap((h) => h.areas)) {
    const name = areaAttackName(area)
    kinds.set(
      name,
      area.kind === 'surge'
        ? `${name} ${area.level} ${area.level === 1 ? 'hit' : 'hits'}`
        : area.kind === 'explosion'
          ? `${name} once, in its inner ring`
          : `${name} once`,
    )
  }
  return [...kinds.values()].join(', ')
}

function cooldownSteps(prepared: PreparedForm, stats: FormStats, settings: Settings): ExplanationStep[] {
  const frames = 2 * prepared.form.recharge
  const talent = stats.talented.cooldownReduction
  const steps = [step('recharge', frames, `2 × ${prepared.form.recharge} pair frames`)]
  if (talent !== 0) steps.push(step('recharge time down talent', Math.max(0, frames - talent), `− ${talent} frames, never below 0`))
  const reduction = cooldownReduction(settings.researchLevel, settings.cooldownTreasure)
  steps.push(
    step('research and treasure', -reduction, `6 × (${settings.researchLevel} − 1) + 0.3 × ${settings.cooldownTreasure}`),
    step('cooldown', stats.cooldownFrames, 'truncated to whole frames, at least 60'),
  )
  return steps
}
