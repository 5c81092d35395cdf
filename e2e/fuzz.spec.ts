import { test, expect } from '@playwright/test'
import { builtServerFunctions, FUZZ_SEED as SEED, fuzzCases, sendAll, tallyText } from './fuzz-cases'

/**
 * Malformed requests of every kind: random paths, bad unit ids and forms,
 * garbage search params, API queries of the wrong type or size, and server
 * function calls with broken payloads, bodies and content types. Not one may
 * be answered with a 5xx, and the server must still serve the home page after.
 * The run is reproducible: FUZZ_SEED picks the seed (printed in the title).
 */

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

  const run = await sendAll(request, origin, fuzzCases(SEED, functions, CASES), IN_FLIGHT)
  test.info().annotations.push({ type: 'answers', description: tallyText(run, ': ') })

  expect(run.failures, `5xx answers or no answer at all (replay with FUZZ_SEED=${SEED})`).toEqual([])
  const home = await request.get('/')
  expect(home.status()).toBe(200)
})
