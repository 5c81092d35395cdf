import type { Enemy, UnitForm } from '../game-data/model.ts'
import { TRAITS, type SpecialType, type Trait } from '../game-data/vocabulary.ts'
import type { TargetSetting } from '../settings/settings.ts'
import { METAL_MASK, traitMask } from './trait-mask.ts'

/** What the damage is dealt to. */
export type Target = {
  label: string
  traits: readonly Trait[]
  specialType: SpecialType | null
  base: boolean
  witch: boolean
  eva: boolean
  traitMask: number
  /** metal's 1-damage rule applies (a metal enemy, not the base) */
  metal: boolean
  /** area attacks a game enemy is immune to: they deal it 0 (mechanics §10c; BCU Entity.damaged returns on IMUWAVE, IMUVOLC) */
  areaImmunities: readonly AreaImmunity[]
}

export const AREA_IMMUNITIES = ['wave', 'surge', 'explosion'] as const
export type AreaImmunity = (typeof AREA_IMMUNITIES)[number]

/**
 * A game enemy as a target. Its immunities come with the enemy pages' record
 * (data/enemies.json); the /units data set's enemies carry none, so every
 * page, the API and the CLI that aim at one enemy pass its record.
 */
export type TargetEnemy = Enemy & { immunities?: readonly string[] }

/** 'best' depends on each form; every other setting is one target for all forms. */
export type TargetChoice = { kind: 'best' } | { kind: 'fixed'; target: Target }

const ANY_TRAIT: readonly Trait[] = TRAITS.filter((t) => t !== 'metal')

type TargetFlags = Partial<Pick<Target, 'specialType' | 'base' | 'witch' | 'eva' | 'areaImmunities'>>

function target(label: string, traits: readonly Trait[], flags: TargetFlags = {}): Target {
  const mask = traitMask(traits)
  const base = flags.base ?? false
  return {
    label,
    traits,
    specialType: flags.specialType ?? null,
    base,
    witch: flags.witch ?? false,
    eva: flags.eva ?? false,
    traitMask: mask,
    metal: !base && (mask & METAL_MASK) !== 0,
    areaImmunities: flags.areaImmunities ?? [],
  }
}

export const TRAITLESS_TARGET = target('traitless', ['traitless'])

/**
 * Resolve a target setting once per pass. 'anyTrait' is an enemy with every
 * trait but metal (metal's 1-damage rule is only applied when asked for).
 */
export function resolveTargetSetting(setting: TargetSetting, enemies: readonly TargetEnemy[] = []): TargetChoice {
  if (setting === 'best') return { kind: 'best' }
  return { kind: 'fixed', target: fixedTarget(setting, enemies) }
}

function fixedTarget(setting: Exclude<TargetSetting, 'best'>, enemies: readonly TargetEnemy[]): Target {
  if (setting === 'anyTrait') return target('any trait', ANY_TRAIT)
  if (setting === 'base') return target('enemy base', [], { base: true })
  if (setting === 'behemoth' || setting === 'colossus' || setting === 'sage') return target(setting, [], { specialType: setting })
  if (typeof setting === 'string') return target(setting, [setting])
  if ('enemyId' in setting) {
    const enemy = enemies.find((e) => e.id === setting.enemyId)
    if (!enemy) throw new Error(`unknown enemy id ${setting.enemyId}`)
    const areaImmunities = AREA_IMMUNITIES.filter((kind) => enemy.immunities?.includes(kind))
    return target(enemy.name, enemy.traits, { specialType: enemy.specialType, base: enemy.base, witch: enemy.witch, eva: enemy.eva, areaImmunities })
  }
  const label = [...setting.traits, setting.specialType, setting.base && 'base', setting.witch && 'witch', setting.eva && 'eva'].filter(Boolean).join(' ')
  return target(label || 'no traits', setting.traits, {
    specialType: setting.specialType ?? null,
    base: setting.base ?? false,
    witch: setting.witch ?? false,
    eva: setting.eva ?? false,
  })
}

/**
 * The targets "best match" chooses from (mechanics §9b): the form's own
 * traits as one enemy (metal left out when it has others, so that metal's
 * 1-damage rule does not hide the rest), metal alone and traitless when metal
 * is its only trait or it has none, and each special type it slays. The one
 * of these it deals the most true DPS to is its best match.
 */
export function bestTargetCandidates(form: Pick<UnitForm, 'targets' | 'abilities'>): readonly Target[] {
  const nonMetal = form.targets.filter((t) => t !== 'metal')
  const candidates: Target[] = nonMetal.length > 0 ? [target(nonMetal.join(', '), nonMetal)] : [TRAITLESS_TARGET]
  if (nonMetal.length === 0 && form.targets.includes('metal')) candidates.push(target('metal', ['metal']))
  const a = form.abilities
  if (a.behemothSlayer) candidates.push(target('behemoth', [], { specialType: 'behemoth' }))
  if (a.colossusSlayer) candidates.push(target('colossus', [], { specialType: 'colossus' }))
  if (a.sageSlayer) candidates.push(target('sage', [], { specialType: 'sage' }))
  return candidates
}

/** The game enemy a target setting names, or null. */
export function targetEnemyId(setting: TargetSetting): number | null {
  return typeof setting === 'object' && 'enemyId' in setting ? setting.enemyId : null
}

/** the form matches a target with at least one of the form's target traits (as trait masks) */
export function matchesTarget(formTargetMask: number, target: Pick<Target, 'traitMask'>): boolean {
  return (formTargetMask & target.traitMask) !== 0
}
