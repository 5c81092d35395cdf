import { z } from 'zod'
import { type Enemy as EnemyTarget, hitArea, type SpecialType, specialType, type Trait, trait } from './model.ts'
import { cell, checkRow, cleanText, parseNumberRows, parseTextLines } from './game-text.ts'
import { GAME_FILE_PATHS } from './game-files.ts'
import { GameDataError } from './game-data-error.ts'

/** t_unit.csv starts with two all-zero placeholder lines: enemy id k is data line k + 2. */
const PLACEHOLDER_LINES = 2
/** Enemyname.tsv marks unused ids with this name ("dummy"). */
const PLACEHOLDER_NAME = 'ダミー'

const enemyRow = z.array(z.number().int()).min(50)

const TRAIT_COLUMNS: readonly (readonly [Trait, number])[] = [
  ['red', 10],
  ['floating', 13],
  ['black', 14],
  ['metal', 15],
  ['angel', 17],
  ['alien', 18],
  ['zombie', 19],
  ['relic', 72],
  ['aku', 93],
  ['traitless', 16],
]

/**
 * Special-type columns. Not in FORMAT.md; found by matching every column
 * against battlecatsinfo's enemy.tsv trait bits (colossus 超生命體, behemoth
 * 超獸, sage 超賢者): each column is non-zero for exactly the enemies carrying
 * that bit, e.g. col 94 Baron Seal / Le'Grim, col 101 Ragin' Gory / Wild
 * Doge, col 104 Sage of Mind Soractes / Dogenstein.
 */
const SPECIAL_TYPE_COLUMNS: readonly (readonly [SpecialType, number])[] = [
  ['behemoth', 101],
  ['colossus', 94],
  ['sage', 104],
]

/* ------------------------------------------------------------------------ */
/* The full enemy record (data/enemies.json, the enemy pages and counters)   */
/* ------------------------------------------------------------------------ */

const chance = z.number().min(0).max(100)
const frames = z.number().int().nonnegative()
/** -1 in the game files = unlimited */
const count = z.number().int().min(-1)

/** One hit of an enemy's attack, as for cats (model.ts `hit`). */
export const enemyHit = z.object({
  /** base damage at 100% attack magnification */
  damage: z.number().int().nonnegative(),
  /** frames from attack start to this hit (cumulative) */
  foreswing: z.number().int().nonnegative(),
  /** whether this hit applies the enemy's effects (columns 59–61) */
  procs: z.boolean(),
  /** long-distance / omni area of this hit; null = normal hit */
  area: hitArea.nullable(),
})
export type EnemyHit = z.infer<typeof enemyHit>

/** Every ability an enemy can have; absent key = it lacks it. Distances are in range units (already ÷ 4). */
export const enemyAbilities = z
  .object({
    knockback: z.object({ chance }),
    freeze: z.object({ chance, duration: frames }),
    slow: z.object({ chance, duration: frames }),
    critical: z.object({ chance }),
    baseDestroyer: z.literal(true),
    wave: z.object({ chance, level: z.number().int().positive(), isMiniWave: z.boolean() }),
    /** the cat's attack becomes `percentage`% */
    weaken: z.object({ chance, duration: frames, percentage: z.number() }),
    /** at or below hpTrigger% HP its attack grows by attackBonus% */
    strengthen: z.object({ hpTrigger: z.number(), attackBonus: z.number() }),
    /** a killing hit leaves it at 1 HP instead, once */
    survive: z.object({ chance }),
    waveBlocker: z.literal(true),
    burrow: z.object({ count, distance: z.number() }),
    /** comes back after `time` frames with hpPercentage% of its HP; count −1 = unlimited */
    revive: z.object({ count, time: frames, hpPercentage: z.number() }),
    kamikaze: z.literal(true),
    /** a barrier takes no damage from hits smaller than hp; one hit ≥ hp breaks it */
    barrier: z.object({ hp: z.number().int().positive() }),
    warp: z.object({ chance, duration: frames, minDistance: z.number(), maxDistance: z.number() }),
    curse: z.object({ chance, duration: frames }),
    savageBlow: z.object({ chance, bonusDamage: z.number() }),
    dodge: z.object({ chance, duration: frames }),
    /** removes percentage% of the cat's max HP */
    toxic: z.object({ chance, percentage: z.number() }),
    surge: z.object({ chance, start: z.number(), width: z.number(), level: z.number().int().positive(), isMiniSurge: z.boolean() }),
    /** aku shield: hp at 100% magnification; regenPercentage% of it comes back after a knockback */
    shield: z.object({ hp: z.number().int().positive(), regenPercentage: z.number() }),
    deathSurge: z.object({ chance, start: z.number(), width: z.number(), level: z.number().int().positive() }),
    counterSurge: z.literal(true),
    explosion: z.object({ chance, start: z.number(), width: z.number() }),
  })
  .partial()
export type EnemyAbilities = z.infer<typeof enemyAbilities>
export type EnemyAbilityKey = keyof EnemyAbilities

export const ENEMY_IMMUNITIES = ['wave', 'surge', 'explosion', 'knockback', 'freeze', 'slow', 'weaken'] as const
export type EnemyImmunity = (typeof ENEMY_IMMUNITIES)[number]

/**
 * An enemy as the enemy pages and the counters engine read it. A superset of
 * the data set's enemy target (model.ts `Enemy`), so it can stand wherever a
 * target is expected. Stats are at 100% magnification (see enemy-stats.ts).
 */
export const enemy = z.object({
  id: z.number().int().nonnegative(),
  name: z.string().min(1),
  /** the enemy guide's text (EnemyPictureBook_en.csv), lines joined; '' = none */
  description: z.string(),
  /** the name is BCU's temporary one (update layers), not the game's English text */
  temporaryName: z.literal(true).optional(),
  /** what its row has that the engine does not count yet (unmodelled.ts) */
  notModelled: z.array(z.string()).optional(),
  /** listed in the game's enemy guide (enemy_dictionary_list.csv) */
  inGuide: z.boolean(),
  traits: z.array(trait),
  specialType: specialType.nullable(),
  witch: z.boolean(),
  eva: z.boolean(),
  base: z.boolean(),
  /** Starred Alien level (col 69), 0 = none */
  star: z.number().int().nonnegative(),
  hp: z.number().int().nonnegative(),
  knockbacks: z.number().int().nonnegative(),
  speed: z.number().int().nonnegative(),
  range: z.number().int(),
  width: z.number().int(),
  /** money the cats earn for it, before treasures */
  money: z.number().int().nonnegative(),
  /** raw column 4, in pair frames (×2 = frames) */
  timeBetweenAttacks: z.number().int().nonnegative(),
  /** frames; null = unknown (the cycle is then approximate) */
  backswing: z.number().int().nonnegative().nullable(),
  areaAttack: z.boolean(),
  hits: z.array(enemyHit).min(1).max(3),
  abilities: enemyAbilities,
  immunities: z.array(z.enum(ENEMY_IMMUNITIES)),
})
export type Enemy = z.infer<typeof enemy>

export const enemyDataSet = z.object({
  version: z.string(),
  region: z.string(),
  generatedAt: z.string(),
  enemies: z.array(enemy),
})
export type EnemyDataSet = z.infer<typeof enemyDataSet>

/** The contents of the files the enemy records are built from; the optional ones are missing from the history dumps. */
export interface EnemyFiles {
  enemyStats: string
  enemyNames: string
  /** resLocal/EnemyPictureBook_en.csv */
  pictureBook: string | null
  /** DataLocal/enemy_dictionary_list.csv */
  dictionary: string | null
  /** battlecatsinfo enemy.tsv (backswing) */
  enemyStatsExtra: string | null
}

export interface ParsedEnemies {
  enemies: Enemy[]
  /** ids with no name or a placeholder name */
  placeholderIds: number[]
  /** listed enemies whose attack cycle has no known backswing */
  backswingUnknown: number[]
}

/** The enemy guide text of each id: `%s|line|line|…` (line k = enemy id k). */
function parsePictureBook(text: string | null): string[] {
  if (text === null) return []
  return parseTextLines(text).map((line) =>
    line
      .split('|')
      .slice(1)
      .map(cleanText)
      .filter((part) => part !== '')
      .join(' '),
  )
}

/** enemy_dictionary_list.csv: `enemyId,scale[,…]`, one guide entry per line. */
function parseDictionary(text: string | null): Set<number> {
  if (text === null) return new Set()
  return new Set(parseNumberRows(text, GAME_FILE_PATHS.enemyDictionary).map((row) => cell(row.cells, 0)))
}

interface EnemyStatRow {
  timeBetweenAttacks: number
  backswing: number
  attackFrequency: number
}

/** battlecatsinfo enemy.tsv (TW/JP 15.5): the only source of enemy backswing, by id. */
function parseEnemyStatsExtra(text: string | null): Map<number, EnemyStatRow> {
  const rows = new Map<number, EnemyStatRow>()
  if (text === null) return rows
  const lines = parseTextLines(text)
  const header = (lines[0] ?? '').split('\t')
  const column = (name: string) => {
    const index = header.indexOf(name)
    if (index < 0) throw new GameDataError(`${GAME_FILE_PATHS.enemyStatsExtra}: header has no column "${name}"`)
    return index
  }
  const [id, tba, backswing, frequency] = ['id', 'time_between_attacks', 'backswing', 'attack_frequency'].map(column) as [number, number, number, number]
  for (const line of lines.slice(1)) {
    const fields = line.split('\t')
    const values = [id, tba, backswing, frequency].map((index) => Number(fields[index]))
    if (!values.every(Number.isInteger)) continue
    rows.set(values[0]!, { timeBetweenAttacks: values[1]!, backswing: values[2]!, attackFrequency: values[3]! })
  }
  return rows
}

/**
 * Backswing taken only when battlecatsinfo's row (a later version) describes
 * the same attack: same time between attacks, and their cycle
 * `last foreswing + max(backswing, tba − 1)` adds up with our foreswings.
 */
function matchEnemyBackswing(row: EnemyStatRow | undefined, hits: readonly EnemyHit[], timeBetweenAttacks: number): number | null {
  if (!row) return null
  const tbaFrames = timeBetweenAttacks * 2
  if (row.timeBetweenAttacks !== tbaFrames || row.backswing < 0) return null
  const lastForeswing = hits[hits.length - 1]?.foreswing ?? 0
  return lastForeswing + Math.max(row.backswing, tbaFrames - 1) === row.attackFrequency ? row.backswing : null
}

/** Long-distance / omni area: start and width in range units; width 0 = a normal hit. */
function areaOf(start: number, width: number) {
  return width === 0 ? null : { start, width }
}

/**
 * Columns read as BCU's DataEnemy.fillData reads them (battlecatsultimate/
 * BCU_java_util_common, battle/data/DataEnemy.java); columns 105–107 (not in
 * BCU's reader) were matched against battlecatsinfo's enemy.tsv: col 106/107
 * = explosion chance and spawn ×4 (Sage of Life Dr. Nova: 100, 1400 → 350),
 * col 105 = immune to explosions (its immunity bit 128 on the same 4 enemies).
 */
function abilitiesOf(c: (index: number) => number): { abilities: EnemyAbilities; immunities: EnemyImmunity[] } {
  const a: EnemyAbilities = {}
  if (c(20) > 0) a.knockback = { chance: c(20) }
  if (c(21) > 0) a.freeze = { chance: c(21), duration: c(22) }
  if (c(23) > 0) a.slow = { chance: c(23), duration: c(24) }
  if (c(25) > 0) a.critical = { chance: c(25) }
  if (c(26) === 1) a.baseDestroyer = true
  if (c(27) > 0) a.wave = { chance: c(27), level: Math.max(1, c(28)), isMiniWave: c(86) === 1 }
  if (c(29) > 0) a.weaken = { chance: c(29), duration: c(30), percentage: c(31) }
  if (c(32) > 0) a.strengthen = { hpTrigger: c(32), attackBonus: c(33) }
  if (c(34) > 0) a.survive = { chance: c(34) }
  if (c(38) === 1) a.waveBlocker = true
  if (c(43) !== 0) a.burrow = { count: c(43), distance: c(44) / 4 }
  if (c(45) !== 0) a.revive = { count: c(45), time: c(46), hpPercentage: c(47) }
  if (c(52) === 2) a.kamikaze = true
  if (c(64) > 0) a.barrier = { hp: c(64) }
  if (c(65) > 0) a.warp = { chance: c(65), duration: c(66), minDistance: c(67) / 4, maxDistance: c(68) / 4 }
  if (c(73) > 0) a.curse = { chance: c(73), duration: c(74) }
  if (c(75) > 0) a.savageBlow = { chance: c(75), bonusDamage: c(76) }
  if (c(77) > 0) a.dodge = { chance: c(77), duration: c(78) }
  if (c(79) > 0) a.toxic = { chance: c(79), percentage: c(80) }
  if (c(81) > 0) a.surge = { chance: c(81), start: c(82) / 4, width: c(83) / 4, level: Math.max(1, c(84)), isMiniSurge: c(102) === 1 }
  if (c(87) > 0) a.shield = { hp: c(87), regenPercentage: c(88) }
  if (c(89) > 0) a.deathSurge = { chance: c(89), start: c(90) / 4, width: c(91) / 4, level: Math.max(1, c(92)) }
  if (c(103) === 1) a.counterSurge = true
  if (c(106) > 0) a.explosion = { chance: c(106), start: c(107) / 4, width: c(108) / 4 }
  const immunities: EnemyImmunity[] = []
  const flags: readonly (readonly [EnemyImmunity, number])[] = [
    ['wave', 37],
    ['surge', 85],
    ['explosion', 105],
    ['knockback', 39],
    ['freeze', 40],
    ['slow', 41],
    ['weaken', 42],
  ]
  for (const [immunity, column] of flags) if (c(column) === 1) immunities.push(immunity)
  return { abilities: a, immunities }
}

function hitsOf(c: (index: number) => number): EnemyHit[] {
  const firstArea = areaOf(c(35), c(36))
  const hits: EnemyHit[] = [{ damage: c(3), foreswing: c(12), procs: c(59) === 1, area: firstArea }]
  // Hits 2 and 3 exist when they deal damage; their own long-distance area when flagged (cols 95–100), else hit 1's.
  for (const [damage, foreswing, procs, ownArea] of [
    [55, 57, 60, 95],
    [56, 58, 61, 98],
  ] as const) {
    if (c(damage) <= 0) break
    hits.push({
      damage: c(damage),
      foreswing: c(foreswing),
      procs: c(procs) === 1,
      area: c(ownArea) === 1 ? areaOf(c(ownArea + 1), c(ownArea + 2)) : firstArea,
    })
  }
  return hits
}

/** Every named enemy with everything the enemy pages and the counters read. */
export function parseEnemyRecords(files: EnemyFiles): ParsedEnemies {
  const file = GAME_FILE_PATHS.enemyStats
  const names = parseTextLines(files.enemyNames).map((line) => cleanText(line.split('\t')[0] ?? ''))
  const descriptions = parsePictureBook(files.pictureBook)
  const guide = parseDictionary(files.dictionary)
  const extra = parseEnemyStatsExtra(files.enemyStatsExtra)
  const enemies: Enemy[] = []
  const placeholderIds: number[] = []
  const backswingUnknown: number[] = []
  parseNumberRows(files.enemyStats, file)
    .slice(PLACEHOLDER_LINES)
    .forEach((row, id) => {
      const cells = checkRow(enemyRow, row.cells, `${file} line ${row.line}`)
      const name = names[id] ?? ''
      if (name === '' || name === PLACEHOLDER_NAME) {
        placeholderIds.push(id)
        return
      }
      const c = (index: number) => cell(cells, index)
      const specialTypes = SPECIAL_TYPE_COLUMNS.filter(([, column]) => c(column) !== 0).map(([type]) => type)
      if (specialTypes.length > 1) {
        throw new GameDataError(`${file} line ${row.line} (enemy ${id}): more than one special type (${specialTypes.join(', ')})`)
      }
      const hits = hitsOf(c)
      const backswing = matchEnemyBackswing(extra.get(id), hits, c(4))
      if (backswing === null) backswingUnknown.push(id)
      const record = checkRow(
        enemy,
        {
          id,
          name,
          description: descriptions[id] ?? '',
          inGuide: guide.has(id),
          traits: TRAIT_COLUMNS.filter(([, column]) => c(column) !== 0).map(([t]) => t),
          specialType: specialTypes[0] ?? null,
          witch: c(48) !== 0,
          eva: c(71) !== 0,
          base: c(49) !== 0,
          star: Math.max(0, c(69)),
          hp: c(0),
          knockbacks: c(1),
          speed: c(2),
          range: c(5),
          width: c(8),
          money: c(6),
          timeBetweenAttacks: c(4),
          backswing,
          areaAttack: c(11) === 1,
          hits,
          ...abilitiesOf(c),
        },
        `${file} line ${row.line} (enemy ${id})`,
      )
      enemies.push(record)
    })
  return { enemies, placeholderIds, backswingUnknown }
}

/** What the calculator's target picker needs of an enemy (the data set's `enemies`). */
export function enemyTarget(record: Enemy): EnemyTarget {
  return {
    id: record.id,
    name: record.name,
    hp: record.hp,
    traits: record.traits,
    specialType: record.specialType,
    witch: record.witch,
    eva: record.eva,
    base: record.base,
  }
}

/** The data set's enemy targets: the same rows and rule, without the detail files. */
export function parseEnemies(statsText: string, namesText: string): { enemies: EnemyTarget[]; placeholderIds: number[] } {
  const { enemies, placeholderIds } = parseEnemyRecords({
    enemyStats: statsText,
    enemyNames: namesText,
    pictureBook: null,
    dictionary: null,
    enemyStatsExtra: null,
  })
  return { enemies: enemies.map(enemyTarget), placeholderIds }
}

/** Builds data/enemies.json's contents. */
export function importEnemies(files: EnemyFiles, version: string, region: string, generatedAt: string): ParsedEnemies & { dataSet: EnemyDataSet } {
  const parsed = parseEnemyRecords(files)
  return { ...parsed, dataSet: { version, region, generatedAt, enemies: parsed.enemies } }
}
