import type { Page } from '@playwright/test'
import { askWithStaleHash, saveAccountTreasure, test, expect, waitForHydration, watchFieldWrites, watchListReads } from './fixtures'

const T0 = 1_700_000_000_000
const LIST_ID = '7a1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f71'

/** "Counter team": Bahamut Cat and Cat at level 1, as an export file of the app would hold them. */
function bundle() {
  const cat = (id: number, unitId: number) => ({
    id,
    listId: LIST_ID,
    unitId,
    formIndex: 0,
    level: 1,
    plusLevel: 0,
    talentLevels: [],
    addedAt: T0 + id,
    updatedAt: T0 + id,
  })
  return {
    version: 1,
    exportedAt: T0,
    lists: [{ id: LIST_ID, name: 'Counter team', levelMode: 'your-levels', createdAt: T0, updatedAt: T0 }],
    cats: [cat(1, 25), cat(2, 0)],
  }
}

async function seed(page: Page) {
  await page.goto('/lists')
  await waitForHydration(page)
  await page.getByTestId('import-file').setInputFiles({ name: 'lists.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bundle())) })
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Imported 1 list and 2 cats' })).toBeVisible()
}

async function noSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
}

test('the enemy list: every named enemy, instant name search, trait filter and sort in the URL', async ({ page }) => {
  await page.goto('/enemies')
  await waitForHydration(page)
  // 563 named in EN 15.0.1, and names/enemy-names-en.tsv names 750–785 (36): the 10 the English file leaves unnamed and 26 new ones
  await expect(page.getByTestId('enemy-count')).toHaveText('599 enemies')
  await page.getByTestId('enemy-name-search').fill('aku doge')
  await expect(page.getByTestId('enemy-row')).toHaveCount(1)
  await expect(page.getByTestId('enemy-row')).toContainText('Aku Doge')
  // t_unit.csv line 555: 0:4500 HP, 3:2200 attack
  await expect(page.getByTestId('enemy-row')).toContainText('4,500')
  await expect(page).toHaveURL(/q=aku\+doge|q=aku%20doge/)
  await page.getByTestId('enemy-name-search').fill('')
  await page.getByLabel('Trait').selectOption('metal')
  await expect(page).toHaveURL(/trait=metal/)
  await expect(page.getByTestId('enemy-row').first()).toBeVisible()
  await page.getByRole('button', { name: 'HP' }).click()
  await expect(page).toHaveURL(/sort=hp/)
  await page.getByTestId('enemy-list-magnification').fill('200')
  await page.getByTestId('enemy-list-magnification').press('Enter')
  await expect(page).toHaveURL(/magnification=200/)
})

test('the enemy list downloads apart from the page, compressed, under a name browsers may keep', async ({ page }) => {
  const download = page.waitForResponse((response) => response.url().includes('/_serverFn/') && /hash/.test(decodeURIComponent(response.url())))
  const document = await page.goto('/enemies')
  const html = await document!.text()
  // The page carries its first rows, not the list: as a script it was 240 KB of a 270 KB page.
  expect(html.length).toBeLessThan(100_000)
  expect(html).toContain('data-testid="enemy-row"')
  expect(html).not.toContain('Doge Dark')
  const data = await download
  expect(data.headers()['content-encoding']).toBe('br')
  expect(data.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const body = await data.text()
  expect(body).toContain('Doge Dark')
  await waitForHydration(page)
  await page.getByTestId('enemy-name-search').fill('doge dark')
  await expect(page.getByTestId('enemy-row')).toHaveCount(1)

  // A page served before the data changed asks by an old name: it gets today's list, not to be kept.
  expect(await askWithStaleHash(page, data.url())).toEqual({ status: 200, cacheControl: 'no-store', body })
})

test("a keystroke in the enemy list's name box leaves its other fields alone", async ({ page }) => {
  await page.goto('/enemies?magnification=200')
  await waitForHydration(page)
  await expect(page.getByTestId('enemy-row').first()).toBeVisible()
  // Attribute writes to any field but the name box.
  const fieldWrites = await watchFieldWrites(page, 'enemy-name-search')
  await page.getByTestId('enemy-name-search').pressSequentially('doge')
  await expect(page).toHaveURL(/q=doge/)
  expect(await fieldWrites()).toBe(0)
  // They still answer, and keep the name.
  await page.getByLabel('Trait').selectOption('aku')
  await expect(page).toHaveURL(/trait=aku/)
  await expect(page).toHaveURL(/q=doge/)
  await expect(page).toHaveURL(/magnification=200/)
})

for (const width of [360, 1440]) {
  test(`the enemy page at ${width} px: stats at a magnification, abilities, counters ranked`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/enemy/552?magnification=200')
    await waitForHydration(page)
    await expect(page).toHaveTitle(/Aku Doge/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aku Doge')
    // line 555: HP 4500 × 200% = 9000; shield 4500 × 200% = 9000, 50% back after a knockback = 4500
    await expect(page.getByTestId('enemy-stats')).toContainText('9,000')
    await expect(page.getByTestId('enemy-abilities')).toContainText('Aku shield of 9,000 HP')
    await expect(page.getByTestId('enemy-abilities')).toContainText('(4,500 HP) after each knockback')
    const rows = page.getByTestId('counter-row')
    await expect(rows.first()).toBeVisible()
    await expect(rows.first().getByTestId('counter-time')).toHaveText(/s$/)
    await page.getByRole('button', { name: 'Hits survived' }).click()
    await expect(page).toHaveURL(/sort=hitsSurvived/)
    await page.getByTestId('counter-name-filter').fill('bahamut')
    await expect(rows.first()).toContainText('Bahamut')
    await noSideways(page)
  })
}

test('a sort of the counters leaves the rest of the enemy page alone: its fields and filters are not written again', async ({ page }) => {
  await page.goto('/enemy/549')
  await waitForHydration(page)
  await expect(page.getByTestId('counter-row').first()).toBeVisible()
  // Every change React makes to a field (the table holds none).
  const fieldWrites = await watchFieldWrites(page)
  await page.getByRole('button', { name: 'Hits survived' }).click()
  await expect(page.getByRole('columnheader', { name: /Hits survived/ })).toHaveAttribute('aria-sort', 'descending')
  await expect(page).toHaveURL(/sort=hitsSurvived/)
  expect(await fieldWrites()).toBe(0)
  // The fields still answer: the filter's checkbox and the magnification.
  await page.getByLabel('Only cats that kill it').check()
  await expect(page).toHaveURL(/kills=true/)
  await page.getByTestId('enemy-magnification').fill('300')
  await page.getByTestId('enemy-magnification').press('Enter')
  await expect(page).toHaveURL(/magnification=300/)
  await expect(page).toHaveURL(/kills=true/)
  await expect(page).toHaveURL(/sort=hitsSurvived/)
})

test('counters from a saved list at its levels, one click, kept in the URL', async ({ page }) => {
  await seed(page)
  await page.goto('/enemy/365')
  await waitForHydration(page)
  await page.getByRole('radio', { name: /Counter team/ }).click()
  await expect(page).toHaveURL(new RegExp(`list=${LIST_ID}`))
  const rows = page.getByTestId('counter-row')
  await expect(rows).toHaveCount(2)
  // Bahamut Cat (unit026.csv 3:5000) at level 1 with treasures maxed: floor(5000 × 2.5) = 12500 a hit.
  // Corporal Weyland (t_unit.csv line 368: 0:16000, 64:2500 barrier): hit 1 breaks the barrier,
  // two more kill it: 121 + 2 × 600 = 1321 frames = 44.03 s. Cat (8 × 2.5 = 20) never breaks 2500.
  await expect(rows.nth(0)).toContainText('Bahamut Cat')
  await expect(rows.nth(0).getByTestId('counter-time')).toHaveText('44.03 s')
  await expect(rows.nth(1).getByTestId('counter-time')).toHaveText('Can’t break barrier')
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('radio', { name: /Counter team/ })).toHaveAttribute('aria-checked', 'true')
  await expect(rows).toHaveCount(2)
  // A radio group: the chosen source is the one Tab stop, and the arrows choose another.
  const chosen = page.getByRole('radio', { name: /Counter team/ })
  await expect(chosen).toHaveAttribute('tabindex', '0')
  await expect(page.getByRole('radio', { name: 'All cats at max' })).toHaveAttribute('tabindex', '-1')
  await chosen.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('radio', { name: /^My Cats/ })).toBeFocused()
  await expect(page.getByRole('radio', { name: /^My Cats/ })).toHaveAttribute('aria-checked', 'true')
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('radio', { name: 'All cats at max' })).toBeFocused()
  await expect(page.getByRole('radio', { name: 'All cats at max' })).toHaveAttribute('aria-checked', 'true')
  await expect(page).not.toHaveURL(/list=/)
})

test("a listed cat's counter row opens its unit page at the cat's levels, with the ranking's time to kill", async ({ page }) => {
  await seed(page)
  await page.goto(`/enemy/365?list=${LIST_ID}`)
  await waitForHydration(page)
  const bahamut = page.getByTestId('counter-row').filter({ hasText: 'Bahamut Cat' })
  await expect(bahamut.getByTestId('counter-time')).toHaveText('44.03 s')
  // At max level (the page's default) the unit page would show another time: the link carries level 1.
  await expect(bahamut.getByRole('link')).toHaveAttribute('href', '/unit/025/0?level=1&plusLevel=0&target=enemy-365&strengthen=false')
  await bahamut.getByRole('link').click()
  await waitForHydration(page)
  await expect(page.getByTestId('time-to-kill')).toContainText('44.03 s')
})

test('once the enemy page has ranked every cat, the saved lists are read ahead, so a switch to one ranks at once', async ({ page }) => {
  const listsRead = await watchListReads(page)
  await seed(page)
  await page.goto('/enemy/365')
  await waitForHydration(page)
  await expect(page.getByTestId('counter-row').first()).toBeVisible()
  await expect.poll(listsRead).toContain(LIST_ID)
  await page.getByRole('radio', { name: /Counter team/ }).click()
  await expect(page.getByTestId('counter-row')).toHaveCount(2)
  await expect(page.getByTestId('counter-row').nth(0)).toContainText('Bahamut Cat')
})

test('the unit page shows time to kill against a real enemy, as the counters do', async ({ page }) => {
  await page.goto('/enemy/365')
  await waitForHydration(page)
  await page.getByTestId('counter-name-filter').fill('Crazed Bahamut')
  const row = page.getByTestId('counter-row').filter({ hasText: /^Crazed Bahamut Cat/ })
  const time = await row.getByTestId('counter-time').innerText()
  await row.getByRole('link').click()
  await expect(page).toHaveURL(/\/unit\/025\/1\?target=enemy-365/)
  await waitForHydration(page)
  await expect(page.getByTestId('time-to-kill')).toContainText(time)
  await expect(page.getByLabel('Target', { exact: true })).toHaveValue('enemy-365')
})

test('a counter ranked at a magnification opens the unit page at that magnification, with the same time to kill and hits survived', async ({ page }) => {
  await page.goto('/enemy/365?magnification=300&attackMagnification=500')
  await waitForHydration(page)
  await page.getByTestId('counter-name-filter').fill('Crazed Bahamut')
  const row = page.getByTestId('counter-row').filter({ hasText: /^Crazed Bahamut Cat/ })
  const time = await row.getByTestId('counter-time').innerText()
  await expect(row.getByRole('link')).toHaveAttribute('href', '/unit/025/1?target=enemy-365&strengthen=false&magnification=300&attackMagnification=500')
  await row.getByRole('link').click()
  await waitForHydration(page)
  await expect(page.getByText('300% HP, 500% attack')).toBeVisible()
  await expect(page.getByTestId('time-to-kill')).toContainText(time)
  // and its way back to every cat's ranking is at the same magnification
  await expect(page.getByRole('link', { name: /See every cat against/ })).toHaveAttribute('href', '/enemy/365?magnification=300&attackMagnification=500')
  // A setting changed on the unit page keeps the magnification in the address.
  await page.getByText('Max (100%)', { exact: true }).click()
  await expect(page).toHaveURL(/mode=max/)
  await expect(page).toHaveURL(/magnification=300&attackMagnification=500/)
})

test("a counter's link opens the unit page with strengthen left out, as the ranking counts it", async ({ page }) => {
  // Immortal Keiji (72/2) has strengthen; the counters start every cat at full HP, where it does not work.
  await page.goto('/enemy/510')
  await waitForHydration(page)
  await page.getByTestId('counter-name-filter').fill('Immortal Keiji')
  const row = page.getByTestId('counter-row').filter({ hasText: /^Immortal Keiji/ })
  const trueDps = (await row.locator('td').nth(3).innerText()).trim()
  await row.getByRole('link').click()
  await expect(page).toHaveURL(/\/unit\/072\/2\?target=enemy-510&strengthen=false$/)
  await waitForHydration(page)
  await expect(page.getByTestId('stat-true-dps')).toContainText(trueDps)
})

test('bad enemy addresses render the not-found view', async ({ page }) => {
  for (const url of [
    '/enemy/abc',
    '/enemy/99999',
    '/enemy/0?magnification=0',
    '/enemy/0?magnification=-5',
    '/enemy/0?magnification=100000001',
    '/enemy/0?attackMagnification=abc',
    '/enemies?magnification=x',
    '/enemy/%00',
  ]) {
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(404)
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible()
  }
})

test('a bad sort, trait or flag leaves the address, and the good values stay', async ({ page }) => {
  await page.goto('/enemies?sort=zz&trait=xx&dir=up&q=doge')
  await waitForHydration(page)
  await expect(page).toHaveURL(/\/enemies\?q=doge$/)
  await expect(page.getByTestId('enemy-name-search')).toHaveValue('doge')
  await page.goto('/enemy/186?sort=zz&kills=maybe&magnification=200')
  await waitForHydration(page)
  await expect(page).toHaveURL(/\/enemy\/186\?magnification=200$/)
})

test('the enemy API answers bad input with 400 / 404 and the API error shape', async ({ request }) => {
  const cases: [string, number, RegExp][] = [
    ['/api/v1/enemies/abc', 400, /Invalid enemy id/],
    ['/api/v1/enemies/99999', 404, /No enemy with id 99999/],
    ['/api/v1/enemies/0?magnification=0', 400, /magnification: must be a whole number of percent from 1 to 100,000,000/],
    ['/api/v1/enemies/0?magnification=-5', 400, /magnification/],
    ['/api/v1/enemies/0?magnification=100000001', 400, /magnification/],
    ['/api/v1/enemies/0?magnification=abc', 400, /magnification/],
    ['/api/v1/enemies/0/counters?sort=fastest', 400, /sort: must be one of/],
    ['/api/v1/enemies/0/counters?limit=0', 400, /limit/],
    ['/api/v1/enemies?colour=red', 400, /colour: not a parameter/],
    ['/api/v1/enemies/0?magnification=100&magnification=200', 400, /magnification: given more than once/],
    ['/api/v1/enemies/0/counters?limit=3&limit=5000', 400, /limit: given more than once/],
  ]
  for (const [url, status, message] of cases) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(status)
    const body = (await response.json()) as { error: { status: number; message: string } }
    expect(body.error.status).toBe(status)
    expect(body.error.message).toMatch(message)
  }
  const counters = await request.get('/api/v1/enemies/0/counters?limit=3&magnification=400')
  expect(counters.status()).toBe(200)
  const body = (await counters.json()) as { count: number; magnification: { magnification: number; attackMagnification: number } }
  expect(body.count).toBe(3)
  expect(body.magnification).toEqual({ magnification: 400, attackMagnification: 400 })
})

const dpsValue = (text: string) => Number(text.replaceAll(',', ''))

test('with an account saved, the counters count its treasures, say so, and agree with the unit page a row opens', async ({ page }) => {
  const keiji = async () => {
    await page.goto('/enemy/510')
    await waitForHydration(page)
    await page.getByTestId('counter-name-filter').fill('Immortal Keiji')
    const row = page.getByTestId('counter-row').filter({ hasText: /^Immortal Keiji/ })
    return { row, trueDps: (await row.locator('td').nth(3).innerText()).trim() }
  }
  const maxed = await keiji()
  await expect(page.getByTestId('counter-treasures')).toHaveText('Treasures and research maxed (no account saved).')

  await saveAccountTreasure(page, 'attackTreasure', '0')
  const own = await keiji()
  await expect(page.getByTestId('counter-treasures')).toHaveText('Treasures and research from your account.')
  // Attack treasure 0% multiplies attack by 1 instead of 1 + 0.005 × 300 = 2.5 (mechanics §2): true DPS
  // becomes about 1 / 2.5 = 0.4 of the maxed figure (each hit is floored, so not exactly).
  const ratio = dpsValue(own.trueDps) / dpsValue(maxed.trueDps)
  expect(ratio, `${own.trueDps} against ${maxed.trueDps} maxed`).toBeGreaterThan(0.39)
  expect(ratio).toBeLessThan(0.41)
  await own.row.getByRole('link').click()
  await expect(page).toHaveURL(/\/unit\/072\/2\?target=enemy-510&strengthen=false$/)
  await waitForHydration(page)
  await expect(page.getByTestId('stat-true-dps')).toContainText(own.trueDps)
})

test("at 360 px a list with a long name of one word wraps among the counters' sources, and nothing overflows", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  const file = bundle()
  file.lists[0]!.name = 'W'.repeat(50)
  await page.goto('/lists')
  await waitForHydration(page)
  await page.getByTestId('import-file').setInputFiles({ name: 'lists.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) })
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Imported 1 list and 2 cats' })).toBeVisible()
  await page.goto('/enemy/186')
  await waitForHydration(page)
  await expect(page.getByRole('radio', { name: /^W+ \(2\)$/ })).toBeVisible()
  await noSideways(page)
})
