import { createHash, createHmac } from 'node:crypto'
import { z } from 'zod'
import { RATINGS } from '../domain/feedback/survey.ts'
import type { FeedbackSubmission } from '../domain/feedback/survey.ts'
import { databaseConfigFromEnv, openDatabase } from './db.server.ts'
import type { Database, DatabaseConfig } from './db.server.ts'
import { migrate } from './migrations.server.ts'
import type { RateLimitDecision } from './rate-limiter.server.ts'

const feedbackRow = z
  .object({
    id: z.number().int(),
    experience: z.literal(RATINGS),
    feedback: z.string().nullable(),
    contact: z.string().nullable(),
    client_hash: z.string().nullable(),
    created_at: z.date(),
  })
  .transform((row) => ({
    id: row.id,
    experience: row.experience,
    feedback: row.feedback,
    contact: row.contact,
    clientHash: row.client_hash,
    createdAt: row.created_at,
  }))

/** One stored survey answer. */
export type FeedbackRecord = z.output<typeof feedbackRow>

export type DatabaseHealth = {
  kind: 'pglite' | 'postgres'
  state: 'ready' | 'unavailable' | 'closed'
}

export type SubmissionWindow = { limit: number; windowMs: number }

export type FeedbackStore = {
  /** Opens and migrates the database now instead of at the first call. */
  open(): Promise<void>
  insertFeedback(submission: FeedbackSubmission, clientKey: string): Promise<FeedbackRecord>
  /** Every answer, oldest first. */
  listFeedback(): Promise<FeedbackRecord[]>
  /**
   * Counts a submission by `clientKey` if the client has room in the window.
   * The count lives in the database, so every server on it shares one limit.
   */
  countSubmission(clientKey: string, window: SubmissionWindow, at?: Date): Promise<RateLimitDecision>
  /** Whether the database answers a trivial query within `timeoutMs`. */
  health(timeoutMs?: number): Promise<DatabaseHealth>
  close(): Promise<void>
}

export type FeedbackStoreOptions = {
  database: DatabaseConfig
  /**
   * Key for the pseudonymous `client_hash` column. Without one no hash is
   * stored: an unkeyed hash of an IP address is reversible by brute force.
   */
  clientHashSecret?: string | undefined
}

type Env = Readonly<Record<string, string | undefined>>

export function feedbackStoreOptionsFromEnv(env: Env = process.env): FeedbackStoreOptions {
  return {
    database: databaseConfigFromEnv(env),
    clientHashSecret: env.FEEDBACK_CLIENT_HASH_SECRET?.trim() || undefined,
  }
}

/**
 * A store that opens its database and applies pending migrations on first
 * use. Concurrent first calls share one opening; a failed opening is retried
 * by the next call.
 */
export function createFeedbackStore(options: FeedbackStoreOptions): FeedbackStore {
  let opening: Promise<Database> | undefined

  let closed = false
  let lastSweep = 0
  const kind = 'databaseUrl' in options.database ? 'postgres' : 'pglite'

  const database = (): Promise<Database> => {
    closed = false
    opening ??= openMigrated(options.database).catch((error: unknown) => {
      opening = undefined
      throw error
    })
    return opening
  }

  return {
    async open() {
      await database()
    },

    async insertFeedback(submission, clientKey) {
      const db = await database()
      const rows = await db.query(
        `insert into feedback (experience, feedback, contact, client_hash)
         values ($1, $2, $3, $4)
         returning id, experience, feedback, contact, client_hash, created_at`,
        [submission.experience, submission.feedback ?? null, submission.contact ?? null, clientHash(clientKey, options.clientHashSecret)],
      )
      return feedbackRow.parse(rows[0])
    },

    async listFeedback() {
      const db = await database()
      const rows = await db.query(
        `select id, experience, feedback, contact, client_hash, created_at
         from feedback
         order by created_at, id`,
      )
      return rows.map((row) => feedbackRow.parse(row))
    },

    async countSubmission(clientKey, { limit, windowMs }, at = new Date()) {
      const db = await database()
      const key = rateLimitKey(clientKey)
      const windowStart = new Date(at.getTime() - windowMs)
      // Rows of clients long gone are swept now and then; each client's own are dropped as it returns.
      if (at.getTime() - lastSweep >= windowMs) {
        lastSweep = at.getTime()
        await db.query('delete from feedback_rate_limit where attempted_at <= $1', [windowStart])
      }
      return db.transaction(async (tx) => {
        // Two servers counting the same client at once take turns, so neither sees room the other just used.
        await tx.query('select pg_advisory_xact_lock(hashtext($1))::text', [key])
        await tx.query('delete from feedback_rate_limit where client_key = $1 and attempted_at <= $2', [key, windowStart])
        const [counted] = await tx.query('select count(*)::int as n, min(attempted_at) as oldest from feedback_rate_limit where client_key = $1', [key])
        const count = Number(counted?.n ?? 0)
        const oldest = counted?.oldest
        if (count >= limit && oldest instanceof Date) {
          return { allowed: false, retryAfterMs: Math.max(1, windowMs - (at.getTime() - oldest.getTime())) }
        }
        await tx.query('insert into feedback_rate_limit (client_key, attempted_at) values ($1, $2)', [key, at])
        return { allowed: true }
      })
    },

    async health(timeoutMs = 2_000) {
      if (closed) return { kind, state: 'closed' }
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), timeoutMs)
      })
      try {
        const db = await Promise.race([database(), timeout])
        await Promise.race([db.query('select 1'), timeout])
        return { kind, state: 'ready' }
      } catch {
        return { kind, state: 'unavailable' }
      } finally {
        clearTimeout(timer)
      }
    },

    async close() {
      closed = true
      const pending = opening
      opening = undefined
      if (!pending) return
      const db = await pending.catch(() => undefined)
      await db?.close()
    },
  }
}

// Kept on globalThis because the dev server re-runs changed modules: a
// module-level store would open a second PGlite on the same folder.
const SHARED_STORE: unique symbol = Symbol.for('battle-cats-codex.feedback-store')
type Holder = typeof globalThis & { [SHARED_STORE]?: FeedbackStore }

/** The store the server uses, configured from the environment once per process. */
export function getFeedbackStore(): FeedbackStore {
  const holder: Holder = globalThis
  holder[SHARED_STORE] ??= createFeedbackStore(feedbackStoreOptionsFromEnv())
  return holder[SHARED_STORE]
}

async function openMigrated(config: DatabaseConfig): Promise<Database> {
  const db = await openDatabase(config)
  try {
    await migrate(db)
    return db
  } catch (error) {
    await db.close()
    throw error
  }
}

// The table never holds a client's address in clear; its rows live for one window.
function rateLimitKey(clientKey: string): string {
  return createHash('sha256').update(clientKey).digest('hex').slice(0, 32)
}

function clientHash(clientKey: string, secret: string | undefined): string | null {
  if (!secret) return null
  return createHmac('sha256', secret).update(clientKey).digest('hex').slice(0, 32)
}
