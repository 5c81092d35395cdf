import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { z } from './lib/zod-mini.ts'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { routeTree } from './routeTree.gen'
import { NotFound } from './components/NotFound'
import { ErrorView } from './components/ErrorView'

const requestNonce = z.object({ nonce: z.string() })

export function getRouter() {
  // One QueryClient per router: on the server that is one per request, so no data leaks between visitors.
  const queryClient = new QueryClient({
    // offlineFirst: a lost connection must not pause queries that the service worker or IndexedDB can answer.
    defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, networkMode: 'offlineFirst' } },
  })
  // On the server: this request's CSP nonce (src/start.ts); in the browser: none needed.
  const context: unknown = getGlobalStartContext()
  const nonce = requestNonce.safeParse(context).data?.nonce
  const router = createRouter({
    routeTree,
    ssr: nonce ? { nonce } : undefined,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Query decides freshness, not the router's preload cache.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: () => <NotFound />,
    defaultErrorComponent: ErrorView,
  })
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    // Queries marked { dehydrate: false } are too big to travel inside the HTML (see allUnitsQuery).
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.meta?.dehydrate !== false },
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
