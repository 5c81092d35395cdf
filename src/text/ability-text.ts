import type { Abilities, AbilityKey, ResistanceType, Trait, UnitForm } from '../domain/game-data/model.ts'
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
} from '../domain/constants.ts'
import { TREASURE_TRAITS } from '../domain/game-data/vocabulary.ts'
import { waveReach } from '../domain/damage/area-attacks.ts'
import { hitReach } from '../domain/damage/attack-damage.ts'
import {
  ABILITY_ORDER,
  ABILITY_WORDS,
  ATTACK_WORDS,
  IMMUNITY_WORDS,
  MINI_WORDS,
  RESISTANCE_WORDS,
  TRAIT_LABELS,
  sortImmunities,
  type Words,
} from '../domain/ability-vocabulary.ts'
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

/**
 * " (×4 with maxed treasures)": treasures raise these multipliers only against
 * the treasure traits (red, floating, black, metal, angel, alien, zombie), so
 * a relic or aku target is left out and a form with none of them gets no note.
 */
function withMaxedTreasures(targets: readonly Trait[], maxed: string): string {
  const boosted = targets.filter((t) => TREASURE_TRAITS.includes(t))
  if (targets.length > 0 && boosted.length === 0) return ''
  if (boosted.length === targets.length) return ` (${maxed} with maxed treasures)`
  return ` (${maxed} against ${targetsInWords(boosted)} with maxed treasures)`
}

/** the line's text, and its words when they are not the ability's own (a mini-wave, a mini-surge) */
type Described = { text: string; words?: Words }

/** every ability of a form in display order; `base` = the form before talents, to mark what talents changed */
export function abilityLines(form: UnitForm, base: UnitForm = form): AbilityLine[] {
  const lines: AbilityLine[] = []
  for (const key of ABILITY_ORDER) {
    const described = describeAbility(key, form.abilities, form.targets)
    if (described === null) continue
    const before = base.abilities[key]
    const after = form.abilities[key]
    const talent = before === undefined ? 'granted' : JSON.stringify(before) !== JSON.stringify(after) ? 'raised' : undefined
    const { icon, label } = described.words ?? ABILITY_WORDS[key]
    lines.push({ key, icon, name: label, text: described.text, ...(talent && base !== form ? { talent } : {}) })
  }
  return lines
}

function describeAbility(key: AbilityKey, a: Abilities, targets: readonly Trait[]): Described | null {
  const them = targetsInWords(targets)
  switch (key) {
    case 'strongAgainst': {
      if (!a.strongAgainst) return null
      const dealt = scaled(STRONG_AGAINST_DEALT)
      return {
        text: `Strong against ${them}: deals ${dealt.without} damage and takes ${times(STRONG_AGAINST_TAKEN.without)}${withMaxedTreasures(targets, `${dealt.maxed} and ${times(STRONG_AGAINST_TAKEN.maxed)}`)}`,
      }
    }
    case 'massiveDamage': {
      if (!a.massiveDamage) return null
      const dealt = scaled(MASSIVE_DAMAGE_DEALT)
      return { text: `Deals ${dealt.without} damage to ${them}${withMaxedTreasures(targets, dealt.maxed)}` }
    }
    case 'insaneDamage': {
      if (!a.insaneDamage) return null
      const dealt = scaled(INSANE_DAMAGE_DEALT)
      return { text: `Deals ${dealt.without} damage to ${them}${withMaxedTreasures(targets, dealt.maxed)}` }
    }
    case 'resistant':
      if (!a.resistant) return null
      return {
        text: `Takes ${times(RESISTANT_TAKEN.without)} damage from ${them}${withMaxedTreasures(targets, times(RESISTANT_TAKEN.maxed))}`,
      }
    case 'insanelyTough':
      if (!a.insanelyTough) return null
      return { text: `Takes 1/6 of the damage from ${them}${withMaxedTreasures(targets, '1/7')}` }
    case 'attackOnly':
      if (!a.attackOnly) return null
      return { text: `Attacks only ${them}` }
    case 'knockback':
      if (!a.knockback) return null
      return { text: `${chance(a.knockback.chance)} to knock back ${them}` }
    case 'freeze':
      if (!a.freeze) return null
      return { text: `${chance(a.freeze.chance)} to freeze ${them} for ${formatSeconds(a.freeze.duration)}` }
    case 'slow':
      if (!a.slow) return null
      return { text: `${chance(a.slow.chance)} to slow ${them} for ${formatSeconds(a.slow.duration)}` }
    case 'weaken':
      if (!a.weaken) return null
      return {
        text: `${chance(a.weaken.chance)} to weaken ${them} to ${formatDecimal(a.weaken.percentage)}% attack for ${formatSeconds(a.weaken.duration)}`,
      }
    case 'curse':
      if (!a.curse) return null
      return { text: `${chance(a.curse.chance)} to curse ${them} for ${formatSeconds(a.curse.duration)}` }
    case 'warp':
      if (!a.warp) return null
      return {
        text: `${chance(a.warp.chance)} to warp ${them} ${formatRange(a.warp.distance)} range away for ${formatSeconds(a.warp.duration)}`,
      }
    case 'dodge':
      if (!a.dodge) return null
      return { text: `${chance(a.dodge.chance)} to dodge attacks of ${them} for ${formatSeconds(a.dodge.duration)}` }
    case 'critical':
      if (!a.critical) return null
      return { text: `${chance(a.critical.chance)} of a critical hit: ×2 damage, pierces metal` }
    case 'savageBlow':
      if (!a.savageBlow) return null
      return { text: `${chance(a.savageBlow.chance)} of a savage blow: +${formatDecimal(a.savageBlow.bonusDamage)}% damage` }
    case 'wave': {
      if (!a.wave) return null
      const mini = a.wave.isMiniWave
      const what = `${mini ? MINI_WORDS.miniWave.label : 'Wave attack'} (level ${a.wave.level}, reach ${formatRange(waveReach(a.wave.level))}${mini ? `, ${share(MINI_AREA_SHARE)} damage` : ''})`
      return { text: `${what}, ${chance(a.wave.chance)}`, ...(mini ? { words: MINI_WORDS.miniWave } : {}) }
    }
    case 'surge': {
      if (!a.surge) return null
      const mini = a.surge.isMiniSurge
      const where = spanInWords(a.surge.start, a.surge.width)
      const what = `${mini ? MINI_WORDS.miniSurge.label : ABILITY_WORDS.surge.label} level ${a.surge.level} at ${where}${mini ? ` (${share(MINI_AREA_SHARE)} damage)` : ''}`
      return { text: `${what}, ${chance(a.surge.chance)}`, ...(mini ? { words: MINI_WORDS.miniSurge } : {}) }
    }
    case 'explosion':
      if (!a.explosion) return null
      return {
        text: `Explosion at ${spanInWords(a.explosion.start, a.explosion.width)}, ${chance(a.explosion.chance)} (100% damage within 75, 70% to 175, 40% to 275)`,
      }
    case 'strengthen':
      if (!a.strengthen) return null
      return {
        text: `Attack +${formatDecimal(a.strengthen.multiplier)}% when HP falls to ${formatDecimal(a.strengthen.hpTrigger)}% or below`,
      }
    case 'survive':
      if (!a.survive) return null
      return { text: `${chance(a.survive.chance)} to survive a lethal strike` }
    case 'barrierBreaker':
      if (!a.barrierBreaker) return null
      return { text: `${chance(a.barrierBreaker.chance)} to break barriers` }
    case 'shieldPierce':
      if (!a.shieldPierce) return null
      return { text: `${chance(a.shieldPierce.chance)} to pierce shields` }
    case 'metalKiller':
      if (!a.metalKiller) return null
      return { text: `Each hit removes ${formatDecimal(a.metalKiller.percentage)}% of a metal enemy's current HP` }
    case 'baseDestroyer':
      if (!a.baseDestroyer) return null
      return { text: `Deals ${times(BASE_DESTROYER_DEALT)} damage to the enemy base` }
    case 'zombieKiller':
      if (!a.zombieKiller) return null
      return { text: ABILITY_WORDS.zombieKiller.wording }
    case 'soulstrike':
      if (!a.soulstrike) return null
      return { text: ABILITY_WORDS.soulstrike.wording }
    case 'witchKiller':
      if (!a.witchKiller) return null
      return {
        text: `Deals ${times(WITCH_KILLER.dealt)} damage to witches and takes ${times(WITCH_KILLER.taken)} from them`,
      }
    case 'evaKiller':
      if (!a.evaKiller) return null
      return {
        text: `Deals ${times(EVA_KILLER.dealt)} damage to Eva Angels and takes ${times(EVA_KILLER.taken)} from them`,
      }
    case 'colossusSlayer':
      if (!a.colossusSlayer) return null
      return { text: slayerText('colossus') }
    case 'behemothSlayer':
      if (!a.behemothSlayer) return null
      return {
        text: `${slayerText('behemoth')}; ${chance(a.behemothSlayer.dodgeChance)} to dodge their attacks for ${formatSeconds(a.behemothSlayer.dodgeDuration)}`,
      }
    case 'sageSlayer':
      if (!a.sageSlayer) return null
      return { text: slayerText('sage') }
    case 'waveBlocker':
      if (!a.waveBlocker) return null
      return { text: ABILITY_WORDS.waveBlocker.wording }
    case 'counterSurge':
      if (!a.counterSurge) return null
      return { text: ABILITY_WORDS.counterSurge.wording }
    case 'doubleMoney':
      if (!a.doubleMoney) return null
      return { text: ABILITY_WORDS.doubleMoney.wording }
    case 'metal':
      if (!a.metal) return null
      return { text: ABILITY_WORDS.metal.wording }
    case 'kamikaze':
      if (!a.kamikaze) return null
      return { text: ABILITY_WORDS.kamikaze.wording }
    case 'conjure':
      if (!a.conjure) return null
      return { text: "Conjures a spirit, summoned from this cat's slot once it is deployed (see Conjured spirit)" }
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

/** immunities and resistances, marking those the talents added */
export function defenceLines(form: UnitForm, base: UnitForm = form): AbilityLine[] {
  const lines: AbilityLine[] = []
  for (const type of sortImmunities(form.immunities)) {
    const { icon, label: text } = IMMUNITY_WORDS[type]
    const talent = base !== form && !base.immunities.includes(type) ? 'granted' : undefined
    lines.push({ key: `immune-${type}`, icon, name: text, text, ...(talent ? { talent } : {}) })
  }
  for (const [type, reduction] of Object.entries(form.resistances) as [ResistanceType, number][]) {
    const { icon, wording } = RESISTANCE_WORDS[type]
    const talent = base !== form && base.resistances[type] !== reduction ? (base.resistances[type] === undefined ? 'granted' : 'raised') : undefined
    const words = wording(`${formatDecimal(Math.min(100, reduction))}%`)
    lines.push({ key: `resist-${type}`, icon, name: words, text: words, ...(talent ? { talent } : {}) })
  }
  return lines
}

/** how the form attacks: single or area, long distance / omni strike per hit, several hits */
export function attackLines(form: UnitForm): AbilityLine[] {
  const lines: AbilityLine[] = [form.areaAttack ? attackLine('area', ATTACK_WORDS.areaAttack) : attackLine('single', ATTACK_WORDS.singleAttack)]
  const areas = new Map<string, number[]>()
  form.hits.forEach((hit, i) => {
    if (hit.area === null) return
    const reach = hitReach(hit, form.range)
    const key = `${reach.from}:${reach.to}`
    areas.set(key, [...(areas.get(key) ?? []), i + 1])
  })
  for (const [key, hitNumbers] of areas) {
    const [from = 0, to = 0] = key.split(':').map(Number)
    const { icon, label } = from < 0 ? ATTACK_WORDS.omniStrike : ATTACK_WORDS.longDistance
    const whichHits = form.hits.length > 1 ? ` (hit ${listInWords(hitNumbers.map(String))})` : ''
    lines.push({ key: `reach-${key}`, icon, name: label, text: `${label}: hits from ${formatRange(from)} to ${formatRange(to)}${whichHits}` })
  }
  if (form.hits.length > 1) {
    const procHits = form.hits.flatMap((hit, i) => (hit.procs ? [String(i + 1)] : []))
    lines.push({
      key: 'multi-hit',
      icon: ATTACK_WORDS.multiHit.icon,
      name: ATTACK_WORDS.multiHit.label,
      text: `${form.hits.length} hits per attack; abilities trigger on hit ${procHits.length > 0 ? listInWords(procHits) : 'none'}`,
    })
  }
  return lines
}

function attackLine(key: string, words: Words): AbilityLine {
  return { key, icon: words.icon, name: words.label, text: `${words.label}: ${words.wording}` }
}

/** the unit's damage per hit as "5,000 + 200 + 300" */
export function hitsInWords(hits: readonly number[]): string {
  return hits.map(formatInteger).join(' + ')
}
