import { feedbackSubmission } from '../lib/feedback.ts'
import type { FeedbackSubmission } from '../lib/feedback.ts'
import { TRUST_NOBODY, clientAddress } from './client-address.ts'
import type { TrustedProxies } from './client-address.ts'
import type { FeedbackStore } from './feedback-store.server.ts'
import { isUnavailable } from './db.server.ts'
import { HttpError } from './http-error.ts'
import type { RateLimitDecision, RateLimitGate } from './rate-limiter.server.ts'

export const FEEDBACK_RATE_LIMIT = { limit: 5, windowMs: 60_000 } as const

export const TOO_MANY_SUBMISSIONS = 'Too many feedback submissions. Please try again in a minute.'
export const SUBMISSION_FAILED = 'Your feedback could not be saved. Please try again later.'
export const DATABASE_UNAVAILABLE = 'Feedback cannot be saved just now. Please send it again in a minute.'
/** Seconds a client is asked to wait when the database is out of reach: a restart takes a few. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 10

const ANONYMOUS = 'anonymous'
// Keys come from a request header; a cap keeps the limiter's memory bounded.
const MAX_CLIENT_KEY_LENGTH = 100

/** A submission the server refuses, with the HTTP status that says why. */
export class FeedbackRejectedError extends HttpError {
  declare readonly status: 400 | 429
  readonly retryAfterSeconds: number | undefined

  constructor(message: string, status: 400 | 429, retryAfterSeconds?: number) {
    super(status, message, retryAfterSeconds === undefined ? {} : { headers: { 'Retry-After': String(retryAfterSeconds) } })
    this.name = 'FeedbackRejectedError'
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export type FeedbackReceipt = { ok: true }

/** Validates a raw payload; every problem found is named in the error message. */
export function parseFeedbackSubmission(input: unknown): FeedbackSubmission {
  const result = feedbackSubmission.safeParse(input)
  if (result.success) return result.data
  throw new FeedbackRejectedError(result.error.issues.map((issue) => issue.message).join(' '), 400)
}

/**
 * The whole submission: validate, count against the client's rate limit,
 * store. Invalid payloads are refused before they use up the limit; a
 * database out of reach is a 503 with Retry-After, any other database
 * failure a 500, both with a message fit for the visitor.
 */
export async function handleFeedbackSubmission(
  input: unknown,
  clientKey: string,
  store: FeedbackStore,
  limiter: RateLimitGate,
): Promise<FeedbackReceipt> {
  const submission = parseFeedbackSubmission(input)
  let decision: RateLimitDecision
  try {
    decision = await limiter.attempt(clientKey)
  } catch (error) {
    throw storageFailure(error)
  }
  if (!decision.allowed) {
    throw new FeedbackRejectedError(TOO_MANY_SUBMISSIONS, 429, Math.ceil(decision.retryAfterMs / 1000))
  }
  try {
    await store.insertFeedback(submission, clientKey)
  } catch (error) {
    throw storageFailure(error)
  }
  return { ok: true }
}

function storageFailure(error: unknown): HttpError {
  if (isUnavailable(error)) {
    return new HttpError(503, DATABASE_UNAVAILABLE, { cause: error, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } })
  }
  return new HttpError(500, SUBMISSION_FAILED, { cause: error })
}

/**
 * The client's address (X-Forwarded-For only from the trusted proxies, see
 * client-address.ts), else one shared anonymous key.
 */
export function clientKeyOf(headers: Headers, connectionAddress: string | undefined, proxies: TrustedProxies = TRUST_NOBODY): string {
  const key = clientAddress(headers, connectionAddress, proxies) || ANONYMOUS
  return key.slice(0, MAX_CLIENT_KEY_LENGTH)
}

/**
 * The limiter the server uses: counted in the feedback database, so that
 * every app server on one PostgreSQL enforces one limit per client.
 */
export function getFeedbackRateLimiter(store: FeedbackStore): RateLimitGate {
  const window = { ...FEEDBACK_RATE_LIMIT, limit: configuredLimit() }
  return { attempt: (clientKey) => store.countSubmission(clientKey, window) }
}

/** FEEDBACK_RATE_LIMIT overrides the submissions allowed per client per minute (the e2e server raises it). */
function configuredLimit(): number {
  const configured = Number(process.env.FEEDBACK_RATE_LIMIT)
  return Number.isInteger(configured) && configured > 0 ? configured : FEEDBACK_RATE_LIMIT.limit
}
