/// <reference lib="webworker" />
/**
 * The service worker behind offline use, built into dist/client/sw.js by
 * scripts/build-sw.ts, which fills in the two constants below.
 *
 * - Build assets (hashed JS and CSS, favicon, manifest) are precached.
 * - Pages: network first; offline, the copy of that page the visitor has seen,
 *   then the saved-lists and home shells fetched at install, then another unit's
 *   page for a unit page, then a notice in the app's frame.
 * - Server-function GETs carry the data of pages seen through client-side
 *   navigation: network first, the last answer when offline.
 * - Game icons: cache first, the last 1,000 saved, each for a month.
 * POSTs and /api/v1 are never routed here, so the network alone answers them.
 */
import { cacheNames, setCacheNameDetails, type WorkboxPlugin } from 'workbox-core'
import { precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { OFFLINE_COMPARE, OFFLINE_COPY_ATTRIBUTE, OFFLINE_LINKS, OFFLINE_NAV, OFFLINE_NO_COPY, OFFLINE_STILL_WORKS, OFFLINE_TITLE } from './offline-notice.ts'
import { PRODUCT_NAME } from '../text/product.ts'

declare const self: ServiceWorkerGlobalScope
declare const __PRECACHE_MANIFEST__: PrecacheEntry[]
declare const __BUILD_ID__: string

const PREFIX = 'bc-codex'
// Pages and server-function answers name the hashed assets and function ids of
// one build, so they live and die with it; icons outlast builds. v2: the icons
// became WebP under new paths, so v1's PNGs are never asked for again.
const PAGES = `${PREFIX}-pages-${__BUILD_ID__}`
const SHELL = `${PREFIX}-shell-${__BUILD_ID__}`
const DATA = `${PREFIX}-data-${__BUILD_ID__}`
const ICONS = `${PREFIX}-icons-v2`

// Saved lists live in IndexedDB, so their pages are pure shells that work offline
// from the first visit on, seen or not; home is the way back from anywhere.
const SHELL_PAGES = ['/', '/lists', '/lists/my-cats']

// Past this wait a slow network loses to the copy in the cache.
const NETWORK_TIMEOUT_SECONDS = 3
const DAY_SECONDS = 24 * 60 * 60
const ONLY_OK = new CacheableResponsePlugin({ statuses: [200] })

setCacheNameDetails({ prefix: PREFIX })
precacheAndRoute(__PRECACHE_MANIFEST__)

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [ONLY_OK, new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
})

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options)
      } catch {
        return offlineCopy(options.request)
      }
    },
    { denylist: [/^\/api\//, /^\/_serverFn\//] },
  ),
)

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_serverFn/'),
  new NetworkFirst({
    cacheName: DATA,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [ONLY_OK, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
)

const ICON_LIMIT = 1000
const ICON_MAX_AGE_MS = 30 * DAY_SECONDS * 1000
// When the worker saved an icon (ms since 1970), on the copy in the cache only.
const SAVED_AT = 'x-codex-saved-at'
// A sort or a filter shows a dozen new icons at once, while the page paints them. Workbox's
// ExpirationPlugin would scan and write IndexedDB for each of them, so the icon cache keeps its
// age on the copy's header and its size is trimmed now and then (oldest saved first).
const TRIM_EVERY_PUTS = 100
let putsSinceTrim = 0
const iconAge: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: withHeader(response.headers, SAVED_AT, String(Date.now())),
    }),
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const savedAt = Number(cachedResponse?.headers.get(SAVED_AT))
    return cachedResponse && Date.now() - savedAt < ICON_MAX_AGE_MS ? cachedResponse : null
  },
  cacheDidUpdate: async ({ event }) => {
    if (++putsSinceTrim < TRIM_EVERY_PUTS) return
    putsSinceTrim = 0
    event.waitUntil(trimIcons())
  },
}
const icons = new CacheFirst({ cacheName: ICONS, plugins: [ONLY_OK, iconAge] })
const isIcon = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/game/')

function withHeader(headers: Headers, name: string, value: string): Headers {
  const copy = new Headers(headers)
  copy.set(name, value)
  return copy
}

/** Keeps the ICON_LIMIT icons saved last (a cache lists its entries in the order they were put). */
async function trimIcons(): Promise<void> {
  const cache = await caches.open(ICONS)
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - ICON_LIMIT)).map((key) => cache.delete(key)))
}

registerRoute(({ url }) => isIcon(url), icons)

/**
 * A page never saved here: the same page with other settings, else a shell, else a saved page of
 * the same kind (another unit's page: the app then loads this unit from the compare data it
 * saved), else a notice. A copy served for another address is marked, so the page knows React
 * redoes its render on the client (src/hydrate.tsx).
 */
async function offlineCopy(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname
  const similar = await caches.match(new URL(path, self.location.origin).href, { cacheName: PAGES, ignoreSearch: true })
  if (similar) return markedCopy(similar)
  const shell = await caches.match(path, { cacheName: SHELL })
  if (shell) return shell
  const sameKind = UNIT_PAGE.test(path) ? await savedPage((saved) => UNIT_PAGE.test(saved)) : undefined
  return sameKind ? markedCopy(sameKind) : offlineNotice()
}

const UNIT_PAGE = /^\/unit\/\d+\/\d+$/

async function savedPage(matches: (path: string) => boolean): Promise<Response | undefined> {
  const cache = await caches.open(PAGES)
  const key = (await cache.keys()).find((request) => matches(new URL(request.url).pathname))
  return key ? cache.match(key) : undefined
}

async function markedCopy(response: Response): Promise<Response> {
  const html = (await response.text()).replace(/^(<!DOCTYPE html>)?\s*<html\b/i, (start) => `${start} ${OFFLINE_COPY_ATTRIBUTE}=""`)
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers })
}

/** The app's frame without React: its top bar's links, and what still works offline. */
function offlineNotice(): Response {
  const link = ({ href, label }: { href: string; label: string }) => `<a href="${href}">${label}</a>`
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Offline - ${PRODUCT_NAME}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
:root{color-scheme:light dark;--bg:#fbf8f3;--surface:#fff;--line:#e4dccf;--text:#1d1a16;--muted:#6a6258;--accent:#be400c}
@media (prefers-color-scheme:dark){:root{--bg:#14120f;--surface:#1c1915;--line:#3a342b;--text:#f3ede4;--muted:#b0a698;--accent:#fb923c}}
body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:var(--text);background:var(--bg)}
header{border-bottom:1px solid var(--line);background:var(--surface)}
.bar{max-width:80rem;margin:0 auto;padding:.5rem .75rem;display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem}
.brand{font-weight:900;color:var(--text);text-decoration:none;margin-right:auto}
nav{display:flex;flex-wrap:wrap;gap:.25rem}
nav a{color:var(--muted);font-weight:600;font-size:.875rem;text-decoration:none;padding:.5rem;border-radius:.5rem;min-height:1.5rem}
nav a:hover{color:var(--text)}
main{max-width:36rem;margin:0 auto;padding:3rem 1rem;text-align:center}
h1{font-size:1.5rem}
p{color:var(--muted)}
main a{color:var(--accent);font-weight:600}
</style>
</head><body><header><div class="bar"><a class="brand" href="/">${PRODUCT_NAME}</a>
<nav aria-label="Main">${OFFLINE_NAV.map(link).join('')}</nav></div></header>
<main id="main" role="alert" data-testid="offline-view"><h1>${OFFLINE_TITLE}</h1>
<p>${OFFLINE_NO_COPY}</p>
<p>${OFFLINE_STILL_WORKS} ${OFFLINE_LINKS.map(link).join(', ')}.</p>
<p>${OFFLINE_COMPARE.replace('Compare', link({ href: '/units', label: 'Compare' }))}</p>
</main></body></html>`
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}

/** Saves a page unless this build already holds a copy; a failure only means no offline copy. */
async function keepPage(url: string, event: ExtendableEvent): Promise<void> {
  const target = new URL(url, self.location.origin)
  if (target.origin !== self.location.origin || /^\/(api|_serverFn)\//.test(target.pathname)) return
  if (await caches.match(target.href, { cacheName: PAGES })) return
  await pages.handle({ request: new Request(target.href, { credentials: 'same-origin' }), event }).catch(() => undefined)
}

/** Icons the page showed before this worker ran; mostly the browser's HTTP cache answers. */
async function keepIcons(urls: string[], event: ExtendableEvent): Promise<void> {
  const wanted = urls
    .map((url) => new URL(url, self.location.origin))
    .filter(isIcon)
    .slice(0, ICON_LIMIT)
  // handleAll's second promise settles once the copy is in the cache, so the trim sees it.
  await Promise.all(wanted.map((url) => icons.handleAll({ request: new Request(url.href), event })[1].catch(() => undefined)))
  await trimIcons()
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL)
      await shell.addAll(SHELL_PAGES)
      await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([PAGES, SHELL, DATA, ICONS, cacheNames.precache])
      const names = await caches.keys()
      await Promise.all(names.filter((name) => name.startsWith(`${PREFIX}-`) && !current.has(name)).map((name) => caches.delete(name)))
      await self.clients.claim()
      await trimIcons()
    })(),
  )
})

/**
 * Pages tell the worker what it could not see (src/pwa/offline-support.ts): the
 * page and icons loaded before it took control, and client-side navigations,
 * which fetch no document.
 */
self.addEventListener('message', (event) => {
  const data: unknown = event.data
  if (typeof data !== 'object' || data === null || !('type' in data)) return
  if (data.type === 'keep-page' && 'url' in data && typeof data.url === 'string') {
    event.waitUntil(keepPage(data.url, event))
  } else if (data.type === 'keep-icons' && 'urls' in data && Array.isArray(data.urls)) {
    event.waitUntil(
      keepIcons(
        data.urls.filter((url): url is string => typeof url === 'string'),
        event,
      ),
    )
  }
})
