import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { OFFLINE_COPY_ATTRIBUTE } from './pwa/offline-notice.ts'
import { getRouter } from './router.tsx'

/**
 * Hydrates the document. A function, not the module's own work: its module shares the routes'
 * chunk (one request fewer), and hydration still starts in a task of its own (src/client.tsx).
 *
 * It does what Start's <StartClient /> does, in three tasks: the router and its browser history;
 * Start's reading of the server's payload into it (the matched routes, the queries); React's
 * hydration. StartClient does the first two in React's first render, one task of 17–26 ms.
 * `yieldToInput` ends a task (the entry's own, src/client.tsx).
 */
export async function hydrate(yieldToInput: () => Promise<void>): Promise<void> {
  // Offline, the service worker may serve a saved page for another address (src/pwa/service-worker.ts):
  // React's rendering it anew on the client is the plan there, not an error to report.
  const offlineCopy = document.documentElement.hasAttribute(OFFLINE_COPY_ATTRIBUTE)
  getRouter()
  await yieldToInput()
  // Start asks getRouter for the router again and gets the one made above.
  const router = await hydrateStart()
  await yieldToInput()
  // A transition lets React hydrate in slices, so the page answers input while it works.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
      offlineCopy ? { onRecoverableError: () => {} } : undefined,
    )
  })
}
