/** Paths of the game files the importer reads, relative to the game-data folder. */
export const GAME_FILE_PATHS = {
  unitBuy: 'DataLocal/unitbuy.csv',
  unitLevel: 'DataLocal/unitlevel.csv',
  skillAcquisition: 'DataLocal/SkillAcquisition.csv',
  skillDescriptions: 'resLocal/SkillDescriptions.csv',
  enemyStats: 'DataLocal/t_unit.csv',
  enemyNames: 'resLocal/Enemyname.tsv',
  catStats: 'extra/battlecatsinfo-data/catstat.tsv',
  unitIcons: 'img/unit_icon',
  abilityIcons: 'img/ability',
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
  unitBuy: string
  unitLevel: string
  /** index = cat id */
  unitStats: readonly string[]
  /** index = cat id; null = the file does not exist (no English release) */
  unitExplanations: readonly (string | null)[]
  skillAcquisition: string
  skillDescriptions: string
  enemyStats: string
  enemyNames: string
  catStats: string
}
