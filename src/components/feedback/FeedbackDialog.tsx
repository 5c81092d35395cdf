import { useEffect, useId, useReducer, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { CircleCheck } from 'lucide-react'
import { PRODUCT_NAME } from '../../text/product.ts'
import { CONTACT_MAX, FEEDBACK_MAX } from '../../domain/feedback/survey.ts'
import {
  INITIAL_FEEDBACK_FORM,
  RATING_REQUIRED_MESSAGE,
  canSubmit,
  characterCounter,
  feedbackFormReducer,
  submitErrorMessage,
  SUBMIT_OFFLINE_MESSAGE,
  toSubmission,
  type FeedbackFormState,
} from './feedback-form.ts'
import { submitFeedback } from '../../server/feedback.functions.ts'
import { callRefusingFailures } from './checked-call.ts'
import { StarRating } from './StarRating'
import { Dialog } from '../ui/Dialog'
import { Button } from '../ui/Button'
import { isOffline } from '../../pwa/offline-notice.ts'

type FeedbackDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Runs once the server has stored the answer. */
  onSubmitted: () => void
}

/** The survey in a modal dialog (Dialog: focus kept inside, Escape and the backdrop close it). */
export function FeedbackDialog({ open, onOpenChange, onSubmitted }: FeedbackDialogProps) {
  const titleId = useId()
  const descriptionId = useId()
  // What the player typed, kept while the page lives when Escape or the backdrop closes the dialog
  // (a slip of the hand must not lose a long message); Skip and a sent answer start the next one blank.
  const [draft, setDraft] = useState<FeedbackFormState | null>(null)

  return (
    <Dialog
      open={open}
      onClosed={() => onOpenChange(false)}
      labelledBy={titleId}
      describedBy={descriptionId}
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-md overflow-y-auto rounded-2xl border border-line bg-surface p-0 text-text shadow-2xl backdrop:bg-black/55 backdrop:backdrop-blur-[2px]"
    >
      <FeedbackSurvey
        titleId={titleId}
        descriptionId={descriptionId}
        draft={draft}
        onKeep={setDraft}
        onDone={() => onOpenChange(false)}
        onSubmitted={onSubmitted}
      />
    </Dialog>
  )
}

/** Mounted only while the dialog is open: every opening starts from the draft, or a blank form. */
function FeedbackSurvey({
  titleId,
  descriptionId,
  draft,
  onKeep,
  onDone,
  onSubmitted,
}: {
  titleId: string
  descriptionId: string
  draft: FeedbackFormState | null
  /** told, as the survey closes, what to start the next one from (null: blank) */
  onKeep: (draft: FeedbackFormState | null) => void
  onDone: () => void
  onSubmitted: () => void
}) {
  const [state, dispatch] = useReducer(feedbackFormReducer, draft ?? INITIAL_FEEDBACK_FORM)
  const kept = useRef<FeedbackFormState | null>(null)
  useEffect(() => {
    const { rating, feedback, contact, status } = state
    kept.current = status === 'submitted' ? null : { ...INITIAL_FEEDBACK_FORM, rating, feedback, contact }
  }, [state])
  useEffect(() => () => onKeep(kept.current), [onKeep])
  const inFlight = useRef(false)
  const closeRef = useRef<HTMLButtonElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const feedbackId = useId()
  const counterId = useId()
  const contactId = useId()
  const hintId = useId()
  const submitted = state.status === 'submitted'

  useEffect(() => {
    if (submitted) closeRef.current?.focus()
  }, [submitted])
  // The Submit button was disabled while sending, which dropped the focus out of the dialog: after a
  // failure it comes back there, beside the message, for another try.
  useEffect(() => {
    if (state.error && state.status === 'editing') submitRef.current?.focus()
  }, [state.error, state.status])

  const submit = async () => {
    if (inFlight.current) return
    const data = toSubmission(state)
    if (!data) {
      window.alert(RATING_REQUIRED_MESSAGE)
      return
    }
    inFlight.current = true
    dispatch({ type: 'submitStarted' })
    try {
      await callRefusingFailures((fetch) => submitFeedback({ data, fetch }))
      dispatch({ type: 'submitSucceeded' })
      // (Closed while it was sending, the survey has already handed its draft over.)
      onKeep(null)
      onSubmitted()
    } catch (error) {
      const offline = isOffline()
      console.error(`Feedback submission failed: ${offline ? 'offline' : error instanceof Error ? error.message : String(error)}`)
      dispatch({ type: 'submitFailed', message: offline ? SUBMIT_OFFLINE_MESSAGE : submitErrorMessage(error) })
    } finally {
      inFlight.current = false
    }
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit()
  }

  // Enter in a field submits even while the Submit button is disabled (the
  // browser would silently do nothing), so a player without a rating is told why.
  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !(event.target instanceof HTMLInputElement)) return
    event.preventDefault()
    void submit()
  }

  return (
    <div className="p-5 sm:p-6">
      <header className={submitted ? 'mb-2' : 'mb-5'}>
        <h2 id={titleId} className="text-xl font-black tracking-tight">
          Share Your Feedback
        </h2>
        {submitted ? null : (
          <p id={descriptionId} className="mt-1 text-sm text-muted">
            Help us improve {PRODUCT_NAME} with your thoughts.
          </p>
        )}
      </header>

      {submitted ? (
        <div className="flex flex-col items-center gap-4 py-4 text-center">
          <CircleCheck className="size-12 text-success" aria-hidden="true" strokeWidth={1.75} />
          <p role="status" className="text-sm text-muted">
            <strong className="mb-1 block text-lg font-bold text-text">Thank you for your feedback!</strong> Your input helps improve {PRODUCT_NAME}.
          </p>
          <Button ref={closeRef} variant="primary" className="min-w-28" onClick={onDone}>
            Close
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit} onKeyDown={handleKeyDown} className="flex flex-col gap-5">
          <StarRating value={state.rating} onChange={(rating) => dispatch({ type: 'rate', rating })} />

          <div className="flex flex-col gap-1.5">
            <label htmlFor={feedbackId} className="text-sm font-semibold">
              Your feedback <span className="font-normal text-muted">(optional)</span>
            </label>
            <textarea
              id={feedbackId}
              value={state.feedback}
              onChange={(event) => dispatch({ type: 'editFeedback', text: event.target.value })}
              maxLength={FEEDBACK_MAX}
              rows={4}
              aria-describedby={counterId}
              placeholder="What do you like? What is missing or broken?"
              className="input resize-y leading-relaxed"
            />
            <p id={counterId} className="self-end text-xs text-muted tabular" data-testid="feedback-counter">
              {characterCounter(state.feedback, FEEDBACK_MAX)}
            </p>
          </div>

          <div className="-mt-3 flex flex-col gap-1.5">
            <label htmlFor={contactId} className="text-sm font-semibold">
              Contact <span className="font-normal text-muted">(optional)</span>
            </label>
            <input
              id={contactId}
              type="text"
              inputMode="email"
              autoComplete="email"
              value={state.contact}
              onChange={(event) => dispatch({ type: 'editContact', text: event.target.value })}
              maxLength={CONTACT_MAX}
              aria-describedby={hintId}
              placeholder="Email"
              className="input"
            />
            <p id={hintId} className="text-xs text-muted">
              If you want to chat more about your feedback!
            </p>
          </div>

          {state.error ? (
            <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
              {state.error}
            </p>
          ) : null}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="ghost"
              onClick={() => {
                kept.current = null
                onDone()
              }}
            >
              Skip
            </Button>
            <Button ref={submitRef} type="submit" variant="primary" className="sm:min-w-32" disabled={!canSubmit(state)}>
              {state.status === 'submitting' ? 'Submitting...' : 'Submit'}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
