import { describe, expect, it } from 'vitest'
import { mapInSlices } from './slices.ts'

describe('mapInSlices', () => {
  it('maps every item in order and hands control back between slices, not before the first or after the last', async () => {
    const handedBack: number[] = []
    let mapped = 0
    const result = await mapInSlices(
      [1, 2, 3, 4, 5, 6, 7],
      (n) => {
        mapped++
        return n * 10
      },
      async () => {
        handedBack.push(mapped)
      },
      3,
    )
    expect(result).toEqual([10, 20, 30, 40, 50, 60, 70])
    // 7 items in slices of 3: control goes back after 3 and after 6 items
    expect(handedBack).toEqual([3, 6])
  })

  it('handles an empty list without handing control back', async () => {
    let yields = 0
    expect(
      await mapInSlices(
        [],
        (n: number) => n,
        async () => void yields++,
        5,
      ),
    ).toEqual([])
    expect(yields).toBe(0)
  })
})
