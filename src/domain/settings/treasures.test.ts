import { describe, expect, it } from 'vitest'
import { ACCOUNT_TREASURE_KEYS, accountSchema, MAXED_TREASURES } from './account.ts'
import { rosterSettings } from './roster.ts'

const account = accountSchema()
import { settingsFromRequest } from './request.ts'
import { searchFromSettings, searchKeepingNamed, settingsFromSearch, settingsSearchSchema, URL_STRIPPED_DEFAULTS } from './search.ts'
import { defaultSettings, NUMBER_SETTING_KEYS, NUMBER_SETTINGS } from './settings.ts'
import { ACCOUNT_ONLY_TREASURE_KEYS, LEGACY_FRUIT_KEYS, TRAIT_TREASURE_KEYS, TREASURE_KINDS } from './treasures.ts'

/** the account page's values as today's site (version 1) stored them in localStorage and wrote them in an export */
const V1 = { version: 1, treasures: { attackTreasure: 250, hpTreasure: 200, fruitTreasure: 120, alienTreasure: 40, researchLevel: 25, cooldownTreasure: 150 } }

describe('every treasure of the game', () => {
  it("has each kind once, with its real maximum: 300% (three chapters of 100%), 100% for a chapter's Mystery Mask, research level 30", () => {
    // treasureData0.csv (Empire of Cats, 11 groups), treasureData1.csv (Into the Future, 11), treasureData2_*.csv (Cats of the Cosmos, 11 a
    // chapter, the Mystery Mask a chapter's own) + the research power-up: 11 + 11 + 10 + 3 masks + 1 = 36
    expect(TREASURE_KINDS).toHaveLength(36)
    expect(new Set(TREASURE_KINDS.map((kind) => kind.key)).size).toBe(36)
    expect(new Set(TREASURE_KINDS.map((kind) => kind.key))).toEqual(new Set(ACCOUNT_TREASURE_KEYS))
    for (const key of ACCOUNT_TREASURE_KEYS) {
      const max = key === 'researchLevel' ? 30 : key.startsWith('mysteryMask') ? 100 : 300
      expect(MAXED_TREASURES[key], key).toBe(max)
    }
    // the calculator's own treasures: exactly the counted ones, each trait its own
    expect(
      TREASURE_KINDS.filter((kind) => kind.counted)
        .map((kind) => kind.key)
        .sort(),
    ).toEqual([...NUMBER_SETTING_KEYS].sort())
    expect(Object.values(TRAIT_TREASURE_KEYS)).toHaveLength(7)
    expect(ACCOUNT_ONLY_TREASURE_KEYS.some((key) => (NUMBER_SETTING_KEYS as string[]).includes(key))).toBe(false)
    // maxed is the product default
    for (const key of NUMBER_SETTING_KEYS) expect(defaultSettings[key], key).toBe(NUMBER_SETTINGS[key].max)
  })
})

describe('old accounts, URLs and queries with one fruit treasure', () => {
  it("reads today's stored account: the fruit treasure on red, floating, black, metal, angel and zombie, the rest as saved, new kinds maxed", () => {
    const read = account.parse(V1)
    expect(read.version).toBe(2)
    expect(read.treasures).toEqual({
      ...MAXED_TREASURES,
      attackTreasure: 250,
      hpTreasure: 200,
      redTreasure: 120,
      floatingTreasure: 120,
      blackTreasure: 120,
      metalTreasure: 120,
      angelTreasure: 120,
      zombieTreasure: 120,
      alienTreasure: 40,
      researchLevel: 25,
      cooldownTreasure: 150,
    })
    // and reads its own output unchanged
    expect(account.parse(read)).toEqual(read)
  })

  it('refuses an account with an unknown field or a value past its maximum', () => {
    expect(account.safeParse({ version: 2, treasures: { ...MAXED_TREASURES, mysteryMask1: 101 } }).success).toBe(false)
    expect(account.safeParse({ version: 2, treasures: { ...MAXED_TREASURES, stellarGarnet: 301 } }).success).toBe(false)
    expect(account.safeParse({ version: 2, treasures: { ...MAXED_TREASURES, godTreasure: 1 } }).success).toBe(false)
    expect(account.safeParse({ version: 3, treasures: MAXED_TREASURES }).success).toBe(false)
  })

  it('a URL with fruitTreasure sets the six fruit traits; a trait named on its own keeps its value; the URL written back names each trait', () => {
    const settings = settingsFromSearch(settingsSearchSchema.parse({ fruitTreasure: 100, blackTreasure: 250 }))
    for (const key of LEGACY_FRUIT_KEYS) expect(settings[key], key).toBe(key === 'blackTreasure' ? 250 : 100)
    expect(settings.alienTreasure).toBe(300)
    const written = searchFromSettings(settings)
    expect(written).not.toHaveProperty('fruitTreasure')
    expect(written.redTreasure).toBe(100)
  })

  it("an old URL's fruit treasure wins over the account's, as any value the URL names", () => {
    const search = settingsSearchSchema.parse({ fruitTreasure: 100 })
    const settings = rosterSettings({
      base: settingsFromSearch(search),
      named: search,
      account: { ...MAXED_TREASURES, redTreasure: 0, alienTreasure: 10 },
      source: 'account',
    })
    expect(settings.redTreasure).toBe(100)
    expect(settings.alienTreasure).toBe(10)
  })

  it('the API and the CLI read fruitTreasure for the six traits, in any order with a trait of its own', () => {
    const result = settingsFromRequest({ redTreasure: '20', fruitTreasure: '70' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.settings.redTreasure).toBe(20)
    expect(result.settings.zombieTreasure).toBe(70)
    expect(result.settings.alienTreasure).toBe(300)
    expect(settingsFromRequest({ fruitTreasure: '301' })).toEqual({ ok: false, problems: ['fruitTreasure: must be a whole number from 0 to 300'] })
  })
})

describe('treasures in a URL, beside an account', () => {
  it('are never stripped as defaults, so a treasure set back to its maximum still overrides the account', () => {
    expect(URL_STRIPPED_DEFAULTS).not.toHaveProperty('attackTreasure')
    expect(URL_STRIPPED_DEFAULTS).not.toHaveProperty('redTreasure')
    expect(URL_STRIPPED_DEFAULTS).not.toHaveProperty('researchLevel')
    expect(URL_STRIPPED_DEFAULTS).toHaveProperty('level', 'max')
    // An account with the sword at 100 %: a URL naming 300 counts 300, one naming nothing counts the account.
    const account = { ...MAXED_TREASURES, attackTreasure: 100 }
    expect(rosterSettings({ base: defaultSettings, named: { attackTreasure: 300 }, account, source: 'account' }).attackTreasure).toBe(300)
    expect(rosterSettings({ base: defaultSettings, account, source: 'account' }).attackTreasure).toBe(100)
  })

  it('are written only where the URL or the change names them (a legacy fruit field naming its six)', () => {
    const all = searchFromSettings(defaultSettings)
    expect(searchKeepingNamed(all, {})).not.toHaveProperty('attackTreasure')
    expect(searchKeepingNamed(all, { attackTreasure: 300 })).toMatchObject({ attackTreasure: 300 })
    const fromFruit = searchKeepingNamed(all, { fruitTreasure: 0, redTreasure: 300 })
    expect(
      Object.keys(fromFruit)
        .filter((key) => key.endsWith('Treasure'))
        .sort(),
    ).toEqual(['angelTreasure', 'blackTreasure', 'floatingTreasure', 'metalTreasure', 'redTreasure', 'zombieTreasure'])
  })
})
