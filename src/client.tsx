/**
 * Client entry. The server's HTML is the page a visitor first sees, so it is
 * painted before any of the app's code is fetched: on a phone the scripts
 * (about 200 KB) would otherwise compete with the page for the network and
 * for the main thread before the first paint. Hydration follows a frame later.
 *
 * The app's modules are then evaluated in stages, one task each, with a yield
 * between them: evaluated as one graph they made a single task of 100–170 ms
 * on this machine (four times that on a throttled phone), during which a tap
 * waits. Each stage's modules are evaluated once; the next stage reuses them.
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

/** A new task, so input waiting since the last stage is handled first. */
function yieldToInput(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

async function boot(): Promise<void> {
  await afterFirstPaint()
  await import('./boot/react.ts')
  await yieldToInput()
  await import('./boot/libraries.ts')
  await yieldToInput()
  await import('./boot/schemas.ts')
  await yieldToInput()
  await import('./boot/routes.ts')
  await yieldToInput()
  await import('./hydrate.tsx')
}

void boot()
