/**
 * Client entry. The server's HTML is the page a visitor first sees, so it is
 * painted before any of the app's code is fetched: on a phone the scripts
 * (about 200 KB) would otherwise compete with the page for the network and
 * for the main thread before the first paint. Hydration follows a frame later.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // Two frames: the first one paints the page, the second comes after it was shown.
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
    // Where no frames come (a background tab, a browser drawing nothing), the load event,
    // which also follows the first paint, starts hydration instead.
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', () => resolve(), { once: true })
  })
}

void afterFirstPaint().then(() => import('./hydrate.tsx'))
