import type { Locator, Page } from '@playwright/test'
import { test, expect, waitForHydration } from './fixtures'

/*
 * Issue #24 point 7: a saved list of thousands of cats opens and works, rendering only the rows
 * in view. And a cat removed from a list leaves the list's lineup.
 */

const BIG_ID = '3e1f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b'
const TEAM_ID = '8a7b6c5d-4e3f-4a1b-8c9d-0e1f2a3b4c5d'
const T0 = 1_700_000_000_000
const BIG = 2_000

function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text })
}

async function importFile(page: Page, bundle: unknown, expected: string) {
  await page.goto('/lists')
  await waitForHydration(page)
  await page.getByTestId('import-file').setInputFiles({ name: 'cats.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bundle)) })
  await expect(toast(page, expected)).toBeVisible()
}

/**
 * 2,000 cats, one unit each (a list holds a unit once): cat n is unit 2000 − n, so the last cat
 * added is unit 0, the Cat (unit000.csv), which the game data has; unit ids above about 720 are
 * ids no cat has yet, as in a list imported from a newer data set.
 */
function bigBundle() {
  return {
    version: 1,
    exportedAt: T0,
    lists: [{ id: BIG_ID, name: 'Everything', levelMode: 'your-levels', createdAt: T0, updatedAt: T0 }],
    cats: Array.from({ length: BIG }, (_, i) => ({
      id: i + 1,
      listId: BIG_ID,
      unitId: BIG - 1 - i,
      formIndex: 0,
      level: 1 + (i % 30),
      plusLevel: 0,
      talentLevels: [],
      addedAt: T0 + i,
      updatedAt: T0 + i,
    })),
  }
}

/** Scrolls the list's own scroller down until the row at `position` (1-based, of all cats) is rendered. */
async function scrollToRow(page: Page, position: number): Promise<Locator> {
  const scroller = page.getByTestId('saved-cats-scroller')
  const row = page.locator(`[data-testid="saved-cat"][aria-posinset="${position}"]`)
  // Rows are measured as they appear, so the end moves while scrolling: scroll until the row is there.
  await expect
    .poll(async () => {
      await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
      return row.count()
    })
    .toBe(1)
  await row.scrollIntoViewIfNeeded()
  return row
}

test.describe('a saved list of thousands of cats', () => {
  test('shows the count, renders only the rows in view, and edits the last cat, kept after a reload', async ({ page }) => {
    await importFile(page, bigBundle(), `Imported 1 list and 2,000 cats`)
    await page.goto(`/lists/${BIG_ID}`)
    await waitForHydration(page)
    await expect(page.getByTestId('list-summary')).toHaveText('2,000 cats · saved in this browser')
    const rows = page.getByTestId('saved-cat')
    await expect(rows.first()).toBeVisible()
    // the first row is the first cat added (unit 1999, no cat has it)
    await expect(rows.first()).toHaveAttribute('aria-posinset', '1')
    await expect(rows.first()).toHaveAttribute('aria-setsize', String(BIG))
    // far fewer rows in the page than cats
    expect(await rows.count()).toBeLessThan(60)

    const last = await scrollToRow(page, BIG)
    await expect(last).toHaveAccessibleName('Cat')
    await expect(last.getByRole('combobox', { name: 'Level' })).toHaveValue(String(1 + ((BIG - 1) % 30)))
    expect(await rows.count()).toBeLessThan(60)
    await last.getByRole('combobox', { name: 'Level' }).selectOption('7')
    await expect(last.getByTestId('level')).toHaveText('Lv 7+0')

    await page.reload()
    await waitForHydration(page)
    await expect(page.getByTestId('list-summary')).toHaveText('2,000 cats · saved in this browser')
    const again = await scrollToRow(page, BIG)
    await expect(again.getByRole('combobox', { name: 'Level' })).toHaveValue('7')
    await expect(again.getByTestId('level')).toHaveText('Lv 7+0')
  })

  test('sorts by true DPS and removes a cat; the count follows', async ({ page }) => {
    await importFile(page, bigBundle(), `Imported 1 list and 2,000 cats`)
    await page.goto(`/lists/${BIG_ID}`)
    await waitForHydration(page)
    await expect(page.getByTestId('saved-cat').first()).toBeVisible()
    await page.getByLabel('Sort by').selectOption({ label: 'True DPS' })
    // the strongest cat comes first: its true DPS is at least that of the next rows
    const first = page.getByTestId('saved-cat').first()
    await expect(first.getByTestId('true-dps')).not.toHaveText('–')
    const dps = async (row: Locator) => Number((await row.getByTestId('true-dps').textContent())?.replace(/,/g, ''))
    const top = await dps(first)
    expect(top).toBeGreaterThanOrEqual(await dps(page.getByTestId('saved-cat').nth(1)))
    const name = (await first.getByTestId('cat-name').textContent()) ?? ''
    await first.getByRole('button', { name: `Remove ${name}` }).click()
    await expect(toast(page, `Removed ${name}`)).toBeVisible()
    await expect(page.getByTestId('list-summary')).toHaveText('1,999 cats · saved in this browser')
    await expect(page.getByTestId('saved-cat').first().getByTestId('cat-name')).not.toHaveText(name)
  })
})

test.describe('lineup and removed cats', () => {
  // Moneko (unit 16) and Neneko (unit 131), as in combos.spec.ts.
  const cat = (id: number, unitId: number) => ({
    id,
    listId: TEAM_ID,
    unitId,
    formIndex: 0,
    level: 10,
    plusLevel: 0,
    talentLevels: [],
    addedAt: T0 + id,
    updatedAt: T0 + id,
  })
  const team = {
    version: 1,
    exportedAt: T0,
    lists: [{ id: TEAM_ID, name: 'Team', levelMode: 'your-levels', createdAt: T0, updatedAt: T0, lineup: [16, 131] }],
    cats: [cat(1, 16), cat(2, 131)],
  }

  test('removing a cat empties its lineup slot, and undoing the removal puts it back there', async ({ page }) => {
    await importFile(page, team, 'Imported 1 list and 2 cats')
    await page.goto(`/lists/${TEAM_ID}`)
    await waitForHydration(page)
    const slots = page.getByTestId('lineup').getByRole('list', { name: 'First row' })
    await expect(slots.getByTestId('lineup-slot')).toHaveText(['Moneko', 'Neneko'])
    await page.getByTestId('saved-cat').filter({ hasText: 'Moneko' }).getByRole('button', { name: 'Remove Moneko' }).click()
    await expect(slots.getByTestId('lineup-slot')).toHaveText(['Neneko'])
    await expect(slots.getByLabel('Slot 1: empty')).toBeVisible()
    await toast(page, 'Removed Moneko').getByRole('button', { name: 'Undo' }).click()
    await expect(page.getByTestId('saved-cat').filter({ hasText: 'Moneko' })).toHaveCount(1)
    // Undo undoes all of it: back in the list and in its lineup slot
    await expect(slots.getByTestId('lineup-slot')).toHaveText(['Moneko', 'Neneko'])
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByTestId('saved-cat')).toHaveCount(2)
    await expect(slots.getByTestId('lineup-slot')).toHaveText(['Moneko', 'Neneko'])
  })
})
