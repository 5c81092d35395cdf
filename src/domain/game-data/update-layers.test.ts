import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultGameDataDir, openLayeredGameData, readGameDataFiles } from '../../../scripts/import-data.ts'
import { GameDataError } from './game-data-error.ts'
import { importGameData } from './import-game-data.ts'
import {
  commonTextIds,
  describeDataSources,
  keepEnglishRegionColumns,
  orderLayers,
  parseCatsExcerpt,
  parseSkillLevels,
  talentJsonOfRow,
  talentRowOfJson,
  talentRowsOf,
  unitExplanationWithNames,
} from './update-layers.ts'

const baseDir = defaultGameDataDir()
const updatesDir = path.resolve('../shared/game-data-updates')
const read = (file: string) => fs.readFileSync(file, 'utf8')

describe('layers', () => {
  it('apply in version order, the JSON data set after the game files of its version', () => {
    const layers = orderLayers(['updatedbcdata-15.6.0', 'jp-15.5.1', 'names', 'jp-15.10.0', 'jp-15.0.0', 'bcu-lang', 'manifests', 'jp-15.6.0'], '/u')
    expect(layers.map((layer) => layer.name)).toEqual(['jp-15.0.0', 'jp-15.5.1', 'jp-15.6.0', 'updatedbcdata-15.6.0', 'jp-15.10.0'])
  })

  it('a folder of unknown layout stops the import before anything is read', () => {
    expect(() => orderLayers(['jp-15.1.0', 'kr-15.6'], '/u')).toThrowError(
      new GameDataError(
        '/u/kr-15.6: not an update layer this importer knows (expected "jp-X.Y.Z" or "en-X.Y.Z" with the game\'s DataLocal/resLocal/img folders, or "updatedbcdata-X.Y.Z" with cats-excerpt.json); nothing was imported',
      ),
    )
  })

  it('the English region columns win for a cat of the English dump; battle columns come from the layer', () => {
    // unitbuy: col 1 price, 12 currency, 19/51 plus caps, 57 version added (README §2.2, jp-15.0.0)
    const english = `0,50,${'0,'.repeat(10)}1,2,${'0,'.repeat(5)}10,${'0,'.repeat(3)}0${',0'.repeat(27)},50,10${',0'.repeat(5)},100000${',0'.repeat(5)}\n`
    const cells = english.trim().split(',')
    const jp = [...cells]
    jp[1] = '75'
    jp[51] = '20'
    jp[57] = '100100'
    jp[23] = '1' // a true form switched on: battle data, the layer's
    const merged = keepEnglishRegionColumns(english, `${jp.join(',')}\n${jp.join(',')}\n`)
      .trim()
      .split('\n')
    expect(merged[0]!.split(',')).toEqual(cells.map((value, column) => (column === 23 ? '1' : value)))
    // a cat the English dump lacks keeps the layer's row whole
    expect(merged[1]).toBe(jp.join(','))
  })

  it('says what the numbers are built from', () => {
    const layers = [
      { name: 'jp-15.0.0', version: '15.0.0' },
      { name: 'jp-15.5.1', version: '15.5.1' },
      { name: 'updatedbcdata-15.6.0', version: '15.6.0' },
    ]
    expect(describeDataSources('15.6.0', 'en', { base: '15.0.1', layers })).toBe(
      'English 15.0.1 files, JP files 15.0.0–15.5.1, 15.6.0 data set (UpdatedBCData)',
    )
    expect(describeDataSources('15.0.1', 'en', undefined)).toBe('English 15.0.1 files')
  })
})

describe('talents: SkillAcquisition rows ⇄ the JSON layer', () => {
  const skillLevels = parseSkillLevels(read(path.join(baseDir, 'DataLocal/SkillLevel.csv')))
  const rows = [...talentRowsOf(read(path.join(baseDir, 'DataLocal/SkillAcquisition.csv'))).values()]
  const textIds = commonTextIds(rows)

  it("the JSON shape of cats 9, 10 and 11 is README §3.1's rule: typeID, then per slot ability, level (0 as 1), total NP, parameters", () => {
    // FORMAT.md's example row, cat 9, slot A: ability 10, MAXLv 10, params 67/67/5/50, LvID 4 = 50 + 10×4 + 15×5 = 165 NP;
    // slot B: ability 55, MAXLv 1, LvID 6 = 75 NP
    const row9 = rows.find((row) => row[0] === 9)!
    expect(talentJsonOfRow(row9, skillLevels).slice(0, 23)).toEqual([0, 10, 10, 165, 67, 67, 5, 50, 0, 0, 0, 0, 55, 1, 75, 0, 0, 0, 0, 0, 0, 0, 0])
  })

  it('every row of the English dump goes to the JSON shape and back to the same row, given its earlier row', () => {
    expect(rows.length).toBeGreaterThan(170)
    for (const row of rows) {
      const json = talentJsonOfRow(row, skillLevels)
      expect(talentRowOfJson(row[0]!, json, { skillLevels, textIds, earlier: row })).toEqual(row)
    }
  })

  it('without an earlier row, everything but the description line and the name id comes back; those take the usual ones', () => {
    let exact = 0
    for (const row of rows) {
      const rebuilt = talentRowOfJson(row[0]!, talentJsonOfRow(row, skillLevels), { skillLevels, textIds })
      // per slot: textID (offset 10) and nameID (12) are not in the JSON, nor a max level of 1 against 0
      const comparable = (cells: readonly number[]) =>
        cells.map((value, column) => {
          if (column < 2) return value
          const offset = (column - 2) % 14
          if (offset === 10 || offset === 12) return null
          if (offset === 1 && value === 1) return 0
          return value
        })
      expect(comparable(rebuilt)).toEqual(comparable(row))
      if (rebuilt.join() === row.join()) exact++
    }
    // The same row in full for most cats: textID depends on the ability's wording for a few abilities only.
    expect(exact / rows.length).toBeGreaterThan(0.6)
  })

  it("cat 439's 15.6 ultra talents are rebuilt as ultra (slots 6–8) from their cost rows", () => {
    const units = parseCatsExcerpt(read(path.join(updatesDir, 'updatedbcdata-15.6.0/cats-excerpt.json')), 'cats-excerpt.json')
    const earlier = rows.find((row) => row[0] === 439)
    const rebuilt = talentRowOfJson(439, units.get(439)!.talents!, { skillLevels, textIds, earlier })
    const limit = (slot: number) => rebuilt[2 + slot * 14 + 13]
    const levelId = (slot: number) => rebuilt[2 + slot * 14 + 11]
    expect([0, 1, 2, 3, 4].map(limit)).toEqual([0, 0, 0, 0, 0])
    expect([5, 6, 7].map(limit)).toEqual([1, 1, 1])
    // slot 6: 10 levels costing 285 NP in all = SkillLevel row 12 (100 + 4×15 + 5×25); slots 7–8: one level of 150 NP = row 10
    expect([5, 6, 7].map(levelId)).toEqual([12, 10, 10])
  })
})

describe('names for what the English dump leaves unnamed', () => {
  const names = { forms: [null, null, { source: 'bot' as const, name: 'Black Heracrist' }, null], newForms: [2] }

  it("a form a layer adds replaces the English file's copy of the form before, never a name of its own", () => {
    const existing = 'Heracrist|a|\nPerfect Heracrist|b|\nPerfect Heracrist|b|\n'
    expect(unitExplanationWithNames(existing, names, ['', '', 'Line one<br>Line two'], 4)).toEqual({
      text: 'Heracrist|a|\nPerfect Heracrist|b|\nBlack Heracrist|Line one|Line two|\n',
      filled: [2],
    })
    expect(unitExplanationWithNames('A|\nB|\nC|\n', names, undefined, 4)).toBeNull()
  })
})

describe('the layered import', () => {
  const { dataSet, report } = importGameData(readGameDataFiles(openLayeredGameData(baseDir, updatesDir)), '2026-01-01T00:00:00.000Z')
  const cat = (id: number) => dataSet.cats.find((candidate) => candidate.id === id)

  it('lists every cat id 0–875 the tables hold (README §1: stats rows for every id 0–875)', () => {
    expect(report.counts.catIds).toBe(876)
    expect(dataSet.version).toBe('15.6.0')
    for (const id of [837, 850, 861, 866, 871, 872, 873, 874]) expect(cat(id)?.forms.length, String(id)).toBeGreaterThan(0)
  })

  it("takes each cat's numbers from the newest layer and says so", () => {
    // README §2.2: jp-15.5.1 — cat 455's true form: HP 4000 → 5200
    expect(cat(455)?.forms.find((form) => form.formIndex === 2)).toMatchObject({ name: 'Starlight MOMOCO', hp: 5200 })
    expect(cat(455)?.source).toEqual({ layer: 'jp-15.5.1', label: 'JP files 15.5.1', version: '15.5.1' })
    // README §3: 719's true form in the 15.6 data set: HP 5500 → 6050, attack 1800 → 2100
    expect(cat(719)?.forms.find((form) => form.formIndex === 2)).toMatchObject({ hp: 6050 })
    expect(cat(719)?.source?.label).toBe('15.6.0 data set (UpdatedBCData)')
    // a cat the layers leave alone keeps the English files
    expect(cat(25)?.source).toBeUndefined()
  })

  it('keeps the English region columns: Crazed Cat (91) was added in the version the English file says', () => {
    const englishRow = read(path.join(baseDir, 'DataLocal/unitbuy.csv')).split('\n')[91]!.split(',')
    const code = Number(englishRow[57])
    const expected = code > 0 ? `${Math.floor(code / 10000)}.${Math.floor(code / 100) % 100}.${code % 100}` : null
    expect(cat(91)?.addedIn).toBe(expected)
  })

  it('defaults the tables 873–875 lack, and says so', () => {
    expect(cat(873)?.defaulted?.[0]).toMatch(/^level curve, max level and XP costs \(copied from cat \d+, the newest of the same rarity\)$/)
    expect(report.updates?.defaulted.map((entry) => entry.catId)).toEqual(expect.arrayContaining([196, 733, 873, 874]))
  })

  it("marks BCU's temporary names and names Drain immunity as not modelled", () => {
    // names-en.tsv: 471 and 472's true forms have "bot" names only
    expect(cat(471)?.temporaryNames).toEqual([2])
    expect(cat(472)?.temporaryNames).toEqual([2])
    // 823 has no English file at all and no official name in bcu-lang/en-UnitName.txt: BCU's bot names, marked temporary
    expect(cat(823)?.forms.map((form) => form.name)).toEqual(['Manager Cat && Staff Cat', 'Manager Cat && Staff Cat CC'])
    expect(cat(823)?.temporaryNames).toEqual([0, 1])
    // README §3.2: col 117 = 1 on 196's ultra form and 369's true form
    expect(cat(196)?.notModelled).toEqual(['Drain immunity (Catman Forever)'])
  })

  it("agrees with battlecatsinfo's catstat.tsv (JP/TW 15.5.1) on every new or changed form it has, and names the rest", () => {
    // catstat.tsv: one row per form in form order; columns health_point, knockbacks, speed, range, preswing_1, attack_power_1–3
    const rows = new Map<number, string[][]>()
    const lines = read(path.join(baseDir, 'extra/battlecatsinfo-data/catstat.tsv')).trim().split('\n')
    const header = lines[0]!.split('\t')
    const column = (name: string) => header.indexOf(name)
    for (const line of lines.slice(1)) {
      const cells = line.split('\t')
      rows.set(Number(cells[0]), [...(rows.get(Number(cells[0])) ?? []), cells])
    }
    const mismatches: string[] = []
    const absent: string[] = []
    for (const changed of dataSet.cats.filter((candidate) => candidate.source)) {
      for (const form of changed.forms) {
        const row = rows.get(changed.id)?.[form.formIndex]
        if (!row) {
          absent.push(`${changed.id}-${form.formIndex}`)
          continue
        }
        const expected = [row[column('health_point')], row[column('knockbacks')], row[column('speed')], row[column('range')], row[column('preswing_1')]].map(
          Number,
        )
        const attacks = ['attack_power_1', 'attack_power_2', 'attack_power_3'].map((name) => Number(row[column(name)])).filter((damage) => damage > 0)
        const ours = [form.hp, form.knockbacks, form.speed, form.range, form.hits[0]?.foreswing ?? -1]
        if (ours.join() !== expected.join() || form.hits.map((hit) => hit.damage).join() !== attacks.join()) {
          mismatches.push(
            `${changed.id}-${form.formIndex}: ours ${ours.join('/')} ${form.hits.map((hit) => hit.damage).join('+')}, catstat ${expected.join('/')} ${attacks.join('+')}`,
          )
        }
      }
    }
    expect(mismatches).toEqual([])
    // Only what 15.6 adds is absent from catstat (JP/TW 15.5.1): 873–874, 196's ultra form and 733's true form
    // (game-data-updates README §6); 840–849 and 854–860, whose packs are missing, match it from the JSON rows.
    expect(absent.sort()).toEqual(['196-3', '733-2', '873-0', '873-1', '874-0', '874-1'])
  })

  it("rebuilds 439's 15.6 Surge Attack talent from the JSON layer with the game's quarter-range parameters", () => {
    // cats-excerpt.json 439 talents slot 6: ability 56, 10 levels, 285 NP, chance 5–50, level 1, start 1600, width 1200 (÷ 4 = range units)
    const surge = cat(439)?.talents.find((talent) => talent.name === 'Surge Attack')
    expect(surge).toMatchObject({ ultra: true, maxLevel: 10 })
    expect(surge?.params).toEqual([
      { name: 'chance', min: 5, max: 50 },
      { name: 'level', min: 1, max: 1 },
      { name: 'start', min: 400, max: 400 },
      { name: 'width', min: 300, max: 300 },
    ])
  })
})
