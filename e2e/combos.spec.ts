import type { Locator, Page } from '@playwright/test'
import { saveAccountTreasure, test, expect, serverFunctionId, waitForHydration } from './fixtures'

/*
 * Combos and lineups. The lineup uses "Sister Act" (NyancomboData.csv line 137
 * in 15.0.1: units 16 and 131 at form 0, effect 0 = attack, strength 0 = Sm;
 * NyancomboParam.tsv row 1: +10 %).
 * Moneko (unit017.csv line 1): HP 600, attack 400; Neneko (unit132.csv line 1):
 * HP 500, attack 100; neither has talents. At level 10 the level multiplier is
 * 100 + 9 × 20 = 280 % (curve 20), with the attack treasure maxed (× 2.5):
 * Moneko attack floor(round(400 × 2.8) × 2.5) = 2,800, with the combo
 * round(2,800 × 1.1) = 3,080 (BCU AtkModelEntity); Neneko 700 → 770.
 */

const TEAM_ID = '0b6d2c1e-5a4f-4e3d-9c2b-1a0f9e8d7c6b'
const T0 = 1_700_000_000_000

function cat(id: number, unitId: number) {
  return { id, listId: TEAM_ID, unitId, formIndex: 0, level: 10, plusLevel: 0, talentLevels: [], addedAt: T0 + id, updatedAt: T0 + id }
}

function bundle(lineup?: unknown) {
  return {
    version: 1,
    exportedAt: T0,
    lists: [{ id: TEAM_ID, name: 'Team', levelMode: 'your-levels', createdAt: T0, updatedAt: T0, ...(lineup === undefined ? {} : { lineup }) }],
    cats: [cat(1, 16), cat(2, 131), cat(3, 0)],
  }
}

function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text })
}

async function seed(page: Page, lineup?: unknown) {
  await page.goto('/lists')
  await waitForHydration(page)
  await page.getByTestId('import-file').setInputFiles({ name: 'team.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bundle(lineup))) })
  await expect(toast(page, 'Imported 1 list and 3 cats')).toBeVisible()
}

async function openTeam(page: Page) {
  await page.goto(`/lists/${TEAM_ID}`)
  await waitForHydration(page)
  await expect(page.getByTestId('lineup')).toBeVisible()
}

async function chooseSlot(page: Page, slot: number, catName: string) {
  await page.getByRole('combobox', { name: new RegExp(`^Slot ${slot}\\b`) }).selectOption({ label: catName })
}

test.describe('combos page', () => {
  test('lists every combo; search by cat shows its combos with effect, strength and members', async ({ page }) => {
    await page.goto('/combos')
    await waitForHydration(page)
    await expect(page.getByTestId('combo-count')).toHaveText(/^2\d\d combos$/)
    await page.getByLabel('Search by cat').fill('Neneko')
    const sisterAct = page.getByRole('article', { name: 'Sister Act' })
    await expect(sisterAct).toContainText('Unit Attack Up +10%')
    await expect(sisterAct).toContainText('Sm')
    // The game's short name is written out for the pointer and for screen readers.
    await expect(sisterAct.locator('abbr', { hasText: 'Sm' })).toHaveAttribute('title', 'Strength: small')
    expect(await sisterAct.ariaSnapshot()).toContain('Strength: small')
    await expect(sisterAct.getByRole('link', { name: /Moneko/ })).toContainText('Normal Form or later')
    // every combo the search shows has Neneko among its members
    await expect(page.getByTestId('combo').filter({ hasNot: page.getByRole('link', { name: /Neneko/ }) })).toHaveCount(0)
  })

  test('filter by effect, kept in the URL', async ({ page }) => {
    await page.goto('/combos')
    await waitForHydration(page)
    await page.getByLabel('Effect').selectOption({ label: 'Unit Attack Up' })
    await expect(page).toHaveURL(/effect=attack/)
    await expect(page.getByTestId('combo-count')).toHaveText(/^\d{1,2} combos$/)
    await expect(page.getByTestId('combo').filter({ hasNotText: 'Unit Attack Up' })).toHaveCount(0)
  })

  test('a member links to its unit page, which lists the combos it belongs to', async ({ page }) => {
    await page.goto('/combos?cat=Neneko')
    await waitForHydration(page)
    await page
      .getByRole('article', { name: 'Sister Act' })
      .getByRole('link', { name: /Moneko/ })
      .click()
    await expect(page).toHaveURL(/\/unit\/016\/0/)
    await expect(page.getByTestId('unit-combos').getByRole('article', { name: 'Sister Act' })).toBeVisible()
  })

  test('a bad effect in the URL falls back to all effects', async ({ page }) => {
    await page.goto('/combos?effect=nonsense')
    await waitForHydration(page)
    await expect(page.getByLabel('Effect')).toHaveValue('all')
    // forty cards at a time
    await expect(page.getByTestId('combo')).toHaveCount(40)
    await page.getByRole('button', { name: /^Show 40 more/ }).click()
    await expect(page.getByTestId('combo')).toHaveCount(80)
  })

  test('Show more hands the focus to the first new combo, and Back from a combo keeps as many shown, where the player was', async ({ page }) => {
    await page.goto('/combos')
    await waitForHydration(page)
    await page.getByRole('button', { name: /^Show 40 more/ }).click()
    await expect(page.getByTestId('combo')).toHaveCount(80)
    await expect(page.getByTestId('combo').nth(40).getByRole('link').first()).toBeFocused()
    const link = page.getByTestId('combo').nth(75).getByRole('link').first()
    await link.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    await link.click()
    await expect(page).toHaveURL(/\/unit\//)
    await page.goBack()
    // Back showed the first forty again, and the page could not scroll to where it was.
    await expect(page.getByTestId('combo')).toHaveCount(80)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 100)
  })
})

test.describe('lineups', () => {
  test('a lineup that makes a combo lists it and applies it; the second row does not count', async ({ page }) => {
    const comboRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes(`/_serverFn/${serverFunctionId('getCombos')}`)) comboRequests.push(request.url())
    })
    await seed(page)
    await openTeam(page)
    // An empty lineup has nothing to combine: the page shows it without asking for the combo data.
    await expect(page.getByTestId('lineup-cost')).toHaveText('Total cost: 0¢')
    expect(comboRequests).toEqual([])
    await chooseSlot(page, 1, 'Moneko')
    await chooseSlot(page, 6, 'Neneko')

    // Neneko in the second row: one cat short, no combo, numbers unchanged
    await expect(page.getByTestId('near-misses')).toContainText('Sister Act')
    await expect(page.getByTestId('near-misses')).toContainText('add Neneko')
    await expect(page.getByTestId('active-combos')).toHaveCount(0)
    const moneko = page.getByTestId('lineup-row').filter({ hasText: 'Moneko' })
    await expect(moneko.getByTestId('lineup-attack')).toHaveText('2,800')

    // into the first row: slot 2 takes Neneko from slot 6
    await chooseSlot(page, 2, 'Neneko')
    await expect(page.getByTestId('active-combos')).toContainText('Sister Act: Unit Attack Up +10%')
    await expect(moneko.getByTestId('lineup-attack')).toContainText('3,080')
    await expect(moneko.getByTestId('lineup-attack')).toContainText('without: 2,800')
    await expect(page.getByTestId('lineup-row').filter({ hasText: 'Neneko' }).getByTestId('lineup-attack')).toContainText('770')
    // HP is not changed by an attack combo: round(600 × 2.8) × 2.5 = 4,200
    await expect(moneko.getByTestId('lineup-hp')).toHaveText('4,200')
    // battle cost: 99 × 1.5 = 148.5 → 148 each (mechanics §2)
    await expect(page.getByTestId('lineup-cost')).toHaveText('Total cost: 296¢')

    // kept in the browser
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByTestId('active-combos')).toContainText('Sister Act')
  })

  test('a share link opens read-only and can be saved as a list of ones own', async ({ page }) => {
    await seed(page, [16, 131])
    await openTeam(page)
    await page.getByTestId('share-lineup').click()
    await expect(page).toHaveURL(/\/lineup\?cats=16\.0\.10\.0_131\.0\.10\.0&name=Team/)
    await waitForHydration(page)
    await expect(page.getByTestId('shared-lineup-name')).toHaveText('Team')
    await expect(page.getByTestId('active-combos')).toContainText('Sister Act')
    await expect(page.getByRole('combobox', { name: /^Slot 1/ })).toHaveCount(0)

    await page.getByTestId('save-shared-lineup').click()
    await expect(toast(page, 'Saved as “Team (2)”')).toBeVisible()
    await expect(page).toHaveURL(/\/lists\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team (2)')
    await expect(page.getByTestId('active-combos')).toContainText('Sister Act')
  })

  test("the lineup counts the account as the list's rows do, and its links open the cat at its level", async ({ page }) => {
    await saveAccountTreasure(page, 'hpTreasure', '0')
    await seed(page, [16])
    await openTeam(page)
    // Moneko at level 10 with the HP treasure at 0%: round(600 × 2.8) × 1 = 1,680 (mechanics §2; 4,200 maxed, as above).
    const moneko = page.getByTestId('lineup-row').filter({ hasText: 'Moneko' })
    await expect(moneko.getByTestId('lineup-hp')).toHaveText('1,680')
    await expect(page.getByTestId('lineup-numbers')).toHaveAccessibleDescription(/treasures from your account/)
    await moneko.getByRole('link', { name: 'Moneko' }).click()
    await expect(page).toHaveURL(/\/unit\/016\/0\?level=10(&plusLevel=0)?$/)
    await expect(page.getByTestId('stat-hp')).toHaveText('1,680')
  })

  test("a listed cat's orbs count in the lineup, as in the list's rows, and its link carries them", async ({ page }) => {
    // Ultimate Bondage Cat (12/2) targets red and has one orb slot (equipmentslot.csv); saved with Attack Up S for red.
    const t0 = T0
    const lineupBundle = {
      version: 1,
      exportedAt: t0,
      lists: [{ id: TEAM_ID, name: 'Team', levelMode: 'your-levels', createdAt: t0, updatedAt: t0, lineup: [12] }],
      cats: [
        { id: 1, listId: TEAM_ID, unitId: 12, formIndex: 2, level: 30, plusLevel: 0, talentLevels: [], orbs: ['attack-red-S'], addedAt: t0, updatedAt: t0 },
      ],
    }
    await page.goto('/lists')
    await waitForHydration(page)
    await page.getByTestId('import-file').setInputFiles({ name: 'team.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(lineupBundle)) })
    await expect(toast(page, /Imported 1 list and 1 cat(?!s)/)).toBeVisible()
    await openTeam(page)
    const row = page.getByTestId('lineup-row').filter({ hasText: 'Ultimate Bondage Cat' })
    await expect(row.getByRole('link', { name: 'Ultimate Bondage Cat' })).toHaveAttribute('href', /\/unit\/012\/2\?.*orbs=.*attack-red-S/)
    const lineupDps = (await row.getByTestId('lineup-dps').innerText()).split('\n')[0]!.trim()
    // The list's own row for the cat counts its orb too: the two agree.
    await expect(page.getByTestId('saved-cat').filter({ hasText: 'Ultimate Bondage Cat' }).getByTestId('true-dps')).toHaveText(lineupDps)
    // The share link carries the orb (attack 0, red 0, grade S), and its page shows the same number.
    await page.getByTestId('share-lineup').click()
    await expect(page).toHaveURL(/\/lineup\?cats=12\.2\.30\.0\.o00S&name=Team/)
    await waitForHydration(page)
    const shared = page.getByTestId('lineup-row').filter({ hasText: 'Ultimate Bondage Cat' })
    await expect(shared.getByTestId('lineup-dps')).toContainText(lineupDps)
  })

  test('a slot menu keeps the focus while the keyboard walks its cats, each choice saved', async ({ page }) => {
    await seed(page)
    await openTeam(page)
    const slot = page.getByRole('combobox', { name: /^Slot 1\b/ })
    await slot.focus()
    await page.keyboard.press('ArrowDown')
    await expect(slot).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(slot).toBeFocused()
    await expect(page.getByTestId('lineup-slot')).toHaveCount(1)
  })

  // Issue #50 point 9: a slot's tile does what it looks like it does.
  for (const width of [390, 1440]) {
    test(`at ${width} px a slot's tile opens the choice for that slot`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await seed(page, [16, 131])
      await openTeam(page)
      const menu = page.getByRole('combobox', { name: /^Slot 7\b/ })
      await expect(menu).toBeHidden()
      await page.getByRole('button', { name: 'Slot 7: empty. Choose its cat' }).click()
      await expect(menu).toBeVisible()
      await expect(menu).toBeFocused()
      await menu.selectOption({ label: 'Cat' })
      await expect(page.getByTestId('lineup-slot')).toHaveCount(3)
      await page.getByRole('button', { name: 'Slot 1: Moneko. Choose its cat' }).click()
      await expect(page.getByRole('combobox', { name: /^Slot 1\b/ })).toBeFocused()
    })
  }

  test('a share link whose name reads as a number keeps it, and one too long says so', async ({ page }) => {
    await page.goto('/lineup?cats=16.0.10.0&name=123')
    await waitForHydration(page)
    await expect(page.getByTestId('shared-lineup-name')).toHaveText('123')
    await page.goto(`/lineup?cats=${'16.0.10.0_'.repeat(80)}`)
    await waitForHydration(page)
    await expect(page.getByTestId('lineup-error')).toContainText('it is too long')
  })

  test('a share link naming a form a cat lacks says so and leaves it out of a saved list', async ({ page }) => {
    await page.goto('/lineup?cats=0.9.30.0')
    await waitForHydration(page)
    await expect(page.getByTestId('lineup-error')).toContainText('slot 1: the form must be from 0 to 3')
    // Cat has three forms (Cat, Macho Cat, Mohawk Cat): form index 3 is none of them.
    await page.goto('/lineup?cats=0.3.30.0_16.0.10.0')
    await waitForHydration(page)
    await expect(page.getByTestId('lineup-missing-form')).toHaveText('Cat has no form 4: left out of a saved list.')
    await page.getByTestId('save-shared-lineup').click()
    await expect(page).toHaveURL(/\/lists\/[0-9a-f-]{36}$/)
    await expect(page.getByTestId('saved-cat')).toHaveCount(1)
    await expect(page.getByTestId('saved-cat')).toContainText('Moneko')
  })

  test('a malformed lineup link says what is wrong and the rest of the page works', async ({ page }) => {
    await page.goto('/lineup?cats=16.0.10_nonsense')
    await waitForHydration(page)
    await expect(page.getByTestId('lineup-error')).toContainText('This lineup link is malformed: slot 1 is not a cat')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Combos' }).click()
    await expect(page).toHaveURL(/\/combos$/)
    await expect(page.getByTestId('combo-count')).toBeVisible()
  })

  test('an import with a malformed lineup keeps the list and its cats and says the lineup was dropped', async ({ page }) => {
    await seed(page, [16, 16, 'x'])
    await expect(toast(page, /The lineup of list "Team" was not imported/)).toBeVisible()
    await openTeam(page)
    await expect(page.getByTestId('saved-cats').getByRole('listitem')).toHaveCount(3)
    await expect(page.getByTestId('lineup-slot')).toHaveCount(0)
  })
})
