/**
 * In-memory sliding-window rate limit per client key. Memory stays bounded:
 * each client keeps at most `limit` timestamps and at most `maxClients`
 * clients are tracked.
 */

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number }

/** Anything that counts attempts per client: this in-memory limiter or the database's (feedback-store.server.ts). */
export type RateLimitGate = {
  /** Counts an attempt by `clientKey` if the window has room for it. */
  attempt(clientKey: string): RateLimitDecision | Promise<RateLimitDecision>
}

export type RateLimiter = {
  attempt(clientKey: string): RateLimitDecision
  /** Clients currently tracked. */
  size(): number
}

export type RateLimiterOptions = {
  limit: number
  windowMs: number
  maxClients?: number
  now?: () => number
}

export function createRateLimiter({ limit, windowMs, maxClients = 10_000, now = Date.now }: RateLimiterOptions): RateLimiter {
  // Map order is the order of each client's latest counted attempt, so the
  // first entry is always the stalest one.
  const attempts = new Map<string, number[]>()

  const isExpired = (time: number, at: number) => at - time >= windowMs

  const dropStale = (at: number) => {
    for (const [key, times] of attempts) {
      const latest = times[times.length - 1]
      if (latest !== undefined && !isExpired(latest, at)) return
      attempts.delete(key)
    }
  }

  return {
    attempt(clientKey) {
      const at = now()
      dropStale(at)
      const times = (attempts.get(clientKey) ?? []).filter((time) => !isExpired(time, at))
      const oldest = times[0]
      if (times.length >= limit && oldest !== undefined) {
        attempts.set(clientKey, times)
        return { allowed: false, retryAfterMs: windowMs - (at - oldest) }
      }
      times.push(at)
      attempts.delete(clientKey)
      attempts.set(clientKey, times)
      if (attempts.size > maxClients) {
        // Under a flood of distinct keys the stalest client forgets its
        // history; that only ever lets one of them through early.
        const stalest = attempts.keys().next()
        if (!stalest.done) attempts.delete(stalest.value)
      }
      return { allowed: true }
    },
    size: () => attempts.size,
  }
}
