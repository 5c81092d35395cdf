import { parseUnitId } from '../domain/units.ts'
import { getDataSet, type LoadedDataSet } from './dataset.server.ts'

/** Read-only public JSON API (/api/v1): every answer names the game version and region. */

const CACHE_CONTROL = 'public, max-age=900, stale-while-revalidate=3600'

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

function envelope(loaded: LoadedDataSet) {
  return { gameVersion: loaded.data.version, region: loaded.data.region }
}

export async function listUnitsResponse(): Promise<Response> {
  const loaded = await getDataSet()
  return apiJson({ ...envelope(loaded), count: loaded.metadata.length, units: loaded.metadata })
}

export async function unitResponse(rawUnitId: string): Promise<Response> {
  const unitId = parseUnitId(rawUnitId)
  if (unitId === null) return apiError(400, `Invalid unit id "${rawUnitId.slice(0, 20)}": expected a number such as 25 or 025.`)
  const loaded = await getDataSet()
  const unit = loaded.catsById.get(unitId)
  if (!unit) return apiError(404, `No unit with id ${unitId}.`)
  return apiJson({ ...envelope(loaded), unit })
}
