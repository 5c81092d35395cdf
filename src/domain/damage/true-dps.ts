import type { Enemy } from '../game-data/model.ts'
import type { Settings } from '../settings/settings.ts'
import { FRAMES_PER_SECOND } from '../constants.ts'
import { formStats, type FormStats } from '../stats/form-stats.ts'
import type { PreparedCat, PreparedForm } from '../stats/prepare.ts'
import { areaExpected, areaReachesTarget, hitExpected, hitOrbBonus, type AttackDamage } from './attack-damage.ts'
import { bestOrbCandidates, type ActiveOrb } from '../orbs.ts'
import { damageTraits, type DamageTraits } from './damage-traits.ts'
import { hitProcs, strengthened } from './procs.ts'
import { resolveTargetSetting, type Target, type TargetChoice } from './target.ts'
import { againstTarget, targetMultipliers } from './target-multipliers.ts'

/**
 * True DPS where every hit and every area attack reaches the target (wave
 * once, surge `level` hits, explosion at 100%): 30 / cycle × Σ E[damage].
 * Same steps as attackDamage, without building its breakdown (hot path).
 */
export function trueDps(stats: FormStats, target: Target, settings: Settings): number {
  return trueDpsWith(stats, damageTraits(stats.talented.form), target, settings)
}

function trueDpsWith(stats: FormStats, traits: DamageTraits, target: Target, settings: Settings): number {
  return trueDpsWithOrbs(stats, traits, target, settings, orbsFor(stats, traits, target, settings))
}

function trueDpsWithOrbs(stats: FormStats, traits: DamageTraits, target: Target, settings: Settings, orbs: readonly ActiveOrb[]): number {
  const { form } = stats.talented
  const multipliers = targetMultipliers(traits, target, settings, orbs)
  const procs = hitProcs(traits, settings)
  const metal = target.metal
  let total = 0
  for (let i = 0; i < form.hits.length; i++) {
    const hit = form.hits[i]
    const appliesProcs = hit?.procs ?? false
    const strong = strengthened(stats.hits[i] ?? 0, procs)
    const damage = againstTarget(strong, multipliers)
    const orbBonus = orbs.length === 0 ? 0 : hitOrbBonus(orbs, target, hit?.damage ?? 0, damage)
    total += hitExpected(damage, appliesProcs, procs, metal) + orbBonus
    if (!appliesProcs) continue
    for (const area of traits.areas) {
      if (areaReachesTarget(area, target)) total += areaExpected(area, strong, multipliers, procs, metal, settings.mode, orbBonus)
    }
  }
  return (FRAMES_PER_SECOND * total) / stats.cycleFrames
}

/** The orbs the form carries against the target: its fixed orbs, or the best ones for this target. */
export function orbsAgainst(stats: FormStats, target: Target, settings: Settings): readonly ActiveOrb[] {
  return orbsFor(stats, damageTraits(stats.talented.form), target, settings)
}

/**
 * "Best orb for the target": slot by slot, the grade-S attack, strong or
 * massive orb for one of the target's traits that adds the most true DPS
 * (the first on a tie); a slot stays empty when none adds any.
 */
function orbsFor(stats: FormStats, traits: DamageTraits, target: Target, settings: Settings): readonly ActiveOrb[] {
  const choice = stats.orbs
  if (choice.kind === 'fixed') return choice.orbs
  const candidates = bestOrbCandidates(choice.catalog, target.traits, stats.talented.form)
  if (candidates.length === 0) return NO_ORBS
  let chosen: readonly ActiveOrb[] = NO_ORBS
  let chosenDps = trueDpsWithOrbs(stats, traits, target, settings, chosen)
  for (let slot = 0; slot < choice.slots; slot++) {
    let next: readonly ActiveOrb[] | null = null
    for (const candidate of candidates) {
      const orbs = [...chosen, candidate]
      const dps = trueDpsWithOrbs(stats, traits, target, settings, orbs)
      if (dps > chosenDps) [next, chosenDps] = [orbs, dps]
    }
    if (next === null) break
    chosen = next
  }
  return chosen
}

const NO_ORBS: readonly ActiveOrb[] = []

/** true DPS from a built breakdown (equal to trueDps) */
export function trueDpsOfAttack(attack: AttackDamage): number {
  let total = 0
  for (const hit of attack.hits) {
    total += hit.expected
    for (const area of hit.areas) total += area.expected
  }
  return (FRAMES_PER_SECOND * total) / attack.cycleFrames
}

/** the target of one form: its own best match, or the fixed target */
export function targetOf(choice: TargetChoice, stats: FormStats, settings: Settings): Target {
  return targetFrom(choice, stats, damageTraits(stats.talented.form), settings)
}

function targetFrom(choice: TargetChoice, stats: FormStats, traits: DamageTraits, settings: Settings): Target {
  return choice.kind === 'best' ? bestTargetOf(stats, traits, settings) : choice.target
}

/** "Best match": the candidate the form deals the most true DPS to; the first on a tie (its own traits). */
function bestTargetOf(stats: FormStats, traits: DamageTraits, settings: Settings): Target {
  const candidates = traits.bestCandidates
  let best = candidates[0]!
  if (candidates.length === 1) return best
  let bestDps = trueDpsWith(stats, traits, best, settings)
  for (let i = 1; i < candidates.length; i++) {
    const dps = trueDpsWith(stats, traits, candidates[i]!, settings)
    if (dps > bestDps) [best, bestDps] = [candidates[i]!, dps]
  }
  return best
}

export type FormDps = { stats: FormStats; target: Target; trueDps: number }

export function formTrueDps(prepared: PreparedForm, settings: Settings, choice: TargetChoice = resolveTargetSetting(settings.target)): FormDps {
  const stats = formStats(prepared, settings)
  const traits = damageTraits(stats.talented.form)
  const target = targetFrom(choice, stats, traits, settings)
  return { stats, target, trueDps: trueDpsWith(stats, traits, target, settings) }
}

/** stats and true DPS of every listed form */
export function allFormsTrueDps(cats: readonly PreparedCat[], settings: Settings, enemies: readonly Enemy[] = []): FormDps[] {
  const choice = resolveTargetSetting(settings.target, enemies)
  const result: FormDps[] = []
  for (const cat of cats) for (const form of cat.forms) result.push(formTrueDps(form, settings, choice))
  return result
}
