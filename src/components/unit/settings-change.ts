import type { Settings } from '../../domain/settings/settings.ts'

/**
 * One change made with the unit page's controls. Levels are the base level
 * and plus level the player picks; the page turns them into the engine's
 * `level` ('max' or a number).
 */
export type SettingsChange = Partial<Omit<Settings, 'level' | 'plusLevel'>> & {
  baseLevel?: number
  plusLevel?: number
  /** how treasures are counted; absent = the player's account */
  treasures?: 'maxed'
}
