import { TRAITS } from '../game-data/vocabulary.ts'
import { TARGET_PRESETS, type TargetSetting } from './settings.ts'

/** Targets as text, the way URLs, the API and the CLI name them: a preset, a trait, or enemy-{id}. */
export const TARGET_NAMES = [...TARGET_PRESETS, ...TRAITS] as const
const names: ReadonlySet<string> = new Set(TARGET_NAMES)
const ENEMY_TARGET = /^enemy-(\d{1,5})$/

export function targetFromText(text: string): TargetSetting | null {
  if (names.has(text)) return text as (typeof TARGET_NAMES)[number]
  const enemy = ENEMY_TARGET.exec(text)
  return enemy ? { enemyId: Number(enemy[1]) } : null
}

/** null for a custom target, which has no name */
export function textOfTarget(target: TargetSetting): string | null {
  if (typeof target === 'string') return target
  if ('enemyId' in target) return `enemy-${target.enemyId}`
  return null
}

export function isTargetText(text: string): boolean {
  return targetFromText(text) !== null
}
