import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the page hydrates (and on the server), true from the render after: what the browser
 * alone knows, such as the saved account, is read from then on, so work that depends on it starts
 * once and with it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
