import type { Abilities, AbilityKey, ImmunityType, ResistanceType, Trait, UnitForm } from '../../domain/game-data/model.ts'
import {
  BASE_DESTROYER_DEALT,
  EVA_KILLER,
  INSANE_DAMAGE_DEALT,
  MASSIVE_DAMAGE_DEALT,
  MINI_AREA_SHARE,
  RESISTANT_TAKEN,
  SLAYERS,
  STRONG_AGAINST_DEALT,
  STRONG_AGAINST_TAKEN,
  WITCH_KILLER,
  type Fraction,
} from '../../domain/constants.ts'
import { waveReach } from '../../domain/damage/area-attacks.ts'
import { hitReach } from '../../domain/damage/attack-damage.ts'
import { TRAIT_LABELS, traitIcon } from '../../domain/trait-labels.ts'
import { formatDecimal, formatInteger, formatRange, formatSeconds, listInWords } from './format.ts'

/** One ability, immunity or trait of a form as a player reads it. */
export type AbilityLine = {
  key: string
  /** ability icon name, for abilityIconUrl; null = no icon in the game files */
  icon: string | null
  name: string
  text: string
  /** the talents gave the form this ability, or raised its numbers */
  talent?: 'granted' | 'raised'
}

export { TRAIT_LABELS, traitIcon }

function times(f: Fraction | number): string {
  const value = typeof f === 'number' ? f : f.num / f.den
  return `×${formatDecimal(value, 2)}`
}

function scaled(s: { den: number; without: number; maxed: number }): { without: string; maxed: string } {
  return { without: times(s.without / s.den), maxed: times(s.maxed / s.den) }
}

const chance = (percent: number) => `${formatDecimal(percent, 2)}% chance`

/** the form's target traits in words: "Red and Floating enemies" */
export function targetsInWords(targets: readonly Trait[]): string {
  if (targets.length === 0) return 'its target traits'
  return `${listInWords(targets.map((t) => TRAIT_LABELS[t]))} enemies`
}

type Described = Omit<AbilityLine, 'key' | 'talent'>

/** every ability of a form in display order; `base` = the form before talents, to mark what talents changed */
export function abilityLines(form: UnitForm, base: UnitForm = form): AbilityLine[] {
  const lines: AbilityLine[] = []
  for (const key of ABILITY_ORDER) {
    const described = describeAbility(key, form.abilities, form.targets)
    if (described === null) continue
    const before = base.abilities[key]
    const after = form.abilities[key]
    const talent = before === undefined ? 'granted' : JSON.stringify(before) !== JSON.stringify(after) ? 'raised' : undefined
    lines.push({ key, ...described, ...(talent && base !== form ? { talent } : {}) })
  }
  return lines
}

const ABILITY_ORDER: readonly AbilityKey[] = [
  'strongAgainst',
  'massiveDamage',
  'insaneDamage',
  'resistant',
  'insanelyTough',
  'attackOnly',
  'knockback',
  'freeze',
  'slow',
  'weaken',
  'curse',
  'warp',
  'dodge',
  'critical',
  'savageBlow',
  'wave',
  'surge',
  'explosion',
  'strengthen',
  'survive',
  'barrierBreaker',
  'shieldPierce',
  'metalKiller',
  'baseDestroyer',
  'zombieKiller',
  'soulstrike',
  'witchKiller',
  'evaKiller',
  'colossusSlayer',
  'behemothSlayer',
  'sageSlayer',
  'waveBlocker',
  'counterSurge',
  'doubleMoney',
  'metal',
  'kamikaze',
  'conjure',
]

function describeAbility(key: AbilityKey, a: Abilities, targets: readonly Trait[]): Described | null {
  const them = targetsInWords(targets)
  switch (key) {
    case 'strongAgainst': {
      if (!a.strongAgainst) return null
      const dealt = scaled(STRONG_AGAINST_DEALT)
      return {
        icon: 'Strong',
        name: 'Strong',
        text: `Strong against ${them}: deals ${dealt.without} damage and takes ${times(STRONG_AGAINST_TAKEN.without)} (${dealt.maxed} and ${times(STRONG_AGAINST_TAKEN.maxed)} with maxed treasures)`,
      }
    }
    case 'massiveDamage': {
      if (!a.massiveDamage) return null
      const dealt = scaled(MASSIVE_DAMAGE_DEALT)
      return { icon: 'Massive_Damage', name: 'Massive damage', text: `Deals ${dealt.without} damage to ${them} (${dealt.maxed} with maxed treasures)` }
    }
    case 'insaneDamage': {
      if (!a.insaneDamage) return null
      const dealt = scaled(INSANE_DAMAGE_DEALT)
      return { icon: 'Insane_Damage', name: 'Insane damage', text: `Deals ${dealt.without} damage to ${them} (${dealt.maxed} with maxed treasures)` }
    }
    case 'resistant':
      if (!a.resistant) return null
      return {
        icon: 'Resistant',
        name: 'Resistant',
        text: `Takes ${times(RESISTANT_TAKEN.without)} damage from ${them} (${times(RESISTANT_TAKEN.maxed)} with maxed treasures)`,
      }
    case 'insanelyTough':
      if (!a.insanelyTough) return null
      return { icon: 'Insane_Resistance', name: 'Insanely tough', text: `Takes 1/6 of the damage from ${them} (1/7 with maxed treasures)` }
    case 'attackOnly':
      if (!a.attackOnly) return null
      return { icon: 'Restricted_Target', name: 'Attacks only', text: `Attacks only ${them}` }
    case 'knockback':
      if (!a.knockback) return null
      return { icon: 'Knockback', name: 'Knockback', text: `${chance(a.knockback.chance)} to knock back ${them}` }
    case 'freeze':
      if (!a.freeze) return null
      return { icon: 'Freeze', name: 'Freeze', text: `${chance(a.freeze.chance)} to freeze ${them} for ${formatSeconds(a.freeze.duration)}` }
    case 'slow':
      if (!a.slow) return null
      return { icon: 'Slow', name: 'Slow', text: `${chance(a.slow.chance)} to slow ${them} for ${formatSeconds(a.slow.duration)}` }
    case 'weaken':
      if (!a.weaken) return null
      return {
        icon: 'Weaken',
        name: 'Weaken',
        text: `${chance(a.weaken.chance)} to weaken ${them} to ${formatDecimal(a.weaken.percentage)}% attack for ${formatSeconds(a.weaken.duration)}`,
      }
    case 'curse':
      if (!a.curse) return null
      return { icon: 'Curse', name: 'Curse', text: `${chance(a.curse.chance)} to curse ${them} for ${formatSeconds(a.curse.duration)}` }
    case 'warp':
      if (!a.warp) return null
      return {
        icon: null,
        name: 'Warp',
        text: `${chance(a.warp.chance)} to warp ${them} ${formatRange(a.warp.distance)} range away for ${formatSeconds(a.warp.duration)}`,
      }
    case 'dodge':
      if (!a.dodge) return null
      return { icon: 'Dodge', name: 'Dodge', text: `${chance(a.dodge.chance)} to dodge attacks of ${them} for ${formatSeconds(a.dodge.duration)}` }
    case 'critical':
      if (!a.critical) return null
      return { icon: 'Critical', name: 'Critical', text: `${chance(a.critical.chance)} of a critical hit: ×2 damage, pierces metal` }
    case 'savageBlow':
      if (!a.savageBlow) return null
      return { icon: 'Savage_Blow', name: 'Savage blow', text: `${chance(a.savageBlow.chance)} of a savage blow: +${formatDecimal(a.savageBlow.bonusDamage)}% damage` }
    case 'wave': {
      if (!a.wave) return null
      const mini = a.wave.isMiniWave
      const what = `${mini ? 'Mini-wave' : 'Wave attack'} (level ${a.wave.level}, reach ${formatRange(waveReach(a.wave.level))}${mini ? `, ${share(MINI_AREA_SHARE)} damage` : ''})`
      return { icon: mini ? 'Mini_Wave' : 'Wave', name: mini ? 'Mini-wave' : 'Wave', text: `${what}, ${chance(a.wave.chance)}` }
    }
    case 'surge': {
      if (!a.surge) return null
      const mini = a.surge.isMiniSurge
      const where = spanInWords(a.surge.start, a.surge.width)
      const what = `${mini ? 'Mini-surge' : 'Surge'} level ${a.surge.level} at ${where}${mini ? ` (${share(MINI_AREA_SHARE)} damage)` : ''}`
      return { icon: mini ? 'Mini_Surge' : 'Surge', name: mini ? 'Mini-surge' : 'Surge', text: `${what}, ${chance(a.surge.chance)}` }
    }
    case 'explosion':
      if (!a.explosion) return null
      return {
        icon: 'Explosion',
        name: 'Explosion',
        text: `Explosion at ${spanInWords(a.explosion.start, a.explosion.width)}, ${chance(a.explosion.chance)} (100% damage within 75, 70% to 175, 40% to 275)`,
      }
    case 'strengthen':
      if (!a.strengthen) return null
      return {
        icon: 'Strengthen',
        name: 'Strengthen',
        text: `Attack +${formatDecimal(a.strengthen.multiplier)}% when HP falls to ${formatDecimal(a.strengthen.hpTrigger)}% or below`,
      }
    case 'survive':
      if (!a.survive) return null
      return { icon: 'Survive', name: 'Survive', text: `${chance(a.survive.chance)} to survive a lethal strike` }
    case 'barrierBreaker':
      if (!a.barrierBreaker) return null
      return { icon: 'Barrier_Breaker', name: 'Barrier breaker', text: `${chance(a.barrierBreaker.chance)} to break barriers` }
    case 'shieldPierce':
      if (!a.shieldPierce) return null
      return { icon: 'Shield_Pierce', name: 'Shield pierce', text: `${chance(a.shieldPierce.chance)} to pierce shields` }
    case 'metalKiller':
      if (!a.metalKiller) return null
      return { icon: 'Metal_Killer', name: 'Metal killer', text: `Each hit removes ${formatDecimal(a.metalKiller.percentage)}% of a metal enemy's current HP` }
    case 'baseDestroyer':
      if (!a.baseDestroyer) return null
      return { icon: 'Base_Destroyer', name: 'Base destroyer', text: `Deals ${times(BASE_DESTROYER_DEALT)} damage to the enemy base` }
    case 'zombieKiller':
      if (!a.zombieKiller) return null
      return { icon: 'Zombie_Killer', name: 'Zombie killer', text: 'Zombies it defeats do not revive' }
    case 'soulstrike':
      if (!a.soulstrike) return null
      return { icon: 'Soulstrike', name: 'Soulstrike', text: 'Also hits zombies waiting to revive' }
    case 'witchKiller':
      if (!a.witchKiller) return null
      return {
        icon: 'Witch_Killer',
        name: 'Witch killer',
        text: `Deals ${times(WITCH_KILLER.dealt)} damage to witches and takes ${times(WITCH_KILLER.taken)} from them`,
      }
    case 'evaKiller':
      if (!a.evaKiller) return null
      return {
        icon: 'Eva_Killer',
        name: 'Eva Angel killer',
        text: `Deals ${times(EVA_KILLER.dealt)} damage to Eva Angels and takes ${times(EVA_KILLER.taken)} from them`,
      }
    case 'colossusSlayer':
      if (!a.colossusSlayer) return null
      return { icon: 'Colossus_Slayer', name: 'Colossus slayer', text: slayerText('colossus') }
    case 'behemothSlayer':
      if (!a.behemothSlayer) return null
      return {
        icon: 'Behemoth_Slayer',
        name: 'Behemoth slayer',
        text: `${slayerText('behemoth')}; ${chance(a.behemothSlayer.dodgeChance)} to dodge their attacks for ${formatSeconds(a.behemothSlayer.dodgeDuration)}`,
      }
    case 'sageSlayer':
      if (!a.sageSlayer) return null
      return { icon: 'Sage_Slayer', name: 'Sage slayer', text: slayerText('sage') }
    case 'waveBlocker':
      if (!a.waveBlocker) return null
      return { icon: 'Wave_Shield', name: 'Wave shield', text: 'Blocks enemy waves' }
    case 'counterSurge':
      if (!a.counterSurge) return null
      return { icon: 'Counter_Surge', name: 'Counter-surge', text: 'Answers an enemy surge that hits it with a surge of its own' }
    case 'doubleMoney':
      if (!a.doubleMoney) return null
      return { icon: 'Money_Up', name: 'Extra money', text: 'Earns double money from defeated enemies' }
    case 'metal':
      if (!a.metal) return null
      return { icon: 'Metal', name: 'Metal', text: 'Takes 1 damage from every hit except criticals' }
    case 'kamikaze':
      if (!a.kamikaze) return null
      return { icon: 'Kamikaze', name: 'Kamikaze', text: 'Attacks once, then disappears' }
    case 'conjure':
      if (!a.conjure) return null
      return { icon: 'Conjure', name: 'Conjure', text: `Conjures a spirit (unit ${a.conjure.unitId}) when deployed` }
    default:
      return null
  }
}

function share(f: Fraction): string {
  return `${formatDecimal((f.num / f.den) * 100)}%`
}

function slayerText(kind: keyof typeof SLAYERS): string {
  return `Deals ${times(SLAYERS[kind].dealt)} damage to ${kind} enemies and takes ${times(SLAYERS[kind].taken)} from them`
}

/** "200–600", or "200" for a point */
export function spanInWords(start: number, width: number): string {
  if (width === 0) return formatRange(start)
  const from = Math.min(start, start + width)
  const to = Math.max(start, start + width)
  return `${formatRange(from)}–${formatRange(to)}`
}

const IMMUNITY_TEXT: Record<ImmunityType, { icon: string; text: string }> = {
  weaken: { icon: 'Weaken_Immune', text: 'Immune to weaken' },
  freeze: { icon: 'Freeze_Immune', text: 'Immune to freeze' },
  slow: { icon: 'Slow_Immune', text: 'Immune to slow' },
  knockback: { icon: 'Knockback_Immune', text: 'Immune to knockback' },
  wave: { icon: 'Wave_Immune', text: 'Immune to waves' },
  warp: { icon: 'Warp_Immune', text: 'Immune to warp' },
  curse: { icon: 'Curse_Immune', text: 'Immune to curse' },
  toxic: { icon: 'Toxic_Immune', text: 'Immune to toxic' },
  surge: { icon: 'Surge_Immune', text: 'Immune to surges' },
  explosion: { icon: 'Explosion_Immune', text: 'Immune to explosions' },
  bossWave: { icon: 'Shockwave_Immune', text: 'Immune to boss shockwaves' },
}

const RESISTANCE_TEXT: Record<ResistanceType, { icon: string; text: (percent: string) => string }> = {
  weaken: { icon: 'Weaken_Resist', text: (p) => `Weaken duration −${p}` },
  freeze: { icon: 'Freeze_Resist', text: (p) => `Freeze duration −${p}` },
  slow: { icon: 'Slow_Resist', text: (p) => `Slow duration −${p}` },
  curse: { icon: 'Curse_Resist', text: (p) => `Curse duration −${p}` },
  knockback: { icon: 'Knockback_Resist', text: (p) => `Resists knockback by ${p}` },
  warp: { icon: 'Warp_Resist', text: (p) => `Resists warp by ${p}` },
  wave: { icon: 'Wave_Resist', text: (p) => `Wave damage taken −${p}` },
  surge: { icon: 'Surge_Resist', text: (p) => `Surge damage taken −${p}` },
  toxic: { icon: 'Toxic_Resist', text: (p) => `Toxic damage taken −${p}` },
}

export function immunityLine(type: ImmunityType): { icon: string; text: string } {
  return IMMUNITY_TEXT[type]
}

export function resistanceLine(type: ResistanceType): { icon: string; text: (percent: string) => string } {
  return RESISTANCE_TEXT[type]
}

/** immunities and resistances, marking those the talents added */
export function defenceLines(form: UnitForm, base: UnitForm = form): AbilityLine[] {
  const lines: AbilityLine[] = []
  for (const type of form.immunities) {
    const { icon, text } = IMMUNITY_TEXT[type]
    const talent = base !== form && !base.immunities.includes(type) ? 'granted' : undefined
    lines.push({ key: `immune-${type}`, icon, name: text, text, ...(talent ? { talent } : {}) })
  }
  for (const [type, reduction] of Object.entries(form.resistances) as [ResistanceType, number][]) {
    const { icon, text } = RESISTANCE_TEXT[type]
    const talent = base !== form && base.resistances[type] !== reduction ? (base.resistances[type] === undefined ? 'granted' : 'raised') : undefined
    const words = text(`${formatDecimal(Math.min(100, reduction))}%`)
    lines.push({ key: `resist-${type}`, icon, name: words, text: words, ...(talent ? { talent } : {}) })
  }
  return lines
}

/** how the form attacks: single or area, long distance / omni strike per hit, several hits */
export function attackLines(form: UnitForm): AbilityLine[] {
  const lines: AbilityLine[] = [
    form.areaAttack
      ? { key: 'area', icon: 'Area_Attack', name: 'Area attack', text: 'Area attack: hits every enemy in range' }
      : { key: 'single', icon: 'Single_Attack', name: 'Single target', text: 'Single target: hits one enemy at a time' },
  ]
  const areas = new Map<string, number[]>()
  form.hits.forEach((hit, i) => {
    if (hit.area === null) return
    const reach = hitReach(hit, form.range)
    const key = `${reach.from}:${reach.to}`
    areas.set(key, [...(areas.get(key) ?? []), i + 1])
  })
  for (const [key, hitNumbers] of areas) {
    const [from = 0, to = 0] = key.split(':').map(Number)
    const omni = from < 0
    const whichHits = form.hits.length > 1 ? ` (hit ${listInWords(hitNumbers.map(String))})` : ''
    lines.push({
      key: `reach-${key}`,
      icon: omni ? 'Omnistrike' : 'Long_Distance',
      name: omni ? 'Omni strike' : 'Long distance',
      text: `${omni ? 'Omni strike' : 'Long distance'}: hits from ${formatRange(from)} to ${formatRange(to)}${whichHits}`,
    })
  }
  if (form.hits.length > 1) {
    const procHits = form.hits.flatMap((hit, i) => (hit.procs ? [String(i + 1)] : []))
    lines.push({
      key: 'multi-hit',
      icon: 'Multi_Hit',
      name: 'Multi-hit',
      text: `${form.hits.length} hits per attack; abilities trigger on hit ${procHits.length > 0 ? listInWords(procHits) : 'none'}`,
    })
  }
  return lines
}

/** the unit's damage per hit as "5,000 + 200 + 300" */
export function hitsInWords(hits: readonly number[]): string {
  return hits.map(formatInteger).join(' + ')
}
