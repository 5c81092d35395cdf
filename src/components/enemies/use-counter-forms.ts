import { startTransition, useEffect, useMemo, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Enemy } from '../../domain/game-data/enemies.ts'
import { countersPrepared, prepareCountersAgainst } from '../../domain/enemies/counters.ts'
import type { Magnification } from '../../domain/enemies/enemy-link.ts'
import type { CounterForm } from '../../domain/enemies/matchup.ts'
import { ENEMY_COUNTERS, rosterCandidates } from '../../domain/settings/roster.ts'
import { countedTreasures, type CountedTreasures } from '../../domain/settings/account.ts'
import type { PreparedCat } from '../../domain/stats/prepare.ts'
import { useAccountTreasures } from '../../browser/account-store.ts'
import { savedCatsQuery } from '../../queries/lists.ts'
import { yieldToBackground } from '../../queries/yield-to-main.ts'
import { useHydrated } from '../ui/use-hydrated.ts'
import { keyedCache } from '../../domain/keyed-cache.ts'
import { useCatsFile } from './use-cats-file.ts'

const allFormsByData = keyedCache<readonly PreparedCat[], CounterForm[]>()
/**
 * Every form at max (rosterCandidates, the enemy rule), with the account's treasures where one is
 * saved: one array per data set and account, so switching back to all cats reuses its ranking work
 * (countersAgainst keys it by this array).
 */
function allForms(prepared: readonly PreparedCat[], treasures: CountedTreasures | undefined): CounterForm[] {
  const key = treasures ? JSON.stringify(treasures) : 'maxed'
  return allFormsByData.getOrCompute(prepared, key, () => rosterCandidates(prepared, { treasures }, ENEMY_COUNTERS))
}

/**
 * The cats to rank: every listed form at max, or a saved list's cats at their levels and talents;
 * with the player's account, as on the unit pages the rows link to. Null until the page has
 * hydrated, when the account is known: the ranking is then worked out once. Its caller is drawn
 * once the ranking is wanted (EnemyCounters), so the cats' file is asked for from the start.
 */
export function useCounterForms(listId: string | undefined): { forms: CounterForm[] | null; error: string | null } {
  const units = useCatsFile(true)
  // IndexedDB lives in the browser: the server's empty answer must not stand in for it.
  const saved = useQuery({ ...savedCatsQuery(listId ?? ''), enabled: listId !== undefined, refetchOnMount: 'always' })
  const hydrated = useHydrated()
  const account = useAccountTreasures()
  return useMemo(() => {
    if (units.error) return { forms: null, error: 'The cats could not be loaded.' }
    const prepared = units.data?.prepared
    if (!prepared || !hydrated) return { forms: null, error: null }
    const treasures = countedTreasures(account)
    if (listId === undefined) return { forms: allForms(prepared, treasures), error: null }
    if (saved.error) return { forms: null, error: 'This list could not be read.' }
    if (!saved.data) return { forms: null, error: null }
    // The list's cats at the levels saved, whatever its level mode; a cat or form the data set lacks is left out.
    return { forms: rosterCandidates(prepared, { cats: saved.data, treasures }, ENEMY_COUNTERS), error: null }
  }, [units.data, units.error, listId, saved.data, saved.error, hydrated, account])
}

// Forms per slice of a first ranking: about 5 ms of work on this machine, 20 ms on a slow phone.
const RANKING_SLICE = 25
// A saved list this short is ranked at once (about 15 ms here): no "Ranking cats…" flashes on a switch.
const RANK_AT_ONCE = 250

/**
 * The forms, once their first ranking against this enemy has been worked out a slice at a time
 * (prepareCountersAgainst) at background priority, so that no single task holds the page for all of
 * them and input goes first; null until then.
 * A short list is ranked at once.
 */
export function usePreparedForms(enemy: Enemy, forms: CounterForm[] | null, magnification: Magnification): CounterForm[] | null {
  const [done, setDone] = useState<{ enemy: Enemy; forms: CounterForm[] } | null>(null)
  const ready = forms !== null && (forms.length <= RANK_AT_ONCE || countersPrepared(enemy, forms) || (done?.enemy === enemy && done.forms === forms))
  // The fights at the page's magnification are prepared in slices too; a change meanwhile is read at their start.
  const latestMagnification = useRef(magnification)
  useEffect(() => {
    latestMagnification.current = magnification
  }, [magnification])
  useEffect(() => {
    if (forms === null || ready) return
    let current = true
    // Below the page's own facts, and long: input and painting go first, and the table's first
    // render is one React may interrupt.
    void prepareCountersAgainst(enemy, forms, yieldToBackground, RANKING_SLICE, () => latestMagnification.current).then(() => {
      if (current) startTransition(() => setDone({ enemy, forms }))
    })
    return () => {
      current = false
    }
  }, [enemy, forms, ready])
  return ready ? forms : null
}
