import { MAX_KILL_FRAMES, type NoKillReason } from '../domain/enemies/kill-time.ts'
import { FRAMES_PER_SECOND } from '../domain/constants.ts'
import { formatKillTime } from './format.ts'

const LONGEST_FIGHT_SECONDS = MAX_KILL_FRAMES / FRAMES_PER_SECOND

/** A cat that kills, but only after the longest fight the counters follow. Never "cannot", which reads as no damage. */
export const SLOW_KILL_TEXT = '> 10 min'

/**
 * One wording for a time to kill on the enemy, stage and unit pages: the seconds, or why there are
 * none. `seconds` null or infinite means no kill within the fight; a finite time past 10 minutes
 * (the stage's quick count of several enemies is not capped) reads as slow too.
 */
export function killTimeText(seconds: number | null, reason: NoKillReason | null): string {
  if (seconds !== null && Number.isFinite(seconds)) return seconds > LONGEST_FIGHT_SECONDS ? SLOW_KILL_TEXT : formatKillTime(seconds)
  switch (reason) {
    case 'barrier':
      return 'Can’t break barrier'
    case 'revives':
      return 'Keeps reviving'
    case 'noDamage':
      return 'No damage'
    default:
      return SLOW_KILL_TEXT
  }
}
