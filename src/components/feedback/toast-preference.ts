import { BETA_TOAST_STORAGE_KEY } from './feedback-prompt.ts'

/**
 * localStorage can throw (storage disabled, private modes, quota): the toast
 * preference is a nicety, so failures read as "absent" and writes are dropped.
 */
export function readToastPreference(): string | null {
  try {
    return window.localStorage.getItem(BETA_TOAST_STORAGE_KEY)
  } catch {
    return null
  }
}

export function writeToastPreference(value: string): void {
  try {
    window.localStorage.setItem(BETA_TOAST_STORAGE_KEY, value)
  } catch {
    // Nothing to do: the toast simply may appear again.
  }
}
