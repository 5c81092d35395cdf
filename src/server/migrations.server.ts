import type { Database } from './db.server.ts'

export type Migration = { version: number; name: string; sql: string }

/**
 * The schema, as an ordered list. Append only: a released migration is never
 * edited, a change is a new entry with the next version.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'create feedback',
    sql: `
      create table feedback (
        id integer generated always as identity primary key,
        experience smallint not null check (experience between 1 and 5),
        feedback text check (char_length(feedback) between 1 and 500),
        contact text check (char_length(contact) between 1 and 100),
        client_hash text,
        created_at timestamptz not null default now()
      );
      create index feedback_created_at on feedback (created_at);
    `,
  },
  {
    version: 2,
    name: 'create feedback_rate_limit',
    // One row per counted submission, kept for one window: every app server counts against the same rows.
    sql: `
      create table feedback_rate_limit (
        client_key text not null,
        attempted_at timestamptz not null
      );
      create index feedback_rate_limit_key on feedback_rate_limit (client_key, attempted_at);
      create index feedback_rate_limit_attempted_at on feedback_rate_limit (attempted_at);
    `,
  },
]

// Any constant works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK = 4_711_026
const MIGRATION_LOCK_WAIT_MS = 120_000

/**
 * Applies the migrations this database has not seen yet, each recorded in
 * `schema_migrations`, and returns the versions it applied. Everything runs
 * in one transaction under an advisory lock, so processes starting together
 * migrate one after the other and the later ones find nothing to do.
 */
export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  assertOrdered(migrations)
  return db.transaction(async (tx) => {
    // Waiting for the lock in one statement could outlast DATABASE_TIMEOUT_SECONDS while another
    // process migrates on a busy machine (two servers starting together); each try answers at once.
    const deadline = Date.now() + MIGRATION_LOCK_WAIT_MS
    while ((await tx.query(`select pg_try_advisory_xact_lock(${MIGRATION_LOCK}) as locked`))[0]?.locked !== true) {
      if (Date.now() > deadline) throw new Error(`another process has held the migration lock for over ${MIGRATION_LOCK_WAIT_MS / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await tx.exec(`
      create table if not exists schema_migrations (
        version integer primary key,
        name text not null,
        applied_at timestamptz not null default now()
      )
    `)
    const applied = new Set((await tx.query('select version from schema_migrations')).map((row) => Number(row.version)))
    const newlyApplied: number[] = []
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue
      await tx.exec(migration.sql)
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name])
      newlyApplied.push(migration.version)
    }
    return newlyApplied
  })
}

function assertOrdered(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1]
    if (!Number.isInteger(migration.version) || (previous && migration.version <= previous.version)) {
      throw new Error(`Migration versions must be increasing integers; "${migration.name}" breaks the order.`)
    }
  })
}
