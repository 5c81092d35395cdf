/**
 * A server function call that fails whenever the answer's status is not ok
 * (spec §7: "a non-ok response throws"). Start's client takes any JSON body as
 * the function's result whatever the status, so a proxy's 502 with a JSON body
 * would read as success; and it turns any other failed body into the error's
 * message, so a player would read an HTML error page.
 */

/** A failed answer whose body was not written for the player; the body is kept for the log. */
export class FailedAnswerError extends Error {
  readonly status: number
  readonly body: string

  constructor(status: number, body: string) {
    super(`The server answered ${status}${body ? `: ${body.slice(0, 500)}` : ''}`)
    this.name = 'FailedAnswerError'
    this.status = status
    this.body = body
  }
}

// Start's own error answers (from the function middleware) carry this header and a message meant for the visitor.
const START_SERIALIZED = 'x-tss-serialized'

/** Runs `call` with a fetch that refuses a non-ok answer; `call` passes that fetch to the server function. */
export async function callRefusingFailures<T>(call: (fetch: typeof globalThis.fetch) => Promise<T>): Promise<T> {
  const seen: { failed: Response | null } = { failed: null }
  const result = await call(async (input, init) => {
    const response = await fetch(input, init)
    if (response.ok) return response
    seen.failed = response
    if (response.headers.get(START_SERIALIZED)) return response
    throw new FailedAnswerError(response.status, await response.text().catch(() => ''))
  })
  // Start threw nothing for a failed answer it serialized itself: a failure all the same.
  if (seen.failed) throw new FailedAnswerError(seen.failed.status, '')
  return result
}
