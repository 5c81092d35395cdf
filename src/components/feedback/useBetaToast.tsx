import { useEffect, useRef } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { toast } from '../../browser/toast.ts'
import { createBetaToastScheduler, resolveToastTiming, shouldShowToast, snoozeUntil, type BetaToastScheduler } from './feedback-prompt.ts'
import { BetaToast } from './BetaToast'
import { readToastPreference, writeToastPreference } from './toast-preference.ts'

declare global {
  interface Window {
    /**
     * Test-only timing override read once when the app mounts, e.g.
     * `{ delayMs: 300, durationMs: 1500 }`; see resolveToastTiming.
     */
    __CODEX_TEST_TIMING__?: unknown
  }
}

export const BETA_TOAST_ID = 'beta-feedback'

/**
 * Schedules the beta toast on every page view. `suppressed` holds it back
 * (the dialog is already open); `onGiveFeedback` opens the survey.
 */
export function useBetaToast({ suppressed, onGiveFeedback }: { suppressed: boolean; onGiveFeedback: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const latest = useRef({ suppressed, onGiveFeedback })
  const schedulerRef = useRef<BetaToastScheduler | null>(null)

  useEffect(() => {
    latest.current = { suppressed, onGiveFeedback }
  })

  useEffect(() => {
    const timing = resolveToastTiming(window.__CODEX_TEST_TIMING__)
    const scheduler = createBetaToastScheduler({
      delayMs: timing.delayMs,
      isAllowed: () => !latest.current.suppressed && shouldShowToast(readToastPreference(), Date.now()),
      show: () => {
        toast.custom(
          (id) => (
            <BetaToast
              onGiveFeedback={() => {
                toast.dismiss(id)
                latest.current.onGiveFeedback()
              }}
              onDismiss={() => {
                writeToastPreference(snoozeUntil(Date.now()))
                toast.dismiss(id)
              }}
            />
          ),
          { id: BETA_TOAST_ID, duration: timing.durationMs },
        )
      },
    })
    schedulerRef.current = scheduler
    return () => {
      scheduler.dispose()
      schedulerRef.current = null
    }
  }, [])

  useEffect(() => {
    schedulerRef.current?.routeChanged(pathname)
  }, [pathname])
}
