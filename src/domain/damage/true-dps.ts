import type { Enemy } from '../game-data/model.ts'
import type { Settings } from '../settings/settings.ts'
import { FRAMES_PER_SECOND } from '../constants.ts'
import { formStats, type FormStats } from '../stats/form-stats.ts'
import type { PreparedCat, PreparedForm } from '../stats/prepare.ts'
import { areaExpected, areaReachesTarget, hitAgainstTarget, hitExpected, type AttackDamage } from './attack-damage.ts'
import { damageTraits, type DamageTraits } from './damage-traits.ts'
import { hitProcs } from './procs.ts'
import { resolveTargetSetting, type Target, type TargetChoice } from './target.ts'
import { targetMultipliers } from './target-multipliers.ts'

/**
 * True DPS where every hit and every area attack reaches the target (wave
 * once, surge `level` hits, explosion at 100%): 30 / cycle × Σ E[damage].
 * Same steps as attackDamage, without building its breakdown (hot path).
 */
export function trueDps(stats: FormStats, target: Target, settings: Settings): number {
  return trueDpsWith(stats, damageTraits(stats.talented.form), target, settings)
}

function trueDpsWith(stats: FormStats, traits: DamageTraits, target: Target, settings: Settings): number {
  const { form } = stats.talented
  const multipliers = targetMultipliers(traits, target, settings)
  const procs = hitProcs(traits, settings)
  const metal = target.metal
  let total = 0
  for (let i = 0; i < form.hits.length; i++) {
    const appliesProcs = form.hits[i]?.procs ?? false
    const damage = hitAgainstTarget(stats.hits[i] ?? 0, procs, multipliers)
    total += hitExpected(damage, appliesProcs, procs, metal)
    if (!appliesProcs) continue
    for (const area of traits.areas) {
      if (areaReachesTarget(area, target)) total += areaExpected(area, damage, procs, metal, settings.mode)
    }
  }
  return (FRAMES_PER_SECOND * total) / stats.cycleFrames
}

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
