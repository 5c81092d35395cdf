import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { APIRequestContext } from 'playwright-core'

/**
 * Malformed requests of every kind, made from a seed (see e2e/fuzz.spec.ts, which sends them in
 * every test run, and scripts/bench-fuzz.ts, which sends more and watches the server's memory).
 */

type Random = ReturnType<typeof randomSource>

/** mulberry32: tiny, fast and seedable, so a failing case can be replayed. */
function randomSource(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T
  const chance = (probability: number) => next() < probability
  return { next, int, pick, chance }
}

const JUNK_PIECES = [
  'a',
  'Z',
  '7',
  '-',
  '_',
  '.',
  '..',
  '~',
  '!',
  '$',
  '&',
  "'",
  '(',
  ')',
  '*',
  '+',
  ',',
  ';',
  '=',
  ':',
  '@',
  ' ',
  '"',
  '<',
  '>',
  '\\',
  '^',
  '`',
  '{',
  '|',
  '}',
  '[',
  ']',
  '/',
  '//',
  '?',
  '#',
  '%',
  '%%',
  '%0',
  '%ZZ',
  '%00',
  '%0a',
  '%0d%0a',
  '%2e%2e',
  '%2f',
  '%5c',
  '%25',
  '%ff',
  '%c0%af',
  '%e2%80%ae',
  '%uD800',
  'é',
  'ß',
  '漢字',
  '😀',
  '\u202e',
  '\u200b',
  '\u0301',
  '\ufeff',
  '\ud83d',
  '\u0000',
  '\t',
]

const BAD_NUMBERS = [
  '',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '1e309',
  '-1e309',
  '99999999999999999999999',
  '9007199254740993',
  'NaN',
  'Infinity',
  '0x1f',
  '0b1',
  ' 25',
  '25 ',
  '+25',
  '025abc',
  'abc',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%00',
  '٢٥',
  '２５',
  '25%00',
]

function junk(random: Random, maxPieces = 12): string {
  let text = ''
  for (let count = random.int(1, maxPieces); count > 0; count--) text += random.pick(JUNK_PIECES)
  return text
}

function longText(random: Random, min: number, max: number): string {
  const unit = random.pick(['a', '%41', '😀', '../', junk(random, 3)])
  return unit.repeat(Math.ceil(random.int(min, max) / unit.length))
}

/** A value TanStack Router or zod might be handed after parsing a search param or a payload. */
type Plain = null | undefined | boolean | number | string | Plain[] | { [key: string]: Plain }

function randomValue(random: Random, depth = 0): Plain {
  switch (random.int(0, depth > 2 ? 6 : 8)) {
    case 0:
      return null
    case 1:
      return random.pick([undefined, true, false])
    case 2:
      return random.pick([0, -1, 1.5, 25, 1e308, -1e308, 2 ** 53 + 1, Number.NaN, Infinity, -Infinity, -0])
    case 3:
      return random.int(-1_000_000, 1_000_000)
    case 4:
      return junk(random)
    case 5:
      return random.pick(BAD_NUMBERS)
    case 6:
      return longText(random, 1_000, 20_000)
    case 7:
      return Array.from({ length: random.int(0, 12) }, () => randomValue(random, depth + 1))
    default: {
      const value: { [key: string]: Plain } = {}
      for (let count = random.int(0, 4); count > 0; count--) value[junk(random, 3)] = randomValue(random, depth + 1)
      return value
    }
  }
}

/** Seroval's JSON form, as Start's client sends a server function's data (plain values only). */
function serovalNode(value: Plain, ids: { next: number }): unknown {
  if (value === null) return { t: 2, s: 0 }
  if (value === undefined) return { t: 2, s: 1 }
  if (typeof value === 'boolean') return { t: 2, s: value ? 2 : 3 }
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return { t: 2, s: 7 }
    if (value === Infinity) return { t: 2, s: 5 }
    if (value === -Infinity) return { t: 2, s: 6 }
    if (Object.is(value, -0)) return { t: 2, s: 4 }
    return { t: 0, s: value }
  }
  if (typeof value === 'string') return { t: 1, s: value }
  if (Array.isArray(value)) return { t: 9, i: ids.next++, a: value.map((item) => serovalNode(item, ids)), o: 0 }
  const keys = Object.keys(value)
  return { t: 10, i: ids.next++, p: { k: keys, v: keys.map((key) => serovalNode(value[key], ids)) }, o: 0 }
}

export function serovalPayload(data: Plain): string {
  return JSON.stringify({ t: serovalNode({ data }, { next: 0 }), f: 127, m: [] })
}

/** JSON that is broken, or well formed but not what Start or the function expects. */
function brokenPayload(random: Random, validData: Plain, keep?: string): string {
  const valid = serovalPayload(validData)
  switch (random.int(0, 9)) {
    case 0:
      return junk(random, 30)
    case 1:
      return valid.slice(0, random.int(0, valid.length - 1))
    case 2:
      return random.pick(['{}', 'null', '1', '[]', '"x"', 'true', '{"t":99}', '{"t":{"t":99},"f":127,"m":[]}'])
    case 3:
      return random.pick([
        '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[]},"o":0},"f":127,"m":[]}',
        '{"t":{"t":4,"i":7},"f":127,"m":[]}',
        '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":25,"i":1,"s":{},"c":"$TSR/Error"}]},"o":0},"f":127,"m":[]}',
        '{"t":{"t":1,"s":"x"},"f":127,"m":[]}',
        '{"t":{"t":10,"i":0,"p":{"k":["__proto__"],"v":[{"t":10,"i":1,"p":{"k":["polluted"],"v":[{"t":2,"s":2}]},"o":0}]},"o":0},"f":127,"m":[]}',
      ])
    case 4:
      return '['.repeat(random.int(1_000, 6_000)) + ']'.repeat(random.chance(0.5) ? 0 : 6_000)
    case 5:
      return valid.replace(/"t":\d+/, `"t":${random.int(-5, 60)}`)
    case 6:
      return serovalPayload(randomValue(random))
    case 7:
      return JSON.stringify({ t: serovalNode({ data: validData, context: randomValue(random) }, { next: 0 }), f: 127, m: [] })
    default:
      return serovalPayload(mutate(random, validData, keep))
  }
}

/** The valid object with one field (never `keep`) given a random value, or a field added. */
function mutate(random: Random, valid: Plain, keep?: string): Plain {
  if (valid === null || typeof valid !== 'object' || Array.isArray(valid)) return randomValue(random)
  const keys = Object.keys(valid).filter((key) => key !== keep)
  const key = random.chance(0.8) && keys.length > 0 ? random.pick(keys) : junk(random, 3)
  return { ...valid, [key]: randomValue(random) }
}

export interface FuzzCase {
  kind: string
  method: string
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
}

export type ServerFunctions = Map<string, string>

/** Function ids are hashes minted per build: read them from the list the build writes for the server. */
export function builtServerFunctions(): ServerFunctions {
  const manifest = readFileSync(fileURLToPath(new URL('../dist/server/server-functions.json', import.meta.url)), 'utf8')
  const { functions } = JSON.parse(manifest) as { functions: Array<{ id: string; name: string }> }
  return new Map(functions.map(({ id, name }) => [name, id]))
}

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true' }
const UNIT_IDS = ['025', '0', '1', '25', '681', ...BAD_NUMBERS]
const FORMS = ['0', '1', '2', '3', '4', ...BAD_NUMBERS]
const TARGETS = ['best', 'anyTrait', 'base', 'red', 'floating', 'metal', 'enemy-0', 'enemy-9999', 'enemy-', 'enemy--1', 'enemy-1e3']
const UNIT_SEARCH_KEYS = [
  'level',
  'plusLevel',
  'talents',
  'target',
  'strengthen',
  'mode',
  'attackTreasure',
  'hpTreasure',
  'fruitTreasure',
  'redTreasure',
  'metalTreasure',
  'alienTreasure',
  'researchLevel',
  'cooldownTreasure',
]
const COMPARE_SEARCH_KEYS = [
  'sort',
  'dir',
  'q',
  'rarity',
  'form',
  'traits',
  'traitMatch',
  'abilities',
  'abilityMatch',
  'level',
  'talents',
  'target',
  'strengthen',
]
const SEARCH_VALUES = [
  '1e308',
  '-1',
  '1.5',
  '%22x%22',
  '[1,2,3]',
  '[99999999,-1,1e308]',
  '[[[]]]',
  '{"a":1}',
  '%7B%22__proto__%22%3A%7B%22x%22%3A1%7D%7D',
  'null',
  'true',
  '%7B',
  '%5B',
  'NaN',
  'max',
  'off',
  'on',
  'expected',
  'enemy-99',
  'trueDps',
  'asc',
  ',,,,',
  '0,1,2,3,4,5,6',
]

function searchString(random: Random, keys: readonly string[]): string {
  const params: string[] = []
  for (let count = random.int(1, 6); count > 0; count--) {
    const key = random.chance(0.8) ? random.pick(keys) : junk(random, 4)
    const value = random.pick([() => random.pick(SEARCH_VALUES), () => random.pick(BAD_NUMBERS), () => junk(random), () => longText(random, 100, 3_000)])()
    params.push(`${key}=${value}`)
  }
  return params.join('&')
}

function randomPathCase(random: Random): FuzzCase {
  const path = random.pick([
    () => '/' + Array.from({ length: random.int(1, 6) }, () => junk(random, 6)).join('/'),
    () => random.pick(['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fpackage.json', '/..%5c..%5cpackage.json']),
    () => random.pick(['/assets/', '/assets/..%2f', '/assets/%2e%2e/%2e%2e/', '/favicon.svg/', '/.env', '/.git/']) + junk(random, 5),
    () => random.pick(['/api/', '/api/v1/', '/api/v2/', '/lists/', '/unit/', '/units/', '/_serverFn']) + junk(random, 8),
    () => '/' + longText(random, 1_000, 20_000),
    () => `/${junk(random, 4)}?${junk(random, 20)}`,
  ])()
  return { kind: 'random path', method: random.pick(['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']), path }
}

function unitRouteCase(random: Random): FuzzCase {
  const id = random.chance(0.2) ? junk(random) : random.pick(UNIT_IDS)
  const form = random.chance(0.2) ? junk(random) : random.pick(FORMS)
  const path = random.pick([
    `/unit/${id}/${form}`,
    `/unit/${id}`,
    `/unit/${id}/${form}/${junk(random, 3)}`,
    `/unit/${id}/${form}?${searchString(random, UNIT_SEARCH_KEYS)}`,
  ])
  return { kind: 'unit page', method: 'GET', path }
}

function pageSearchCase(random: Random): FuzzCase {
  const path = random.pick([
    () => `/units?${searchString(random, COMPARE_SEARCH_KEYS)}`,
    () => `/unit/025/2?${searchString(random, UNIT_SEARCH_KEYS)}`,
    () => `/?${searchString(random, COMPARE_SEARCH_KEYS)}`,
    () => `/lists/${random.pick(['my-cats', junk(random), longText(random, 200, 2_000)])}?${searchString(random, ['sort', 'level', 'mode'])}`,
  ])()
  const accept = random.pick(['application/json', '*/*', 'text/html;q=0', 'x/y, */*;q=0.1', ''])
  return { kind: 'page search', method: 'GET', path, headers: random.chance(0.1) ? { accept } : {} }
}

function apiCase(random: Random): FuzzCase {
  const id = random.chance(0.7) ? random.pick(['025', '25', '0']) : random.pick(UNIT_IDS)
  const form = random.chance(0.7) ? random.pick(['0', '1', '2', '3']) : random.pick(FORMS)
  const query: string[] = []
  for (const key of ['level', 'plus', 'talents', 'target']) {
    if (random.chance(0.5)) continue
    const value = random.pick([
      () => random.pick(BAD_NUMBERS),
      () => random.pick(['max', 'none', '1', '30', '50', '130', '9999', '10000']),
      () => random.pick(TARGETS),
      () => junk(random),
      () => longText(random, 100, 5_000),
    ])()
    query.push(`${key}=${value}`)
    if (random.chance(0.1)) query.push(`${key}=${random.pick(BAD_NUMBERS)}`)
  }
  if (random.chance(0.15)) query.push(`${junk(random, 3)}=${junk(random, 3)}`)
  const path = random.pick([
    `/api/v1/units/${id}/${form}/stats?${query.join('&')}`,
    `/api/v1/units/${id}/${form}/stats?${query.join('&')}`,
    `/api/v1/units/${id}?${query.join('&')}`,
    `/api/v1/units?${query.join('&')}`,
    `/api/v1/units/${id}/${form}`,
    `/api/v1/units/${id}/${form}/stats/${junk(random, 3)}`,
  ])
  return { kind: 'api', method: random.chance(0.85) ? 'GET' : random.pick(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']), path }
}

function serverFunctionGetCase(random: Random, functions: ServerFunctions): FuzzCase {
  const name = random.pick(['getUnit', 'getAllUnits', 'getUnitsMetadata', 'getDataVersion', 'getEnemyList', 'getEnemyListHash'])
  const validData: Plain = name === 'getUnit' ? { unitId: 25 } : name === 'getAllUnits' || name === 'getEnemyList' ? { hash: 'stale' } : undefined
  const realId = functions.get(name) ?? ''
  const id = random.chance(0.1) ? random.pick(['', junk(random, 4), 'f'.repeat(64), realId.toUpperCase(), `${realId}/${junk(random, 2)}`]) : realId
  // URLSearchParams, unlike encodeURIComponent, takes the lone surrogates the junk may hold.
  const payload = new URLSearchParams({ payload: brokenPayload(random, validData) }).toString()
  const query = random.pick([payload, `${payload}&${payload}`, `payload=${junk(random)}`, `${junk(random, 3)}&${payload.slice(1)}`])
  return {
    kind: `server function GET ${name}`,
    method: random.chance(0.9) ? 'GET' : random.pick(['POST', 'PUT', 'DELETE']),
    path: `/_serverFn/${id}?${query}`,
    headers: random.chance(0.9) ? SAME_ORIGIN : random.pick<Record<string, string>>([{}, { origin: 'https://evil.example' }, { 'sec-fetch-site': 'none' }]),
  }
}

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/json, text/html',
  'application/x-ndjson',
  'application/json; charset=utf-16',
  'x/y',
]

function feedbackCase(random: Random, functions: ServerFunctions): FuzzCase {
  // Every submission is invalid on purpose (the rating above all): the fuzzer must not fill the feedback table.
  const badRating = random.pick<Plain>([0, 6, -1, 1.5, '5', null, [], {}, true, Infinity, Number.NaN, undefined])
  const submission: Plain = {
    experience: badRating,
    feedback: random.chance(0.5) ? randomValue(random) : 'fine',
    contact: random.chance(0.3) ? randomValue(random) : undefined,
  }
  const body = random.pick<() => string | Buffer>([
    () => brokenPayload(random, submission, 'experience'),
    () => serovalPayload(mutate(random, submission, 'experience')),
    () => serovalPayload({ experience: badRating, feedback: longText(random, 10_000, 300_000) }),
    () => junk(random, 40),
    () => `--fuzz\r\nContent-Disposition: form-data; name="experience"\r\n\r\n${junk(random, 4)}\r\n--fuzz--\r\n`,
    () => `experience=${junk(random, 3)}&feedback=${junk(random)}`,
    () => Buffer.alloc(random.int(1, 256), random.int(0, 255)),
  ])()
  const oversized = random.chance(0.01)
  const headers: Record<string, string> = { ...SAME_ORIGIN, 'content-type': random.pick(CONTENT_TYPES) }
  if (random.chance(0.05)) delete headers['sec-fetch-site']
  return {
    kind: oversized ? 'feedback POST, 2 MB body' : 'feedback POST',
    method: random.chance(0.92) ? 'POST' : random.pick(['GET', 'PUT', 'DELETE', 'PATCH']),
    path: `/_serverFn/${functions.get('submitFeedback') ?? ''}`,
    headers,
    body: oversized ? Buffer.alloc(2 * 1024 * 1024, '{"a":"') : body,
  }
}

export function fuzzCases(seed: number, functions: ServerFunctions, count: number): FuzzCase[] {
  const random = randomSource(seed)
  const kinds: Array<[weight: number, make: () => FuzzCase]> = [
    [15, () => randomPathCase(random)],
    [12, () => unitRouteCase(random)],
    [10, () => pageSearchCase(random)],
    [20, () => apiCase(random)],
    [18, () => serverFunctionGetCase(random, functions)],
    [25, () => feedbackCase(random, functions)],
  ]
  const total = kinds.reduce((sum, [weight]) => sum + weight, 0)
  return Array.from({ length: count }, () => {
    let roll = random.next() * total
    for (const [weight, make] of kinds) {
      if (roll < weight) return make()
      roll -= weight
    }
    return randomPathCase(random)
  })
}

/** The status, or why there was none. */
async function send(request: APIRequestContext, origin: string, fuzzCase: FuzzCase): Promise<number | string> {
  // Joined by hand: resolved against the origin, a path like //host/x would leave the machine.
  const url = new URL(origin + fuzzCase.path)
  if (url.origin !== origin) throw new Error(`Fuzz case left the server: ${fuzzCase.path}`)
  try {
    const response = await request.fetch(url.href, {
      method: fuzzCase.method,
      headers: fuzzCase.headers,
      data: fuzzCase.method === 'GET' || fuzzCase.method === 'HEAD' ? undefined : fuzzCase.body,
      maxRedirects: 0,
      failOnStatusCode: false,
      timeout: 20_000,
    })
    const status = response.status()
    await response.dispose()
    return status
  } catch (error) {
    return `no answer: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`
  }
}

/** The seed of every run: FUZZ_SEED, else a fixed one, so a failing case can be replayed. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 0x5eedc0de) >>> 0

export interface FuzzRun {
  /** how many requests got each answer (a status, or why there was none) */
  statuses: Map<number | string, number>
  /** every 5xx or unanswered request, labelled for replay */
  failures: string[]
}

/** Sends every case, `inFlight` at a time, and tallies the answers. */
export async function sendAll(request: APIRequestContext, origin: string, cases: readonly FuzzCase[], inFlight: number): Promise<FuzzRun> {
  const run: FuzzRun = { statuses: new Map(), failures: [] }
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const index = next++
      const fuzzCase = cases[index] as FuzzCase
      const answer = await send(request, origin, fuzzCase)
      run.statuses.set(answer, (run.statuses.get(answer) ?? 0) + 1)
      if (typeof answer === 'string' || answer >= 500) run.failures.push(`${answer} ← ${caseLabel(fuzzCase, index)}`)
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker))
  return run
}

/** The tally in status order: `400 × 978, 404 × 533, …`. */
export function tallyText({ statuses }: FuzzRun, separator = ' × '): string {
  return [...statuses]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([status, count]) => `${status}${separator}${count}`)
    .join(', ')
}

function caseLabel(fuzzCase: FuzzCase, index: number): string {
  const path = fuzzCase.path.length > 160 ? `${fuzzCase.path.slice(0, 160)}… (${fuzzCase.path.length} chars)` : fuzzCase.path
  const body = fuzzCase.body === undefined ? '' : ` body ${fuzzCase.body.length} bytes ${JSON.stringify(String(fuzzCase.body).slice(0, 80))}`
  return `#${index} ${fuzzCase.kind}: ${fuzzCase.method} ${path} ${JSON.stringify(fuzzCase.headers ?? {})}${body}`
}
