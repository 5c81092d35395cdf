import { existsSync } from 'node:fs'
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseConfigFromEnv, openDatabase } from './db.server.ts'
import { emptyPgliteCluster, PREPARE_TIMEOUT_MS } from './test-databases.ts'

// The production server names the build's empty database in PGLITE_TEMPLATE; a new folder starts from it.
describe('a new PGlite folder starts from the template tarball', () => {
  let root: string
  let template: string

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'codex-db-template-'))
    // The tarball the build writes: an empty cluster dumped by PGlite itself.
    const cluster = path.join(root, 'cluster')
    await cp(await emptyPgliteCluster(), cluster, { recursive: true })
    const db = await PGlite.create(cluster)
    const tarball = await db.dumpDataDir('gzip')
    await db.close()
    template = path.join(root, 'template.tar.gz')
    await writeFile(template, new Uint8Array(await tarball.arrayBuffer()))
  }, PREPARE_TIMEOUT_MS)

  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('PGLITE_TEMPLATE reaches the configuration, resolved like PGLITE_DIR', () => {
    expect(databaseConfigFromEnv({ PGLITE_DIR: 'x', PGLITE_TEMPLATE: 'dist/t.tar.gz' })).toEqual({
      pgliteDir: path.resolve('x'),
      pgliteTemplate: path.resolve('dist/t.tar.gz'),
    })
    expect(databaseConfigFromEnv({ PGLITE_DIR: 'x' })).toEqual({ pgliteDir: path.resolve('x') })
  })

  it(
    'fills an empty folder from it, and the database works and keeps what it is given',
    async () => {
      const dir = path.join(root, 'fresh')
      const db = await openDatabase({ pgliteDir: dir, pgliteTemplate: template })
      try {
        expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true)
        // Started with the small buffer pool openDatabase asks for (PostgreSQL's 128 MB cost a second of each start).
        expect(await db.query('show shared_buffers')).toEqual([{ shared_buffers: '16MB' }])
        await db.exec('create table kept (x int); insert into kept values (7)')
      } finally {
        await db.close()
      }
      const again = await openDatabase({ pgliteDir: dir, pgliteTemplate: template })
      try {
        expect(await again.query('select x from kept')).toEqual([{ x: 7 }])
      } finally {
        await again.close()
      }
    },
    PREPARE_TIMEOUT_MS,
  )

  it(
    'opens an existing database as it is, without reading the template',
    async () => {
      // A template PGlite cannot load: reading it would fail the open or start a new database.
      const broken = path.join(root, 'broken.tar.gz')
      await writeFile(broken, 'not a tarball')
      const existing = path.join(root, 'existing')
      await cp(await emptyPgliteCluster(), existing, { recursive: true })
      const first = await openDatabase({ pgliteDir: existing })
      await first.exec('create table kept (x int); insert into kept values (3)')
      await first.close()
      const db = await openDatabase({ pgliteDir: existing, pgliteTemplate: broken })
      try {
        expect(await db.query('select x from kept')).toEqual([{ x: 3 }])
      } finally {
        await db.close()
      }
    },
    PREPARE_TIMEOUT_MS,
  )
})
