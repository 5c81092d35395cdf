import { z } from 'zod'
import { CHANGED_STATS, diffDataSets, type CatChanges, type DataSetChanges, type FormRef } from './changes.ts'
import type { DataSet } from './model.ts'
import { compareGameVersions } from './game-version.ts'

export { compareGameVersions, isGameVersion } from './game-version.ts'

/**
 * What changed for players across the game versions we hold: every version
 * from oldest to newest and, newest first, what each one changed since the
 * one before. Built by the data step from GAME_DATA_HISTORY_DIR and the
 * current data set, written to data/changes.json apart from the data set, so
 * only the pages that show it load it.
 */
export interface GameHistory {
  region: string
  /** oldest first; the last one is the data set the app serves */
  versions: string[]
  /** one per version after the first, newest first */
  steps: DataSetChanges[]
}

/**
 * Diffs each version with the one before it. Two data sets of one version are
 * one version: the last given wins (the current data set is passed last, so
 * it replaces a history dump of its own version).
 */
export function buildHistory(region: string, dataSets: readonly Pick<DataSet, 'version' | 'cats'>[]): GameHistory {
  const byVersion = new Map<string, Pick<DataSet, 'version' | 'cats'>>()
  for (const dataSet of dataSets) byVersion.set(dataSet.version, dataSet)
  const ordered = [...byVersion.values()].sort((a, b) => compareGameVersions(a.version, b.version))
  const steps = ordered.slice(1).map((dataSet, index) => diffDataSets(ordered[index]!, dataSet))
  return { region, versions: ordered.map((dataSet) => dataSet.version), steps: steps.reverse() }
}

/** One version's changes to one cat, for its unit page. */
export interface UnitHistoryEntry {
  from: string
  to: string
  /** the cat first appeared in this version, with these forms */
  newCat: FormRef[] | null
  changes: CatChanges | null
}

/** The versions that changed this cat, newest first; empty when none did. */
export function unitHistory(history: GameHistory, catId: number): UnitHistoryEntry[] {
  return history.steps.flatMap((step) => {
    const newCat = step.newCats.find((cat) => cat.catId === catId)?.forms ?? null
    const changes = step.changedCats.find((cat) => cat.catId === catId) ?? null
    return newCat || changes ? [{ from: step.from, to: step.to, newCat, changes }] : []
  })
}

/** One step with only what concerns one cat (the API's `unit` filter). */
export function stepForCat(step: DataSetChanges, catId: number): DataSetChanges {
  return {
    from: step.from,
    to: step.to,
    newCats: step.newCats.filter((cat) => cat.catId === catId),
    removedCats: step.removedCats.filter((cat) => cat.catId === catId),
    changedCats: step.changedCats.filter((cat) => cat.catId === catId),
  }
}

// The file's schema: data/changes.json is read back by the server, and a file written by another build must not be trusted blindly.
const formRef = z.object({ catId: z.number().int(), formIndex: z.number().int(), name: z.string() })
const change = <T extends z.ZodType>(value: T) => z.object({ before: value, after: value })
const levels = z.object({ maxBaseLevel: z.number().int(), maxPlusLevel: z.number().int() })

export const gameHistory = z.object({
  region: z.string(),
  versions: z.array(z.string()),
  steps: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      newCats: z.array(z.object({ catId: z.number().int(), name: z.string(), forms: z.array(formRef) })),
      removedCats: z.array(z.object({ catId: z.number().int(), name: z.string() })),
      changedCats: z.array(
        z.object({
          catId: z.number().int(),
          name: z.string(),
          newForms: z.array(formRef),
          removedForms: z.array(formRef),
          forms: z.array(
            formRef.extend({
              renamedFrom: z.string().nullable(),
              stats: z.array(change(z.number()).extend({ stat: z.enum(CHANGED_STATS) })),
              abilities: z.array(z.object({ ability: z.string(), before: z.json(), after: z.json() })),
            }),
          ),
          talents: z.array(z.object({ abilityId: z.number().int(), name: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
          levels: change(levels).nullable(),
        }),
      ),
    }),
  ),
}) satisfies z.ZodType<GameHistory>
