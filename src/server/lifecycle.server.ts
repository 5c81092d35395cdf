import { performance } from 'node:perf_hooks'
import { getDataSet } from './dataset.server.ts'
import { getEnemies } from './enemies.server.ts'
import { getFeedbackStore } from './feedback-store.server.ts'
import type { DatabaseHealth } from './feedback-store.server.ts'
import { configuredFeedbackRateLimit } from './feedback-submission.server.ts'

/**
 * Start-up, readiness and shut-down of a production server process, called
 * by scripts/serve.mjs through the server entry (src/server.ts). The database
 * is opened and migrated, and the data set loaded, before the server listens:
 * opened on the first feedback instead, a fresh PGlite held every other
 * request for as long as it took.
 */

let stopping = false

/** Milliseconds each start-up step took (they run side by side). */
export type StartTimings = { database: number; dataSet: number }

export async function startServing(): Promise<StartTimings> {
  // Settings read lazily are read here, so that a malformed one stops the start with one line.
  configuredFeedbackRateLimit()
  const timed = async (work: Promise<unknown>) => {
    const started = performance.now()
    await work
    return Math.round(performance.now() - started)
  }
  const [database, dataSet] = await Promise.all([timed(getFeedbackStore().open()), timed(precompressedDataSet())])
  return { database, dataSet }
}

// Waited for at start, not only for the first /units visitor: a compression still running in
// libuv's thread pool also holds up process.exit by seconds, and SIGTERM must end within one.
async function precompressedDataSet(): Promise<void> {
  const [{ calculatorFile }, { listFile }] = await Promise.all([getDataSet(), getEnemies()])
  await Promise.all([calculatorFile.compressed, listFile.compressed])
}

export type Readiness = { ready: boolean; database: DatabaseHealth }

/** Ready when the database answers and the process is not shutting down. */
export async function readiness(): Promise<Readiness> {
  const database = await getFeedbackStore().health()
  return { ready: !stopping && database.state === 'ready', database }
}

/** Closes the database (and with PGlite its folder lock). */
export async function stopServing(): Promise<void> {
  stopping = true
  await getFeedbackStore().close()
}
