import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BETA_TOAST_DELAY_MS,
  BETA_TOAST_DURATION_MS,
  BETA_TOAST_SNOOZE_MINUTES,
  BETA_TOAST_SNOOZE_MS,
  BETA_TOAST_STORAGE_KEY,
  DEFAULT_TOAST_TIMING,
  NEVER_SHOW,
  createBetaToastScheduler,
  isToastRoute,
  resolveToastTiming,
  shouldShowToast,
  snoozeUntil,
} from './feedback-prompt.ts'

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)

describe('constants', () => {
  it('match the spec', () => {
    expect(BETA_TOAST_DELAY_MS).toBe(45_000)
    expect(BETA_TOAST_DURATION_MS).toBe(10_000)
    expect(BETA_TOAST_SNOOZE_MINUTES).toBe(2880)
    expect(BETA_TOAST_SNOOZE_MS).toBe(48 * 60 * 60 * 1000)
    expect(BETA_TOAST_STORAGE_KEY).toBe('battle-cats-codex-next-toast-time')
    expect(NEVER_SHOW).toBe('never')
  })
})

describe('stored preference', () => {
  it('shows when nothing is stored', () => {
    expect(shouldShowToast(null, NOW)).toBe(true)
  })

  it('never shows after feedback was submitted', () => {
    expect(shouldShowToast('never', NOW)).toBe(false)
    expect(shouldShowToast('never', NOW + 10 * 365 * 24 * 3600_000)).toBe(false)
  })

  it('stays hidden for 48 hours after x, then shows again', () => {
    const stored = snoozeUntil(NOW)
    expect(Number(stored)).toBe(NOW + 48 * 3600_000)
    expect(shouldShowToast(stored, NOW)).toBe(false)
    expect(shouldShowToast(stored, NOW + 48 * 3600_000 - 1)).toBe(false)
    expect(shouldShowToast(stored, NOW + 48 * 3600_000)).toBe(true)
  })

  it('treats a corrupted value as absent', () => {
    expect(shouldShowToast('', NOW)).toBe(true)
    expect(shouldShowToast('soon', NOW)).toBe(true)
    expect(shouldShowToast('Infinity', NOW)).toBe(true)
  })
})

describe('routes', () => {
  it('never shows on the home page', () => {
    expect(isToastRoute('/')).toBe(false)
    expect(isToastRoute('/units')).toBe(true)
    expect(isToastRoute('/unit/025/2')).toBe(true)
    expect(isToastRoute('/lists/my-cats')).toBe(true)
  })
})

describe('test timing override', () => {
  it('uses the product timing without an override', () => {
    expect(resolveToastTiming(undefined)).toEqual({ delayMs: 45_000, durationMs: 10_000 })
    expect(resolveToastTiming(null)).toBe(DEFAULT_TOAST_TIMING)
    expect(resolveToastTiming('fast')).toBe(DEFAULT_TOAST_TIMING)
  })

  it('takes positive finite numbers field by field', () => {
    expect(resolveToastTiming({ delayMs: 300, durationMs: 1500 })).toEqual({ delayMs: 300, durationMs: 1500 })
    expect(resolveToastTiming({ delayMs: 300 })).toEqual({ delayMs: 300, durationMs: 10_000 })
    expect(resolveToastTiming({ delayMs: -1, durationMs: Number.NaN })).toEqual(DEFAULT_TOAST_TIMING)
    expect(resolveToastTiming({ delayMs: '300' })).toEqual(DEFAULT_TOAST_TIMING)
  })
})

describe('beta toast scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function setup(allowed = () => true) {
    const show = vi.fn()
    const scheduler = createBetaToastScheduler({ delayMs: BETA_TOAST_DELAY_MS, isAllowed: allowed, show })
    return { show, scheduler }
  }

  it('shows 45 s after a route change to a non-home page', () => {
    const { show, scheduler } = setup()
    scheduler.routeChanged('/units')
    vi.advanceTimersByTime(BETA_TOAST_DELAY_MS - 1)
    expect(show).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(show).toHaveBeenCalledTimes(1)
  })

  it('never shows on the home page', () => {
    const { show, scheduler } = setup()
    scheduler.routeChanged('/')
    vi.advanceTimersByTime(10 * BETA_TOAST_DELAY_MS)
    expect(show).not.toHaveBeenCalled()
  })

  it('restarts the 45 s on every route change', () => {
    const { show, scheduler } = setup()
    scheduler.routeChanged('/units')
    vi.advanceTimersByTime(40_000)
    scheduler.routeChanged('/lists')
    vi.advanceTimersByTime(40_000)
    expect(show).not.toHaveBeenCalled()
    vi.advanceTimersByTime(5_000)
    expect(show).toHaveBeenCalledTimes(1)
  })

  it('is cancelled by navigating to the home page', () => {
    const { show, scheduler } = setup()
    scheduler.routeChanged('/units')
    vi.advanceTimersByTime(30_000)
    scheduler.routeChanged('/')
    vi.advanceTimersByTime(BETA_TOAST_DELAY_MS)
    expect(show).not.toHaveBeenCalled()
  })

  it('shows only once per page view', () => {
    const { show, scheduler } = setup()
    scheduler.routeChanged('/units')
    vi.advanceTimersByTime(BETA_TOAST_DELAY_MS)
    scheduler.routeChanged('/units')
    vi.advanceTimersByTime(10 * BETA_TOAST_DELAY_MS)
    expect(show).toHaveBeenCalledTimes(1)
  })

  it('does not restart while the pathname stays the same', () => {
    const { show, scheduler } = setup()
    scheduler.routeChanged('/units')
    vi.advanceTimersByTime(30_000)
    scheduler.routeChanged('/units')
    vi.advanceTimersByTime(15_000)
    expect(show).toHaveBeenCalledTimes(1)
  })

  it('shows again on the next page view', () => {
    const { show, scheduler } = setup()
    scheduler.routeChanged('/units')
    vi.advanceTimersByTime(BETA_TOAST_DELAY_MS)
    scheduler.routeChanged('/lists')
    vi.advanceTimersByTime(BETA_TOAST_DELAY_MS)
    expect(show).toHaveBeenCalledTimes(2)
  })

  it('asks whether it is allowed when the time comes, not when scheduled', () => {
    let stored: string | null = null
    const { show, scheduler } = setup(() => shouldShowToast(stored, Date.now()))
    scheduler.routeChanged('/units')
    vi.advanceTimersByTime(20_000)
    stored = NEVER_SHOW
    vi.advanceTimersByTime(25_000)
    expect(show).not.toHaveBeenCalled()
  })

  it('respects a snooze until it runs out', () => {
    vi.setSystemTime(NOW)
    const stored = snoozeUntil(NOW)
    const { show, scheduler } = setup(() => shouldShowToast(stored, Date.now()))
    scheduler.routeChanged('/units')
    vi.advanceTimersByTime(BETA_TOAST_DELAY_MS)
    expect(show).not.toHaveBeenCalled()
    vi.setSystemTime(NOW + BETA_TOAST_SNOOZE_MS)
    scheduler.routeChanged('/lists')
    vi.advanceTimersByTime(BETA_TOAST_DELAY_MS)
    expect(show).toHaveBeenCalledTimes(1)
  })

  it('stops on dispose', () => {
    const { show, scheduler } = setup()
    scheduler.routeChanged('/units')
    scheduler.dispose()
    vi.advanceTimersByTime(BETA_TOAST_DELAY_MS)
    expect(show).not.toHaveBeenCalled()
  })
})
