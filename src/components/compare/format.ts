import { FRAMES_PER_SECOND } from '../../domain/constants.ts'

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** DPS: one decimal below 1,000 where it matters, whole numbers above. */
export function formatDps(value: number): string {
  return value < 1000 ? oneDecimal.format(value) : whole.format(value)
}

export function formatInteger(value: number): string {
  return whole.format(value)
}

export function formatSeconds(frames: number): string {
  return `${twoDecimals.format(frames / FRAMES_PER_SECOND)}s`
}
