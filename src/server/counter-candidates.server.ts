import { NUMBER_SETTING_KEYS } from '../domain/settings/settings.ts'
import type { CountedTreasures } from '../domain/settings/account.ts'
import { rosterCandidates, STAGE_COUNTERS, type RosterCandidate } from '../domain/settings/roster.ts'
import type { CounterCat } from '../domain/settings/codecs/counter-cats.ts'
import type { LoadedDataSet } from './dataset.server.ts'

/** What the stage counters rank: a list's cats (absent: every cat) at their levels or at max, with an account's treasures. */
export type CandidatesInput = { cats?: CounterCat[]; levelMode?: 'your-levels' | 'max'; treasures?: CountedTreasures }

const allCatsByDataSet = new WeakMap<LoadedDataSet, RosterCandidate[]>()
// Every cat with an account's treasures: a few accounts per data set, the latest kept.
const KEPT_ACCOUNTS = 8
const allCatsByAccount = new WeakMap<LoadedDataSet, Map<string, RosterCandidate[]>>()

/**
 * The stage ranking's candidates (rosterCandidates, the stage rule): the given saved cats at their
 * levels, each with its unit page link, or every cat's last form at max level, with the account's
 * treasures where the input carries them. Every cat is one array per data set (and account): the
 * counters engine keeps its per-form work by that array, so a boss met on an earlier request (the
 * same enemy in many stages) is not worked out again.
 */
export function counterCandidates(loaded: LoadedDataSet, input: CandidatesInput): RosterCandidate[] {
  const { treasures } = input
  if (input.cats) return rosterCandidates(loaded.prepared, input, STAGE_COUNTERS)
  if (!treasures) {
    let all = allCatsByDataSet.get(loaded)
    if (!all) allCatsByDataSet.set(loaded, (all = rosterCandidates(loaded.prepared, {}, STAGE_COUNTERS)))
    return all
  }
  let byAccount = allCatsByAccount.get(loaded)
  if (!byAccount) allCatsByAccount.set(loaded, (byAccount = new Map()))
  const key = JSON.stringify(NUMBER_SETTING_KEYS.map((name) => treasures[name]))
  let counted = byAccount.get(key)
  if (!counted) {
    counted = rosterCandidates(loaded.prepared, { treasures }, STAGE_COUNTERS)
    byAccount.set(key, counted)
    for (const oldest of byAccount.keys()) {
      if (byAccount.size <= KEPT_ACCOUNTS) break
      byAccount.delete(oldest)
    }
  }
  return counted
}
