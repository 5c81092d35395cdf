import type { Locator, Page } from '@playwright/test'
import { test, expect, waitForHydration } from './fixtures'

/**
 * Issue 44 point 2 on the counters tables: opening a row's time shows how it was reached, and the
 * steps end on that time (the last step's value is the killing frame; the row shows frames / 30 in seconds).
 */

async function endsOnRowTime(explanation: Locator, rowTime: string) {
  const steps = explanation.getByTestId('kill-step')
  await expect(steps.first()).toContainText('enemy HP', { timeout: 20_000 })
  const last = steps.last()
  await expect(last).toContainText('time to kill')
  const frames = Number(await last.getAttribute('data-value'))
  const seconds = Number(rowTime.replace(/ s$/, ''))
  expect(Number.isFinite(seconds) && frames > 0, `${rowTime} and ${frames} frames`).toBe(true)
  expect(Math.abs(frames / 30 - seconds)).toBeLessThan(0.005 + 1e-9)
}

/** The steps are on the screen, not past its right edge in a table scrolled sideways. */
async function inView(page: Page, explanation: Locator) {
  const box = await explanation.getByRole('region').boundingBox()
  const width = page.viewportSize()!.width
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
}

for (const width of [360, 1440]) {
  test(`the enemy page at ${width} px: a counters row opens to the steps of its time to kill, from the keyboard`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    // Aku Doge at 200%: the shield (9,000) and its return after a knockback are among the steps.
    await page.goto('/enemy/552?magnification=200')
    await waitForHydration(page)
    await expect(page.getByTestId('counter-simplification')).toContainText('knockbacks do not push it out of range')
    const row = page.getByTestId('counter-row').first()
    const rowTime = await row.getByTestId('counter-time').innerText()
    const toggle = row.getByTestId('counter-time-toggle')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const scroller = page.getByTestId('counters-scroller')
    const closedHeight = await scroller.evaluate((element) => element.scrollHeight)
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const explanation = page.getByTestId('counter-explanation')
    // The steps count in the table's height even when their row is scrolled out and no longer drawn.
    const explanationHeight = await explanation.evaluate((element) => element.getBoundingClientRect().height)
    await scroller.evaluate((element) => element.scrollTo(0, 5000))
    await expect(explanation).toHaveCount(0)
    await expect.poll(() => scroller.evaluate((element) => element.scrollHeight)).toBeCloseTo(closedHeight + explanationHeight, 0)
    await scroller.evaluate((element) => element.scrollTo(0, 0))
    // The first row drawn is the opened one again only once the scroll is drawn: focused before, a row
    // near the old offset scrolled the table back down to itself.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await toggle.focus()
    await expect(explanation).toContainText('aku shield: 9,000')
    await expect(explanation).toContainText('knockbacks do not push it out of range')
    await endsOnRowTime(explanation, rowTime)
    await inView(page, explanation)
    await explanation.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath(`enemy-${width}.png`) })
    // A new sort keeps the cat's steps open: sorted by cost it is out of view, and back at the top again after.
    const catName = (await row.locator('th').innerText()).trim()
    await page.getByRole('columnheader', { name: 'Cost' }).getByRole('button').click()
    await expect(page).toHaveURL(/sort=cost/)
    await expect(page.getByTestId('counter-row').first().locator('th')).not.toHaveText(catName)
    await page.getByRole('columnheader', { name: 'Time to kill' }).getByRole('button').click()
    await expect(page).not.toHaveURL(/sort=cost/)
    await expect(explanation).toContainText(`How ${catName}’s`)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // The second row is drawn under the explanation, and Space closes it again.
    await expect(page.getByTestId('counter-row').nth(1)).toBeVisible()
    await page.keyboard.press('Space')
    await expect(explanation).toHaveCount(0)
  })

  test(`a stage page at ${width} px: a ranking row opens to the steps of its boss time`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/stage/ND000/0')
    await waitForHydration(page)
    const counters = page.getByTestId('stage-counters')
    await expect(counters.getByTestId('counter-simplification')).toContainText('the cat does not walk')
    // A row down the ranking, so the rebuilt candidate is not merely the first cat's.
    const row = counters.getByTestId('counter-row').nth(4)
    const rowTime = await row.getByTestId('counter-boss-time').innerText()
    const toggle = row.getByTestId('counter-boss-time-toggle')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const explanation = counters.getByTestId('counter-explanation')
    await endsOnRowTime(explanation, rowTime)
    await inView(page, explanation)
    await explanation.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath(`stage-${width}.png`) })
  })
}

test('a counters row opened and scrolled out before its steps are first drawn still counts them in the table', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/enemy/552?magnification=200')
  await waitForHydration(page)
  const scroller = page.getByTestId('counters-scroller')
  await expect(scroller.getByTestId('counter-row').first()).toBeVisible()
  // All in one task of the page: the click's render draws the steps, and the scroll drops them before any frame lays them out.
  const { closedHeight, explanationHeight } = await scroller.evaluate(async (element) => {
    const closed = element.scrollHeight
    element.querySelector<HTMLElement>('[data-testid="counter-time-toggle"]')!.click()
    await Promise.resolve()
    const explanation = element.querySelector('[data-testid="counter-explanation"]')
    const height = explanation ? explanation.getBoundingClientRect().height : 0
    element.scrollTo(0, 5000)
    return { closedHeight: closed, explanationHeight: height }
  })
  expect(explanationHeight).toBeGreaterThan(0)
  await expect(scroller.getByTestId('counter-explanation')).toHaveCount(0)
  await expect.poll(() => scroller.evaluate((element) => element.scrollHeight)).toBeCloseTo(closedHeight + explanationHeight, 0)
  await scroller.evaluate((element) => element.scrollTo(0, 0))
  await expect(scroller.getByTestId('counter-explanation')).toContainText('aku shield: 9,000')
})
