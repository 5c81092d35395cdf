import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { ICON_SPRITE, SPRITE_ICON_NAMES } from '../../icons/icon-sprite.ts'
import { afterAll, describe, expect, it } from 'vitest'
import { defaultGameDataDir, readEnemyFiles, readGameDataFiles, runImport } from '../../../scripts/import-data.ts'
import { abilityIconUrl, unitIconUrl, unknownUnitIconUrl } from '../../icons/icons.ts'
import { importGameData } from './import-game-data.ts'
import { importEnemies } from './enemies.ts'
import { formatImportReport } from './import-report.ts'
import { dataSet as dataSetSchema } from './model.ts'
import { GameDataError } from './game-data-error.ts'

const gameDataDir = defaultGameDataDir()
const files = readGameDataFiles(gameDataDir)
const { dataSet, report } = importGameData(files, '2026-01-01T00:00:00.000Z')
const temporaryDirs: string[] = []

function temporaryDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcc-import-'))
  temporaryDirs.push(dir)
  return dir
}

afterAll(() => {
  for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true })
})

describe('the data set', () => {
  // SOURCE.md: 1861 forms of 737 cats have an English name. Listed are those less 16 conjured spirits
  // (their own cats, one form each) and the two forms of the dummy cat 673: 1861 − 16 − 2 = 1843 forms
  // of 737 − 16 − 1 = 720 cats.
  it('lists 1843 forms of 720 cats, out of 2075 real forms of 837 cat ids', () => {
    expect(dataSet.cats.length).toBe(720)
    expect(dataSet.cats.reduce((sum, cat) => sum + cat.forms.length, 0)).toBe(1843)
    expect(report.counts).toMatchObject({ catIds: 837, cats: 720, forms: 2075, formsByIndex: [837, 819, 401, 18], namedForms: 1843 })
    expect(report.extraUnitLines).toBe(2490 - 2075)
  })

  it('is version 15.0.1, region en, and valid against the model', () => {
    expect(dataSet.version).toBe('15.0.1')
    expect(dataSet.region).toBe('en')
    expect(dataSetSchema.safeParse(dataSet).success).toBe(true)
  })

  it('has the named forms per rarity that SOURCE.md measured, less the hidden ones', () => {
    const byRarity = [0, 0, 0, 0, 0, 0]
    for (const cat of dataSet.cats) byRarity[cat.rarity] = (byRarity[cat.rarity] ?? 0) + cat.forms.length
    // SOURCE.md: [30, 341, 400, 274, 777, 39]; hidden: cat 673 (rare, 2 forms), 13 uber and 3 legend spirits
    expect(byRarity).toEqual([30, 341 - 2, 400, 274, 777 - 13, 39 - 3])
  })

  it('gives each summoner its spirit and lists no spirit', () => {
    const soractes = dataSet.cats.find((cat) => cat.id === 728)
    // unit729.csv col 110 = 729; unit730.csv: HP 100, one 2700 hit; Unit_Explanation730_en.csv "730_1|Spirit: Weakens enemies."
    expect(soractes?.spirit).toMatchObject({ id: 729, description: 'Spirit: Weakens enemies.', form: { hp: 100, hits: [{ damage: 2700 }] } })
    const spiritIds = new Set(dataSet.cats.flatMap((cat) => (cat.spirit ? [cat.spirit.id] : [])))
    expect(spiritIds.size).toBe(17)
    expect(dataSet.cats.some((cat) => spiritIds.has(cat.id))).toBe(false)
  })

  it('takes rarity, levels and curve from unitbuy.csv / unitlevel.csv', () => {
    // unitbuy.csv line 1 (Cat): 13:0 23:19001 24:0 50:20 51:90 — unitlevel.csv line 1: 20 ×6, then 10 ×14
    const cat = dataSet.cats[0]
    expect(cat).toMatchObject({ id: 0, rarity: 0, maxBaseLevel: 20, maxPlusLevel: 90 })
    expect(cat?.levelCurve).toEqual([20, 20, 20, 20, 20, 20, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10])
    expect(cat?.forms.map((form) => form.name)).toEqual(['Cat', 'Macho Cat', 'Mohawk Cat'])
    // line 26 (Bahamut Cat): 13:1 23:18026 24:0 50:50 51:0 — unitlevel.csv line 26: 20,20,20 then 10 ×17
    const bahamut = dataSet.cats.find((candidate) => candidate.id === 25)
    expect(bahamut).toMatchObject({ rarity: 1, maxBaseLevel: 50, maxPlusLevel: 0 })
    expect(bahamut?.levelCurve).toEqual([20, 20, 20, ...Array.from({ length: 17 }, () => 10)])
    // line 44 (Cat Machine): 13:4 50:60 51:70
    expect(dataSet.cats.find((candidate) => candidate.id === 43)).toMatchObject({ rarity: 4, maxBaseLevel: 60, maxPlusLevel: 70 })
  })

  it('lists only real forms: Cat has no 4th line, a cat without true form drops its repeated 3rd line', () => {
    // Crazed Moneko (id 418): unit419.csv has 3 lines, unitbuy.csv line 419 col 23 = 0 → 2 forms
    expect(dataSet.cats.find((cat) => cat.id === 418)?.forms.map((form) => form.formIndex)).toEqual([0, 1])
  })

  it('joins the description lines and drops ＠ and empty lines', () => {
    // Unit_Explanation1_en.csv line 2: "Macho Cat|Charm point: muscle definition.|Basic Cat.||"
    expect(dataSet.cats[0]?.forms[1]?.description).toBe('Charm point: muscle definition.\nBasic Cat.')
  })

  it('lists 563 named enemies', () => {
    expect(dataSet.enemies.length).toBe(563)
    expect(report.counts.enemies).toBe(563)
  })
})

describe('the import report', () => {
  it('groups skipped forms by reason with their ids', () => {
    const skipped = Object.fromEntries(report.skippedForms.map((group) => [group.reason, group.ids]))
    expect(skipped['no English name (no resLocal/Unit_Explanation{N}_en.csv file)']).toEqual(
      [823, 831, 832, 833, 834, 835, 836].flatMap((id) => [`${id}-0`, `${id}-1`]),
    )
    // Unit_Explanation206_en.csv is one line of empty fields: form 0 unnamed, form 1 has no line
    expect(skipped['no English name (name empty or ＠)']).toContain('205-0')
    expect(skipped['no English name (no line for this form)']).toContain('205-1')
    expect(skipped["conjured spirit (shown on its summoner's page)"]).toHaveLength(17)
    expect(skipped['no English name (a Japanese name in the English file)']).toEqual(['673-0', '673-1'])
    expect(report.skippedForms.reduce((sum, group) => sum + group.ids.length, 0)).toBe(2075 - 1843)
    expect(report.catsWithoutForms.length).toBe(837 - 720)
  })

  it('knows the backswing of every listed form (the anti-cheat dummy 673 is not listed)', () => {
    expect(report.backswing).toEqual({ known: 1843, unknown: [] })
  })

  it('has no warning about names: spirits and the dummy are hidden, shared names told apart', () => {
    expect(report.warnings.filter((warning) => /name/i.test(warning))).toEqual([])
    // "Cat Bros" is cat 108 (special) and cat 501 (rare)
    expect(report.renamedForms).toEqual(['108-0: Cat Bros (Special)', '501-0: Cat Bros (Rare)'])
  })

  it('prints counts, skipped groups and ids', () => {
    const text = formatImportReport(report)
    expect(text).toContain('720 listed of 837 cat ids')
    expect(text).toContain('2075 real (837 / 819 / 401 / 18 normal / evolved / true / ultra), 1843 named and listed')
    expect(text).toContain('881 normal, 85 ultra (176 cats)')
    expect(text).toContain('563 listed, 197 placeholder ids skipped')
    expect(text).toContain('no English name (no line for this form): 11')
    expect(text).toContain('823-0 823-1 831-0')
  })

  it('as npm run data prints it: one line for what was skipped, the ids left to the report file', () => {
    const text = formatImportReport(report, { detailsIn: 'data/report.json' })
    expect(text).toContain(`Skipped, as expected: ${2075 - 1843} forms`)
    expect(text).toContain('the ids and reasons are in data/report.json')
    expect(text).not.toContain('823-0 823-1 831-0')
    expect(text).not.toMatch(/^Warning:/m)
    // No line a newcomer reads as a wall of ids.
    for (const line of text.split('\n')) expect(line.length, line).toBeLessThan(300)
  })
})

describe('missing or broken input', () => {
  it('a missing folder fails naming the folder', () => {
    const missing = path.join(temporaryDir(), 'nowhere')
    expect(() => readGameDataFiles(missing)).toThrowError(new GameDataError(`Game data folder (GAME_DATA_DIR) not found: ${missing}`))
  })

  it('a missing file fails naming the file', () => {
    const dir = temporaryDir()
    expect(() => readGameDataFiles(dir)).toThrowError(new GameDataError(`Missing game data file: ${path.join(dir, 'DataLocal/unitbuy.csv')}`))
    fs.mkdirSync(path.join(dir, 'DataLocal'))
    fs.copyFileSync(path.join(gameDataDir, 'DataLocal/unitbuy.csv'), path.join(dir, 'DataLocal/unitbuy.csv'))
    expect(() => readGameDataFiles(dir)).toThrowError(new GameDataError(`Missing game data file: ${path.join(dir, 'DataLocal/unitlevel.csv')}`))
  })

  it('a malformed cell fails naming file, line and column', () => {
    const broken = files.unitBuy.replace(/^0,0,200,/, '0,x,200,')
    expect(() => importGameData({ ...files, unitBuy: broken }, 'now')).toThrowError('DataLocal/unitbuy.csv line 1, column 1: "x" is not an integer')
  })

  it('a value outside the model fails naming the row', () => {
    // rarity (col 13) 9 on Cat's row
    const broken = files.unitBuy.replace(/^((?:[^,]*,){13})0,/, '$19,')
    expect(() => importGameData({ ...files, unitBuy: broken }, 'now')).toThrowError(/^DataLocal\/unitbuy.csv line 1: rarity: /)
  })

  it('the command prints one line and exits with 1 (no stack trace)', () => {
    const missing = path.join(temporaryDir(), 'nowhere')
    const result = spawnSync(process.execPath, ['--experimental-strip-types', 'scripts/import-data.ts'], {
      env: { ...process.env, GAME_DATA_DIR: missing },
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stderr.trim()).toBe(`Game data import failed: Game data folder (GAME_DATA_DIR) not found: ${missing}`)
  })
})

/**
 * A game folder with only the given icons, so a test converts a few icons
 * instead of 2,000. runImport gets the import made above (`importFiles`), not a full one per step:
 * the import itself is tested above, what runImport does around it is tested here.
 */
function gameDataWithIcons(icons: { unit: string[]; ability: string[] }): string {
  const dir = temporaryDir()
  const copy = (relative: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true })
    fs.copyFileSync(path.join(gameDataDir, relative), path.join(dir, relative))
  }
  for (const name of icons.unit) copy(`img/unit_icon/${name}.png`)
  for (const name of icons.ability) copy(`img/ability/${name}.png`)
  return dir
}

const importFiles = () => ({ dataSet, report })
const importEnemyFiles = () => importEnemies(readEnemyFiles(gameDataDir), dataSet.version, dataSet.region, dataSet.generatedAt)

describe('runImport', () => {
  it('writes the data set, report and WebP icons, skips an unchanged re-run and redoes only changed icons', async () => {
    // the compare table's sprite needs its icons; one more icon stands for those outside it
    const gameAbilityIcons = fs.readdirSync(path.join(gameDataDir, 'img/ability')).map((file) => path.basename(file, '.png'))
    const extra = gameAbilityIcons.find((name) => !SPRITE_ICON_NAMES.includes(name))!
    const abilityIcons = [...SPRITE_ICON_NAMES, extra]
    const source = gameDataWithIcons({ unit: ['25_2', '0_0', 'unknown'], ability: abilityIcons })
    const out = temporaryDir()
    const iconDir = path.join(out, 'public/game')
    const options = { gameDataDir: source, dataDir: path.join(out, 'data'), iconDir, importFiles, importEnemyFiles }
    const first = await runImport(options)
    expect(first.upToDate).toBe(false)
    if (first.upToDate) return
    expect(first.icons).toEqual({
      sets: {
        unitSmall: { written: 3, unchanged: 0 },
        unitLarge: { written: 3, unchanged: 0 },
        ability: { written: abilityIcons.length, unchanged: 0 },
        enemy: { written: 0, unchanged: 0 },
      },
      sprite: 'written',
      removed: 0,
    })
    const written = JSON.parse(fs.readFileSync(path.join(out, 'data/dataset.json'), 'utf8')) as unknown
    expect(dataSetSchema.parse(written).cats.length).toBe(720)
    const writtenReport = JSON.parse(fs.readFileSync(path.join(out, 'data/report.json'), 'utf8')) as { counts: { namedForms: number } }
    expect(writtenReport.counts.namedForms).toBe(1843)

    const icon = async (url: string) => {
      const { format, width, height, hasAlpha } = await sharp(path.join(iconDir, url.replace(/^\/game\//, ''))).metadata()
      return { format, width, height, hasAlpha }
    }
    expect(await icon(unitIconUrl(25, 2, 'small'))).toEqual({ format: 'webp', width: 96, height: 96, hasAlpha: true })
    expect(await icon(unitIconUrl(25, 2, 'large'))).toEqual({ format: 'webp', width: 128, height: 128, hasAlpha: true })
    expect(await icon(unknownUnitIconUrl('small'))).toEqual({ format: 'webp', width: 96, height: 96, hasAlpha: true })
    expect(await icon(abilityIconUrl('Explosion'))).toEqual({ format: 'webp', width: 40, height: 40, hasAlpha: true })
    expect(await icon(`/game/${ICON_SPRITE.file}`)).toEqual({
      format: 'webp',
      width: ICON_SPRITE.cell,
      height: SPRITE_ICON_NAMES.length * ICON_SPRITE.cell,
      hasAlpha: true,
    })

    expect(await runImport(options)).toEqual({ upToDate: true })

    const forced = await runImport({ ...options, force: true })
    expect(forced.upToDate ? null : forced.icons).toEqual({
      sets: {
        unitSmall: { written: 0, unchanged: 3 },
        unitLarge: { written: 0, unchanged: 3 },
        ability: { written: 0, unchanged: abilityIcons.length },
        enemy: { written: 0, unchanged: 0 },
      },
      sprite: 'unchanged',
      removed: 0,
    })

    // a changed icon, a dropped one and a PNG left by an older importer
    fs.rmSync(path.join(source, 'img/unit_icon/0_0.png'))
    fs.copyFileSync(path.join(gameDataDir, 'img/unit_icon/25_2.png'), path.join(source, 'img/unit_icon/0_0.png'))
    fs.rmSync(path.join(source, `img/ability/${extra}.png`))
    fs.writeFileSync(path.join(iconDir, 'unit_icon/25_2.png'), 'old')
    const changed = await runImport(options)
    expect(changed.upToDate ? null : changed.icons).toEqual({
      sets: {
        unitSmall: { written: 1, unchanged: 2 },
        unitLarge: { written: 1, unchanged: 2 },
        ability: { written: 0, unchanged: SPRITE_ICON_NAMES.length },
        enemy: { written: 0, unchanged: 0 },
      },
      sprite: 'unchanged',
      removed: 2,
    })
    expect(fs.existsSync(path.join(iconDir, `ability/${extra}.webp`))).toBe(false)
    expect(fs.existsSync(path.join(iconDir, 'unit_icon/25_2.png'))).toBe(false)
    expect(fs.readFileSync(path.join(iconDir, 'unit_icon/128/0_0.webp'))).toEqual(fs.readFileSync(path.join(iconDir, 'unit_icon/128/25_2.webp')))
  })

  it('names the icon when one cannot be converted', async () => {
    const source = gameDataWithIcons({ unit: ['25_2'], ability: ['Explosion'] })
    fs.writeFileSync(path.join(source, 'img/unit_icon/1_0.png'), 'not a picture')
    const out = temporaryDir()
    const importing = runImport({ gameDataDir: source, dataDir: path.join(out, 'data'), iconDir: path.join(out, 'public/game'), importFiles, importEnemyFiles })
    await expect(importing).rejects.toThrowError(GameDataError)
    await expect(importing).rejects.toThrowError(`Icon could not be converted: ${path.join(source, 'img/unit_icon/1_0.png')}`)
  })
})
