import { createHmac } from 'node:crypto'
import { z } from 'zod'
import { RATINGS } from '../lib/feedback.ts'
import type { FeedbackSubmission } from '../lib/feedback.ts'
import { databaseConfigFromEnv, openDatabase } from './db.server.ts'
import type { Database, DatabaseConfig } from './db.server.ts'
import { migrate } from './migrations.server.ts'

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

export type FeedbackStore = {
  insertFeedback(submission: FeedbackSubmission, clientKey: string): Promise<FeedbackRecord>
  /** Every answer, oldest first. */
  listFeedback(): Promise<FeedbackRecord[]>
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

  const database = (): Promise<Database> => {
    opening ??= openMigrated(options.database).catch((error: unknown) => {
      opening = undefined
      throw error
    })
    return opening
  }

  return {
    async insertFeedback(submission, clientKey) {
      const db = await database()
      const rows = await db.query(
        `insert into feedback (experience, feedback, contact, client_hash)
         values ($1, $2, $3, $4)
         returning id, experience, feedback, contact, client_hash, created_at`,
        [
          submission.experience,
          submission.feedback ?? null,
          submission.contact ?? null,
          clientHash(clientKey, options.clientHashSecret),
        ],
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

    async close() {
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

function clientHash(clientKey: string, secret: string | undefined): string | null {
  if (!secret) return null
  return createHmac('sha256', secret).update(clientKey).digest('hex').slice(0, 32)
}
