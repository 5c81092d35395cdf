import type { Trait, UnitForm } from '../game-data/model.ts'
import { areaAttacksOf, type AreaAttack } from './area-attacks.ts'
import { bestTargetCandidates, type Target } from './target.ts'
import { traitMask } from './trait-mask.ts'

/**
 * The damage-relevant part of a form, flattened once per form. The abilities
 * object has a different shape on every form, which makes reading it on the
 * all-forms hot path slow; this record has one shape.
 */
export type DamageTraits = {
  targets: readonly Trait[]
  targetMask: number
  strongAgainst: boolean
  massiveDamage: boolean
  insaneDamage: boolean
  attackOnly: boolean
  behemothSlayer: boolean
  colossusSlayer: boolean
  sageSlayer: boolean
  witchKiller: boolean
  evaKiller: boolean
  baseDestroyer: boolean
  /** chances in percent */
  criticalChance: number
  savageBlowChance: number
  savageBlowBonus: number
  /** strengthen's attack bonus in percent */
  strengthenBonus: number
  areas: readonly AreaAttack[]
  /** the targets "best match" chooses from (bestTargetOf) */
  bestCandidates: readonly Target[]
}

const cache = new WeakMap<UnitForm, DamageTraits>()

export function damageTraits(form: UnitForm): DamageTraits {
  let traits = cache.get(form)
  if (traits === undefined) {
    traits = damageTraitsOf(form)
    cache.set(form, traits)
  }
  return traits
}

function damageTraitsOf(form: UnitForm): DamageTraits {
  const a = form.abilities
  return {
    targets: form.targets,
    targetMask: traitMask(form.targets),
    strongAgainst: a.strongAgainst === true,
    massiveDamage: a.massiveDamage === true,
    insaneDamage: a.insaneDamage === true,
    attackOnly: a.attackOnly === true,
    behemothSlayer: a.behemothSlayer !== undefined,
    colossusSlayer: a.colossusSlayer === true,
    sageSlayer: a.sageSlayer === true,
    witchKiller: a.witchKiller === true,
    evaKiller: a.evaKiller === true,
    baseDestroyer: a.baseDestroyer === true,
    criticalChance: a.critical?.chance ?? 0,
    savageBlowChance: a.savageBlow?.chance ?? 0,
    savageBlowBonus: a.savageBlow?.bonusDamage ?? 0,
    strengthenBonus: a.strengthen?.multiplier ?? 0,
    areas: areaAttacksOf(form),
    bestCandidates: bestTargetCandidates(form),
  }
}
