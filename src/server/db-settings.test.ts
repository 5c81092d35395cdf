import { describe, expect, it } from 'vitest'
import { DEFAULT_DATABASE_TIMEOUT_MS, DatabaseUnavailableError, databaseConfigFromEnv, databaseTimeoutMs, isUnavailable } from './db.server.ts'

describe('DATABASE_TIMEOUT_SECONDS', () => {
  it('defaults to five seconds and takes fractions', () => {
    expect(databaseTimeoutMs(undefined)).toBe(DEFAULT_DATABASE_TIMEOUT_MS)
    expect(databaseTimeoutMs(' ')).toBe(DEFAULT_DATABASE_TIMEOUT_MS)
    expect(databaseTimeoutMs('2.5')).toBe(2_500)
    expect(databaseConfigFromEnv({ DATABASE_URL: 'postgres://db/codex', DATABASE_TIMEOUT_SECONDS: '3' })).toEqual({
      databaseUrl: 'postgres://db/codex',
      timeoutMs: 3_000,
    })
  })

  it.each(['0', '-1', 'abc', '601', 'Infinity'])('stops the server at start on %j, with PGlite too', (setting) => {
    expect(() => databaseTimeoutMs(setting)).toThrow(/^DATABASE_TIMEOUT_SECONDS must be a number of seconds from 0\.1 to 600/)
    expect(() => databaseConfigFromEnv({ DATABASE_TIMEOUT_SECONDS: setting })).toThrow(/DATABASE_TIMEOUT_SECONDS/)
  })
})

describe('an unavailable database', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a session ended by the server', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['no answer in time', new Error('Query read timeout')],
    ['one already said so', new DatabaseUnavailableError(new Error('x'))],
  ])('is told from %s', (_, error) => {
    expect(isUnavailable(error)).toBe(true)
  })

  it.each([
    ['a syntax error', withCode('syntax error at or near "x"', '42601')],
    ['a broken constraint', withCode('new row violates check constraint', '23514')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['something not an error', 'ECONNREFUSED'],
  ])('is not %s', (_, error) => {
    expect(isUnavailable(error)).toBe(false)
  })
})
