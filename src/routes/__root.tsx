/// <reference types="vite/client" />
import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { useFocusOnNavigation } from '../components/ui/use-focus-on-navigation.ts'
import { useListsAcrossTabs } from '../queries/list-sync.ts'
import { Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import appCss from '../styles/app.css?url'
import { DocumentHead } from '../components/DocumentHead'
import { TopBar } from '../components/TopBar'
import { Footer } from '../components/Footer'
import { ToasterAfterHydration } from '../components/ToasterAfterHydration'
import { UnitSearchProvider } from '../components/search/UnitSearchProvider'
import { useUnitSearch } from '../components/search/unit-search-context.ts'
import { FeedbackPrompt } from '../components/feedback/FeedbackPrompt'
import { DEFAULT_DESCRIPTION } from '../text/product.ts'
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE, TOAST_WIDTH_PX } from '../browser/toast.ts'
import { pageHead } from '../seo'
import { FAVICON_DATA_URL } from '../icons/favicon.ts'
import { dataVersionQuery } from '../queries/units'
import { useOfflineSupport } from '../pwa/offline-support.ts'

// Devtools exist only in development builds; production bundles never import them.
const RouterDevtools = import.meta.env.DEV
  ? lazy(() => import('@tanstack/react-router-devtools').then((m) => ({ default: m.TanStackRouterDevtools })))
  : () => null
const QueryDevtools = import.meta.env.DEV ? lazy(() => import('@tanstack/react-query-devtools').then((m) => ({ default: m.ReactQueryDevtools }))) : () => null

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: ({ matches }) => {
    const notFound = matches.some((match) => match.status === 'notFound' || match._notFound === true)
    const { meta } = notFound ? pageHead({ title: 'Page Not Found', description: 'This page does not exist.' }) : pageHead({ description: DEFAULT_DESCRIPTION })
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        { name: 'theme-color', content: '#c2410c' },
        ...meta,
      ],
      links: [
        { rel: 'stylesheet', href: appCss },
        { rel: 'icon', href: FAVICON_DATA_URL, type: 'image/svg+xml' },
        { rel: 'manifest', href: '/manifest.webmanifest' },
      ],
    }
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(dataVersionQuery()),
  shellComponent: RootDocument,
  component: RootLayout,
})

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <DocumentHead />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  return (
    <UnitSearchProvider>
      <RootShell />
    </UnitSearchProvider>
  )
}

function RootShell() {
  const unitSearch = useUnitSearch()
  useOfflineSupport()
  useListsAcrossTabs()
  useFocusOnNavigation()
  useEffect(() => {
    // Marks the document as interactive; end-to-end tests wait for it before clicking.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2">
        Skip to content
      </a>
      <TopBar onSearch={unitSearch.open} onSearchKey={unitSearch.openTyping} />
      <FeedbackPrompt />
      <main id="main" className="min-h-[calc(100dvh-3.5rem)]">
        <Outlet />
      </main>
      <Footer />
      <ToasterAfterHydration
        position="bottom-right"
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_VISIBLE}
        gap={TOAST_GAP_PX}
        style={{ '--width': `${TOAST_WIDTH_PX}px` } as React.CSSProperties}
        closeButton
        theme="system"
      />
      {import.meta.env.DEV ? (
        <Suspense fallback={null}>
          <RouterDevtools position="bottom-left" />
          <QueryDevtools buttonPosition="bottom-right" />
        </Suspense>
      ) : null}
    </>
  )
}
