import type * as SonnerModule from 'sonner'
import type { ExternalToast } from 'sonner'
import type { JSX, ReactNode } from 'react'

/**
 * sonner's `toast`, with sonner itself loaded once the player pauses (ToasterAfterHydration)
 * or on first use: at start-up its module and the stylesheet it inserts were part of every
 * page's first tasks, for toasts that come, if at all, after a click.
 * A call before sonner has loaded is shown as soon as it has, in call order (sonner
 * then shows toasts raised before its Toaster mounted).
 */
type Sonner = typeof SonnerModule
type ToastId = string | number

let sonner: Promise<Sonner> | undefined
let loaded: Sonner | undefined
const whenLoaded = new Set<(module: Sonner) => void>()

/** Starts loading sonner (once); resolves with it. */
export function loadToasts(): Promise<Sonner> {
  sonner ??= import('sonner').then(
    (module) => {
      loaded = module
      for (const listener of whenLoaded) listener(module)
      return module
    },
    () => {
      // Offline before sonner had loaded (it loads after hydration): tried again once the connection
      // is back, and the toasts raised meanwhile come with it. Never a rejection: it reached the
      // page as an uncaught error.
      sonner = undefined
      return new Promise<Sonner>((resolve) => window.addEventListener('online', () => void loadToasts().then(resolve), { once: true }))
    },
  )
  return sonner
}

/** Calls `listener` once sonner has loaded (at once if it has); returns the unsubscribe. */
export function onToastsLoaded(listener: (module: Sonner) => void): () => void {
  if (loaded) listener(loaded)
  else whenLoaded.add(listener)
  return () => whenLoaded.delete(listener)
}

let lastId = 0
/** An id now, as sonner's own calls return one, for the toast shown once sonner is there. */
function withId(options: ExternalToast | undefined): ExternalToast & { id: ToastId } {
  return { ...options, id: options?.id ?? `toast-${++lastId}` }
}

// The toasts raised in the current task: an action that toasts and then moves to another page
// ("Saved as …" on the shared lineup) means its toast for the page it opens.
const raisedThisTask = new Set<ToastId>()
function raised(id: ToastId) {
  if (raisedThisTask.size === 0) setTimeout(() => raisedThisTask.clear(), 0)
  raisedThisTask.add(id)
}

/** Dismisses the toasts shown on the page the player is leaving, so they do not cover the next one. */
export function dismissOnLeavingPage(): void {
  const keep = new Set(raisedThisTask)
  void sonner?.then(({ toast }) => {
    for (const shownToast of toast.getToasts()) if (!keep.has(shownToast.id)) toast.dismiss(shownToast.id)
  })
}

type Kind = 'success' | 'error' | 'warning'
function shown(kind: Kind): (message: ReactNode, options?: ExternalToast) => ToastId {
  return (message, options) => {
    const withIdOptions = withId(options)
    raised(withIdOptions.id)
    void loadToasts().then(({ toast }) => toast[kind](message, withIdOptions))
    return withIdOptions.id
  }
}

export const toast = {
  success: shown('success'),
  error: shown('error'),
  warning: shown('warning'),
  custom(render: (id: ToastId) => JSX.Element, options?: ExternalToast): ToastId {
    const withIdOptions = withId(options)
    raised(withIdOptions.id)
    void loadToasts().then(({ toast }) => toast.custom(render, withIdOptions))
    return withIdOptions.id
  },
  dismiss(id?: ToastId): void {
    // Nothing to dismiss before sonner has shown anything; after, in order with the calls before.
    void sonner?.then(({ toast }) => toast.dismiss(id))
  },
}

/** The toaster's layout, as the root route mounts it (ToasterAfterHydration). */
export const TOAST_DURATION_MS = 4000
export const TOAST_VISIBLE = 3
export const TOAST_WIDTH_PX = 356
export const TOAST_GAP_PX = 14
