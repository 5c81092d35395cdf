import { inspect } from 'node:util'

/**
 * The production server's error log: one line per entry, at most `perWindow`
 * entries per window. A stream of malformed requests made the framework log
 * a full stack trace for each, a way to fill a disk; now they cost one short
 * line each, and a flood is summed up in one line once it passes.
 */
export type ErrorLogOptions = { perWindow?: number; windowMs?: number; maxLineLength?: number; now?: () => number }

export function oneLineErrorLog(
  write: (line: string) => void,
  { perWindow = 20, windowMs = 60_000, maxLineLength = 500, now = Date.now }: ErrorLogOptions = {},
): (...parts: unknown[]) => void {
  let windowStart = -Infinity
  let written = 0
  let suppressed = 0
  return (...parts) => {
    const at = now()
    if (at - windowStart >= windowMs) {
      if (suppressed > 0) write(`(${suppressed} more error line(s) suppressed in ${Math.round(windowMs / 1000)} s)`)
      windowStart = at
      written = 0
      suppressed = 0
    }
    if (written >= perWindow) {
      suppressed++
      return
    }
    written++
    const line = parts.map(describe).join(' ').replace(/\s*[\r\n]+\s*/g, ' | ')
    write(line.length > maxLineLength ? `${line.slice(0, maxLineLength - 1)}…` : line)
  }
}

function describe(part: unknown): string {
  if (typeof part === 'string') return part
  if (part instanceof Error) {
    const cause = part.cause === undefined ? '' : ` (cause: ${describe(part.cause)})`
    return `${part.name}: ${part.message}${cause}`
  }
  return inspect(part, { depth: 1, breakLength: Infinity, compact: true })
}
