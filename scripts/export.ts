// Prints every listed form's computed stats as JSON on stdout:
//   npm run --silent export -- [--level N | --max] [--plus N] [--talents max|none] [--target <preset>] [any other setting]
//   npm run --silent export -- --enemy ID [--magnification N] [--attackMagnification N] [any cat setting]
//     prints every listed form against that enemy, ranked by time to kill (the counters of /enemy/{id});
//     --explain adds each row's time-to-kill steps (as the API's ?explain=1).
//   npm run --silent export -- --stage MAP/STAGE [--crown N]
//     prints the team every cat at max builds for that stage at that crown (/api/v1/stages/{mapId}/{stageId}/team).
//   npm run --silent export -- --plan <lists export.json> [--to <base level>|max] [--spend xp|np]
//     prints each list's upgrade plan (the list page's): the cost from the saved levels to the target by resource,
//     and the best next upgrades by true DPS per XP (or NP), at the file's account treasures.
// The flags are the API's query fields (src/domain/settings/request.ts). --level N is the total level
// (base + plus, each unit capped at its max) unless --plus is given, then it is the base level.
// Unnamed settings are the product defaults (treasures and research maxed).
import { readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { dataSet } from '../src/domain/game-data/model.ts'
import { calculateForm, calculationContext } from '../src/domain/calculate-form.ts'
import { ENEMY_COUNTERS, rosterCandidates } from '../src/domain/settings/roster.ts'
import { REQUEST_FIELD_NAMES, REQUEST_FIELDS, requestOrbProblem, settingsFromRequest } from '../src/domain/settings/request.ts'
import { prepareCats } from '../src/domain/stats/prepare.ts'
import { enemyDataSet, type Enemy } from '../src/domain/game-data/enemies.ts'
import { counterRecordOf } from '../src/domain/enemies/counter-record.ts'
import { sortCounters } from '../src/domain/enemies/counter-sort.ts'
import { countersAgainst } from '../src/domain/enemies/counters.ts'
import { enemyStats } from '../src/domain/enemies/enemy-stats.ts'
import { explainedCounterRecord } from '../src/domain/enemies/kill-explanation.ts'
import { enemyRequest } from '../src/domain/enemies/enemy-request.ts'
import { parseEnemyId } from '../src/domain/enemies/enemy-link.ts'
import { unknownOrbs } from '../src/domain/orbs.ts'
import { isMapIdShape, parseStageId } from '../src/domain/game-data/stages.ts'
import { MAX_CROWNS, parseCrown } from '../src/domain/stage/crowns.ts'
import { parseTeamCats, parseTeamPreference, type TeamChoices } from '../src/domain/stage/stage-team.ts'
import { MAX_WORKER_LEVEL, MIN_WORKER_LEVEL, parseWorkerLevel } from '../src/domain/stage/battle-money.ts'
import { MAX_LEFT_OUT, MAX_LOCKED, TEAM_PREFERENCES } from '../src/domain/stage/team-choices.ts'
import { readBundle, type ImportedBundle } from '../src/browser-db/bundle.ts'
import { MAX_LEVEL } from '../src/browser-db/schema.ts'
import { upgradeCosts } from '../src/domain/game-data/upgrade-costs.ts'
import { PLANNER_SPENDS, type PlannerSpend, type TargetLevel } from '../src/domain/planner/plan.ts'
import { planBundle } from './plan-lists.ts'

const settingFlags = REQUEST_FIELD_NAMES.map((name) => `[--${name} <${REQUEST_FIELDS[name]?.allowed}>]`).join(' ')
const enemyFlags = '[--enemy <enemy id> [--magnification <percent, 1–100000000>] [--attackMagnification <percent>] [--explain]]'
const stageFlags = `--stage <map id>/<stage id, such as N000/0> [--crown <1–${MAX_CROWNS}>] [--lock <unit ids>] [--out <unit ids>] [--prefer <${TEAM_PREFERENCES.join('|')}>] [--worker <${MIN_WORKER_LEVEL}–${MAX_WORKER_LEVEL}>]`
const planFlags = '--plan <lists export.json> [--to <base level 1–100>|max] [--spend xp|np]'
const usage = `usage: npm run --silent export -- [--max] ${enemyFlags} ${settingFlags}\n   or: npm run --silent export -- ${stageFlags}\n   or: npm run --silent export -- ${planFlags}`

function fail(message: string): never {
  console.error(`export: ${message}\n${usage}`)
  process.exit(2)
}

let args
try {
  const parsed = parseArgs({
    options: {
      ...Object.fromEntries(REQUEST_FIELD_NAMES.map((name) => [name, { type: 'string' as const }])),
      max: { type: 'boolean' },
      enemy: { type: 'string' },
      magnification: { type: 'string' },
      attackMagnification: { type: 'string' },
      explain: { type: 'boolean' },
      stage: { type: 'string' },
      crown: { type: 'string' },
      lock: { type: 'string' },
      out: { type: 'string' },
      prefer: { type: 'string' },
      worker: { type: 'string' },
      plan: { type: 'string' },
      to: { type: 'string' },
      spend: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    tokens: true,
  })
  // The API answers 400 for a field given twice; parseArgs would keep the last copy.
  const seen = new Set<string>()
  for (const token of parsed.tokens) {
    if (token.kind !== 'option') continue
    if (seen.has(token.name)) fail(`--${token.name}: given more than once`)
    seen.add(token.name)
  }
  args = parsed.values
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
// Into a pipe that closes early (`| head`), the rest of the output has nowhere to go: stop quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0)
  throw error
})
if (args.help) {
  console.log(usage)
  process.exit(0)
}
if (args.plan !== undefined) await printPlan(args)
else if (args.to !== undefined || args.spend !== undefined) refusePlan('--to and --spend need --plan')
const {
  max,
  help: _help,
  enemy: enemyArg,
  magnification,
  attackMagnification,
  explain,
  stage: stageArg,
  crown: crownArg,
  lock: lockArg,
  out: outArg,
  prefer: preferArg,
  worker: workerArg,
  ...settingArgs
} = args as {
  max?: boolean
  help?: boolean
  explain?: boolean
} & Record<string, string | undefined>
if (crownArg !== undefined && stageArg === undefined) fail('--crown needs --stage')
for (const [flag, value] of [
  ['lock', lockArg],
  ['out', outArg],
  ['prefer', preferArg],
  ['worker', workerArg],
] as const)
  if (value !== undefined && stageArg === undefined) fail(`--${flag} needs --stage`)
if (stageArg !== undefined) {
  // The API's answer, from the same code: every cat at max, so no cat setting or enemy goes with it.
  const others = Object.keys(args).filter((name) => !['stage', 'crown', 'lock', 'out', 'prefer', 'worker'].includes(name))
  if (others.length > 0)
    fail(`--stage takes only --crown, --lock, --out, --prefer and --worker (every cat at max), not ${others.map((name) => `--${name}`).join(', ')}`)
  const [mapId = '', rawStageId = ''] = stageArg.split('/')
  const stageId = parseStageId(rawStageId)
  if (!isMapIdShape(mapId) || stageId === null || stageArg.split('/').length !== 2)
    fail(`--stage: must be a map id and a stage id such as N000/0, not "${stageArg.slice(0, 30)}"`)
  const crown = crownArg === undefined ? undefined : parseCrown(crownArg)
  if (crown === null) fail(`--crown: must be a whole number from 1 to ${MAX_CROWNS}, not "${crownArg?.slice(0, 20)}"`)
  const { stageTeamAnswer } = await import('../src/server/stage-team.server.ts')
  // As the team route's lock= and out=: the cats locked in and left out, by unit id.
  const choices: TeamChoices = {}
  for (const [flag, raw, key, max] of [
    ['lock', lockArg, 'locked', MAX_LOCKED],
    ['out', outArg, 'leftOut', MAX_LEFT_OUT],
  ] as const) {
    if (raw === undefined) continue
    const ids = parseTeamCats(raw, max)
    if (ids === null) fail(`--${flag}: must be up to ${max} unit ids separated by commas, such as 25,34, not "${raw.slice(0, 30)}"`)
    choices[key] = ids
  }
  if (preferArg !== undefined) {
    const prefer = parseTeamPreference(preferArg)
    if (prefer === null) fail(`--prefer: must be one of ${TEAM_PREFERENCES.join(', ')}, not "${preferArg.slice(0, 20)}"`)
    choices.prefer = prefer
  }
  if (workerArg !== undefined) {
    const workerLevel = parseWorkerLevel(workerArg)
    if (workerLevel === null) fail(`--worker: must be a Worker Cat level from ${MIN_WORKER_LEVEL} to ${MAX_WORKER_LEVEL}, not "${workerArg.slice(0, 20)}"`)
    choices.workerLevel = workerLevel
  }
  const answer = await stageTeamAnswer(mapId, stageId, crown, choices)
  if (!answer.ok) fail(answer.message.replace(/^Invalid query: crown: /, '--crown: '))
  const text = `${JSON.stringify({ gameVersion: answer.version, region: answer.region, ...answer.body }, null, 2)}\n`
  // Exit once the text is handed over (the other modes run to their end instead), or a pipe would lose its tail.
  await new Promise<void>((written) => process.stdout.write(text, () => written()))
  process.exit(0)
}
if (explain && enemyArg === undefined) fail('--explain needs --enemy')
if (max && settingArgs.level !== undefined) fail('--level and --max exclude each other')
if (enemyArg === undefined && (magnification !== undefined || attackMagnification !== undefined)) fail('--magnification and --attackMagnification need --enemy')
const enemyId = enemyArg === undefined ? null : parseEnemyId(enemyArg)
if (enemyArg !== undefined && enemyId === null) fail(`--enemy: must be an enemy id such as 549, not "${enemyArg.slice(0, 20)}"`)
const enemyMagnification = enemyRequest({ magnification, attackMagnification }, ['magnification', 'attackMagnification'])
if (!enemyMagnification.ok) fail(enemyMagnification.problems.map((problem) => `--${problem}`).join('; '))
const request = settingsFromRequest({ ...settingArgs, level: max ? 'max' : settingArgs.level })
if (!request.ok) fail(request.problems.map((problem) => `--${problem}`).join('; '))

const path = resolve(process.env.DATASET_PATH ?? 'data/dataset.json')
let text: string
try {
  text = await readFile(path, 'utf8')
} catch {
  fail(`no data set at ${path}; run \`npm run data\` first`)
}
const data = dataSet.parse(JSON.parse(text))
const { settings } = request
const { target } = settings
if (typeof target === 'object' && 'enemyId' in target && !data.enemies.some((enemy) => enemy.id === target.enemyId)) fail(`no enemy with id ${target.enemyId}`)
// An orb the game does not have is wrong for every form, as the API's 400 says.
const unknown = Array.isArray(settings.orbs) ? unknownOrbs(data.orbs ?? [], settings.orbs) : []
if (unknown.length > 0) fail(`--${requestOrbProblem(unknown)}`)

/** data/enemies.json: the enemies' own records (the data set's enemies carry no immunities). */
async function enemyRecords(): Promise<Enemy[]> {
  const enemiesPath = resolve(process.env.ENEMIES_PATH ?? 'data/enemies.json')
  let enemiesText: string
  try {
    enemiesText = await readFile(enemiesPath, 'utf8')
  } catch {
    fail(`no enemy data at ${enemiesPath}; run \`npm run data\` first`)
  }
  return enemyDataSet.parse(JSON.parse(enemiesText)).enemies
}

if (enemyId !== null) {
  const enemy = (await enemyRecords()).find((candidate) => candidate.id === enemyId)
  if (!enemy) fail(`no enemy with id ${enemyId}`)
  // Every form at the flags' settings, each cat capped at the levels it can reach (the API refuses them).
  const forms = rosterCandidates(prepareCats(data.cats, data.orbs ?? []), { base: settings }, ENEMY_COUNTERS)
  const counters = sortCounters(countersAgainst(enemy, enemyMagnification.magnification, forms), 'timeToKill')
  const stats = enemyStats(enemy, enemyMagnification.magnification)
  warnOfOrbsNotWorn(counters.filter((counter) => counter.calculation.orbProblems.length > 0).length, counters.length)
  // No process.exit after the write: into a pipe, the rest of a long output would be lost (it was cut at 64 KB).
  process.stdout.write(
    `${JSON.stringify({ enemy: { id: enemy.id, name: enemy.name }, magnification: enemyMagnification.magnification, counters: counters.map((counter) => (explain ? explainedCounterRecord(counter, enemy, stats) : counterRecordOf(counter))) }, null, 2)}\n`,
  )
} else {
  // Aimed at one enemy, its record: its wave and surge immunities count in true DPS.
  const targetRecord = typeof target === 'object' && 'enemyId' in target ? (await enemyRecords()).find((enemy) => enemy.id === target.enemyId) : undefined
  const context = calculationContext(settings, targetRecord ? [targetRecord] : data.enemies)
  const records = []
  let withoutRoom = 0
  // The CLI caps each cat at the levels it can reach, where the API refuses them.
  for (const { prepared: form, settings: catSettings } of rosterCandidates(prepareCats(data.cats, data.orbs ?? []), { base: settings }, ENEMY_COUNTERS)) {
    const calculation = calculateForm(form, catSettings, context)
    if (calculation.orbProblems.length > 0) withoutRoom++
    records.push(calculation.exportRecord)
  }
  // Most forms have no orb slot: they are exported without the orbs, and the count is told.
  warnOfOrbsNotWorn(withoutRoom, records.length)
  process.stdout.write(`${JSON.stringify(records, null, 2)}\n`)
}

/** Forms that cannot wear some of the --orbs are counted without them; the count goes to stderr, in both modes. */
function warnOfOrbsNotWorn(count: number, total: number): void {
  if (count > 0)
    console.error(
      `export: --orbs: ${count} of ${total} forms cannot wear some of these orbs (no open slot, or not the ability a Strong, Massive Damage or Tough orb needs) and are counted without them`,
    )
}

/** --plan: every list of an export checked as the lists page imports it, then planned (scripts/plan-lists.ts). */
async function printPlan({ plan: file, to, spend, ...others }: Record<string, string | boolean | undefined>): Promise<never> {
  const other = Object.keys(others).find((name) => others[name] !== undefined)
  if (other) refusePlan(`--${other} cannot be used with --plan`)
  const target: TargetLevel | null =
    to === undefined || to === 'max' ? 'max' : /^\d{1,3}$/.test(String(to)) && Number(to) >= 1 && Number(to) <= MAX_LEVEL ? Number(to) : null
  if (target === null) refusePlan(`--to: "${String(to).slice(0, 20)}" is not a base level (1 to ${MAX_LEVEL}) or max`)
  if (spend !== undefined && !PLANNER_SPENDS.includes(spend as PlannerSpend))
    refusePlan(`--spend: "${String(spend).slice(0, 20)}" is not one of ${PLANNER_SPENDS.join(', ')}`)
  let text: string
  try {
    text = await readFile(resolve(String(file)), 'utf8')
  } catch {
    refusePlan(`--plan: cannot read ${String(file)}`)
  }
  let bundle: ImportedBundle
  try {
    bundle = readBundle(text).bundle
  } catch (error) {
    refusePlan(`--plan: ${error instanceof Error ? error.message : String(error)}`)
  }
  const listIds = new Set(bundle.lists.map((list) => list.id))
  const stray = bundle.cats.findIndex((cat) => !listIds.has(cat.listId))
  if (stray >= 0) refusePlan(`--plan: cat ${stray + 1} belongs to a list the file does not have`)
  const dataSetFile = process.env.DATASET_PATH ?? 'data/dataset.json'
  const data = await loadJson(dataSetFile, 'data set', (value) => dataSet.parse(value))
  // as the server finds them: beside the data set unless COSTS_PATH names another file
  const costs = await loadJson(process.env.COSTS_PATH ?? join(dirname(dataSetFile), 'costs.json'), 'upgrade costs', (value) => upgradeCosts.parse(value))
  const lists = planBundle(bundle, data.cats, data.orbs ?? [], costs, { target, spend: (spend as PlannerSpend | undefined) ?? 'xp' })
  const json = `${JSON.stringify({ gameVersion: data.version, target, measure: 'trueDps', spend: spend ?? 'xp', lists }, null, 2)}\n`
  // Leaves once the text is written: into a pipe, an exit right after write() cut a long output (see the modes below).
  await new Promise<void>((done) => process.stdout.write(json, () => done()))
  process.exit(0)
}

async function loadJson<T>(path: string, what: string, parse: (value: unknown) => T): Promise<T> {
  try {
    return parse(JSON.parse(await readFile(resolve(path), 'utf8')))
  } catch {
    refusePlan(`no valid ${what} at ${resolve(path)}; run \`npm run data\` first`)
  }
}

/** A plan's problem (a bad file, a bad flag) in one line on stderr. */
function refusePlan(message: string): never {
  console.error(`export: ${message}`)
  process.exit(2)
}
