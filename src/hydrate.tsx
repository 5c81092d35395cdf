import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'
import { OFFLINE_COPY_ATTRIBUTE } from './pwa/offline-notice.ts'

// Offline, the service worker may serve a saved page for another address (src/pwa/service-worker.ts):
// React's rendering it anew on the client is the plan there, not an error to report.
const offlineCopy = document.documentElement.hasAttribute(OFFLINE_COPY_ATTRIBUTE)

// A transition lets React hydrate in slices, so the page answers input while it works.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
    offlineCopy ? { onRecoverableError: () => {} } : undefined,
  )
})
