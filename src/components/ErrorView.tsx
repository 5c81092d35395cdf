import { Fragment, useCallback, useEffect, useState } from 'react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Button } from './ui/Button'
import { isOffline, OFFLINE_LINKS, OFFLINE_NO_COPY, OFFLINE_STILL_WORKS, OFFLINE_TITLE } from '../pwa/offline-notice.ts'

export function ErrorView({ error, reset }: ErrorComponentProps) {
  const [showError, setShowError] = useState(false)
  // Offline, a page never opened here cannot load its data: the player is told so, as the service
  // worker's notice does for a page opened from the address bar, not shown a failed fetch.
  if (isOffline()) return <OfflineView reset={reset} />
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Something went wrong!</h1>
      <div className="flex gap-2">
        <Button onClick={() => setShowError((shown) => !shown)}>{showError ? 'Hide Error' : 'Show Error'}</Button>
        <Button variant="primary" onClick={reset}>
          Try again
        </Button>
      </div>
      {showError ? (
        <pre className="w-full overflow-auto rounded-lg border border-line bg-surface-2 p-3 text-left text-sm text-danger">
          {error instanceof Error ? error.message : String(error)}
        </pre>
      ) : null}
    </section>
  )
}

/**
 * The page loads again by itself once the connection is back, or on Try again: as a whole page,
 * since the browser keeps a script that failed to load as failed for the rest of the page's life.
 * Still offline, Try again only tries the route again (a reload would show the browser's own error).
 */
function OfflineView({ reset }: { reset: () => void }) {
  const router = useRouter()
  const retry = useCallback(() => {
    if (navigator.onLine) return window.location.reload()
    reset()
    void router.invalidate()
  }, [reset, router])
  useEffect(() => {
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [retry])
  useEffect(() => {
    // A page opened here before (from the address bar, or its data fetched once) has a copy the
    // service worker serves offline: a move inside the app asks for the page's data alone, which it
    // may never have fetched. The page is then loaded as a whole, from that copy.
    // (Once a while per page: should the copy itself fail, the notice stays instead of a reload loop.)
    let cancelled = false
    const key = `codex-offline-reload:${window.location.pathname}`
    if (!reloadAllowed(key)) return
    void offlineCopyExists(window.location.href).then((exists) => {
      if (!exists || cancelled) return
      window.location.reload()
    })
    return () => {
      cancelled = true
    }
  }, [])
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center" data-testid="offline-view">
      <h1 className="text-2xl font-bold">{OFFLINE_TITLE}</h1>
      <p className="text-muted">{OFFLINE_NO_COPY}</p>
      <p className="text-muted">
        {OFFLINE_STILL_WORKS}{' '}
        {OFFLINE_LINKS.map(({ href, label }, index) => (
          <Fragment key={href}>
            {index > 0 ? ', ' : null}
            <a href={href} className="underline">
              {label}
            </a>
          </Fragment>
        ))}
        .
      </p>
      <Button variant="primary" onClick={retry}>
        Try again
      </Button>
    </section>
  )
}

const OFFLINE_RELOAD_PAUSE_MS = 10_000

/** Once a while per page; never where the browser refuses session storage (no guard, no reload). */
function reloadAllowed(key: string): boolean {
  try {
    if (Date.now() - Number(sessionStorage.getItem(key)) < OFFLINE_RELOAD_PAUSE_MS) return false
    sessionStorage.setItem(key, String(Date.now()))
    return true
  } catch {
    return false
  }
}

/** Whether the service worker holds a copy of the page (src/pwa/service-worker.ts: the pages it saw, then the shells). */
async function offlineCopyExists(href: string): Promise<boolean> {
  if (!('caches' in window) || !navigator.serviceWorker?.controller) return false
  const url = new URL(href)
  try {
    return (await caches.match(url.href)) !== undefined || (await caches.match(url.origin + url.pathname, { ignoreSearch: true })) !== undefined
  } catch {
    return false
  }
}
