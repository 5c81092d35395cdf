import type { DataSources } from './model.ts'
import type { OrbFiles } from './orbs.ts'

/** Paths of the game files the importer reads, relative to the game-data folder. */
export const GAME_FILE_PATHS = {
  unitBuy: 'DataLocal/unitbuy.csv',
  unitLevel: 'DataLocal/unitlevel.csv',
  skillAcquisition: 'DataLocal/SkillAcquisition.csv',
  skillDescriptions: 'resLocal/SkillDescriptions.csv',
  enemyStats: 'DataLocal/t_unit.csv',
  enemyNames: 'resLocal/Enemyname.tsv',
  enemyPictureBook: 'resLocal/EnemyPictureBook_en.csv',
  enemyDictionary: 'DataLocal/enemy_dictionary_list.csv',
  enemyStatsExtra: 'extra/battlecatsinfo-data/enemy.tsv',
  enemyIcons: 'img/enemy_icon',
  catStats: 'extra/battlecatsinfo-data/catstat.tsv',
  unitIcons: 'img/unit_icon',
  abilityIcons: 'img/ability',
  /** the dump's notes; the main dump names its game version there */
  sourceNotes: 'SOURCE.md',
} as const

/** Per-cat files are numbered from 1: cat id `i` lives in `unit{i+1:03}.csv`. */
export function unitStatsPath(catId: number): string {
  return `DataLocal/unit${String(catId + 1).padStart(3, '0')}.csv`
}

export function unitExplanationPath(catId: number): string {
  return `resLocal/Unit_Explanation${catId + 1}_en.csv`
}

/** The contents of every file the data set is built from (the importer core never touches the file system). */
export interface GameDataFiles {
  /** the game version the dump is from, e.g. "15.0.1" (see gameVersionOf) */
  version: string
  unitBuy: string
  unitLevel: string
  /** index = cat id */
  unitStats: readonly string[]
  /** index = cat id; null = the file does not exist (no English release) */
  unitExplanations: readonly (string | null)[]
  skillAcquisition: string
  /** null = absent (the 14.7.0–15.0.0 history dumps): talents get an empty description */
  skillDescriptions: string | null
  enemyStats: string
  enemyNames: string
  /** null = absent (history dumps carry no extra/ folder): every backswing is unknown */
  catStats: string | null
  /** the talent orb files (orbs.ts); null = absent (the history dumps): no orbs, no slots */
  orbs?: OrbFiles | null
  /** what the update layers add beyond the files (update-layers.ts); absent = the English dump alone */
  updates?: UpdateNotes
}

/** Per-cat facts the update layers carry beside the files themselves. */
export interface UpdateNotes {
  sources: DataSources
  /** cat id → where its unit file came from */
  catSources: ReadonlyMap<number, { layer: string; label: string; version: string }>
  /** cat id → form indexes named by BCU's temporary list */
  temporaryNames: ReadonlyMap<number, readonly number[]>
  /** cat id → tables the importer filled in */
  defaulted: ReadonlyMap<number, readonly string[]>
  /** cat id → real form count (the JSON layer has one row per real form) */
  formCounts: ReadonlyMap<number, number>
}

const VERSION = /^\d+\.\d+\.\d+$/
const SOURCE_VERSION = /English version (\d+\.\d+\.\d+)/

/**
 * The version a dump is from. History dumps are folders named after it
 * (`game-data-history/en/14.7.0`); the main dump says it in its SOURCE.md
 * ("raw game files, English version 15.0.1"). The game files themselves carry
 * no version marker. null = neither says.
 */
export function gameVersionOf(folderName: string, sourceNotes: string | null): string | null {
  if (VERSION.test(folderName)) return folderName
  return (sourceNotes && SOURCE_VERSION.exec(sourceNotes)?.[1]) ?? null
}
