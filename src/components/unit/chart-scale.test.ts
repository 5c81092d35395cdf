import { describe, expect, it } from 'vitest'
import { nearestSample, niceStep, niceTicks } from './chart-scale.ts'

describe('chart scale', () => {
  it('picks steps of 1, 2, 2.5 and 5 times a power of ten', () => {
    expect(niceStep(100, 5)).toBe(20)
    expect(niceStep(43_677, 5)).toBe(10_000)
    expect(niceStep(120_000, 5)).toBe(25_000)
    expect(niceStep(0, 5)).toBe(1)
  })

  it('ends the ticks at the first step at or above the maximum', () => {
    expect(niceTicks(43_677, 5)).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000])
    expect(niceTicks(40_000, 4)).toEqual([0, 10_000, 20_000, 30_000, 40_000])
    expect(niceTicks(0, 4)).toEqual([0, 1])
  })

  it('finds the nearest sample and stays inside the samples', () => {
    expect(nearestSample(454, 0, 10, 211)).toBe(45)
    expect(nearestSample(-30, 0, 10, 211)).toBe(0)
    expect(nearestSample(5000, 0, 10, 211)).toBe(210)
  })
})
