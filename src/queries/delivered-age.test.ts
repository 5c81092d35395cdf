import { describe, expect, test } from 'vitest'
import { hashKey } from '@tanstack/react-query'
import { datedByBrowser } from './delivered-age.ts'

const RENDERED = 1_000_000
const query = (queryKey: unknown[], dataUpdatedAt: number) => ({
  queryKey,
  queryHash: hashKey(queryKey),
  dehydratedAt: RENDERED,
  state: { dataUpdatedAt, status: 'success' },
})
// The hash of dataVersionQuery's key (src/queries/units.ts), as the router passes it.
const VERSION = hashKey(['units', 'version'])

describe('datedByBrowser', () => {
  test('a page 20 minutes in a cache: each query keeps only its age at the render', () => {
    // Fetched 40 ms before the render; the browser reads the page 1,200,000 ms (20 min) after it.
    const [unit] = datedByBrowser([query(['unit', 25], RENDERED - 40)], RENDERED + 1_200_000, VERSION)
    // 1,000,000 − 40 + 1,200,000 = 2,199,960: 40 ms old by the browser's clock.
    expect(unit).toEqual({ queryKey: ['unit', 25], queryHash: '["unit",25]', dehydratedAt: 2_200_000, state: { dataUpdatedAt: 2_199_960, status: 'success' } })
  })

  test('a browser clock behind the server: the age at the render is still kept', () => {
    const [unit] = datedByBrowser([query(['unit', 25], RENDERED - 40)], RENDERED - 300_000, VERSION)
    expect(unit?.state.dataUpdatedAt).toBe(700_000 - 40)
  })

  test('the data version keeps the render date, so an old page still checks it', () => {
    const version = query(['units', 'version'], RENDERED - 5)
    expect(datedByBrowser([version], RENDERED + 7_200_000, VERSION)[0]).toBe(version)
  })

  test('a query without data (never fetched) stays without a date', () => {
    expect(datedByBrowser([query(['changes'], 0)], RENDERED + 60_000, VERSION)[0]?.state.dataUpdatedAt).toBe(0)
  })
})
