/**
 * The offline notice's words: the service worker's page for an address never opened here, and the
 * app's error view for a link to one (ErrorView). One text, so the two say the same; and how the
 * app tells it is offline.
 */
export const OFFLINE_TITLE = 'You are offline'
export const OFFLINE_NO_COPY = 'This page has not been opened on this device yet, so there is no saved copy of it.'
export const OFFLINE_STILL_WORKS = 'Pages you have seen and your saved lists still work:'
/** Whole-page loads, which the service worker answers from its copies. */
export const OFFLINE_LINKS = [
  { href: '/lists/my-cats', label: 'My Cats' },
  { href: '/lists', label: 'My Lists' },
  { href: '/', label: 'Home' },
] as const

/** The app's main navigation, for the worker's offline page, which has no React to draw the top bar. */
export const OFFLINE_NAV = [
  { href: '/', label: 'Home' },
  { href: '/units', label: 'Compare' },
  { href: '/enemies', label: 'Enemies' },
  { href: '/stages', label: 'Stages' },
  { href: '/combos', label: 'Combos' },
  { href: '/lists/my-cats', label: 'My Cats' },
  { href: '/account', label: 'Account' },
] as const
export const OFFLINE_COMPARE = 'Compare works offline once you have opened it on this device, and a cat found there opens its page from the numbers it saved.'

/** Set by the service worker on a saved page it serves for another address (see offlineCopy in service-worker.ts). */
export const OFFLINE_COPY_ATTRIBUTE = 'data-offline-copy'

/** Whether the browser says it has no connection (never on the server, which renders as online). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}
