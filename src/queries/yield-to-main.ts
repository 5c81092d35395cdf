import type { YieldControl } from '../domain/slices.ts'

type SchedulerWithYield = { yield: () => Promise<void>; postTask: (task: () => void, options: { priority: 'background' }) => Promise<void> }

/**
 * Ends the current task and continues in a new one: scheduler.yield() where the
 * browser has it (the continuation keeps its place ahead of other tasks), else a
 * message to itself, which unlike setTimeout(0) is never clamped to 4 ms.
 */
export const yieldToMain: YieldControl = () => {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

/**
 * Ends the current task and continues once the browser has nothing more urgent: input, painting
 * and the page's other tasks go first (scheduler.postTask at background priority where the browser
 * has it, else a timer). For work the player is not waiting on, such as a table below the fold.
 */
export const yieldToBackground: YieldControl = () => {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler
  if (typeof scheduler?.postTask === 'function') return scheduler.postTask(() => {}, { priority: 'background' })
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Runs `work` once the browser has nothing more urgent to do (after the next paint and the
 * tasks queued before it), or after `timeoutMs` at the latest; Safari, which has no
 * requestIdleCallback, waits a fixed moment instead.
 */
export function whenIdle(work: () => void, timeoutMs = 300): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: timeoutMs })
  else setTimeout(work, 50)
}

/** Runs `work` after the next frame, behind anything more urgent (a background-priority task). Returns a cancel. */
export function afterFrameInBackground(work: (isCancelled: () => boolean) => unknown): () => void {
  let cancelled = false
  const frame = requestAnimationFrame(() => void yieldToBackground().then(() => cancelled || work(() => cancelled)))
  return () => {
    cancelled = true
    cancelAnimationFrame(frame)
  }
}

// Work that no first view needs (the service worker's installation, the toasts' code) waits until the
// player has left the page alone this long…
const QUIET_MS = 3000
// …or this long after load at the latest, so a player who never pauses still gets it.
const LATEST_MS = 30_000
const IDLE_TIMEOUT_MS = 5000
const PLAYER_INPUT = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

/**
 * Runs `work` once, after the load event, at the first idle moment after the player has given no
 * input for QUIET_MS (LATEST_MS after load at the latest). Returns a cancel.
 */
export function whenPlayerPauses(work: () => void): () => void {
  let quiet: ReturnType<typeof setTimeout> | undefined
  let latest: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    stop()
    whenIdle(work, IDLE_TIMEOUT_MS)
  }
  const restartQuiet = () => {
    clearTimeout(quiet)
    quiet = setTimeout(run, QUIET_MS)
  }
  const start = () => {
    restartQuiet()
    latest = setTimeout(run, LATEST_MS)
    for (const type of PLAYER_INPUT) window.addEventListener(type, restartQuiet, { capture: true, passive: true })
  }
  function stop() {
    clearTimeout(quiet)
    clearTimeout(latest)
    window.removeEventListener('load', start)
    for (const type of PLAYER_INPUT) window.removeEventListener(type, restartQuiet, { capture: true })
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
  return stop
}
