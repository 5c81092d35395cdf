import { describe, expect, it } from 'vitest'
import { defaultGameDataDir, readGameDataFiles } from '../../../scripts/import-data.ts'
import { GameDataError } from './game-data-error.ts'
import { ORB_SLOT_LEVEL, parseOrbSlots, parseOrbTypes } from './orbs.ts'

const files = readGameDataFiles(defaultGameDataDir()).orbs!
const types = parseOrbTypes(files)

describe('the orb importer (15.0.1 files)', () => {
  it('reads each orb type once with its five grades and the English wording', () => {
    // equipmentlist.json ID 0–4: content 0, attribute 0, value [100]…[500]; equipment_explonation.tsv line 1 "Attack Up %@: %@ TAB Damage to %@ increased."
    expect(types.find((t) => t.kind === 'attack' && t.trait === 'red')).toEqual({
      content: 0,
      kind: 'attack',
      name: 'Attack Up',
      description: 'Damage to Red increased.',
      trait: 'red',
      values: [[100], [200], [300], [400], [500]],
    })
    // ID 65–69: content 2, value [60,2]…[300,10]
    expect(types.find((t) => t.kind === 'strong' && t.trait === 'aku')?.values).toEqual([
      [60, 2],
      [120, 4],
      [180, 6],
      [240, 8],
      [300, 10],
    ])
    // ID 230: content 10 (Colossus Slayer), no attribute: an ability orb, not counted
    expect(types.find((t) => t.content === 10)).toMatchObject({
      kind: null,
      name: 'Colossus Slayer',
      trait: null,
      values: [
        [105, 95],
        [115, 90],
        [125, 85],
        [140, 80],
        [160, 70],
      ],
    })
  })

  it('knows which traits each kind exists for: metal only for defense', () => {
    const traitsOf = (kind: string) => types.filter((t) => t.kind === kind).map((t) => t.trait)
    expect(traitsOf('defense')).toContain('metal')
    for (const kind of ['attack', 'strong', 'massive', 'tough']) {
      expect(traitsOf(kind).sort()).toEqual(['aku', 'alien', 'angel', 'black', 'floating', 'red', 'relic', 'zombie'])
    }
    // 5 kinds × their traits (8 × 4 + 9) + 20 ability orbs
    expect(types).toHaveLength(41 + 20)
  })

  it('reads slots and the level each opens at', () => {
    const slots = parseOrbSlots(files.slots)
    // "30,1": one slot, always open; "83,2,0,1": two slots, the second from level 60
    expect(slots.get(30)).toEqual([0])
    expect(slots.get(83)).toEqual([0, ORB_SLOT_LEVEL])
    expect(slots.size).toBe(176)
  })

  it('refuses a malformed slot row naming the file and line', () => {
    expect(() => parseOrbSlots('//header\n30,3\n')).toThrowError(new GameDataError('DataLocal/equipmentslot.csv line 2: expected a cat id and 1 or 2 slots'))
    expect(() => parseOrbTypes({ ...files, list: '{' })).toThrowError(new GameDataError('DataLocal/equipmentlist.json: not JSON'))
  })
})
