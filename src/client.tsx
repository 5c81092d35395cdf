/**
 * Client entry. The server's HTML is the page a visitor first sees, so it is
 * painted before any of the app's code is fetched: on a phone the scripts
 * (about 200 KB) would otherwise compete with the page for the network and
 * for the main thread before the first paint. Hydration starts once the browser
 * reports that paint.
 *
 * The app's modules are then evaluated in stages, one task each, with a yield
 * between them: evaluated as one graph they made a single task of 100–170 ms
 * on this machine (four times that on a throttled phone), during which a tap
 * waits. Each stage's modules are evaluated once; the next stage reuses them.
 */

// Filled in at build time with every chunk the stages need (scripts/boot-preload.ts); absent in development.
declare const __CODEX_BOOT_CHUNKS__: readonly string[] | undefined

function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A page that cannot paint now (a background tab) starts with its load event.
    if (document.visibilityState === 'hidden') {
      if (document.readyState === 'complete') resolve()
      else window.addEventListener('load', () => resolve(), { once: true })
      return
    }
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      // The first frame paints the page, the second comes after it was shown.
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
      return
    }
    // The first contentful paint as the browser reports it, once the frame was shown. Two animation
    // frames, or the load event, could come before that (a frame is shown some time after it is
    // drawn), and the chunks' downloads then counted into Lighthouse's estimate of the first paint.
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: 'paint', buffered: true })
    // Should no paint be reported at all, the app still starts.
    setTimeout(resolve, NO_PAINT_TIMEOUT_MS)
  })
}

const NO_PAINT_TIMEOUT_MS = 5_000

/** A new task, so input waiting since the last step is handled first. */
function yieldToInput(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

const PRELOADS_PER_TASK = 6

/**
 * Starts fetching every stage's chunks at once (no waterfall from stage to
 * stage), adding the links a few per task: each costs the main thread about
 * a millisecond on a large page. The stages' imports then share these fetches.
 */
async function preloadBoot(urls: readonly string[]): Promise<void> {
  for (let start = 0; start < urls.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await yieldToInput()
    for (const href of urls.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      // As a module script is fetched (CORS, same-origin credentials), so the import reuses this fetch.
      link.crossOrigin = ''
      document.head.appendChild(link)
    }
  }
}

/**
 * The start-up's chunks, then the page's own (listed by the server in a meta tag,
 * src/components/DocumentHead.tsx): fetched together, the page's code is there
 * when hydration asks for it. The entry itself is already loaded.
 */
function startUpChunks(): string[] {
  const boot = typeof __CODEX_BOOT_CHUNKS__ === 'undefined' ? [] : __CODEX_BOOT_CHUNKS__
  // The name is DocumentHead's ROUTE_CHUNKS_META: the entry imports nothing, so it is written out here.
  const page = document.querySelector<HTMLMetaElement>('meta[name="codex-route-chunks"]')?.content.split(' ') ?? []
  const entry = new URL(import.meta.url).pathname
  return [...new Set([...boot, ...page])].filter((url) => url !== '' && url !== entry)
}

async function boot(): Promise<void> {
  await afterFirstPaint()
  await preloadBoot(startUpChunks())
  await import('./boot/react.ts')
  await yieldToInput()
  await import('./boot/libraries.ts')
  await yieldToInput()
  await import('./boot/schemas.ts')
  await yieldToInput()
  await import('./boot/list-schemas.ts')
  await yieldToInput()
  await import('./boot/routes.ts')
  // In the routes' chunk, evaluated with it: hydration itself waits for the next task.
  const { hydrate } = await import('./hydrate.tsx')
  await yieldToInput()
  void hydrate(yieldToInput)
}

void boot()
