import { MAP_KINDS, MAP_KIND_NAMES, isMapIdShape, parseStageId, type MapKind } from '../domain/game-data/stages.ts'
import { MAX_WORKER_LEVEL, MIN_WORKER_LEVEL, parseWorkerLevel } from '../domain/stage/battle-money.ts'
import { findStage, searchStages } from '../domain/stage/stage-index.ts'
import { apiError, apiJson, queryFieldsError } from './api.server.ts'
import { getDataSet } from './dataset.server.ts'
import { getStageIndex } from './stages.server.ts'
import { HttpError } from './http-error.ts'
import { rankingGate } from './ranking-gate.server.ts'
import { stageTeamAnswer } from './stage-team.server.ts'
import { MAX_CROWNS, parseCrown } from '../domain/stage/crowns.ts'
import { parseTeamCats, parseTeamPreference, type TeamChoices } from '../domain/stage/stage-team.ts'
import { MAX_LEFT_OUT, MAX_LOCKED, TEAM_PREFERENCES } from '../domain/stage/team-choices.ts'

const KNOWN_QUERY = ['q', 'kind', 'offset', 'limit']
const COUNT = /^(0|[1-9]\d{0,5})$/

function envelope(version: string, region: string) {
  return { gameVersion: version, region }
}

/** GET /api/v1/stages?q=&kind=&offset=&limit= : stage summaries in the files' order. */
export async function listStagesResponse(query: URLSearchParams): Promise<Response> {
  const queryError = queryFieldsError(query, KNOWN_QUERY)
  if (queryError) return queryError
  const q = query.get('q') ?? ''
  if (q.length > 100) return apiError(400, 'Invalid query: q must be at most 100 characters.')
  const kind = query.get('kind')
  if (kind !== null && !(MAP_KINDS as readonly string[]).includes(kind)) {
    return apiError(400, `Invalid query: unknown kind "${kind.slice(0, 20)}" (known: ${MAP_KINDS.join(', ')}).`)
  }
  const numbers: Record<'offset' | 'limit', number | undefined> = { offset: undefined, limit: undefined }
  for (const key of ['offset', 'limit'] as const) {
    const raw = query.get(key)
    if (raw === null) continue
    if (!COUNT.test(raw)) return apiError(400, `Invalid query: ${key} must be a whole number from 0 to 999999.`)
    numbers[key] = Number(raw)
  }
  const [index, loaded] = await Promise.all([getStageIndex(), getDataSet()])
  const found = searchStages(index, {
    q,
    ...(kind ? { kind: kind as MapKind } : {}),
    offset: numbers.offset ?? 0,
    limit: numbers.limit ?? Number.MAX_SAFE_INTEGER,
  })
  return apiJson({
    ...envelope(loaded.data.version, loaded.data.region),
    kinds: MAP_KINDS.map((id) => ({ id, name: MAP_KIND_NAMES[id] })),
    count: found.total,
    stages: found.rows,
  })
}

/** A path's map and stage ids, or the 400 that refuses them. */
function stageAddress(rawMapId: string, rawStageId: string): Response | { mapId: string; stageId: number } {
  if (!isMapIdShape(rawMapId)) return apiError(400, `Invalid map id "${rawMapId.slice(0, 20)}": expected letters and up to three digits, such as N000 or EoC1.`)
  const stageId = parseStageId(rawStageId)
  if (stageId === null) return apiError(400, `Invalid stage id "${rawStageId.slice(0, 20)}": expected a whole number without leading zeros, such as 0 or 12.`)
  return { mapId: rawMapId, stageId }
}

/** GET /api/v1/stages/{mapId}/{stageId}: the stage's facts and enemy lines, with each enemy's name. */
export async function stageResponse(rawMapId: string, rawStageId: string, query: URLSearchParams): Promise<Response> {
  const address = stageAddress(rawMapId, rawStageId)
  if (address instanceof Response) return address
  const { stageId } = address
  const queryError = queryFieldsError(query, [])
  if (queryError) return queryError
  const [index, loaded] = await Promise.all([getStageIndex(), getDataSet()])
  const found = findStage(index, rawMapId, stageId)
  if (!found) return apiError(404, `No stage ${stageId} in map ${rawMapId}.`)
  const { map, stage } = found
  const names = new Map(loaded.data.enemies.map((enemy) => [enemy.id, enemy.name]))
  return apiJson({
    ...envelope(loaded.data.version, loaded.data.region),
    map: {
      id: map.id,
      kind: map.kind,
      kindName: MAP_KIND_NAMES[map.kind],
      number: map.number,
      label: map.label,
      crowns: map.crowns,
      stageCount: map.stages.length,
    },
    stage: { ...stage, enemies: stage.enemies.map((line) => ({ ...line, enemyName: names.get(line.enemyId) ?? null })) },
  })
}

/**
 * GET /api/v1/stages/{mapId}/{stageId}/team?crown=1..4&lock=25,34&out=13&prefer=range&worker=1..8: the stage page's
 * "Build a team" from every cat at max (issue #45 point 7), with the cats the player locked in or left out, the lean and the budget. Computed in its turn (ranking-gate.server.ts), else a 429 or 503
 * with Retry-After, as the enemy counters.
 */
export async function stageTeamResponse(rawMapId: string, rawStageId: string, query: URLSearchParams, clientKey = 'anonymous'): Promise<Response> {
  const address = stageAddress(rawMapId, rawStageId)
  if (address instanceof Response) return address
  const queryError = queryFieldsError(query, ['crown', 'lock', 'out', 'prefer', 'worker'])
  if (queryError) return queryError
  const rawCrown = query.get('crown')
  const crown = rawCrown === null ? undefined : parseCrown(rawCrown)
  if (crown === null) return apiError(400, `Invalid query: crown: must be a whole number from 1 to ${MAX_CROWNS}, not "${rawCrown?.slice(0, 20)}".`)
  const choices: TeamChoices = {}
  for (const [field, key, max] of [
    ['lock', 'locked', MAX_LOCKED],
    ['out', 'leftOut', MAX_LEFT_OUT],
  ] as const) {
    const raw = query.get(field)
    if (raw === null) continue
    const ids = parseTeamCats(raw, max)
    if (ids === null)
      return apiError(400, `Invalid query: ${field}: must be up to ${max} unit ids separated by commas, such as 25,34, not "${raw.slice(0, 30)}".`)
    choices[key] = ids
  }
  const rawPrefer = query.get('prefer')
  if (rawPrefer !== null) {
    const prefer = parseTeamPreference(rawPrefer)
    if (prefer === null) return apiError(400, `Invalid query: prefer: must be one of ${TEAM_PREFERENCES.join(', ')}, not "${rawPrefer.slice(0, 20)}".`)
    choices.prefer = prefer
  }
  const rawWorker = query.get('worker')
  if (rawWorker !== null) {
    const workerLevel = parseWorkerLevel(rawWorker)
    if (workerLevel === null)
      return apiError(
        400,
        `Invalid query: worker: must be a Worker Cat level from ${MIN_WORKER_LEVEL} to ${MAX_WORKER_LEVEL}, not "${rawWorker.slice(0, 20)}".`,
      )
    choices.workerLevel = workerLevel
  }
  try {
    return await rankingGate().run(clientKey, async () => {
      const answer = await stageTeamAnswer(address.mapId, address.stageId, crown, choices)
      if (!answer.ok) return apiError(answer.status, answer.message)
      return apiJson({ ...envelope(answer.version, answer.region), ...answer.body })
    })
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    const refused = apiJson({ error: { status: error.status, message: error.message } }, error.status)
    for (const [name, value] of Object.entries(error.headers)) refused.headers.set(name, value)
    return refused
  }
}
