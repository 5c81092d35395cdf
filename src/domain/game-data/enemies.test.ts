import { describe, expect, it } from 'vitest'
import { defaultGameDataDir, readGameDataFiles } from '../../../scripts/import-data.ts'
import { parseEnemies } from './enemies.ts'
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
