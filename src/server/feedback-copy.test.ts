import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from './db.server.ts'
import { copyFeedback } from './feedback-copy.server.ts'
import { PREPARE_TIMEOUT_MS, pgliteBackend, testBackends } from './test-databases.ts'

const source = pgliteBackend()
beforeAll(() => source.prepare(), PREPARE_TIMEOUT_MS)
afterAll(() => source.cleanUp())

describe.each(testBackends())('copying feedback from PGlite to $name', (target) => {
  beforeAll(() => target.prepare(), PREPARE_TIMEOUT_MS)
  afterAll(() => target.cleanUp())

  it('copies every answer with its time and hash, once however often it runs', async () => {
    const from = await openDatabase(await source.fresh())
    const to = await openDatabase(await target.fresh())
    try {
      await copyFeedback(from, to)
      await from.query(
        `insert into feedback (experience, feedback, contact, client_hash, created_at) values
         (5, 'first', 'a@example.com', 'abc', '2026-01-02T03:04:05.678Z'), (2, null, null, null, '2026-01-03T00:00:00Z')`,
      )
      expect(await copyFeedback(from, to)).toEqual({ read: 2, copied: 2 })
      expect(await copyFeedback(from, to)).toEqual({ read: 2, copied: 0 })
      const rows = await to.query('select experience, feedback, contact, client_hash, created_at from feedback order by created_at')
      expect(rows).toEqual([
        { experience: 5, feedback: 'first', contact: 'a@example.com', client_hash: 'abc', created_at: new Date('2026-01-02T03:04:05.678Z') },
        { experience: 2, feedback: null, contact: null, client_hash: null, created_at: new Date('2026-01-03T00:00:00Z') },
      ])
    } finally {
      await Promise.all([from.close(), to.close()])
    }
  })
})
