import { describe, expect, it } from 'vitest'
import { catLevel, cappedLevels, levelProblem, levelSettingOf } from './level.ts'
import { requestLevelProblem, settingsFromRequest } from './request.ts'
import { rosterSettings } from './roster.ts'
import { savedLevelsOf, type SavedLevelMode, type SavedLevels } from './saved-cat.ts'
import { canonicalSettings, SETTINGS_SEARCH_DEFAULTS, searchFromSettings, settingsFromSearch, settingsSearchSchema } from './search.ts'
import { defaultSettings, FORM_NUMBER_SETTING_KEYS, NUMBER_SETTING_KEYS } from './settings.ts'
import { fixed, makeCat, makeForm, makeTalent } from '../../../test/fixtures/forms.ts'

// A cat of max level 30 + 10, with two talents of max level 10 and 1.
const cat = makeCat([makeForm()], {
  maxBaseLevel: 30,
  maxPlusLevel: 10,
  talents: [makeTalent({ type: 'statBoost', stat: 'hp' }, [fixed('percentage', 8)]), makeTalent({ type: 'immunity', immunityType: 'wave' })],
})

describe('number settings', () => {
  it('the Giant Safe and Energy Drink count in the team’s budget only: the unit page’s fields leave them out, the URL and the account keep them', () => {
    expect(NUMBER_SETTING_KEYS).toEqual(expect.arrayContaining(['walletTreasure', 'workerTreasure']))
    expect(FORM_NUMBER_SETTING_KEYS).not.toContain('walletTreasure')
    expect(FORM_NUMBER_SETTING_KEYS).not.toContain('workerTreasure')
    expect(FORM_NUMBER_SETTING_KEYS).toContain('attackTreasure')
    expect(settingsFromSearch({ walletTreasure: 100 }).walletTreasure).toBe(100)
    expect(defaultSettings.walletTreasure).toBe(300)
  })
})

describe('levels', () => {
  it("reads 'max' alone as the full level, a plus level as base + plus, a level alone as a total, base levels first", () => {
    expect(catLevel(cat, { level: 'max', plusLevel: undefined })).toEqual({ level: 30, plusLevel: 10 })
    expect(catLevel(cat, { level: 'max', plusLevel: 4 })).toEqual({ level: 30, plusLevel: 4 })
    expect(catLevel(cat, { level: 20, plusLevel: 5 })).toEqual({ level: 20, plusLevel: 5 })
    // total 35 = base 30 (its max) + plus 5; total 60 is capped at 30 + 10
    expect(catLevel(cat, { level: 35, plusLevel: undefined })).toEqual({ level: 30, plusLevel: 5 })
    expect(catLevel(cat, { level: 60, plusLevel: undefined })).toEqual({ level: 30, plusLevel: 10 })
  })

  it('takes an explicit base and plus level as they are, and caps them only on request', () => {
    expect(catLevel(cat, { level: 50, plusLevel: 70 })).toEqual({ level: 50, plusLevel: 70 })
    expect(cappedLevels(cat, { level: 50, plusLevel: 70 })).toEqual({ level: 30, plusLevel: 10 })
  })

  it("names the full level 'max' and everything else base + plus", () => {
    expect(levelSettingOf(cat, 30, 10)).toEqual({ level: 'max', plusLevel: undefined })
    expect(levelSettingOf(cat, 30, 0)).toEqual({ level: 30, plusLevel: 0 })
  })

  it('names the field and the range a cat cannot reach', () => {
    expect(levelProblem(cat, { level: 41, plusLevel: undefined })).toEqual({ field: 'level', min: 1, max: 40 })
    expect(levelProblem(cat, { level: 31, plusLevel: 0 })).toEqual({ field: 'level', min: 1, max: 30 })
    expect(levelProblem(cat, { level: 'max', plusLevel: 11 })).toEqual({ field: 'plusLevel', min: 0, max: 10 })
    expect(levelProblem(cat, { level: 40, plusLevel: undefined })).toBeNull()
  })
})

describe('the lenient codec (page URLs)', () => {
  it('drops each bad field on its own and keeps the good ones', () => {
    const search = settingsSearchSchema.parse({ level: 'abc', talents: [1, 'x'], target: 'dragon', attackTreasure: 9000, hpTreasure: 100, mode: 'max' })
    expect(search).toEqual({ hpTreasure: 100, mode: 'max' })
    expect(settingsFromSearch(search)).toEqual({ ...defaultSettings, hpTreasure: 100, mode: 'max' })
  })

  it('reads targets as text: presets, traits and game enemies', () => {
    expect(settingsFromSearch(settingsSearchSchema.parse({ target: 'enemy-147' })).target).toEqual({ enemyId: 147 })
    expect(settingsFromSearch(settingsSearchSchema.parse({ target: 'red' })).target).toBe('red')
    expect(searchFromSettings({ ...defaultSettings, target: { enemyId: 147 } }).target).toBe('enemy-147')
  })

  it('writes every default as the value the router strips', () => {
    const written = searchFromSettings(defaultSettings)
    for (const [key, value] of Object.entries(SETTINGS_SEARCH_DEFAULTS)) expect(written[key as keyof typeof written], key).toEqual(value)
  })

  it('puts settings in one form per cat: reachable levels, talents all at max read as max', () => {
    expect(canonicalSettings(cat, { ...defaultSettings, level: 99, plusLevel: 99, talents: [10, 1] })).toMatchObject({
      level: 'max',
      plusLevel: undefined,
      talents: 'max',
    })
    expect(canonicalSettings(cat, { ...defaultSettings, level: 25, talents: [0, 0] })).toMatchObject({ level: 25, plusLevel: undefined, talents: 'off' })
    expect(canonicalSettings(cat, { ...defaultSettings, level: 'max', plusLevel: 3, talents: [4, 7, 9] })).toMatchObject({
      level: 30,
      plusLevel: 3,
      talents: [4, 1],
    })
  })
})

describe('the strict codec (API and CLI)', () => {
  it('reads the query fields, plus as the plus level and talents none as off', () => {
    const result = settingsFromRequest({ level: '20', plus: '5', talents: 'none', target: 'enemy-3', strengthen: 'off', mode: 'max', hpTreasure: '0' })
    expect(result).toEqual({
      ok: true,
      settings: { ...defaultSettings, level: 20, plusLevel: 5, talents: 'off', target: { enemyId: 3 }, strengthen: false, mode: 'max', hpTreasure: 0 },
    })
  })

  it('refuses a bad value with the field and what it allows, and an unknown field', () => {
    const result = settingsFromRequest({ level: 'abc', researchLevel: '31', junk: '1' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems).toEqual([
      "level: must be 'max' or a whole number from 1 to 999",
      'researchLevel: must be a whole number from 1 to 30',
      expect.stringMatching(/^junk: not a setting \(known: level, plus, talents/),
    ])
  })

  it("refuses a level the cat cannot reach in the API's words", () => {
    expect(requestLevelProblem(cat, { ...defaultSettings, level: 41 })).toBe('level must be between 1 and 40 for this unit')
    expect(requestLevelProblem(cat, { ...defaultSettings, level: 30, plusLevel: 11 })).toBe('plus must be between 0 and 10 for this unit')
  })
})

describe('orbs in the codecs', () => {
  it('URL: keeps a valid orb list, drops a malformed one, and writes trailing empty slots away', () => {
    expect(settingsFromSearch(settingsSearchSchema.parse({ orbs: ['attack-red-S'] })).orbs).toEqual(['attack-red-S'])
    expect(settingsFromSearch(settingsSearchSchema.parse({ orbs: ['attack-red-Z'] })).orbs).toBe('none')
    expect(settingsFromSearch(settingsSearchSchema.parse({ orbs: 'best' })).orbs).toBe('best')
    expect(canonicalSettings(cat, { ...defaultSettings, orbs: ['none', 'defense-red-A', 'none'].slice(0, 2) }).orbs).toEqual(['none', 'defense-red-A'])
    expect(canonicalSettings(cat, { ...defaultSettings, orbs: ['attack-red-S', 'none'] }).orbs).toEqual(['attack-red-S'])
    expect(canonicalSettings(cat, { ...defaultSettings, orbs: ['none'] }).orbs).toBe('none')
  })

  it('API: orbs=none|best|a comma list, anything else refused with what it allows', () => {
    expect(settingsFromRequest({ orbs: 'attack-red-S,strong-aku-D' })).toEqual({
      ok: true,
      settings: { ...defaultSettings, orbs: ['attack-red-S', 'strong-aku-D'] },
    })
    expect(settingsFromRequest({ orbs: 'best' })).toEqual({ ok: true, settings: { ...defaultSettings, orbs: 'best' } })
    const bad = settingsFromRequest({ orbs: 'attack-red-S,attack-red-S,attack-red-S' })
    expect(bad.ok ? [] : bad.problems).toEqual([expect.stringMatching(/^orbs: must be 'none', 'best', or up to 2 orbs kind-trait-grade/)])
  })

  it('a saved cat keeps its orbs at its levels, and none at "max"', () => {
    const settingsOfSavedCat = (saved: SavedLevels, levelMode: SavedLevelMode) => rosterSettings({ saved: { cat, levels: saved, levelMode } })
    expect(settingsOfSavedCat({ level: 25, plusLevel: 3, talentLevels: [], orbs: ['attack-red-S'] }, 'your-levels').orbs).toEqual(['attack-red-S'])
    expect(settingsOfSavedCat({ level: 25, plusLevel: 3, talentLevels: [], orbs: ['attack-red-S'] }, 'max').orbs).toBe('none')
    expect(savedLevelsOf(cat, { ...defaultSettings, orbs: ['attack-red-S'] }).orbs).toEqual(['attack-red-S'])
  })
})

describe('saved cats', () => {
  it('maps a saved cat to settings and back', () => {
    const settingsOfSavedCat = (saved: SavedLevels, levelMode: SavedLevelMode) => rosterSettings({ saved: { cat, levels: saved, levelMode } })
    const settings = settingsOfSavedCat({ level: 25, plusLevel: 3, talentLevels: [4] }, 'your-levels')
    expect(settings).toEqual({ ...defaultSettings, level: 25, plusLevel: 3, talents: [4, 0] })
    expect(savedLevelsOf(cat, settings)).toEqual({ level: 25, plusLevel: 3, talentLevels: [4, 0], orbs: [] })
    expect(settingsOfSavedCat({ level: 25, plusLevel: 3, talentLevels: [4] }, 'max')).toEqual(defaultSettings)
  })
})
