import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { MAX_UNIT_ID } from '../domain/settings/limits.ts'
import { costsOf, getUpgradeCosts } from './costs.server.ts'

const UNIT_IDS = `unitIds must be a list of 1 to 2000 whole numbers from 0 to ${MAX_UNIT_ID}.`
/** A list's distinct units: the browser list store allows more cats than that, but never more distinct units than the game has. */
export const MAX_COST_UNITS = 2000

const costsInput = z.strictObject(
  {
    unitIds: z
      .array(z.int({ error: UNIT_IDS }).min(0, { error: UNIT_IDS }).max(MAX_UNIT_ID, { error: UNIT_IDS }), { error: UNIT_IDS })
      .min(1, { error: UNIT_IDS })
      .max(MAX_COST_UNITS, { error: UNIT_IDS }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unexpected field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}; only unitIds.`
        : 'Expected an object with unitIds.',
  },
)

/**
 * XP per level band, evolution XP and materials (named), NP per talent level, for the asked units; unknown ids are left out.
 * POST: a list of a thousand cats does not fit in a URL (a GET answered 431).
 */
export const getUnitCosts = createServerFn({ method: 'POST' })
  .validator(costsInput)
  .handler(async ({ data: { unitIds } }) => costsOf(await getUpgradeCosts(), unitIds))

/**
 * Every cat's costs (about 13 KB compressed), for the list page's plan: a GET, so the service worker keeps the
 * answer and the plan works offline once visited, as the list pages' other data does.
 */
export const getAllUnitCosts = createServerFn({ method: 'GET' }).handler(async () => {
  const loaded = await getUpgradeCosts()
  return costsOf(loaded, [...loaded.byId.keys()])
})
