import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { getDataSet } from './dataset.server.ts'
import { hashedFileInput, hashedFileResponse } from './hashed-file.server.ts'
import { topUnits } from './top-units.server.ts'
import { MAX_UNIT_ID } from '../domain/settings/limits.ts'
import { getComboList } from './combos.server.ts'

const UNIT_ID = `The unit id must be a whole number from 0 to ${MAX_UNIT_ID}, such as 25.`
const unitInput = z.strictObject(
  { unitId: z.int({ error: UNIT_ID }).min(0, { error: UNIT_ID }).max(MAX_UNIT_ID, { error: UNIT_ID }) },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unexpected field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}; only unitId.`
        : 'Expected an object with a unitId.',
  },
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
  .validator(hashedFileInput)
  .handler(async ({ data: input }) => {
    const { calculatorFile } = await getDataSet()
    return hashedFileResponse(calculatorFile, input.hash === calculatorFile.hash, getRequestHeader('accept-encoding') ?? '')
  })

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
  const { data, newest } = await getDataSet()
  const [top, topWithoutStrengthen] = await Promise.all([topUnits(10, true), topUnits(10, false)])
  return { version: data.version, region: data.region, top, topWithoutStrengthen, newest }
})

/** Version and region of the game data, for the footer of every page, and the name of today's calculator data. */
export const getDataVersion = createServerFn({ method: 'GET' }).handler(async () => {
  const { data, calculatorFile, versions } = await getDataSet()
  return { version: data.version, region: data.region, ...versions, calculatorHash: calculatorFile.hash }
})

/** Every combo the English game offers, members named (the combos page, unit pages and lineups). */
export const getCombos = createServerFn({ method: 'GET' }).handler(async () => {
  return getComboList()
})
