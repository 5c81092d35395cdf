import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { test, expect, type APIRequestContext } from '@playwright/test'

/**
 * The build lists its server functions for the production server
 * (dist/server/server-functions.json); the server answers an unknown id with
 * 404, a call it cannot read with 400, input the function's schema refuses
 * with 400 and the schema's message.
 */

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true' }

type Manifest = { functions: Array<{ id: string; name: string; file: string }> }

function builtManifest(): Manifest {
  return JSON.parse(readFileSync(fileURLToPath(new URL('../dist/server/server-functions.json', import.meta.url)), 'utf8')) as Manifest
}

/** Every `export const x = createServerFn` in src/**\/*.functions.ts, as "file#name". */
function declaredServerFunctions(): string[] {
  const src = fileURLToPath(new URL('../src/', import.meta.url))
  const declared: string[] = []
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.functions.ts')) continue
    for (const match of readFileSync(src + file, 'utf8').matchAll(/export const (\w+) = createServerFn\b/g)) {
      declared.push(`src/${file.replaceAll('\\', '/')}#${match[1]}`)
    }
  }
  return declared.sort()
}

/** Seroval's JSON form of `{ data: { [key]: value } }`, as Start's client sends it. */
function payload(key: string, value: string | number): string {
  const node = typeof value === 'string' ? { t: 1, s: value } : { t: 0, s: value }
  const data = { t: 10, i: 1, p: { k: [key], v: [node] }, o: 0 }
  return JSON.stringify({ t: { t: 10, i: 0, p: { k: ['data'], v: [data] }, o: 0 }, f: 127, m: [] })
}

function idOf(manifest: Manifest, name: string): string {
  const entry = manifest.functions.find((candidate) => candidate.name === name)
  if (!entry) throw new Error(`${name} is not in dist/server/server-functions.json`)
  return entry.id
}

const call = (request: APIRequestContext, id: string, query = '') => request.get(`/_serverFn/${id}${query}`, { headers: SAME_ORIGIN, failOnStatusCode: false })

test('the build lists every server function the source declares, and the server knows each id', async ({ request }) => {
  const manifest = builtManifest()
  expect(manifest.functions.map(({ file, name }) => `${file}#${name}`).sort()).toEqual(declaredServerFunctions())
  expect(new Set(manifest.functions.map(({ id }) => id)).size).toBe(manifest.functions.length)
  for (const { id, name } of manifest.functions) {
    expect(id, name).toMatch(/^[0-9a-f]{64}$/)
    expect((await call(request, id)).status(), name).not.toBe(404)
  }
})

test('an unknown function id answers 404', async ({ request }) => {
  const unknown = await call(request, 'f'.repeat(64), `?payload=${encodeURIComponent(payload('unitId', 25))}`)
  expect(unknown.status()).toBe(404)
  expect(await unknown.text()).toBe('No such server function.')
})

test('a call that cannot be read answers 400', async ({ request }) => {
  const id = idOf(builtManifest(), 'getUnit')
  for (const broken of ['{"t":99}', '{not json', '[[[']) {
    const response = await call(request, id, `?payload=${encodeURIComponent(broken)}`)
    expect(response.status(), broken).toBe(400)
  }
})

test("input the schema refuses answers 400 with the schema's message, an unknown cat 200", async ({ request }) => {
  const id = idOf(builtManifest(), 'getUnit')
  const refused = await call(request, id, `?payload=${encodeURIComponent(payload('unitId', 'abc'))}`)
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain('The unit id must be a whole number from 0 to 99999, such as 25.')

  const unknown = await call(request, id, `?payload=${encodeURIComponent(payload('unitId', 99_999))}`)
  expect(unknown.status()).toBe(200)
  const known = await call(request, id, `?payload=${encodeURIComponent(payload('unitId', 25))}`)
  expect(known.status()).toBe(200)
  expect(await known.text()).toContain('Bahamut Cat')
})

test('a body over 64 KB answers 413, and pages are compressed', async ({ request }) => {
  const id = idOf(builtManifest(), 'submitFeedback')
  const big = await request.post(`/_serverFn/${id}`, {
    headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
    data: Buffer.alloc(70 * 1024, 'a'),
    failOnStatusCode: false,
  })
  expect(big.status()).toBe(413)

  const home = await request.get('/', { headers: { 'accept-encoding': 'gzip' } })
  expect(home.headers()['content-encoding']).toBe('gzip')
})
