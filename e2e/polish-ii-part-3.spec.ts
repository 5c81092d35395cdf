import AxeBuilder from '@axe-core/playwright'
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
    id,
    listId: TEAM_ID,
    unitId,
    formIndex,
    level,
    plusLevel,
    talentLevels: [],
    addedAt: T0 + id,
    updatedAt: T0 + id,
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

type Stored = { lists: unknown[]; cats: unknown[] }

/** Every list and saved cat as the browser database holds them, as they are. */
function storedRecords(page: Page): Promise<Stored> {
  return page.evaluate(
    () =>
      new Promise<Stored>((resolve, reject) => {
        const request = indexedDB.open('battle-cats-codex')
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const db = request.result
          const tx = db.transaction(['catLists', 'savedCats'])
          const lists = tx.objectStore('catLists').getAll()
          const cats = tx.objectStore('savedCats').getAll()
          tx.oncomplete = () => {
            resolve({ lists: lists.result, cats: cats.result })
            db.close()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
  )
}

function levelsOf(stored: Stored): Record<number, string> {
  return Object.fromEntries((stored.cats as { unitId: number; level: number; plusLevel: number }[]).map((cat) => [cat.unitId, `${cat.level}+${cat.plusLevel}`]))
}

test.describe('7. an import that would replace newer changes asks first, and can be undone once', () => {
  // A backup saved at T0: Team with Moneko (16) at 30+0 and Neneko (131) at 20+0.
  const cat = (id: number, unitId: number, level: number) => ({
    id,
    listId: TEAM_ID,
    unitId,
    formIndex: 0,
    level,
    plusLevel: 0,
    talentLevels: [],
    addedAt: T0,
    updatedAt: T0,
  })
  const backup = {
    version: 1,
    exportedAt: T0,
    lists: [{ id: TEAM_ID, name: 'Team', levelMode: 'your-levels', createdAt: T0, updatedAt: T0 }],
    cats: [cat(1, 16, 30), cat(2, 131, 20)],
  }
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Replace newer changes?' })

  /** The backup imported, then Moneko (no plus levels) raised to 40 on this device: newer than the backup's copy. */
  async function editAfterBackup(page: Page) {
    await page.goto('/lists')
    await waitForHydration(page)
    await importBundle(page, backup)
    await expect(toast(page, 'Imported 1 list and 2 cats')).toBeVisible()
    await page.goto(`/lists/${TEAM_ID}`)
    await waitForHydration(page)
    const moneko = page.getByTestId('saved-cat').filter({ hasText: 'Moneko' })
    await moneko.getByLabel('Level', { exact: true }).selectOption('40')
    await expect.poll(async () => levelsOf(await storedRecords(page))).toEqual({ 16: '40+0', 131: '20+0' })
    await page.goto('/lists')
    await waitForHydration(page)
  }

  test('the older backup names the list and the cat it would change; Cancel changes nothing; Replace writes; Undo puts it back', async ({ page }) => {
    await editAfterBackup(page)
    const before = await storedRecords(page)

    await importBundle(page, backup)
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page).getByTestId('import-confirm-list')).toHaveCount(1)
    await expect(dialog(page).getByRole('heading', { name: 'Team' })).toBeVisible()
    await expect(dialog(page).getByTestId('import-confirm-cat')).toHaveText(['Moneko: level 40+0 → 30+0'])
    await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeFocused()
    const axe = await new AxeBuilder({ page }).include('[data-testid="import-confirm"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([])
    await dialog(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(toast(page, 'Import cancelled: nothing was changed')).toBeVisible()
    expect(await storedRecords(page)).toEqual(before)

    // Escape is a Cancel too
    await importBundle(page, backup)
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    expect(await storedRecords(page)).toEqual(before)

    await importBundle(page, backup)
    await dialog(page).getByRole('button', { name: 'Replace' }).click()
    await expect(dialog(page)).toBeHidden()
    const imported = toast(page, 'Imported 1 list and 2 cats')
    await expect(imported).toBeVisible()
    // replaced by the player's choice: no warning that it replaced newer changes
    await expect(toast(page, /replaced newer changes/)).toHaveCount(0)
    expect(levelsOf(await storedRecords(page))).toEqual({ 16: '30+0', 131: '20+0' })

    await imported.getByRole('button', { name: 'Undo' }).click()
    await expect(toast(page, 'Import undone')).toBeVisible()
    await expect.poll(() => storedRecords(page)).toEqual(before)
    // once: the button that offered it too is gone
    await expect(page.getByRole('button', { name: 'Undo import' })).toHaveCount(0)
    await page.goto(`/lists/${TEAM_ID}`)
    await waitForHydration(page)
    const moneko = page.getByTestId('saved-cat').filter({ hasText: 'Moneko' })
    await expect(moneko.getByLabel('Level', { exact: true })).toHaveValue('40')
  })

  test('the Undo import button takes back an import that made a list, once', async ({ page }) => {
    await page.goto('/lists')
    await waitForHydration(page)
    const before = await storedRecords(page)
    await importBundle(page, backup)
    await expect(toast(page, 'Imported 1 list and 2 cats')).toBeVisible()
    await expect(page.getByTestId('cat-list')).toHaveCount(2)
    await page.getByRole('button', { name: 'Undo import' }).click()
    await expect(toast(page, 'Import undone')).toBeVisible()
    await expect(page.getByTestId('cat-list')).toHaveCount(1)
    expect(await storedRecords(page)).toEqual(before)
    await expect(page.getByRole('button', { name: 'Undo import' })).toHaveCount(0)
    await expect(toast(page, 'Imported 1 list and 2 cats').getByRole('button', { name: 'Undo' })).toHaveCount(0)
  })
})
