import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultGameDataDir } from '../../../scripts/import-data.ts'
import { defaultGameDataUpdatesDir } from '../../../scripts/game-data-view.ts'
import { bcuStageNamesFile } from '../../../scripts/import-stages.ts'
import { buildStageIndex, searchStages } from '../stage/stage-index.ts'
import { GameDataError } from './game-data-error.ts'
import { packStageData, parseBcuStageNames, parseStageFile, parseStages, unpackStageData, type Stage, type StageData, type StageEnemyLine } from './stages.ts'

/*
 * Eight named stages of different map kinds, read from the English 15.0.1
 * dump. Each test quotes the raw rows (comments and all-zero filler lines
 * left out) and works the expected values out by hand with the rules in
 * docs/mechanics-notes.md "Stages" (BCU Stage.java): enemy = col 0 − 2,
 * spawn/respawn = cols 2–4 × 2 frames, base-HP trigger col 5, boss col 8,
 * magnification col 9 (EoC: the chapter's), attack magnification col 11 or
 * the magnification; energy = col 0 of the stage's row in the map file.
 */

const dir = defaultGameDataDir()
const FILES = [
  'Map_option.csv',
  'stageRN000_00.csv',
  'MapStageDataN_000.csv',
  'stage00.csv',
  'stageNormal0.csv',
  'stageW04_00.csv',
  'stageNormal1_0.csv',
  'stageZ00_00.csv',
  'stageNormal0_0_Z.csv',
  'stageRNA000_00.csv',
  'MapStageDataNA_000.csv',
  'stageRND000_00.csv',
  'MapStageDataND_000.csv',
  'stageDM000_00.csv',
  'MapStageDataDM_000.csv',
  'stageEX000_00.csv',
  'MapStageDataRE_000.csv',
  'stageG000_00.csv',
  'MapStageDataG_000.csv',
]
const data: StageData = parseStages(
  {
    dataLocal: FILES,
    readDataLocal: (name) => fs.readFileSync(path.join(dir, 'DataLocal', name), 'utf8'),
    readResLocal: (name) => {
      const file = path.join(dir, 'resLocal', name)
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
    },
  },
  '15.0.1',
)

function stage(mapId: string, stageId: number): Stage {
  const found = data.maps.find((map) => map.id === mapId)?.stages.find((candidate) => candidate.stageId === stageId)
  if (!found) throw new Error(`no stage ${mapId}/${stageId}`)
  return found
}

function crowns(mapId: string): number[] | undefined {
  return data.maps.find((map) => map.id === mapId)?.crowns
}

/** An enemy line with the usual defaults: 100% both, not a boss, not the base, trigger 100%. */
function line(enemyId: number, count: number, first: number, min: number, max: number, extra: Partial<StageEnemyLine> = {}): StageEnemyLine {
  return {
    enemyId,
    count,
    firstSpawnFrames: first,
    respawnMinFrames: min,
    respawnMaxFrames: max,
    baseHpPercent: 100,
    hpMagnification: 100,
    attackMagnification: 100,
    boss: false,
    isBase: false,
    ...extra,
  }
}

// "23,0,13500,13500,13500,100,9,9,0,{m}": enemy 21 every 27,000 frames (15 minutes), in most stages.
const timeUp = (magnification: number) => line(21, 0, 27000, 27000, 27000, { hpMagnification: magnification, attackMagnification: magnification })

describe('stages of the English 15.0.1 dump', () => {
  it('Stories of Legend: Earthshaker (N000/0, stageRN000_00.csv)', () => {
    // 0,0,0,0,0,0                      castle line
    // 4200,60000,1,60,0,7,0,0,0,0      length 4200, base HP 60000, limit 7
    // 2,50,0,30,90,100,0,9,0,200       Doge ×50, first 0, respawn 60–180 f, 200%
    // 3,50,0,30,90,100,0,9,0,200       Snache; 4,… Those Guys; 23,… (time-up enemy)
    // MapStageDataN_000.csv row 1: 50,950,33,… → 50 energy; Map_option 0,4,100,150,200,300 → crowns
    const mag = { hpMagnification: 200, attackMagnification: 200 }
    expect(stage('N000', 0)).toEqual({
      mapId: 'N000',
      stageId: 0,
      name: 'Earthshaker',
      label: 'Earthshaker',
      energy: 50,
      baseHp: 60000,
      length: 4200,
      enemyLimit: 7,
      timeLimit: 0,
      noContinues: false,
      enemies: [line(0, 50, 0, 60, 180, mag), line(1, 50, 0, 60, 180, mag), line(2, 50, 0, 60, 180, mag), timeUp(200)],
    })
    expect(crowns('N000')).toEqual([100, 150, 200, 300])
  })

  it('Main chapter: Empire of Cats Korea (EoC1/0 and EoC3/0, stage00.csv, 9 columns)', () => {
    // 3000,500,1,1,0,3,0,0,0           no castle line; length 3000, base HP 500, limit 3
    // 2,1,0,60,80,100,0,9,0            Doge once, first 0, respawn 120–160 f
    // 2,0,300,90,150,100,0,9,0         Doge unlimited from 600 f, respawn 180–300 f
    // 23,0,13500,13500,13500,100,9,9,0
    // stageNormal0.csv row 1 "5,0,3,0,4,-1, //0長崎県" → 5 energy; the name is StageName0_en.csv line 46 (45 − 0): Korea
    const korea = stage('EoC1', 0)
    expect(korea).toMatchObject({ name: 'Korea', energy: 5, baseHp: 500, length: 3000, enemyLimit: 3, noContinues: false })
    expect(korea.enemies).toEqual([line(0, 1, 0, 120, 160), line(0, 0, 600, 180, 300), timeUp(100)])
    // Chapter 3 replays the file at 400%.
    expect(stage('EoC3', 0).enemies.map((enemy) => [enemy.hpMagnification, enemy.attackMagnification])).toEqual([
      [400, 400],
      [400, 400],
      [400, 400],
    ])
  })

  it('Main chapter: Into the Future Japan (ItF1/0, stageW04_00.csv, no castle line)', () => {
    // 4000,4000,1,1,15,5,0,0,0,0
    // 2,0,0,100,300,100,0,8,0,150      Doge, respawn 200–600 f, 150%
    // 3,0,50,100,300,100,0,8,0,150     Snache from 100 f
    // 4,0,150,150,300,100,0,8,0,150    Those Guys from 300 f, respawn 300–600 f
    // 169,1,1,1,1,99,9,9,1,50          enemy 167 once at 2 f when the base is at 99%, boss, 50%
    // 23,0,13500,13500,13500,100,9,9,0,200
    // stageNormal1_0.csv row 1 "30,0,48,… //0沈没日本" → 30 energy; name: StageName1_en.csv line 46: Japan
    const mag = { hpMagnification: 150, attackMagnification: 150 }
    expect(stage('ItF1', 0)).toMatchObject({ name: 'Japan', energy: 30, baseHp: 4000, length: 4000, enemyLimit: 5 })
    expect(stage('ItF1', 0).enemies).toEqual([
      line(0, 0, 0, 200, 600, mag),
      line(1, 0, 100, 200, 600, mag),
      line(2, 0, 300, 300, 600, mag),
      line(167, 1, 2, 2, 2, { baseHpPercent: 99, boss: true, hpMagnification: 50, attackMagnification: 50 }),
      timeUp(200),
    ])
  })

  it('Zombie Outbreak: Korea (Z000/0, stageZ00_00.csv, starts with a byte-order mark)', () => {
    // \uFEFF-1,0,0,0,0,0               castle line
    // 3600,10000,1,1,45,6,0,0,0,0
    // 286,1,0,60,80,100,0,9,0,20       enemy 284 once, respawn 120–160 f, 20%
    // 286,0,100,60,80,100,0,9,0,20     from 200 f
    // 2,0,100,60,80,100,0,9,0,200      Doge at 200%
    // 286,8,0,15,15,50,0,9,0,20        8 of 284 once the base is at 50%, respawn 30 f
    // 23,0,13500,13500,13500,100,9,9,0,100
    // stageNormal0_0_Z.csv row 1 "5,0,3,0,4,100,…" → 5 energy
    const z = { hpMagnification: 20, attackMagnification: 20 }
    expect(stage('Z000', 0)).toMatchObject({ name: 'Korea', energy: 5, baseHp: 10000, length: 3600, enemyLimit: 6 })
    expect(stage('Z000', 0).enemies).toEqual([
      line(284, 1, 0, 120, 160, z),
      line(284, 0, 200, 120, 160, z),
      line(0, 0, 200, 120, 160, { hpMagnification: 200, attackMagnification: 200 }),
      line(284, 8, 0, 30, 30, { ...z, baseHpPercent: 50 }),
      timeUp(100),
    ])
  })

  it('Uncanny Legends: An Ancient Curse (NA000/0, stageRNA000_00.csv, no continues)', () => {
    // 117,1,0,0,0,0                    col 1 = 1: no continues
    // 4000,1200000,1,1,96,20,0,0,0,0
    // 409,0,100,900,1200,100,1,9,0,100 enemy 407 unlimited from 200 f, respawn 1800–2400 f
    // 409,1,400,1,1,100,5,5,0,100 / 409,1,450,… / 409,1,500,… (once each at 800, 900, 1000 f)
    // 409,0,0,750,900,99,1,9,0,100 / 409,15,0,300,300,99,1,9,0,100 (after the base is hit)
    // 408,1,0,1,1,99,0,0,1,100         enemy 406, the boss, once the base is at 99%
    // MapStageDataNA_000.csv row 1: 200,7600,… → 200 energy; Map_option 13000,4,100,150,200,100
    const na = stage('NA000', 0)
    expect(na).toMatchObject({ name: 'An Ancient Curse', energy: 200, baseHp: 1200000, length: 4000, enemyLimit: 20, noContinues: true })
    expect(na.enemies).toEqual([
      line(407, 0, 200, 1800, 2400),
      line(407, 1, 800, 2, 2),
      line(407, 1, 900, 2, 2),
      line(407, 1, 1000, 2, 2),
      line(407, 0, 0, 1500, 1800, { baseHpPercent: 99 }),
      line(407, 15, 0, 600, 600, { baseHpPercent: 99 }),
      line(406, 1, 0, 2, 2, { baseHpPercent: 99, boss: true }),
      timeUp(100),
    ])
    expect(crowns('NA000')).toEqual([100, 150, 200, 100])
  })

  it('Zero Legends: A Whole New World (ND000/0, stageRND000_00.csv, lines without trailing commas)', () => {
    // 20,1,0,0,0,0 / 6200,2000000,1,1,193,3,0,0,0,0
    // 551,1,1,1,1,50,7,8,1,150         enemy 549 (Ragin' Gory) once at 50% base HP, boss, 150%
    // 551,1,1,1,1,25,7,8,0,150         again at 25%
    // 632,1,25,1,1,100,9,9,2,100       enemy 630 at 50 f, boss flag 2 (still a boss)
    // MapStageDataND_000.csv row 1: 200,11400,… → 200 energy
    const nd = stage('ND000', 0)
    expect(nd).toMatchObject({ name: 'A Whole New World', energy: 200, baseHp: 2000000, length: 6200, enemyLimit: 3, noContinues: true })
    expect(nd.enemies.slice(0, 3)).toEqual([
      line(549, 1, 2, 2, 2, { baseHpPercent: 50, boss: true, hpMagnification: 150, attackMagnification: 150 }),
      line(549, 1, 2, 2, 2, { baseHpPercent: 25, hpMagnification: 150, attackMagnification: 150 }),
      line(630, 1, 50, 2, 2, { boss: true }),
    ])
  })

  it('Aku Realms: Korea (DM000/0, stageDM000_00.csv): the base is an enemy', () => {
    // 0,0,0,0,0,0 / 4000,100000,1,1,157,8,576,0,0,0   col 6 = 576: enemy 574 is the base
    // 576,1,1,1,1,100,0,0,0,100        the base line: no base-HP trigger
    // 554,0,100,300,350,100,1,9,0,100  enemy 552 from 200 f, respawn 600–700 f
    // 2,0,200,300,400,100,1,9,0,600    Doge at 600%
    // 554,2,500,50,70,100,1,9,0,100 / 554,0,2000,200,250,100,1,9,0,100 / 23,…,100
    // MapStageDataDM_000.csv row 1: 50,1000,… → 50 energy; name: StageName_DM_en.csv line 1 cell 0: Korea
    expect(stage('DM000', 0)).toMatchObject({ name: 'Korea', energy: 50, baseHp: 100000, length: 4000, enemyLimit: 8 })
    expect(stage('DM000', 0).enemies).toEqual([
      line(574, 1, 2, 2, 2, { baseHpPercent: 0, isBase: true }),
      line(552, 0, 200, 600, 700),
      line(0, 0, 400, 600, 800, { hpMagnification: 600, attackMagnification: 600 }),
      line(552, 2, 1000, 100, 140),
      line(552, 0, 4000, 400, 500),
      timeUp(100),
    ])
  })

  it('Extra stages: Catfruit Jubilee (EX000/0, stageEX000_00.csv, map file MapStageDataRE_000.csv)', () => {
    // 7,0,0,0,0,0 / 4000,444444,1,1,2,8,0,0,0,0
    // 48,1,100,1,1,100,0,9,0,400       enemy 46 once at 200 f, 400%
    // 36,1,1,1,1,99,8,8,1,200          enemy 34 at 99% base HP, boss, 200%
    // MapStageDataRE_000.csv row 1: 0,4000,… → 0 energy; StageName_RE_en.csv line 1 cell 0
    const ex = stage('EX000', 0)
    expect(ex).toMatchObject({ name: 'Catfruit Jubilee', energy: 0, baseHp: 444444, length: 4000, enemyLimit: 8 })
    expect(ex.enemies[0]).toEqual(line(46, 1, 200, 2, 2, { hpMagnification: 400, attackMagnification: 400 }))
    expect(ex.enemies[5]).toEqual(line(34, 1, 2, 2, 2, { baseHpPercent: 99, boss: true, hpMagnification: 200, attackMagnification: 200 }))
  })

  it('Catclaw Championships: Rank-Up Test 1 (G000/0, stageG000_00.csv): base enemy at 30,000%, list ends at an empty line', () => {
    // 0,1,0,0,0,0 / 4200,3000,1,1,1061,20,712,0,0,0,,
    // 712,1,1,1,1,100,0,0,0,30000      enemy 710 is the base, 30000%
    // 2,1,30,1,1,100,4,6,0,100 / 2,8,150,250,300,… / 3,4,450,500,550,… / 4,0,600,450,500,… / 5,1,850,1,1,100,0,0,1,100
    // ",,,,,,,,,,," ends the list
    const g = stage('G000', 0)
    expect(g).toMatchObject({ name: 'Rank-Up Test 1', energy: 0, baseHp: 3000, length: 4200, enemyLimit: 20, noContinues: true })
    expect(g.enemies).toEqual([
      line(710, 1, 2, 2, 2, { baseHpPercent: 0, isBase: true, hpMagnification: 30000, attackMagnification: 30000 }),
      line(0, 1, 60, 2, 2),
      line(0, 8, 300, 500, 600),
      line(1, 4, 900, 1000, 1100),
      line(2, 0, 1200, 900, 1000),
      line(3, 1, 1700, 2, 2, { boss: true }),
    ])
  })
})

describe('stage file rules', () => {
  it('an untimed line with its magnification in the base-HP column is read as BCU swaps it', () => {
    const text = '0,0,0,0,0,0\n4000,1000,1,1,0,5,0,0,0,0\n2,1,0,1,1,300,0,9,0,100\n'
    expect(parseStageFile(text, 'test.csv', 'header').enemies[0]).toMatchObject({ baseHpPercent: 100, hpMagnification: 300, attackMagnification: 300 })
  })

  it('a non-zero column 11 is the attack magnification; 0 means the HP magnification', () => {
    const text = '0,0,0,0,0,0\n4000,1000,1,1,0,5,0,0,0,0\n2,1,0,1,1,100,0,9,0,200,0,700\n3,1,0,1,1,100,0,9,0,200,0,0\n'
    const [first, second] = parseStageFile(text, 'test.csv', 'header').enemies
    expect([first?.hpMagnification, first?.attackMagnification, second?.attackMagnification]).toEqual([200, 700, 200])
  })

  it('fails naming the file when the stage line is too short or not numbers', () => {
    expect(() => parseStageFile('0,0,0,0,0,0\n4000,1000\n', 'stageRS999_00.csv', 'header')).toThrowError(GameDataError)
    expect(() => parseStageFile('0,0,0,0,0,0\n4000,x,1,1,0,5,0\n', 'stageRS999_00.csv', 'header')).toThrowError(
      /stageRS999_00.csv stage line: "x" is not an integer/,
    )
  })

  it('a stage without an English name is labelled by map and number, not dropped', () => {
    // stage52.csv has no name (StageName0_en.csv has "dammy" on line 49 and nothing after).
    const eoc = parseStages(
      { dataLocal: ['stage52.csv'], readDataLocal: (name) => fs.readFileSync(path.join(dir, 'DataLocal', name), 'utf8'), readResLocal: () => null },
      '15.0.1',
    )
    expect(eoc.maps.find((map) => map.id === 'EoC1')?.stages[0]).toMatchObject({ stageId: 52, name: null, label: 'Empire of Cats Chapter 1 stage 53' })
  })

  it('numbers a map without a name from 1, as its stages are numbered', () => {
    // stageRN000_00.csv is the first stage of the first map of Stories of Legend (map number 0 in the file name).
    // Read without BCU's names (no update layers): the map has no English name.
    const sol = data.maps.find((map) => map.id === 'N000')
    expect(sol).toMatchObject({ number: 0, name: null, label: 'Stories of Legend 1' })
  })

  it('the packed file restores the same data', () => {
    expect(unpackStageData(JSON.parse(JSON.stringify(packStageData(data))))).toEqual(data)
  })
})

/*
 * Map and stage names from BCU's bcu-lang/en-StageName.txt (GAME_DATA_UPDATES_DIR), keyed by BCU's
 * map-kind, map and stage numbers (docs/mechanics-notes.md "Stage and map names"), checked against the
 * game's resLocal StageName files, which win where both name a stage. Lines quoted from the two files.
 */
describe('English map and stage names from BCU', () => {
  const bcuFile = bcuStageNamesFile(defaultGameDataUpdatesDir())
  if (bcuFile === null) throw new Error('bcu-lang/en-StageName.txt not found in GAME_DATA_UPDATES_DIR')
  const bcuText = fs.readFileSync(bcuFile, 'utf8')
  const extra = [
    'stageRN022_02.csv',
    'MapStageDataN_022.csv',
    'stageRS017_00.csv',
    'MapStageDataS_017.csv',
    'stageRA075_00.csv',
    'MapStageDataA_075.csv',
    'stage47.csv',
    'stageSpace09_Invasion_00.csv',
    'stageRS037_00.csv',
    'MapStageDataS_037.csv',
  ]
  const named = parseStages(
    {
      dataLocal: [...FILES, ...extra],
      readDataLocal: (name) => fs.readFileSync(path.join(dir, 'DataLocal', name), 'utf8'),
      readResLocal: (name) => {
        const file = path.join(dir, 'resLocal', name)
        return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
      },
      bcuStageNames: bcuText,
    },
    '15.0.1',
  )
  const mapOf = (id: string) => named.maps.find((map) => map.id === id)
  const stageOf = (id: string, stageId: number) => mapOf(id)?.stages.find((candidate) => candidate.stageId === stageId)

  it('reads the file: a byte-order mark, tabs, kind, map and stage keys padded to three digits', () => {
    // The file starts "\uFEFF000\t\t\tStories of Legend", then "000-000\t\tThe Legend Begins", "000-000-000\tEarthshaker".
    const names = parseBcuStageNames(bcuText)
    expect(names.get('000')).toBe('Stories of Legend')
    expect(names.get('000-000')).toBe('The Legend Begins')
    expect(names.get('000-000-000')).toBe('Earthshaker')
    expect(parseBcuStageNames('\uFEFF0-7\t\tX\r\n4\t\t\r\n\n')).toEqual(new Map([['000-007', 'X']]))
    expect(() => parseBcuStageNames('000\tA\nmap-1\tB\n')).toThrowError(/en-StageName.txt line 2: "map-1" is not/)
  })

  it('Stories of Legend map 0 is "The Legend Begins" (000-000), its first stage Earthshaker (000-000-000)', () => {
    expect(mapOf('N000')).toMatchObject({ kind: 'sol', number: 0, name: 'The Legend Begins', label: 'The Legend Begins' })
    expect(stageOf('N000', 0)).toMatchObject({ name: 'Earthshaker', label: 'Earthshaker' })
  })

  it('numbers other kinds as the game does (Map_option series): 001-017, 013-000, 034-000, 037-000, 004-000', () => {
    // "001-017\t\tThe Crazed Cat", "001-017-000\tDark Souls (Insane)"; StageName_RS_en.csv line 18: "Dark Souls (Insane)|＠"
    expect(mapOf('S017')).toMatchObject({ name: 'The Crazed Cat', label: 'The Crazed Cat' })
    expect(stageOf('S017', 0)?.name).toBe('Dark Souls (Insane)')
    expect(mapOf('NA000')?.label).toBe('A New Legend')
    expect(mapOf('ND000')?.label).toBe('Zero Field')
    expect(mapOf('G000')?.label).toBe('Catclaw Championships Rank 1')
    expect(mapOf('EX000')?.label).toBe('Growing Green')
  })

  it("the Aku Realms are map 14 of BCU's main-chapter kind (003-014)", () => {
    // "003-014\t\tThe Aku Realms", "003-014-000\tKorea"; StageName_DM_en.csv line 1 cell 0: Korea
    expect(mapOf('DM000')).toMatchObject({ name: 'The Aku Realms', label: 'The Aku Realms' })
    expect(stageOf('DM000', 0)?.name).toBe('Korea')
  })

  it("the game's own stage name wins where the two disagree", () => {
    // StageName_RN_en.csv line 23: "Feast of Betrayal|Catharsis’ End|Black Premonition|…"; BCU "000-022-002\tDark Premonition".
    expect(stageOf('N022', 2)).toMatchObject({ name: 'Black Premonition', label: 'Black Premonition' })
    expect(mapOf('N022')?.label).toBe('Dead End Night')
    // StageName0_en.csv: stage 47 (line 48) "Moon"; BCU "003-009-047\tMoon Ch.1".
    expect(stageOf('EoC1', 47)?.name).toBe('Moon')
  })

  it("fills stage names the game lacks, and keeps the main chapters' own labels", () => {
    // StageName_RA_en.csv line 76 (map 75) is empty cells; BCU "024-075\t\tEp. 2: The Face of Evil", "024-075-000\tA Noble Evil Lv. 1".
    expect(stageOf('A075', 0)?.name).toBe('A Noble Evil Lv. 1')
    expect(mapOf('A075')).toMatchObject({ name: 'Ep. 2: The Face of Evil', label: 'Ep. 2: The Face of Evil' })
    // The Filibuster Invasion has no game name; BCU "003-011-000\tFilibuster Invasion".
    expect(stageOf('Filibuster', 0)?.name).toBe('Filibuster Invasion')
    // en-StageName.txt has no line 001-037: the map keeps its kind-and-number label.
    expect(mapOf('S037')).toMatchObject({ name: null, label: 'Event stages 38' })
    expect(mapOf('EoC1')).toMatchObject({ name: null, label: 'Empire of Cats Chapter 1' })
    expect(mapOf('ItF1')).toMatchObject({ name: null, label: 'Into the Future Chapter 1' })
  })

  it("stage search finds stages by map name, and by the map's former kind-and-number label", () => {
    const index = buildStageIndex(named)
    const found = (q: string) => searchStages(index, { q }).rows.map((row) => `${row.mapId}/${row.stageId} ${row.label} · ${row.mapLabel}`)
    expect(found('the legend begins')).toEqual(['N000/0 Earthshaker · The Legend Begins'])
    expect(found('crazed')).toEqual(['S017/0 Dark Souls (Insane) · The Crazed Cat'])
    expect(found('stories of legend 1')).toEqual(['N000/0 Earthshaker · The Legend Begins'])
  })

  it('the packed file restores the names', () => {
    expect(unpackStageData(JSON.parse(JSON.stringify(packStageData(named))))).toEqual(named)
  })
})
