import * as z from 'zod/mini'

/**
 * zod/mini for the schemas pages load (URL search params, saved lists,
 * feedback): it builds them at a fraction of the classic API's cost and
 * weight. Unlike classic zod it starts without messages; these are zod's
 * English ones, which players see (e.g. "Unrecognized key: "owner"").
 */
z.config(z.locales.en())

export { z }
