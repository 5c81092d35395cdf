import type { Abilities, ImmunityType, ResistanceType, TalentEffect, Trait } from './model.ts'

/** Names of talent parameters by meaning, as the engine reads them. */
export type TalentParamName =
  | 'chance'
  | 'duration'
  | 'percentage'
  | 'level'
  | 'start'
  | 'width'
  | 'distance'
  | 'amount'
  | 'bonusDamage'
  | 'hpConsumed'
  | 'attackReduction'
  | 'multiplier'
  | 'reductionPercentage'

type ProcType = Extract<TalentEffect, { type: 'procModifier' }>['procType']
type StatBoost = Extract<TalentEffect, { type: 'statBoost' }>['stat']
type GrantedAbility = Extract<TalentEffect, { type: 'abilityGrant' }>['ability']
type AdvancedAbility = Extract<TalentEffect, { type: 'advancedAbility' }>['abilityType']
type AddedTarget = Extract<TalentEffect, { type: 'targetAddition' }>['target']

/** What one SkillAcquisition abilityID means. */
export interface TalentDefinition {
  name: string
  /** parameter names by position (1st..4th); data in an unnamed position is an error */
  params: readonly TalentParamName[]
  /** positions (0-based) stored ×4 in the file: surge / explosion / warp ranges, divided by 4 like the unit columns */
  quarterParams?: readonly number[]
  /** the typed effect; procs need the true form's abilities to tell "add" from "modify" */
  effect: (trueForm: Abilities) => TalentEffect
}

function proc(
  name: string,
  procType: ProcType,
  params: readonly TalentParamName[],
  has: (form: Abilities) => boolean,
  quarterParams?: readonly number[],
): TalentDefinition {
  return {
    name,
    params,
    ...(quarterParams ? { quarterParams } : {}),
    effect: (form) => ({ type: 'procModifier', procType, mode: has(form) ? 'modify' : 'add' }),
  }
}

function stat(name: string, boosted: StatBoost, param: TalentParamName): TalentDefinition {
  return { name, params: [param], effect: () => ({ type: 'statBoost', stat: boosted }) }
}

function grant(name: string, ability: GrantedAbility): TalentDefinition {
  return { name, params: [], effect: () => ({ type: 'abilityGrant', ability }) }
}

function target(name: string, added: AddedTarget): TalentDefinition {
  return { name, params: [], effect: () => ({ type: 'targetAddition', target: added }) }
}

function immunity(name: string, immunityType: ImmunityType): TalentDefinition {
  return { name, params: [], effect: () => ({ type: 'immunity', immunityType }) }
}

function resistance(name: string, resistanceType: ResistanceType): TalentDefinition {
  return { name, params: ['reductionPercentage'], effect: () => ({ type: 'resistance', resistanceType }) }
}

function advanced(name: string, abilityType: AdvancedAbility, params: readonly TalentParamName[], quarterParams?: readonly number[]): TalentDefinition {
  return {
    name,
    params,
    ...(quarterParams ? { quarterParams } : {}),
    effect: () => ({ type: 'advancedAbility', abilityType }),
  }
}

const hasWave = (form: Abilities) => form.wave !== undefined && !form.wave.isMiniWave
const hasMiniWave = (form: Abilities) => form.wave?.isMiniWave === true

/**
 * Every talent abilityID (BCU's table, FORMAT.md), with parameter meanings
 * read from the English SkillDescriptions and the data: e.g. weaken rows are
 * (chance, duration, attack reduction %), strengthen rows (HP consumed %,
 * attack bonus %): both stored inverted, see applyTalents. The "Upgrade …" rows leave the chance at 0 and raise only the
 * duration. Names are the game's own (localizable.tsv `potential_skill_name`)
 * where they are clear, the usual English wiki name otherwise.
 */
export const TALENT_DEFINITIONS: ReadonlyMap<number, TalentDefinition> = new Map<number, TalentDefinition>([
  [1, proc('Weaken', 'weaken', ['chance', 'duration', 'attackReduction'], (form) => form.weaken !== undefined)],
  [2, proc('Freeze', 'freeze', ['chance', 'duration'], (form) => form.freeze !== undefined)],
  [3, proc('Slow', 'slow', ['chance', 'duration'], (form) => form.slow !== undefined)],
  [4, grant('Attacks Only', 'attackOnly')],
  [5, grant('Strong Against', 'strongAgainst')],
  [6, grant('Resistant', 'resistant')],
  [7, grant('Massive Damage', 'massiveDamage')],
  [8, proc('Knockback', 'knockback', ['chance'], (form) => form.knockback !== undefined)],
  // No cat has a warp talent in 15.0.1; the layout follows the enemy warp columns (chance, duration, distance ×4).
  [9, proc('Warp', 'warp', ['chance', 'duration', 'distance'], (form) => form.warp !== undefined, [2])],
  [10, proc('Strengthen', 'strengthen', ['hpConsumed', 'multiplier'], (form) => form.strengthen !== undefined)],
  [11, proc('Survive', 'survive', ['chance'], (form) => form.survive !== undefined)],
  [12, grant('Base Destroyer', 'baseDestroyer')],
  [13, proc('Critical', 'critical', ['chance'], (form) => form.critical !== undefined)],
  [14, grant('Zombie Killer', 'zombieKiller')],
  [15, proc('Barrier Breaker', 'barrierBreaker', ['chance'], (form) => form.barrierBreaker !== undefined)],
  [16, grant('Money Up', 'doubleMoney')],
  [17, proc('Wave Attack', 'wave', ['chance', 'level'], hasWave)],
  [18, resistance('Resist Weaken', 'weaken')],
  [19, resistance('Resist Freeze', 'freeze')],
  [20, resistance('Resist Slow', 'slow')],
  [21, resistance('Resist Knockback', 'knockback')],
  [22, resistance('Resist Wave', 'wave')],
  [23, grant('Wave Shield', 'waveBlocker')],
  [24, resistance('Resist Warp', 'warp')],
  [25, stat('Cost Down', 'cost', 'amount')],
  [26, stat('Recover Speed Up', 'cooldown', 'amount')],
  [27, stat('Move Speed Up', 'speed', 'amount')],
  [28, stat('Improved Knockback', 'knockbacks', 'amount')],
  [29, immunity('Immune to Curse', 'curse')],
  [30, resistance('Resist Curse', 'curse')],
  [31, stat('Attack Buff', 'attack', 'percentage')],
  [32, stat('Defense Buff', 'hp', 'percentage')],
  [33, target('Target Red', 'red')],
  [34, target('Target Floating', 'floating')],
  [35, target('Target Black', 'black')],
  [36, target('Target Metal', 'metal')],
  [37, target('Target Angel', 'angel')],
  [38, target('Target Alien', 'alien')],
  [39, target('Target Zombie', 'zombie')],
  [40, target('Target Relic', 'relic')],
  [41, target('Target Traitless', 'traitless')],
  [42, target('Target Witch', 'witch')],
  [43, target('Target Eva', 'eva')],
  [44, immunity('Immune to Weaken', 'weaken')],
  [45, immunity('Immune to Freeze', 'freeze')],
  [46, immunity('Immune to Slow', 'slow')],
  [47, immunity('Immune to Knockback', 'knockback')],
  [48, immunity('Immune to Waves', 'wave')],
  [49, immunity('Warp Blocker', 'warp')],
  [50, proc('Savage Blow', 'savageBlow', ['chance', 'bonusDamage'], (form) => form.savageBlow !== undefined)],
  [51, proc('Dodge Attack', 'dodge', ['chance', 'duration'], (form) => form.dodge !== undefined)],
  [52, resistance('Resist Toxic', 'toxic')],
  [53, immunity('Immune to Toxic', 'toxic')],
  [54, resistance('Resist Surge', 'surge')],
  [55, immunity('Immune to Surge', 'surge')],
  [56, advanced('Surge Attack', 'surge', ['chance', 'level', 'start', 'width'], [2, 3])],
  [57, target('Target Aku', 'aku')],
  [58, proc('Shield Piercing', 'shieldPierce', ['chance'], (form) => form.shieldPierce !== undefined)],
  [59, grant('Soulstrike', 'soulstrike')],
  [60, proc('Curse', 'curse', ['chance', 'duration'], (form) => form.curse !== undefined)],
  [61, stat('Attack Frequency Up', 'attackFrequency', 'percentage')],
  [62, proc('Mini-Wave', 'miniWave', ['chance', 'level'], hasMiniWave)],
  [63, advanced('Colossus Slayer', 'colossusSlayer', [])],
  // Behemoth slayer comes with its dodge against behemoths: (chance, duration).
  [64, advanced('Behemoth Slayer', 'behemothSlayer', ['chance', 'duration'])],
  [65, advanced('Mini-Surge', 'miniSurge', ['chance', 'level', 'start', 'width'], [2, 3])],
  [66, advanced('Sage Slayer', 'sageSlayer', [])],
  [67, advanced('Explosion', 'explosion', ['chance', 'start'], [1])],
  // 68–69 came with the update layers (unmodelled.ts has their sources).
  [68, grant('Counter-Surge', 'counterSurge')],
  [69, immunity('Immune to Explosions', 'explosion')],
])

/** SkillAcquisition typeID bits → enemy traits. */
export const TALENT_TRAIT_BITS: readonly (readonly [number, Trait])[] = [
  [1, 'red'],
  [2, 'floating'],
  [4, 'black'],
  [8, 'metal'],
  [16, 'angel'],
  [32, 'alien'],
  [64, 'zombie'],
  [128, 'relic'],
  [256, 'traitless'],
  [2048, 'aku'],
]
