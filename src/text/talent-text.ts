import type { Talent, TalentEffect } from '../domain/game-data/model.ts'
import { DEFAULT_RESISTANCE_REDUCTION_PERCENT } from '../domain/constants.ts'
import { talentParamValues, type TalentParamValues } from '../domain/stats/talent-value.ts'
import { strengthenTriggerPercent, weakenedAttackPercent } from '../domain/stats/apply-talents.ts'
import { ABILITY_WORDS, IMMUNITY_WORDS, MINI_WORDS, RESISTANCE_WORDS, TRAIT_LABELS, traitIcon, type Words } from '../domain/ability-vocabulary.ts'
import { spanInWords } from './ability-text.ts'
import { formatDecimal, formatRange, formatSeconds } from './format.ts'

type ProcType = Extract<TalentEffect, { type: 'procModifier' }>['procType']
type GrantedAbility = Extract<TalentEffect, { type: 'abilityGrant' }>['ability']
type AdvancedAbility = Extract<TalentEffect, { type: 'advancedAbility' }>['abilityType']

const procWords = (type: ProcType): Words => (type === 'miniWave' ? MINI_WORDS.miniWave : ABILITY_WORDS[type])
const advancedWords = (type: AdvancedAbility): Words => (type === 'miniSurge' ? MINI_WORDS.miniSurge : ABILITY_WORDS[type])

const STAT_ICONS = {
  hp: 'Defense',
  attack: 'Attack',
  speed: 'Move_Speed',
  cost: 'Cost_Down',
  cooldown: 'Recover_Speed',
  knockbackChance: 'Knockback',
  knockbacks: 'Knockback',
  attackFrequency: 'Attack_Rate',
} as const

export function talentIcon(talent: Talent): string | null {
  const effect = talent.effect
  switch (effect.type) {
    case 'statBoost':
      return STAT_ICONS[effect.stat]
    case 'procModifier':
      return procWords(effect.procType).icon
    case 'targetAddition':
      if (effect.target === 'witch') return ABILITY_WORDS.witchKiller.icon
      if (effect.target === 'eva') return ABILITY_WORDS.evaKiller.icon
      return traitIcon(effect.target)
    case 'abilityGrant':
      return ABILITY_WORDS[effect.ability].icon
    case 'immunity':
      return IMMUNITY_WORDS[effect.immunityType].icon
    case 'resistance':
      return RESISTANCE_WORDS[effect.resistanceType].icon
    case 'advancedAbility':
      return advancedWords(effect.abilityType).icon
  }
}

const amountOf = (v: TalentParamValues) => v.amount ?? v.percentage ?? 0
const n = (value: number) => formatDecimal(value)

/** What a talent does at one level (0 = off), in words: "Freeze: 30% chance for 2.0 s". */
export function talentEffectText(talent: Talent, level: number): string {
  if (level <= 0) return 'Off'
  const v = talentParamValues(talent, level)
  const effect = talent.effect
  switch (effect.type) {
    case 'statBoost': {
      const amount = amountOf(v)
      switch (effect.stat) {
        case 'hp':
          return `HP +${n(amount)}%`
        case 'attack':
          return `Attack +${n(amount)}%`
        case 'speed':
          return `Movement speed +${n(amount)}`
        case 'cost':
          return `Base cost −${n(amount)} (battle cost ×1.5 of that)`
        case 'cooldown':
          return `Cooldown −${formatSeconds(amount)} (${n(amount)} f)`
        case 'knockbackChance':
          return `Knockback chance +${n(amount)}%`
        case 'knockbacks':
          return `Knockbacks +${n(amount)}`
        case 'attackFrequency':
          return `Time between attacks −${n(amount)}%`
      }
      return ''
    }
    case 'procModifier': {
      const name = procWords(effect.procType).label
      const parts = procParts(v, effect.mode === 'modify')
      return effect.mode === 'add' ? `${name}: ${parts}` : `${name} ${parts} (if the form has it)`
    }
    case 'targetAddition':
      if (effect.target === 'witch') return `Targets witches (${ABILITY_WORDS.witchKiller.label.toLowerCase()})`
      if (effect.target === 'eva') return `Targets Eva Angels (${ABILITY_WORDS.evaKiller.label})`
      return `Targets ${TRAIT_LABELS[effect.target]} enemies`
    case 'abilityGrant':
      return `Gains ${grantInWords(effect.ability)}`
    case 'immunity':
      return IMMUNITY_WORDS[effect.immunityType].label
    case 'resistance': {
      const reduction = v.reductionPercentage ?? effect.reductionPercentage ?? DEFAULT_RESISTANCE_REDUCTION_PERCENT
      return RESISTANCE_WORDS[effect.resistanceType].wording(`${n(reduction)}%`)
    }
    case 'advancedAbility': {
      const name = advancedWords(effect.abilityType).label
      if (effect.abilityType === 'surge' || effect.abilityType === 'miniSurge') {
        return `${name} level ${n(v.level ?? 1)} at ${spanInWords(v.start ?? 0, v.width ?? 0)}, ${n(v.chance ?? 0)}% chance`
      }
      if (effect.abilityType === 'explosion') return `${name} at ${spanInWords(v.start ?? 0, v.width ?? 0)}, ${n(v.chance ?? 0)}% chance`
      if (effect.abilityType === 'behemothSlayer' && v.chance) {
        return `Gains ${name.toLowerCase()} (${n(v.chance)}% chance to dodge behemoths for ${formatSeconds(v.duration ?? 0)})`
      }
      return `Gains ${name.toLowerCase()}`
    }
  }
}

/** the abilities that act on the form's target traits, with the words that join them */
const ON_TARGETS: Partial<Record<GrantedAbility, string>> = {
  strongAgainst: 'its target traits',
  resistant: 'against its target traits',
  massiveDamage: 'against its target traits',
  attackOnly: 'its target traits',
}

/** "strong against its target traits", "wave shield" */
function grantInWords(ability: GrantedAbility): string {
  const label = ABILITY_WORDS[ability].label.toLowerCase()
  const targets = ON_TARGETS[ability]
  return targets ? `${label} ${targets}` : label
}

/** "30% chance for 2.0 s" (add) or "chance +10%, duration +1.0 s" (modify) */
function procParts(v: TalentParamValues, modify: boolean): string {
  const parts: string[] = []
  const plus = modify ? '+' : ''
  if (v.chance !== undefined) parts.push(modify ? `chance +${n(v.chance)}%` : `${n(v.chance)}% chance`)
  if (v.duration !== undefined && v.duration > 0) {
    if (modify) parts.push(`duration +${formatSeconds(v.duration)}`)
    else if (parts.length > 0) parts[parts.length - 1] += ` for ${formatSeconds(v.duration)}`
    else parts.push(`for ${formatSeconds(v.duration)}`)
  }
  if (v.attackReduction !== undefined) parts.push(`to ${n(weakenedAttackPercent(v.attackReduction))}% attack`)
  if (v.level !== undefined) parts.push(`level ${plus}${n(v.level)}`)
  if (v.bonusDamage !== undefined) parts.push(`+${n(v.bonusDamage)}% damage`)
  if (v.multiplier !== undefined) parts.push(`attack +${n(v.multiplier)}%`)
  if (v.hpConsumed !== undefined && (!modify || v.hpConsumed > 0)) parts.push(`at ${n(strengthenTriggerPercent(v.hpConsumed))}% HP or below`)
  if (v.distance !== undefined) parts.push(`${formatRange(v.distance)} range`)
  return parts.join(', ')
}
