// Prints every listed form's computed stats as JSON on stdout:
//   npm run --silent export -- [--level N | --max] [--plus N] [--talents max|none] [--target <preset>] [any other setting]
// The flags are the API's query fields (src/domain/settings/request.ts). --level N is the total level
// (base + plus, each unit capped at its max) unless --plus is given, then it is the base level.
// Unnamed settings are the product defaults (treasures and research maxed).
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { dataSet } from '../src/domain/game-data/model.ts'
import { calculateForm, calculationContext } from '../src/domain/calculate-form.ts'
import { cappedLevels } from '../src/domain/settings/level.ts'
import { REQUEST_FIELD_NAMES, REQUEST_FIELDS, settingsFromRequest } from '../src/domain/settings/request.ts'
import { prepareCats } from '../src/domain/stats/prepare.ts'

const settingFlags = REQUEST_FIELD_NAMES.map((name) => `[--${name} <${REQUEST_FIELDS[name]?.allowed}>]`).join(' ')
const usage = `usage: npm run --silent export -- [--max] ${settingFlags}`

function fail(message: string): never {
  console.error(`export: ${message}\n${usage}`)
  process.exit(2)
}

let args
try {
  args = parseArgs({
    options: {
      ...Object.fromEntries(REQUEST_FIELD_NAMES.map((name) => [name, { type: 'string' as const }])),
      max: { type: 'boolean' },
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
const { max, help: _help, ...settingArgs } = args as { max?: boolean; help?: boolean } & Record<string, string | undefined>
if (max && settingArgs.level !== undefined) fail('--level and --max exclude each other')
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

const context = calculationContext(settings, data.enemies)
const records = []
for (const prepared of prepareCats(data.cats, data.orbs ?? [])) {
  // The CLI caps each cat at the levels it can reach, where the API refuses them.
  const catSettings = { ...settings, ...cappedLevels(prepared.cat, settings) }
  for (const form of prepared.forms) records.push(calculateForm(form, catSettings, context).exportRecord)
}
process.stdout.write(`${JSON.stringify(records, null, 2)}\n`)
