import { dataSourcesOf } from './data-sources.ts'
import { counterRecordOf } from '../domain/enemies/counter-record.ts'
import { sortCounters } from '../domain/enemies/counter-sort.ts'
import { countersAgainst } from '../domain/enemies/counters.ts'
import { explainedCounterRecord } from '../domain/enemies/kill-explanation.ts'
import { enemyPath, parseEnemyId } from '../domain/enemies/enemy-link.ts'
import { enemyRequest, type EnemyRequest } from '../domain/enemies/enemy-request.ts'
import { enemyStats } from '../domain/enemies/enemy-stats.ts'
import { ENEMY_COUNTERS, rosterCandidates } from '../domain/settings/roster.ts'
import { apiError, apiJson, queryFieldsError } from './api.server.ts'
import { getDataSet } from './dataset.server.ts'
import { getEnemies, type LoadedEnemies } from './enemies.server.ts'
import { HttpError } from './http-error.ts'
import { rankingGate } from './ranking-gate.server.ts'

/** /api/v1/enemies…: the same envelope and error shape as the rest of /api/v1 (api.server.ts). */

function envelope(loaded: LoadedEnemies) {
  return { gameVersion: loaded.data.version, region: loaded.data.region, dataSources: dataSourcesOf(loaded.data) }
}

/** The route's query, or the 400 that refuses it: a field given twice, or one enemyRequest refuses. */
function readQuery(query: URLSearchParams, allowed: Parameters<typeof enemyRequest>[1]): Response | Extract<EnemyRequest, { ok: true }> {
  const queryError = queryFieldsError(query)
  if (queryError) return queryError
  const request = enemyRequest(Object.fromEntries(query), allowed)
  return request.ok ? request : apiError(400, `Invalid query: ${request.problems.join('; ')}`)
}

export async function listEnemiesResponse(query: URLSearchParams): Promise<Response> {
  const request = readQuery(query, ['magnification', 'attackMagnification'])
  if (request instanceof Response) return request
  const loaded = await getEnemies()
  const enemies = loaded.data.enemies.map((enemy) => {
    const stats = enemyStats(enemy, request.magnification)
    return {
      id: enemy.id,
      name: enemy.name,
      link: enemyPath(enemy.id, request.magnification),
      traits: enemy.traits,
      specialType: enemy.specialType,
      hp: stats.hp,
      attack: stats.attack,
      dps: stats.dps,
      range: enemy.range,
      speed: enemy.speed,
      knockbacks: enemy.knockbacks,
      abilities: Object.keys(enemy.abilities),
      immunities: enemy.immunities,
    }
  })
  return apiJson({ ...envelope(loaded), magnification: request.magnification, count: enemies.length, enemies })
}

function enemyIdProblem(rawEnemyId: string): Response | number {
  const enemyId = parseEnemyId(rawEnemyId)
  if (enemyId === null) return apiError(400, `Invalid enemy id "${rawEnemyId.slice(0, 20)}": expected a number such as 0 or 549.`)
  return enemyId
}

export async function enemyResponse(rawEnemyId: string, query: URLSearchParams): Promise<Response> {
  const enemyId = enemyIdProblem(rawEnemyId)
  if (typeof enemyId !== 'number') return enemyId
  const request = readQuery(query, ['magnification', 'attackMagnification'])
  if (request instanceof Response) return request
  const loaded = await getEnemies()
  const enemy = loaded.byId.get(enemyId)
  if (!enemy) return apiError(404, `No enemy with id ${enemyId}.`)
  return apiJson({ ...envelope(loaded), magnification: request.magnification, enemy, stats: enemyStats(enemy, request.magnification) })
}

/**
 * Every listed form at max level with maxed talents and treasures against one enemy, ranked;
 * computed in its turn (ranking-gate.server.ts), else a 429 or 503 with Retry-After.
 */
export async function enemyCountersResponse(rawEnemyId: string, query: URLSearchParams, clientKey = 'anonymous'): Promise<Response> {
  try {
    return await rankingGate().run(clientKey, () => rankedCountersResponse(rawEnemyId, query))
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    const refused = apiJson({ error: { status: error.status, message: error.message } }, error.status)
    for (const [name, value] of Object.entries(error.headers)) refused.headers.set(name, value)
    return refused
  }
}

async function rankedCountersResponse(rawEnemyId: string, query: URLSearchParams): Promise<Response> {
  const enemyId = enemyIdProblem(rawEnemyId)
  if (typeof enemyId !== 'number') return enemyId
  const request = readQuery(query, ['magnification', 'attackMagnification', 'limit', 'sort', 'explain'])
  if (request instanceof Response) return request
  const loaded = await getEnemies()
  const enemy = loaded.byId.get(enemyId)
  if (!enemy) return apiError(404, `No enemy with id ${enemyId}.`)
  const { prepared } = await getDataSet()
  const forms = rosterCandidates(prepared, {}, ENEMY_COUNTERS)
  const ranked = sortCounters(countersAgainst(enemy, request.magnification, forms), request.sort)
  const shown = request.limit === null ? ranked : ranked.slice(0, request.limit)
  const stats = enemyStats(enemy, request.magnification)
  return apiJson({
    ...envelope(loaded),
    enemy: { id: enemy.id, name: enemy.name, link: enemyPath(enemy.id, request.magnification) },
    magnification: request.magnification,
    sort: request.sort,
    count: shown.length,
    counters: request.explain ? shown.map((counter) => explainedCounterRecord(counter, enemy, stats)) : shown.map(counterRecordOf),
  })
}
