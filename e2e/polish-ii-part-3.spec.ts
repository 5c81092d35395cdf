import type { Locator, Page } from '@playwright/test'
import { test, expect, waitForHydration } from './fixtures'

/** Issue #50, points 7 and 8: the lineup on a phone, and an import that would replace newer changes. */

const PHONE = { width: 360, height: 800 }
const TEAM_ID = '0b6d2c1e-5a4f-4e3d-9c2b-1a0f9e8d7c6b'
const T0 = 1_700_000_000_000

function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text })
}

async function importBundle(page: Page, bundle: unknown) {
  await page.getByTestId('import-file').setInputFiles({ name: 'cats.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bundle)) })
}

/** What scrolls sideways: the page, or any element of the lineup whose content is wider than its box. */
function sidewaysScrollers(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    const found: string[] = []
    if (root.scrollWidth > root.clientWidth) found.push(`the page (${root.scrollWidth} > ${root.clientWidth})`)
    const lineup = document.querySelector('[data-testid="lineup"]')
    for (const element of [lineup, ...(lineup?.querySelectorAll('*') ?? [])]) {
      if (!(element instanceof HTMLElement)) continue
      if (element.scrollWidth > element.clientWidth && getComputedStyle(element).overflowX !== 'visible') {
        found.push(`${element.tagName.toLowerCase()}.${element.className} (${element.scrollWidth} > ${element.clientWidth})`)
      }
    }
    return found
  })
}

test.describe('8. on a phone the lineup shows true DPS, cooldown and cost without scrolling sideways', () => {
  test.use({ viewport: PHONE })

  // Long names and combo numbers ("without: …") are the widest a row gets: Sister Act (Moneko 16 and
  // Neneko 131) makes the attack and true DPS of both change, and Wargod Yukimura's figures run to five digits.
  const lineup = [16, 131, 12, 71, 0]
  const cat = (id: number, unitId: number, formIndex: number, level: number, plusLevel: number) => ({
    id, listId: TEAM_ID, unitId, formIndex, level, plusLevel, talentLevels: [], addedAt: T0 + id, updatedAt: T0 + id,
  })
  const bundle = {
    version: 1,
    exportedAt: T0,
    lists: [{ id: TEAM_ID, name: 'Team', levelMode: 'your-levels', createdAt: T0, updatedAt: T0, lineup }],
    cats: [cat(1, 16, 0, 10, 0), cat(2, 131, 0, 10, 0), cat(3, 12, 2, 30, 0), cat(4, 71, 1, 50, 70), cat(5, 0, 2, 20, 10)],
  }

  async function expectRowsReadable(page: Page) {
    const rows = page.getByTestId('lineup-row')
    await expect(rows).toHaveCount(5)
    const lineupBox = (await page.getByTestId('lineup').boundingBox())!
    for (const row of await rows.all()) {
      for (const [testId, pattern] of [
        ['lineup-dps', /^[\d,.]+/],
        ['lineup-cooldown', /^[\d.]+ s/],
        ['lineup-cat-cost', /^[\d,]+$/],
      ] as const) {
        const cell = row.getByTestId(testId)
        await expect(cell).toBeVisible()
        await expect(cell).toHaveText(pattern)
        // each figure is in full view, inside the lineup, not cut at its edge
        const box = (await cell.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(lineupBox.x - 0.5)
        expect(box.x + box.width).toBeLessThanOrEqual(lineupBox.x + lineupBox.width + 0.5)
      }
      // each figure carries its name on the card itself
      for (const label of ['True DPS', 'Cooldown', 'Cost']) await expect(row.getByText(label, { exact: true })).toBeVisible()
    }
    // Moneko's battle cost, 99 × 1.5 = 148 (mechanics §2), read at its card
    await expect(rows.filter({ hasText: 'Moneko' }).getByTestId('lineup-cat-cost')).toHaveText('148')
    expect(await sidewaysScrollers(page)).toEqual([])
  }

  test("a list's lineup at 360 px", async ({ page }) => {
    await page.goto('/lists')
    await waitForHydration(page)
    await importBundle(page, bundle)
    await expect(toast(page, 'Imported 1 list and 5 cats')).toBeVisible()
    await page.goto(`/lists/${TEAM_ID}`)
    await waitForHydration(page)
    await expect(page.getByTestId('active-combos')).toContainText('Sister Act')
    await expectRowsReadable(page)
  })

  test('a shared lineup at 360 px', async ({ page }) => {
    await page.goto('/lineup?cats=16.0.10.0_131.0.10.0_12.2.30.0_71.1.50.70_0.2.20.10&name=Team')
    await waitForHydration(page)
    await expect(page.getByTestId('active-combos')).toContainText('Sister Act')
    await expectRowsReadable(page)
  })
})
