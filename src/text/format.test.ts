import { describe, expect, it } from 'vitest'
import { formLabel, formatDecimal, formatDps, formatFrames, formatInteger, formatKillTime, formatSeconds, listInWords } from './format.ts'

describe('formatting', () => {
  it('prints seconds with one decimal when exact, two otherwise', () => {
    expect(formatSeconds(90)).toBe('3.0 s')
    expect(formatSeconds(100)).toBe('3.33 s')
    expect(formatFrames(151)).toBe('5.03 s (151 f)')
  })

  it('groups integers the same way on every machine', () => {
    expect(formatInteger(1234567.6)).toBe('1,234,568')
    expect(formatInteger(Infinity)).toBe('∞')
  })

  it('names form slots and lists', () => {
    expect(formLabel(0)).toBe('Normal Form')
    expect(formLabel(3)).toBe('Ultra Form')
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c')
  })

  it('prints DPS with one decimal below 1,000 and whole above, two significant digits below 1', () => {
    expect(formatDps(1.04)).toBe('1.0')
    expect(formatDps(0.967)).toBe('0.97')
    expect(formatDps(0.45)).toBe('0.45')
    expect(formatDps(999.94)).toBe('999.9')
    expect(formatDps(12345.6)).toBe('12,346')
  })

  it('prints a time to kill with two decimals always, so a column lines up', () => {
    expect(formatKillTime(2)).toBe('2.00 s')
    expect(formatKillTime(1.5)).toBe('1.50 s')
    expect(formatKillTime(1321 / 30)).toBe('44.03 s')
    expect(formatKillTime(1234.5)).toBe('1,234.50 s')
  })

  it('never prints a small value that is not zero as 0', () => {
    expect(formatDps(0.05)).toBe('0.05')
    expect(formatDps(0.0123)).toBe('0.012')
    expect(formatDps(0.1)).toBe('0.1')
    expect(formatDps(0)).toBe('0.0')
    expect(formatInteger(0.05)).toBe('0.05')
    expect(formatInteger(0.967)).toBe('0.97')
    expect(formatInteger(0)).toBe('0')
    expect(formatInteger(3.4)).toBe('3')
    expect(formatDecimal(0.004)).toBe('0.004')
    expect(formatDecimal(0.125)).toBe('0.13')
    expect(formatDecimal(0.00004, 4)).toBe('0.00004')
  })

  it('prints what Intl.NumberFormat prints in en-US, without it', () => {
    // Intl is the reference: the hand-written formatting must not change a digit on screen.
    const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
    const upTo2 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
    const upTo4 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 })
    const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    const twoSignificant = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 })
    const edges = [
      0.5, 1.5, 2.5, 0.125, 1.005, 1.0005, 2.675, 999.95, 999.94, 1000, 1234.5, 0.0996, 0.0004999, 123456789.5, 4.35, 8.345, 33.333333, 1e-7, 1.25e-5,
    ]
    let seed = 7
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    const values = [...edges, ...Array.from({ length: 400 }, (_, i) => Number((random() * 10 ** (i % 9)).toFixed(i % 6)))]
    for (const value of values) {
      for (const signed of [value, -value]) {
        if (signed >= 1 || signed <= -1) expect(formatInteger(signed), String(signed)).toBe(integer.format(Math.round(signed)))
        if (signed >= 1 && signed < 1000) expect(formatDps(signed), String(signed)).toBe(oneDecimal.format(signed))
        if (signed >= 1000) expect(formatDps(signed), String(signed)).toBe(integer.format(signed))
        if (Math.abs(signed) >= 0.01) expect(formatDecimal(signed), String(signed)).toBe(upTo2.format(signed))
        if (Math.abs(signed) >= 0.0001) expect(formatDecimal(signed, 4), String(signed)).toBe(upTo4.format(signed))
        if (signed !== 0 && Math.abs(signed) < 0.01) expect(formatDecimal(signed), String(signed)).toBe(twoSignificant.format(signed))
      }
    }
  })
})
