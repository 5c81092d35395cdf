import { describe, expect, it } from 'vitest'
import { GameDataError } from './game-data-error.ts'
import { parseCharaGroups, parseSpecialRules, parseStageOptions, restrictionsOf, stageRuleReader } from './stage-rules.ts'
import { gameMapIdOf } from './stages.ts'
import { describeStageRules, refusal, restrictionsAtCrown, teamSlots } from '../stage/stage-rules.ts'

/*
 * Real rows of the English 15.0.1 DataLocal files, read by hand with the column meanings of
 * docs/mechanics-notes.md "Stage rules" (BCU Limit.java: mapID, star, stageID, rare, num, line,
 * min, max, group; rust-wiki stage_option.rs: star −1 = every crown, stage −1 = every stage,
 * rarity a bit mask, bit 0 Normal … bit 5 Legend Rare).
 */
const STAGE_OPTION = [
  '//mapID,対応★,stageID,レア度制限,出撃制限数,スロット編成数制限,生産コスト制限条件下限,上限,groupID',
  '3006,0,7,0,0,1,0,0,0,',
  '3006,0,13,0,0,0,0,4000,0,',
  '22,3,-1,6,0,0,0,0,0,',
  '2033,-1,-1,0,0,0,0,0,3,',
  '2099,-1,0,0,0,1,0,0,0,',
  '2099,-1,1,0,15,0,0,0,0,',
  '2099,-1,2,13,0,0,0,0,0,',
  '3006,0,3,0,0,0,300,0,0,',
].join('\r\n')
const CHARAGROUP = [
  '//group_id,text_id,group_type,chara_id',
  '2,stage_restriction_charagroup_2,2,289,300',
  '3,stage_restriction_charagroup_3,2,440',
  '9,stage_restriction_charagroup_9,0,0',
  '10,Nyancombo_charagroup_1,3,831,832,833,834,835,836',
].join('\n')
const SPECIAL = JSON.stringify({
  MapID: {
    '36001': { ContentsType: 0, RuleNameLabel: 'SpecialRuleName001', RuleType: { '1': { Parameters: [500] } } },
    '36004': { ContentsType: 0, RuleType: { '5': { Parameters: [100, 100, 100, 50, 100, 100] }, '6': { Parameters: [100, 100, 100, 50, 100, 100] } } },
    '36009': { ContentsType: 0, RuleType: { '9': { Parameters: [1] } } },
  },
})

describe('Stage_option.csv', () => {
  const rows = parseStageOptions(STAGE_OPTION)

  it('reads the nine columns and skips the header comment', () => {
    expect(rows).toHaveLength(8)
    expect(rows[1]).toEqual({ mapId: 3006, crown: 0, stageId: 13, rarityMask: 0, deployLimit: 0, rows: 0, minCost: 0, maxCost: 4000, groupId: 0 })
  })

  it('CotC chapter 1 stage 13: cats of 4,000¢ or less (rust-wiki: Catseye Nebula), at the first crown', () => {
    const { restrictions } = restrictionsOf(
      rows.filter((row) => row.mapId === 3006),
      new Map(),
      13,
    )
    expect(restrictions).toEqual([{ crown: 0, rarities: null, deployLimit: null, rows: null, minCost: null, maxCost: 4000, group: null }])
  })

  it('a stage −1 row holds for every stage of the map; rarity 6 = bits 1 and 2 = Special and Rare at the fourth crown', () => {
    const { restrictions } = restrictionsOf(
      rows.filter((row) => row.mapId === 22),
      new Map(),
      5,
    )
    expect(restrictions).toEqual([{ crown: 3, rarities: [1, 2], deployLimit: null, rows: null, minCost: null, maxCost: null, group: null }])
    expect(restrictionsAtCrown({ restrictions, special: [], unread: [] }, 0)).toEqual([])
    expect(restrictionsAtCrown({ restrictions, special: [], unread: [] }, 3)).toHaveLength(1)
  })

  it('map 2099 gives each stage its own rule: one row, 15 deployed, rarity 13 = Normal, Rare, Super Rare', () => {
    const of = (stageId: number) =>
      restrictionsOf(
        rows.filter((row) => row.mapId === 2099),
        new Map(),
        stageId,
      ).restrictions
    expect(of(0)[0]?.rows).toBe(1)
    expect(teamSlots(of(0))).toBe(5)
    expect(teamSlots(of(1))).toBe(10)
    expect(of(1)[0]?.deployLimit).toBe(15)
    expect(of(2)[0]?.rarities).toEqual([0, 2, 3])
  })

  it('refuses a non-integer cell naming the file and line', () => {
    expect(() => parseStageOptions('//h\n3006,0,x,0,0,0,0,0,0')).toThrow(GameDataError)
    expect(() => parseStageOptions('//h\n3006,0,x,0,0,0,0,0,0')).toThrow('Stage_option.csv line 2')
  })
})

describe('Charagroup.csv', () => {
  const groups = parseCharaGroups(CHARAGROUP)

  it('type 0 = only these cats, type 2 = not these (BCU CharaGroup.allow)', () => {
    const only = restrictionsOf([{ mapId: 1, crown: -1, stageId: -1, rarityMask: 0, deployLimit: 0, rows: 0, minCost: 0, maxCost: 0, groupId: 9 }], groups, 0)
      .restrictions[0]
    expect(only?.group).toEqual({ id: 9, mode: 'only', unitIds: [0] })
    const not = restrictionsOf(
      parseStageOptions(STAGE_OPTION).filter((row) => row.mapId === 2033),
      groups,
      4,
    ).restrictions[0]
    expect(not?.group).toEqual({ id: 3, mode: 'not', unitIds: [440] })
    expect(refusal(not ? [not] : [], { unitId: 440, rarity: 4, cost: 4000 })).toBe('one of the cats this stage bans')
    expect(refusal(only ? [only] : [], { unitId: 0, rarity: 0, cost: 75 })).toBeNull()
    expect(refusal(only ? [only] : [], { unitId: 1, rarity: 0, cost: 150 })).toBe('not one of the cats this stage allows')
  })

  it('a group of another type, or one the file lacks, is said to be unread', () => {
    const row = { mapId: 1, crown: -1, stageId: -1, rarityMask: 0, deployLimit: 0, rows: 0, minCost: 0, maxCost: 0 }
    expect(restrictionsOf([{ ...row, groupId: 10 }], groups, 0).unread).toEqual(['A cat group (10) of a kind the app cannot read (type 3).'])
    expect(restrictionsOf([{ ...row, groupId: 99 }], groups, 0).unread).toEqual(['A cat group (99) that Charagroup.csv does not list.'])
  })
})

describe('SpecialRulesMap.json', () => {
  it('36001: rule 1 = every cooldown 500 frames; 36004: rules 5 and 6 per rarity; rule 9 unread', () => {
    const rules = parseSpecialRules(SPECIAL)
    expect(rules.get(36001)).toEqual([{ kind: 'cooldownEquality', type: 1, parameters: [500] }])
    expect(rules.get(36004)?.map((rule) => rule.kind)).toEqual(['rarityCostOrCooldown', 'rarityCostOrCooldown'])
    const read = stageRuleReader({ stageOption: STAGE_OPTION, charaGroup: CHARAGROUP, specialRules: SPECIAL })
    expect(read(36009, 0).unread).toEqual(['A special rule the app cannot read (rule 9: 1).'])
    expect(describeStageRules(read(36001, 0), 0, String).rules).toEqual(["Special rule: every cat's cooldown is 16.7 s (500 frames)."])
  })
})

describe('the stage page words and the map ids', () => {
  it('CotC 1 stage 3: "Only cats costing 300¢ or more" (rust-wiki: Cat Deploy Cost: Only 300¢ or more)', () => {
    const read = stageRuleReader({ stageOption: STAGE_OPTION, charaGroup: CHARAGROUP, specialRules: SPECIAL })
    expect(gameMapIdOf({ id: 'CotC1', kind: 'main', number: 6 })).toBe(3006)
    expect(describeStageRules(read(3006, 3), 0, String)).toEqual({ rules: ['Only cats costing 300¢ or more.'], unread: [] })
    expect(describeStageRules(read(3006, 7), 0, String).rules).toEqual(['Cats from the first row only.'])
  })

  it('map ids: series × 1000 + map; outbreaks 20–22; the zombie Filibuster has none and says so', () => {
    expect(gameMapIdOf({ id: 'N022', kind: 'sol', number: 22 })).toBe(22)
    expect(gameMapIdOf({ id: 'SR001', kind: 'colosseum', number: 1 })).toBe(36_001)
    expect(gameMapIdOf({ id: 'Z007', kind: 'outbreak', number: 7 })).toBe(22_000)
    expect(gameMapIdOf({ id: 'Z004', kind: 'outbreak', number: 4 })).toBe(21_000)
    expect(gameMapIdOf({ id: 'FilibusterZ', kind: 'filibuster', number: 0 })).toBeNull()
    const read = stageRuleReader({ stageOption: null, charaGroup: CHARAGROUP, specialRules: SPECIAL })
    expect(read(null, 0).unread[0]).toMatch(/no number/)
    expect(read(3006, 3).unread).toEqual(['Stage_option.csv missing from the game files: restrictions from it are not read.'])
  })
})
