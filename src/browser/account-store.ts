import { useSyncExternalStore } from 'react'
import {
  accountSchema,
  ACCOUNT_VERSION,
  MAXED_TREASURES,
  type Account,
  type AccountInput,
  type AccountTreasures,
  type OwnedResources,
} from '../domain/settings/account.ts'

/**
 * The account lives in localStorage (the browser database keeps lists and
 * saved cats, at version 1 with the spec's stores; new data goes here).
 * Absent or unreadable = no account: pages count treasures maxed.
 */
export const ACCOUNT_STORAGE_KEY = 'battle-cats-codex:account'

const listeners = new Set<() => void>()
let cachedText: string | null | undefined
let cached: Account | null = null

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function readAccount(): Account | null {
  const text = storage()?.getItem(ACCOUNT_STORAGE_KEY) ?? null
  if (text === cachedText) return cached
  cachedText = text
  cached = null
  if (text !== null) {
    try {
      const parsed = accountSchema().safeParse(JSON.parse(text))
      cached = parsed.success ? parsed.data : null
    } catch {
      cached = null
    }
  }
  return cached
}

/**
 * Whether localStorage may hold another account than the last one read: renders read the
 * account through snapshot(), which only goes back to localStorage after a change this page
 * made (notify) or another tab made (a storage event), or while nothing listens for those.
 */
let stale = true

function notify(): void {
  stale = true
  for (const listener of listeners) listener()
}

function snapshot(): AccountTreasures | null {
  if (stale || listeners.size === 0) {
    readAccount()
    stale = false
  }
  return cached?.treasures ?? null
}

/** Saves the treasures, keeping what the player owns; false when the browser refuses to store them. */
export function saveAccountTreasures(treasures: AccountTreasures): boolean {
  const owned = readAccount()?.owned
  return saveAccount({ treasures, ...(owned ? { owned } : {}) })
}

/** Saves what the player owns for upgrades, keeping the treasures (maxed while none were saved). */
export function saveAccountOwned(owned: OwnedResources): boolean {
  return saveAccount({ treasures: readAccount()?.treasures ?? MAXED_TREASURES, owned })
}

/** Saves a whole account (an import's); false when the browser refuses to store it. */
export function saveAccount({ treasures, owned }: { treasures: AccountTreasures; owned?: OwnedResources }): boolean {
  const value: AccountInput = { version: ACCOUNT_VERSION, treasures, ...(owned ? { owned: { ...owned, materials: { ...owned.materials } } } : {}) }
  try {
    storage()?.setItem(ACCOUNT_STORAGE_KEY, JSON.stringify(accountSchema().parse(value)))
  } catch {
    return false
  }
  notify()
  return true
}

/** The account exactly as stored (null: none), so that an import's Undo can put it back. */
export function readAccountText(): string | null {
  try {
    return storage()?.getItem(ACCOUNT_STORAGE_KEY) ?? null
  } catch {
    return null
  }
}

/** Puts back an account exactly as readAccountText read it (null: none); false when the browser refuses. */
export function restoreAccountText(text: string | null): boolean {
  try {
    if (text === null) storage()?.removeItem(ACCOUNT_STORAGE_KEY)
    else storage()?.setItem(ACCOUNT_STORAGE_KEY, text)
  } catch {
    return false
  }
  notify()
  return true
}

export function clearAccount(): void {
  try {
    storage()?.removeItem(ACCOUNT_STORAGE_KEY)
  } catch {
    // nothing stored, nothing to clear
  }
  notify()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  stale = true
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ACCOUNT_STORAGE_KEY && event.key !== null) return
    stale = true
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

function ownedSnapshot(): OwnedResources | null {
  snapshot()
  return cached?.owned ?? null
}

/** What the player owns; null on the server and while they have not said. */
export function useAccountOwned(): OwnedResources | null {
  return useSyncExternalStore(subscribe, ownedSnapshot, () => null)
}

/** The account's treasures; null on the server and while none is saved (the first render matches the server's). */
export function useAccountTreasures(): AccountTreasures | null {
  return useSyncExternalStore(subscribe, snapshot, () => null)
}
