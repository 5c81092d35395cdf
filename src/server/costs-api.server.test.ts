import { describe, expect, it } from 'vitest'
import { costsResponse } from './costs-api.server.ts'

const get = async (unitId: string, query = '') => {
  const response = await costsResponse(unitId, new URLSearchParams(query))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('GET /api/v1/units/{id}/costs (issue 46 point 4)', () => {
  it('answers the XP between two base levels: Cat 1→10 and 10→20, Bahamut Cat 1→10 (unitbuy.csv cols 2–11 × unitexp.csv per band ÷ 10)', async () => {
    // Cat, unitbuy.csv line 1 cols 3–11: 400+700+1100+1600+2200+2900+3700+4600+5600 = 22800 (band 1, unitexp ×10 ÷ 10)
    expect((await get('0', 'from=1&to=10')).body).toMatchObject({ unitId: 0, from: 1, to: 10, xp: 22_800 })
    // levels 11–20: cols 2–11 (200 … 5600, sum 23000) × unitexp 20 ÷ 10 = 46000
    expect((await get('000', 'from=10&to=20')).body).toMatchObject({ xp: 46_000 })
    // Bahamut Cat, unitbuy.csv line 26 cols 3–11: 10000+16000+24000+34000+46000+60000+76000+94000+114000 = 474000
    const bahamut = await get('25', 'from=1&to=10')
    expect(bahamut.status).toBe(200)
    expect(bahamut.body).toMatchObject({ gameVersion: expect.any(String), xp: 474_000 })
    expect(bahamut.body.talents).toEqual(expect.any(Array))
  })

  it('names each evolution material in English', async () => {
    // unitbuy.csv line 26: Bahamut Cat's true form by catfruit, materials from GatyaitemName.csv
    const { body } = await get('25')
    const evolutions = body.evolutions as { formIndex: number; materials: { name: string; amount: number }[] }[]
    for (const evolution of evolutions) for (const material of evolution.materials) expect(material.name).not.toMatch(/^item \d+$/)
  })

  it('answers a clear 400 for bad input and 404 for an unknown cat', async () => {
    expect((await get('abc')).status).toBe(400)
    expect((await get('0', 'from=0')).body).toEqual({
      error: { status: 400, message: 'Invalid query: from: "0" is not a base level of this cat (1 to 20; plus levels cost no XP).' },
    })
    expect((await get('0', 'from=10&to=5')).body).toEqual({ error: { status: 400, message: 'Invalid query: to (5) is below from (10).' } })
    expect((await get('0', 'to=1e3')).status).toBe(400)
    expect((await get('0', 'level=3')).status).toBe(400)
    expect((await get('0', 'to=5&to=6')).status).toBe(400)
    expect((await get('9999')).status).toBe(404)
  })
})
