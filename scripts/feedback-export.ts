import { parseArgs } from 'node:util'
import { describeDatabase } from '../src/server/db.server.ts'
import { feedbackToCsv, feedbackToJson } from '../src/server/feedback-export.ts'
import { createFeedbackStore, feedbackStoreOptionsFromEnv } from '../src/server/feedback-store.server.ts'

/**
 * Prints every stored feedback answer to stdout: CSV by default, JSON with
 * --json. Reads the database the server uses (DATABASE_URL, else PGLITE_DIR).
 */

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

if (values.help) {
  process.stdout.write('Usage: npm run feedback:export [-- --json] > feedback.csv\n')
} else {
  const options = feedbackStoreOptionsFromEnv()
  const store = createFeedbackStore(options)
  try {
    const records = await store.listFeedback()
    process.stdout.write(values.json ? feedbackToJson(records) : feedbackToCsv(records))
    // Progress goes to stderr so that stdout stays a clean file.
    process.stderr.write(`Exported ${records.length} feedback answer(s) from ${describeDatabase(options.database)}.\n`)
  } catch (error) {
    process.stderr.write(`Feedback export failed: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
  } finally {
    await store.close()
  }
}
