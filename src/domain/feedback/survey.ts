import { z } from '../zod-mini.ts'

/** The beta feedback survey: what the dialog sends and what the server stores. */

export const FEEDBACK_MAX = 500
export const CONTACT_MAX = 100

export const RATINGS = [1, 2, 3, 4, 5] as const
export type Rating = (typeof RATINGS)[number]

export const RATING_LABELS: Readonly<Record<Rating, string>> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Great',
  5: 'Excellent',
}

export function ratingLabel(rating: Rating): string {
  return RATING_LABELS[rating]
}

const RATING_MESSAGE = 'Please select a rating from 1 to 5.'

const experience = z.literal(RATINGS, { error: RATING_MESSAGE })

// Control characters other than tab and line breaks, and UTF-16 halves without their other half:
// neither is text anyone typed, and PostgreSQL refuses NUL and invalid UTF-8 outright.
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
const LONE_SURROGATE = /\p{Surrogate}/u

/** Why a text cannot be stored as it is, or null when it can. */
export function unstorableTextProblem(field: string, text: string): string | null {
  if (CONTROL_CHARACTER.test(text)) return `${field} must not contain control characters.`
  if (LONE_SURROGATE.test(text)) return `${field} must not contain broken characters (lone surrogates).`
  return null
}

/** Trimmed optional text; whitespace-only and null count as absent. */
function optionalText(field: string, max: number) {
  const text = z.string({ error: `${field} must be text.` }).check(
    z.trim(),
    z.maxLength(max, { error: `${field} must be at most ${max} characters.` }),
    z.superRefine((value, context) => {
      const problem = unstorableTextProblem(field, value)
      if (problem) context.addIssue({ code: 'custom', message: problem, input: value })
    }),
  )
  return z.optional(
    z.pipe(
      z.nullish(text),
      z.transform((value) => (value ? value : undefined)),
    ),
  )
}

export const feedbackSubmission = z.strictObject(
  {
    experience,
    feedback: optionalText('Feedback', FEEDBACK_MAX),
    contact: optionalText('Contact', CONTACT_MAX),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unexpected field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}.`
        : 'Feedback must be an object with experience, feedback and contact.',
  },
)

/** What a caller may send (before trimming). */
export type FeedbackSubmissionInput = z.input<typeof feedbackSubmission>
/** A validated survey: trimmed, empty texts removed. */
export type FeedbackSubmission = z.output<typeof feedbackSubmission>
