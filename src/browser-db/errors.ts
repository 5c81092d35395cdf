import { z } from '../domain/zod-mini.ts'

export const UNIT_ALREADY_IN_LIST = 'This unit is already in your list'
export const CAT_NOT_FOUND = 'Cat not found'
export const DUPLICATE_LIST_NAME = 'A list with this name already exists'
export const LIST_NOT_FOUND = 'List not found'
export const MAIN_LIST_UNDELETABLE = 'Cannot delete your main cats list'
export const BROWSER_ONLY = 'Saved lists are only available in the browser'

export const CODEX_DB_ERROR_CODES = [
  'unit-already-in-list',
  'cat-not-found',
  'duplicate-list-name',
  'list-not-found',
  'main-list-undeletable',
  'invalid-input',
  'invalid-import',
  'changed-since-import',
  'unavailable',
] as const
export type CodexDbErrorCode = (typeof CODEX_DB_ERROR_CODES)[number]

export class CodexDbError extends Error {
  readonly code: CodexDbErrorCode

  constructor(code: CodexDbErrorCode, message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'CodexDbError'
    this.code = code
  }
}

/**
 * Spec §8: every local error is logged to the console, then thrown. Logged as one line (what and
 * why): these are answers to the player (a bad import, an unknown list), not crashes, and a stack
 * trace in the console read as one.
 */
export function fail(code: CodexDbErrorCode, message: string, cause?: unknown): never {
  const error = new CodexDbError(code, message, cause === undefined ? undefined : { cause })
  console.error(logLine(error))
  throw error
}

/** The line fail() logs for an error. */
export function logLine(error: CodexDbError): string {
  const cause = error.cause instanceof Error ? error.cause.message : error.cause === undefined ? '' : String(error.cause)
  return `Saved lists (${error.code}): ${error.message}${cause && cause !== error.message ? ` (${cause})` : ''}`
}

/** Validates caller input; the first problem becomes the player-readable message. */
export function parseInput<T extends z.ZodMiniType>(schema: T, input: unknown): z.output<T> {
  const result = z.safeParse(schema, input)
  if (!result.success) fail('invalid-input', result.error.issues[0]?.message ?? 'Invalid input')
  return result.data
}
