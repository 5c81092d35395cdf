/**
 * The app's one memo for work done over a whole data set (docs/architecture.md "Caches"): values
 * kept per owner object (a data set, the prepared cats, a form) and per text key (settings as the
 * URL writes them, an account's treasures, a saved cat's levels). The owner holds its entries
 * (a WeakMap): when a new data set replaces it, its entries go with it. `newest` keeps only that
 * many keys per owner, the oldest dropped first. Everything else the app keeps lives in TanStack
 * Query's cache.
 */
export type KeyedCache<Owner extends object, Value> = {
  get(owner: Owner, key: string): Value | undefined
  set(owner: Owner, key: string, value: Value): void
  /** the kept value, or `compute()` kept and returned */
  getOrCompute(owner: Owner, key: string, compute: () => Value): Value
}

export function keyedCache<Owner extends object, Value>(newest = Infinity): KeyedCache<Owner, Value> {
  const byOwner = new WeakMap<Owner, Map<string, Value>>()
  const entries = (owner: Owner) => {
    let kept = byOwner.get(owner)
    if (!kept) byOwner.set(owner, (kept = new Map()))
    return kept
  }
  const set = (owner: Owner, key: string, value: Value) => {
    const kept = entries(owner)
    kept.delete(key)
    kept.set(key, value)
    for (const oldest of kept.keys()) {
      if (kept.size <= newest) break
      kept.delete(oldest)
    }
  }
  return {
    get: (owner, key) => byOwner.get(owner)?.get(key),
    set,
    getOrCompute(owner, key, compute) {
      const kept = entries(owner)
      if (kept.has(key)) return kept.get(key) as Value
      const value = compute()
      set(owner, key, value)
      return value
    },
  }
}
