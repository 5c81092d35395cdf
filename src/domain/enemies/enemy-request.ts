import { COUNTER_SORTS, type CounterSort } from './counter-sort.ts'
import { magnificationOf, MAX_MAGNIFICATION, MIN_MAGNIFICATION, type Magnification } from './enemy-link.ts'

/**
 * The strict codec of the enemy API and CLI: magnifications, and for the
 * counters a limit and a sort. Every problem names the field and what it allows.
 */

export const MAX_COUNTER_LIMIT = 5000
const MAGNIFICATION_ALLOWED = `a whole number of percent from ${MIN_MAGNIFICATION} to ${MAX_MAGNIFICATION.toLocaleString('en-US')}`

function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d{1,12}$/.test(text)) return null
  const value = Number(text)
  return value >= min && value <= max ? value : null
}

export type EnemyRequest =
  { ok: true; magnification: Magnification; limit: number | null; sort: CounterSort; explain: boolean } | { ok: false; problems: string[] }

/** `fields` are the query's; `allowed` the names this route takes (others are refused). */
export function enemyRequest(
  fields: Readonly<Record<string, string | undefined>>,
  allowed: readonly ('magnification' | 'attackMagnification' | 'limit' | 'sort' | 'explain')[],
): EnemyRequest {
  const problems: string[] = []
  let magnification: number | undefined
  let attackMagnification: number | undefined
  let limit: number | null = null
  let sort: CounterSort = 'timeToKill'
  let explain = false
  for (const [name, text] of Object.entries(fields)) {
    if (text === undefined) continue
    if (!(allowed as readonly string[]).includes(name)) {
      problems.push(`${name.slice(0, 30)}: not a parameter (known: ${allowed.join(', ')})`)
      continue
    }
    if (name === 'magnification' || name === 'attackMagnification') {
      const value = wholeNumber(text, MIN_MAGNIFICATION, MAX_MAGNIFICATION)
      if (value === null) problems.push(`${name}: must be ${MAGNIFICATION_ALLOWED}`)
      else if (name === 'magnification') magnification = value
      else attackMagnification = value
    } else if (name === 'limit') {
      const value = wholeNumber(text, 1, MAX_COUNTER_LIMIT)
      if (value === null) problems.push(`limit: must be a whole number from 1 to ${MAX_COUNTER_LIMIT}`)
      else limit = value
    } else if (name === 'explain') {
      if (text === '1' || text === '0') explain = text === '1'
      else problems.push('explain: must be 1 (add each row’s time-to-kill steps) or 0')
    } else {
      if ((COUNTER_SORTS as readonly string[]).includes(text)) sort = text as CounterSort
      else problems.push(`sort: must be one of ${COUNTER_SORTS.join(', ')}`)
    }
  }
  if (problems.length > 0) return { ok: false, problems }
  return { ok: true, magnification: magnificationOf({ magnification, attackMagnification }), limit, sort, explain }
}
