import { describe, expect, it } from 'vitest'
import { fixed, makeCat, makeForm, makeTalent } from '../stats/fixtures.ts'
import { prepareCat } from '../stats/prepare.ts'
import { MAXED_TREASURES } from './account.ts'
import { rosterForm, rosterSettings, savedCatLinkSearch } from './roster.ts'
import { defaultSettings } from './settings.ts'

// A cat of max level 30 + 10 with forms 0, 1 and 2, and two talents of max level 10 and 1.
const forms = [0, 1, 2].map((formIndex) => makeForm({ catId: 900, formIndex, name: `Form ${formIndex}` }))
const cat = makeCat(forms, {
  maxBaseLevel: 30,
  maxPlusLevel: 10,
  talents: [makeTalent({ type: 'statBoost', stat: 'hp' }, [fixed('percentage', 8)]), makeTalent({ type: 'immunity', immunityType: 'wave' })],
})
// Every treasure maxed (attack 300 %, research 30…) but the sword at 100 %, no red fruit and research level 10.
const account = { ...MAXED_TREASURES, attackTreasure: 100, redTreasure: 0, researchLevel: 10 }

describe('rosterSettings: one form’s settings for a caller', () => {
  it('counts the account’s treasures in place of the defaults when the source is the account', () => {
    const settings = rosterSettings({ account, source: 'account' })
    expect(settings).toEqual({ ...defaultSettings, attackTreasure: 100, redTreasure: 0, researchLevel: 10 })
    expect(defaultSettings.attackTreasure).toBe(300)
  })

  it('leaves the base’s treasures where the source is maxed, or no account is saved', () => {
    const base = { ...defaultSettings, level: 20 }
    expect(rosterSettings({ base, account, source: 'maxed' })).toBe(base)
    expect(rosterSettings({ base, account: null, source: 'account' })).toBe(base)
  })

  it('keeps a treasure the URL names over the account’s, and takes the account’s for the rest', () => {
    const base = { ...defaultSettings, attackTreasure: 250, hpTreasure: 250 }
    const settings = rosterSettings({ base, named: { attackTreasure: 250 }, account, source: 'account' })
    expect(settings.attackTreasure).toBe(250)
    // the URL did not name the HP treasure: the account's (maxed, 300) wins over the base's 250
    expect(settings.hpTreasure).toBe(300)
    expect(settings.redTreasure).toBe(0)
    // an old fruitTreasure names the six fruit traits (red to zombie), not alien
    const fruit = rosterSettings({ base: { ...defaultSettings, redTreasure: 120 }, named: { fruitTreasure: 120 }, account: { ...account, alienTreasure: 5 } })
    expect(fruit.redTreasure).toBe(120)
    expect(fruit.alienTreasure).toBe(5)
  })

  it('lands a saved cat’s level, plus level, talents and orbs in the settings, with the account’s treasures', () => {
    const saved = { level: 25, plusLevel: 3, talentLevels: [4], orbs: ['attack-red-S'] }
    const settings = rosterSettings({ saved: { cat, levels: saved, levelMode: 'your-levels' }, account })
    // talents in slot order: the first at 4, the second (not saved) off
    expect(settings).toEqual({
      ...defaultSettings,
      level: 25,
      plusLevel: 3,
      talents: [4, 0],
      orbs: ['attack-red-S'],
      attackTreasure: 100,
      redTreasure: 0,
      researchLevel: 10,
    })
  })

  it('caps saved levels and talents above what the cat reaches; no talent saved is every talent at max; empty orb slots go', () => {
    const settings = rosterSettings({
      saved: { cat, levels: { level: 45, plusLevel: 12, talentLevels: [12, 3], orbs: ['defense-red-A', 'none'] }, levelMode: 'your-levels' },
    })
    expect(settings).toMatchObject({ level: 30, plusLevel: 10, talents: [10, 1], orbs: ['defense-red-A'] })
    expect(rosterSettings({ saved: { cat, levels: { level: 1, plusLevel: 0, talentLevels: [] }, levelMode: 'your-levels' } })).toMatchObject({
      talents: [10, 1],
      orbs: 'none',
    })
  })

  it('counts a saved cat at "max" at its full potential, every treasure maxed, unless the caller counts the account', () => {
    const saved = { cat, levels: { level: 25, plusLevel: 3, talentLevels: [4], orbs: ['attack-red-S'] }, levelMode: 'max' as const }
    expect(rosterSettings({ saved, account })).toEqual({ ...defaultSettings, level: 'max', plusLevel: undefined, talents: 'max', orbs: 'none' })
    expect(rosterSettings({ saved, account, source: 'account' }).attackTreasure).toBe(100)
  })

  it('the compare page’s saved list: the cat’s levels and talents over the page’s settings, the page’s orbs, talents switched off stay off', () => {
    const page = { ...defaultSettings, orbs: ['attack-red-S'], attackTreasure: 50 }
    const levels = { level: 25, plusLevel: 3, talentLevels: [4], orbs: ['defense-red-A'] }
    expect(rosterSettings({ base: page, saved: { cat, levels, levelMode: 'your-levels', orbs: 'base' } })).toEqual({
      ...page,
      level: 25,
      plusLevel: 3,
      talents: [4, 0],
    })
    const off = rosterSettings({ base: { ...page, talents: 'off' }, saved: { cat, levels, levelMode: 'your-levels', orbs: 'base' } })
    expect(off.talents).toBe('off')
  })

  it('links a saved cat to its unit page at the numbers its list counts', () => {
    const levels = { level: 25, plusLevel: 3, talentLevels: [4], orbs: ['attack-red-S'] }
    expect(savedCatLinkSearch(cat, levels, 'your-levels')).toEqual({ level: 25, plusLevel: 3, talents: [4, 0], orbs: ['attack-red-S'], treasures: undefined })
    // at "max" every field is at its default, so only the maxed treasures are named
    expect(savedCatLinkSearch(cat, levels, 'max')).toEqual({ treasures: 'maxed' })
  })
})

describe('rosterForm: the form a saved cat is counted at', () => {
  const prepared = prepareCat(makeCat([forms[0]!, forms[1]!], { maxBaseLevel: 30, maxPlusLevel: 10 }))
  it('is its saved form where the data set has it', () => {
    expect(rosterForm(prepared, 1, 'skip')?.form.formIndex).toBe(1)
  })
  it('else its first form, its last, or none, as the caller counts it', () => {
    expect(rosterForm(prepared, 2, 'first')?.form.formIndex).toBe(0)
    expect(rosterForm(prepared, 2, 'last')?.form.formIndex).toBe(1)
    expect(rosterForm(prepared, 2, 'skip')).toBeUndefined()
  })
})
