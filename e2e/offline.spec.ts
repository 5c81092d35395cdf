import type { Page } from '@playwright/test'
import { serverFunctionId, test, expect, waitForHydration } from './fixtures'

// These tests are about the service worker, which the other suites block.
test.use({ serviceWorkers: 'allow' })

// Each test loads the compare page, the biggest document of the site, several times.
test.describe.configure({ timeout: 60_000 })

const T0 = 1_700_000_000_000

/** My Cats holding one Awakened Bahamut Cat at level 30, as an export file of the app would. */
const SEED = JSON.stringify({
  version: 1,
  exportedAt: T0,
  lists: [{ id: 'my-cats', name: 'My Cats', levelMode: 'your-levels', createdAt: T0, updatedAt: T0 }],
  cats: [{ id: 1, listId: 'my-cats', unitId: 25, formIndex: 2, level: 30, plusLevel: 0, talentLevels: [], addedAt: T0, updatedAt: T0 }],
})

/** Waits until the service worker controls the page: it claims open pages when it activates. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** Waits until the worker holds a copy of the page (it saves pages in the background). */
async function waitForSavedPage(page: Page, path: string) {
  await expect.poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, path), { message: `saved copy of ${path}` }).toBe(true)
}

function dropErrors(consoleErrors: string[], pattern: RegExp, count = Infinity) {
  for (let i = consoleErrors.length - 1; i >= 0 && count > 0; i--) {
    if (pattern.test(consoleErrors[i] ?? '')) {
      consoleErrors.splice(i, 1)
      count--
    }
  }
}

/**
 * Offline, Chromium lazy-loads images from further below the fold than online,
 * so a page can ask for an icon it never showed while online; the worker has no
 * copy, the image shows its alt text and Chromium logs the failed load. Those
 * icon failures, and nothing else, are expected in these tests. Each is known by
 * its URL (the fixture keeps it with the message) and dropped as it is logged
 * (this listener comes after the fixture's). Counted by the requests' own events
 * and dropped at the test's end, a failure logged out of step with its event, or
 * after that end, stayed: a lone ERR_FAILED once failed a test on CI.
 */
function expectOnlyUnseenIconsToFail(page: Page, consoleErrors: string[]) {
  page.on('console', () => dropErrors(consoleErrors, UNSEEN_ICON))
}

const UNSEEN_ICON = /^Failed to load resource: net::ERR_FAILED \(https?:\/\/[^/]+\/game\//

test('the compare page and the unit pages seen once open without a network', async ({ page, context, consoleErrors }) => {
  expectOnlyUnseenIconsToFail(page, consoleErrors)
  await page.goto('/units')
  await waitForHydration(page)
  await waitForServiceWorker(page)
  // The page that installed the worker was loaded before it: the worker saves it on activation.
  await waitForSavedPage(page, '/units')

  await page.goto('/unit/025/2')
  await waitForHydration(page)
  await waitForSavedPage(page, '/unit/025/2')
  // A client-side navigation fetches no document: the page reports it and the worker saves it.
  await page
    .getByRole('navigation', { name: 'Forms' })
    .getByRole('link', { name: /^Normal Form/ })
    .click()
  await expect(page).toHaveURL(/\/unit\/025\/0$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bahamut Cat')
  await waitForSavedPage(page, '/unit/025/0')

  await context.setOffline(true)

  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bahamut Cat')
  await expect(page.getByTestId('stat-hp')).toHaveText('33,000')

  await page.goto('/unit/025/2')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Awakened Bahamut Cat')
  await expect(page.getByTestId('stat-attack')).toHaveText('121,000')
  // The data of a form seen through client-side navigation is kept too, so the switcher works offline.
  await page
    .getByRole('navigation', { name: 'Forms' })
    .getByRole('link', { name: /^Normal Form/ })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bahamut Cat')
  await expect(page.getByTestId('stat-hp')).toHaveText('33,000')

  await page.goto('/units')
  await waitForHydration(page)
  await expect(page.getByTestId('compare-row').first()).toBeVisible()
  expect(await page.getByTestId('compare-row').count()).toBeGreaterThan(5)

  // A unit page never opened: the worker serves a saved unit page, and the app builds this unit's
  // page from the compare data it saved (the compare page above worked offline from it).
  const unseenUnit = await page.goto('/unit/034/2')
  expect(unseenUnit?.status()).toBe(200)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ultralan Pasalan')
  await expect(page.getByTestId('stat-hp')).toHaveText(/^\d[\d,]*$/)
  await expect(page.getByTestId('offline-view')).toHaveCount(0)

  // Any other page never opened has no copy: a notice in the app's frame says so and leads to what does work.
  const unseen = await page.goto('/enemy/34')
  expect(unseen?.status()).toBe(503)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const name of ['Home', 'Compare', 'Enemies', 'Stages', 'Combos', 'My Cats', 'Account'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  await expect(page.getByTestId('offline-view').getByRole('link', { name: 'Compare' })).toHaveAttribute('href', '/units')
  await page.getByTestId('offline-view').getByRole('link', { name: 'My Cats' }).click()
  await expect(page).toHaveURL(/\/lists\/my-cats$/)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Cats')
  // The notice answers 503, which Chromium logs like any failed document; the unit's history and
  // combos are not in the compare data, and their failed requests are logged too.
  dropErrors(consoleErrors, /status of 503/, 1)
  dropErrors(consoleErrors, /Failed to fetch|ERR_INTERNET_DISCONNECTED|Failed to load resource/)
})

test('saved lists work offline, reading and editing', async ({ page, context, consoleErrors }) => {
  expectOnlyUnseenIconsToFail(page, consoleErrors)
  await page.goto('/lists')
  await waitForHydration(page)
  await waitForServiceWorker(page)
  await page.getByTestId('import-file').setInputFiles({ name: 'lists.json', mimeType: 'application/json', buffer: Buffer.from(SEED) })
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Imported 1 list and 1 cat' })).toBeVisible()
  await page
    .getByTestId('cat-list')
    .getByRole('link', { name: /^My Cats/ })
    .click()
  await expect(page).toHaveURL(/\/lists\/my-cats$/)
  const bahamut = page.getByRole('listitem', { name: 'Awakened Bahamut Cat', exact: true })
  await expect(bahamut.getByTestId('true-dps')).not.toBeEmpty()

  await context.setOffline(true)

  await page.reload()
  await waitForHydration(page)
  await expect(page.getByTestId('saved-cat')).toHaveCount(1)
  await expect(bahamut.getByLabel('Level', { exact: true })).toHaveValue('30')
  await expect(bahamut.getByTestId('true-dps')).not.toBeEmpty()
  // An empty lineup needs no combo data, which this page never fetched online.
  await expect(page.getByTestId('lineup-cost')).toHaveText('Total cost: 0¢')
  await bahamut.getByLabel('Level', { exact: true }).selectOption('40')
  await expect(bahamut.getByLabel('Level', { exact: true })).toHaveValue('40')

  await page.goto('/lists')
  await waitForHydration(page)
  await expect(page.getByTestId('cat-list').getByTestId('cat-count')).toHaveText('1 cat')

  await page.goto('/lists/my-cats')
  await waitForHydration(page)
  await expect(bahamut.getByLabel('Level', { exact: true })).toHaveValue('40')
})

for (const width of [360, 1440]) {
  test(`at ${width} px, a list's upgrade plan seen once works offline`, async ({ page, context, consoleErrors }) => {
    await page.setViewportSize({ width, height: 900 })
    expectOnlyUnseenIconsToFail(page, consoleErrors)
    await page.goto('/lists')
    await waitForHydration(page)
    await waitForServiceWorker(page)
    await page.getByTestId('import-file').setInputFiles({ name: 'lists.json', mimeType: 'application/json', buffer: Buffer.from(SEED) })
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Imported 1 list and 1 cat' })).toBeVisible()
    await page
      .getByTestId('cat-list')
      .getByRole('link', { name: /^My Cats/ })
      .click()
    await expect(page).toHaveURL(/\/lists\/my-cats$/)
    const planner = page.getByTestId('list-planner')
    await expect(planner.getByTestId('planner-total-xp')).not.toHaveText('0')
    const totals = (await planner.getByTestId('planner-totals').textContent()) ?? ''
    // The best next upgrades are worked out after the totals, in slices of their own.
    await expect(planner.getByTestId('best-upgrades')).toHaveAttribute('aria-busy', 'false')
    const steps = await planner.getByTestId('best-upgrade').allTextContents()
    expect(steps.length).toBeGreaterThan(0)

    await context.setOffline(true)
    await page.reload()
    await waitForHydration(page)
    // The costs were asked by POST before, which the worker does not keep: offline the plan said to come back online.
    await expect(planner.getByTestId('planner-totals')).toHaveText(totals)
    await expect(planner.getByTestId('best-upgrade')).toHaveText(steps)
    await planner.getByTestId('planner-target').selectOption('40')
    await expect(planner.getByTestId('planner-totals')).toContainText('level 40')
  })
}

test('a cat saved from a page opened from the address bar shows its numbers in its list offline, the list never opened online', async ({
  page,
  context,
  consoleErrors,
}) => {
  expectOnlyUnseenIconsToFail(page, consoleErrors)
  await page.goto('/unit/034/2')
  await waitForHydration(page)
  await waitForServiceWorker(page)
  await page.getByRole('button', { name: 'Add to My Cats' }).click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: /^Added/ })).toBeVisible()
  // The page's HTML carried the unit: its list page's own answer is fetched once, through the worker.
  const getUnit = `/_serverFn/${serverFunctionId('getUnit')}`
  await expect
    .poll(
      () =>
        page.evaluate(async (path) => {
          for (const name of await caches.keys()) {
            if (!name.startsWith('bc-codex-data-')) continue
            if ((await (await caches.open(name)).keys()).some((request) => new URL(request.url).pathname === path)) return true
          }
          return false
        }, getUnit),
      { message: 'the unit answer kept' },
    )
    .toBe(true)

  await context.setOffline(true)
  await page.goto('/lists/my-cats')
  await waitForHydration(page)
  await expect(page.getByTestId('saved-cat')).toHaveCount(1)
  await expect(page.getByTestId('saved-cat').getByTestId('true-dps')).not.toHaveText('–')
})

test('offline, a move inside the app to a page opened before loads that page from its copy', async ({ page, context, consoleErrors }) => {
  expectOnlyUnseenIconsToFail(page, consoleErrors)
  await page.goto('/enemies')
  await waitForHydration(page)
  await waitForServiceWorker(page)
  await waitForSavedPage(page, '/enemies')
  await page.goto('/units')
  await waitForHydration(page)
  await context.setOffline(true)
  // The move asks for the enemy list's data alone, which the full page load never fetched.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Enemies' }).click()
  await expect(page).toHaveURL(/\/enemies$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enemies')
  await expect(page.getByTestId('offline-view')).toHaveCount(0)
  dropErrors(consoleErrors, /Failed to fetch|ERR_INTERNET_DISCONNECTED|Failed to load resource/)
})

const ICON_CACHE = 'bc-codex-icons-v2'

test('the worker keeps icons a month each and only the last 1,000 it saved', async ({ page }) => {
  await page.goto('/unit/025/2')
  await waitForHydration(page)
  await waitForServiceWorker(page)
  const icon = await page.evaluate(() => {
    const image = [...document.images].find((img) => new URL(img.src).pathname.startsWith('/game/') && img.complete)
    return image ? new URL(image.src).pathname : null
  })
  expect(icon, 'an icon on the unit page').not.toBeNull()
  const iconUrl = icon!

  // Each copy the worker saves carries the time it saved it.
  const savedAt = (url: string) =>
    page.evaluate(
      async ({ path, cacheName }) => {
        const cached = await caches.match(path, { cacheName })
        return cached ? Number(cached.headers.get('x-codex-saved-at')) : null
      },
      { path: url, cacheName: ICON_CACHE },
    )
  // The page reports the icons it loaded before the worker took over, at its next idle moment, and
  // the worker saves them: until that is done it could overwrite the copies this test makes.
  const notYetSaved = () =>
    page.evaluate(async (cacheName) => {
      const cache = await caches.open(cacheName)
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/game/'))
      const missing = await Promise.all(loaded.map(async (url) => ((await cache.match(url.pathname)) ? null : url.pathname)))
      return missing.filter((path) => path !== null)
    }, ICON_CACHE)
  await expect.poll(notYetSaved, { message: "the page's icons saved by the worker" }).toEqual([])
  expect(await savedAt(iconUrl)).toBeGreaterThan(Date.now() - 60_000)

  // A copy saved 31 days ago is too old: the next request fetches the icon again and dates it anew.
  const monthAgo = Date.now() - 31 * 24 * 60 * 60 * 1000
  await page.evaluate(
    async ({ path, at, cacheName }) => {
      const cache = await caches.open(cacheName)
      const copy = await cache.match(path)
      await cache.put(path, new Response(await copy!.blob(), { headers: { 'Content-Type': 'image/webp', 'x-codex-saved-at': String(at) } }))
    },
    { path: iconUrl, at: monthAgo, cacheName: ICON_CACHE },
  )
  expect(await savedAt(iconUrl)).toBe(monthAgo)
  await page.evaluate((path) => fetch(path).then((response) => response.blob()), iconUrl)
  await expect.poll(() => savedAt(iconUrl)).toBeGreaterThan(Date.now() - 60_000)

  // 1,010 older entries, then the page's report of its icons: the worker trims to the 1,000 saved last.
  const count = await page.evaluate(
    async ({ path, cacheName }) => {
      const cache = await caches.open(cacheName)
      for (const key of await cache.keys()) await cache.delete(key)
      for (let i = 0; i < 1010; i++) await cache.put(`/game/old-${i}.webp`, new Response('x', { headers: { 'x-codex-saved-at': String(Date.now()) } }))
      navigator.serviceWorker.controller!.postMessage({ type: 'keep-icons', urls: [new URL(path, location.origin).href] })
      return (await cache.keys()).length
    },
    { path: iconUrl, cacheName: ICON_CACHE },
  )
  expect(count).toBe(1010)
  const cachedPaths = () =>
    page.evaluate(async (cacheName) => (await (await caches.open(cacheName)).keys()).map((request) => new URL(request.url).pathname), ICON_CACHE)
  await expect.poll(cachedPaths).toHaveLength(1000)
  const kept = await cachedPaths()
  // The eleven saved first went; the icon the page reported, saved last, stayed.
  expect(kept).not.toContain('/game/old-10.webp')
  expect(kept).toContain('/game/old-11.webp')
  expect(kept.at(-1)).toBe(iconUrl)
})

// Without the service worker: Playwright's offline switch does not always reach a worker in time,
// and the notice is the page's own here (the worker answers only whole-page loads).
test.describe('a page never opened, reached by a link', () => {
  test.use({ serviceWorkers: 'block' })

  test('offline, it shows the offline notice, and the page comes once back online', async ({ page, context, consoleErrors }) => {
    await page.goto('/unit/025/2')
    await waitForHydration(page)
    await context.setOffline(true)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Enemies' }).click()
    const notice = page.getByTestId('offline-view')
    await expect(notice.getByRole('heading', { level: 1 })).toHaveText('You are offline')
    await expect(notice.getByRole('link', { name: 'My Cats' })).toHaveAttribute('href', '/lists/my-cats')
    await expect(page.getByText('Something went wrong!')).toHaveCount(0)
    await expect(page).toHaveURL(/\/enemies$/)
    await context.setOffline(false)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enemies')
    await waitForHydration(page)
    await expect(notice).toHaveCount(0)
    // What the app could not fetch offline: Chromium logs each failed request.
    dropErrors(consoleErrors, /Failed to fetch|ERR_INTERNET_DISCONNECTED|Failed to load resource|dynamically imported module/)
  })
})
