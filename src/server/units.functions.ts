import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { getDataSet, type CalculatorFile } from './dataset.server.ts'
import { topUnits } from './top-units.server.ts'
import { getComboList } from './combos.server.ts'

const UNIT_ID = 'The unit id must be a whole number from 0 to 99999, such as 25.'
const unitInput = z.strictObject(
  { unitId: z.int({ error: UNIT_ID }).min(0, { error: UNIT_ID }).max(99_999, { error: UNIT_ID }) },
  { error: 'Expected an object with a unitId.' },
)
const calculatorInput = z.strictObject(
  { hash: z.string({ error: 'The hash must be text.' }).max(64, { error: 'The hash must be at most 64 characters.' }) },
  { error: 'Expected an object with a hash.' },
)

/** Every listed form's id, form and names (spec §7 "Metadata, all units"). */
export const getUnitsMetadata = createServerFn({ method: 'GET' }).handler(async () => {
  const { data, metadataByName } = await getDataSet()
  return { version: data.version, region: data.region, units: metadataByName }
})

/**
 * All units (spec §7 "All units"): every cat with the data the calculator
 * needs, and the game's enemies for the target picker, packed (see
 * packCalculatorData). Asked for by the hash the page got with the data
 * version, so the answer for a hash never changes and browsers keep it;
 * a stale hash (the data changed since the page was served) gets today's
 * data, not to be kept. The body is sent as stored, compressed ahead of time.
 */
export const getAllUnits = createServerFn({ method: 'GET' })
  .validator(calculatorInput)
  .handler(async ({ data: input }) => {
    const { calculatorFile } = await getDataSet()
    return calculatorResponse(calculatorFile, input.hash === calculatorFile.hash, getRequestHeader('accept-encoding') ?? '')
  })

const YEAR_SECONDS = 365 * 24 * 60 * 60

async function calculatorResponse(file: CalculatorFile, current: boolean, acceptEncoding: string): Promise<Response> {
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': current ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-store',
    etag: `"${file.hash}"`,
    vary: 'accept-encoding',
  })
  const compressed = await file.compressed.catch(() => null)
  const accepts = new Set(
    acceptEncoding
      .split(',')
      .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
      .map((part) => part.split(';')[0]?.trim().toLowerCase()),
  )
  let body = file.json
  if (compressed && accepts.has('br')) {
    body = compressed.br
    headers.set('content-encoding', 'br')
  } else if (compressed && accepts.has('gzip')) {
    body = compressed.gzip
    headers.set('content-encoding', 'gzip')
  }
  headers.set('content-length', String(body.length))
  return new Response(body, { status: 200, headers })
}

/** One unit with all its listed forms; null when the id is unknown. */
export const getUnit = createServerFn({ method: 'GET' })
  .validator(unitInput)
  .handler(async ({ data: { unitId } }) => {
    const { catsById, summonersBySpiritId, data } = await getDataSet()
    const summoner = summonersBySpiritId.get(unitId)
    // A spirit is no cat of its own: the page of its summoner's first conjuring form shows it.
    const spiritOf = summoner ? { unitId: summoner.id, formIndex: summoner.forms.find((form) => form.abilities.conjure)?.formIndex ?? 0 } : null
    const unit = catsById.get(unitId) ?? null
    // The orbs the engine counts, for a cat with slots (the unit page's orb picker; a saved cat's orbs).
    const orbs = unit && unit.orbSlots.length > 0 ? (data.orbs ?? []).filter((type) => type.kind !== null) : []
    return { unitId, unit, spiritOf, orbs }
  })

/** Home page teaser: the ten strongest forms by true DPS with default settings, and the data version. */
export const getHomeSummary = createServerFn({ method: 'GET' }).handler(async () => {
  const { data } = await getDataSet()
  const [top, topWithoutStrengthen] = await Promise.all([topUnits(10, true), topUnits(10, false)])
  return { version: data.version, region: data.region, top, topWithoutStrengthen }
})

/** Version and region of the game data, for the footer of every page, and the name of today's calculator data. */
export const getDataVersion = createServerFn({ method: 'GET' }).handler(async () => {
  const { data, calculatorFile } = await getDataSet()
  return { version: data.version, region: data.region, calculatorHash: calculatorFile.hash }
})

/** Every combo the English game offers, members named (the combos page, unit pages and lineups). */
export const getCombos = createServerFn({ method: 'GET' }).handler(async () => {
  return getComboList()
})
