import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { stageTeamResponse } from '../src/server/stages-api.server.ts'

const run = promisify(execFile)
// every form the importer listed (data/report.json), whatever the update layers add
const LISTED_FORMS = JSON.parse(readFileSync('data/report.json', 'utf8')).counts.namedForms as number
const exportCli = (...args: string[]) => run(process.execPath, ['scripts/export.ts', ...args], { maxBuffer: 64 * 1024 * 1024 })

/**
 * Each call refused with exit code 2 and its message. Side by side: each is a process of its own
 * (about half a second of CPU to load the CLI), and one after another they took this test past its
 * time on a busy machine.
 */
const expectRefused = (cases: readonly (readonly [args: readonly string[], message: string])[]) =>
  Promise.all(cases.map(([args, message]) => expect(exportCli(...args)).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining(message) })))

type Row = { unitId: number; formIndex: number; level: number; plusLevel: number; hp: number; hits: number[]; dps: number; trueDps: number }

describe('export CLI', () => {
  it('prints one record per listed form with the golden numbers at a total level', async () => {
    const { stdout } = await exportCli('--level', '30', '--talents', 'none')
    const rows = JSON.parse(stdout) as Row[]
    expect(rows).toHaveLength(LISTED_FORMS)
    // Cat: max base 20, so total level 30 = 20 + 10 plus; golden "Cat at level 30": HP 1700, hit 135, dps 109.4595
    const cat = rows.find((row) => row.unitId === 0 && row.formIndex === 0)
    expect(cat).toMatchObject({ level: 20, plusLevel: 10, hp: 1700, hits: [135] })
    expect(cat?.dps).toBeCloseTo(109.4595, 4)
    const bahamut = rows.find((row) => row.unitId === 25 && row.formIndex === 0)
    expect(bahamut).toMatchObject({ level: 30, plusLevel: 0, hp: 25500, hits: [85000], dps: 4250 })
  })

  it('--max takes each unit to its max base and plus level', async () => {
    const rows = JSON.parse((await exportCli('--max')).stdout) as Row[]
    const cat = rows.find((row) => row.unitId === 0 && row.formIndex === 0)
    expect(cat).toMatchObject({ level: 20, plusLevel: 90 })
  })

  it("counts a game enemy's wave immunity with --target enemy-N and with --enemy (issue 44)", async () => {
    // src/domain/enemies/enemy-rules.test.ts: Cats in the Cradle (59/2) at level 130 hits 151375 every 299 frames; M. Bison (532) is
    // immune to its wave. Without talents 30 × 151375 / 299; with Attack Buff 20% 30 × floor(151375 × 1.2) / 299.
    const records = JSON.parse((await exportCli('--max', '--talents', 'none', '--strengthen', 'off', '--target', 'enemy-532')).stdout) as Row[]
    expect(records.find((row) => row.unitId === 59 && row.formIndex === 2)?.trueDps).toBeCloseTo((30 * 151375) / 299, 9)
    type Counters = { counters: { unitId: number; formIndex: number; trueDps: number }[] }
    const counters = JSON.parse((await exportCli('--enemy', '532', '--max')).stdout) as Counters
    expect(counters.counters.find((row) => row.unitId === 59 && row.formIndex === 2)?.trueDps).toBeCloseTo((30 * 181650) / 299, 9)
  })

  it('--enemy --explain prints the steps of each time to kill', async () => {
    type Explained = { counters: { unitId: number; formIndex: number; steps: { text: string; value: number | null }[] }[] }
    const { counters } = JSON.parse((await exportCli('--enemy', '71', '--explain')).stdout) as Explained
    // Li'l Baki vs Metal Cyclone: 163 attacks, 16 + 59 × 162 = 9574 frames (src/domain/enemies/enemy-rules.test.ts)
    expect(counters.find((row) => row.unitId === 795 && row.formIndex === 0)?.steps.at(-1)).toMatchObject({ text: 'time to kill', value: 9574 })
  })

  it('--enemy prints every form whole into a pipe, and counts --orbs', async () => {
    type Counters = { counters: { unitId: number; formIndex: number; trueDps: number }[] }
    // execFile reads stdout through a pipe: the output (about 680 KB) was cut at 64 KB, and JSON.parse failed.
    const plain = JSON.parse((await exportCli('--enemy', '510')).stdout) as Counters
    expect(plain.counters).toHaveLength(LISTED_FORMS)
    const orbed = JSON.parse((await exportCli('--enemy', '510', '--orbs', 'attack-black-S')).stdout) as Counters
    // Le'Grim (enemy 510) is black, and an Attack Up orb for black adds damage against black enemies (docs/mechanics-notes.md
    // "Talent orbs"): Immortal Keiji (72/2), which has an orb slot, deals more with it. The orb was left out before.
    const keiji = (records: Counters) => records.counters.find((row) => row.unitId === 72 && row.formIndex === 2)!.trueDps
    expect(keiji(orbed)).toBeGreaterThan(keiji(plain))
  })

  it('refuses bad arguments with a message and exit code 2', async () => {
    await expectRefused([
      [['--level', 'abc'], '--level'],
      [['--talents', 'some'], "--talents: must be 'max' or 'none'"],
      [['--nope'], 'usage'],
    ])
  })

  it('refuses what the API refuses: a field given twice, an orb the game does not have', async () => {
    await expectRefused([
      // The API answers 400 "level: given more than once."; the CLI used to keep the last copy.
      [['--level', '30', '--level', '40'], '--level: given more than once'],
      [['--enemy', '549', '--enemy', '550'], '--enemy: given more than once'],
      // There is no metal tough orb of grade D (and the CLI printed every form without a word).
      [['--orbs', 'tough-metal-D'], 'slot 1 (tough-metal-D): the game has no such orb'],
      [['--enemy', '510', '--orbs', 'tough-metal-D'], 'slot 1 (tough-metal-D): the game has no such orb'],
    ])
  })

  it('says how many forms have no slot for the orbs asked for', async () => {
    const { stdout, stderr } = await exportCli('--orbs', 'attack-red-S')
    expect(JSON.parse(stdout)).toHaveLength(LISTED_FORMS)
    expect(stderr).toMatch(new RegExp(`--orbs: \\d+ of ${LISTED_FORMS} forms cannot wear some of these orbs \\(no open slot`))
    // the counters mode says it too
    const counters = await exportCli('--enemy', '549', '--orbs', 'attack-red-S')
    expect(counters.stderr).toMatch(new RegExp(`--orbs: \\d+ of ${LISTED_FORMS} forms cannot wear some of these orbs`))
  })

  it('stops quietly when the pipe it writes into closes early, as `| head` does', async () => {
    const { stdout, stderr } = await run('sh', ['-c', `"${process.execPath}" scripts/export.ts --level 50 | head -c 100`])
    expect(stdout.startsWith('[')).toBe(true)
    // Node's unhandled EPIPE printed its stack trace.
    expect(stderr).not.toContain('EPIPE')
  })

  it('--stage MAP/STAGE --crown N prints the team route’s answer, the same numbers', async () => {
    const cli = JSON.parse((await exportCli('--stage', 'N000/0', '--crown', '4')).stdout) as Record<string, unknown>
    const api = (await (await stageTeamResponse('N000', '0', new URLSearchParams('crown=4'))).json()) as Record<string, unknown>
    expect(cli).toEqual(api)
    // Stage_option.csv `0,3,-1,6,…`: The Legend Begins' 4-crown takes Special and Rare cats only.
    expect(cli).toMatchObject({ crown: { number: 4, percent: 300 }, rules: ['Only Special and Rare cats.'] })
  })

  it('--stage with --lock, --out and --prefer builds as the team route’s lock=, out= and prefer=', async () => {
    const plain = (await (await stageTeamResponse('N000', '0', new URLSearchParams())).json()) as { picks: { unitId: number }[] }
    const first = plain.picks[0]!.unitId
    const last = plain.picks.at(-1)!.unitId
    const query = new URLSearchParams(`out=${first}&lock=${last}&prefer=shields`)
    const cli = JSON.parse((await exportCli('--stage', 'N000/0', '--out', String(first), '--lock', String(last), '--prefer', 'shields')).stdout) as {
      picks: { unitId: number; reason: string }[]
    }
    const api = (await (await stageTeamResponse('N000', '0', query)).json()) as Record<string, unknown>
    expect(cli).toEqual(api)
    expect(cli).toMatchObject({ locked: [last], leftOut: [first], prefer: 'shields' })
    // Combo members lead the first row; the locked cat is in the team with its reason.
    expect(cli.picks.find((pick) => pick.unitId === last)?.reason).toMatch(/^Locked in: /)
    expect(cli.picks.map((pick) => pick.unitId)).not.toContain(first)
    expect(cli.picks.filter((pick) => pick.reason.startsWith('Meat shield: '))).toHaveLength(3)
    // Refused before any data is read.
    await expectRefused([
      [['--stage', 'N000/0', '--lock', '25,x'], '--lock: must be up to 10 unit ids separated by commas'],
      [['--out', '25'], '--out needs --stage'],
      [['--stage', 'N000/0', '--prefer', 'tanky'], '--prefer: must be one of balanced, cheaper, range, shields'],
    ])
  })

  it('--stage refuses what the team route refuses, and any cat setting', async () => {
    await expectRefused([
      [['--stage', 'N000/0', '--crown', '5'], '--crown: must be a whole number from 1 to 4'],
      [['--stage', 'CotC1/13', '--crown', '2'], 'This stage has one crown'],
      [['--stage', 'N000'], '--stage: must be a map id and a stage id'],
      [['--stage', 'N000/99'], 'No stage 99 in map N000.'],
      [['--stage', 'N000/0', '--level', '30'], '--stage takes only --crown, --lock, --out, --prefer and --worker'],
      [['--stage', 'N000/0', '--worker', '0'], '--worker: must be a Worker Cat level from 1 to 8'],
      [['--crown', '2'], '--crown needs --stage'],
    ])
  })
})
