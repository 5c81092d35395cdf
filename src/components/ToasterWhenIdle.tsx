import { useEffect, useState, type ComponentType } from 'react'
import type { ToasterProps } from 'sonner'
import { loadToasts, onToastsLoaded } from '../lib/toast.ts'

// After hydration and the page's own first work; a toast asked for sooner loads it at once.
const IDLE_TIMEOUT_MS = 4_000

/**
 * sonner's Toaster, mounted once sonner has loaded: when the page is first idle, or at the
 * first toast (src/lib/toast.ts). Until then nothing renders, on the server too.
 */
export function ToasterWhenIdle(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null)
  useEffect(() => {
    const stop = onToastsLoaded((module) => setToaster(() => module.Toaster))
    const load = () => void loadToasts()
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS })
      return () => {
        stop()
        cancelIdleCallback(idle)
      }
    }
    const timer = setTimeout(load, IDLE_TIMEOUT_MS)
    return () => {
      stop()
      clearTimeout(timer)
    }
  }, [])
  return Toaster ? <Toaster {...props} /> : null
}
