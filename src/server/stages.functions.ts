import { createServerFn } from '@tanstack/react-start'
import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import { z } from 'zod'
import { MAP_KINDS } from '../domain/game-data/stages.ts'
import { findStage, searchStages } from '../domain/stage/stage-index.ts'
import type { CounterRow } from '../domain/stage/counters.ts'
import { crownOf, MAX_CROWNS } from '../domain/stage/crowns.ts'
import { MAX_LEFT_OUT, MAX_LOCKED, TEAM_PREFERENCES } from '../domain/stage/team-choices.ts'
import { MAX_WORKER_LEVEL, MIN_WORKER_LEVEL } from '../domain/stage/battle-money.ts'
import { getComboList } from './combos.server.ts'
import { NUMBER_SETTING_KEYS, NUMBER_SETTINGS, type NumberSetting } from '../domain/settings/settings.ts'
import { counterCandidates } from './counter-candidates.server.ts'
import { rankStage } from './stage-team.server.ts'
import { getDataSet } from './dataset.server.ts'
import { getStageIndex } from './stages.server.ts'
import { getEnemies } from './enemies.server.ts'
import { COUNTER_CATS_MAX_LENGTH, decodeCounterCats, MAX_COUNTER_CATS, type CounterCat } from '../domain/settings/codecs/counter-cats.ts'
import { HttpError } from './http-error.ts'
import { trustedProxies } from './client-address.ts'
import { clientKeyOf } from './feedback-submission.server.ts'
import { MAX_ENEMY_ID, MAX_UNIT_ID } from '../domain/settings/limits.ts'
import { rankingGate } from './ranking-gate.server.ts'

const MAP_ID = 'The map id must be letters and up to three digits, such as N000 or EoC1.'
const STAGE_ID = 'The stage id must be a whole number from 0 to 9999.'
const mapIdField = z.string({ error: MAP_ID }).regex(/^[A-Za-z]{1,12}\d{0,3}$/, { error: MAP_ID })
const stageIdField = z.int({ error: STAGE_ID }).min(0, { error: STAGE_ID }).max(9999, { error: STAGE_ID })

export const STAGE_PAGE_SIZE = 50
const LIMIT = 'The limit must be a whole number from 1 to 1000.'
const searchInput = z.strictObject(
  {
    q: z.string({ error: 'The search must be text.' }).max(100, { error: 'The search must be at most 100 characters.' }),
    kind: z.enum(MAP_KINDS, { error: 'Unknown map kind.' }).optional(),
    limit: z.int({ error: LIMIT }).min(1, { error: LIMIT }).max(1000, { error: LIMIT }),
  },
  { error: 'Expected an object with q, kind and limit.' },
)

/** /stages: the stages whose name, map or kind match the words, in the files' order. */
export const getStageSearch = createServerFn({ method: 'GET' })
  .validator(searchInput)
  .handler(async ({ data: { q, kind, limit } }) => {
    const index = await getStageIndex()
    return { version: index.data.version, ...searchStages(index, { q, ...(kind ? { kind } : {}), limit }) }
  })

const stageInput = z.strictObject({ mapId: mapIdField, stageId: stageIdField }, { error: 'Expected an object with a mapId and a stageId.' })

/** One stage with its map's facts and the names, traits and base HP of its enemies; `found: false` when unknown. */
export const getStage = createServerFn({ method: 'GET' })
  .validator(stageInput)
  .handler(async ({ data: { mapId, stageId } }) => {
    const [index, dataSet] = await Promise.all([getStageIndex(), getDataSet()])
    const found = findStage(index, mapId, stageId)
    if (!found) return { found: false as const }
    const { map, stage } = found
    const ids = new Set(stage.enemies.map((line) => line.enemyId))
    const enemies = dataSet.data.enemies.filter((enemy) => ids.has(enemy.id))
    const position = map.stages.indexOf(stage)
    const neighbour = (offset: number) => {
      const other = map.stages[position + offset]
      return other ? { stageId: other.stageId, label: other.label } : null
    }
    // The cats a rule's cat group names, so the page says them in words.
    const groupIds = new Set((stage.rules?.restrictions ?? []).flatMap((restriction) => restriction.group?.unitIds ?? []))
    const ruleCats = dataSet.data.cats.filter((cat) => groupIds.has(cat.id)).map((cat) => ({ unitId: cat.id, name: cat.forms[0]!.name }))
    return {
      found: true as const,
      version: index.data.version,
      ruleCats,
      map: { id: map.id, kind: map.kind, number: map.number, label: map.label, crowns: map.crowns, stageCount: map.stages.length },
      stage,
      enemies,
      previous: neighbour(-1),
      next: neighbour(1),
    }
  })

const enemyInput = z.strictObject(
  {
    enemyId: z
      .int({ error: 'The enemy id must be a whole number.' })
      .min(0)
      .max(MAX_ENEMY_ID, { error: `The enemy id must be at most ${MAX_ENEMY_ID}.` }),
  },
  { error: 'Expected an object with an enemyId.' },
)

/** "Where it appears": every map and stage an enemy is in, with its magnifications there. */
export const getEnemyAppearances = createServerFn({ method: 'GET' })
  .validator(enemyInput)
  .handler(async ({ data: { enemyId } }) => {
    const index = await getStageIndex()
    return { enemyId, maps: index.appearancesByEnemy.get(enemyId) ?? [] }
  })

const treasureField = (key: NumberSetting) => {
  const { min, max } = NUMBER_SETTINGS[key]
  const message = `${key} must be a whole number from ${min} to ${max}.`
  return z.int({ error: message }).min(min, { error: message }).max(max, { error: message })
}
// The team's budget treasures (teamOnly) may be absent: a page cached before they were counted sends
// the others only, and its ranking must not fail for it (absent, they count maxed).
const treasuresInput = z.strictObject(
  Object.fromEntries(
    NUMBER_SETTING_KEYS.map((key) => [key, 'teamOnly' in NUMBER_SETTINGS[key] ? treasureField(key).optional() : treasureField(key)]),
  ) as Record<NumberSetting, ReturnType<typeof treasureField>>,
  {
    error: `The treasures must name each of ${NUMBER_SETTING_KEYS.join(', ')} and nothing else.`,
  },
)
const CROWN = `The crown must be a whole number from 1 to ${MAX_CROWNS}.`
const WORKER = `The Worker Cat level must be a whole number from ${MIN_WORKER_LEVEL} to ${MAX_WORKER_LEVEL}.`
const TEAM_CAT = `A locked or left-out cat is a unit id, a whole number from 0 to ${MAX_UNIT_ID}.`
const teamCatField = z.int({ error: TEAM_CAT }).min(0, { error: TEAM_CAT }).max(MAX_UNIT_ID, { error: TEAM_CAT })
const LOCKED = `At most ${MAX_LOCKED} cats can be locked in, as a list of unit ids.`
const LEFT_OUT = `At most ${MAX_LEFT_OUT} cats can be left out, as a list of unit ids.`
const countersInput = z.strictObject(
  {
    mapId: mapIdField,
    stageId: stageIdField,
    /** absent: every cat at its last form, max level, talents at max */
    /** the list's cats in one line (encodeCounterCats); read by the handler */
    cats: z
      .string({ error: 'The cats must be text (unit.form.level.plus[.talent…], space separated).' })
      .max(COUNTER_CATS_MAX_LENGTH, { error: `At most ${MAX_COUNTER_CATS.toLocaleString('en-US')} cats.` })
      .optional(),
    levelMode: z.enum(['your-levels', 'max']).optional(),
    /** 1 to 4 where the map has them (absent: the first crown) */
    crown: z.int({ error: CROWN }).min(1, { error: CROWN }).max(MAX_CROWNS, { error: CROWN }).optional(),
    /** the player's account (absent: every treasure and research maxed) */
    treasures: treasuresInput.optional(),
    /** the team builder's cats locked in and left out, by unit id (issue #45 point 6) */
    lock: z.array(teamCatField, { error: LOCKED }).max(MAX_LOCKED, { error: LOCKED }).optional(),
    out: z.array(teamCatField, { error: LEFT_OUT }).max(MAX_LEFT_OUT, { error: LEFT_OUT }).optional(),
    /** the team builder's shift of its objective (absent: balanced) */
    prefer: z.enum(TEAM_PREFERENCES, { error: `The preference must be one of ${TEAM_PREFERENCES.join(', ')}.` }).optional(),
    /** the team's budget: the Worker Cat level planned for (absent: the last) */
    worker: z.int({ error: WORKER }).min(MIN_WORKER_LEVEL, { error: WORKER }).max(MAX_WORKER_LEVEL, { error: WORKER }).optional(),
  },
  { error: 'Expected an object with a mapId, a stageId and optionally cats.' },
)

export type CountersInput = z.infer<typeof countersInput>
/** The input with its cats read (decodeCounterCats). */
type Counters = Omit<CountersInput, 'cats'> & { cats?: CounterCat[] }

/**
 * Stage counters (issue #19 point 4); `stage` null when the stage is unknown. The rows are cut to
 * the best 100. Computed in its turn (ranking-gate.server.ts), else a 429 or 503 with Retry-After.
 */
export const getStageCounters = createServerFn({ method: 'POST' })
  .validator(countersInput)
  .handler(async ({ data }) => {
    // Read here, not in the schema: a schema that calls the reader was kept in the browser's bundle, and zod with it.
    const decoded = data.cats === undefined ? undefined : decodeCounterCats(data.cats)
    if (decoded && !decoded.ok) throw new HttpError(400, decoded.message)
    const input: Counters = { ...data, cats: decoded?.cats }
    const [index, loaded, records, combos] = await Promise.all([getStageIndex(), getDataSet(), getEnemies(), getComboList()])
    const found = findStage(index, input.mapId, input.stageId)
    if (!found) return { found: false as const }
    const crown = crownOf(found.map, input.crown)
    if (!crown.ok) throw new HttpError(400, crown.message)
    const clientKey = clientKeyOf(getRequest().headers, getRequestIP(), trustedProxies())
    return rankingGate().run(clientKey, () => {
      const candidates = counterCandidates(loaded, input)
      // The team (issue #45) from every row, not the 100 sent: a stage's rules may keep out all of those.
      const { counters, team } = rankStage(found.stage, loaded, records.byId, combos, candidates, crown, {
        locked: input.lock,
        leftOut: input.out,
        prefer: input.prefer,
        workerLevel: input.worker,
        treasures: input.treasures,
      })
      const linked = (row: CounterRow) => ({ ...row, link: candidates[row.candidate]?.link })
      const teamPicks = team.picks.map((pick) => ({ ...pick, link: candidates[pick.candidate]?.link }))
      return {
        found: true as const,
        crown: { number: crown.index + 1, percent: crown.percent },
        candidates: counters.rows.length,
        ...counters,
        rows: counters.rows.slice(0, 100).map(linked),
        lineup: counters.lineup.map(linked),
        team: { ...team, picks: teamPicks },
      }
    })
  })
