import { useEffect, useState, type ComponentType } from 'react'
import type { ToasterProps } from 'sonner'
import { useRouter } from '@tanstack/react-router'
import { dismissOnLeavingPage, loadToasts, onToastsLoaded } from '../browser/toast.ts'
import { whenPlayerPauses } from '../queries/yield-to-main.ts'

/**
 * sonner's Toaster, mounted once sonner has loaded: when the player first pauses after the
 * load (whenPlayerPauses), or at a toast raised before that (src/browser/toast.ts). Until then
 * nothing renders, on the server too. Loaded right after hydration, it was one more request
 * and 9 KB in every first load, for toasts that come, if at all, after a click; a toast raised
 * before it has loaded waits for that one fetch.
 */
export function ToasterAfterHydration(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null)
  const router = useRouter()
  // Another page (not a change of its settings in the search): the toasts of the last one go.
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation }) => {
        if (fromLocation && fromLocation.pathname !== toLocation.pathname) dismissOnLeavingPage()
      }),
    [router],
  )
  useEffect(() => {
    const stop = onToastsLoaded((module) => setToaster(() => module.Toaster))
    const stopWaiting = whenPlayerPauses(() => void loadToasts())
    return () => {
      stop()
      stopWaiting()
    }
  }, [])
  return Toaster ? <Toaster {...props} /> : null
}
