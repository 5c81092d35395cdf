import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createFeedbackStore } from './feedback-store.server.ts'
import type { FeedbackStore } from './feedback-store.server.ts'
import { UNAVAILABLE_RETRY_AFTER_SECONDS, handleFeedbackSubmission } from './feedback-submission.server.ts'
import { HttpError } from './http-error.ts'
import { PREPARE_TIMEOUT_MS } from './test-databases.ts'
import { NO_POSTGRES_BINARIES_MESSAGE, findPostgresBin, startThrowawayPostgres } from './throwaway-postgres.ts'
import type { ThrowawayPostgres } from './throwaway-postgres.ts'

/**
 * Issue #49: a server on PostgreSQL exited when the database dropped its connections during a
 * burst of feedback (an 'error' event of a pool client nobody listened to), and stayed down.
 * Here four writers submit without pause while the database is stopped, started and has its
 * sessions ended; the process must live through it, every failure must be a clean 503 with
 * Retry-After, every acknowledged answer must be stored, and writing must work again after.
 */

const WRITERS = 4
const bin = findPostgresBin()

type Outcome = { acknowledged: string[]; unavailable: number; otherFailures: string[] }

/** Four clients submitting feedback back to back until told to stop. */
function startWriters(store: FeedbackStore) {
  const outcome: Outcome = { acknowledged: [], unavailable: 0, otherFailures: [] }
  let running = true
  const limiter = { attempt: (clientKey: string) => store.countSubmission(clientKey, { limit: 1_000_000, windowMs: 60_000 }) }
  const writer = async (index: number) => {
    for (let n = 0; running; n++) {
      const text = `writer ${index}, answer ${n}`
      try {
        await handleFeedbackSubmission({ experience: 4, feedback: text }, `198.51.100.${index}`, store, limiter)
        outcome.acknowledged.push(text)
      } catch (error) {
        if (error instanceof HttpError && error.status === 503 && error.headers['Retry-After'] === String(UNAVAILABLE_RETRY_AFTER_SECONDS)) {
          outcome.unavailable++
          // A refused connection fails at once; the pause only keeps the loop from spinning.
          await sleep(10)
        } else {
          outcome.otherFailures.push(error instanceof Error ? `${error.name}: ${error.message} (${String(error.cause)})` : String(error))
        }
      }
    }
  }
  const done = Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)))
  return {
    outcome,
    async stop() {
      running = false
      await done
    },
  }
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await sleep(10)
}

if (bin === undefined) {
  describe('feedback while the PostgreSQL server goes away', () => {
    it.skip(NO_POSTGRES_BINARIES_MESSAGE, () => {})
  })
} else {
  describe('feedback while the PostgreSQL server goes away', () => {
    let cluster: ThrowawayPostgres
    let store: FeedbackStore | undefined
    const uncaught: unknown[] = []
    const recordUncaught = (error: unknown) => uncaught.push(error)

    beforeAll(async () => {
      cluster = await startThrowawayPostgres(bin)
      process.on('uncaughtException', recordUncaught)
    }, PREPARE_TIMEOUT_MS)
    afterEach(async () => {
      await store?.close()
      store = undefined
    })
    afterAll(() => {
      process.off('uncaughtException', recordUncaught)
      cluster?.remove()
    })

    const openStore = async () => {
      store = createFeedbackStore({ database: { databaseUrl: cluster.url } })
      await store.open()
      return store
    }

    /** Runs the writers through `disrupt`, then until each has written again; checks what they saw. */
    const survives = async (disrupt: (outcome: Outcome) => Promise<void>) => {
      const opened = await openStore()
      const writers = startWriters(opened)
      const { outcome } = writers
      await until(() => outcome.acknowledged.length >= 20)
      await disrupt(outcome)
      const afterwards = outcome.acknowledged.length
      await until(() => outcome.acknowledged.length >= afterwards + 20)
      await writers.stop()

      expect(uncaught).toEqual([])
      expect(outcome.otherFailures).toEqual([])
      const stored = new Set((await opened.listFeedback()).map((row) => row.feedback))
      expect(outcome.acknowledged.filter((text) => !stored.has(text))).toEqual([])
      return outcome
    }

    it('lives through pg_terminate_backend of every session, again and again', async () => {
      await survives(async (outcome) => {
        for (let round = 0; round < 5; round++) {
          const before = outcome.acknowledged.length
          await cluster.terminateSessions()
          await until(() => outcome.acknowledged.length > before)
        }
      })
    })

    it.each(['fast', 'immediate'] as const)('answers 503 while the server is down (%s stop) and writes again once it is back', async (mode) => {
      const outcome = await survives(async (seen) => {
        const before = seen.unavailable
        cluster.stop(mode)
        await until(() => seen.unavailable >= before + WRITERS)
        cluster.start()
      })
      expect(outcome.unavailable).toBeGreaterThanOrEqual(WRITERS)
    })

    it('gives up database work that does not finish within DATABASE_TIMEOUT_SECONDS with a 503', async () => {
      store = createFeedbackStore({ database: { databaseUrl: cluster.url, timeoutMs: 300 } })
      await store.open()
      const clientKey = '203.0.113.9'
      // The rate limit's row lock of this client, held elsewhere: the submission waits on it as on a frozen server.
      const holder = new pg.Client({ connectionString: cluster.url })
      await holder.connect()
      try {
        await holder.query('select pg_advisory_lock(hashtext($1))', [createHash('sha256').update(clientKey).digest('hex').slice(0, 32)])
        const limiter = { attempt: (key: string) => store!.countSubmission(key, { limit: 5, windowMs: 60_000 }) }
        const failure: unknown = await handleFeedbackSubmission({ experience: 2 }, clientKey, store, limiter).catch((error: unknown) => error)
        expect(failure).toBeInstanceOf(HttpError)
        expect(failure).toMatchObject({ status: 503, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } })
      } finally {
        await holder.end()
      }
      await expect(
        handleFeedbackSubmission({ experience: 2 }, clientKey, store, { attempt: (key) => store!.countSubmission(key, { limit: 5, windowMs: 60_000 }) }),
      ).resolves.toEqual({ ok: true })
    })
  })
}
