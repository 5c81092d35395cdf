import { NUMBER_SETTING_KEYS } from '../domain/settings/settings.ts'
import type { CountedTreasures } from '../domain/settings/account.ts'
import { rosterCandidates, STAGE_COUNTERS, type RosterCandidate } from '../domain/settings/roster.ts'
import type { CounterCat } from '../domain/settings/codecs/counter-cats.ts'
import type { LoadedDataSet } from './dataset.server.ts'
import { keyedCache } from '../domain/keyed-cache.ts'

/** What the stage counters rank: a list's cats (absent: every cat) at their levels or at max, with an account's treasures. */
export type CandidatesInput = { cats?: CounterCat[]; levelMode?: 'your-levels' | 'max'; treasures?: CountedTreasures }

// Every cat at max, one array per data set; with an account's treasures, the latest few accounts.
const allCatsMaxed = keyedCache<LoadedDataSet, RosterCandidate[]>(1)
const KEPT_ACCOUNTS = 8
const allCatsByAccount = keyedCache<LoadedDataSet, RosterCandidate[]>(KEPT_ACCOUNTS)

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
  if (!treasures) return allCatsMaxed.getOrCompute(loaded, 'maxed', () => rosterCandidates(loaded.prepared, {}, STAGE_COUNTERS))
  const key = JSON.stringify(NUMBER_SETTING_KEYS.map((name) => treasures[name]))
  return allCatsByAccount.getOrCompute(loaded, key, () => rosterCandidates(loaded.prepared, { treasures }, STAGE_COUNTERS))
}
