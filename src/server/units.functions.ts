import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader, setResponseStatus } from '@tanstack/react-start/server'
import { z } from 'zod'
import { parseFormIndex, parseUnitId } from '../domain/units.ts'
import { getDataSet, type CalculatorFile } from './dataset.server.ts'
import { topUnits } from './top-units.server.ts'

const unitIdInput = z.object({ unitId: z.union([z.string(), z.number()]) })
const calculatorInput = z.object({ hash: z.string().max(64) })
const unitFormInput = z.object({ unitId: z.union([z.string(), z.number()]), formIndex: z.union([z.string(), z.number()]) })

function badRequest(message: string): never {
  setResponseStatus(400)
  throw new Error(message)
}

function validUnitId(value: string | number): number {
  const unitId = parseUnitId(String(value))
  if (unitId === null) badRequest(`Invalid unit id "${String(value).slice(0, 20)}": expected a number such as 25 or 025.`)
  return unitId
}

function validate<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input)
  if (!result.success) badRequest(`Invalid request: ${result.error.issues.map((issue) => issue.message).join('; ')}`)
  return result.data
}

/** Every listed form's id, form and names (spec §7 "Metadata, all units"). */
export const getUnitsMetadata = createServerFn({ method: 'GET' }).handler(async () => {
  const { data, metadata } = await getDataSet()
  return { version: data.version, region: data.region, units: metadata }
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
  .validator((input: { hash: string }) => validate(calculatorInput, input))
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
  .validator((input: { unitId: string | number }) => validate(unitIdInput, input))
  .handler(async ({ data: input }) => {
    const unitId = validUnitId(input.unitId)
    const { catsById } = await getDataSet()
    return { unitId, unit: catsById.get(unitId) ?? null }
  })

/**
 * One unit and one of its forms (spec §7): success is false when the unit or
 * the form does not exist; the unit is still returned when only the form is missing.
 */
export const getUnitForm = createServerFn({ method: 'GET' })
  .validator((input: { unitId: string | number; formIndex: string | number }) => validate(unitFormInput, input))
  .handler(async ({ data: input }) => {
    const unitId = parseUnitId(String(input.unitId))
    const formIndex = parseFormIndex(String(input.formIndex))
    const { catsById } = await getDataSet()
    const unit = unitId === null ? null : (catsById.get(unitId) ?? null)
    const hasForm = unit !== null && formIndex !== null && unit.forms.some((form) => form.formIndex === formIndex)
    return { success: hasForm, unitId, unit, formIndex }
  })

/** Home page teaser: the ten strongest forms by true DPS with default settings, and the data version. */
export const getHomeSummary = createServerFn({ method: 'GET' }).handler(async () => {
  const { data } = await getDataSet()
  return { version: data.version, region: data.region, top: await topUnits(10) }
})

/** Version and region of the game data, for the footer of every page, and the name of today's calculator data. */
export const getDataVersion = createServerFn({ method: 'GET' }).handler(async () => {
  const { data, calculatorFile } = await getDataSet()
  return { version: data.version, region: data.region, calculatorHash: calculatorFile.hash }
})
