import type { Database } from './db.server.ts'
import { migrate } from './migrations.server.ts'

/**
 * Copies every feedback answer from one database to another (the embedded
 * PGlite folder to a PostgreSQL server, when a site moves to compose.yaml),
 * keeping each answer's time and client hash. An answer the target already
 * holds (same time, rating and texts) is not copied again, so a copy that
 * stopped half way can simply be run again.
 */
export async function copyFeedback(source: Database, target: Database): Promise<{ read: number; copied: number }> {
  await migrate(source)
  await migrate(target)
  const rows = await source.query('select experience, feedback, contact, client_hash, created_at from feedback order by created_at, id')
  const copied = await target.transaction(async (tx) => {
    let count = 0
    for (const row of rows) {
      const inserted = await tx.query(
        `insert into feedback (experience, feedback, contact, client_hash, created_at)
         select $1, $2, $3, $4, $5
         where not exists (
           select 1 from feedback
           where created_at = $5 and experience = $1
             and feedback is not distinct from $2 and contact is not distinct from $3
         )
         returning id`,
        [row.experience, row.feedback, row.contact, row.client_hash, row.created_at],
      )
      count += inserted.length
    }
    return count
  })
  return { read: rows.length, copied }
}
