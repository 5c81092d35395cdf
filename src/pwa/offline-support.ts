import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { whenIdle, whenPlayerPauses } from '../queries/yield-to-main.ts'

const REPORT_TIMEOUT_MS = 5000

/**
 * Production builds install the service worker (src/pwa/service-worker.ts) once
 * the page has loaded and the player pauses, so it never competes with the first
 * render or the first clicks. The worker
 * sees only the requests made while it controls the page, so the page reports
 * what it missed: the page and icons loaded before it took over, and
 * client-side navigations, which fetch no document.
 */
export function useOfflineSupport() {
  const router = useRouter()
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    if (!import.meta.env.PROD) {
      // A worker left by a production server on the same port would serve its old build here.
      void navigator.serviceWorker.getRegistrations().then((registrations) => registrations.forEach((registration) => void registration.unregister()))
      return
    }
    const register = () => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
        // Offline use is an extra: the site works the same without it.
        console.warn('Service worker registration failed', error)
      })
    }
    // The worker's installation (the app's files, the shell pages) and its first reports cost the
    // page's main thread and the CPU for a second or two: on a 2-core machine a sort clicked meanwhile
    // took twice as long.
    const stopWaiting = whenPlayerPauses(register)

    const worker = navigator.serviceWorker
    const reportLoadedPage = () => {
      worker.controller?.postMessage({ type: 'keep-page', url: window.location.href })
      const icons = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(`${window.location.origin}/game/`))
      worker.controller?.postMessage({ type: 'keep-icons', urls: icons })
    }
    // The worker takes over a moment after it installs, when a player may be pressing keys again:
    // the first message to it costs several milliseconds, so it waits for a quiet moment.
    const reportWhenIdle = () => whenIdle(reportLoadedPage, REPORT_TIMEOUT_MS)
    worker.addEventListener('controllerchange', reportWhenIdle)

    const unsubscribe = router.subscribe('onResolved', (event) => {
      // Settings live in the search string; the worker finds a page under any of them.
      if (!event.pathChanged) return
      worker.controller?.postMessage({ type: 'keep-page', url: event.toLocation.href })
    })
    return () => {
      stopWaiting()
      worker.removeEventListener('controllerchange', reportWhenIdle)
      unsubscribe()
    }
  }, [router])
}
