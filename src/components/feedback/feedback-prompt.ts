import { PRODUCT_NAME } from '../../text/product.ts'

/** When the beta toast may invite the player to the feedback survey (spec §4, §9). */

export const BETA_TOAST_DELAY_MS = 45_000
export const BETA_TOAST_DURATION_MS = 10_000
export const BETA_TOAST_SNOOZE_MINUTES = 2880
export const BETA_TOAST_SNOOZE_MS = BETA_TOAST_SNOOZE_MINUTES * 60_000

/** `battle-cats-codex-next-toast-time`: the product name, lower-case and hyphenated. */
export const BETA_TOAST_STORAGE_KEY = `${PRODUCT_NAME.toLowerCase().replaceAll(' ', '-')}-next-toast-time`
export const NEVER_SHOW = 'never'

/** The toast is never shown on the home page. */
export function isToastRoute(pathname: string): boolean {
  return pathname !== '/'
}

/**
 * Reads the stored preference: absent means show, "never" means never, a
 * timestamp means not before then. Anything else is treated as absent so a
 * corrupted value cannot silence the toast for good.
 */
export function shouldShowToast(stored: string | null, now: number): boolean {
  if (stored === null) return true
  if (stored === NEVER_SHOW) return false
  const until = Number(stored)
  if (stored.trim() === '' || !Number.isFinite(until)) return true
  return now >= until
}

/** The value stored when the player dismisses the toast with x. */
export function snoozeUntil(now: number): string {
  return String(now + BETA_TOAST_SNOOZE_MS)
}

export type ToastTiming = { delayMs: number; durationMs: number }

export const DEFAULT_TOAST_TIMING: ToastTiming = { delayMs: BETA_TOAST_DELAY_MS, durationMs: BETA_TOAST_DURATION_MS }

/**
 * The timing the app uses. End-to-end tests shorten it by setting
 * `window.__CODEX_TEST_TIMING__ = { delayMs, durationMs }` before the page
 * loads (Playwright's `page.addInitScript`); the product constants above stay
 * untouched. Only positive finite numbers are taken, field by field.
 */
export function resolveToastTiming(override: unknown): ToastTiming {
  if (typeof override !== 'object' || override === null) return DEFAULT_TOAST_TIMING
  const fields = override as Partial<Record<keyof ToastTiming, unknown>>
  return {
    delayMs: positive(fields.delayMs) ?? DEFAULT_TOAST_TIMING.delayMs,
    durationMs: positive(fields.durationMs) ?? DEFAULT_TOAST_TIMING.durationMs,
  }
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined
}

export type BetaToastScheduler = {
  /** Call on every navigation; a new pathname starts a new page view. */
  routeChanged(pathname: string): void
  dispose(): void
}

/**
 * Shows the toast once per page view, `delayMs` after the pathname changed,
 * if `isAllowed()` still says yes at that moment (the player may have
 * submitted or snoozed in the meantime). Search-parameter changes are not a
 * new page view: the compare page keeps its filters in the URL and typing a
 * filter must not keep pushing the toast back.
 */
export function createBetaToastScheduler(options: { delayMs: number; isAllowed: () => boolean; show: () => void }): BetaToastScheduler {
  let currentPath: string | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  return {
    routeChanged(pathname) {
      if (pathname === currentPath) return
      currentPath = pathname
      cancel()
      if (!isToastRoute(pathname)) return
      timer = setTimeout(() => {
        timer = undefined
        if (options.isAllowed()) options.show()
      }, options.delayMs)
    },
    dispose() {
      cancel()
      currentPath = undefined
    },
  }
}
