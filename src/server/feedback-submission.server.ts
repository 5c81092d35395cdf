import { feedbackSubmission } from '../domain/feedback/survey.ts'
import type { FeedbackSubmission } from '../domain/feedback/survey.ts'
import { TRUST_NOBODY, clientAddress, rateLimitClient } from './client-address.ts'
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
export async function handleFeedbackSubmission(input: unknown, clientKey: string, store: FeedbackStore, limiter: RateLimitGate): Promise<FeedbackReceipt> {
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
 * client-address.ts), an IPv6 one as its /64, else one shared anonymous key.
 */
export function clientKeyOf(headers: Headers, connectionAddress: string | undefined, proxies: TrustedProxies = TRUST_NOBODY): string {
  const address = clientAddress(headers, connectionAddress, proxies)
  return (address ? rateLimitClient(address) : ANONYMOUS).slice(0, MAX_CLIENT_KEY_LENGTH)
}

/**
 * The limiter the server uses: counted in the feedback database, so that
 * every app server on one PostgreSQL enforces one limit per client.
 */
export function getFeedbackRateLimiter(store: FeedbackStore): RateLimitGate {
  const window = { ...FEEDBACK_RATE_LIMIT, limit: configuredFeedbackRateLimit() }
  return { attempt: (clientKey) => store.countSubmission(clientKey, window) }
}

const MAX_FEEDBACK_RATE_LIMIT = 1_000_000

/**
 * FEEDBACK_RATE_LIMIT: submissions allowed per client per minute (the e2e server and the
 * benchmarks raise it). Anything but a whole number from 1 up throws: `0`, `-1` or `abc`
 * silently became 5, so a typo meant to open or close the limit did neither.
 */
export function feedbackRateLimitFrom(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return FEEDBACK_RATE_LIMIT.limit
  const limit = Number(setting)
  if (!/^\s*\d+\s*$/.test(setting) || !Number.isSafeInteger(limit) || limit < 1 || limit > MAX_FEEDBACK_RATE_LIMIT) {
    throw new Error(`FEEDBACK_RATE_LIMIT must be a whole number of submissions per minute from 1 to ${MAX_FEEDBACK_RATE_LIMIT}, not "${setting}".`)
  }
  return limit
}

/** The setting, read once per process; scripts/serve.mjs reads it at start (lifecycle.server.ts), so a bad value stops the server there. */
let configuredLimit: number | undefined
export function configuredFeedbackRateLimit(): number {
  configuredLimit ??= feedbackRateLimitFrom(process.env.FEEDBACK_RATE_LIMIT)
  return configuredLimit
}
