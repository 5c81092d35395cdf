import { createServerFn } from '@tanstack/react-start'
import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import { feedbackSubmission } from '../domain/feedback/survey.ts'
import { trustedProxies } from './client-address.ts'
import { getFeedbackStore } from './feedback-store.server.ts'
import { clientKeyOf, getFeedbackRateLimiter, handleFeedbackSubmission } from './feedback-submission.server.ts'

/**
 * Submit the beta survey. Fails with a message meant for the visitor: 400 for
 * an invalid payload, 429 when rate limited (with Retry-After), 503 (with
 * Retry-After) when the database is out of reach, 500 when it fails
 * otherwise (see server-fn-errors.ts).
 */
export const submitFeedback = createServerFn({ method: 'POST' })
  .validator(feedbackSubmission)
  .handler(async ({ data }) => {
    const clientKey = clientKeyOf(getRequest().headers, getRequestIP(), trustedProxies())
    const store = getFeedbackStore()
    return handleFeedbackSubmission(data, clientKey, store, getFeedbackRateLimiter(store))
  })
