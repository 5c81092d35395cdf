import { useCallback, useState } from 'react'
import { toast } from '../../browser/toast.ts'
import { NEVER_SHOW } from './feedback-prompt.ts'
import { BetaBanner } from './BetaBanner'
import { FeedbackDialog } from './FeedbackDialog'
import { BETA_TOAST_ID, useBetaToast } from './useBetaToast'
import { writeToastPreference } from './toast-preference.ts'

/** The beta invitations (banner and toast) and the survey dialog they open. */
export function FeedbackPrompt() {
  const [open, setOpen] = useState(false)
  const openDialog = useCallback(() => setOpen(true), [])

  useBetaToast({ suppressed: open, onGiveFeedback: openDialog })

  const handleSubmitted = useCallback(() => {
    writeToastPreference(NEVER_SHOW)
    toast.dismiss(BETA_TOAST_ID)
  }, [])

  return (
    <>
      <BetaBanner onOpen={openDialog} />
      <FeedbackDialog open={open} onOpenChange={setOpen} onSubmitted={handleSubmitted} />
    </>
  )
}
