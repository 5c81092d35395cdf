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

  it("?explain=1 adds each row's steps, ending on its time to kill; explain=2 is refused", async () => {
    const { body } = await json(await enemyCountersResponse('71', new URLSearchParams('explain=1&limit=2000')))
    const baki = (body.counters as (CounterRow & { steps: { text: string; value: number | null }[]; simplification: string })[]).find(
      (counter) => counter.unitId === 795 && counter.formIndex === 0,
    )!
    expect(baki.steps.find((step) => step.text === 'enemy HP')?.value).toBe(77777)
    expect(baki.steps.at(-1)).toMatchObject({ text: 'time to kill', value: 9574 })
    expect(baki.simplification).toMatch(/knockbacks do not push it out of range/)
    const plain = await json(await enemyCountersResponse('71', new URLSearchParams('limit=1')))
    expect((plain.body.counters as object[])[0]).not.toHaveProperty('steps')
    expect((await json(await enemyCountersResponse('71', new URLSearchParams('explain=2')))).status).toBe(400)
  })
})
