/**
 * Durability of feedback under SIGKILL: an answer the server acknowledged (200) is never lost.
 * For the embedded PGlite folder and for a PostgreSQL server (DATABASE_URL, else a throwaway
 * cluster of Debian's PostgreSQL), ROUNDS rounds each: WRITERS clients send feedback as fast
 * as they are answered, the server is killed with SIGKILL mid-stream, and the database's export
 * (scripts/feedback-export.ts, as an operator would run it) must hold every acknowledged answer.
 * Prints, per round, the answers acknowledged, the rows stored and the acknowledged rows lost.
 *
 * Run: node --experimental-strip-types scripts/bench-durability.ts   (needs `npm run build`)
 *   DURABILITY_ROUNDS=3   rounds per database
 *   DURABILITY_WRITERS=8  clients writing at once
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { feedbackRequest, startServer, temporaryPgliteDir, type SpawnedServer } from '../e2e/servers.ts'
import { freePort, positiveInt } from './bench-support.ts'
import { findPostgres, startPostgres } from './bench-proxy.ts'
import { postgresBackend } from '../src/server/test-databases.ts'

const ROUNDS = positiveInt(process.env.DURABILITY_ROUNDS, 3)
const WRITERS = positiveInt(process.env.DURABILITY_WRITERS, 8)

interface Round {
  acknowledged: string[]
  refused: number
}

/** Writers send until the server dies; the kill comes after a time that varies per round, mid-write. */
async function writeUntilKilled(server: SpawnedServer, label: string, killAfterMs: number): Promise<Round> {
  const round: Round = { acknowledged: [], refused: 0 }
  let stop = false
  const writer = async (writerIndex: number) => {
    for (let n = 0; !stop; n++) {
      const text = `${label} writer ${writerIndex} answer ${n}`
      // A client address per writer: the rate limit (raised for the run) never decides the outcome.
      const { path, init } = feedbackRequest({ experience: 4, feedback: text }, { 'x-forwarded-for': `198.51.100.${writerIndex + 1}` })
      try {
        const response = await fetch(server.url + path, { method: 'POST', headers: init.headers, body: init.data })
        await response.arrayBuffer()
        if (response.status === 200) round.acknowledged.push(text)
        else round.refused++
      } catch {
        // the connection died with the server: not acknowledged
        return
      }
    }
  }
  const writers = Array.from({ length: WRITERS }, (_, index) => writer(index))
  await new Promise((resolve) => setTimeout(resolve, killAfterMs))
  server.signal('SIGKILL')
  await server.exited
  stop = true
  await Promise.all(writers)
  return round
}

function exportedTexts(env: Record<string, string>): string[] {
  const result = spawnSync(process.execPath, ['--experimental-strip-types', 'scripts/feedback-export.ts', '--json'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`feedback export failed: ${result.stderr}`)
  return (JSON.parse(result.stdout) as Array<{ feedback: string | null }>).map((row) => row.feedback ?? '')
}

async function bench(name: string, env: Record<string, string>) {
  console.log(`\n${name}`)
  let lost = 0
  for (let round = 1; round <= ROUNDS; round++) {
    const server = await startServer({ ...env, FEEDBACK_RATE_LIMIT: '1000000', TRUST_PROXY: 'loopback' })
    const killAfterMs = 700 + 450 * round
    const { acknowledged, refused } = await writeUntilKilled(server, `round ${round}`, killAfterMs)
    const stored = new Set(exportedTexts(env).filter((text) => text.startsWith(`round ${round} `)))
    const missing = acknowledged.filter((text) => !stored.has(text))
    lost += missing.length
    console.log(
      `  round ${round}: SIGKILL after ${killAfterMs} ms; ${acknowledged.length} acknowledged, ${refused} refused, ${stored.size} stored ` +
        `(${stored.size - acknowledged.length + missing.length} stored without an answer reaching the client); acknowledged and lost: ${missing.length}`,
    )
    for (const text of missing.slice(0, 5)) console.log(`    lost: ${text}`)
  }
  console.log(`  ${name}: ${lost} acknowledged answers lost in ${ROUNDS} kills (must be 0) ${lost === 0 ? 'PASS' : 'FAIL'}`)
  return lost
}

let lost = 0
const pglite = temporaryPgliteDir()
try {
  lost += await bench('PGlite (embedded, PGLITE_DIR)', { PGLITE_DIR: pglite.dir })
} finally {
  pglite.remove()
}

const givenUrl = process.env.DATABASE_URL?.trim()
const bin = givenUrl ? undefined : findPostgres()
if (!givenUrl && !bin) {
  console.log('\nPostgreSQL: skipped (no DATABASE_URL and no PostgreSQL to start a throwaway cluster; Debian: apt-get install postgresql)')
} else {
  const dir = givenUrl ? undefined : mkdtempSync(join(tmpdir(), 'bench-durability-'))
  const cluster = dir === undefined ? undefined : startPostgres(bin as string, dir, await freePort())
  // A schema of its own (as the store tests make), so a given server's own feedback is neither read nor touched.
  const backend = postgresBackend(givenUrl ?? cluster!.url)
  try {
    const database = await backend.fresh()
    if (!('databaseUrl' in database)) throw new Error('the PostgreSQL backend gave no server address')
    lost += await bench(`PostgreSQL (${cluster ? `${cluster.version}, a throwaway cluster` : 'DATABASE_URL'})`, { DATABASE_URL: database.databaseUrl })
  } finally {
    await backend.cleanUp().catch(() => {})
    cluster?.stop()
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true })
  }
}
process.exitCode = lost === 0 ? 0 : 1
