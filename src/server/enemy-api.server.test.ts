import { describe, expect, it } from 'vitest'
import { enemyCountersResponse, enemyResponse } from './enemy-api.server.ts'

type CounterRow = { unitId: number; formIndex: number; trueDps: number; timeToKill: number | null; attacksToKill: number | null }

async function json(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

function row(body: Record<string, unknown>, unitId: number, formIndex: number): CounterRow {
  const found = (body.counters as CounterRow[]).find((counter) => counter.unitId === unitId && counter.formIndex === formIndex)
  if (!found) throw new Error(`no row ${unitId}/${formIndex}`)
  return found
}

// The arithmetic of each figure is in src/domain/enemies/enemy-rules.test.ts (issue 44); the API must give the same.
describe('/api/v1/enemies: the enemy-side rules of issue 44', () => {
  it("Le'Solar at 150%: its 1147 hit rounds to 1721", async () => {
    const { body } = await json(await enemyResponse('363', new URLSearchParams('magnification=150')))
    expect((body.stats as { hits: number[] }).hits).toEqual([1721])
  })

  it("Li'l Baki vs Metal Cyclone: 163 attacks, 9574 frames; Cats in the Cradle vs M. Bison without its wave: 30 × 181650 / 299 (talents at max)", async () => {
    const cyclone = await json(await enemyCountersResponse('71', new URLSearchParams()))
    expect(row(cyclone.body, 795, 0)).toMatchObject({ attacksToKill: 163 })
    expect(row(cyclone.body, 795, 0).timeToKill).toBeCloseTo(9574 / 30, 9)
    const bison = await json(await enemyCountersResponse('532', new URLSearchParams()))
    expect(row(bison.body, 59, 2).trueDps).toBeCloseTo((30 * 181650) / 299, 9)
  })
})
