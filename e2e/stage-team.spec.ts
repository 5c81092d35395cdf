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
    await expect(team.getByTestId('team-reason').first()).toHaveText(/^Fastest kill of .+: \d+\.\d{1,2} s$/)
    const reasons = await team.getByTestId('team-reason').allTextContents()
    for (const reason of reasons) expect(reason.trim().length).toBeGreaterThan(10)
    // Roles: a cat out of the boss's reach and a meat shield (the stage's boss has its full record).
    expect(reasons.filter((reason) => /^Out-ranges Angelic Gory by \d+: kills it in /.test(reason))).toHaveLength(1)
    expect(reasons.filter((reason) => /^Meat shield: [\d,]+ hits from Angelic Gory per [\d,]+¢, \d+\.\d s cooldown$/.test(reason))).toHaveLength(1)
    await expect(team.getByTestId('team-together')).toContainText(
      /^All together, every pick in range at once \(their kill rates added\): Angelic Gory in [\d.]+ s, /,
    )
    await expect(team.getByTestId('team-rules')).toContainText('Rules kept: Only cats costing 4,000¢ or less.')
    await page.screenshot({ path: `test-results/stage-team-${width}.png`, fullPage: false, clip: undefined })
    await team.scrollIntoViewIfNeeded()
    await team.screenshot({ path: `test-results/stage-team-section-${width}.png` })

    await team.getByTestId('team-lineup-link').click()
    await expect(page).toHaveURL(/\/lineup\?cats=\d+\.\d\.\d+\.\d+/)
  })
}

// Earthshaker (N000/0, stageRN000_00.csv): every line at 200%; Map_option.csv gives The Legend
// Begins (`0,4,100,150,200,300,…`) crowns of 100, 150, 200 and 300%, so at 4 crowns a line is
// 200 × 300 / 100 = 600% and Those Guys (t_unit.csv HP 200) have 1,200 HP. Stage_option.csv's
// row `0,3,-1,6,…` (map 0, the 4-crown, every stage, rarity mask 6 = Special + Rare) limits it.
for (const width of [360, 1440]) {
  test(`stage page at ${width} px: the crown picker ranks and builds at the crown in the address`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/stage/N000/0?crown=4')
    await waitForHydration(page)
    const crown = page.getByTestId('counter-crown')
    await expect(crown).toHaveValue('4')
    await expect(page.getByTestId('stage-enemies-crown')).toContainText('4 crowns (300%)')
    const thoseGuys = page.getByTestId('stage-enemy').filter({ hasText: 'Those Guys' })
    await expect(thoseGuys.getByTestId('stage-enemy-magnification')).toHaveText('600%')
    await expect(thoseGuys).toContainText('1,200')
    const team = page.getByTestId('stage-team')
    await expect(team.getByTestId('team-rules')).toContainText('Rules kept: Only Special and Rare cats.', { timeout: 20_000 })
    await expect(team).toContainText('at 4 crowns (300%)')

    await crown.selectOption('2')
    await expect(page).toHaveURL(/[?&]crown=2(&|$)/)
    await expect(thoseGuys.getByTestId('stage-enemy-magnification')).toHaveText('300%')
    await expect(team).toContainText('at 2 crowns (150%)', { timeout: 20_000 })
    await expect(team.getByTestId('team-rules')).toHaveText(/The stage sets no rule on the team\./)

    await crown.selectOption('1')
    await expect(page).not.toHaveURL(/crown=/)
  })
}

test('a crown the stage lacks, or no crown at all, falls back to the first', async ({ page }) => {
  for (const address of ['/stage/N000/0?crown=9', '/stage/N000/0?crown=abc', '/stage/N000/0?crown=0']) {
    const response = await page.goto(address)
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    await expect(page.getByTestId('counter-crown')).toHaveValue('1')
    await expect(page.getByTestId('stage-enemies-crown')).toContainText('1 crown (100%)')
  }
  // Catseye Nebula's map has one crown: no picker, and ?crown=3 shows the stage as it is.
  const response = await page.goto('/stage/CotC1/13?crown=3')
  expect(response?.status()).toBe(200)
  await waitForHydration(page)
  await expect(page.getByTestId('stage-team').getByTestId('team-pick').first()).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('counter-crown')).toHaveCount(0)
})

test('the team route answers what the page shows, and 400 JSON for a bad crown', async ({ page, request }) => {
  const answer = await request.get('/api/v1/stages/N000/0/team?crown=4')
  expect(answer.status()).toBe(200)
  const body = (await answer.json()) as {
    crown: { number: number; percent: number }
    picks: { unitId: number; formIndex: number; name: string; row: number; reason: string }[]
    together: { name: string; seconds: number | null }[]
  }
  expect(body.crown).toMatchObject({ number: 4, percent: 300 })
  await page.goto('/stage/N000/0?crown=4')
  await waitForHydration(page)
  const team = page.getByTestId('stage-team')
  await expect(team.getByTestId('team-pick').first()).toBeVisible({ timeout: 20_000 })
  await expect(team.getByTestId('team-reason')).toHaveText(body.picks.map((pick) => pick.reason))
  // The whole team's times, enemy by enemy, as the page words them.
  expect(body.together.length).toBeGreaterThan(0)
  for (const line of body.together) await expect(team.getByTestId('team-together')).toContainText(line.name)
  await expect(team.getByTestId('team-row-1').getByTestId('team-pick')).toHaveCount(body.picks.filter((pick) => pick.row === 1).length)

  for (const path of [
    '/api/v1/stages/N000/0/team?crown=5',
    '/api/v1/stages/CotC1/13/team?crown=2',
    '/api/v1/stages/N000/0/team?level=30',
    '/api/v1/stages/N000/01/team',
  ]) {
    const refused = await request.get(path)
    expect(refused.status(), path).toBe(400)
    expect(((await refused.json()) as { error: { status: number; message: string } }).error).toMatchObject({
      status: 400,
      message: expect.stringMatching(/\S/),
    })
  }
  expect((await request.get('/api/v1/stages/N000/99/team')).status()).toBe(404)
  expect((await request.post('/api/v1/stages/N000/0/team')).status()).toBe(405)
})

// Those Guys (enemy 2, t_unit.csv HP 200) at 400%: every cat at max ranked on the enemy page, and a team built from that ranking.
for (const width of [360, 1440]) {
  test(`enemy page at ${width} px: a team against this one enemy at this magnification, opened as a lineup`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/enemy/2?magnification=400')
    await waitForHydration(page)
    const team = page.getByTestId('enemy-team')
    await expect(team.getByTestId('team-pick').first()).toBeVisible({ timeout: 20_000 })
    await expect(team).toContainText('against Those Guys at 400%')
    // The words name the roles the builder now fills, as the stage page's do.
    await expect(team).toContainText(
      'a cat that out-ranges it, one for each of its traits, one that holds it back (freeze, slow, weaken or knockback), a meat shield',
    )
    await expect(team.getByTestId('team-reason').first()).toHaveText(/^Fastest kill of Those Guys: \d+\.\d{1,2} s$/)
    const count = await team.getByTestId('team-pick').count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThanOrEqual(10)
    expect(await team.getByTestId('team-row-1').getByTestId('team-pick').count()).toBeLessThanOrEqual(5)
    await expect(team.getByTestId('team-rules')).toHaveCount(0)
    await team.screenshot({ path: `test-results/enemy-team-section-${width}.png` })
    await team.getByTestId('team-lineup-link').click()
    await expect(page).toHaveURL(/\/lineup\?cats=\d+\.\d\.\d+\.\d+/)
  })
}

// The player's say (issue #45 point 6): a pick left out never comes back until put back, a
// locked-in cat stays first; both in the address, so a shared link builds the same team.
for (const width of [360, 1440]) {
  test(`stage page at ${width} px: leave a pick out, lock one in, start again`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/stage/CotC1/13')
    await waitForHydration(page)
    const team = page.getByTestId('stage-team')
    const picks = team.getByTestId('team-pick')
    await expect(picks.first()).toBeVisible({ timeout: 20_000 })
    const names = async () => (await picks.getByRole('link').allTextContents()).map((name) => name.trim())
    const before = await names()
    expect(before.length).toBeGreaterThan(2)
    const first = before[0]!

    await picks
      .first()
      .getByRole('button', { name: `Leave ${first} out` })
      .click()
    await expect(page).toHaveURL(/[?&]out=/)
    await expect(picks.first().getByRole('link')).not.toHaveText(first, { timeout: 20_000 })
    expect(await names()).not.toContain(first)
    await expect(team.getByTestId('team-choices')).toContainText('1 left out')

    // The last pick of the team built without it goes first once locked in.
    const last = (await names()).at(-1)!
    await picks
      .last()
      .getByRole('button', { name: `Lock ${last} in` })
      .click()
    await expect(page).toHaveURL(/[?&]lock=/)
    await expect(picks.first().getByTestId('team-reason')).toHaveText(/^Locked in: /, { timeout: 20_000 })
    await expect(picks.first().getByRole('link')).toHaveText(last)
    await expect(picks.first().getByRole('button', { name: `Lock ${last} in` })).toHaveAttribute('aria-pressed', 'true')

    // The address alone builds the same team.
    await page.reload()
    await waitForHydration(page)
    await expect(picks.first().getByTestId('team-reason')).toHaveText(/^Locked in: /, { timeout: 20_000 })
    expect(await names()).not.toContain(first)

    await team.getByTestId('team-reset').click()
    await expect(page).not.toHaveURL(/[?&](out|lock)=/)
    await expect(picks.first().getByRole('link')).toHaveText(first, { timeout: 20_000 })
  })
}

// Catseye Nebula again: its boss, Angelic Gory, has its full record, so hits survived and its reach are known.
for (const width of [360, 1440]) {
  test(`stage page at ${width} px: the team leans to more shields, cheaper or more range, kept in the address`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/stage/CotC1/13')
    await waitForHydration(page)
    const team = page.getByTestId('stage-team')
    const reasons = team.getByTestId('team-reason')
    await expect(reasons.first()).toHaveText(/^Fastest kill of /, { timeout: 20_000 })
    const lean = team.getByTestId('team-prefer')
    await expect(lean.getByRole('radio', { name: 'Balanced' })).toHaveAttribute('aria-checked', 'true')
    const shieldsIn = async () => (await reasons.allTextContents()).filter((reason) => reason.startsWith('Meat shield: ')).length
    expect(await shieldsIn()).toBe(1)

    await lean.getByRole('radio', { name: 'More shields' }).click()
    await expect(page).toHaveURL(/[?&]prefer=shields/)
    await expect.poll(shieldsIn, { timeout: 20_000 }).toBe(3)
    await expect(team.getByTestId('team-prefer-note')).toHaveText('Leaning to shields: up to three meat shields, the most hits survived per cost.')

    await lean.getByRole('radio', { name: 'Cheaper' }).click()
    await expect(page).toHaveURL(/[?&]prefer=cheaper/)
    await expect(reasons.first()).toHaveText(/^Most damage per cost on Angelic Gory: [\d,]+ DPS per 100¢, kills it in [\d.]+ s$/, { timeout: 20_000 })

    // Back to balanced: the address drops the shift.
    await lean.getByRole('radio', { name: 'Balanced' }).click()
    await expect(page).not.toHaveURL(/[?&]prefer=/)
    await expect(reasons.first()).toHaveText(/^Fastest kill of /, { timeout: 20_000 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  })
}

// The budget (battle-money.ts, BCU Treasure.getMaxMon / getMonInc, worker power-ups at 30, Giant Safe and
// Energy Drink at 300% as a fresh account has them): level 8 holds 1,500 × 9 + 3,000 = 16,500¢ and earns
// (3.15 × 1.7 + 3) × 30 = 250.65¢ a second; level 1 holds 1,500 × 2 + 3,000 = 6,000¢ and earns (3.15 + 3) × 30 = 184.5¢.
for (const width of [360, 1440]) {
  test(`stage page at ${width} px: the team's budget follows the Worker Cat level, kept in the address`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/stage/CotC1/13')
    await waitForHydration(page)
    const team = page.getByTestId('stage-team')
    const budget = team.getByTestId('team-budget')
    await expect(budget).toContainText('Budget at Worker Cat level 8: a wallet of 16,500¢, 250.7¢ a second', { timeout: 20_000 })
    await expect(team.getByRole('heading', { name: /^First row · [\d,]+¢ · [\d.]+ s of income$/ })).toBeVisible()

    await team.getByLabel('Worker Cat level').selectOption('1')
    await expect(page).toHaveURL(/[?&]worker=1/)
    await expect(budget).toContainText('Budget at Worker Cat level 1: a wallet of 6,000¢, 184.5¢ a second', { timeout: 20_000 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)

    await team.getByLabel('Worker Cat level').selectOption('8')
    await expect(page).not.toHaveURL(/[?&]worker=/)
  })
}

test('the team route leans as asked, and refuses a preference it does not know', async ({ request }) => {
  const answer = await request.get('/api/v1/stages/CotC1/13/team?prefer=range')
  expect(answer.status()).toBe(200)
  const body = (await answer.json()) as { prefer: string; picks: { reason: string }[] }
  expect(body.prefer).toBe('range')
  expect(body.picks.some((pick) => pick.reason.startsWith('Out-ranges Angelic Gory by '))).toBe(true)
  // Mermaid Cove (N003/2): no pick for time or trait holds Le'boin back, so one is taken for it.
  const cove = (await (await request.get('/api/v1/stages/N003/2/team')).json()) as { picks: { reason: string }[] }
  expect(
    cove.picks.filter((pick) => /^(Freezes|Slows|Weakens) Le'boin \d+% of the time \(|^Knocks Le'boin back with \d+% of its attacks \(/.test(pick.reason)),
  ).toHaveLength(1)
  const refused = await request.get('/api/v1/stages/CotC1/13/team?prefer=tanky')
  expect(refused.status()).toBe(400)
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    'Invalid query: prefer: must be one of balanced, cheaper, range, shields, not "tanky".',
  )
})
