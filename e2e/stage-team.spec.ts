import { test, expect, waitForHydration } from './fixtures'

// Catseye Nebula (CotC chapter 1 stage 13, stageSpace07_13.csv): Stage_option.csv row
// `3006,0,13,0,0,0,0,4000,0` = cats of 4,000¢ or less at the first crown (rust-wiki's stage
// page says "Cat Deploy Cost: Only 4,000¢ or less").
for (const width of [360, 1440]) {
  test(`stage page at ${width} px: the rules in words and a built team that keeps them, opened as a lineup`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/stage/CotC1/13')
    await waitForHydration(page)
    await expect(page.getByTestId('stage-title')).toHaveText('Catseye Nebula')
    await expect(page.getByTestId('stage-rule-list')).toContainText('Only cats costing 4,000¢ or less.')

    const team = page.getByTestId('stage-team')
    await expect(team.getByTestId('team-pick').first()).toBeVisible({ timeout: 20_000 })
    const picks = team.getByTestId('team-pick')
    const count = await picks.count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThanOrEqual(10)
    expect(await team.getByTestId('team-row-1').getByTestId('team-pick').count()).toBeLessThanOrEqual(5)
    // The first pick is the fastest boss killer, its time to one decimal; every pick says why.
    await expect(team.getByTestId('team-reason').first()).toHaveText(/^Fastest kill of .+: \d+\.\d s$/)
    for (const reason of await team.getByTestId('team-reason').allTextContents()) expect(reason.trim().length).toBeGreaterThan(10)
    await expect(team.getByTestId('team-rules')).toContainText('Rules kept: Only cats costing 4,000¢ or less.')
    await page.screenshot({ path: `test-results/stage-team-${width}.png`, fullPage: false, clip: undefined })
    await team.scrollIntoViewIfNeeded()
    await team.screenshot({ path: `test-results/stage-team-section-${width}.png` })

    await team.getByTestId('team-lineup-link').click()
    await expect(page).toHaveURL(/\/lineup\?cats=\d+\.\d\.\d+\.\d+/)
  })
}
