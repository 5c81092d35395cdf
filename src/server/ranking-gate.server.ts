import { HttpError } from './http-error.ts'

/**
 * The expensive rankings (a stage's counters, an enemy's counters: every form through the
 * damage engine, 200–450 ms of CPU each) run one at a time, behind a bounded queue, with a
 * cap per client. They are synchronous work on the one thread that also serves pages: one
 * client with 20 in flight took a plain page and /healthz from 2–3 ms to 4–10 s, since every
 * ranking ahead of a page in the event loop ran first. Now a page waits for at most the one
 * ranking under way: the next queued one starts from setImmediate, after the I/O waiting.
 */

export type WorkGateOptions = {
  /** rankings computed at once */
  concurrency: number
  /** rankings waiting for their turn, from every client together; more get 503 */
  maxQueued: number
  /** rankings one client may have running or waiting; more get 429 */
  perClient: number
}

export const RANKING_LIMITS: WorkGateOptions = { concurrency: 1, maxQueued: 16, perClient: 4 }

export const TOO_MANY_RANKINGS = 'Too many rankings asked for at once. Please wait for the ones under way.'
export const RANKINGS_BUSY = 'The server is busy with other rankings. Please try again in a moment.'
export const RANKING_RETRY_AFTER_SECONDS = 1

export type WorkGate = {
  /** Runs `work` when its turn comes; throws an HttpError (429 or 503, with Retry-After) when it cannot wait. */
  run<T>(clientKey: string, work: () => T | Promise<T>): Promise<T>
  stats(): { active: number; queued: number }
}

export function createWorkGate({ concurrency, maxQueued, perClient }: WorkGateOptions): WorkGate {
  let active = 0
  const queue: (() => void)[] = []
  const perClientCount = new Map<string, number>()
  const refusal = (status: 429 | 503, message: string) => new HttpError(status, message, { headers: { 'Retry-After': String(RANKING_RETRY_AFTER_SECONDS) } })

  const release = () => {
    const next = queue.shift()
    // The slot passes to the next one after the I/O that waited meanwhile (pages, /healthz) has had its turn.
    if (next) setImmediate(next)
    else active--
  }

  return {
    async run(clientKey, work) {
      const mine = perClientCount.get(clientKey) ?? 0
      if (mine >= perClient) throw refusal(429, TOO_MANY_RANKINGS)
      if (active >= concurrency && queue.length >= maxQueued) throw refusal(503, RANKINGS_BUSY)
      perClientCount.set(clientKey, mine + 1)
      try {
        if (active < concurrency) {
          active++
          // Even the first waits one turn of the event loop: the rankings are synchronous, so one
          // started at once would end before the next request arrived, and none would ever be
          // counted as waiting; requests arriving together now find the slot taken.
          await new Promise<void>((resolve) => setImmediate(resolve))
        } else await new Promise<void>((resolve) => queue.push(resolve))
        try {
          return await work()
        } finally {
          release()
        }
      } finally {
        const left = (perClientCount.get(clientKey) ?? 1) - 1
        if (left > 0) perClientCount.set(clientKey, left)
        else perClientCount.delete(clientKey)
      }
    },
    stats: () => ({ active, queued: queue.length }),
  }
}

// One gate per process, on globalThis so that a module the dev server reloads still shares it.
const SHARED_GATE: unique symbol = Symbol.for('battle-cats-codex.ranking-gate')
type Holder = typeof globalThis & { [SHARED_GATE]?: WorkGate }

export function rankingGate(): WorkGate {
  const holder: Holder = globalThis
  holder[SHARED_GATE] ??= createWorkGate(RANKING_LIMITS)
  return holder[SHARED_GATE]
}
