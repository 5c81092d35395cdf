import { mkdir, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/**
 * One small query interface over the two PostgreSQL back ends: embedded
 * PGlite persisted in a folder (the default) or a PostgreSQL server reached
 * through DATABASE_URL.
 */

export const DEFAULT_PGLITE_DIR = '.data/pglite'

export type SqlRow = Record<string, unknown>

/** Where statements run: the whole database or one open transaction. */
export type SqlExecutor = {
  /** One statement with $1, $2… parameters; returns its rows. */
  query(sql: string, params?: readonly unknown[]): Promise<SqlRow[]>
  /** A script of one or more statements without parameters. */
  exec(sql: string): Promise<void>
}

export type Database = SqlExecutor & {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export type DatabaseConfig = { databaseUrl: string } | { pgliteDir: string; pgliteTemplate?: string | undefined }

/**
 * An empty database as a tarball, written by `npm run build` (scripts/build-server-files.ts):
 * a new PGlite folder starts from it instead of running initdb, which took 5–20 s of the
 * production server's first start. The server names it in PGLITE_TEMPLATE.
 */
export const PGLITE_TEMPLATE_FILE = 'dist/pglite-template.tar.gz'

type Env = Readonly<Record<string, string | undefined>>

/**
 * DATABASE_URL selects a PostgreSQL server; otherwise PGlite stores its files
 * in PGLITE_DIR (default `.data/pglite`), relative paths resolved against the
 * working directory, which is the repository root for every npm script.
 */
export function databaseConfigFromEnv(env: Env = process.env): DatabaseConfig {
  const databaseUrl = env.DATABASE_URL?.trim()
  if (databaseUrl) return { databaseUrl }
  const pgliteTemplate = env.PGLITE_TEMPLATE?.trim()
  return { pgliteDir: path.resolve(env.PGLITE_DIR?.trim() || DEFAULT_PGLITE_DIR), ...(pgliteTemplate ? { pgliteTemplate: path.resolve(pgliteTemplate) } : {}) }
}

export function describeDatabase(config: DatabaseConfig): string {
  if ('pgliteDir' in config) return `PGlite at ${config.pgliteDir}`
  return `PostgreSQL at ${redactUrl(config.databaseUrl)}`
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return 'databaseUrl' in config ? openPostgres(config.databaseUrl) : openPglite(config.pgliteDir, config.pgliteTemplate)
}

async function openPglite(dir: string, template: string | undefined): Promise<Database> {
  await mkdir(dir, { recursive: true })
  const releaseLock = await lockPgliteDir(dir)
  let db: PGlite
  try {
    db = (await fromTemplate(dir, template)) ?? (await PGlite.create(dir, PGLITE_OPTIONS))
  } catch (error) {
    await releaseLock()
    throw error
  }
  const executorOf = (target: Pick<PGlite, 'query' | 'exec'>): SqlExecutor => ({
    async query(sql, params = []) {
      const result = await target.query<SqlRow>(sql, [...params])
      return result.rows
    },
    async exec(sql) {
      await target.exec(sql)
    },
  })
  return {
    kind: 'pglite',
    ...executorOf(db),
    transaction: (work) => db.transaction((tx) => work(executorOf(tx))),
    async close() {
      try {
        await db.close()
      } finally {
        await releaseLock()
      }
    },
  }
}

/**
 * PostgreSQL's default 128 MB of shared buffers, zeroed at every start, cost PGlite ~0.8 s of
 * CPU and 115 MB of memory per process; the feedback tables fit in far less.
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] }

/**
 * A new, empty folder filled from the template; undefined (initdb, as without a template) for
 * a folder that holds anything, no template, or a template PGlite cannot load, whose partial
 * files are removed first.
 */
async function fromTemplate(dir: string, template: string | undefined): Promise<PGlite | undefined> {
  if (template === undefined || (await readdir(dir)).length > 0) return undefined
  const tarball = await readFile(template).catch(() => undefined)
  if (tarball === undefined) return undefined
  try {
    return await PGlite.create(dir, { ...PGLITE_OPTIONS, loadDataDir: new Blob([tarball]) })
  } catch (error) {
    console.warn(`The database template ${template} could not be loaded (${error instanceof Error ? error.message : String(error)}); creating the database anew.`)
    for (const entry of await readdir(dir)) await rm(path.join(dir, entry), { recursive: true, force: true })
    return undefined
  }
}

/**
 * PGlite does not notice a second instance on its folder, and two of them
 * (the server and the export script, say) corrupt it. A lock file beside the
 * folder holds the owner's pid; a lock whose process is gone is taken over.
 */
async function lockPgliteDir(dir: string): Promise<() => Promise<void>> {
  const lockPath = `${dir}.lock`
  const held = locksHeldHere()
  if (held.has(lockPath)) throw pgliteInUse(dir, 'this process')
  // Reserved before the first await, so that a concurrent open in this process sees it.
  held.add(lockPath)
  try {
    await claimLockFile(dir, lockPath)
  } catch (error) {
    held.delete(lockPath)
    throw error
  }
  return async () => {
    held.delete(lockPath)
    await unlink(lockPath).catch(() => undefined)
  }
}

async function claimLockFile(dir: string, lockPath: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lockPath, String(process.pid), { flag: 'wx' })
      return
    } catch (error) {
      if (!isErrorCode(error, 'EEXIST')) throw error
    }
    const owner = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim())
    // Our own pid in a lock we do not hold is a leftover of an earlier process
    // that had the same pid, as happens when a container restarts.
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
      throw pgliteInUse(dir, `process ${owner}`)
    }
    await unlink(lockPath).catch(() => undefined)
  }
  throw new Error(`Could not lock the PGlite folder ${dir}: ${lockPath} keeps reappearing.`)
}

// On globalThis so that a module reloaded by the dev server still sees the locks it holds.
const HELD_LOCKS: unique symbol = Symbol.for('battle-cats-codex.pglite-locks')
type LockHolder = typeof globalThis & { [HELD_LOCKS]?: Set<string> }

function locksHeldHere(): Set<string> {
  const holder: LockHolder = globalThis
  holder[HELD_LOCKS] ??= new Set()
  return holder[HELD_LOCKS]
}

function pgliteInUse(dir: string, owner: string): Error {
  return new Error(
    `The PGlite folder ${dir} is in use by ${owner}. ` +
      'PGlite allows one process per folder: stop that process, or set DATABASE_URL to share a PostgreSQL server.',
  )
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return isErrorCode(error, 'EPERM')
  }
}

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 5 })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message))
  const executorOf = (target: pg.Pool | pg.PoolClient): SqlExecutor => ({
    async query(sql, params = []) {
      const result = await target.query<SqlRow>(sql, [...params])
      return result.rows
    },
    async exec(sql) {
      await target.query(sql)
    },
  })
  // Fail at open, not at the first submission, when the server is unreachable.
  try {
    await pool.query('select 1')
  } catch (error) {
    await pool.end()
    throw error
  }
  return {
    kind: 'postgres',
    ...executorOf(pool),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work(executorOf(client))
        await client.query('commit')
        client.release()
        return result
      } catch (error) {
        const rollbackFailed = await client.query('rollback').then(
          () => false,
          () => true,
        )
        // A client whose rollback failed is in an unknown state: drop it from the pool.
        client.release(rollbackFailed)
        throw error
      }
    },
    close: () => pool.end(),
  }
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(unparseable DATABASE_URL)'
  }
}
