import { FRAMES_PER_SECOND } from '../domain/constants.ts'
import { FORM_LABELS } from '../domain/units.ts'

/**
 * How every page prints numbers: integers grouped by thousands, DPS, seconds from frames
 * ("3.0 s", "3.33 s"), range, percentages; and the few words built around them.
 */

// A fixed locale: the server and the browser must print the same digits or hydration fails.
const LOCALE = 'en-US'

const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 })
const upTo2 = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 })
const upTo4 = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 4 })
const oneDecimal = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const twoSignificant = new Intl.NumberFormat(LOCALE, { maximumSignificantDigits: 2 })

/**
 * A value that is not zero but would print as 0 with the usual digits (true DPS
 * 0.05 against a trait the form barely touches) keeps two significant digits:
 * a 0 on screen would tell the player the form does nothing.
 */
function tiny(value: number, below: number): string | null {
  return value !== 0 && Math.abs(value) < below ? twoSignificant.format(value) : null
}

/** 12,345; a non-zero value below 1 as 0.05, never as 0 */
export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '—'
  return tiny(value, 1) ?? integer.format(Math.round(value))
}

/** DPS: one decimal below 1,000, where it matters; whole numbers above; two significant digits below 0.1 */
export function formatDps(value: number): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '—'
  return tiny(value, 0.1) ?? (value < 1000 ? oneDecimal.format(value) : integer.format(value))
}

/** 1,234.57: for multipliers and expected values that are not game integers; 0.0012 stays 0.0012 */
export function formatDecimal(value: number, digits: 2 | 4 = 2): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '—'
  return tiny(value, digits === 2 ? 0.01 : 0.0001) ?? (digits === 2 ? upTo2 : upTo4).format(value)
}

/** frames as seconds: one decimal when that is exact ("3.0 s"), else two ("3.33 s") */
export function formatSeconds(frames: number): string {
  const seconds = frames / FRAMES_PER_SECOND
  const tenths = Math.round(seconds * 10) / 10
  const text = Math.abs(tenths - seconds) < 1e-9 ? seconds.toFixed(1) : seconds.toFixed(2)
  return `${text} s`
}

/** "5.03 s (151 f)": seconds for players, frames for the exact value */
export function formatFrames(frames: number): string {
  return `${formatSeconds(frames)} (${formatInteger(frames)} f)`
}

/** game range units keep their half units (wave reach 332.5) */
export function formatRange(value: number): string {
  return formatDecimal(value, 2)
}

export function formatPercent(value: number): string {
  return `${formatDecimal(value, 2)}%`
}

/** "red, floating and angel" */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/** "True Form": the game's name for a form slot */
export function formLabel(formIndex: number): string {
  return `${FORM_LABELS[formIndex] ?? `Form ${formIndex + 1}`} Form`
}
