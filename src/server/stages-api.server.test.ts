import { describe, expect, it } from 'vitest'
import { getDataSet } from './dataset.server.ts'
import { stageTeamResponse } from './stages-api.server.ts'

type Pick = { unitId: number; formIndex: number; name: string; row: 1 | 2; reason: string; cost: number; bossSeconds: number | null }

async function json(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const team = (mapId: string, stageId: string, query = '') => stageTeamResponse(mapId, stageId, new URLSearchParams(query))

describe('GET /api/v1/stages/{mapId}/{stageId}/team', () => {
  // Map_option.csv `0,4,100,150,200,300,…`: The Legend Begins has four crowns, the 4-crown at 300%;
  // Stage_option.csv `0,3,-1,6,…`: at the 4-crown every stage of the map takes Special (1) and Rare (2) cats only.
  it('Earthshaker at the 4-crown: 300%, only Special and Rare cats picked, each with its unit, form, row and reason', async () => {
    const { status, body } = await json(await team('N000', '0', 'crown=4'))
    expect(status).toBe(200)
    expect(body).toMatchObject({
      stage: { mapId: 'N000', stageId: 0, label: 'Earthshaker' },
      crown: { number: 4, percent: 300, crowns: 4 },
      rules: ['Only Special and Rare cats.'],
    })
    const picks = body.picks as Pick[]
    expect(picks.length).toBeGreaterThan(0)
    expect(picks.length).toBeLessThanOrEqual(10)
    expect(picks.filter((pick) => pick.row === 1).length).toBeLessThanOrEqual(5)
    const { catsById } = await getDataSet()
    for (const pick of picks) {
      expect([1, 2]).toContain(catsById.get(pick.unitId)?.rarity)
      expect(Object.keys(pick)).toEqual(['unitId', 'formIndex', 'name', 'row', 'reason', 'cost', 'bossSeconds'])
      expect(pick.reason.length).toBeGreaterThan(10)
    }
    expect(new Set(picks.map((pick) => pick.unitId)).size).toBe(picks.length)
  })

  it('worker=1 plans for Worker Cat level 1: a 6,000¢ wallet, 184.5¢ a second, and no pick dearer than the wallet', async () => {
    // battle-money.ts (BCU Treasure.getMaxMon / getMonInc, worker power-ups at 30, both treasures at 300%):
    // wallet 1,500 × (1 + 1) + 10 × 300 = 6,000; income (0.15 + 3) × 1 + 0.01 × 300 = 6.15 a frame, × 30 = 184.5
    const { status, body } = await json(await team('N000', '0', 'worker=1'))
    expect(status).toBe(200)
    const money = body.money as { workerLevel: number; wallet: number; perSecond: number; secondsByRow: number[] }
    expect(money).toMatchObject({ workerLevel: 1, wallet: 6_000 })
    expect(money.perSecond).toBeCloseTo(184.5, 10)
    const picks = body.picks as Pick[]
    for (const pick of picks) expect(pick.cost).toBeLessThanOrEqual(6_000)
    const costByRow = body.costByRow as number[]
    expect(money.secondsByRow[0]).toBeCloseTo(costByRow[0]! / 184.5, 10)
  })

  it('no crown is the first: 100%, and the 4-crown rule does not hold', async () => {
    const { status, body } = await json(await team('N000', '0'))
    expect(status).toBe(200)
    expect(body).toMatchObject({ crown: { number: 1, percent: 100 }, rules: [] })
  })

  it.each([
    ['N000', '0', 'crown=5', /crown: must be a whole number from 1 to 4/],
    ['N000', '0', 'crown=abc', /crown: must be a whole number from 1 to 4/],
    ['N000', '0', 'crown=01', /crown: must be a whole number from 1 to 4/],
    ['N000', '0', 'crown=1&crown=2', /crown: given more than once/],
    ['N000', '0', 'level=30', /unknown field "level" \(allowed: crown, lock, out, prefer, worker\)/],
    ['N000', '0', 'worker=9', /worker: must be a Worker Cat level from 1 to 8, not "9"/],
    ['N000', '0', 'lock=25,abc', /lock: must be up to 10 unit ids separated by commas/],
    ['N000', '0', 'lock=1,2,3,4,5,6,7,8,9,10,11', /lock: must be up to 10 unit ids/],
    ['N000', '0', 'out=-1', /out: must be up to 50 unit ids/],
    // Catseye Nebula's map has no crown row in Map_option.csv: one crown.
    ['CotC1', '13', 'crown=3', /This stage has one crown; crown 3 does not exist/],
    ['N0000000', '0', '', /Invalid map id/],
    ['N000', '01', '', /Invalid stage id/],
  ])('%s/%s?%s is a 400 in the API’s error shape', async (mapId, stageId, query, message) => {
    const { status, body } = await json(await team(mapId, stageId, query))
    expect(status).toBe(400)
    expect(body).toEqual({ error: { status: 400, message: expect.stringMatching(message) } })
  })

  it('a cat left out is not picked, and a cat locked in is picked, said so (after the first row’s combo members)', async () => {
    const { body: plain } = await json(await team('N000', '0'))
    const first = (plain.picks as Pick[])[0]!.unitId
    const lastId = (plain.picks as Pick[]).at(-1)!.unitId
    const { status, body } = await json(await team('N000', '0', `out=${first}&lock=${lastId}`))
    expect(status).toBe(200)
    const picks = body.picks as Pick[]
    expect(picks.map((pick) => pick.unitId)).not.toContain(first)
    expect(picks.find((pick) => pick.unitId === lastId)?.reason).toMatch(/^Locked in: /)
    expect(body).toMatchObject({ locked: [lastId], leftOut: [first] })
  })

  it('an unknown stage is a 404', async () => {
    const { status, body } = await json(await team('N000', '99'))
    expect(status).toBe(404)
    expect(body).toEqual({ error: { status: 404, message: 'No stage 99 in map N000.' } })
  })
})
