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
    // A tab opened in the background renders no frames until shown; it hydrates anyway.
    if (document.visibilityState === 'hidden') setTimeout(resolve, 0)
  })
}

void afterFirstPaint().then(() => import('./hydrate.tsx'))
