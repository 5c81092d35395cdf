import { describe, expect, it } from 'vitest'
import { accountSchema, MAXED_TREASURES } from './account.ts'

const account = accountSchema()

describe('what the player owns, stored with the account (issue 46 point 3)', () => {
  it('an account saved before it still reads, with nothing owned', () => {
    const parsed = account.parse({ version: 2, treasures: {} })
    expect(parsed).toEqual({ version: 2, treasures: MAXED_TREASURES })
    expect('owned' in parsed).toBe(false)
  })

  it('reads XP, NP and item counts by item id', () => {
    const owned = { xp: 12_345_678, np: 420, materials: { '38': 7, '40': 0 } }
    expect(account.parse({ version: 2, treasures: {}, owned }).owned).toEqual(owned)
  })

  it('refuses a negative, fractional or out-of-range count, or an item that is not an id', () => {
    const refused = (owned: unknown) => expect(account.safeParse({ version: 2, treasures: {}, owned }).success).toBe(false)
    refused({ xp: -1, np: 0, materials: {} })
    refused({ xp: 1.5, np: 0, materials: {} })
    refused({ xp: 0, np: 1_000_000, materials: {} })
    refused({ xp: 0, np: 0, materials: { green: 3 } })
    refused({ xp: 0, np: 0, materials: {}, gold: 1 })
  })
})
