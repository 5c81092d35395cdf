import { describe, expect, it } from 'vitest'
import { CONTACT_MAX, FEEDBACK_MAX, feedbackSubmission } from '../../domain/feedback/survey.ts'
import { FailedAnswerError } from './checked-call.ts'
import {
  INITIAL_FEEDBACK_FORM,
  RATING_REQUIRED_MESSAGE,
  SUBMIT_FALLBACK_MESSAGE,
  canSubmit,
  characterCounter,
  feedbackFormReducer,
  ratingReadout,
  starName,
  submitErrorMessage,
  toSubmission,
  type FeedbackFormAction,
  type FeedbackFormState,
} from './feedback-form.ts'

const run = (...actions: FeedbackFormAction[]): FeedbackFormState => actions.reduce(feedbackFormReducer, INITIAL_FEEDBACK_FORM)

describe('rating readout', () => {
  it('reads "N star(s) - label" for every rating', () => {
    expect([1, 2, 3, 4, 5].map((rating) => ratingReadout(rating as 1 | 2 | 3 | 4 | 5))).toEqual([
      '1 star - Poor',
      '2 stars - Fair',
      '3 stars - Good',
      '4 stars - Great',
      '5 stars - Excellent',
    ])
  })

  it('is empty while no star is chosen', () => {
    expect(ratingReadout(0)).toBeNull()
  })

  it('names each star for assistive technology', () => {
    expect(starName(1)).toBe('1 star, Poor')
    expect(starName(5)).toBe('5 stars, Excellent')
  })
})

describe('submit button', () => {
  it('is disabled until a rating is chosen', () => {
    expect(canSubmit(INITIAL_FEEDBACK_FORM)).toBe(false)
    expect(canSubmit(run({ type: 'editFeedback', text: 'nice' }))).toBe(false)
    expect(canSubmit(run({ type: 'rate', rating: 3 }))).toBe(true)
  })

  it('is disabled again when the rating is cleared', () => {
    expect(canSubmit(run({ type: 'rate', rating: 3 }, { type: 'rate', rating: 0 }))).toBe(false)
  })

  it('is disabled while submitting and after success', () => {
    expect(canSubmit(run({ type: 'rate', rating: 3 }, { type: 'submitStarted' }))).toBe(false)
    expect(canSubmit(run({ type: 'rate', rating: 3 }, { type: 'submitStarted' }, { type: 'submitSucceeded' }))).toBe(false)
  })

  it('is enabled again after a failure, with the values and the message kept', () => {
    const state = run(
      { type: 'rate', rating: 4 },
      { type: 'editFeedback', text: 'More filters please' },
      { type: 'editContact', text: 'me@example.com' },
      { type: 'submitStarted' },
      { type: 'submitFailed', message: 'Too many feedback submissions. Please try again in a minute.' },
    )
    expect(canSubmit(state)).toBe(true)
    expect(state).toMatchObject({
      rating: 4,
      feedback: 'More filters please',
      contact: 'me@example.com',
      status: 'editing',
      error: 'Too many feedback submissions. Please try again in a minute.',
    })
  })

  it('clears the previous error when a new attempt starts', () => {
    const state = run({ type: 'rate', rating: 2 }, { type: 'submitFailed', message: 'nope' }, { type: 'submitStarted' })
    expect(state.error).toBeNull()
  })
})

describe('character counters', () => {
  it('counts typed characters against the limit', () => {
    expect(characterCounter('', FEEDBACK_MAX)).toBe('0/500')
    expect(characterCounter('hello', FEEDBACK_MAX)).toBe('5/500')
    expect(characterCounter('a@b.c', CONTACT_MAX)).toBe('5/100')
  })

  it('never lets the texts exceed their limits', () => {
    const state = run({ type: 'editFeedback', text: 'x'.repeat(FEEDBACK_MAX + 20) }, { type: 'editContact', text: 'y'.repeat(CONTACT_MAX + 1) })
    expect(state.feedback).toHaveLength(FEEDBACK_MAX)
    expect(state.contact).toHaveLength(CONTACT_MAX)
    expect(characterCounter(state.feedback, FEEDBACK_MAX)).toBe('500/500')
  })
})

describe('payload', () => {
  it('is refused without a rating (the dialog alerts instead)', () => {
    expect(toSubmission(run({ type: 'editFeedback', text: 'hi' }))).toBeNull()
    expect(RATING_REQUIRED_MESSAGE).toBe('Please select a rating before submitting.')
  })

  it('trims the texts', () => {
    const state = run({ type: 'rate', rating: 5 }, { type: 'editFeedback', text: '  Love the DPS view \n' }, { type: 'editContact', text: '\tme@example.com ' })
    expect(toSubmission(state)).toEqual({ experience: 5, feedback: 'Love the DPS view', contact: 'me@example.com' })
  })

  it('leaves empty and whitespace-only texts out entirely', () => {
    const state = run({ type: 'rate', rating: 1 }, { type: 'editFeedback', text: '   ' })
    const payload = toSubmission(state)
    expect(payload).toEqual({ experience: 1 })
    expect(payload && Object.keys(payload)).toEqual(['experience'])
  })

  it('always passes the server schema', () => {
    const state = run(
      { type: 'rate', rating: 3 },
      { type: 'editFeedback', text: ` ${'z'.repeat(FEEDBACK_MAX)} ` },
      { type: 'editContact', text: ' '.repeat(CONTACT_MAX) },
    )
    expect(feedbackSubmission.safeParse(toSubmission(state)).success).toBe(true)
  })
})

describe('submit error message', () => {
  it("shows the server's message", () => {
    expect(submitErrorMessage(new Error('Too many feedback submissions. Please try again in a minute.'))).toBe(
      'Too many feedback submissions. Please try again in a minute.',
    )
  })

  it('falls back for network failures and non-errors', () => {
    expect(submitErrorMessage(new TypeError('Failed to fetch'))).toBe(SUBMIT_FALLBACK_MESSAGE)
    expect(submitErrorMessage(new Error('  '))).toBe(SUBMIT_FALLBACK_MESSAGE)
    expect(submitErrorMessage('boom')).toBe(SUBMIT_FALLBACK_MESSAGE)
  })

  it('never shows a raw answer: an error page, markup or a failed answer from elsewhere', () => {
    expect(submitErrorMessage(new Error('<html><body>Bad Gateway</body></html>'))).toBe(SUBMIT_FALLBACK_MESSAGE)
    expect(submitErrorMessage(new Error('x'.repeat(201)))).toBe(SUBMIT_FALLBACK_MESSAGE)
    expect(submitErrorMessage(new FailedAnswerError(502, '{"message":"upstream"}'))).toBe(SUBMIT_FALLBACK_MESSAGE)
  })
})
