import type { YieldControl } from '../domain/slices.ts'

/**
 * Pictures loaded ahead of need into the browser's memory cache: an <img> given one of these
 * addresses shows it at once. A picture the browser must still fetch costs more where it is shown
 * than the request itself (about 0.5–1 ms each on a desktop when ten rows change), and arrives a
 * round trip later.
 */
const MAX_KEPT = 300
// The images are held so that the browser keeps what they loaded; the oldest go first.
const kept = new Map<string, HTMLImageElement>()
// Starting a load is not free: the browser takes up each new address in a microtask of the task that
// set it. Forty-eight in one task made a 70 ms task under Lighthouse on /units (most of its blocking
// time), so they start a few per task.
const PER_TASK = 6
// Each call's pictures; a later call ends an earlier one's loop.
let latestCall = 0

/**
 * Starts loading each address not loaded yet, at low priority, a few per task: the first few now
 * and the rest after `yieldControl`. A later call replaces what an earlier one still had waiting.
 * Nothing where the player asked to save data or the connection is 2G.
 */
export async function prefetchImages(urls: Iterable<string>, yieldControl: YieldControl): Promise<void> {
  if (typeof Image === 'undefined' || savesData()) return
  const call = ++latestCall
  const waiting = [...new Set(urls)].filter((url) => !kept.has(url))
  for (let start = 0; start < waiting.length; start += PER_TASK) {
    if (start > 0) await yieldControl()
    if (call !== latestCall) return
    // (`waiting` left out what was loaded, and any later call has ended this loop above.)
    for (const url of waiting.slice(start, start + PER_TASK)) {
      const image = new Image()
      image.decoding = 'async'
      image.fetchPriority = 'low'
      image.src = url
      kept.set(url, image)
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!)
    }
  }
}

function savesData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection
  return connection?.saveData === true || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g'
}
