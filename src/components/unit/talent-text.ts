import type { Talent, TalentEffect } from '../../domain/game-data/model.ts'
import { DEFAULT_RESISTANCE_REDUCTION_PERCENT } from '../../domain/constants.ts'
import { talentParamValues, type TalentParamValues } from '../../domain/stats/talent-value.ts'
import { TRAIT_LABELS, immunityLine, resistanceLine, spanInWords, traitIcon } from './ability-text.ts'
import { formatDecimal, formatRange, formatSeconds } from './format.ts'

type ProcType = Extract<TalentEffect, { type: 'procModifier' }>['procType']

const PROC_NAMES: Record<ProcType, { name: string; icon: string | null }> = {
  weaken: { name: 'Weaken', icon: 'Weaken' },
  freeze: { name: 'Freeze', icon: 'Freeze' },
  slow: { name: 'Slow', icon: 'Slow' },
  knockback: { name: 'Knockback', icon: 'Knockback' },
  critical: { name: 'Critical', icon: 'Critical' },
  savageBlow: { name: 'Savage blow', icon: 'Savage_Blow' },
  wave: { name: 'Wave', icon: 'Wave' },
  miniWave: { name: 'Mini-wave', icon: 'Mini_Wave' },
  curse: { name: 'Curse', icon: 'Curse' },
  barrierBreaker: { name: 'Barrier breaker', icon: 'Barrier_Breaker' },
  shieldPierce: { name: 'Shield pierce', icon: 'Shield_Pierce' },
  strengthen: { name: 'Strengthen', icon: 'Strengthen' },
  survive: { name: 'Survive', icon: 'Survive' },
  dodge: { name: 'Dodge', icon: 'Dodge' },
  warp: { name: 'Warp', icon: null },
}

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

const GRANT_ICONS = {
  strongAgainst: 'Strong',
  resistant: 'Resistant',
  massiveDamage: 'Massive_Damage',
  attackOnly: 'Restricted_Target',
  baseDestroyer: 'Base_Destroyer',
  zombieKiller: 'Zombie_Killer',
  doubleMoney: 'Money_Up',
  waveBlocker: 'Wave_Shield',
  soulstrike: 'Soulstrike',
} as const

const ADVANCED = {
  surge: { icon: 'Surge', name: 'Surge' },
  miniSurge: { icon: 'Mini_Surge', name: 'Mini-surge' },
  explosion: { icon: 'Explosion', name: 'Explosion' },
  colossusSlayer: { icon: 'Colossus_Slayer', name: 'Colossus slayer' },
  behemothSlayer: { icon: 'Behemoth_Slayer', name: 'Behemoth slayer' },
  sageSlayer: { icon: 'Sage_Slayer', name: 'Sage slayer' },
} as const

export function talentIcon(talent: Talent): string | null {
  const effect = talent.effect
  switch (effect.type) {
    case 'statBoost':
      return STAT_ICONS[effect.stat]
    case 'procModifier':
      return PROC_NAMES[effect.procType].icon
    case 'targetAddition':
      if (effect.target === 'witch') return 'Witch_Killer'
      if (effect.target === 'eva') return 'Eva_Killer'
      return traitIcon(effect.target)
    case 'abilityGrant':
      return GRANT_ICONS[effect.ability]
    case 'immunity':
      return immunityLine(effect.immunityType).icon
    case 'resistance':
      return resistanceLine(effect.resistanceType).icon
    case 'advancedAbility':
      return ADVANCED[effect.abilityType].icon
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
      const { name } = PROC_NAMES[effect.procType]
      const parts = procParts(v, effect.mode === 'modify')
      return effect.mode === 'add' ? `${name}: ${parts}` : `${name} ${parts} (if the form has it)`
    }
    case 'targetAddition':
      if (effect.target === 'witch') return 'Targets witches (witch killer)'
      if (effect.target === 'eva') return 'Targets Eva Angels (Eva Angel killer)'
      return `Targets ${TRAIT_LABELS[effect.target]} enemies`
    case 'abilityGrant':
      return `Gains ${GRANT_NAMES[effect.ability]}`
    case 'immunity':
      return immunityLine(effect.immunityType).text
    case 'resistance': {
      const reduction = v.reductionPercentage ?? effect.reductionPercentage ?? DEFAULT_RESISTANCE_REDUCTION_PERCENT
      return resistanceLine(effect.resistanceType).text(`${n(reduction)}%`)
    }
    case 'advancedAbility': {
      const { name } = ADVANCED[effect.abilityType]
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

const GRANT_NAMES: Record<keyof typeof GRANT_ICONS, string> = {
  strongAgainst: 'strong against its target traits',
  resistant: 'resistant against its target traits',
  massiveDamage: 'massive damage against its target traits',
  attackOnly: 'attacks only its target traits',
  baseDestroyer: 'base destroyer',
  zombieKiller: 'zombie killer',
  doubleMoney: 'double money',
  waveBlocker: 'wave shield',
  soulstrike: 'soulstrike',
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
  if (v.percentage !== undefined) parts.push(`to ${n(v.percentage)}% attack`)
  if (v.level !== undefined) parts.push(`level ${plus}${n(v.level)}`)
  if (v.bonusDamage !== undefined) parts.push(`+${n(v.bonusDamage)}% damage`)
  if (v.multiplier !== undefined) parts.push(`attack +${n(v.multiplier)}%`)
  if (v.hpTrigger !== undefined) parts.push(`at ${n(v.hpTrigger)}% HP or below`)
  if (v.distance !== undefined) parts.push(`${formatRange(v.distance)} range`)
  return parts.join(', ')
}
