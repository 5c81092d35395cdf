import type { Page } from '@playwright/test'
import { test, expect, waitForHydration } from './fixtures'

/** Issue #24: what a demanding player hits in the first ten minutes. */

const FEEDBACK_BANNER = 'Tap here to provide feedback, report bugs, or request features.'
const SUBMIT_FALLBACK = 'Your feedback could not be sent. Please try again.'
const TOAST_KEY = 'battle-cats-codex-next-toast-time'

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

const pageWidth = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scroll, inner } = await pageWidth(page)
  expect(scroll, `${what}: page width ${scroll} px in a ${inner} px viewport`).toBeLessThanOrEqual(inner)
}

/** Removes the lines a deliberate failure logs, so the fixture's console check sees only the rest. */
function dropExpected(consoleErrors: string[], patterns: RegExp[]) {
  const rest = consoleErrors.filter((line) => !patterns.some((pattern) => pattern.test(line)))
  consoleErrors.splice(0, consoleErrors.length, ...rest)
}

test.describe('1. no page is wider than the viewport', () => {
  const ROUTES = ['/', '/units', '/unit/025/2', '/lists', '/lists/my-cats', '/no-such-page']
  for (const width of [320, 360, 390, 1440]) {
    test(`at ${width} px, every route with both dialogs closed and open`, async ({ page }) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width, height: width < 800 ? 780 : 900 })
      for (const route of ROUTES) {
        await open(page, route)
        await expectNoSidewaysScroll(page, `${route} at ${width}`)

        await page.keyboard.press('Control+k')
        const search = page.getByRole('dialog')
        await expect(search.getByRole('combobox')).toBeFocused()
        await expectNoSidewaysScroll(page, `${route} at ${width} with the search dialog`)
        const box = await search.boundingBox()
        expect(box && box.x >= 0 && box.x + box.width <= width + 0.5, `search dialog inside the viewport on ${route}`).toBe(true)
        await page.keyboard.press('Escape')
        await expect(search).toBeHidden()

        await page.getByRole('button', { name: FEEDBACK_BANNER }).click()
        const feedback = page.getByRole('dialog', { name: 'Share Your Feedback' })
        await expect(feedback).toBeVisible()
        await expectNoSidewaysScroll(page, `${route} at ${width} with the feedback dialog`)
        await page.keyboard.press('Escape')
        await expect(feedback).toBeHidden()
      }
    })
  }
})

test('1. the top bar fits every screen width from 320 to 1440 px', async ({ page }) => {
  // Its links, title and search button change at each breakpoint: a width between two (a tablet at
  // 640–700 or 768–780 px) once pushed the bar past the screen's edge, where the fixed widths above pass.
  test.setTimeout(90_000)
  await open(page, '/lists')
  const overflowing: string[] = []
  for (let width = 320; width <= 1440; width += 2) {
    await page.setViewportSize({ width, height: 800 })
    const over = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.querySelector('header')!.scrollWidth) - window.innerWidth)
    if (over > 0) overflowing.push(`${width} px: ${over} px too wide`)
  }
  expect(overflowing).toEqual([])
})

test('6. the list name field takes no more characters than a name may have', async ({ page }) => {
  await open(page, '/lists')
  const field = page.getByRole('textbox', { name: 'New list' })
  await field.fill('')
  await field.pressSequentially('x'.repeat(58))
  await expect(field).toHaveValue('x'.repeat(50))
  await page.getByRole('button', { name: 'Create list' }).click()
  await expect(page.getByRole('link', { name: new RegExp(`^${'x'.repeat(50)}`) })).toBeVisible()
})

test('9. a tiny true DPS is shown with its digits, not as 0', async ({ page }) => {
  // Tank Cat against metal: 0.45 true DPS at its max level.
  await open(page, '/unit/001/0?target=metal')
  const value = page.getByTestId('stat-true-dps')
  await expect(value).toContainText('0.45')
  await expect(value).not.toHaveText(/^\s*True DPS\s*0\b(?!\.)/)
})

test('10. relic and aku abilities do not promise treasure bonuses', async ({ page }) => {
  // Cossack Cat: massive damage against relic only.
  await open(page, '/unit/528/0')
  const massive = page.getByText(/^Deals ×3 damage to Relic enemies/)
  await expect(massive).toBeVisible()
  await expect(massive).not.toContainText('maxed treasures')
  // Ultimate Catman: alien and relic; treasures raise only the alien part.
  await open(page, '/unit/196/2')
  await expect(page.getByText(/^Deals ×3 damage to Alien and Relic enemies \(×4 against Alien enemies with maxed treasures\)$/)).toBeVisible()
})

test('11. no "area attacks 0" row without area attacks; Attack Buff has its icon', async ({ page }) => {
  // Beefcake Cat: no wave, surge or explosion, and an Attack Buff talent.
  await open(page, '/unit/009/2')
  const explanation = page.getByText('How every number is made').locator('xpath=ancestor::*[self::section or self::details][1]')
  await expect(explanation).toContainText('true DPS')
  await expect(explanation).not.toContainText('area attacks')
  const icon = page
    .locator('label', { hasText: /^Attack Buff$/ })
    .locator('xpath=ancestor::*[.//img][1]')
    .locator('img[src*="/game/ability/"]')
  await icon.scrollIntoViewIfNeeded()
  await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  // A form with a wave keeps the row.
  await open(page, '/unit/025/2')
  await expect(page.getByText('How every number is made').locator('xpath=ancestor::*[self::section or self::details][1]')).toContainText('area attacks')
})

test('12. /unit/25/2 is rewritten to /unit/025/2, keeping the settings', async ({ page }) => {
  await open(page, '/unit/25/02?level=30')
  await expect(page).toHaveURL(/\/unit\/025\/2\?level=30$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/unit\/025\/2$/)
  const response = await page.request.get('/unit/0025/2', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toMatch(/\/unit\/025\/2$/)
})

async function failSubmission(page: Page, answer: { status: number; contentType: string; body: string }) {
  await open(page, '/')
  await page.route('**/_serverFn/**', async (route) => {
    if (route.request().method() === 'POST') await route.fulfill(answer)
    else await route.continue()
  })
  await page.getByRole('button', { name: FEEDBACK_BANNER }).click()
  const dialog = page.getByRole('dialog', { name: 'Share Your Feedback' })
  await dialog.getByRole('radio', { name: '4 stars, Great' }).check()
  await dialog.getByRole('textbox', { name: /Your feedback/ }).fill('Kept after a failure')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  return dialog
}

test('14. a failed survey answer with a JSON body is a failure: the form stays, the toast is not switched off', async ({ page, consoleErrors }) => {
  const dialog = await failSubmission(page, { status: 502, contentType: 'application/json', body: '{"result":{"ok":true}}' })
  await expect(dialog.getByRole('alert')).toHaveText(SUBMIT_FALLBACK)
  await expect(dialog.getByText(/Thank you for your feedback/)).toHaveCount(0)
  await expect(dialog.getByRole('textbox', { name: /Your feedback/ })).toHaveValue('Kept after a failure')
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled()
  expect(await page.evaluate((key) => localStorage.getItem(key), TOAST_KEY)).toBeNull()
  await expect.poll(() => consoleErrors.some((line) => /^Feedback submission failed:/.test(line))).toBe(true)
  dropExpected(consoleErrors, [/status of 502/, /^Feedback submission failed:/])
})

test("15. a failed survey shows a sentence, not the server's error page, and logs the details", async ({ page, consoleErrors }) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  const html = '<html><body><h1>502 Bad Gateway</h1></body></html>'
  const dialog = await failSubmission(page, { status: 502, contentType: 'text/html', body: html })
  await expect(dialog.getByRole('alert')).toHaveText(SUBMIT_FALLBACK)
  await expect(dialog).not.toContainText('Bad Gateway')
  await expect.poll(() => logged.some((line) => line.includes('Feedback submission failed:') && line.includes('502'))).toBe(true)
  dropExpected(consoleErrors, [/status of 502/, /^Feedback submission failed:/])
})

test("16. a bundle of exactly the spec's shape, { cats, lists }, is imported", async ({ page }) => {
  await open(page, '/lists')
  const bundle = {
    cats: [{ id: 1, listId: 'my-cats', unitId: 25, formIndex: 2, level: 30, plusLevel: 0, talentLevels: [], addedAt: 1, updatedAt: 1 }],
    lists: [{ id: 'my-cats', name: 'My Cats', levelMode: 'your-levels', createdAt: 1, updatedAt: 1 }],
  }
  await page.getByTestId('import-file').setInputFiles({ name: 'spec.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bundle)) })
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Imported 1 list and 1 cat' })).toBeVisible()
})

/** True when the element shows all of its text: nothing cut off to the side or below. */
const showsAllText = (element: HTMLElement) => element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1

test.describe('2. every compare column fits a desktop; names are readable on a phone', () => {
  for (const width of [1280, 1440]) {
    test(`at ${width} px the table needs no sideways scroll: Abilities and the save buttons are on screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await open(page, '/units')
      const scroller = page.getByTestId('compare-scroller')
      const { scroll, client } = await scroller.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }))
      expect(scroll, `table ${scroll} px in a ${client} px card`).toBeLessThanOrEqual(client)
      const firstRow = page.getByTestId('compare-row').first()
      for (const control of [
        page.getByRole('columnheader', { name: 'Abilities' }),
        firstRow.getByRole('button', { name: 'Add to My Cats' }),
        firstRow.getByRole('button', { name: 'Choose a list' }),
      ]) {
        const box = await control.boundingBox()
        expect(box && box.x >= 0 && box.x + box.width <= width, 'inside the viewport').toBe(true)
      }
    })
  }

  test('at 360 px the three Miyamoto forms show their whole names', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    await open(page, '/units?q=miyamoto&sort=name')
    const names = page.getByTestId('unit-name')
    await expect(names).toHaveText(['Immortal Miyamoto', 'Musashi Miyamoto', 'Wargod Miyamoto'])
    for (const name of await names.all()) expect(await name.evaluate(showsAllText), (await name.textContent()) ?? '').toBe(true)
  })
})

test('2. the home page top 10 shows whole names at 320 and 360 px', async ({ page }) => {
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 780 })
    await open(page, '/')
    const names = page.getByTestId('top-units').getByRole('link')
    await expect(names).toHaveCount(10)
    for (const link of await names.all()) {
      // The name is the link's first line of text; it must not be cut ("Gre…").
      const whole = await link.evaluate((element) =>
        [...element.querySelectorAll<HTMLElement>('span')].every(
          (span) => getComputedStyle(span).textOverflow !== 'ellipsis' || span.scrollWidth <= span.clientWidth,
        ),
      )
      expect(whole, `${await link.textContent()} at ${width} px`).toBe(true)
    }
  }
})

test('4. the unit page and compare rows show where a form is saved; the duplicate toast names the list', async ({ page, consoleErrors }) => {
  await open(page, '/unit/025/2')
  await expect(page.getByTestId('saved-state')).toHaveCount(0)
  await page.getByRole('button', { name: 'Add to My Cats' }).click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Added Awakened Bahamut Cat to My Cats' })).toBeVisible()
  await expect(page.getByTestId('saved-state')).toHaveText('Saved in My Cats')
  // The button itself says so too, as the compare table's does.
  await expect(page.getByRole('button', { name: 'In My Cats', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to My Cats' })).toHaveCount(0)

  // Another form of the same cat: the list holds one form per cat, and says which.
  await open(page, '/unit/025/0')
  await expect(page.getByTestId('saved-state')).toHaveText('My Cats has its True form')
  await page.getByRole('button', { name: 'In My Cats', exact: true }).click()
  const refused = page.locator('[data-sonner-toast]').filter({ hasText: 'This unit is already in your list' })
  await expect(refused).toContainText('Awakened Bahamut Cat is already in My Cats.')
  dropExpected(consoleErrors, [/This unit is already in your list/])

  await open(page, '/units?q=bahamut%20cat&sort=name')
  const rows = page.getByTestId('compare-row')
  await expect(rows.filter({ hasText: 'Awakened Bahamut Cat' }).getByRole('button', { name: 'Add to My Cats (saved in My Cats)' })).toBeVisible()
  await expect(rows.filter({ hasText: /^Bahamut Cat/ }).getByRole('button', { name: 'Add to My Cats', exact: true })).toBeVisible()
  // The list menu marks the list that holds the cat.
  await rows.filter({ hasText: 'Awakened Bahamut Cat' }).getByRole('button', { name: 'Choose a list' }).click()
  await expect(page.getByRole('menuitem', { name: /My Cats/ }).getByLabel('holds this cat')).toBeVisible()
})

test.describe('3. on a desktop the unit settings stay at hand', () => {
  for (const width of [1280, 1440]) {
    test(`at ${width} px level, talents and target are on screen beside the range graph and the breakdown`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await open(page, '/unit/025/2')
      const settings = page.getByRole('region', { name: 'Settings' })
      const controls = [settings.getByTestId('level-input'), settings.getByText('All max', { exact: true }), settings.getByRole('combobox').first()]
      for (const section of ['True DPS by distance', 'How every number is made']) {
        const heading = page.getByRole('heading', { name: section })
        await heading.scrollIntoViewIfNeeded()
        await page.evaluate(() => window.scrollBy(0, 200))
        await expect(heading).toBeInViewport()
        for (const control of controls) await expect(control, `${section}: settings control`).toBeInViewport()
      }
    })
  }
})

const RANKED = '2b8d5d1e-4f0a-4c55-9b7e-0c6f1d2a3b4c'

/** Imports a bundle through the lists page: the lists and cats a test starts from. */
async function importLists(page: Page, bundle: { lists: object[]; cats: object[] }) {
  await open(page, '/lists')
  await page.getByTestId('import-file').setInputFiles({ name: 'lists.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bundle)) })
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: /^Imported/ })).toBeVisible()
}

const savedCat = (id: number, listId: string, unitId: number, formIndex: number, level: number, plusLevel = 0) => ({
  id,
  listId,
  unitId,
  formIndex,
  level,
  plusLevel,
  talentLevels: [],
  addedAt: id,
  updatedAt: id,
})

test('13. the compare level menu offers your levels from a list, kept in the URL', async ({ page }) => {
  await importLists(page, {
    lists: [{ id: RANKED, name: 'Ranked', levelMode: 'your-levels', createdAt: 1, updatedAt: 1 }],
    cats: [savedCat(1, RANKED, 0, 0, 10), savedCat(2, RANKED, 25, 0, 30)],
  })
  // A shared URL opens the list at its levels.
  await open(page, `/units?sort=name&levelList=${RANKED}`)
  const level = page.getByTestId('level-setting')
  await expect(level).toHaveValue(`list:${RANKED}`)
  const rows = page.getByTestId('compare-row')
  // golden/cases.json: "Bahamut Cat at level 30" hp 25500, hits [85000]; "Cat at level 10" hp 700, hits [55].
  await expect(page.getByTestId('unit-name')).toHaveText(['Bahamut Cat', 'Cat'])
  await expect(rows.nth(0).locator('td').nth(2)).toHaveText('85,000')
  await expect(rows.nth(0).locator('td').nth(3)).toHaveText('25,500')
  await expect(rows.nth(1).locator('td').nth(2)).toHaveText('55')
  await expect(rows.nth(1).locator('td').nth(3)).toHaveText('700')

  // Another level choice leaves the list; the menu brings it back into the URL.
  await level.selectOption('max')
  await expect(page).not.toHaveURL(/levelList=/)
  // every listed form again (the count grows with each game update)
  await expect(page.getByTestId('shown-count')).toHaveText(/of 1,\d{3} units/)
  await level.selectOption({ label: 'Your levels: Ranked (2)' })
  await expect(page).toHaveURL(new RegExp(`levelList=${RANKED}`))
  await expect(page.getByTestId('unit-name')).toHaveText(['Bahamut Cat', 'Cat'])

  // A row opens its unit page at the saved cat's level, as the row counted it (the unit page has no list setting).
  await page.getByTestId('unit-name').first().click()
  await expect(page).toHaveURL(/\/unit\/025\/0\?level=30(&plusLevel=0)?$/)
  await expect(page.getByTestId('stat-hp')).toHaveText('25,500')
  // So does the list's own page.
  await open(page, `/lists/${RANKED}`)
  await page.getByRole('link', { name: 'Bahamut Cat' }).click()
  await expect(page).toHaveURL(/\/unit\/025\/0\?level=30(&plusLevel=0)?$/)
  await expect(page.getByTestId('stat-hp')).toHaveText('25,500')
})

test('5. a cat is added from the list page by searching in place, then moved to another list', async ({ page }) => {
  await importLists(page, { lists: [{ id: RANKED, name: 'Ranked', levelMode: 'your-levels', createdAt: 1, updatedAt: 1 }], cats: [] })
  await open(page, `/lists/${RANKED}`)
  await page.getByRole('searchbox', { name: 'Add a cat to this list' }).fill('bahamut')
  await page.getByRole('button', { name: 'Add Bahamut Cat (Normal form)' }).click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Added Bahamut Cat to Ranked' })).toBeVisible()
  const saved = page.getByTestId('saved-cat')
  await expect(saved.getByTestId('cat-name')).toHaveText(['Bahamut Cat'])

  await page.getByRole('button', { name: 'Move Bahamut Cat to another list' }).click()
  await page
    .getByRole('menu', { name: 'Move to list' })
    .getByRole('menuitem', { name: /My Cats/ })
    .click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Moved Bahamut Cat to My Cats' })).toBeVisible()
  // Moved, not copied: this list is empty again (the store's move is tested in saved-cats.test.ts).
  await expect(page.getByTestId('empty-list')).toBeVisible()
})

test('8. a list changed in one tab updates in another open tab', async ({ page, context }) => {
  await open(page, '/lists/my-cats')
  await expect(page.getByTestId('empty-list')).toBeVisible()
  const other = await context.newPage()
  await open(other, '/unit/025/2')
  await other.getByRole('button', { name: 'Add to My Cats' }).click()
  await expect(other.locator('[data-sonner-toast]').filter({ hasText: 'Added Awakened Bahamut Cat to My Cats' })).toBeVisible()
  // The first tab was not reloaded or touched.
  await expect(page.getByTestId('saved-cat')).toHaveCount(1)
  await expect(page.getByTestId('list-summary')).toHaveText('1 cat · saved in this browser')
  await other.close()
})
