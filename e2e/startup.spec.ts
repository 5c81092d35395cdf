import { test, expect, waitForHydration } from './fixtures'

/**
 * The client entry imports the app in stages (src/client.tsx). The build
 * writes every chunk those stages need into the entry (scripts/boot-preload.ts),
 * which preloads them all before the first stage: a chunk that a stage fetched
 * only when its import ran would be a network round trip per stage. Each stage
 * is one chunk (bootChunkGroups): every chunk fetched costs the main thread a task.
 */

/** The relative specifiers of a chunk's static imports (`import … from"./x.js"`, `import"./x.js"`). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/\bimport\s*(?:[\w${},*\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g)].map((match) => match[1]!)
}

test('the entry preloads every chunk of every start-up stage, and the page loads them', async ({ page, request }) => {
  const loaded: string[] = []
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname
    if (path.startsWith('/assets/') && path.endsWith('.js')) loaded.push(path)
  })
  await page.goto('/units')
  await waitForHydration(page)
  const entry = await page.locator('script[type="module"][src]').first().getAttribute('src')
  expect(entry).toMatch(/^\/assets\/.+\.js$/)
  const entryCode = await (await request.get(entry!)).text()

  // The stages' imports carry no lists of Vite's own: its helper would add their links in one long task.
  expect(entryCode).not.toContain('__vite__mapDeps')
  // The entry imports nothing statically: a chunk it did import would load (and run) before the first paint.
  expect(staticImports(entryCode)).toEqual([])
  const listed = JSON.parse(/(\["\/assets\/[^\]]+\])/.exec(entryCode)?.[1] ?? '[]') as string[]
  // Hydration's module shares the routes' chunk (its work waits for a task of its own): five chunks, six imports.
  const stages = [...new Set([...entryCode.matchAll(/import\(`\.\/([^`]+\.js)`\)/g)].map((match) => `/assets/${match[1]}`))]
  expect(stages.length).toBeGreaterThanOrEqual(5)
  // A chunk per stage, and at most the bundler's small runtime beside them.
  expect(listed.length).toBeLessThanOrEqual(stages.length + 1)
  // The stages share the code out (each is a task of its own): no stage's chunk holds most of it.
  const sizes = await Promise.all(stages.map(async (stage) => (await (await request.get(stage)).body()).length))
  const total = sizes.reduce((sum, size) => sum + size, 0)
  for (const size of sizes) expect(size).toBeLessThan(total / 2)
  for (const stage of stages) {
    expect(listed).toContain(stage)
    // One level down is enough to catch a list built from the wrong graph.
    // (The entry itself, holding Vite's preload helper, is loaded already.)
    for (const dependency of staticImports(await (await request.get(stage)).text())) {
      if (`/assets/${dependency.slice(2)}` !== entry) expect(listed).toContain(`/assets/${dependency.slice(2)}`)
    }
  }
  // Every listed chunk is one the page needed: it was requested once, never twice.
  for (const file of listed) expect(loaded.filter((path) => path === file)).toHaveLength(1)
  // The toasts (sonner, and the stylesheet it inserts) load after hydration, not with the start-up (src/browser/toast.ts).
  for (const file of listed) expect(await (await request.get(file)).text(), file).not.toContain('data-sonner-toaster')
})

// React's server render preloads a page's first images in the head, ahead of the stylesheet, unless an
// image is lazy or of low fetch priority; the first paint then shares the network with icons.
test('no icon is fetched ahead of the stylesheet the first paint waits for', async ({ request }) => {
  for (const path of ['/', '/unit/025/2', '/enemy/549', '/lists/my-cats']) {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head, path).toContain('rel="stylesheet"')
    expect(head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [], path).toEqual([])
  }
})

// The entry is async and tiny; at high priority (a module script's default) it went out with the stylesheet
// and Lighthouse counted it as holding the first paint back (scripts/boot-preload.ts, entryScriptPriority).
test('the entry script is fetched at low priority on every page', async ({ page, request }) => {
  for (const path of ['/', '/units', '/unit/025/2', '/lists/my-cats', '/stages']) {
    const html = await (await request.get(path)).text()
    const entries = html.match(/<script type="module"[^>]*\bsrc="[^"]+"[^>]*>/g) ?? []
    expect(entries, path).toHaveLength(1)
    expect(entries[0], path).toMatch(/\bfetchpriority="low"/i)
  }
  await page.goto('/units')
  await waitForHydration(page)
  expect(
    await page
      .locator('script[type="module"][src]')
      .first()
      .evaluate((script: HTMLScriptElement) => script.fetchPriority),
  ).toBe('low')
})

// The page's own chunks are listed by the server (DocumentHead) and preloaded with the start-up's by the entry,
// whose links carry no `as`; Vite's preload helper (which sets as="script") then finds them and adds none.
test("the page's own chunks are preloaded with the start-up's, once each", async ({ page }) => {
  await page.goto('/enemy/549')
  await waitForHydration(page)
  const listed = ((await page.locator('meta[name="codex-route-chunks"]').getAttribute('content')) ?? '').split(' ')
  expect(listed.some((chunk) => /\/_enemyId-[\w-]+\.js$/.test(chunk))).toBe(true)
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
      href: new URL(link.href).pathname,
      as: link.getAttribute('as'),
    })),
  )
  const entry = await page.locator('script[type="module"][src]').first().getAttribute('src')
  for (const chunk of listed.filter((chunk) => chunk !== entry)) {
    expect(
      links.filter((link) => link.href === chunk),
      chunk,
    ).toEqual([{ href: chunk, as: null }])
  }
})

test("the browser's scripts hold no server function's input schema (nor the zod they are built with)", async () => {
  const { readdirSync, readFileSync } = await import('node:fs')
  const root = new URL('../', import.meta.url)
  // The messages of every server function schema: written only on the server (src/server/*.functions.ts).
  const messages = readdirSync(new URL('src/server/', root))
    .filter((name) => name.endsWith('.functions.ts'))
    .flatMap((name) => [...readFileSync(new URL(`src/server/${name}`, root), 'utf8').matchAll(/error: '([^'$]{20,})'/g)].map((match) => match[1]!))
  expect(messages.length).toBeGreaterThan(5)
  const assets = new URL('dist/client/assets/', root)
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
  // A schema that called an imported reader (the stage counters' cats) stayed in the bundle, and zod's
  // full build with it: 13 KB more for every first load.
  for (const name of scripts) {
    const code = readFileSync(new URL(name, assets), 'utf8')
    for (const message of messages) expect(code.includes(message), `${name} holds "${message}"`).toBe(false)
  }
})

test('a page part gone with a new build (a chunk that no longer loads) reloads the page once, which then works', async ({ page, consoleErrors }) => {
  // TanStack Router loads the page again once when a route's chunk fails to load (lazyRouteComponent).
  await page.goto('/units')
  await waitForHydration(page)
  // The stages page's own chunk answers 404, as an old build's file does once a new build replaced it,
  // until the page is loaded again as a whole (the new build's page would name its new files).
  let failed = 0
  let reloaded = false
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/stages') reloaded = true
  })
  await page.route(/\/assets\/stages-[\w-]+\.js$/, (route) => {
    if (reloaded) return route.continue()
    failed++
    return route.fulfill({ status: 404, body: '' })
  })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stages' }).click()
  await expect(page).toHaveURL(/\/stages$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stages')
  await expect(page.getByText('Something went wrong!')).toHaveCount(0)
  expect(failed).toBeGreaterThan(0)
  expect(reloaded).toBe(true)
  // The failed chunk is logged by the browser; nothing else is.
  for (let i = consoleErrors.length - 1; i >= 0; i--)
    if (/404|dynamically imported module|Failed to load resource/.test(consoleErrors[i] ?? '')) consoleErrors.splice(i, 1)
})
