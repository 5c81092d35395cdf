import type { Cat } from '../game-data/model.ts'
import type { PreparedCat, PreparedForm } from '../stats/prepare.ts'
import type { AccountTreasures, CountedTreasures, TreasureSource } from './account.ts'
import { cappedLevels } from './level.ts'
import { savedLevels, savedTalentLevels, unitLinkSearchOf, type SavedLevelMode, type SavedLevels } from './saved-cat.ts'
import { canonicalOrbs, type SettingsSearch } from './search.ts'
import { defaultSettings, NUMBER_SETTING_KEYS, type NumberSetting, type Settings } from './settings.ts'
import { withoutLegacyFruit, type LEGACY_FRUIT_TREASURE } from './treasures.ts'

/**
 * The one road from a player's cats to the engine: which forms, at which settings, with which
 * account and orbs. Every caller (compare rows, the unit page, list rows, lineups, the enemy and
 * stage counters, the team builder, the upgrade planner, the API and the CLI) passes its data in
 * and gets settings or candidates back; nothing is kept here between calls (the callers that reuse
 * a ranking's candidates keep them: the server's counter-candidates.server.ts, the enemy page's
 * use-counter-forms.ts).
 */

/** A saved cat with its form, as a list keeps it and a ranking's request carries it. */
export type RosterCat = SavedLevels & { unitId: number; formIndex: number }

/** One form at the settings it is counted at: what calculateForm and the counters engines take. */
export type RosterForm = { prepared: PreparedForm; settings: Settings }

/**
 * The form a saved cat is counted at when the data set no longer has its saved one: the cat's
 * first form (a list's rows and lineup, the upgrade planner), its last (the stage ranking), or
 * none, the cat left out (the enemy counters, the compare page's saved list).
 */
export type MissingForm = 'first' | 'last' | 'skip'

/** The prepared form a saved cat is counted at (undefined: the cat is left out). */
export function rosterForm(prepared: PreparedCat, formIndex: number, missing: MissingForm): PreparedForm | undefined {
  const saved = prepared.forms.find((candidate) => candidate.form.formIndex === formIndex)
  if (saved || missing === 'skip') return saved
  return missing === 'first' ? prepared.forms[0] : prepared.forms[prepared.forms.length - 1]
}

/** A saved cat whose own levels, talents and orbs a caller counts. */
export type SavedCatSettings = {
  cat: Cat
  levels: SavedLevels
  /** 'your-levels': as saved (levels capped at what the cat reaches); 'max': the cat at its full potential (max level, every talent at max) */
  levelMode: SavedLevelMode
  /**
   * Whose orbs: the saved cat's (absent), or the base settings' ('base': the compare page's saved
   * list, whose orb choice is the page's).
   */
  orbs?: 'saved' | 'base'
}

/** What a URL names of the treasures: a treasure named there wins over the account's (an old `fruitTreasure` names six). */
export type NamedTreasures = Partial<Record<NumberSetting | typeof LEGACY_FRUIT_TREASURE, unknown>>

export type RosterSettingsInput = {
  /** the caller's settings (a page's URL, a request's query); absent: the product defaults, every treasure maxed */
  base?: Settings
  /** the fields the URL names itself; their treasures are kept over the account's */
  named?: NamedTreasures
  /** the player's account, or just its counted treasures (countedTreasures); null or absent: none, the base's treasures stay */
  account?: CountedTreasures | AccountTreasures | null
  /**
   * 'account': the account's treasures where the URL names none; 'maxed': the base's as they are.
   * Absent: 'account', except for a saved cat at 'max', which its list counts with every treasure
   * maxed (its rows, its lineup and the unit pages they open); the stage ranking passes 'account'
   * to count the account there too.
   */
  source?: TreasureSource
  /** a saved cat: its levels, talents and orbs over the base's */
  saved?: SavedCatSettings
}

/**
 * The settings of one form for a caller: the base settings, a saved cat's levels, talents and orbs
 * over them when there is one (talents the base switches off stay off), then the account's
 * treasures per the source.
 */
export function rosterSettings({ base = defaultSettings, named = {}, account = null, source, saved }: RosterSettingsInput): Settings {
  const own = saved ? savedCatOver(base, saved) : base
  const counted = source ?? (saved?.levelMode === 'max' ? 'maxed' : 'account')
  if (counted === 'maxed' || account === null) return own
  const namedHere = withoutLegacyFruit(named) as Partial<Record<NumberSetting, unknown>>
  const result = { ...own }
  for (const key of NUMBER_SETTING_KEYS) if (namedHere[key] === undefined) result[key] = account[key]
  return result
}

function savedCatOver(base: Settings, { cat, levels, levelMode, orbs = 'saved' }: SavedCatSettings): Settings {
  if (levelMode === 'max') return { ...base, level: 'max', plusLevel: undefined, talents: 'max' }
  const own: Settings = { ...base, ...savedLevels(cat, levels), talents: base.talents === 'off' ? 'off' : savedTalentLevels(cat, levels) }
  return orbs === 'base' ? own : { ...own, orbs: canonicalOrbs(levels.orbs ? [...levels.orbs] : 'none') }
}

/**
 * The unit page's search that counts a saved cat as its list does: its levels, talents and
 * orbs, and at "max" the maxed treasures the list counts then (the account's otherwise).
 */
export function savedCatLinkSearch(
  cat: Cat,
  saved: SavedLevels,
  levelMode: SavedLevelMode,
): Pick<SettingsSearch, 'level' | 'plusLevel' | 'talents' | 'orbs'> & { treasures?: 'maxed' } {
  return { ...unitLinkSearchOf(cat, rosterSettings({ saved: { cat, levels: saved, levelMode } })), treasures: levelMode === 'max' ? 'maxed' : undefined }
}

/**
 * How a ranking takes its candidates, where the rankings differ:
 * - `forms`: every cat at its last form only (the stage ranking and its team: one form a cat, as
 *   a lineup holds) or every form (an enemy's counters);
 * - `missingForm`: a listed cat whose saved form the data set lacks (rosterForm).
 */
export type CandidateRule = { forms: 'last' | 'every'; missingForm: Extract<MissingForm, 'last' | 'skip'> }

/** The stage counters, the team builder, and the stage team of the API and the CLI. */
export const STAGE_COUNTERS: CandidateRule = { forms: 'last', missingForm: 'last' }
/** The enemy page's counters, the API's and the CLI's counters of an enemy (and the CLI's export of every form). */
export const ENEMY_COUNTERS: CandidateRule = { forms: 'every', missingForm: 'skip' }

export type RosterCandidatesInput = {
  /** a saved list's cats, in its order; absent: every cat of the data set */
  cats?: readonly RosterCat[]
  /** how the list counts its cats; absent: 'your-levels' */
  levelMode?: SavedLevelMode
  /** the account's counted treasures (countedTreasures), at either level mode; absent: the base's (maxed) */
  treasures?: CountedTreasures
  /** the settings every candidate starts from (the CLI's flags); absent: the product defaults */
  base?: Settings
}

/** A listed cat's unit page search (levels, talents, orbs): its ranking row opens the page with the numbers it was ranked on. */
export type UnitLink = ReturnType<typeof unitLinkSearchOf>
export type RosterCandidate = RosterForm & { link?: UnitLink }

/**
 * The candidates of a ranking, in order: every cat (its last or every form, per the rule) at the
 * base settings, or a list's cats at their saved levels, talents and orbs at the list's level
 * mode; a cat the data set does not have is left out. The account's treasures count over both.
 * Each candidate's levels are resolved to the base and plus level it is counted at, within what
 * the cat reaches (cappedLevels). A listed cat carries its unit page link.
 */
export function rosterCandidates(prepared: readonly PreparedCat[], input: RosterCandidatesInput, rule: CandidateRule): RosterCandidate[] {
  const account = input.treasures ?? null
  const leveled = (cat: Cat, settings: Settings): Settings => ({ ...settings, ...cappedLevels(cat, settings) })
  if (!input.cats) {
    const counted = rosterSettings({ base: input.base, account, source: 'account' })
    return prepared.flatMap((cat) => {
      const settings = leveled(cat.cat, counted)
      const forms = rule.forms === 'every' ? cat.forms : cat.forms.slice(-1)
      return forms.map((form) => ({ prepared: form, settings }))
    })
  }
  const byId = new Map(prepared.map((cat) => [cat.cat.id, cat]))
  const levelMode = input.levelMode ?? 'your-levels'
  return input.cats.flatMap((saved) => {
    const cat = byId.get(saved.unitId)
    const form = cat && rosterForm(cat, saved.formIndex, rule.missingForm)
    if (!cat || !form) return []
    const own = rosterSettings({ base: input.base, saved: { cat: cat.cat, levels: saved, levelMode } })
    const settings = leveled(cat.cat, rosterSettings({ base: own, account, source: 'account' }))
    return [{ prepared: form, settings, link: unitLinkSearchOf(cat.cat, own) }]
  })
}
