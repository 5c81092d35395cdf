import { parseUnitId } from '../domain/units.ts'
import { evolutionResources, levelXp, talentMaxLevel, talentNp, talentsNpToMax } from '../domain/planner/upgrade-cost.ts'
import { apiError, apiJson, queryFieldsError } from './api.server.ts'
import { getUpgradeCosts } from './costs.server.ts'
import { dataSourcesOf } from './data-sources.ts'
import { getDataSet } from './dataset.server.ts'

const LEVEL = /^\d{1,4}$/

/**
 * GET /api/v1/units/{id}/costs?from=L&to=M: the XP from base level L to M (plus levels cost none),
 * each evolution's XP and materials by English name, and each talent's NP per level and to max.
 */
export async function costsResponse(rawUnitId: string, query: URLSearchParams): Promise<Response> {
  const unitId = parseUnitId(rawUnitId)
  if (unitId === null) return apiError(400, `Invalid unit id "${rawUnitId.slice(0, 20)}": expected a number such as 25 or 025.`)
  const queryError = queryFieldsError(query, ['from', 'to'])
  if (queryError) return queryError
  const [loaded, costs] = await Promise.all([getDataSet(), getUpgradeCosts()])
  const unit = loaded.catsById.get(unitId)
  const cat = costs.byId.get(unitId)
  if (!unit || !cat) return apiError(404, `No unit with id ${unitId}.`)
  const level = (field: 'from' | 'to', fallback: number): number | string => {
    const raw = query.get(field)
    if (raw === null) return fallback
    const value = LEVEL.test(raw) ? Number(raw) : NaN
    if (!Number.isInteger(value) || value < 1 || value > unit.maxBaseLevel) {
      return `${field}: "${raw.slice(0, 20)}" is not a base level of this cat (1 to ${unit.maxBaseLevel}; plus levels cost no XP)`
    }
    return value
  }
  const from = level('from', 1)
  const to = level('to', unit.maxBaseLevel)
  const problems = [from, to].filter((value): value is string => typeof value === 'string')
  if (problems.length > 0) return apiError(400, `Invalid query: ${problems.join('; ')}.`)
  if ((to as number) < (from as number)) return apiError(400, `Invalid query: to (${to}) is below from (${from}).`)
  const materialName = (itemId: number) => costs.data.materials[String(itemId)] ?? `item ${itemId}`
  return apiJson({
    gameVersion: loaded.data.version,
    region: loaded.data.region,
    dataSources: dataSourcesOf(loaded.data),
    unitId,
    from,
    to,
    xp: levelXp(cat, from as number, to as number),
    evolutions: cat.evolutions.map((evolution) => ({
      formIndex: evolution.formIndex,
      level: evolution.level,
      automaticAtLevel: evolution.automaticAtLevel,
      xp: evolutionResources(evolution).xp,
      materials: evolution.materials.map((material) => ({ itemId: material.itemId, name: materialName(material.itemId), amount: material.amount })),
    })),
    talents: cat.talents.map((talent) => ({
      slot: talent.slot,
      name: unit.talents.find((candidate) => candidate.slot === talent.slot)?.name ?? null,
      ultra: talent.ultra,
      npPerLevel: talent.npPerLevel,
      npToMax: talentNp(talent, 0, talentMaxLevel(talent)),
    })),
    talentsNpToMax: talentsNpToMax(
      cat.talents,
      cat.talents.map(() => 0),
    ),
  })
}
