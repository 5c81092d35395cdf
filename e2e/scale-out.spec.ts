import { spawnSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { feedbackRequest, startServer, type SpawnedServer } from './servers'

/**
 * Two app servers on one PostgreSQL, as compose.yaml runs them: what one
 * stores the other's export shows, the feedback limit holds across both, and
 * one dying does not stop the other. Needs a server to create a schema in:
 * TEST_DATABASE_URL (or DATABASE_URL); npm test starts a throwaway cluster.
 */

const databaseUrl = process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim()

test.describe('two instances on one PostgreSQL', () => {
  test.skip(!databaseUrl, 'skipped: no PostgreSQL server configured (set TEST_DATABASE_URL; npm test starts one)')
  test.describe.configure({ timeout: 120_000 })

  const schema = `codex_e2e_${process.pid}_${Date.now()}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  const schemaUrl = () => {
    const url = new URL(databaseUrl ?? '')
    url.searchParams.set('options', `-c search_path=${schema}`)
    return url.toString()
  }

  test('share feedback and the rate limit, and survive one of them dying', async ({ request }) => {
    await admin(`create schema ${schema}`)
    const servers: SpawnedServer[] = []
    try {
      const env = { DATABASE_URL: schemaUrl(), FEEDBACK_RATE_LIMIT: '3', TRUST_PROXY: 'loopback' }
      // Started together: both migrate the empty schema at once, one after the other under the advisory lock.
      servers.push(...(await Promise.all([startServer(env), startServer(env)])))
      const [first, second] = servers as [SpawnedServer, SpawnedServer]
      const send = async (server: SpawnedServer, client: string, feedback: string) => {
        const { path, init } = feedbackRequest({ experience: 5, feedback }, { 'x-forwarded-for': client })
        return (await request.post(server.url + path, init)).status()
      }

      expect(await send(first, '198.51.100.7', 'sent to the first')).toBe(200)
      expect(await send(second, '198.51.100.7', 'sent to the second')).toBe(200)
      const exported = spawnSync(process.execPath, ['--experimental-strip-types', 'scripts/feedback-export.ts', '--json'], {
        env: { ...process.env, DATABASE_URL: schemaUrl() },
        encoding: 'utf8',
      })
      expect(exported.status, exported.stderr).toBe(0)
      const feedback = (JSON.parse(exported.stdout) as Array<{ feedback: string }>).map((row) => row.feedback)
      expect(feedback).toEqual(['sent to the first', 'sent to the second'])

      // The limit is 3 per client however the proxy spreads its requests.
      expect(await send(first, '198.51.100.7', 'third')).toBe(200)
      expect(await send(second, '198.51.100.7', 'fourth')).toBe(429)
      expect(await send(first, '198.51.100.7', 'fifth')).toBe(429)

      first.signal('SIGKILL')
      await first.exited
      expect((await request.get(`${second.url}/healthz`)).status()).toBe(200)
      expect((await request.get(`${second.url}/api/v1/units/25`)).status()).toBe(200)
      expect(await send(second, '198.51.100.8', 'after the first died')).toBe(200)
    } finally {
      for (const server of servers) server.signal('SIGKILL')
      await Promise.all(servers.map((server) => server.exited))
      await admin(`drop schema ${schema} cascade`)
    }
  })
})
