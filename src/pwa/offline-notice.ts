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

/** Whether the browser says it has no connection (never on the server, which renders as online). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}
