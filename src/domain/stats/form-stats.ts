import { catLevel } from '../settings/level.ts'
import type { Settings } from '../settings/settings.ts'
import type { UnitForm } from '../game-data/model.ts'
import { FRAMES_PER_SECOND } from '../constants.ts'
import type { TalentedForm } from './apply-talents.ts'
import { attackCycle } from './attack-cycle.ts'
import { cooldownFrames } from './cooldown.ts'
import { battleCost } from './cost.ts'
import { levelMultiplierPercent } from './level-multiplier.ts'
import { talentedForm, type PreparedForm } from './prepare.ts'
import { statAtLevel } from './scaled-stat.ts'
import { comboAttack, comboHp, withComboProcs } from './combos.ts'
import { resolveOrbs, type ActiveOrb, type OrbCatalog, type OrbProblem } from '../orbs.ts'

export type UnitLevel = { level: number; plusLevel: number; multiplierPercent: number }

/** Stats of one form at a level, as the player sees them (integers, frames). */
export type FormStats = {
  level: number
  plusLevel: number
  levelMultiplierPercent: number
  hp: number
  /** damage of each hit, after level, treasure and talent boosts */
  hits: number[]
  cycleFrames: number
  /** no backswing known: cycleFrames uses 2 × tba − 1 alone */
  cycleApproximate: boolean
  /** time to the first hit after reaching range */
  firstHitFrames: number
  /** plain DPS: 30 × Σ hits / cycle */
  dps: number
  cooldownFrames: number
  cost: number
  range: number
  speed: number
  knockbacks: number
  /** the form the numbers were computed from (talents applied) */
  talented: TalentedForm
  /** the talent orbs the settings put on the form */
  orbs: FormOrbs
}

/**
 * Orbs on a form: a fixed set (with the orbs the settings named that it
 * cannot take), or "best orb for the target", chosen per target (true-dps.ts).
 */
export type FormOrbs = { kind: 'fixed'; orbs: readonly ActiveOrb[]; problems: readonly OrbProblem[] } | { kind: 'best'; slots: number; catalog: OrbCatalog }

export const NO_ORBS: FormOrbs = { kind: 'fixed', orbs: [], problems: [] }

export function formOrbs(
  prepared: Pick<PreparedForm, 'orbCatalog' | 'orbSlotLevels'>,
  orbs: Settings['orbs'],
  totalLevel: number,
  /** the form with its talents: what it can wear */
  form?: Pick<UnitForm, 'targets' | 'abilities'>,
): FormOrbs {
  if (orbs === 'none') return NO_ORBS
  const levels = prepared.orbSlotLevels
  if (orbs === 'best') {
    const slots = levels.filter((level) => totalLevel >= level).length
    return slots === 0 || prepared.orbCatalog.length === 0 ? NO_ORBS : { kind: 'best', slots, catalog: prepared.orbCatalog }
  }
  return { kind: 'fixed', ...resolveOrbs(prepared.orbCatalog, orbs, { levels, totalLevel }, form) }
}

/** level and plus level chosen by the settings; 'max' = max base + max plus */
export function unitLevel(prepared: PreparedForm, settings: Pick<Settings, 'level' | 'plusLevel'>): UnitLevel {
  const { cat } = prepared
  const { level, plusLevel } = catLevel(cat, settings)
  if (level === cat.maxBaseLevel && plusLevel === cat.maxPlusLevel) return { level, plusLevel, multiplierPercent: prepared.maxLevelPercent }
  return { level, plusLevel, multiplierPercent: levelMultiplierPercent(cat.levelCurve, level + plusLevel) }
}

export function formStats(prepared: PreparedForm, settings: Settings): FormStats {
  const level = unitLevel(prepared, settings)
  const total = level.level + level.plusLevel
  const withTalents = talentedForm(prepared, settings.talents, total)
  return talentedFormStats(withTalents, level, settings, formOrbs(prepared, settings.orbs, total, withTalents.form))
}

export function talentedFormStats(withTalents: TalentedForm, level: UnitLevel, settings: Settings, orbs: FormOrbs = NO_ORBS): FormStats {
  const { combos } = settings
  const talented = withComboProcs(withTalents, combos)
  const { form } = talented
  const percent = level.multiplierPercent
  const hits: number[] = []
  let total = 0
  for (const hit of form.hits) {
    const damage = comboAttack(statAtLevel(hit.damage, percent, settings.attackTreasure, talented.attackBoost), combos)
    hits.push(damage)
    total += damage
  }
  const cycle = attackCycle(form)
  return {
    level: level.level,
    plusLevel: level.plusLevel,
    levelMultiplierPercent: percent,
    hp: comboHp(statAtLevel(form.hp, percent, settings.hpTreasure, talented.hpBoost), combos),
    hits,
    cycleFrames: cycle.frames,
    cycleApproximate: cycle.approximate,
    firstHitFrames: form.hits[0]?.foreswing ?? 0,
    dps: (FRAMES_PER_SECOND * total) / cycle.frames,
    cooldownFrames: cooldownFrames(form.recharge, talented.cooldownReduction, settings.researchLevel, settings.cooldownTreasure, combos),
    cost: battleCost(form.cost),
    range: form.range,
    speed: form.speed,
    knockbacks: form.knockbacks,
    talented,
    orbs,
  }
}
