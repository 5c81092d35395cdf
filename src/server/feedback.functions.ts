import { createServerFn } from '@tanstack/react-start'
import { getRequest, getRequestIP, setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import type { FeedbackSubmissionInput } from '../lib/feedback.ts'
import { getFeedbackStore } from './feedback-store.server.ts'
import {
  FeedbackRejectedError,
  SUBMISSION_FAILED,
  clientKeyOf,
  getFeedbackRateLimiter,
  handleFeedbackSubmission,
  parseFeedbackSubmission,
} from './feedback-submission.server.ts'

/**
 * Submit the beta survey. Rejects with an Error whose message is meant for
 * the visitor: 400 for an invalid payload, 429 when rate limited, 500 when
 * the database fails.
 */
export const submitFeedback = createServerFn({ method: 'POST' })
  .validator((input: FeedbackSubmissionInput) => {
    try {
      return parseFeedbackSubmission(input)
    } catch (error) {
      return answerFailure(error)
    }
  })
  .handler(async ({ data }) => {
    try {
      const clientKey = clientKeyOf(getRequest().headers, getRequestIP())
      return await handleFeedbackSubmission(data, clientKey, getFeedbackStore(), getFeedbackRateLimiter())
    } catch (error) {
      return answerFailure(error)
    }
  })

/**
 * Start sends an error thrown by a server function with status 200 unless a
 * status was set, and serializes whatever was thrown: set the status here and
 * throw a plain Error carrying only a message fit for the visitor.
 */
function answerFailure(error: unknown): never {
  if (error instanceof FeedbackRejectedError) {
    setResponseStatus(error.status)
    if (error.retryAfterSeconds !== undefined) setResponseHeader('Retry-After', String(error.retryAfterSeconds))
    throw new Error(error.message)
  }
  console.error('Feedback submission failed:', error)
  setResponseStatus(500)
  throw new Error(SUBMISSION_FAILED)
}
