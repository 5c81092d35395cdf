import { existsSync, readFileSync } from 'node:fs'
import { cp, mkdtemp, rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { DatabaseConfig } from './db.server.ts'

export const PREPARE_TIMEOUT_MS = 120_000

/**
 * Real databases for the integration tests: a PGlite folder in the system
 * temp directory always, and a PostgreSQL server when TEST_DATABASE_URL (or
 * DATABASE_URL) is set, as .ci/run does.
 * Each `fresh()` is an empty database of its own.
 */
export type TestBackend = {
  name: string
  /** Slow one-time setup, for a beforeAll with a generous timeout. */
  prepare(): Promise<void>
  fresh(): Promise<DatabaseConfig>
  cleanUp(): Promise<void>
}

export function pgliteBackend(): TestBackend {
  const dirs: string[] = []
  const newDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'codex-feedback-'))
    dirs.push(dir)
    return path.join(dir, 'pglite')
  }
  return {
    name: 'PGlite',
    async prepare() {
      await emptyPgliteCluster()
    },
    async fresh() {
      const dir = await newDir()
      await cp(await emptyPgliteCluster(), dir, { recursive: true })
      return { pgliteDir: dir }
    },
    async cleanUp() {
      await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
    },
  }
}

/**
 * Creating a PGlite cluster runs initdb in WebAssembly: seconds on an idle
 * machine, minutes on a loaded one. Copying an empty one takes a fraction of
 * that, so one empty cluster per PGlite version is kept in the temp folder
 * and shared by every test file, worker and run (made once, by
 * test-databases.setup.ts before the workers start, or here if missing).
 */
let template: Promise<string> | undefined
export function emptyPgliteCluster(): Promise<string> {
  template ??= (async () => {
    // The version pinned in package.json: a PGlite upgrade gets a template of its own.
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }
    const version = manifest.dependencies['@electric-sql/pglite'] ?? 'unknown'
    const dir = path.join(tmpdir(), `codex-pglite-template-${version}`)
    if (existsSync(path.join(dir, 'PG_VERSION'))) return dir
    const building = await mkdtemp(path.join(tmpdir(), 'codex-pglite-building-'))
    const db = await PGlite.create(building)
    await db.close()
    // Renamed into place whole, so a reader never copies a half-made cluster; a lost race keeps the winner's.
    await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }))
    return dir
  })()
  return template
}

/** Each fresh database is a new schema, selected through the connection's search_path. */
export function postgresBackend(databaseUrl: string): TestBackend {
  const schemas: string[] = []
  const withAdmin = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  return {
    name: 'PostgreSQL server',
    async prepare() {},
    async fresh() {
      const schema = `codex_test_${process.pid}_${schemas.length}_${Date.now()}`
      await withAdmin(`create schema ${schema}`)
      schemas.push(schema)
      const url = new URL(databaseUrl)
      url.searchParams.set('options', `-c search_path=${schema}`)
      return { databaseUrl: url.toString() }
    },
    async cleanUp() {
      for (const schema of schemas.splice(0)) await withAdmin(`drop schema ${schema} cascade`)
    },
  }
}

type Env = Readonly<Record<string, string | undefined>>

/** The PostgreSQL server the tests may create schemas in, if one is configured. */
export function testDatabaseUrl(env: Env = process.env): string | undefined {
  return env.TEST_DATABASE_URL?.trim() || env.DATABASE_URL?.trim() || undefined
}

export const NO_POSTGRES_MESSAGE =
  'skipped: no PostgreSQL server configured (set TEST_DATABASE_URL to run these against one; npm test starts a throwaway cluster)'

export function testBackends(env: Env = process.env): TestBackend[] {
  const databaseUrl = testDatabaseUrl(env)
  return databaseUrl ? [pgliteBackend(), postgresBackend(databaseUrl)] : [pgliteBackend()]
}
