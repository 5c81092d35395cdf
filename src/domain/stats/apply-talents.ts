import type { Abilities, Cat, Talent, TalentEffect, Trait, UnitForm } from '../game-data/model.ts'
import { BEHEMOTH_DODGE_DEFAULT, DEFAULT_RESISTANCE_REDUCTION_PERCENT, SAVAGE_BLOW_DEFAULT_BONUS_PERCENT } from '../constants.ts'
import { reducedTimeBetweenAttacks } from './attack-cycle.ts'
import { talentParamValues, type TalentParamValues } from './talent-value.ts'

export type AppliedTalent = { talent: Talent; level: number; values: TalentParamValues }

/**
 * A form with its talents applied. HP and attack boosts multiply the scaled
 * stat and the recharge talent is in frames, so those stay beside the form.
 */
export type TalentedForm = {
  form: UnitForm
  hpBoost: number
  attackBoost: number
  /** frames taken off 2 × recharge before the research / treasure floor */
  cooldownReduction: number
  applied: readonly AppliedTalent[]
}

type ProcType = Extract<TalentEffect, { type: 'procModifier' }>['procType']
type AdvancedType = Extract<TalentEffect, { type: 'advancedAbility' }>['abilityType']
type GrantedAbility = Extract<TalentEffect, { type: 'abilityGrant' }>['ability']

/** The weaken talent stores the reduction: the enemy keeps 100 − value % of its attack (mechanics §5; BCU PCoin). */
export function weakenedAttackPercent(attackReduction: number): number {
  return 100 - attackReduction
}

/** The strengthen talent stores the HP consumed: it works at 100 − value % HP or below (mechanics §5; BCU PCoin). */
export function strengthenTriggerPercent(hpConsumed: number): number {
  return 100 - hpConsumed
}

/** Talents exist only on the true form and the ultra form (ultra talents included: no cat with ultra talents has an ultra form). */
export function formHasTalents(form: Pick<UnitForm, 'formIndex'>): boolean {
  return form.formIndex >= 2
}

/** the form unchanged: nothing to apply */
export function withoutTalents(form: UnitForm): TalentedForm {
  return { form, hpBoost: 0, attackBoost: 0, cooldownReduction: 0, applied: [] }
}

/**
 * Apply every talent with a level > 0 (levels[i] for cat.talents[i]), in slot
 * order, to a copy of the form. The input form is never touched.
 */
export function applyTalents(cat: Cat, form: UnitForm, levels: readonly number[]): TalentedForm {
  const chosen = cat.talents
    .map((talent, i) => ({ talent, level: levels[i] ?? 0 }))
    .filter((c) => c.level > 0)
    .sort((a, b) => a.talent.slot - b.talent.slot)
  if (!formHasTalents(form) || chosen.length === 0) return withoutTalents(form)

  const result: TalentedForm = {
    form: copyTalentsChange(form),
    hpBoost: 0,
    attackBoost: 0,
    cooldownReduction: 0,
    applied: chosen.map(({ talent, level }) => ({ talent, level, values: talentParamValues(talent, level) })),
  }
  for (const { talent, values } of result.applied) applyEffect(result, talent.effect, values, cat.talentTraits)
  return result
}

/**
 * A copy of the parts of the form applyEffect writes to (its numbers, its abilities by key, its
 * targets, immunities and resistances); the hits and the abilities' own records are shared, never
 * written. A deep copy cost more than the rest of a saved cat's calculation.
 */
function copyTalentsChange(form: UnitForm): UnitForm {
  return { ...form, abilities: { ...form.abilities }, targets: [...form.targets], immunities: [...form.immunities], resistances: { ...form.resistances } }
}

function applyEffect(result: TalentedForm, effect: TalentEffect, v: TalentParamValues, talentTraits: readonly Trait[]): void {
  const form = result.form
  switch (effect.type) {
    case 'statBoost': {
      const amount = amountOf(v)
      switch (effect.stat) {
        case 'hp':
          result.hpBoost += amount
          return
        case 'attack':
          result.attackBoost += amount
          return
        case 'speed':
          form.speed += amount
          return
        case 'cost':
          form.cost = Math.max(0, form.cost - amount)
          return
        case 'cooldown':
          result.cooldownReduction += amount
          return
        case 'knockbacks':
          form.knockbacks += amount
          return
        case 'knockbackChance':
          form.abilities.knockback = { chance: (form.abilities.knockback?.chance ?? 0) + amount }
          targetTalentTraitsIfNone(form, talentTraits)
          return
        case 'attackFrequency':
          form.timeBetweenAttacks = reducedTimeBetweenAttacks(form.timeBetweenAttacks, amount)
          return
        default:
          return assertNever(effect.stat)
      }
    }
    case 'procModifier': {
      if (raiseProc(form.abilities, effect.procType, v)) return
      if (effect.mode === 'modify') return
      grantProc(form.abilities, effect.procType, v)
      if (TRAIT_SPECIFIC_PROCS.has(effect.procType)) targetTalentTraitsIfNone(form, talentTraits)
      return
    }
    case 'targetAddition': {
      if (effect.target === 'witch') form.abilities.witchKiller = true
      else if (effect.target === 'eva') form.abilities.evaKiller = true
      else if (!form.targets.includes(effect.target)) form.targets.push(effect.target)
      return
    }
    case 'abilityGrant': {
      form.abilities[effect.ability] = true
      if (TRAIT_SPECIFIC_GRANTS.has(effect.ability)) targetTalentTraitsIfNone(form, talentTraits)
      return
    }
    case 'immunity': {
      if (!form.immunities.includes(effect.immunityType)) form.immunities.push(effect.immunityType)
      return
    }
    case 'resistance': {
      const reduction = v.reductionPercentage ?? effect.reductionPercentage ?? DEFAULT_RESISTANCE_REDUCTION_PERCENT
      form.resistances[effect.resistanceType] = (form.resistances[effect.resistanceType] ?? 0) + reduction
      return
    }
    case 'advancedAbility': {
      grantAdvanced(form.abilities, effect.abilityType, v)
      return
    }
    default:
      return assertNever(effect)
  }
}

/** abilities that only work against the form's target traits */
const TRAIT_SPECIFIC_PROCS: ReadonlySet<ProcType> = new Set(['weaken', 'freeze', 'slow', 'knockback', 'curse', 'dodge', 'warp'])
const TRAIT_SPECIFIC_GRANTS: ReadonlySet<GrantedAbility> = new Set(['strongAgainst', 'resistant', 'massiveDamage', 'attackOnly'])

/** a trait-specific ability given to a form that targets nothing uses the cat's talent traits (SkillAcquisition typeID) */
function targetTalentTraitsIfNone(form: UnitForm, talentTraits: readonly Trait[]): void {
  if (form.targets.length === 0) form.targets.push(...talentTraits)
}

function amountOf(v: TalentParamValues): number {
  return v.amount ?? v.percentage ?? 0
}

const ADDITIVE_PARAMS: ReadonlySet<string> = new Set(['chance', 'duration', 'level', 'multiplier', 'bonusDamage'])

/** an ability the form has, with the talent's chance / duration / level / bonus added */
function raised<T extends object>(existing: T, v: TalentParamValues): T {
  const additions: Record<string, number> = {}
  for (const [name, current] of Object.entries(existing)) {
    const add = v[name]
    if (ADDITIVE_PARAMS.has(name) && add !== undefined && typeof current === 'number') additions[name] = current + add
  }
  return Object.assign({}, existing, additions)
}

/** raise a proc the form has; false when it lacks it */
function raiseProc(a: Abilities, procType: ProcType, v: TalentParamValues): boolean {
  const key = procType === 'miniWave' ? 'wave' : procType
  const existing = a[key]
  if (existing === undefined) return false
  Object.assign(a, { [key]: raised(existing, v) })
  return true
}

function grantProc(a: Abilities, procType: ProcType, v: TalentParamValues): void {
  const chance = v.chance ?? 0
  const duration = v.duration ?? 0
  switch (procType) {
    case 'weaken':
      a.weaken = { chance, duration, percentage: weakenedAttackPercent(v.attackReduction ?? 0) }
      return
    case 'freeze':
      a.freeze = { chance, duration }
      return
    case 'slow':
      a.slow = { chance, duration }
      return
    case 'curse':
      a.curse = { chance, duration }
      return
    case 'dodge':
      a.dodge = { chance, duration }
      return
    case 'warp':
      a.warp = { chance, duration, distance: v.distance ?? 0 }
      return
    case 'knockback':
      a.knockback = { chance }
      return
    case 'critical':
      a.critical = { chance }
      return
    case 'survive':
      a.survive = { chance }
      return
    case 'barrierBreaker':
      a.barrierBreaker = { chance }
      return
    case 'shieldPierce':
      a.shieldPierce = { chance }
      return
    case 'savageBlow':
      a.savageBlow = { chance, bonusDamage: v.bonusDamage || SAVAGE_BLOW_DEFAULT_BONUS_PERCENT }
      return
    case 'wave':
    case 'miniWave':
      a.wave = { chance, level: Math.max(1, v.level ?? 1), isMiniWave: procType === 'miniWave' }
      return
    case 'strengthen':
      a.strengthen = { hpTrigger: strengthenTriggerPercent(v.hpConsumed ?? 0), multiplier: v.multiplier ?? 0 }
      return
    default:
      return assertNever(procType)
  }
}

function grantAdvanced(a: Abilities, abilityType: AdvancedType, v: TalentParamValues): void {
  switch (abilityType) {
    case 'surge':
    case 'miniSurge':
      if (a.surge) {
        a.surge = raised(a.surge, v)
        return
      }
      a.surge = {
        chance: v.chance ?? 0,
        level: Math.max(1, v.level ?? 1),
        start: v.start ?? 0,
        width: v.width ?? 0,
        isMiniSurge: abilityType === 'miniSurge',
      }
      return
    case 'explosion':
      if (a.explosion) {
        a.explosion = raised(a.explosion, v)
        return
      }
      a.explosion = { chance: v.chance ?? 0, start: v.start ?? 0, width: v.width ?? 0 }
      return
    case 'colossusSlayer':
      a.colossusSlayer = true
      return
    case 'sageSlayer':
      a.sageSlayer = true
      return
    case 'behemothSlayer':
      a.behemothSlayer = {
        dodgeChance: v.chance || BEHEMOTH_DODGE_DEFAULT.chance,
        dodgeDuration: v.duration || BEHEMOTH_DODGE_DEFAULT.duration,
      }
      return
    default:
      return assertNever(abilityType)
  }
}

function assertNever(value: never): never {
  throw new Error(`unhandled talent effect: ${JSON.stringify(value)}`)
}
