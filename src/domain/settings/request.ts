import type { Cat } from '../game-data/model.ts'
import { ORB_GRADES, ORB_KINDS } from '../game-data/vocabulary.ts'
import { isOrbText, MAX_ORB_SLOTS, NO_ORB, type OrbProblem } from '../orbs.ts'
import { levelProblem } from './level.ts'
import { defaultSettings, MAX_LEVEL_SETTING, NUMBER_SETTING_KEYS, NUMBER_SETTINGS, type Settings } from './settings.ts'
import { targetFromText, TARGET_NAMES } from './target-text.ts'
import { LEGACY_FRUIT_KEYS, LEGACY_FRUIT_TREASURE } from './treasures.ts'
import { MAX_TREASURE_PERCENT } from '../constants.ts'

/**
 * The strict codec: settings named in an API query or on the command line,
 * as text. A bad value is refused with the field's name and what it allows;
 * an absent field is the product default. Levels are checked against each
 * cat with requestLevelProblem (the API refuses, the CLI caps).
 */

type Reader = { allowed: string; read: (text: string) => Partial<Settings> | null }

function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d{1,4}$/.test(text)) return null
  const value = Number(text)
  return value >= min && value <= max ? value : null
}

function numberReader(key: (typeof NUMBER_SETTING_KEYS)[number]): Reader {
  const { min, max } = NUMBER_SETTINGS[key]
  return { allowed: `a whole number from ${min} to ${max}`, read: (text) => nullOr(wholeNumber(text, min, max), (value) => ({ [key]: value })) }
}

function nullOr<T, R>(value: T | null, map: (value: T) => R): R | null {
  return value === null ? null : map(value)
}

/** Query and flag names; `plus` is the plus level. */
export const REQUEST_FIELDS: Readonly<Record<string, Reader>> = {
  level: {
    allowed: `'max' or a whole number from 1 to ${MAX_LEVEL_SETTING}`,
    read: (text) => (text === 'max' ? { level: 'max' } : nullOr(wholeNumber(text, 1, MAX_LEVEL_SETTING), (level) => ({ level }))),
  },
  plus: {
    allowed: `a whole number from 0 to ${MAX_LEVEL_SETTING}`,
    read: (text) => nullOr(wholeNumber(text, 0, MAX_LEVEL_SETTING), (plusLevel) => ({ plusLevel })),
  },
  talents: {
    allowed: "'max' or 'none'",
    read: (text) => (text === 'max' ? { talents: 'max' } : text === 'none' ? { talents: 'off' } : null),
  },
  target: {
    allowed: `a preset (${TARGET_NAMES.join(', ')}) or enemy-{id}`,
    read: (text) => nullOr(targetFromText(text), (target) => ({ target })),
  },
  strengthen: {
    allowed: "'on' or 'off'",
    read: (text) => (text === 'on' ? { strengthen: true } : text === 'off' ? { strengthen: false } : null),
  },
  mode: {
    allowed: "'expected' or 'max'",
    read: (text) => (text === 'expected' || text === 'max' ? { mode: text } : null),
  },
  orbs: {
    allowed: `'none', 'best', or up to ${MAX_ORB_SLOTS} orbs kind-trait-grade separated by commas (attack-red-S; kinds ${ORB_KINDS.join(', ')}; grades ${ORB_GRADES.join(', ')}; ${NO_ORB} for an empty slot)`,
    read: (text) => {
      if (text === 'none' || text === 'best') return { orbs: text }
      const orbs = text.split(',')
      return orbs.length <= MAX_ORB_SLOTS && orbs.every((orb) => orb === NO_ORB || isOrbText(orb)) ? { orbs } : null
    },
  },
  ...Object.fromEntries(NUMBER_SETTING_KEYS.map((key) => [key, numberReader(key)])),
  /** queries written before each trait had its own treasure: the red to zombie treasures at once */
  [LEGACY_FRUIT_TREASURE]: {
    allowed: `a whole number from 0 to ${MAX_TREASURE_PERCENT}`,
    read: (text) => nullOr(wholeNumber(text, 0, MAX_TREASURE_PERCENT), (value) => Object.fromEntries(LEGACY_FRUIT_KEYS.map((key) => [key, value]))),
  },
}
export const REQUEST_FIELD_NAMES = Object.keys(REQUEST_FIELDS)

export type RequestResult = { ok: true; settings: Settings } | { ok: false; problems: string[] }

/** Every problem is named `field: what it allows`. */
export function settingsFromRequest(fields: Readonly<Record<string, string | undefined>>): RequestResult {
  const problems: string[] = []
  let settings: Settings = { ...defaultSettings }
  // the legacy fruit treasure first, so a trait's own treasure wins wherever the query names it
  const entries = Object.entries(fields).sort(([a], [b]) => Number(b === LEGACY_FRUIT_TREASURE) - Number(a === LEGACY_FRUIT_TREASURE))
  for (const [name, text] of entries) {
    if (text === undefined) continue
    const field = Object.hasOwn(REQUEST_FIELDS, name) ? REQUEST_FIELDS[name] : undefined
    if (!field) {
      problems.push(`${name.slice(0, 30)}: not a setting (known: ${REQUEST_FIELD_NAMES.join(', ')})`)
      continue
    }
    const value = field.read(text)
    if (value === null) problems.push(`${name}: must be ${field.allowed}`)
    else settings = { ...settings, ...value }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, settings }
}

/** A level this cat cannot reach, in the request's words; null when it can. */
export function requestLevelProblem(cat: Pick<Cat, 'maxBaseLevel' | 'maxPlusLevel'>, settings: Settings): string | null {
  const problem = levelProblem(cat, settings)
  if (!problem) return null
  return `${problem.field === 'plusLevel' ? 'plus' : 'level'} must be between ${problem.min} and ${problem.max} for this unit`
}

/** Orbs a form cannot take, in the request's words; null when it takes them all. */
export function requestOrbProblem(problems: readonly OrbProblem[]): string | null {
  if (problems.length === 0) return null
  return problems.map((problem) => `orbs: slot ${problem.slot + 1} (${problem.text}): ${problem.reason}`).join('; ')
}
