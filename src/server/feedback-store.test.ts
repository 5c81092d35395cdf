import { mkdir, writeFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from './db.server.ts'
import type { DatabaseConfig } from './db.server.ts'
import { createFeedbackStore } from './feedback-store.server.ts'
import type { FeedbackStore } from './feedback-store.server.ts'
import { MIGRATIONS, migrate } from './migrations.server.ts'
import { NO_POSTGRES_MESSAGE, PREPARE_TIMEOUT_MS, pgliteBackend, testBackends, testDatabaseUrl } from './test-databases.ts'

describe.each(testBackends())('feedback store on $name', (backend) => {
  beforeAll(() => backend.prepare(), PREPARE_TIMEOUT_MS)
  afterAll(() => backend.cleanUp())

  const withStore = async (config: DatabaseConfig, work: (store: FeedbackStore) => Promise<void>) => {
    const store = createFeedbackStore({ database: config })
    try {
      await work(store)
    } finally {
      await store.close()
    }
  }

  it('stores an answer with its time of arrival', async () => {
    await withStore(await backend.fresh(), async (store) => {
      const before = Date.now()
      const stored = await store.insertFeedback({ experience: 4, feedback: 'Love the DPS table', contact: 'me@example.com' }, '10.0.0.1')
      const after = Date.now()

      expect(stored).toMatchObject({ experience: 4, feedback: 'Love the DPS table', contact: 'me@example.com' })
      expect(stored.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000)
      expect(stored.createdAt.getTime()).toBeLessThanOrEqual(after + 1000)
      expect(await store.listFeedback()).toEqual([stored])
    })
  })

  it('stores absent texts as null and lists answers oldest first', async () => {
    await withStore(await backend.fresh(), async (store) => {
      await store.insertFeedback({ experience: 1 }, 'a')
      await store.insertFeedback({ experience: 5, feedback: 'second' }, 'b')

      const rows = await store.listFeedback()
      expect(rows.map((row) => [row.experience, row.feedback, row.contact])).toEqual([
        [1, null, null],
        [5, 'second', null],
      ])
    })
  })

  it('keeps answers after the store is closed and opened again', async () => {
    const config = await backend.fresh()
    await withStore(config, async (store) => {
      await store.insertFeedback({ experience: 3, feedback: 'still here?' }, 'a')
    })
    await withStore(config, async (store) => {
      expect((await store.listFeedback()).map((row) => row.feedback)).toEqual(['still here?'])
    })
  })

  it('opens and migrates once when the first calls arrive together', async () => {
    const config = await backend.fresh()
    await withStore(config, async (store) => {
      await Promise.all([1, 2, 3, 4, 5].map((n) => store.insertFeedback({ experience: n === 5 ? 5 : 1 }, `client-${n}`)))
      expect(await store.listFeedback()).toHaveLength(5)
    })
    const db = await openDatabase(config)
    try {
      const versions = await db.query('select version from schema_migrations order by version')
      expect(versions.map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version))
    } finally {
      await db.close()
    }
  })

  it('applies each migration once, however often it runs', async () => {
    const db = await openDatabase(await backend.fresh())
    try {
      expect(await migrate(db)).toEqual(MIGRATIONS.map((migration) => migration.version))
      expect(await migrate(db)).toEqual([])
      expect(await Promise.all([migrate(db), migrate(db)])).toEqual([[], []])
      expect(await db.query('select count(*)::int as n from schema_migrations')).toEqual([{ n: MIGRATIONS.length }])
    } finally {
      await db.close()
    }
  })

  it('applies only the migrations a database has not seen', async () => {
    const db = await openDatabase(await backend.fresh())
    const next = { version: 1_000, name: 'add a note column', sql: 'alter table feedback add column note text' }
    try {
      await migrate(db)
      expect(await migrate(db, [...MIGRATIONS, next])).toEqual([1_000])
      expect(await migrate(db, [...MIGRATIONS, next])).toEqual([])
    } finally {
      await db.close()
    }
  })

  it('rolls a failing migration back completely', async () => {
    const db = await openDatabase(await backend.fresh())
    const broken = { version: 2_000, name: 'broken', sql: 'create table half_done (x int); select * from no_such_table' }
    try {
      await expect(migrate(db, [...MIGRATIONS, broken])).rejects.toThrow(/no_such_table/)
      expect(await db.query("select to_regclass('half_done')::text as t")).toEqual([{ t: null }])
      expect(await migrate(db)).toEqual(MIGRATIONS.map((migration) => migration.version))
    } finally {
      await db.close()
    }
  })

  it('refuses migrations listed out of order', async () => {
    const db = await openDatabase(await backend.fresh())
    try {
      const swapped = [
        { version: 2, name: 'second', sql: '' },
        { version: 1, name: 'first', sql: '' },
      ]
      await expect(migrate(db, swapped)).rejects.toThrow(/increasing/)
    } finally {
      await db.close()
    }
  })

  it('rejects in the database what the survey rules forbid', async () => {
    const config = await backend.fresh()
    await withStore(config, (store) => store.listFeedback().then(() => undefined))
    const db = await openDatabase(config)
    try {
      await expect(db.query('insert into feedback (experience) values (6)')).rejects.toThrow()
      await expect(db.query("insert into feedback (experience, feedback) values (3, '')")).rejects.toThrow()
      await expect(db.query('insert into feedback (experience, contact) values (3, $1)', ['x'.repeat(101)])).rejects.toThrow()
    } finally {
      await db.close()
    }
  })

  it('counts submissions per client in the database: one limit for every store on it', async () => {
    const config = await backend.fresh()
    const window = { limit: 3, windowMs: 60_000 }
    const start = new Date('2026-01-01T00:00:00Z')
    const later = (ms: number) => new Date(start.getTime() + ms)
    const first = createFeedbackStore({ database: config })
    try {
      await first.open()
      // A second server on the same PostgreSQL; PGlite allows one process per folder, so there the same store counts twice.
      const second = 'databaseUrl' in config ? createFeedbackStore({ database: config }) : first
      try {
        const decisions = await Promise.all([
          first.countSubmission('203.0.113.7', window, start),
          second.countSubmission('203.0.113.7', window, later(1)),
          first.countSubmission('203.0.113.7', window, later(2)),
          second.countSubmission('203.0.113.7', window, later(3)),
          first.countSubmission('203.0.113.7', window, later(4)),
        ])
        expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3)
        expect(await second.countSubmission('203.0.113.8', window, later(5))).toEqual({ allowed: true })
        const refused = await second.countSubmission('203.0.113.7', window, later(10_000))
        expect(refused.allowed).toBe(false)
        if (!refused.allowed) expect(refused.retryAfterMs).toBeGreaterThan(49_000)
        expect(await first.countSubmission('203.0.113.7', window, later(60_003))).toEqual({ allowed: true })
      } finally {
        if (second !== first) await second.close()
      }
    } finally {
      await first.close()
    }
    const db = await openDatabase(config)
    try {
      const keys = await db.query('select distinct client_key from feedback_rate_limit')
      expect(keys.length).toBeGreaterThan(0)
      for (const row of keys) expect(String(row.client_key)).not.toContain('203.0.113')
    } finally {
      await db.close()
    }
  })

  it('reports its health: ready when open, closed after close', async () => {
    const store = createFeedbackStore({ database: await backend.fresh() })
    await store.open()
    const kind = backend.name === 'PGlite' ? 'pglite' : 'postgres'
    expect(await store.health()).toEqual({ kind, state: 'ready' })
    await store.close()
    expect(await store.health()).toEqual({ kind, state: 'closed' })
  })

  it('stores a keyed client hash only when a secret is configured', async () => {
    const config = await backend.fresh()
    const withoutSecret = createFeedbackStore({ database: config })
    expect((await withoutSecret.insertFeedback({ experience: 2 }, '10.0.0.1')).clientHash).toBeNull()
    await withoutSecret.close()

    const withSecret = createFeedbackStore({ database: config, clientHashSecret: 'pepper' })
    try {
      const first = await withSecret.insertFeedback({ experience: 2 }, '10.0.0.1')
      const again = await withSecret.insertFeedback({ experience: 2 }, '10.0.0.1')
      const other = await withSecret.insertFeedback({ experience: 2 }, '10.0.0.2')
      expect(first.clientHash).toMatch(/^[0-9a-f]{32}$/)
      expect(again.clientHash).toBe(first.clientHash)
      expect(other.clientHash).not.toBe(first.clientHash)
      expect(first.clientHash).not.toContain('10.0.0.1')
    } finally {
      await withSecret.close()
    }
  })
})

if (testDatabaseUrl() === undefined) {
  describe('feedback store on PostgreSQL server', () => {
    it.skip(NO_POSTGRES_MESSAGE, () => {})
  })
}

describe('a PostgreSQL server that does not answer', () => {
  it('makes the store report itself unavailable, quickly', async () => {
    // Port 9 (discard) has no PostgreSQL behind it.
    const store = createFeedbackStore({ database: { databaseUrl: 'postgres://codex@127.0.0.1:9/codex' } })
    const started = Date.now()
    expect(await store.health(1_000)).toEqual({ kind: 'postgres', state: 'unavailable' })
    expect(Date.now() - started).toBeLessThan(5_000)
    await store.close()
  })
})

describe('PGlite folder lock', () => {
  const backend = pgliteBackend()
  beforeAll(() => backend.prepare(), PREPARE_TIMEOUT_MS)
  afterAll(() => backend.cleanUp())

  it('refuses a second open of the same folder until the first is closed', async () => {
    const config = await backend.fresh()
    const first = await openDatabase(config)
    await expect(openDatabase(config)).rejects.toThrow(/in use by this process/)
    await first.close()
    const second = await openDatabase(config)
    await second.close()
  })

  it('lets only one of two simultaneous opens have the folder', async () => {
    const config = await backend.fresh()
    const opens = await Promise.allSettled([openDatabase(config), openDatabase(config)])
    const opened = opens.flatMap((open) => (open.status === 'fulfilled' ? [open.value] : []))
    expect(opened).toHaveLength(1)
    await Promise.all(opened.map((db) => db.close()))
  })

  it.each([
    ['a process that is gone', '999999999'],
    ['an earlier process with our pid', String(process.pid)],
  ])('takes over a lock left by %s', async (_, owner) => {
    const config = await backend.fresh()
    if (!('pgliteDir' in config)) throw new Error('expected a PGlite config')
    await mkdir(config.pgliteDir, { recursive: true })
    await writeFile(`${config.pgliteDir}.lock`, owner)
    const db = await openDatabase(config)
    await db.close()
  })

  it('refuses a folder locked by another running process', async () => {
    const config = await backend.fresh()
    if (!('pgliteDir' in config)) throw new Error('expected a PGlite config')
    await mkdir(config.pgliteDir, { recursive: true })
    await writeFile(`${config.pgliteDir}.lock`, String(process.ppid))
    await expect(openDatabase(config)).rejects.toThrow(`in use by process ${process.ppid}`)
  })
})
