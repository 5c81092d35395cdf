import type { Page } from '@playwright/test'
import { test, expect, waitForHydration } from './fixtures'

// Issue 17 as a player meets it: spirits, strengthen marks, the home top 10, names.

const dps = async (page: Page) => Number((await page.getByTestId('true-dps').first().innerText()).replaceAll(',', ''))

test("an old spirit link leads to its summoner, whose page shows the spirit's one attack", async ({ page }) => {
  // unit729.csv (Master of Mind Soractes, cat 728) conjures cat 729, once listed as "730_1"
  await page.goto('/unit/729/0')
  await expect(page).toHaveURL(/\/unit\/728\/0$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Master of Mind Soractes')
  const spirit = page.getByRole('region', { name: 'Conjured spirit' })
  await expect(spirit).toContainText('Spirit: Weakens enemies.')
  await expect(spirit.getByTestId('spirit-cost')).toHaveText('Free')
  expect(Number((await spirit.getByTestId('spirit-damage').innerText()).replaceAll(',', ''))).toBeGreaterThan(0)
})

test('a summoner against a game enemy (a counter or stage link) renders, its spirit counted against that enemy too', async ({ page }) => {
  // Daybreaker Izanagi (731/1) conjures a spirit; enemy 630 is Metafilibuster. The spirit's
  // calculation did not know the enemy: the server's render and the page both failed.
  const response = await page.goto('/unit/731/1?target=enemy-630&strengthen=false')
  expect(response?.status()).toBe(200)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Against Metafilibuster' })).toBeVisible()
  const spirit = page.getByRole('region', { name: 'Conjured spirit' })
  await expect(spirit.getByText('expected vs Metafilibuster')).toBeVisible()
})

test('spirits and the dummy cat are not listed; the two Cat Bros are told apart', async ({ page }) => {
  await page.goto('/units?q=730_1')
  await waitForHydration(page)
  await expect(page.getByText('No units match these filters.')).toBeVisible()
  await page.goto('/units?q=Cat%20Bros')
  await waitForHydration(page)
  // cats 108 and 501 and their later forms (found by their first form's name)
  await expect(page.getByTestId('unit-name')).toHaveCount(4)
  const shown = await page.getByTestId('unit-name').allInnerTexts()
  expect(shown).toEqual(expect.arrayContaining(['Cat Bros (Rare)', 'Cat Bros (Special)']))
  expect(shown).not.toContain('Cat Bros')
})

test('a row that counts strengthen says so, and one click leaves it out', async ({ page }) => {
  // Ritual Cat (cat 70, true form): strengthen at 50% HP or below
  await page.goto('/units?q=Ritual%20Cat')
  await waitForHydration(page)
  const mark = page.getByRole('button', { name: /Counts strengthen, which works only at 50% HP or below/ })
  await expect(mark).toBeVisible()
  const withStrengthen = await dps(page)
  await mark.click()
  await expect(page).toHaveURL(/strengthen=false/)
  await expect.poll(() => dps(page)).toBeLessThan(withStrengthen)
  await expect(mark).toHaveCount(0)
  // The mark went with the click: the focus stays in the table, not on the page.
  await expect(page.getByTestId('compare-scroller')).toBeFocused()
})

test('the unit page offers strengthen only to a form that has it', async ({ page }) => {
  // Ritual Cat's true form (cat 70, form 2) strengthens at 50% HP; Cat (cat 0) has no strengthen.
  await page.goto('/unit/070/2')
  await waitForHydration(page)
  const box = page.getByRole('checkbox', { name: /Count strengthen as active/ })
  await expect(box).toBeEnabled()
  await page.goto('/unit/000/0')
  await waitForHydration(page)
  await expect(box).toBeDisabled()
  await expect(page.getByText('This form has no strengthen.')).toBeVisible()
})

test('the home top 10 has one entry per cat and can leave strengthen out', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const links = page.getByTestId('top-units').getByRole('link')
  await expect(links).toHaveCount(10)
  const cats = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')?.split('/')[2]))
  expect(new Set(cats).size).toBe(10)
  const marks = page.getByTestId('top-strengthen-mark')
  await page.getByTestId('top-strengthen').uncheck()
  await expect(marks).toHaveCount(0)
})

test('search finds "＆" typed as "&" and "α" typed as "alpha"', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.keyboard.press('Control+k')
  const dialog = page.getByRole('dialog', { name: 'Search units' })
  const input = dialog.getByRole('combobox', { name: 'Search for any cat' })
  await input.fill('takuya & yuki')
  await expect(dialog.getByRole('option').first()).toContainText('Takuya ＆ Yuki')
  await input.fill('windy, type alpha')
  await expect(dialog.getByRole('option').first()).toContainText('Windy, type α')
})

test('below level 60 the ultra talents are left out, and the page says so', async ({ page }) => {
  // Akuma Hayabusa (cat 261) has ultra talents (Strong Against, Attack Frequency Up, Immune to Surge); BCU PCoin: ultra talents need level 60
  await page.goto('/unit/261/2')
  await waitForHydration(page)
  await expect(page.getByTestId('ultra-locked')).toHaveCount(0)
  const atMax = await page.getByTestId('stat-true-dps').innerText()
  // level 30 + 0 plus levels = 30
  await page.goto('/unit/261/2?level=30&plusLevel=0')
  await waitForHydration(page)
  await expect(page.getByTestId('ultra-locked')).toContainText('Ultra talents work from level 60; at level 30 the numbers leave them out.')
  await expect(page.getByRole('region', { name: 'Talents' }).getByLabel('Attack Frequency Up')).toBeDisabled()
  expect(await page.getByTestId('stat-true-dps').innerText()).not.toBe(atMax)
})
