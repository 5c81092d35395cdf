import { describe, expect, it } from 'vitest'
import { fixed, makeCat, makeForm, makeTalent } from '../../../test/fixtures/forms.ts'
import { prepareCat } from '../stats/prepare.ts'
import { countedTreasures, MAXED_TREASURES } from './account.ts'
import { ENEMY_COUNTERS, rosterCandidates, rosterForm, rosterSettings, savedCatLinkSearch, STAGE_COUNTERS, type RosterCandidate } from './roster.ts'
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

describe('rosterCandidates: what a ranking ranks', () => {
  // Cat 900 (forms 0–2, max 30 + 10, two talents) and cat 901 (form 0 only, max 50 + 0, no talent).
  const prepared = [prepareCat(cat), prepareCat(makeCat([makeForm({ catId: 901, formIndex: 0 })], { id: 901, maxBaseLevel: 50, maxPlusLevel: 0 }))]
  const ids = (candidates: RosterCandidate[]) => candidates.map(({ prepared }) => [prepared.cat.id, prepared.form.formIndex])
  // the eleven treasures and research a ranking counts (countedTreasures), maxed but these four
  const counted = countedTreasures({ ...MAXED_TREASURES, attackTreasure: 100, hpTreasure: 0, redTreasure: 0, researchLevel: 10 })!
  const { attackTreasure, hpTreasure, redTreasure, researchLevel } = counted
  const list = [
    { unitId: 900, formIndex: 1, level: 25, plusLevel: 3, talentLevels: [4], orbs: ['attack-red-S'] },
    // not in the data set
    { unitId: 777, formIndex: 0, level: 10, plusLevel: 0, talentLevels: [] },
    // a form cat 901 does not have
    { unitId: 901, formIndex: 2, level: 12, plusLevel: 0, talentLevels: [] },
  ]

  it('every cat: the stage ranking takes its last form, the enemy counters every form, at max level as numbers', () => {
    const stage = rosterCandidates(prepared, {}, STAGE_COUNTERS)
    expect(ids(stage)).toEqual([
      [900, 2],
      [901, 0],
    ])
    expect(stage.map(({ settings }) => [settings.level, settings.plusLevel])).toEqual([
      [30, 10],
      [50, 0],
    ])
    expect(stage[0]!.settings).toEqual({ ...defaultSettings, level: 30, plusLevel: 10 })
    expect(ids(rosterCandidates(prepared, {}, ENEMY_COUNTERS))).toEqual([
      [900, 0],
      [900, 1],
      [900, 2],
      [901, 0],
    ])
  })

  it('every cat with an account: its counted treasures replace the maxed ones on every candidate', () => {
    for (const candidate of rosterCandidates(prepared, { treasures: counted }, ENEMY_COUNTERS))
      expect(candidate.settings).toMatchObject({ attackTreasure: 100, hpTreasure: 0, redTreasure: 0, researchLevel: 10, floatingTreasure: 300 })
  })

  it('the CLI’s flags: every form at them, each cat capped at the levels it reaches', () => {
    const base = { ...defaultSettings, level: 50, plusLevel: 70, orbs: ['attack-red-S'] }
    const candidates = rosterCandidates(prepared, { base }, ENEMY_COUNTERS)
    expect(candidates.map(({ settings }) => [settings.level, settings.plusLevel, settings.orbs])).toEqual([
      [30, 10, ['attack-red-S']],
      [30, 10, ['attack-red-S']],
      [30, 10, ['attack-red-S']],
      [50, 0, ['attack-red-S']],
    ])
  })

  it('a list: its cats at their saved levels, talents and orbs; a cat the data set lacks is skipped', () => {
    const [listed, ...rest] = rosterCandidates(prepared, { cats: list, treasures: counted }, ENEMY_COUNTERS)
    expect(rest).toEqual([])
    expect(ids([listed!])).toEqual([[900, 1]])
    expect(listed!.settings).toEqual({
      ...defaultSettings,
      level: 25,
      plusLevel: 3,
      talents: [4, 0],
      orbs: ['attack-red-S'],
      attackTreasure,
      hpTreasure,
      redTreasure,
      researchLevel,
    })
    // the row's unit page: the saved numbers, the treasures left to the page (which counts the account)
    expect(listed!.link).toEqual({ level: 25, plusLevel: 3, talents: [4, 0], orbs: ['attack-red-S'] })
  })

  it('a listed form the data set lacks: the stage ranking counts the cat’s last form, the enemy counters leave it out', () => {
    expect(ids(rosterCandidates(prepared, { cats: list }, STAGE_COUNTERS))).toEqual([
      [900, 1],
      [901, 0],
    ])
    expect(ids(rosterCandidates(prepared, { cats: list }, ENEMY_COUNTERS))).toEqual([[900, 1]])
  })

  it('a list at "max": each cat at its full level as numbers and talents at max, the account counted (the stage ranking’s rule)', () => {
    const [first] = rosterCandidates(prepared, { cats: list, levelMode: 'max', treasures: counted }, STAGE_COUNTERS)
    expect(first!.settings).toEqual({
      ...defaultSettings,
      level: 30,
      plusLevel: 10,
      talents: 'max',
      orbs: 'none',
      attackTreasure,
      hpTreasure,
      redTreasure,
      researchLevel,
    })
    // the unit page it opens: every field at its default
    expect(first!.link).toEqual({})
  })
})
