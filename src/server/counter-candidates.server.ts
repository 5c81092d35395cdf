import { catLevel } from '../domain/settings/level.ts'
import { defaultSettings, NUMBER_SETTING_KEYS } from '../domain/settings/settings.ts'
import type { CountedTreasures } from '../domain/settings/account.ts'
import { rosterSettings } from '../domain/settings/roster.ts'
import { unitLinkSearchOf } from '../domain/settings/saved-cat.ts'
import type { CounterCandidate } from '../domain/stage/counters.ts'
import type { CounterCat } from '../domain/settings/codecs/counter-cats.ts'
import type { LoadedDataSet } from './dataset.server.ts'

/** What the stage counters rank: a list's cats (absent: every cat) at their levels or at max, with an account's treasures. */
export type CandidatesInput = { cats?: CounterCat[]; levelMode?: 'your-levels' | 'max'; treasures?: CountedTreasures }

/**
 * A listed cat's unit page search (levels, talents, orbs): its ranking row opens the page with the
 * numbers it was ranked on. The treasures are the ranking's: the account's, as the unit page counts them.
 */
type UnitLink = ReturnType<typeof unitLinkSearchOf>
type Candidate = CounterCandidate & { link?: UnitLink }

const allCatsByDataSet = new WeakMap<LoadedDataSet, CounterCandidate[]>()
// Every cat with an account's treasures: a few accounts per data set, the latest kept.
const KEPT_ACCOUNTS = 8
const allCatsByAccount = new WeakMap<LoadedDataSet, Map<string, CounterCandidate[]>>()

/**
 * Candidates: the given saved cats at their levels, or every cat's last form at max level, with the
 * account's treasures where the input carries them. Every cat is one array per data set (and
 * account): the counters engine keeps its per-form work by that array, so a boss met on an earlier
 * request (the same enemy in many stages) is not worked out again.
 */
export function counterCandidates(loaded: LoadedDataSet, input: CandidatesInput): Candidate[] {
  const { treasures } = input
  if (!input.cats) {
    let all = allCatsByDataSet.get(loaded)
    if (!all) {
      all = loaded.prepared.flatMap((prepared) => {
        const form = prepared.forms[prepared.forms.length - 1]
        return form ? [{ prepared: form, settings: { ...defaultSettings, ...catLevel(prepared.cat, defaultSettings) } }] : []
      })
      allCatsByDataSet.set(loaded, all)
    }
    if (!treasures) return all
    let byAccount = allCatsByAccount.get(loaded)
    if (!byAccount) allCatsByAccount.set(loaded, (byAccount = new Map()))
    const key = JSON.stringify(NUMBER_SETTING_KEYS.map((name) => treasures[name]))
    let counted = byAccount.get(key)
    if (!counted) {
      counted = withTreasures(all, treasures)
      byAccount.set(key, counted)
      for (const oldest of byAccount.keys()) {
        if (byAccount.size <= KEPT_ACCOUNTS) break
        byAccount.delete(oldest)
      }
    }
    return counted
  }
  const byId = new Map(loaded.prepared.map((prepared) => [prepared.cat.id, prepared]))
  const saved = input.cats.flatMap((saved) => {
    const prepared = byId.get(saved.unitId)
    const form = prepared?.forms.find((candidate) => candidate.form.formIndex === saved.formIndex) ?? prepared?.forms[prepared.forms.length - 1]
    if (!prepared || !form) return []
    const settings = rosterSettings({ saved: { cat: prepared.cat, levels: saved, levelMode: input.levelMode ?? 'your-levels' } })
    return [{ prepared: form, settings: { ...settings, ...catLevel(prepared.cat, settings) }, link: unitLinkSearchOf(prepared.cat, settings) }]
  })
  return treasures ? withTreasures(saved, treasures) : saved
}

function withTreasures<T extends CounterCandidate>(candidates: readonly T[], treasures: CountedTreasures): T[] {
  return candidates.map((candidate) => ({ ...candidate, settings: { ...candidate.settings, ...treasures } }))
}
