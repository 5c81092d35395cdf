import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest'
import { closeCodexDb } from './database.ts'
import { CodexDbError, logLine, type CodexDbErrorCode } from './errors.ts'

export const START_TIME = Date.UTC(2025, 0, 1, 12)

let consoleError: MockInstance<typeof console.error>

/** Each test gets an empty database of its own, a frozen clock and a captured console.error. */
export function setUpFreshDatabase(): void {
  beforeEach(async () => {
    await switchToEmptyBrowser()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(START_TIME)
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(async () => {
    await closeCodexDb()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })
}

/** As if the player opened the app in another browser: a new, empty IndexedDB. */
export async function switchToEmptyBrowser(): Promise<void> {
  await closeCodexDb()
  globalThis.indexedDB = new IDBFactory()
}

export function advanceClock(ms: number): number {
  vi.setSystemTime(Date.now() + ms)
  return Date.now()
}

/** The spec's rule for local errors: logged with console.error, then thrown. */
export async function expectCodexError(action: () => Promise<unknown>, code: CodexDbErrorCode, message: string): Promise<CodexDbError> {
  consoleError.mockClear()
  const error: unknown = await action().then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof CodexDbError)) throw new Error(`expected a CodexDbError, got ${String(error)}`)
  expect(error).toBeInstanceOf(Error)
  expect(error).toMatchObject({ code, message })
  expect(consoleError).toHaveBeenCalledWith(logLine(error))
  return error
}
