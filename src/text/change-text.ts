import type { AbilityValue, CatChanges, ChangedStat, DataSetChanges, FormRef } from '../domain/game-data/changes.ts'
import type { UnitHistoryEntry } from '../domain/game-data/history.ts'
import { ABILITY_WORDS, RESISTANCE_WORDS } from '../domain/ability-vocabulary.ts'
import type { ResistanceType } from '../domain/game-data/vocabulary.ts'
import type { AbilityKey } from '../domain/game-data/model.ts'
import { battleCost } from '../domain/stats/cost.ts'
import { formatFrames, formatInteger, formatSeconds } from './format.ts'
import { strengthenTriggerPercent, weakenedAttackPercent } from '../domain/stats/apply-talents.ts'

/**
 * The changes as the pages show them, in words. Made by the server functions,
 * so the pages ship no ability vocabulary or cost rule of their own for it
 * (they would grow the bundle the compare page shares).
 */
export interface ShownChange {
  label: string
  before: string
  after: string
}

export interface ShownFormChanges extends FormRef {
  renamedFrom: string | null
  /** stats, then abilities */
  changes: ShownChange[]
}

export interface ShownTalentChange {
  abilityId: number
  /** null = added (before) or removed (after) */
  before: string | null
  after: string | null
}

export interface ShownCatChanges {
  catId: number
  name: string
  newForms: FormRef[]
  removedForms: FormRef[]
  forms: ShownFormChanges[]
  talents: ShownTalentChange[]
  levels: ShownChange | null
}

export type ShownStep = Omit<DataSetChanges, 'changedCats'> & { changedCats: ShownCatChanges[] }
export type ShownHistoryEntry = Omit<UnitHistoryEntry, 'changes'> & { changes: ShownCatChanges | null }

/** How /changes and the unit history name a stat. */
export const STAT_LABELS: Record<ChangedStat, string> = {
  hp: 'HP',
  attack: 'Attack',
  range: 'Range',
  speed: 'Speed',
  cooldown: 'Cooldown',
  cost: 'Cost',
}

/**
 * One stat as a player reads it: HP and attack at level 1 (attack = all hits), the battle cost
 * (base cost × 1.5) and the cooldown in seconds and frames (the file's pair frames × 2),
 * both before research and treasures.
 */
export function statText(stat: ChangedStat, value: number): string {
  switch (stat) {
    case 'cost':
      return `${formatInteger(battleCost(value))}¢`
    case 'cooldown':
      return formatFrames(value * 2)
    default:
      return formatInteger(value)
  }
}

export function abilityLabel(key: string): string {
  return Object.hasOwn(ABILITY_WORDS, key) ? ABILITY_WORDS[key as AbilityKey].label : wordsOf(key)
}

/** An ability's numbers in a few words: "none", "yes", "chance 30, duration 60". */
export function abilityValueText(value: AbilityValue): string {
  if (value === null) return 'none'
  if (value === true) return 'yes'
  if (value === false) return 'no'
  if (typeof value === 'number') return formatInteger(value)
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(abilityValueText).join(', ')
  const entries = Object.entries(value)
  if (entries.length === 0) return 'yes'
  return entries.map(([key, inner]) => `${wordsOf(key)} ${abilityValueText(inner)}`).join(', ')
}

/** "durationFrames" → "duration frames" */
function wordsOf(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
}

/**
 * A talent summary from the data step ("Strengthen (ultra): hpConsumed 50, multiplier 5–50, 10 levels")
 * as the unit page words a talent (talent-text.ts): "Strengthen (ultra): at 50% HP or below, attack
 * +5–50%, 10 levels". A parameter without its own wording keeps its name in words.
 */
export function talentText(summary: string): string {
  const colon = summary.indexOf(': ')
  if (colon < 0) return summary
  const name = summary.slice(0, colon)
  const parts = summary
    .slice(colon + 2)
    .split(', ')
    .map((part) => talentParamText(part, name))
  return `${name}: ${parts.join(', ')}`
}

/** "chance 20–40" → "20–40% chance"; a part that is no parameter ("10 levels", "on/off") stays as it is. */
function talentParamText(part: string, talentName: string): string {
  const match = /^([a-zA-Z]+) (\d+(?:\.\d+)?)(?:–(\d+(?:\.\d+)?))?$/.exec(part)
  if (!match) return part
  const [, param = '', low = '0', high] = match
  const span = (format: (value: number) => string) => (high === undefined ? format(Number(low)) : `${format(Number(low))}–${format(Number(high))}`)
  const plain = (value: number) => formatInteger(value)
  // the file's frames in seconds, the unit written once after the span
  const seconds = (frames: number) => formatSeconds(frames).replace(/ s$/, '')
  switch (param) {
    case 'chance':
      return `${span(plain)}% chance`
    case 'percentage':
      return /^Attack Frequency\b/.test(talentName) ? `time between attacks −${span(plain)}%` : `+${span(plain)}%`
    case 'attackReduction':
      return `to ${span((reduction) => plain(weakenedAttackPercent(reduction)))}% attack`
    // as the unit page words each resistance (RESISTANCE_WORDS): damage for waves, surges and toxic, duration or distance for the rest
    case 'reductionPercentage': {
      const resisted = /^Resist (\w+)/.exec(talentName)?.[1]?.toLowerCase()
      const words = resisted && Object.hasOwn(RESISTANCE_WORDS, resisted) ? RESISTANCE_WORDS[resisted as ResistanceType] : null
      return words ? words.wording(`${span(plain)}%`) : `reduction ${span(plain)}%`
    }
    // the file's frames, as the unit page gives them
    case 'duration':
      return `for ${span(seconds)} s`
    case 'hpConsumed':
      return `at ${span((consumed) => plain(strengthenTriggerPercent(consumed)))}% HP or below`
    case 'multiplier':
      return /^Strengthen\b/.test(talentName) ? `attack +${span(plain)}%` : `multiplier ${span(plain)}`
    // a base cost: the battle cost is 1.5 times it, as every cost on the site
    case 'amount':
      if (/^Cost Down\b/.test(talentName)) return `cost −${span((value) => formatInteger(battleCost(value)))}¢`
      // Recover Speed Up: frames off the cooldown
      if (/^Recover Speed\b/.test(talentName)) return `cooldown −${span(seconds)} s`
      return `amount ${span(plain)}`
    default:
      return `${wordsOf(param).replace(/^hp\b/, 'HP')} ${span(plain)}`
  }
}

const levelText = (levels: { maxBaseLevel: number; maxPlusLevel: number }) => `${levels.maxBaseLevel}+${levels.maxPlusLevel}`

export function showCatChanges(changes: CatChanges): ShownCatChanges {
  return {
    catId: changes.catId,
    name: changes.name,
    newForms: changes.newForms,
    removedForms: changes.removedForms,
    forms: changes.forms.map((form) => ({
      catId: form.catId,
      formIndex: form.formIndex,
      name: form.name,
      renamedFrom: form.renamedFrom,
      changes: [
        ...form.stats.map((stat) => ({ label: STAT_LABELS[stat.stat], before: statText(stat.stat, stat.before), after: statText(stat.stat, stat.after) })),
        ...form.abilities.map((ability) => ({
          label: abilityLabel(ability.ability),
          before: abilityValueText(ability.before),
          after: abilityValueText(ability.after),
        })),
      ],
    })),
    talents: changes.talents.map((talent) => ({
      abilityId: talent.abilityId,
      before: talent.before === null ? null : talentText(talent.before),
      after: talent.after === null ? null : talentText(talent.after),
    })),
    levels: changes.levels ? { label: 'Max level', before: levelText(changes.levels.before), after: levelText(changes.levels.after) } : null,
  }
}

export function showStep(step: DataSetChanges): ShownStep {
  return { ...step, changedCats: step.changedCats.map(showCatChanges) }
}

export function showHistoryEntry(entry: UnitHistoryEntry): ShownHistoryEntry {
  return { ...entry, changes: entry.changes ? showCatChanges(entry.changes) : null }
}
