/**
 * Numbers in the en-US form (1,234.5) without Intl: a page's first Intl formatter loads the
 * browser's locale data (tens of milliseconds of main thread on a fresh load), and each
 * `toLocaleString` with options builds a formatter of its own. The domain's texts (a time to
 * kill's steps, a team's reasons) and src/text/format.ts print through this.
 */

/** The shortest decimal form of a finite, non-negative number, moved by `shift` decimal places. */
function shifted(value: number, shift: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e')
  return Number(`${mantissa}e${Number(exponent) + shift}`)
}

/** Rounded half away from zero at `digits` decimals, from its shortest decimal form, as Intl rounds. */
function roundTo(value: number, digits: number): number {
  // Most printed numbers are game integers: nothing to round, and the two string round trips
  // below were a visible part of a page's server render.
  if (Number.isInteger(value)) return value
  const magnitude = shifted(Math.round(shifted(Math.abs(value), digits)), -digits)
  return value < 0 && magnitude !== 0 ? -magnitude : magnitude
}

/** Thousands grouped with commas. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** en-US text of `value` with exactly `minDigits` to `maxDigits` decimals (trailing zeros past the minimum dropped). */
export function decimalText(value: number, maxDigits: number, minDigits = 0): string {
  const rounded = roundTo(value, maxDigits)
  // Past 1e21 toFixed writes an exponent; no game number gets there.
  if (Math.abs(rounded) >= 1e21) return String(rounded)
  let text = Math.abs(rounded).toFixed(maxDigits)
  if (maxDigits > minDigits) {
    const dot = text.indexOf('.')
    let end = text.length
    while (end > dot + 1 + minDigits && text[end - 1] === '0') end--
    if (end === dot + 1) end = dot
    text = text.slice(0, end)
  }
  const dot = text.indexOf('.')
  const whole = dot < 0 ? text : text.slice(0, dot)
  const fraction = dot < 0 ? '' : text.slice(dot)
  return `${rounded < 0 ? '-' : ''}${grouped(whole)}${fraction}`
}
