import type { TreasureSource } from './account.ts'
import type { Settings } from './settings.ts'

/**
 * One change made with a page's settings controls, the unit page's and the compare page's alike:
 * the engine's settings as they are, but the levels as each page picks them (the unit page a base
 * and a plus level; the compare page one level for every cat, 'max' or a total level, or a saved
 * list whose cats keep their own), and how treasures are counted (absent: as they were).
 */
export type SettingsChange = Partial<Omit<Settings, 'level' | 'plusLevel'>> & {
  baseLevel?: number
  plusLevel?: number
  level?: 'max' | number
  levelList?: string
  treasures?: TreasureSource
}
