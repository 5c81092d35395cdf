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

export type DatabaseConfig = { databaseUrl: string; timeoutMs?: number | undefined } | { pgliteDir: string; pgliteTemplate?: string | undefined }

/**
 * How long one step of database work (getting a connection, one statement) may take on a
 * PostgreSQL server before it is given up as unavailable: a frozen server held a feedback
 * request for as long as it stayed frozen.
 */
export const DEFAULT_DATABASE_TIMEOUT_MS = 5_000

/**
 * The database cannot be reached, dropped the connection or did not answer in time: a state
 * of the server worth retrying later (503), not a fault of the request or the code (500).
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
    this.name = 'DatabaseUnavailableError'
  }
}

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
  // Read even for PGlite, which ignores it: a typo stops the server whichever database it uses.
  const timeoutMs = databaseTimeoutMs(env.DATABASE_TIMEOUT_SECONDS)
  const databaseUrl = env.DATABASE_URL?.trim()
  if (databaseUrl) return { databaseUrl, timeoutMs }
  const pgliteTemplate = env.PGLITE_TEMPLATE?.trim()
  return { pgliteDir: path.resolve(env.PGLITE_DIR?.trim() || DEFAULT_PGLITE_DIR), ...(pgliteTemplate ? { pgliteTemplate: path.resolve(pgliteTemplate) } : {}) }
}

/** DATABASE_TIMEOUT_SECONDS (0.1–600, default 5); anything else throws, so a typo stops the server at start. */
export function databaseTimeoutMs(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return DEFAULT_DATABASE_TIMEOUT_MS
  const seconds = Number(setting)
  if (!Number.isFinite(seconds) || seconds < 0.1 || seconds > 600) {
    throw new Error(`DATABASE_TIMEOUT_SECONDS must be a number of seconds from 0.1 to 600, not "${setting}".`)
  }
  return Math.round(seconds * 1000)
}

export function describeDatabase(config: DatabaseConfig): string {
  if ('pgliteDir' in config) return `PGlite at ${config.pgliteDir}`
  return `PostgreSQL at ${redactUrl(config.databaseUrl)}`
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return 'databaseUrl' in config
    ? openPostgres(config.databaseUrl, config.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS)
    : openPglite(config.pgliteDir, config.pgliteTemplate)
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
    console.warn(
      `The database template ${template} could not be loaded (${error instanceof Error ? error.message : String(error)}); creating the database anew.`,
    )
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

async function openPostgres(connectionString: string, timeoutMs: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 5,
    connectionTimeoutMillis: timeoutMs,
    // Client side, so that a server that stops answering altogether (frozen, or a dead link) is given up too.
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
    // A session this process lost mid-transaction (its advisory lock held) is ended by the server.
    idle_in_transaction_session_timeout: timeoutMs * 2,
    keepAlive: true,
  })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message))
  // A checked-out client has no listener of the pool's: a connection dropped while a transaction
  // held it (the server stopping, pg_terminate_backend) emitted an 'error' nobody handled, and the
  // process exited. Each client gets one for its whole life, from the moment it connects: the
  // message ending a session can arrive in the same read as the one that completes its start-up,
  // before the code that asked for the client could add its own.
  const lostConnections = new WeakMap<pg.PoolClient, unknown>()
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!lostConnections.has(client)) lostConnections.set(client, error)
    })
  })
  const executorOf = (target: pg.Pool | pg.PoolClient): SqlExecutor => ({
    async query(sql, params = []) {
      const result = await target.query<SqlRow>(sql, [...params]).catch(rethrowUnavailable)
      return result.rows
    },
    async exec(sql) {
      await target.query(sql).catch(rethrowUnavailable)
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
      const client = await pool.connect().catch(rethrowUnavailable)
      try {
        await client.query('begin').catch(rethrowUnavailable)
        const result = await work(executorOf(client))
        await client.query('commit').catch(rethrowUnavailable)
        client.release(lostConnections.has(client))
        return result
      } catch (error) {
        const lost = lostConnections.get(client)
        // A lost or timed-out connection cannot roll back (the server already has); waiting on it would double the wait.
        const rollbackFailed =
          lost !== undefined || error instanceof DatabaseUnavailableError
            ? true
            : await client.query('rollback').then(
                () => false,
                () => true,
              )
        // A client whose rollback failed is in an unknown state: drop it from the pool.
        client.release(rollbackFailed)
        throw lost !== undefined && !(error instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(lost) : error
      }
    },
    close: () => pool.end(),
  }
}

/** Errors that say the server is out of reach or not answering, as opposed to a refused statement. */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true
  if (!(error instanceof Error)) return false
  const code = 'code' in error && typeof error.code === 'string' ? error.code : ''
  // Class 08: connection exception; 57P01–57P03: shut down or starting; 57014: statement_timeout; 53300: too many connections.
  if (/^08|^57P0[123]$|^57014$|^53300$/.test(code)) return true
  if (/^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|ENOTFOUND)$/.test(code)) return true
  // node-postgres reports its own connection failures and timeouts without a code.
  return /^Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable/.test(error.message)
}

function rethrowUnavailable(error: unknown): never {
  throw isUnavailable(error) && !(error instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(error) : error
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
