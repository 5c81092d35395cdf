import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

/**
 * A PostgreSQL cluster of the test's own (a temporary folder, a free local port), for tests that
 * stop and start the server, which they may not do to the one TEST_DATABASE_URL names. Built
 * from Debian's binaries as .ci/run does: initdb and postgres refuse to run as root, so as root
 * the cluster belongs to the postgres user.
 */
export type ThrowawayPostgres = {
  url: string
  /** `fast` ends sessions cleanly, `immediate` as a crash would; returns once the server is down. */
  stop(mode: 'fast' | 'immediate'): void
  /** Starts the stopped server again; returns once it accepts connections. */
  start(): void
  /** Ends every other session on the server (pg_terminate_backend); how many it ended. */
  terminateSessions(): Promise<number>
  remove(): void
}

/** The newest installed PostgreSQL's bin folder, or undefined when none is installed. */
export function findPostgresBin(base = '/usr/lib/postgresql'): string | undefined {
  if (!existsSync(base)) return undefined
  const newest = readdirSync(base)
    .filter((version) => existsSync(path.join(base, version, 'bin/initdb')) && existsSync(path.join(base, version, 'bin/pg_ctl')))
    .sort((a, b) => Number(a) - Number(b))
    .at(-1)
  return newest === undefined ? undefined : path.join(base, newest, 'bin')
}

export const NO_POSTGRES_BINARIES_MESSAGE =
  'skipped: no PostgreSQL binaries in /usr/lib/postgresql/*/bin (apt-get install postgresql; npm test installs them as root)'

export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'codex-outage-postgres-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    chmodSync(dir, 0o755)
    spawnSync('chown', ['postgres', dir])
  }
  const run = (command: string, args: string[]) => {
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { encoding: 'utf8' })
      : spawnSync(path.join(bin, command), args, { encoding: 'utf8' })
    if (result.status !== 0)
      throw new Error(`${command} failed: ${(result.stderr || result.stdout || String(result.error)).trim().split('\n').slice(-3).join(' ')}`)
  }
  const data = path.join(dir, 'data')
  const port = await freePort()
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start'])
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync'])
    start()
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  return {
    url,
    stop: (mode) => run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']),
    start,
    async terminateSessions() {
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      try {
        const result = await admin.query<{ ended: boolean }>(
          "select pg_terminate_backend(pid) as ended from pg_stat_activity where pid <> pg_backend_pid() and backend_type = 'client backend'",
        )
        return result.rows.filter((row) => row.ended).length
      } finally {
        await admin.end()
      }
    },
    remove() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
