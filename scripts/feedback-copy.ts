import path from 'node:path'
import { parseArgs } from 'node:util'
import { DEFAULT_PGLITE_DIR, describeDatabase, openDatabase } from '../src/server/db.server.ts'
import { copyFeedback } from '../src/server/feedback-copy.server.ts'

/**
 * Moves feedback from the embedded database to a PostgreSQL server:
 *   DATABASE_URL=postgres://… npm run feedback:copy -- --from .data/pglite
 * Stop the server that uses the PGlite folder first (it holds the folder's lock).
 */

const { values } = parseArgs({
  options: {
    from: { type: 'string', default: process.env.PGLITE_DIR?.trim() || DEFAULT_PGLITE_DIR },
    help: { type: 'boolean', short: 'h', default: false },
  },
})
const databaseUrl = process.env.DATABASE_URL?.trim()

if (values.help || !databaseUrl) {
  process.stdout.write('Usage: DATABASE_URL=postgres://… npm run feedback:copy [-- --from .data/pglite]\n')
  if (!values.help) process.exitCode = 2
} else {
  const from = { pgliteDir: path.resolve(values.from) }
  const to = { databaseUrl }
  try {
    const source = await openDatabase(from)
    const target = await openDatabase(to).catch(async (error: unknown) => {
      await source.close()
      throw error
    })
    const { read, copied } = await copyFeedback(source, target).finally(() => Promise.all([source.close(), target.close()]))
    process.stderr.write(`Copied ${copied} of ${read} feedback answer(s) from ${describeDatabase(from)} to ${describeDatabase(to)}.\n`)
  } catch (error) {
    process.stderr.write(`Feedback copy failed: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
  }
}
