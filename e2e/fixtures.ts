import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every page test fails on a console error or an uncaught page error: a hydration
 * mismatch or a broken script is a bug even when the page still looks right.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error' || isExpected(message.text())) return
        // A failed load names its resource only in the message's location: kept with it, a test can tell which one failed.
        const { url } = message.location()
        errors.push(/^Failed to load resource/.test(message.text()) && url ? `${message.text()} (${url})` : message.text())
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      await use(errors)
      expect(errors, 'console errors on the page').toEqual([])
    },
    { auto: true },
  ],
})

// A 404 page answers 404 on purpose; Chromium logs the status of that document.
function isExpected(text: string): boolean {
  return /Failed to load resource: the server responded with a status of 404/.test(text)
}

/**
 * Waits until React has hydrated the page: the root route marks <html> when it mounts,
 * and parts that hydrate later, once their data has downloaded, wear data-hydrating until then.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' && !document.querySelector('[data-hydrating]'))
}

export { expect }

/** Saves one treasure on the account page, as a player types it there, and waits until the account is stored. */
export async function saveAccountTreasure(page: Page, key: string, value: string) {
  await page.goto('/account')
  await waitForHydration(page)
  const field = page.getByTestId(`account-${key}`)
  await field.fill(value)
  await field.press('Enter')
  await expect(page.getByTestId('account-status')).toHaveText('Saved: your own treasures.')
  return field
}

/** A server function's id in this build (dist/server/server-functions.json), to tell its calls from others'. */
export function serverFunctionId(name: string): string {
  const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../dist/server/server-functions.json', import.meta.url)), 'utf8')) as {
    functions: { id: string; name: string }[]
  }
  const entry = manifest.functions.find((candidate) => candidate.name === name)
  if (!entry) throw new Error(`${name} is not in dist/server/server-functions.json`)
  return entry.id
}

/**
 * Records, from the next page load on, which saved lists the page reads the cats of (saved cats
 * are read by [list, unit] ranges of an index). Returns a reader of the list ids read so far.
 */
export async function watchListReads(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const read: string[] = []
    ;(window as unknown as { __listsRead: string[] }).__listsRead = read
    const getAll = IDBIndex.prototype.getAll
    IDBIndex.prototype.getAll = function (this: IDBIndex, query?: IDBValidKey | IDBKeyRange | null, count?: number) {
      if (query instanceof IDBKeyRange && Array.isArray(query.lower)) read.push(String(query.lower[0]))
      return getAll.call(this, query, count)
    }
  })
  return () => page.evaluate(() => (window as unknown as { __listsRead: string[] }).__listsRead)
}

/**
 * Counts, from now on, React's writes to the attributes of the page's fields (inputs and selects),
 * leaving out the one whose data-testid is `except`: a field rendered again has its attributes set
 * again. Returns a reader of the count.
 */
export async function watchFieldWrites(page: Page, except?: string): Promise<() => Promise<number>> {
  await page.evaluate((exceptTestId) => {
    const counter = { writes: 0 }
    ;(window as unknown as { __fieldWrites: typeof counter }).__fieldWrites = counter
    new MutationObserver((records) => {
      for (const { target } of records) {
        if ((target instanceof HTMLInputElement || target instanceof HTMLSelectElement) && target.dataset.testid !== exceptTestId) counter.writes++
      }
    }).observe(document.body, { subtree: true, attributes: true })
  }, except)
  return () => page.evaluate(() => (window as unknown as { __fieldWrites: { writes: number } }).__fieldWrites.writes)
}

/**
 * Asks for a hashed file (the calculator file, the enemy list) again with another hash in its URL, from
 * the page (server functions answer same-origin calls only), as a page served before the data changed would.
 */
export async function askWithStaleHash(page: Page, url: string): Promise<{ status: number; cacheControl: string | null; body: string }> {
  const hash = /"s":"([0-9a-f]{16})"/.exec(decodeURIComponent(url))?.[1]
  expect(hash, `a 16-digit hash in ${url}`).toBeTruthy()
  return page.evaluate(
    async (stale) => {
      const response = await fetch(stale, { headers: { 'x-tsr-serverFn': 'true' } })
      return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.text() }
    },
    url.replace(hash!, '0123456789abcdef'),
  )
}
