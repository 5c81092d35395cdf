import { QueryClient, hashKey, type DehydratedState } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { z } from './domain/zod-mini.ts'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { routeTree } from './routeTree.gen'
import { datedByBrowser } from './queries/delivered-age.ts'
import { dataVersionQuery } from './queries/units'
import { NotFound } from './components/NotFound'
import { ErrorView } from './components/ErrorView'

const requestNonce = z.object({ nonce: z.string() })

let browserRouter: ReturnType<typeof createAppRouter> | undefined

/**
 * A router per request on the server; in the browser one router, which src/hydrate.tsx makes in a
 * task of its own before Start's hydration asks for it here again.
 */
export function getRouter() {
  if (typeof window === 'undefined') return createAppRouter()
  return (browserRouter ??= createAppRouter())
}

function createAppRouter() {
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
    // An address with extra segments (/unit/025/2/extra) is the root's not-found view: 'fuzzy' gave
    // it to the deepest route that matched, whose page has no outlet, and the page showed with a 404.
    // A loader's notFound() still goes to its own route's view (UnitNotFound, StageNotFound, …).
    notFoundMode: 'root',
    defaultErrorComponent: ErrorView,
  })
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    // Queries marked { dehydrate: false } are too big to travel inside the HTML (see allUnitsQuery).
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.meta?.dehydrate !== false },
  })
  const hydrateWithQueries = router.options.hydrate
  if (hydrateWithQueries) {
    router.options.hydrate = (dehydrated) => {
      const query: unknown = dehydrated.query
      return hydrateWithQueries(isPageQueries(query) ? { ...dehydrated, query: withBrowserDates(query) } : dehydrated)
    }
  }
  return router
}

type DehydratedQueries = DehydratedState['queries']
/** What setupRouterSsrQueryIntegration puts in the router's dehydrated state. */
type PageQueries = { initial?: DehydratedQueries; stream: ReadableStream<DehydratedQueries> }

function isPageQueries(value: unknown): value is PageQueries {
  return typeof value === 'object' && value !== null && 'stream' in value && value.stream instanceof ReadableStream
}

/** The page's queries, initial and streamed, dated by this browser's clock (see delivered-age.ts). */
function withBrowserDates({ initial, stream }: PageQueries): PageQueries {
  const dataVersion = hashKey(dataVersionQuery().queryKey)
  return {
    initial: initial && datedByBrowser(initial, Date.now(), dataVersion),
    stream: stream.pipeThrough(
      new TransformStream<DehydratedQueries, DehydratedQueries>({
        transform: (queries, controller) => controller.enqueue(datedByBrowser(queries, Date.now(), dataVersion)),
      }),
    ),
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
