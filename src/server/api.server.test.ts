import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { changesResponse, formStatsResponse, listUnitsResponse, unitResponse } from './api.server.ts'

const NO_QUERY = new URLSearchParams()

async function json(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('public API /api/v1', () => {
  it('lists every named form with the game version, region and cache headers', async () => {
    const response = await listUnitsResponse(NO_QUERY)
    expect(response.headers.get('cache-control')).toContain('max-age=900')
    const { status, body } = await json(response)
    expect(status).toBe(200)
    // game-data-updates/README.md: the English 15.0.1 dump, JP layers 15.0.0–15.5.1, then the 15.6.0 data set
    expect(body.gameVersion).toBe('15.6.0')
    expect(body.dataSources).toMatchObject({ summary: 'English 15.0.1 files, JP files 15.0.0–15.5.1, 15.6.0 data set (UpdatedBCData)', base: '15.0.1' })
    expect(body.region).toBe('en')
    // every form the importer listed (data/report.json)
    expect(body.count).toBe(JSON.parse(readFileSync('data/report.json', 'utf8')).counts.namedForms)
  })

  it('answers one unit for "25" and "025", 404 for an unknown id and 400 for a malformed one', async () => {
    const a = await json(await unitResponse('25', NO_QUERY))
    const b = await json(await unitResponse('025', NO_QUERY))
    expect(a.status).toBe(200)
    expect((a.body.unit as { id: number }).id).toBe(25)
    expect(b.body).toEqual(a.body)
    expect((await json(await unitResponse('99999', NO_QUERY))).status).toBe(404)
    const bad = await json(await unitResponse('abc', NO_QUERY))
    expect(bad.status).toBe(400)
    expect((bad.body.error as { message: string }).message).toMatch(/Invalid unit id/)
  })

  it('answers 400 naming the field for a field a route does not take or one given twice, on every unit route', async () => {
    const cases: [string, () => Promise<Response>, RegExp][] = [
      ['/units?limit=abc', () => listUnitsResponse(new URLSearchParams('limit=abc')), /^Invalid query: unknown field "limit" \(allowed: none\)\.$/],
      [
        '/units/025?foo=1&bar=2',
        () => unitResponse('025', new URLSearchParams('foo=1&bar=2')),
        /^Invalid query: unknown fields "foo", "bar" \(allowed: none\)\.$/,
      ],
      [
        'stats?level=max&level=1',
        () => formStatsResponse('025', '2', new URLSearchParams('level=max&level=1')),
        /^Invalid query: level: given more than once\.$/,
      ],
      ['stats?colour=red', () => formStatsResponse('025', '2', new URLSearchParams('colour=red')), /colour/],
    ]
    for (const [what, answer, message] of cases) {
      const { status, body } = await json(await answer())
      expect(status, what).toBe(400)
      expect(body.error, what).toEqual({ status: 400, message: expect.stringMatching(message) })
    }
  })

  it('computes a form at a level: golden "Bahamut Cat at level 30"', async () => {
    const { status, body } = await json(await formStatsResponse('025', '0', new URLSearchParams('level=30&talents=none')))
    expect(status).toBe(200)
    expect(body.stats).toMatchObject({ hp: 25500, hits: [85000], cycleFrames: 600, dps: 4250, cooldownFrames: 4536, cost: 4500, range: 450, speed: 6 })
  })

  it('uses the level as base level when plus is given: Cat 30 + 70 = golden level 100 numbers', async () => {
    // Cat's max base level is 20 in the data, so the API refuses base 30; 20 + 80 plus reaches the same total of 100
    const refused = await json(await formStatsResponse('0', '0', new URLSearchParams('level=30&plus=70')))
    expect(refused.status).toBe(400)
    const { body } = await json(await formStatsResponse('0', '0', new URLSearchParams('level=20&plus=80')))
    // golden "Cat at level 100": HP 4200, hit 335, dps 271.6216
    expect(body.stats).toMatchObject({ hp: 4200, hits: [335] })
    expect((body.stats as { dps: number }).dps).toBeCloseTo(271.6216, 4)
  })

  it("counts a game enemy's wave immunity (issue 44): Cats in the Cradle (59/2) vs M. Bison (532), 30 × 151375 / 299, not 30 × 2 × 151375 / 299", async () => {
    // src/domain/enemies/enemy-rules.test.ts works the numbers out: level 130, no talents, hit 151375, cycle 299; the enemy is immune to waves (t_unit.csv col 37)
    const { body } = await json(await formStatsResponse('59', '2', new URLSearchParams('level=max&talents=none&strengthen=off&target=enemy-532')))
    expect((body.stats as { trueDps: number }).trueDps).toBeCloseTo((30 * 151375) / 299, 9)
  })

  it('applies a trait target: golden Dark Cat vs red', async () => {
    const { body } = await json(await formStatsResponse('2', '2', new URLSearchParams('level=20&plus=30&target=red&talents=none')))
    // golden: Dark Cat at level 50 deals 1350, ×1.8 against red with the fruit treasure = 2430; 30 frames cycle... trueDps = 30 × 2430 / cycle
    const stats = body.stats as { hits: number[]; cycleFrames: number; trueDps: number }
    expect(stats.hits).toEqual([1350])
    expect(stats.trueDps).toBeCloseTo((30 * 2430) / stats.cycleFrames, 6)
  })

  it('counts orbs, and answers 400 naming the slot for an orb the form cannot take', async () => {
    // Awakened Bahamut Cat (25, form 2): hits 5000 / 200 / 300 at level 1, 93-frame cycle; Attack Up S adds
    // 5 × each vs red: 27500 per attack → +30 × 27500 / 93 true DPS (docs/mechanics-notes.md "Talent orbs")
    const bare = await json(await formStatsResponse('25', '2', new URLSearchParams('target=red')))
    const orbed = await json(await formStatsResponse('25', '2', new URLSearchParams('target=red&orbs=attack-red-S')))
    expect(orbed.status).toBe(200)
    const dps = (body: Record<string, unknown>) => (body.stats as { trueDps: number }).trueDps
    expect(dps(orbed.body) - dps(bare.body)).toBeCloseTo((30 * 27500) / 93, 0)
    const noSlot = await json(await formStatsResponse('25', '0', new URLSearchParams('orbs=attack-red-S')))
    expect(noSlot.status).toBe(400)
    expect((noSlot.body.error as { message: string }).message).toBe('Invalid query: orbs: slot 1 (attack-red-S): this form has no orb slot')
    const unknown = await json(await formStatsResponse('25', '2', new URLSearchParams('orbs=attack-metal-S')))
    expect((unknown.body.error as { message: string }).message).toBe('Invalid query: orbs: slot 1 (attack-metal-S): the game has no such orb')
    expect((await json(await formStatsResponse('25', '2', new URLSearchParams('orbs=sword-red-S')))).status).toBe(400)
  })

  it('answers 400 with a message for bad numbers, unknown options and out-of-range levels, 404 for a missing form', async () => {
    for (const query of ['level=abc', 'level=-1', 'plus=1e9', 'talents=foo', 'target=<script>', 'level=51', 'junk=1', 'target=enemy-99999']) {
      const { status, body } = await json(await formStatsResponse('25', '0', new URLSearchParams(query)))
      expect(status, query).toBe(400)
      expect((body.error as { message: string }).message, query).toMatch(/Invalid query/)
    }
    // A well-formed enemy id the game lacks is named as such, at any length of id.
    const missing = await json(await formStatsResponse('25', '0', new URLSearchParams('target=enemy-99999')))
    expect((missing.body.error as { message: string }).message).toContain('no enemy with id 99999')
    expect((await json(await formStatsResponse('25', '9', new URLSearchParams()))).status).toBe(404)
    expect((await json(await formStatsResponse('25', 'x', new URLSearchParams()))).status).toBe(400)
  })
})

describe('GET /api/v1/changes', () => {
  type Step = { from: string; to: string; newCats: { catId: number }[]; changedCats: { catId: number; levels: unknown }[] }
  const changes = async (query: string) => json(await changesResponse(new URLSearchParams(query)))

  it('answers every update we hold, newest first, with the version and cache headers', async () => {
    const response = await changesResponse(new URLSearchParams())
    expect(response.headers.get('cache-control')).toContain('max-age=900')
    const { status, body } = await json(response)
    expect(status).toBe(200)
    expect([body.gameVersion, body.region]).toEqual(['15.6.0', 'en'])
    // the three history dumps, the English dump, then one version per update layer (jp-15.0.0 goes with 15.1.0)
    expect(body.versions).toEqual(['14.7.0', '14.7.1', '15.0.0', '15.0.1', '15.1.0', '15.2.0', '15.3.0', '15.4.0', '15.5.0', '15.5.1', '15.6.0'])
    const steps = body.changes as Step[]
    expect(steps.slice(-3).map((step) => `${step.from}→${step.to}`)).toEqual(['15.0.0→15.0.1', '14.7.1→15.0.0', '14.7.0→14.7.1'])
    // Unit_Explanation827..831_en.csv are new in 15.0.0 (cat ids 826–830), see changes.test.ts
    expect(steps.find((step) => step.to === '15.0.0')?.newCats.map((cat) => cat.catId)).toEqual([826, 827, 828, 829, 830])
    // game-data-updates/README.md §2.2: jp-15.5.1 brings cats 871 and 872
    expect(steps.find((step) => step.to === '15.5.1')?.newCats.map((cat) => cat.catId)).toEqual([871, 872])
  })

  it('filters by version and by unit', async () => {
    const { body } = await changes('version=15.0.0&unit=375')
    const steps = body.changes as Step[]
    expect(steps).toHaveLength(1)
    // unitbuy.csv line 376, cols 49–51: 14.7.1 "30,50,35" → 15.0.0 "30,50,40"
    expect(steps[0]?.changedCats).toEqual([
      expect.objectContaining({ catId: 375, levels: { before: { maxBaseLevel: 50, maxPlusLevel: 35 }, after: { maxBaseLevel: 50, maxPlusLevel: 40 } } }),
    ])
    expect(steps[0]?.newCats).toEqual([])
    const unchanged = await changes('unit=025')
    expect((unchanged.body.changes as Step[]).every((step) => step.changedCats.length === 0 && step.newCats.length === 0)).toBe(true)
  })

  it('answers 400 naming the field for malformed, unknown or repeated fields and 404 for an unknown version or unit', async () => {
    const cases: [string, number, RegExp][] = [
      ['version=abc', 400, /version: expected a game version such as 15\.0\.0/],
      ['unit=x', 400, /unit: expected a unit id/],
      ['unit=123456', 400, /unit: expected a unit id/],
      ['junk=1', 400, /unknown field "junk" \(allowed: version, unit\)/],
      ['unit=1&unit=2', 400, /unit: given more than once/],
      ['version=14.7.0', 404, /No update to version 14\.7\.0/],
      ['unit=99999', 404, /No unit with id 99999/],
    ]
    for (const [query, status, message] of cases) {
      const answer = await changes(query)
      expect(answer.status, query).toBe(status)
      expect(answer.body.error, query).toEqual({ status, message: expect.stringMatching(message) })
    }
  })
})

describe('new and changed forms of the update layers, by hand (issue 43)', () => {
  // mechanics.md §2: stat = floor(round(base × mult(L)) × 2.5) with treasures maxed; the curve of these
  // cats (unitlevel.csv, jp-15.5.1): 20% per level to 60, 10% to 80, 5% after, so
  // mult(30) = 1 + 29 × 0.2 = 6.8; mult(59) = 1 + 58 × 0.2 = 12.6; mult(130) = 1 + 59 × 0.2 + 20 × 0.1 + 50 × 0.05 = 17.3
  const stats = async (id: string, form: string, query: string) => {
    const { status, body } = await json(await formStatsResponse(id, form, new URLSearchParams(`${query}&talents=none`)))
    expect(status).toBe(200)
    return body.stats as { hp: number; hits: number[] }
  }

  it('Starlight MOMOCO (455/2, jp-15.5.1 unit456.csv line 3: HP 5200, hits 300 / 600 / 3500 in cols 3, 59, 60), max 50+9 (English unitbuy)', async () => {
    // 5200 × 6.8 = 35360 → 88400; 300 × 6.8 = 2040 → 5100; 600 × 6.8 = 4080 → 10200; 3500 × 6.8 = 23800 → 59500
    expect(await stats('455', '2', 'level=30')).toMatchObject({ hp: 88_400, hits: [5_100, 10_200, 59_500] })
    // 5200 × 12.6 = 65520 → 163800; 300 × 12.6 = 3780 → 9450; 600 × 12.6 = 7560 → 18900; 3500 × 12.6 = 44100 → 110250
    expect(await stats('455', '2', 'level=50&plus=9')).toMatchObject({ hp: 163_800, hits: [9_450, 18_900, 110_250] })
  })

  it('Divine Jeanne ψ (449/2, jp-15.2.0 unit450.csv line 3: HP 4000, attack 726)', async () => {
    // 726 × 6.8 = 4936.8 → 4937 → × 2.5 = 12342.5 → 12342
    expect(await stats('449', '2', 'level=30')).toMatchObject({ hp: 68_000, hits: [12_342] })
    // 4000 × 12.6 = 50400 → 126000; 726 × 12.6 = 9147.6 → 9148 → 22870
    expect(await stats('449', '2', 'level=50&plus=9')).toMatchObject({ hp: 126_000, hits: [22_870] })
  })

  it("719's true form, buffed in the 15.6 data set (cats-excerpt.json 719 stats[2]: HP 6050, attack 2100)", async () => {
    // 6050 × 6.8 = 41140 → 102850; 2100 × 6.8 = 14280 → 35700
    expect(await stats('719', '2', 'level=30')).toMatchObject({ hp: 102_850, hits: [35_700] })
    // 6050 × 17.3 = 104665 → 261662.5 → 261662; 2100 × 17.3 = 36330 → 90825
    expect(await stats('719', '2', 'level=60&plus=70')).toMatchObject({ hp: 261_662, hits: [90_825] })
  })

  it('Catman Forever, the ultra form the 15.6 data set adds (cats-excerpt.json 196 stats[3]: HP 5250, attack 2500)', async () => {
    // 5250 × 6.8 = 35700 → 89250; 2500 × 6.8 = 17000 → 42500
    expect(await stats('196', '3', 'level=30')).toMatchObject({ hp: 89_250, hits: [42_500] })
    // 5250 × 17.3 = 90825 → 227062.5 → 227062; 2500 × 17.3 = 43250 → 108125
    expect(await stats('196', '3', 'level=60&plus=70')).toMatchObject({ hp: 227_062, hits: [108_125] })
  })
})
