import { dataSourcesOf } from './data-sources.ts'
import { parseFormIndex, parseUnitId } from '../domain/units.ts'
import { calculateForm, calculationContext } from '../domain/calculate-form.ts'
import { catLevel } from '../domain/settings/level.ts'
import { requestLevelProblem, requestOrbProblem, settingsFromRequest } from '../domain/settings/request.ts'
import { getDataSet, type LoadedDataSet } from './dataset.server.ts'
import { getEnemies } from './enemies.server.ts'
import { getHistory } from './changes.server.ts'
import { API_CACHE_CONTROL } from './page-cache.ts'
import { isGameVersion, stepForCat } from '../domain/game-data/history.ts'
import { ID_DIGITS } from '../domain/settings/limits.ts'
import { z } from 'zod'

/** Read-only public JSON API (/api/v1): every answer names the game version and region. */

const CACHE_CONTROL = API_CACHE_CONTROL

export function apiJson(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': status === 200 ? CACHE_CONTROL : 'no-store',
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    },
  })
}

export function apiError(status: 400 | 404 | 405, message: string): Response {
  return apiJson({ error: { status, message } }, status)
}

/** The API is read-only: any method but GET (and HEAD) on one of its routes. */
export function methodNotAllowed(): Response {
  const response = apiError(405, 'The API is read-only: use GET.')
  response.headers.set('allow', 'GET, HEAD')
  return response
}

/**
 * The query's fields given more than once, and with `allowed` those the route does not take:
 * a 400 naming them, so no route ignores a misspelt field or lets a repeated one's last copy
 * decide. Null when there are none.
 */
export function queryFieldsError(query: URLSearchParams, allowed?: readonly string[]): Response | null {
  const keys = [...new Set(query.keys())]
  const unknown = allowed ? keys.filter((key) => !allowed.includes(key)) : []
  const problems = [
    ...(unknown.length > 0
      ? [
          `unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((key) => `"${key.slice(0, 20)}"`).join(', ')} (allowed: ${allowed?.join(', ') || 'none'})`,
        ]
      : []),
    ...keys.filter((key) => !unknown.includes(key) && query.getAll(key).length > 1).map((key) => `${key.slice(0, 20)}: given more than once`),
  ]
  return problems.length > 0 ? apiError(400, `Invalid query: ${problems.join('; ')}.`) : null
}

/** `gameVersion` is the newest version the numbers reach; `dataSources` says what they are built from (docs/api.md). */
function envelope(loaded: LoadedDataSet) {
  return { gameVersion: loaded.data.version, region: loaded.data.region, dataSources: dataSourcesOf(loaded.data) }
}

export async function listUnitsResponse(query: URLSearchParams): Promise<Response> {
  const queryError = queryFieldsError(query, [])
  if (queryError) return queryError
  const loaded = await getDataSet()
  return apiJson({ ...envelope(loaded), count: loaded.metadata.length, units: loaded.metadata })
}

export async function unitResponse(rawUnitId: string, query: URLSearchParams): Promise<Response> {
  const unitId = parseUnitId(rawUnitId)
  if (unitId === null) return apiError(400, `Invalid unit id "${rawUnitId.slice(0, 20)}": expected a number such as 25 or 025.`)
  const queryError = queryFieldsError(query, [])
  if (queryError) return queryError
  const loaded = await getDataSet()
  const unit = loaded.catsById.get(unitId)
  if (!unit) return apiError(404, `No unit with id ${unitId}.`)
  return apiJson({ ...envelope(loaded), unit })
}

/** One form's computed stats at the requested level, talents and target. */
export async function formStatsResponse(rawUnitId: string, rawFormIndex: string, query: URLSearchParams): Promise<Response> {
  const unitId = parseUnitId(rawUnitId)
  if (unitId === null) return apiError(400, `Invalid unit id "${rawUnitId.slice(0, 20)}": expected a number such as 25 or 025.`)
  const formIndex = parseFormIndex(rawFormIndex)
  if (formIndex === null) return apiError(400, `Invalid form index "${rawFormIndex.slice(0, 20)}": expected 0 to 3.`)
  // (The settings codec refuses an unknown field itself, naming what each allows.)
  const queryError = queryFieldsError(query)
  if (queryError) return queryError
  const request = settingsFromRequest(Object.fromEntries(query))
  if (!request.ok) return apiError(400, `Invalid query: ${request.problems.join('; ')}`)
  const loaded = await getDataSet()
  const prepared = loaded.prepared.find((cat) => cat.cat.id === unitId)
  if (!prepared) return apiError(404, `No unit with id ${unitId}.`)
  const preparedForm = prepared.forms.find((form) => form.form.formIndex === formIndex)
  if (!preparedForm) return apiError(404, `Unit ${unitId} has no form ${formIndex}.`)
  const levelProblem = requestLevelProblem(prepared.cat, request.settings)
  if (levelProblem) return apiError(400, `Invalid query: ${levelProblem}`)
  const { target } = request.settings
  if (typeof target === 'object' && 'enemyId' in target && !loaded.data.enemies.some((enemy) => enemy.id === target.enemyId)) {
    return apiError(400, `Invalid query: no enemy with id ${target.enemyId}.`)
  }
  const settings = { ...request.settings, ...catLevel(prepared.cat, request.settings) }
  // The enemy's own record: its wave and surge immunities count in true DPS (the data set's enemies carry none).
  const record = typeof target === 'object' && 'enemyId' in target ? (await getEnemies()).byId.get(target.enemyId) : undefined
  const calculation = calculateForm(preparedForm, settings, calculationContext(settings, record ? [record] : loaded.data.enemies))
  const orbProblem = requestOrbProblem(calculation.orbProblems)
  if (orbProblem) return apiError(400, `Invalid query: ${orbProblem}`)
  return apiJson({ ...envelope(loaded), settings, stats: calculation.exportRecord })
}

const CHANGES_QUERY_FIELDS = ['version', 'unit'] as const
const changesQuery = z.strictObject({
  version: z.optional(
    z
      .string()
      .max(20, { error: 'version: expected a game version such as 15.0.0' })
      .refine(isGameVersion, { error: 'version: expected a game version such as 15.0.0' }),
  ),
  unit: z.optional(z.string().regex(ID_DIGITS, { error: 'unit: expected a unit id such as 25 or 025' })),
})

/**
 * What changed between the game versions we hold (newest first), as the
 * /changes page shows it: `version` keeps the update to that version, `unit`
 * only what concerns one cat.
 */
export async function changesResponse(query: URLSearchParams): Promise<Response> {
  const queryError = queryFieldsError(query, CHANGES_QUERY_FIELDS)
  if (queryError) return queryError
  const parsed = changesQuery.safeParse(Object.fromEntries(query))
  if (!parsed.success) return apiError(400, `Invalid query: ${parsed.error.issues.map((issue) => issue.message).join('; ')}.`)
  const [loaded, history] = await Promise.all([getDataSet(), getHistory()])
  let steps = history.steps
  const { version, unit } = parsed.data
  if (version !== undefined) {
    steps = steps.filter((step) => step.to === version)
    if (steps.length === 0) {
      return apiError(404, `No update to version ${version}: the updates we hold are to ${history.steps.map((step) => step.to).join(', ') || 'none'}.`)
    }
  }
  if (unit !== undefined) {
    const unitId = Number(unit)
    const known = loaded.catsById.has(unitId) || history.steps.some((step) => step.removedCats.some((cat) => cat.catId === unitId))
    if (!known) return apiError(404, `No unit with id ${unitId}.`)
    steps = steps.map((step) => stepForCat(step, unitId))
  }
  return apiJson({ ...envelope(loaded), versions: history.versions, count: steps.length, changes: steps })
}
