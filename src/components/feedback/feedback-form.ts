import { FailedAnswerError } from './checked-call.ts'
import { CONTACT_MAX, FEEDBACK_MAX, ratingLabel, type FeedbackSubmissionInput, type Rating } from '../../domain/feedback/survey.ts'

/** State of the feedback dialog's form (spec §4 "Feedback form", §5). */

export const RATING_REQUIRED_MESSAGE = 'Please select a rating before submitting.'
export const SUBMIT_FALLBACK_MESSAGE = 'Your feedback could not be sent. Please try again.'
export const SUBMIT_OFFLINE_MESSAGE = 'You are offline, so your feedback was not sent. Send it again once you are back online.'

/** 0 means no star chosen yet. */
export type RatingChoice = Rating | 0

export type FeedbackFormState = {
  rating: RatingChoice
  feedback: string
  contact: string
  status: 'editing' | 'submitting' | 'submitted'
  /** What the server said when the last attempt failed. */
  error: string | null
}

export const INITIAL_FEEDBACK_FORM: FeedbackFormState = {
  rating: 0,
  feedback: '',
  contact: '',
  status: 'editing',
  error: null,
}

export type FeedbackFormAction =
  | { type: 'rate'; rating: RatingChoice }
  | { type: 'editFeedback'; text: string }
  | { type: 'editContact'; text: string }
  | { type: 'submitStarted' }
  | { type: 'submitSucceeded' }
  | { type: 'submitFailed'; message: string }

export function feedbackFormReducer(state: FeedbackFormState, action: FeedbackFormAction): FeedbackFormState {
  switch (action.type) {
    case 'rate':
      return { ...state, rating: action.rating }
    case 'editFeedback':
      return { ...state, feedback: action.text.slice(0, FEEDBACK_MAX) }
    case 'editContact':
      return { ...state, contact: action.text.slice(0, CONTACT_MAX) }
    case 'submitStarted':
      return { ...state, status: 'submitting', error: null }
    case 'submitSucceeded':
      return { ...state, status: 'submitted', error: null }
    case 'submitFailed':
      // The values stay exactly as typed so the player can simply retry.
      return { ...state, status: 'editing', error: action.message }
  }
}

/** "1 star - Poor", "4 stars - Great"; null while no star is chosen. */
export function ratingReadout(rating: RatingChoice): string | null {
  if (rating === 0) return null
  return `${rating} ${rating === 1 ? 'star' : 'stars'} - ${ratingLabel(rating)}`
}

/** Accessible name of one star: "3 stars, Good". */
export function starName(rating: Rating): string {
  return `${rating} ${rating === 1 ? 'star' : 'stars'}, ${ratingLabel(rating)}`
}

export function characterCounter(text: string, max: number): string {
  return `${text.length}/${max}`
}

export function canSubmit(state: FeedbackFormState): boolean {
  return state.rating !== 0 && state.status === 'editing'
}

/**
 * The payload for `submitFeedback`, or null without a rating. Texts are
 * trimmed and empty ones left out, as the spec sends them as absent.
 */
export function toSubmission(state: FeedbackFormState): FeedbackSubmissionInput | null {
  if (state.rating === 0) return null
  const feedback = state.feedback.trim()
  const contact = state.contact.trim()
  return {
    experience: state.rating,
    ...(feedback ? { feedback } : {}),
    ...(contact ? { contact } : {}),
  }
}

/**
 * The message of an error Start rebuilt from the server's own answer is
 * written for the visitor. Anything else gets a generic sentence: a failed
 * answer from elsewhere (a proxy's error page), a TypeError (the browser
 * failing to reach the server, "Failed to fetch"), an error without a message,
 * and any text that looks like markup or a dump rather than a sentence.
 */
export function submitErrorMessage(error: unknown): string {
  if (!(error instanceof Error) || error instanceof TypeError || error instanceof FailedAnswerError) return SUBMIT_FALLBACK_MESSAGE
  const message = error.message.trim()
  if (!message || message.length > MAX_SHOWN_MESSAGE || /<[a-z!/]/i.test(message)) return SUBMIT_FALLBACK_MESSAGE
  return message
}

const MAX_SHOWN_MESSAGE = 200
