import { useSyncExternalStore } from 'react'
import { isOffline } from '../../pwa/offline-notice.ts'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/**
 * Whether the browser says it is offline, for what a component shows: the server (and so the
 * hydration) always reads online, then the browser's own answer follows, so a page saved for
 * offline use hydrates without a mismatch.
 */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false)
}
