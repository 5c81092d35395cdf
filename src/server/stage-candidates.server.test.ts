import { PART_WAY_TREASURES } from '../../test/fixtures/accounts.ts'
import { describe, expect, it } from 'vitest'
import { decodeCounterCats } from '../domain/settings/codecs/counter-cats.ts'
import { rosterCandidates, STAGE_COUNTERS } from '../domain/settings/roster.ts'
import { getDataSet } from './dataset.server.ts'
import { counterCandidates } from './counter-candidates.server.ts'

/**
 * The stage page explains an opened row from rosterCandidates (in the browser); the ranking came
 * from counterCandidates (on the server), which keeps every cat's candidates per data set and
 * account. Same cats, same order, same settings, or the steps would not end on the row's time.
 */
const treasures = PART_WAY_TREASURES
const list = decodeCounterCats('25.2.30.0:00S 0.0.10.5 59.2.50.0 795.0.20.0 99999.0.1.0 2.3.5.0')
if (!list.ok) throw new Error(list.message)

const inputs: [string, Parameters<typeof counterCandidates>[1]][] = [
  ['every cat, treasures maxed', {}],
  ['every cat, an account', { treasures }],
  ['a list at its levels', { cats: list.cats, levelMode: 'your-levels' }],
  ['a list at max, an account', { cats: list.cats, levelMode: 'max', treasures }],
]

describe('the browser’s stage candidates are the server’s', () => {
  it.each(inputs)('%s', async (_name, input) => {
    const loaded = await getDataSet()
    const server = counterCandidates(loaded, input)
    const browser = rosterCandidates(loaded.prepared, input, STAGE_COUNTERS)
    expect(browser.length).toBe(server.length)
    expect(browser.length).toBeGreaterThan(0)
    browser.forEach((candidate, index) => {
      expect(candidate.prepared).toBe(server[index]!.prepared)
      expect(candidate.settings).toEqual(server[index]!.settings)
    })
  })
})
