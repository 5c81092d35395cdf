import { calculateForm } from '../calculate-form.ts'
import { FRAMES_PER_SECOND, ULTRA_TALENT_MIN_LEVEL } from '../constants.ts'
import { MAX_KILL_FRAMES } from '../enemies/kill-time.ts'
import { counterOf, enemyTargetChoice } from '../enemies/matchup.ts'
import type { Magnification } from '../enemies/enemy-link.ts'
import { enemyStats } from '../enemies/enemy-stats.ts'
import type { Enemy } from '../game-data/enemies.ts'
import type { Cat } from '../game-data/model.ts'
import type { CatCosts } from '../game-data/upgrade-costs.ts'
import type { AccountTreasures } from '../settings/account.ts'
import { rosterForm, rosterSettings } from '../settings/roster.ts'
import { savedLevels, savedTalentLevels } from '../settings/saved-cat.ts'
import type { PreparedCat } from '../stats/prepare.ts'
import { addCosts, evolutionResources, levelXp, NO_COST, talentMaxLevel, talentNp, talentsNpToMax, type ResourceTotals } from './upgrade-cost.ts'

/** A cat as a list saves it: `talentLevels` in the data set's talent order, `[]` = every talent at max. */
export type PlannedCat = { formIndex: number; level: number; plusLevel: number; talentLevels: readonly number[] }

/** 'max' = the cat's max base level; a number = that base level (capped at the cat's max). */
export type TargetLevel = 'max' | number

export type CatPlanCost = { levels: ResourceTotals; evolutions: ResourceTotals; talents: ResourceTotals; total: ResourceTotals }

type PlanCat = Pick<Cat, 'maxBaseLevel' | 'maxPlusLevel'> & { forms: readonly { formIndex: number }[]; talents: readonly { maxLevel: number }[] }

/**
 * From a saved cat to a target: XP of the base levels, the evolutions it has
 * not made whose catfruit level the target reaches, and NP to max its talents
 * once it has a true form (ultra talents from level 60 on).
 */
export function catPlanCost(cat: PlanCat, costs: CatCosts, saved: PlannedCat, target: TargetLevel): CatPlanCost {
  const { level } = savedLevels(cat, saved)
  const targetLevel = target === 'max' ? cat.maxBaseLevel : Math.min(target, cat.maxBaseLevel)
  const targetTotal = target === 'max' ? cat.maxBaseLevel + cat.maxPlusLevel : targetLevel
  const levels: ResourceTotals = { ...NO_COST, xp: levelXp(costs, level, targetLevel) }
  const evolutionSteps = costs.evolutions.filter(
    (evolution) =>
      evolution.formIndex > saved.formIndex &&
      evolution.level !== null &&
      evolution.level <= targetTotal &&
      cat.forms.some((form) => form.formIndex === evolution.formIndex),
  )
  const evolutions = addCosts(...evolutionSteps.map(evolutionResources))
  const hasTrueForm = saved.formIndex >= 2 || evolutionSteps.some((evolution) => evolution.formIndex === 2)
  const np = hasTrueForm
    ? talentsNpToMax(
        costs.talents,
        saved.talentLevels.length === 0 ? [] : cat.talents.map((talent, i) => Math.min(saved.talentLevels[i] ?? 0, talent.maxLevel)),
        { ultra: targetTotal >= ULTRA_TALENT_MIN_LEVEL },
      )
    : 0
  const talents: ResourceTotals = { ...NO_COST, np }
  return { levels, evolutions, talents, total: addCosts(levels, evolutions, talents) }
}

export const PLANNER_MEASURES = ['trueDps', 'effectiveHp', 'timeToKill'] as const
export type PlannerMeasure = (typeof PLANNER_MEASURES)[number]
/** What the ranking divides the gain by: XP (levels, evolutions) or NP (talents); the two are not exchangeable in the game. */
export const PLANNER_SPENDS = ['xp', 'np'] as const
export type PlannerSpend = (typeof PLANNER_SPENDS)[number]

export type UpgradeStepKind =
  { kind: 'levels'; toLevel: number } | { kind: 'evolution'; formIndex: number } | { kind: 'talent'; talentIndex: number; toLevel: number }

export type UpgradeStep = UpgradeStepKind & {
  catId: number
  /** the saved cat's position in the list */
  entry: number
  cost: ResourceTotals
  /** the measure before and after the step (for 'timeToKill', seconds) */
  before: number
  after: number
  /** how much the step raises the measure (for 'timeToKill', the seconds it saves) */
  gain: number
  /** gain per XP or per NP, as ranked */
  gainPerCost: number
}

export type PlannerEntry = { prepared: PreparedCat; costs: CatCosts; saved: PlannedCat }

/** The enemy 'timeToKill' is measured against, at its magnification (a stage's boss at the stage's). */
export type PlannerFoe = { enemy: Enemy; magnification: Magnification }

export type PlannerOptions = {
  measure: PlannerMeasure
  spend: PlannerSpend
  /** the player's account, whose treasures the measure counts (rosterSettings); absent or null: every treasure maxed */
  account?: AccountTreasures | null
  /** needed by 'timeToKill' (no step gains without it) */
  foe?: PlannerFoe
  limit?: number
}

export const LEVEL_STEPS = [5, 10] as const

/** Time to kill a foe it cannot kill (the counters' ten-minute ceiling), in seconds. */
export const NO_KILL_SECONDS = MAX_KILL_FRAMES / FRAMES_PER_SECOND

/**
 * The measure's value: true DPS, effective HP, or seconds to kill the foe
 * (NO_KILL_SECONDS when the cat cannot kill it, so a step that lets it kill
 * gains what is left of the ten minutes).
 */
function measureOf(prepared: PreparedCat, saved: PlannedCat, options: PlannerOptions): number {
  const form = rosterForm(prepared, saved.formIndex, 'first')
  if (!form) return 0
  const settings = rosterSettings({ saved: { cat: prepared.cat, levels: saved, levelMode: 'your-levels' }, account: options.account })
  if (options.measure === 'timeToKill') {
    const { foe } = options
    if (!foe) return 0
    const { killTime } = counterOf({ prepared: form, settings }, foe.enemy, enemyStats(foe.enemy, foe.magnification), enemyTargetChoice(foe.enemy))
    return killTime.frames === null ? NO_KILL_SECONDS : killTime.frames / FRAMES_PER_SECOND
  }
  const calculation = calculateForm(form, settings)
  return options.measure === 'trueDps' ? calculation.trueDps : calculation.defence.effectiveHp
}

/** The next steps one saved cat can take with the chosen resource, each with its gain. */
export function catUpgradeSteps(entry: PlannerEntry, index: number, options: PlannerOptions): UpgradeStep[] {
  const { prepared, costs } = entry
  const { cat } = prepared
  const { level, plusLevel } = savedLevels(cat, entry.saved)
  const talentLevels = savedTalentLevels(cat, entry.saved)
  const saved: PlannedCat = { ...entry.saved, level, plusLevel, talentLevels }
  const before = measureOf(prepared, saved, options)
  const candidates: { kind: UpgradeStepKind; cost: ResourceTotals; after: PlannedCat }[] = []
  if (options.spend === 'xp') {
    const reached = new Set<number>()
    for (const step of LEVEL_STEPS) {
      const toLevel = Math.min(level + step, cat.maxBaseLevel)
      if (toLevel <= level || reached.has(toLevel)) continue
      reached.add(toLevel)
      candidates.push({ kind: { kind: 'levels', toLevel }, cost: { ...NO_COST, xp: levelXp(costs, level, toLevel) }, after: { ...saved, level: toLevel } })
    }
    const next = costs.evolutions.find((evolution) => evolution.formIndex === saved.formIndex + 1)
    if (next && next.level !== null && level + plusLevel >= next.level && prepared.forms.some((form) => form.form.formIndex === next.formIndex)) {
      candidates.push({
        kind: { kind: 'evolution', formIndex: next.formIndex },
        cost: evolutionResources(next),
        after: { ...saved, formIndex: next.formIndex },
      })
    }
  } else if (saved.formIndex >= 2) {
    cat.talents.forEach((talent, talentIndex) => {
      const talentCost = costs.talents.find((candidate) => candidate.slot === talent.slot)
      const current = talentLevels[talentIndex] ?? 0
      if (!talentCost || current >= talentMaxLevel(talentCost)) return
      if (talent.ultra && level + plusLevel < ULTRA_TALENT_MIN_LEVEL) return
      const afterLevels = talentLevels.map((value, i) => (i === talentIndex ? current + 1 : value))
      candidates.push({
        kind: { kind: 'talent', talentIndex, toLevel: current + 1 },
        cost: { ...NO_COST, np: talentNp(talentCost, current, current + 1) },
        after: { ...saved, talentLevels: afterLevels },
      })
    })
  }
  return candidates.flatMap(({ kind, cost, after: afterSaved }) => {
    const after = measureOf(prepared, afterSaved, options)
    const gain = options.measure === 'timeToKill' ? before - after : after - before
    if (!(gain > 0) || !Number.isFinite(gain)) return []
    const spent = options.spend === 'xp' ? cost.xp : cost.np
    // An evolution that costs no XP (only catfruit) ranks first: nothing of the chosen resource is spent.
    return [{ ...kind, catId: cat.id, entry: index, cost, before, after, gain, gainPerCost: spent > 0 ? gain / spent : Infinity }]
  })
}

/** The steps over a whole list that raise the measure most per XP (or NP), best first. */
export function bestNextUpgrades(entries: readonly PlannerEntry[], options: PlannerOptions): UpgradeStep[] {
  return rankUpgradeSteps(
    entries.flatMap((entry, index) => catUpgradeSteps(entry, index, options)),
    options.limit,
  )
}

/**
 * The best `limit` of the steps of a list's cats (catUpgradeSteps of each, in the list's
 * order): most gain per XP or NP first, then most gain, then the list's order.
 */
export function rankUpgradeSteps(steps: readonly UpgradeStep[], limit = 20): UpgradeStep[] {
  return [...steps].sort((a, b) => b.gainPerCost - a.gainPerCost || b.gain - a.gain || a.entry - b.entry).slice(0, limit)
}
