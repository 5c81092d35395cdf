import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { whenIdle } from '../queries/yield-to-main.ts'

const REPORT_TIMEOUT_MS = 5000

/**
 * Production builds install the service worker (src/pwa/service-worker.ts) once
 * the page has loaded, so it never competes with the first render. The worker
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
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })

    const worker = navigator.serviceWorker
    const reportLoadedPage = () => {
      worker.controller?.postMessage({ type: 'keep-page', url: window.location.href })
      const icons = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(`${window.location.origin}/game/`))
      worker.controller?.postMessage({ type: 'keep-icons', urls: icons })
    }
    // The worker takes over about a second after a first visit's load, when a player may be
    // pressing keys: the first message to it costs several milliseconds, so it waits for a quiet moment.
    const reportWhenIdle = () => whenIdle(reportLoadedPage, REPORT_TIMEOUT_MS)
    worker.addEventListener('controllerchange', reportWhenIdle)

    const unsubscribe = router.subscribe('onResolved', (event) => {
      // Settings live in the search string; the worker finds a page under any of them.
      if (!event.pathChanged) return
      worker.controller?.postMessage({ type: 'keep-page', url: event.toLocation.href })
    })
    return () => {
      window.removeEventListener('load', register)
      worker.removeEventListener('controllerchange', reportWhenIdle)
      unsubscribe()
    }
  }, [router])
}
