import { FRAMES_PER_SECOND } from '../domain/constants.ts'
import { FORM_LABELS } from '../domain/units.ts'
import { decimalText } from '../domain/number-text.ts'

/**
 * How every page prints numbers: integers grouped by thousands, DPS, seconds from frames
 * ("3.0 s", "3.33 s"), range, percentages; and the few words built around them.
 */

// Numbers are printed by hand in the en-US form (1,234.5) rather than with Intl.NumberFormat:
// a page's first Intl formatter loads the browser's locale data, which costs tens of
// milliseconds of main thread on every fresh load (measured 56-223 ms on this machine, busy),
// and the server and the browser must print the same digits for hydration. format.test.ts
// checks these against Intl's en-US output.

/** Two significant digits, for values whose usual digits would print 0. */
function twoSignificant(value: number): string {
  const exponent = Number(Math.abs(value).toExponential().split('e')[1])
  return decimalText(value, Math.max(0, 1 - exponent))
}

/**
 * A value that is not zero but would print as 0 with the usual digits (true DPS
 * 0.05 against a trait the form barely touches) keeps two significant digits:
 * a 0 on screen would tell the player the form does nothing.
 */
function tiny(value: number, below: number): string | null {
  return value !== 0 && Math.abs(value) < below ? twoSignificant(value) : null
}

/** 12,345; a non-zero value below 1 as 0.05, never as 0 */
export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '—'
  return tiny(value, 1) ?? decimalText(Math.round(value), 0)
}

/** DPS: one decimal below 1,000, where it matters; whole numbers above; two significant digits below 1 (0.45, as on a unit page) */
export function formatDps(value: number): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '—'
  return tiny(value, 1) ?? (value < 1000 ? decimalText(value, 1, 1) : decimalText(value, 0))
}

/** 1,234.57: for multipliers and expected values that are not game integers; 0.0012 stays 0.0012 */
export function formatDecimal(value: number, digits: 2 | 4 = 2): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '—'
  return tiny(value, digits === 2 ? 0.01 : 0.0001) ?? decimalText(value, digits)
}

/** frames as seconds: one decimal when that is exact ("3.0 s"), else two ("3.33 s") */
export function formatSeconds(frames: number): string {
  const seconds = frames / FRAMES_PER_SECOND
  const tenths = Math.round(seconds * 10) / 10
  const text = Math.abs(tenths - seconds) < 1e-9 ? seconds.toFixed(1) : seconds.toFixed(2)
  return `${text} s`
}

/** A time to kill, in seconds with two decimals always ("2.00 s", "1.50 s", "44.03 s"), so a column lines up. */
export function formatKillTime(seconds: number): string {
  if (!Number.isFinite(seconds)) return seconds > 0 ? '∞' : '—'
  return `${decimalText(seconds, 2, 2)} s`
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

/**
 * A piece of the address shown back in a not-found view: its first characters, without control
 * characters. The server's HTML cannot carry a NUL (`/stage/N000/%00`): the browser reads it as
 * U+FFFD, and the text the page hydrates with differs from the server's.
 */
export function shownAddressPart(text: string, max: number): string {
  return text.replace(/\p{Cc}/gu, '').slice(0, max)
}
