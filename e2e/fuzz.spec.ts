import { test, expect } from '@playwright/test'
import { builtServerFunctions, caseLabel, fuzzCases, send, type FuzzCase } from './fuzz-cases'

/**
 * Malformed requests of every kind: random paths, bad unit ids and forms,
 * garbage search params, API queries of the wrong type or size, and server
 * function calls with broken payloads, bodies and content types. Not one may
 * be answered with a 5xx, and the server must still serve the home page after.
 * The run is reproducible: FUZZ_SEED picks the seed (printed in the title).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 0x5eedc0de) >>> 0
const CASES = 1200
// Other spec files share the server and the two cores; a few requests at a time is enough.
const IN_FLIGHT = 6

test(`${CASES} malformed requests get no 5xx answer (seed ${SEED})`, async ({ request, baseURL }) => {
  test.setTimeout(120_000)
  const origin = new URL(baseURL ?? 'http://localhost:3100').origin
  const functions = builtServerFunctions()
  for (const name of ['getUnit', 'getAllUnits', 'getUnitsMetadata', 'getDataVersion', 'getEnemyList', 'getEnemyListHash', 'submitFeedback']) {
    expect(functions.get(name), `server function ${name} in dist/server/server-functions.json`).toBeTruthy()
  }

  const cases = fuzzCases(SEED, functions, CASES)
  const failures: string[] = []
  const statuses = new Map<number | string, number>()
  let nextCase = 0
  const worker = async () => {
    while (nextCase < cases.length) {
      const index = nextCase++
      const fuzzCase = cases[index] as FuzzCase
      const answer = await send(request, origin, fuzzCase)
      statuses.set(answer, (statuses.get(answer) ?? 0) + 1)
      if (typeof answer === 'string' || answer >= 500) failures.push(`${answer} ← ${caseLabel(fuzzCase, index)}`)
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
  const tally = [...statuses].sort(([a], [b]) => String(a).localeCompare(String(b)))
  test.info().annotations.push({ type: 'answers', description: tally.map(([status, count]) => `${status}: ${count}`).join(', ') })

  expect(failures, `5xx answers or no answer at all (replay with FUZZ_SEED=${SEED})`).toEqual([])
  const home = await request.get('/')
  expect(home.status()).toBe(200)
})
