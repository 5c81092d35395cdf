/**
 * A server-function failure with the HTTP status and the message the caller
 * should see. Thrown by handlers; turned into the response in one place, the
 * function middleware in server-fn-errors.ts.
 */
export class HttpError extends Error {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>

  constructor(status: number, message: string, options: { headers?: Record<string, string>; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.name = 'HttpError'
    this.status = status
    this.headers = options.headers ?? {}
  }
}

export const SERVER_FAILED = 'Something went wrong on the server. Please try again later.'

/**
 * The HTTP answer for anything a server function threw: an HttpError as it
 * is, the framework's validator refusing the input as a 400 naming every
 * problem, anything else as a 500 that tells the caller nothing internal.
 */
export function httpErrorOf(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  const problems = validationProblems(error)
  // One sentence once: a number out of range can break two checks that say the same thing.
  if (problems !== null) return new HttpError(400, [...new Set(problems)].join(' '))
  return new HttpError(500, SERVER_FAILED, { cause: error })
}

/**
 * Start's `.validator(schema)` throws a plain Error whose message is the
 * standard-schema issues as JSON; the issues' own messages are written for
 * the caller. Null when the error is anything else.
 */
function validationProblems(error: unknown): string[] | null {
  if (!(error instanceof Error) || !error.message.startsWith('[')) return null
  let issues: unknown
  try {
    issues = JSON.parse(error.message)
  } catch {
    return null
  }
  if (!Array.isArray(issues) || issues.length === 0) return null
  const messages = issues.map((issue: unknown) =>
    typeof issue === 'object' && issue !== null && 'message' in issue && typeof issue.message === 'string' ? issue.message : null,
  )
  return messages.every((message) => message !== null) ? messages : null
}
