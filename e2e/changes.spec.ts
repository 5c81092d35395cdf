import { test, expect, waitForHydration } from './fixtures'

// The real differences between the English dumps in ../shared/game-data-history/en (see
// src/domain/game-data/changes.test.ts for the raw rows): 15.0.0 is the update that changed cats.

test.describe('/changes', () => {
  test('lists each update with its new cats and before → after changes, linked to the unit pages', async ({ page }) => {
    const response = await page.goto('/changes')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What changed')
    const update = page.locator('#v15-0-0')
    await expect(update.getByRole('heading', { level: 2 })).toHaveText('Version 15.0.0')
    await expect(update).toContainText('since 14.7.1 · 5 new cats, 2 new forms, 10 changed cats')
    // unitbuy.csv line 376, cols 49–51: "30,50,35" → "30,50,40"
    await expect(update.getByTestId('changed-cat-375')).toContainText('Max level: 50+35 → 50+40')
    // Unit_Explanation325_en.csv line 2: "Zamboney Cat|…" → "Cleanerbot Cat|…"
    await expect(update.getByTestId('changed-cat-324')).toContainText('Name: Zamboney Cat → Cleanerbot Cat')
    await expect(update.getByTestId('changed-cat-271')).toContainText('New talent: Dodge Attack (ultra): 20% chance, for 0.8–2.0 s, 10 levels')
    await expect(update.getByRole('link', { name: 'Cammy', exact: true })).toHaveAttribute('href', '/unit/826/0')
    await expect(page.locator('#v15-0-1')).toContainText('No cat changed')
    await expect(page.getByTestId('oldest-version')).toHaveText('14.7.0 is the oldest version we hold; it is compared with nothing.')

    await waitForHydration(page)
    await update.getByRole('link', { name: 'Ultra Kasa Jizo' }).click()
    await expect(page).toHaveURL(/\/unit\/137\/3$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ultra Kasa Jizo')
  })

  test('is reachable from the footer and fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/units')
    await waitForHydration(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'What changed' }).click()
    await expect(page).toHaveURL(/\/changes$/)
    await expect(page.locator('#v15-0-0')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
  })
})

test.describe('unit page history', () => {
  test('a changed cat shows what each update changed, linked to /changes', async ({ page }) => {
    await page.goto('/unit/375/0')
    const history = page.getByTestId('unit-history')
    await expect(history).toContainText('Version 15.0.0 since 14.7.1')
    await expect(history).toContainText('Max level: 50+35 → 50+40')
    await expect(history.getByRole('link', { name: 'Version 15.0.0' })).toHaveAttribute('href', '/changes#v15-0-0')
    await waitForHydration(page)
    await history.getByRole('link', { name: 'Version 15.0.0' }).click()
    await expect(page).toHaveURL(/\/changes#v15-0-0$/)
    await expect(page.locator('#v15-0-0')).toBeInViewport()
  })

  test('a new cat says so; a cat no update changed has no history section', async ({ page }) => {
    await page.goto('/unit/826/1')
    await expect(page.getByTestId('unit-history')).toContainText('New cat: Cammy, Cammy CC')
    await page.goto('/unit/025/0')
    await waitForHydration(page)
    await expect(page.getByTestId('stat-hp')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'History' })).toHaveCount(0)
  })

  test('the history comes with the page, not in a second request', async ({ page, request }) => {
    // The server's HTML already holds it: nothing after the page is needed to show it.
    const html = await (await request.get('/unit/271/2')).text()
    expect(html).toContain('Strengthen (ultra): at 50% HP or below, attack +5–50%, 10 levels')
    const bodies: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.url().includes('/_serverFn/')) bodies.push(response.text().catch(() => ''))
    })
    await page.goto('/unit/271/2')
    await waitForHydration(page)
    await expect(page.getByTestId('unit-history')).toContainText('New talent: Strengthen (ultra): at 50% HP or below, attack +5–50%, 10 levels')
    // Other sections may load their own data (the cat's combos); none of it is the history.
    for (const body of await Promise.all(bodies)) expect(body).not.toContain('multiplier 5–50')
  })
})

test.describe('GET /api/v1/changes', () => {
  test('answers JSON with the version, and the API error shape for a bad query', async ({ request }) => {
    const ok = await request.get('/api/v1/changes?unit=137')
    expect(ok.status()).toBe(200)
    const body = (await ok.json()) as { gameVersion: string; changes: { to: string; changedCats: { newForms: { name: string }[] }[] }[] }
    // the newest update layer (game-data-updates README §1: updatedbcdata-15.6.0)
    expect(body.gameVersion).toBe('15.6.0')
    expect(body.changes.find((step) => step.to === '15.0.0')?.changedCats[0]?.newForms).toEqual([{ catId: 137, formIndex: 3, name: 'Ultra Kasa Jizo' }])
    const bad = await request.get('/api/v1/changes?since=1')
    expect(bad.status()).toBe(400)
    expect(await bad.json()).toEqual({ error: { status: 400, message: 'Invalid query: unknown field "since" (allowed: version, unit).' } })
  })
})
