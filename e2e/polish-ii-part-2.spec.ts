import type { Page } from '@playwright/test'
import { serverFunctionId, test, expect, waitForHydration } from './fixtures'

/** Issue #50, points 11, 15, 3 and 19: words that agree, the sort a player expects, search offline. */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }
const T0 = 1_700_000_000_000

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

/** A saved list of these cats (form 0, all at one level), imported through the lists page as an export file of the app. */
async function importList(page: Page, listId: string, unitIds: number[], level: number) {
  const cats = unitIds.map((unitId, i) => ({
    id: i + 1,
    listId,
    unitId,
    formIndex: 0,
    level,
    plusLevel: 0,
    talentLevels: [],
    addedAt: T0 + i,
    updatedAt: T0 + i,
  }))
  const bundle = { version: 1, exportedAt: T0, lists: [{ id: listId, name: 'Polish', levelMode: 'your-levels', createdAt: T0, updatedAt: T0 }], cats }
  await page.goto('/lists')
  await waitForHydration(page)
  await page.getByTestId('import-file').setInputFiles({ name: 'lists.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bundle)) })
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: `Imported 1 list and ${unitIds.length} cat` })).toBeVisible()
}

test.describe('11. one wording for "kills it, but slowly"', () => {
  test.use({ viewport: DESKTOP })

  // Moon (EoC1 stage 48): The Face, 99,999 HP at 100%. Cat at level 30 deals 109.46 DPS (golden
  // cases), 65,676 damage in 10 minutes: it hurts The Face, but does not kill it in the fight.
  test('the stage ranking says "> 10 min", never "cannot", and the unit page says the same', async ({ page }) => {
    const listId = '7b1c9b1a-5d2f-4a6b-8c7d-1f2e3d4c5b01'
    await importList(page, listId, [0], 30)
    await page.goto(`/stage/EoC1/47?list=${listId}`)
    await waitForHydration(page)
    await expect(page.locator(`[data-shown="EoC1/47/${listId}"]`)).toBeVisible()
    const row = page.getByTestId('counter-row')
    await expect(row).toHaveCount(1)
    await expect(row.getByTestId('counter-boss-time')).toHaveText('> 10 min')
    await expect(row.locator('td').nth(2)).toHaveText('> 10 min')
    await expect(page.getByTestId('counter-table')).not.toContainText('cannot')

    await row.getByRole('link', { name: 'Cat' }).click()
    await waitForHydration(page)
    await expect(page.getByTestId('time-to-kill')).toHaveText('> 10 min')
  })

  // Maldives (EoC1 stage 10): the red boss Pigge with traitless Those Guys, Snache and Doge. Bunny &
  // Canard attacks only red and black enemies: it kills Pigge and cannot hurt the others.
  test('the suggested lineup never lists a cat for a trait its sentence calls uncovered', async ({ page }) => {
    const listId = '7b1c9b1a-5d2f-4a6b-8c7d-1f2e3d4c5b02'
    await importList(page, listId, [331, 0], 30)
    await page.goto(`/stage/EoC1/9?list=${listId}`)
    await waitForHydration(page)
    await expect(page.locator(`[data-shown="EoC1/9/${listId}"]`)).toBeVisible()
    const lineup = page.getByTestId('counter-lineup').getByRole('listitem')
    await expect(lineup.filter({ hasText: 'Bunny & Canard' })).toContainText('(red)')
    await expect(page.getByTestId('stage-counters')).not.toContainText(/No cat here that targets these[^.]*: Red/i)
    const bunny = page.getByTestId('counter-row').filter({ hasText: 'Bunny & Canard' })
    await expect(bunny.locator('td').nth(2)).toHaveText('No damage')
  })
})

for (const [width, viewport] of [
  ['390', PHONE],
  ['1440', DESKTOP],
] as const) {
  test.describe(`15. the first click on the column a fresh page is sorted by keeps it best-first, at ${width} px`, () => {
    test.use({ viewport })

    test('True DPS on /units: strongest first, then a second click flips it', async ({ page }) => {
      await open(page, '/units')
      const header = page.getByRole('columnheader', { name: /^True DPS/ })
      await expect(header).toHaveAttribute('aria-sort', 'descending')
      const firstUnit = async () => page.getByTestId('compare-row').first().getByTestId('unit-name').innerText()
      const strongest = await firstUnit()
      await header.getByRole('button').click()
      await expect(page).toHaveURL(/sort=trueDps/)
      await expect(header).toHaveAttribute('aria-sort', 'descending')
      expect(await firstUnit()).toBe(strongest)
      await header.getByRole('button').click()
      await expect(header).toHaveAttribute('aria-sort', 'ascending')
      await expect.poll(firstUnit).not.toBe(strongest)
      await header.getByRole('button').click()
      await expect(header).toHaveAttribute('aria-sort', 'descending')
    })

    test('Time to kill on an enemy page: fastest first, then a second click flips it', async ({ page }) => {
      await open(page, '/enemy/549')
      await expect(page.getByTestId('counter-row').first()).toBeVisible()
      const header = page.getByRole('columnheader', { name: /^Time to kill/ })
      await expect(header).toHaveAttribute('aria-sort', 'descending')
      await header.getByRole('button').click()
      await expect(page).toHaveURL(/dir=desc/)
      await expect(header).toHaveAttribute('aria-sort', 'descending')
      await header.getByRole('button').click()
      await expect(header).toHaveAttribute('aria-sort', 'ascending')
    })

    test('Enemy on /enemies: A to Z, then a second click flips it', async ({ page }) => {
      await open(page, '/enemies')
      const header = page.getByRole('columnheader', { name: /^Enemy/ })
      await expect(header).toHaveAttribute('aria-sort', 'ascending')
      await header.getByRole('button').click()
      await expect(page).toHaveURL(/dir=asc/)
      await expect(header).toHaveAttribute('aria-sort', 'ascending')
      await header.getByRole('button').click()
      await expect(header).toHaveAttribute('aria-sort', 'descending')
    })
  })
}

for (const [width, viewport] of [
  ['390', PHONE],
  ['1440', DESKTOP],
] as const) {
  test.describe(`3. offline, Ctrl+K searches the cats the compare page shows, at ${width} px`, () => {
    test.use({ viewport })

    test('the dialog finds Bahamut Cat from the compare page\'s list, not "not saved on this device"', async ({ page, context, consoleErrors }) => {
      // The search's own name list never comes: only the compare page's cats can answer.
      await page.route(`**/_serverFn/${serverFunctionId('getUnitsMetadata')}*`, (route) => route.abort())
      await open(page, '/units')
      await expect(page.getByTestId('compare-row').first()).toBeVisible()
      await context.setOffline(true)

      await page.keyboard.press('Control+k')
      const dialog = page.getByRole('dialog', { name: 'Search units' })
      const input = dialog.getByRole('combobox', { name: 'Search for any cat' })
      await expect(input).toBeFocused()
      await input.fill('bahamut')
      await expect(dialog.getByRole('option').first()).toContainText('Bahamut Cat')
      await expect(dialog).not.toContainText('not saved on this device')
      await input.press('Enter')
      await expect(page).toHaveURL(/\/unit\/025\/0/)
      // Offline, the results' icons and the unit page's data do not load (no service worker here); nothing else may fail.
      const offlineLoads = /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)|Failed to fetch/
      const rest = consoleErrors.filter((line) => !offlineLoads.test(line))
      consoleErrors.splice(0, consoleErrors.length, ...rest)
    })
  })
}
