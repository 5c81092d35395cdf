import { describe, expect, it } from 'vitest'
import { defaultGameDataDir, readGameDataFiles } from '../../../scripts/import-data.ts'
import { readEnemyFiles } from '../../../scripts/import-data.ts'
import { type Enemy as EnemyRecord, parseEnemies, parseEnemyRecords } from './enemies.ts'
import { type Enemy } from './model.ts'

// Raw DataLocal/t_unit.csv lines quoted as "col:value" (zeros left out);
// enemy id k is on line k + 3 (two placeholder lines first), its name on
// line k + 1 of resLocal/Enemyname.tsv.
const files = readGameDataFiles(defaultGameDataDir())
const { enemies, placeholderIds } = parseEnemies(files.enemyStats, files.enemyNames)

function enemy(id: number): Enemy {
  const found = enemies.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`enemy ${id} is not listed`)
  return found
}

describe('enemies', () => {
  it('Doge (id 0) is the first data line after the two placeholders', () => {
    // line 3: 0:90 1:3 2:5 3:8 4:20 5:110 6:15 8:320 12:8 16:1 50:-1 51:-1 53:-1 59:1
    expect(enemy(0)).toEqual({ id: 0, name: 'Doge', hp: 90, traits: ['traitless'], specialType: null, witch: false, eva: false, base: false })
  })

  it("Ragin' Gory (id 549) is a behemoth (col 101)", () => {
    // line 552: 0:321234 … 14:1 40:1 … 101:1
    expect(enemy(549)).toEqual({
      id: 549,
      name: "Ragin' Gory",
      hp: 321234,
      traits: ['black'],
      specialType: 'behemoth',
      witch: false,
      eva: false,
      base: false,
    })
  })

  it('Baron Seal (id 499) is a colossus (col 94)', () => {
    // line 502: 0:15000 … 10:1 … 94:1
    expect(enemy(499)).toMatchObject({ name: 'Baron Seal', hp: 15000, traits: ['red'], specialType: 'colossus' })
  })

  it('Sage of Mind Soractes (id 677) is a sage (col 104)', () => {
    // line 680: 0:4000000 … 13:1 … 104:1
    expect(enemy(677)).toMatchObject({ name: 'Sage of Mind Soractes', hp: 4000000, traits: ['floating'], specialType: 'sage' })
  })

  it('The Rose Garden Witch (id 273) is a witch (col 48); The 4th Angel (id 392) is an Eva angel (col 71)', () => {
    // line 276: 0:150000 … 48:1 — line 395: 0:120000 … 71:1
    expect(enemy(273)).toMatchObject({ hp: 150000, traits: [], specialType: null, witch: true, eva: false })
    expect(enemy(392)).toMatchObject({ hp: 120000, traits: [], witch: false, eva: true })
  })

  it('traits: aku (col 93), relic (col 72), red + floating, black, metal, angel, alien, zombie', () => {
    // Aku Doge line 555: 93:1 — Relic Doge line 410: 72:1 (name has a trailing space) — Shy Boy line 20: 10:1 13:1
    // Assassin Bear line 19: 14:1 — Metal Hippoe line 50: 15:1 — Divine Cyclone line 115: 17:1
    // Shibalien line 170: 18:1 — Zoge line 287: 19:1
    expect(enemy(552)).toMatchObject({ name: 'Aku Doge', traits: ['aku'] })
    expect(enemy(407)).toMatchObject({ name: 'Relic Doge', traits: ['relic'] })
    expect(enemy(17)).toMatchObject({ name: 'Shy Boy', traits: ['red', 'floating'] })
    expect(enemy(16).traits).toEqual(['black'])
    expect(enemy(47).traits).toEqual(['metal'])
    expect(enemy(112).traits).toEqual(['angel'])
    expect(enemy(167).traits).toEqual(['alien'])
    expect(enemy(284).traits).toEqual(['zombie'])
  })

  it('skips placeholder ids (ダミー or no name), among them every enemy base (col 49)', () => {
    // id 19 (line 22) and the base id 283 (line 286, 49:1) are named ダミー; ids 750–759 have no name
    expect(placeholderIds).toContain(19)
    expect(placeholderIds).toContain(283)
    expect(placeholderIds).toContain(759)
    expect(enemies.some((candidate) => candidate.base)).toBe(false)
    expect(enemies.length).toBe(563)
    expect(placeholderIds.length).toBe(197)
  })

  it('counts 22 behemoths, 13 colossi and 13 sages (battlecatsinfo enemy.tsv trait bits agree)', () => {
    const count = (type: Enemy['specialType']) => enemies.filter((candidate) => candidate.specialType === type).length
    expect([count('behemoth'), count('colossus'), count('sage')]).toEqual([22, 13, 13])
  })
})

// The full records (data/enemies.json). Columns read as BCU's DataEnemy.fillData
// (battlecatsultimate/BCU_java_util_common battle/data/DataEnemy.java) reads them.
const records = parseEnemyRecords(readEnemyFiles(defaultGameDataDir()))

function record(id: number): EnemyRecord {
  const found = records.enemies.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`enemy ${id} is not listed`)
  return found
}

describe('enemy records', () => {
  it('lists the same 563 enemies as the data set, each a superset of its target', () => {
    expect(records.enemies.map((candidate) => candidate.id)).toEqual(enemies.map((candidate) => candidate.id))
    expect(records.enemies.map(({ id, name, hp, traits, specialType, witch, eva, base }) => ({ id, name, hp, traits, specialType, witch, eva, base }))).toEqual(
      enemies,
    )
  })

  it('Doge: stats, guide text (EnemyPictureBook_en.csv line 1), guide listing and backswing', () => {
    // t_unit.csv line 3: 0:90 1:3 2:5 3:8 4:20 5:110 6:15 8:320 12:8 16:1 59:1
    // EnemyPictureBook_en.csv line 1: %s|A Loving Shiba and Battle Cat's rival.|Trying to enter college this year.|Very thoughtful and sends|birthday gifts to Cat every year.|
    // battlecatsinfo enemy.tsv id 0: time_between_attacks 40, backswing 10, attack_frequency 47 = 8 + max(10, 40 − 1)
    expect(record(0)).toEqual({
      id: 0,
      name: 'Doge',
      description: "A Loving Shiba and Battle Cat's rival. Trying to enter college this year. Very thoughtful and sends birthday gifts to Cat every year.",
      inGuide: true,
      traits: ['traitless'],
      specialType: null,
      witch: false,
      eva: false,
      base: false,
      star: 0,
      hp: 90,
      knockbacks: 3,
      speed: 5,
      range: 110,
      width: 320,
      money: 15,
      timeBetweenAttacks: 20,
      backswing: 10,
      areaAttack: false,
      hits: [{ damage: 8, foreswing: 8, procs: true, area: null }],
      abilities: {},
      immunities: [],
    })
  })

  it('Corporal Weyland (id 365): barrier 2500 (col 64), warp (cols 65–68, distances ÷ 4), long distance (cols 35–36), star 1', () => {
    // line 368: 0:16000 1:6 2:6 3:222 4:60 5:300 6:750 11:1 12:61 18:1 35:300 36:300 59:1 64:2500 65:30 66:40 67:1000 68:1000 69:1
    expect(record(365)).toMatchObject({
      hp: 16000,
      traits: ['alien'],
      star: 1,
      areaAttack: true,
      hits: [{ damage: 222, foreswing: 61, procs: true, area: { start: 300, width: 300 } }],
      abilities: { barrier: { hp: 2500 }, warp: { chance: 30, duration: 40, minDistance: 250, maxDistance: 250 } },
    })
  })

  it('Aku Doge (id 552): aku shield 4500 regenerating 50% (cols 87–88)', () => {
    // line 555: 0:4500 1:3 2:25 3:2200 4:15 5:110 6:200 12:8 59:1 87:4500 88:50 93:1
    expect(record(552)).toMatchObject({ hp: 4500, traits: ['aku'], abilities: { shield: { hp: 4500, regenPercentage: 50 } } })
  })

  it('Zoge (id 284): burrow (cols 43–44 ÷ 4) and revive once after 240 frames at 50% (cols 45–47)', () => {
    // line 287: 0:15000 1:2 2:8 3:1800 4:20 5:100 6:45 11:1 12:8 19:1 43:1 44:2000 45:1 46:240 47:50 59:1
    expect(record(284)).toMatchObject({
      traits: ['zombie'],
      abilities: { burrow: { count: 1, distance: 500 }, revive: { count: 1, time: 240, hpPercentage: 50 } },
    })
  })

  it('Cat God (id 419): three hits (cols 3/55/56, foreswings 12/57/58, effects 59–61), omni strike on all three', () => {
    // line 422: 0:1499999 1:5 2:3 3:999 4:50 5:300 12:90 16:1 20:100 23:100 24:50 35:1000 36:-2000 55:999 56:65999 57:150 58:300 59:1 60:1 69:3
    const omni = { start: 1000, width: -2000 }
    expect(record(419).hits).toEqual([
      { damage: 999, foreswing: 90, procs: true, area: omni },
      { damage: 999, foreswing: 150, procs: true, area: omni },
      { damage: 65999, foreswing: 300, procs: false, area: omni },
    ])
    expect(record(419).abilities).toEqual({ knockback: { chance: 100 }, slow: { chance: 100, duration: 50 } })
  })

  it('survive (col 34), wave immunity (col 37), surge immunity (col 85)', () => {
    expect(record(173).abilities.survive).toEqual({ chance: 100 })
    expect(record(603).abilities.survive).toEqual({ chance: 30 })
    expect(record(126).immunities).toContain('wave')
    expect(record(551).immunities).toContain('surge')
  })

  it('hides placeholders and names the 2 enemies whose backswing battlecatsinfo does not match', () => {
    expect(records.placeholderIds).toEqual(placeholderIds)
    expect(records.backswingUnknown).toEqual([106, 107])
  })
})
