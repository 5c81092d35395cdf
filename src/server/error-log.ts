import { inspect } from 'node:util'

/**
 * The production server's error log: one line per entry, at most `perWindow`
 * entries per window. A stream of malformed requests made the framework log
 * a full stack trace for each, a way to fill a disk; now they cost one short
 * line each, and a flood is summed up in one line once it passes.
 *
 * Failures of the server itself (a database error, a server function that
 * failed) have a budget of their own: in one shared budget, a flood of
 * malformed requests used it up and hid the one line an operator needed.
 */
export type ErrorLogOptions = { perWindow?: number; windowMs?: number; maxLineLength?: number; now?: () => number }

type Budget = { windowStart: number; written: number; suppressed: number }

export function oneLineErrorLog(
  write: (line: string) => void,
  { perWindow = 20, windowMs = 60_000, maxLineLength = 500, now = Date.now }: ErrorLogOptions = {},
): (...parts: unknown[]) => void {
  const budgets = {
    server: { windowStart: -Infinity, written: 0, suppressed: 0 },
    other: { windowStart: -Infinity, written: 0, suppressed: 0 },
  } satisfies Record<string, Budget>
  return (...parts) => {
    const at = now()
    const kind = parts.some(isServerFailure) ? 'server' : 'other'
    const budget = budgets[kind]
    if (at - budget.windowStart >= windowMs) {
      if (budget.suppressed > 0) {
        const what = kind === 'server' ? 'server failure' : 'error'
        write(`(${budget.suppressed} more ${what} line(s) suppressed in ${Math.round(windowMs / 1000)} s)`)
      }
      budget.windowStart = at
      budget.written = 0
      budget.suppressed = 0
    }
    if (budget.written >= perWindow) {
      budget.suppressed++
      return
    }
    budget.written++
    const line = parts
      .map(describe)
      .join(' ')
      .replace(/\s*[\r\n]+\s*/g, ' | ')
    write(line.length > maxLineLength ? `${line.slice(0, maxLineLength - 1)}…` : line)
  }
}

/**
 * The app's own reports of its failures (server-fn-errors.ts, db.server.ts) and any database
 * error, however deep in the causes: the framework's lines about requests it could not read
 * carry neither.
 */
const SERVER_FAILURE_PREFIXES = ['Server function failed:', 'PostgreSQL pool error:']

function isServerFailure(part: unknown, depth = 0): boolean {
  if (typeof part === 'string') return depth === 0 && SERVER_FAILURE_PREFIXES.some((prefix) => part.startsWith(prefix))
  if (!(part instanceof Error) || depth > 5) return false
  // node-postgres's errors from the server carry a severity; DatabaseUnavailableError wraps the rest.
  if (part.name === 'DatabaseUnavailableError' || ('severity' in part && typeof part.severity === 'string')) return true
  return isServerFailure(part.cause, depth + 1)
}

function describe(part: unknown): string {
  if (typeof part === 'string') return part
  if (part instanceof Error) {
    const cause = part.cause === undefined ? '' : ` (cause: ${describe(part.cause)})`
    return `${part.name}: ${part.message}${cause}`
  }
  return inspect(part, { depth: 1, breakLength: Infinity, compact: true })
}
