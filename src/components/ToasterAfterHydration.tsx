import { useEffect, useState, type ComponentType } from 'react'
import type { ToasterProps } from 'sonner'
import { useRouter } from '@tanstack/react-router'
import { dismissOnLeavingPage, loadToasts, onToastsLoaded } from '../browser/toast.ts'

/**
 * sonner's Toaster, mounted once sonner has loaded: in a task of its own right after
 * hydration, or at a toast raised before that (src/browser/toast.ts). Until then nothing
 * renders, on the server too. Waiting for the browser's idle time instead left a toast
 * raised just after hydration 150–250 ms late, while sonner was fetched for it.
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
    const timer = setTimeout(() => void loadToasts(), 0)
    return () => {
      stop()
      clearTimeout(timer)
    }
  }, [])
  return Toaster ? <Toaster {...props} /> : null
}
