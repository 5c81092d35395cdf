import type { LevelMode } from '../../browser-db/schema.ts'
import { formatInteger } from '../../text/format.ts'

export const LEVEL_MODE_LABELS: Record<LevelMode, string> = {
  'your-levels': 'Your levels',
  max: 'Max level',
}

export function catCountLabel(count: number): string {
  return `${formatInteger(count)} ${count === 1 ? 'cat' : 'cats'}`
}
