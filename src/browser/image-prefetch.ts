/**
 * Pictures loaded ahead of need into the browser's memory cache: an <img> given one of these
 * addresses shows it at once. A picture the browser must still fetch costs more where it is shown
 * than the request itself (about 0.5–1 ms each on a desktop when ten rows change), and arrives a
 * round trip later.
 */
const MAX_KEPT = 300
// The images are held so that the browser keeps what they loaded; the oldest go first.
const kept = new Map<string, HTMLImageElement>()

/** Starts loading each address not loaded yet, at low priority; nothing where the player asked to save data or the connection is 2G. */
export function prefetchImages(urls: Iterable<string>): void {
  if (typeof Image === 'undefined' || savesData()) return
  for (const url of urls) {
    if (kept.has(url)) continue
    const image = new Image()
    image.decoding = 'async'
    image.fetchPriority = 'low'
    image.src = url
    kept.set(url, image)
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!)
  }
}

function savesData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection
  return connection?.saveData === true || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g'
}
