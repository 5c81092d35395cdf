import { useSyncExternalStore } from 'react'

/**
 * The name filter's text as the player types it, ahead of the URL. Held outside React state so a
 * keystroke renders only what reads it (the field, the count, the table), not the page around
 * them with its queries and settings: that was a third of a keystroke's work after a fresh load.
 */
export interface NameFilterStore {
  get: () => string
  set: (name: string) => void
  subscribe: (listener: () => void) => () => void
}

export function createNameFilterStore(initial: string): NameFilterStore {
  let name = initial
  const listeners = new Set<() => void>()
  return {
    get: () => name,
    set: (next) => {
      if (next === name) return
      name = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The name, read where it is shown; the server and the first render read the URL's. */
export function useNameFilter(store: NameFilterStore): string {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}

/** Whether a name is typed: what the filter card counts, which changes far less often than the name. */
export function useHasNameFilter(store: NameFilterStore): boolean {
  const hasName = () => store.get().trim() !== ''
  return useSyncExternalStore(store.subscribe, hasName, hasName)
}
