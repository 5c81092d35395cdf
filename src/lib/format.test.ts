import { describe, expect, it } from 'vitest'
import { formLabel, formatDecimal, formatDps, formatFrames, formatInteger, formatSeconds, listInWords } from './format.ts'

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

  it('prints DPS with one decimal below 1,000 and whole above', () => {
    expect(formatDps(0.967)).toBe('1.0')
    expect(formatDps(999.94)).toBe('999.9')
    expect(formatDps(12345.6)).toBe('12,346')
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
})
