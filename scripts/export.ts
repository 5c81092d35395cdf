// Prints every listed form's computed stats as JSON on stdout:
//   npm run --silent export -- [--level N | --max] [--plus N] [--talents max|none] [--target <preset>]
// --level N is the total level (base + plus, each unit capped at its max) unless --plus is given,
// then it is the base level. Other settings are the product defaults (treasures and research maxed).
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { dataSet } from '../src/domain/game-data/model.ts'
import { exportRecord } from '../src/domain/damage/export-record.ts'
import { prepareCats } from '../src/domain/stats/prepare.ts'
import { requestLevel, requestSettings, statsRequest, TARGET_NAMES } from '../src/domain/stats-request.ts'

const usage = `usage: npm run --silent export -- [--level N | --max] [--plus N] [--talents max|none] [--target <${TARGET_NAMES.join('|')}|enemy-ID>]`

function fail(message: string): never {
  console.error(`export: ${message}\n${usage}`)
  process.exit(2)
}

let args
try {
  args = parseArgs({
    options: {
      level: { type: 'string' },
      max: { type: 'boolean' },
      plus: { type: 'string' },
      talents: { type: 'string' },
      target: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }).values
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
if (args.help) {
  console.log(usage)
  process.exit(0)
}
if (args.max && args.level !== undefined) fail('--level and --max exclude each other')

const parsed = statsRequest.safeParse({
  level: args.max ? 'max' : args.level,
  plus: args.plus,
  talents: args.talents,
  target: args.target,
})
if (!parsed.success) fail(parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('; '))

const path = resolve(process.env.DATASET_PATH ?? 'data/dataset.json')
let text: string
try {
  text = await readFile(path, 'utf8')
} catch {
  fail(`no data set at ${path}; run \`npm run data\` first`)
}
const data = dataSet.parse(JSON.parse(text))
const baseSettings = requestSettings(parsed.data)
const enemyId = typeof baseSettings.target === 'object' && 'enemyId' in baseSettings.target ? baseSettings.target.enemyId : undefined
if (enemyId !== undefined && !data.enemies.some((enemy) => enemy.id === enemyId)) fail(`no enemy with id ${enemyId}`)

const records = []
for (const prepared of prepareCats(data.cats)) {
  const level = requestLevel(prepared.cat, parsed.data, false)
  if ('error' in level) fail(level.error)
  const settings = { ...baseSettings, ...level }
  for (const form of prepared.forms) records.push(exportRecord(form, settings, data.enemies))
}
process.stdout.write(`${JSON.stringify(records, null, 2)}\n`)
