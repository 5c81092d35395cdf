import type { Page } from '@playwright/test'
import { test, expect, waitForHydration } from './fixtures'

// Issue 43: the update layers in ../shared/game-data-updates (README.md there) on the English
// 15.0.1 dump. Cat 873 "Metal Maiden Koneko" exists only in the 15.6.0 data set
// (updatedbcdata-15.6.0/cats-excerpt.json; names/names-en.tsv), with no level tables and no icon.

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

for (const width of [360, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
    })

    test("a new cat's page says where its numbers come from and what the files lack, with a clean icon", async ({ page }) => {
      const response = await page.goto('/unit/873/0')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Metal Maiden Koneko')
      const notes = page.getByTestId('unit-data-notes')
      await expect(notes).toContainText('Numbers from: 15.6.0 data set (UpdatedBCData)')
      await expect(notes).toContainText('Not in the game files we hold yet: level curve, max level and XP costs (copied from cat')
      // No icon in any layer (README §5): the placeholder, never a broken image.
      await waitForHydration(page)
      const icon = page.locator('header img').first()
      await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
      // its own address answers the picture (the importer wrote the placeholder there): nothing had to be swapped
      await expect(icon).toHaveAttribute('src', /\/873_0\.webp$/)
      expect((await page.request.get(`/game/unit_icon/128/873_0.webp`)).status()).toBe(200)
      expect(await noSidewaysScroll(page)).toBe(0)
    })

    test('a temporary name says so, and a cat of the English files says that too', async ({ page }) => {
      // names-en.tsv: 471's true form has BCU's "bot" name only
      await page.goto('/unit/471/2')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Black Heracrist')
      await expect(page.getByTestId('temporary-name')).toBeVisible()
      await page.goto('/unit/025/0')
      await expect(page.getByTestId('unit-data-notes')).toContainText('Numbers from: English files 15.0.1')
      await expect(page.getByTestId('temporary-name')).toHaveCount(0)
    })

    test('/changes shows the 15.6 update with its new cats and the buff of 719', async ({ page }) => {
      await page.goto('/changes')
      const update = page.locator('#v15-6-0')
      await expect(update.getByRole('heading', { level: 2 })).toHaveText('Version 15.6.0')
      // README §3: 873 and 874 new; 196, 427 and 733 gain a form; 719's true form HP 5500 → 6050
      await expect(update).toContainText('since 15.5.1 · 2 new cats, 3 new forms')
      await expect(update.getByRole('link', { name: 'Metal Maiden Koneko', exact: true })).toHaveAttribute('href', '/unit/873/0')
      await expect(update.getByTestId('changed-cat-719')).toContainText(/5,?500 → 6,?050/)
      expect(await noSidewaysScroll(page)).toBe(0)
    })
  })
}

test('the compare page marks new cats and filters by the version they came in, kept in the URL', async ({ page }) => {
  await page.goto('/units')
  await waitForHydration(page)
  await page.getByLabel('New since').selectOption('15.6.0')
  await expect(page).toHaveURL(/since=15\.6\.0/)
  await expect(page.getByTestId('unit-name').filter({ hasText: 'Metal Maiden Koneko' }).first()).toBeVisible()
  for (const name of await page.getByTestId('unit-name').allInnerTexts()) expect(name).toMatch(/^NEW/i)
  await page.getByLabel('New since').selectOption('')
  await expect(page).not.toHaveURL(/since=/)
})

test('the home page lists the newest cats, and Ctrl+K finds them', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  // each new cat by its newest form: 873 is Sonic Siren Koneko when evolved (names-en.tsv)
  await expect(page.getByTestId('new-units')).toContainText('Sonic Siren Koneko')
  await page.keyboard.press('Control+k')
  const dialog = page.getByRole('dialog', { name: 'Search units' })
  await dialog.getByRole('combobox', { name: 'Search for any cat' }).fill('koneko')
  await expect(dialog.getByRole('option').filter({ hasText: 'Metal Maiden Koneko' }).first()).toBeVisible()
})
