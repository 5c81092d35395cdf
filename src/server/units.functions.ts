import { createServerFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { z } from 'zod'
import { packCalculatorData, parseFormIndex, parseUnitId, type CalculatorData } from '../domain/units.ts'
import { getDataSet } from './dataset.server.ts'
import { topUnits } from './top-units.server.ts'

const unitIdInput = z.object({ unitId: z.union([z.string(), z.number()]) })
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
 * needs, and the game's enemies for the target picker.
 */
export const getAllUnits = createServerFn({ method: 'GET' }).handler(async () => {
  const { data, calculatorPayload } = await getDataSet()
  return { version: data.version, region: data.region, payload: packedPayload(calculatorPayload) }
})

let packedFrom: string | undefined
let packed: string | undefined

/** The calculator payload packed for the wire (see packCalculatorData), once per data set. */
function packedPayload(payload: string): string {
  if (payload !== packedFrom || packed === undefined) {
    packed = packCalculatorData(JSON.parse(payload) as CalculatorData)
    packedFrom = payload
  }
  return packed
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

/** Version and region of the game data, for the footer of every page. */
export const getDataVersion = createServerFn({ method: 'GET' }).handler(async () => {
  const { data } = await getDataSet()
  return { version: data.version, region: data.region }
})
