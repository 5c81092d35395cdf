import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { saveAccountTreasure, test, expect, waitForHydration } from './fixtures'

/*
 * Talent orbs, the account and export / import in a real browser.
 *
 * Awakened Bahamut Cat (unit 25, form 2) hits 5000, 200 and 300 at level 1
 * (DataLocal/unit026.csv, its third line) every 93 frames, and takes one orb
 * (equipmentslot.csv "25,1"). Attack Up S (equipmentlist.json ID 4, value 500)
 * adds ⌊500 × damage / 100⌋ to each hit against its trait
 * (docs/mechanics-notes.md "Talent orbs"): 25000 + 1000 + 1500 = 27500 per
 * attack, so true DPS against red rises by 30 × 27500 / 93 = 8870.97.
 */
const ORB_DPS_GAIN = (30 * 27500) / 93

function parseNumber(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''))
}

async function trueDps(page: Page): Promise<number> {
  return parseNumber(await page.getByTestId('stat-true-dps').innerText())
}

async function clearSiteData(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        localStorage.clear()
        const request = indexedDB.deleteDatabase('battle-cats-codex')
        request.onsuccess = () => resolve()
        request.onerror = () => reject(request.error)
      }),
  )
}

test('an orb on Awakened Bahamut Cat changes the numbers at once, and the URL keeps it', async ({ page }) => {
  await page.goto('/unit/025/2?target=%22red%22')
  await waitForHydration(page)
  await expect(page.locator('#target-select')).toHaveValue('red')
  const before = await trueDps(page)

  await page.getByLabel('Orb slot 1 effect').selectOption({ label: 'Attack Up' })
  await expect(page.getByLabel('Orb slot 1 trait')).toHaveValue('red')
  await expect(page.getByLabel('Orb slot 1 grade')).toHaveValue('S')
  await expect(page).toHaveURL(/orbs=/)
  await expect.poll(() => trueDps(page)).not.toBe(before)
  // the page rounds each figure to a whole number
  expect(Math.abs((await trueDps(page)) - before - ORB_DPS_GAIN)).toBeLessThanOrEqual(1)

  // the URL alone brings it back
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByLabel('Orb slot 1 effect')).toHaveValue('attack')
  expect(Math.abs((await trueDps(page)) - before - ORB_DPS_GAIN)).toBeLessThanOrEqual(1)
})

test('a new orb is for the target’s trait where its effect offers it', async ({ page }) => {
  // Attack Up comes for every trait but metal (equipmentlist.json): against black it is a black orb,
  // against a metal enemy the effect has no metal orb and takes its first trait, red.
  await page.goto('/unit/025/2?target=%22black%22')
  await waitForHydration(page)
  await page.getByLabel('Orb slot 1 effect').selectOption({ label: 'Attack Up' })
  await expect(page.getByLabel('Orb slot 1 trait')).toHaveValue('black')
  await expect(page).toHaveURL(/attack-black-S/)
  // Another effect keeps the trait chosen.
  await page.getByLabel('Orb slot 1 trait').selectOption({ label: 'Angel' })
  await page.getByLabel('Orb slot 1 effect').selectOption({ label: 'Defense Up' })
  await expect(page.getByLabel('Orb slot 1 trait')).toHaveValue('angel')

  await page.goto('/unit/025/2?target=%22metal%22')
  await waitForHydration(page)
  await page.getByLabel('Orb slot 1 effect').selectOption({ label: 'Attack Up' })
  await expect(page.getByLabel('Orb slot 1 trait')).toHaveValue('red')
})

test('a Strong Effect Up orb goes only on a form strong against its trait', async ({ page, request }) => {
  // Divine Kuu (105/2) is strong against red and black (unit106.csv); the game lets no floating strong orb on it.
  await page.goto('/unit/105/2?orbs=%5B%22strong-floating-S%22%5D&target=%22anyTrait%22')
  await waitForHydration(page)
  await expect(page.getByTestId('orb-problems')).toContainText(
    'Orb slot 1: Strong Effect Up S: Floating is not counted: this form has no strong against Floating.',
  )
  await page.getByRole('button', { name: 'Remove these orbs' }).click()
  // The menus offer Strong Effect Up for red and black, and relic, which its talent "Target Relic" adds (talents at max).
  await page.getByLabel('Orb slot 1 effect').selectOption({ label: 'Strong Effect Up' })
  await expect(page.getByLabel('Orb slot 1 trait').locator('option')).toHaveText(['Red', 'Black', 'Relic'])
  // Massive Damage Up and Tough Effect Up need abilities Kuu lacks: not offered.
  await expect(page.getByLabel('Orb slot 1 effect').locator('option', { hasText: /Massive Damage Up|Tough Effect Up/ })).toHaveCount(0)
  const api = await request.get('/api/v1/units/105/2/stats?orbs=strong-floating-S', { failOnStatusCode: false })
  expect(api.status()).toBe(400)
  expect(await api.text()).toContain('this form has no strong against Floating')
})

test('a saved cat remembers its orbs', async ({ page }) => {
  await page.goto('/unit/025/2?orbs=%5B%22attack-red-S%22%5D')
  await waitForHydration(page)
  await expect(page.getByLabel('Orb slot 1 effect')).toHaveValue('attack')
  await page.getByRole('button', { name: 'Add to My Cats' }).click()
  await expect.poll(() => storedCats(page)).toEqual([expect.objectContaining({ unitId: 25, formIndex: 2, orbs: ['attack-red-S'] })])
})

test('a cat copied from a list row into My Cats keeps its orbs', async ({ page }) => {
  const listId = '0b6d2c1e-5a4f-4e3d-9c2b-1a0f9e8d7c6c'
  const t0 = 1_700_000_000_000
  const bundle = {
    version: 1,
    exportedAt: t0,
    lists: [{ id: listId, name: 'Orbed', levelMode: 'your-levels', createdAt: t0, updatedAt: t0 }],
    cats: [{ id: 1, listId, unitId: 25, formIndex: 2, level: 30, plusLevel: 0, talentLevels: [], orbs: ['attack-red-S'], addedAt: t0, updatedAt: t0 }],
  }
  await page.goto('/lists')
  await waitForHydration(page)
  await page.getByTestId('import-file').setInputFiles({ name: 'lists.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bundle)) })
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: /Imported 1 list and 1 cat(?!s)/ })).toBeVisible()
  await page.goto(`/lists/${listId}`)
  await waitForHydration(page)
  // The row names the orb its numbers count.
  await expect(page.getByTestId('saved-cat').getByTestId('saved-orbs')).toHaveText('Orb: Attack Up S: Red')
  await page.getByTestId('saved-cat').getByRole('button', { name: 'Add to My Cats' }).click()
  await expect
    .poll(() => storedCats(page))
    .toEqual(expect.arrayContaining([expect.objectContaining({ listId: 'my-cats', unitId: 25, formIndex: 2, level: 30, orbs: ['attack-red-S'] })]))
})

test('an orb a form cannot take is named, not counted, and the page still works', async ({ page }) => {
  // attack-metal-S is no orb of the game (metal has Defense Up only)
  await page.goto('/unit/025/2?orbs=%5B%22attack-metal-S%22%5D')
  await waitForHydration(page)
  await expect(page.getByTestId('orb-problems')).toContainText('Orb slot 1: Attack Up S: Metal is not counted: the game has no such orb.')
  await page.getByRole('button', { name: 'Remove these orbs' }).click()
  await expect(page.getByTestId('orb-problems')).toHaveCount(0)
  await expect(page).not.toHaveURL(/orbs=/)
  await expect(page.getByLabel('Orb slot 1 effect')).toHaveValue('')
  // The button went with the orbs: the focus is on the first slot's menu.
  await expect(page.getByLabel('Orb slot 1 effect')).toBeFocused()
  // A cat without an orb slot says so (its page has no orb catalog: it said "the game has no such orb").
  await page.goto('/unit/000/0?orbs=%5B%22attack-red-S%22%5D')
  await waitForHydration(page)
  await expect(page.getByTestId('orb-problems')).toContainText('is not counted: this form has no orb slot.')
})

test('a form without a slot shows no picker and names an orb from the URL as not counted', async ({ page }) => {
  await page.goto('/unit/025/0?orbs=%5B%22attack-red-S%22%5D')
  await waitForHydration(page)
  await expect(page.getByTestId('orb-problems')).toContainText('Orb slot 1: Attack Up S: Red is not counted: this form has no orb slot.')
  await expect(page.getByTestId('orb-slot-1')).toHaveCount(0)
})

/** an account as the site stored it before each treasure kind (version 1): one fruit treasure for six traits */
const ACCOUNT = {
  version: 1,
  treasures: { attackTreasure: 0, hpTreasure: 300, fruitTreasure: 120, alienTreasure: 300, researchLevel: 30, cooldownTreasure: 300 },
}
/** ACCOUNT as the site reads it now: the fruit treasure on each of its six traits, every treasure it did not have maxed */
const ACCOUNT_NOW = {
  version: 2,
  treasures: {
    ...Object.fromEntries(
      [
        'workerTreasure',
        'walletTreasure',
        'xpTreasure',
        'baseTreasure',
        'accountingTreasure',
        'cannonAttackTreasure',
        'cannonChargeTreasure',
        'energyTreasure',
        'aquaCrystal',
        'plasmaCrystal',
        'ancientTablet',
        'mysteriousForce',
        'cosmicEnergy',
        'timeMachine',
        'futureTech',
        'stellarGarnet',
        'phoebeBeryl',
        'lunarCitrine',
        'ganymedeTopaz',
        'callistoAmethyst',
        'darkMatter',
        'neutrino',
      ].map((key) => [key, 300]),
    ),
    mysteryMask1: 100,
    mysteryMask2: 100,
    mysteryMask3: 100,
    attackTreasure: 0,
    hpTreasure: 300,
    redTreasure: 120,
    floatingTreasure: 120,
    blackTreasure: 120,
    metalTreasure: 120,
    angelTreasure: 120,
    zombieTreasure: 120,
    alienTreasure: 300,
    researchLevel: 30,
    cooldownTreasure: 300,
  },
}

test('the account page keeps the treasures, and a unit page counts them with Maxed one click away', async ({ page }) => {
  await page.goto('/account')
  await waitForHydration(page)
  await expect(page.getByTestId('account-status')).toHaveText('Nothing saved yet: every page counts treasures maxed.')
  const attackField = page.getByTestId('account-attackTreasure')
  await attackField.fill('0')
  await attackField.press('Enter')
  await expect(page.getByTestId('account-status')).toHaveText('Saved: your own treasures.')

  // level 50 (×8.8) with the attack treasure at 0 (factor 1): 5000, 200, 300 → 44000 + 1760 + 2640 = 48400;
  // maxed (factor 2.5, mechanics §2): 121000
  await page.goto('/unit/025/2')
  await waitForHydration(page)
  await expect(page.getByText('From your account.')).toBeVisible()
  await expect(page.getByTestId('stat-attack')).toHaveText('48,400')
  await page.getByText('Maxed', { exact: true }).click()
  await expect(page.getByTestId('stat-attack')).toHaveText('121,000')
  await expect(page).toHaveURL(/treasures=maxed/)
})

test('a treasure typed past its range says so and becomes the nearest end when the player leaves the field; a stray value is dropped', async ({ page }) => {
  await page.goto('/account')
  await waitForHydration(page)
  // The attack treasure is the sum of three chapters of 0–100 % each: 0–300 (the account page's header says so).
  const attackField = page.getByTestId('account-attackTreasure')
  const problem = page.getByTestId('account-attackTreasure-problem')
  await attackField.fill('500')
  await expect(problem).toHaveText('500 is above 300: it becomes 300.')
  await expect(attackField).toHaveAttribute('aria-invalid', 'true')
  await attackField.fill('-3')
  await expect(problem).toHaveText('-3 is below 0: it becomes 0.')
  await attackField.blur()
  await expect(attackField).toHaveValue('0')
  await expect(problem).toBeHidden()
  await expect(attackField).not.toHaveAttribute('aria-invalid')
  await expect(page.getByTestId('account-status')).toHaveText('Saved: your own treasures.')
  await page.reload()
  await waitForHydration(page)
  await expect(attackField).toHaveValue('0')
  await attackField.fill('2.5')
  await expect(problem).toHaveText('2.5 is not a whole number: the field keeps 0.')
  await attackField.blur()
  await expect(attackField).toHaveValue('0')

  // Typed key by key, "1e2" passes through "1", which each keystroke already counted: leaving the
  // field goes back to the value before the typing (it kept 1 and said so).
  await attackField.fill('120')
  await attackField.blur()
  await attackField.selectText()
  await attackField.pressSequentially('1e2')
  await expect(problem).toHaveText('1e2 is not a whole number: the field keeps 120.')
  await attackField.blur()
  await expect(attackField).toHaveValue('120')
  await page.reload()
  await waitForHydration(page)
  await expect(attackField).toHaveValue('120')
})

test('Max everything can be undone from its toast', async ({ page }) => {
  const attackField = await saveAccountTreasure(page, 'attackTreasure', '120')
  await page.getByRole('button', { name: 'Max everything' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('Saved: everything maxed.')
  await expect(attackField).toHaveValue('300')
  const shown = page.locator('[data-sonner-toast]').filter({ hasText: 'Every treasure and research maxed.' })
  await shown.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('Saved: your own treasures.')
  await expect(attackField).toHaveValue('120')
})

test('forgetting the account can be undone from its toast', async ({ page }) => {
  const attackField = await saveAccountTreasure(page, 'attackTreasure', '120')
  const forget = page.getByRole('button', { name: 'Forget my account' })
  await forget.click()
  await expect(page.getByTestId('account-status')).toHaveText('Nothing saved yet: every page counts treasures maxed.')
  // Nothing left to forget: the button says so and keeps the focus (disabled, it dropped it to the page).
  await expect(forget).toBeFocused()
  await expect(forget).toBeDisabled()
  await expect(attackField).toHaveValue('300')
  const toastShown = page.locator('[data-sonner-toast]').filter({ hasText: 'Your account was removed from this browser.' })
  await toastShown.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('Saved: your own treasures.')
  await expect(attackField).toHaveValue('120')
  await page.reload()
  await waitForHydration(page)
  await expect(attackField).toHaveValue('120')
})

test('the account page groups every treasure like the game, keeps the ones the numbers do not use, and maxes a saga in one click', async ({ page }) => {
  await page.goto('/account')
  await waitForHydration(page)
  for (const saga of ['Empire of Cats', 'Into the Future', 'Cats of the Cosmos', 'Power-ups'])
    await expect(page.getByRole('region', { name: saga })).toBeVisible()
  const cosmos = page.getByRole('region', { name: 'Cats of the Cosmos' })
  // the treasures that change no number wait behind one click
  await cosmos.getByText('Kept for you: 10 more treasures').click()
  // a chapter's Mystery Mask runs 0–100%, a saga's treasure 0–300%
  const mask = cosmos.getByLabel('Mystery Mask (Ch. 2)')
  await expect(mask).toHaveAttribute('max', '100')
  await expect(cosmos.getByLabel('Stellar Garnet')).toHaveAttribute('max', '300')
  await expect(mask).toHaveAccessibleDescription(/God enemy weaker/)
  await mask.fill('40')
  await mask.press('Enter')
  await expect(page.getByTestId('account-status')).toHaveText('Saved: your own treasures.')
  await expect(page.getByTestId('account-kept-cotc').locator('summary')).toContainText('custom')
  await page.reload()
  await waitForHydration(page)
  await page.getByTestId('account-kept-cotc').locator('summary').click()
  await expect(page.getByTestId('account-mysteryMask2')).toHaveValue('40')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('battle-cats-codex:account'))) ?? 'null')).toMatchObject({
    version: 2,
    treasures: { mysteryMask2: 40 },
  })
  await page.getByRole('button', { name: 'Max Cats of the Cosmos' }).click()
  await expect(page.getByTestId('account-mysteryMask2')).toHaveValue('100')
  await expect(page.getByTestId('account-status')).toHaveText('Saved: everything maxed.')
})

test("each trait's own treasure: the Blood Fruit changes Dark Cat against red, the Sky Fruit does not", async ({ page }) => {
  // golden (shared/golden/cases.json): Dark Cat (unit 2, true form) at level 50 deals 2430 a hit to a red enemy with the
  // trait treasure maxed and 2025 with none: its true DPS, one hit a cycle, scales by 2025 / 2430
  const url = '/unit/002/2?level=50&talents=%22off%22&target=%22red%22'
  await page.goto(url + '&treasures=maxed')
  await waitForHydration(page)
  const maxed = await trueDps(page)
  await saveAccountTreasure(page, 'floatingTreasure', '0')
  await page.goto(url)
  await waitForHydration(page)
  await expect(page.getByText('From your account.')).toBeVisible()
  expect(await trueDps(page)).toBe(maxed)

  await page.goto('/account')
  await waitForHydration(page)
  const blood = page.getByTestId('account-redTreasure')
  await blood.fill('0')
  await blood.press('Enter')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('battle-cats-codex:account'))).toContain('"redTreasure":0')
  await page.goto(url)
  await waitForHydration(page)
  await expect.poll(() => trueDps(page)).not.toBe(maxed)
  expect(Math.abs((await trueDps(page)) - (maxed * 2025) / 2430)).toBeLessThanOrEqual(1)
})

test('with an account saved, a treasure set back to its maximum on the unit page counts the maximum, and a link naming it does too', async ({ page }) => {
  const url = '/unit/002/2?level=50&talents=%22off%22'
  await page.goto(url + '&treasures=maxed')
  await waitForHydration(page)
  const maxedAttack = await page.getByTestId('stat-attack').innerText()
  await saveAccountTreasure(page, 'attackTreasure', '100')

  await page.goto(url)
  await waitForHydration(page)
  await expect(page.getByTestId('stat-attack')).not.toHaveText(maxedAttack)
  await page.locator('summary').filter({ hasText: 'Treasures and research' }).click()
  const field = page.getByRole('spinbutton', { name: /^Attack treasure/ })
  await expect(field).toHaveValue('100')
  await field.fill('300')
  await field.blur()
  // The URL names the 300 (a default the router used to strip, after which the account's 100 came back).
  await expect(page).toHaveURL(/attackTreasure=300/)
  await expect(page.getByTestId('stat-attack')).toHaveText(maxedAttack)
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByTestId('stat-attack')).toHaveText(maxedAttack)
  // Another setting changed afterwards keeps it; the other treasures stay the account's (unnamed).
  await page.getByLabel('Target', { exact: true }).selectOption('red')
  await expect(page).toHaveURL(/target=red/)
  await expect(page).toHaveURL(/attackTreasure=300/)
  await expect(page).not.toHaveURL(/hpTreasure/)
})

test('choosing where treasures come from counts that source for all of them, and the hint says when some are changed', async ({ page }) => {
  await saveAccountTreasure(page, 'attackTreasure', '100')
  // Bahamut Cat (unit026.csv 3:5000) at level 50 (×8.8): 44,000 with no attack treasure; ×2.5 maxed = 110,000 (mechanics §2);
  // the account's 100% of 300 makes it ×(1 + 1.5 × 100/300) = ×1.5 = 66,000.
  await page.goto('/unit/025/0?level=50')
  await waitForHydration(page)
  await expect(page.getByTestId('stat-attack')).toHaveText('66,000')
  await page.locator('summary').filter({ hasText: 'Treasures and research' }).click()
  await page.getByRole('button', { name: 'Max all treasures' }).click()
  await expect(page.getByTestId('stat-attack')).toHaveText('110,000')
  await expect(page.getByText('Every treasure and research maxed.')).toBeVisible()
  // Max all chose "Maxed" and named no value of its own: "My account" brings the account back (it stayed pinned at 300).
  await page.getByText('My account', { exact: true }).click()
  await expect(page.getByTestId('stat-attack')).toHaveText('66,000')
  await expect(page).not.toHaveURL(/Treasure=/)
  // A value changed by hand is counted over the source, and the hint says so.
  const field = page.getByRole('spinbutton', { name: /^Attack treasure/ })
  await field.fill('0')
  await field.blur()
  await expect(page.getByTestId('stat-attack')).toHaveText('44,000')
  await expect(page.getByText('From your account, but for the ones changed below.')).toBeVisible()
  await page.getByText('Maxed', { exact: true }).click()
  await expect(page.getByTestId('stat-attack')).toHaveText('110,000')
  await expect(page).not.toHaveURL(/attackTreasure/)
})

test('an old link with fruitTreasure still counts it, written back as each trait', async ({ page }) => {
  await page.goto('/unit/002/2?level=50&talents=%22off%22&target=%22red%22&fruitTreasure=0')
  await waitForHydration(page)
  await expect(page).toHaveURL(/redTreasure=0/)
  await expect(page).not.toHaveURL(/fruitTreasure/)
  const none = await trueDps(page)
  await page.goto('/unit/002/2?level=50&talents=%22off%22&target=%22red%22')
  await waitForHydration(page)
  const full = await trueDps(page)
  expect(Math.abs(none - (full * 2025) / 2430)).toBeLessThanOrEqual(1)
  // A trait's own treasure beside the fruit wins, at its maximum too (the router stripped 300 before the fruit was read).
  await page.goto('/unit/002/2?level=50&talents=%22off%22&target=%22red%22&fruitTreasure=0&redTreasure=300')
  await waitForHydration(page)
  await expect(page).not.toHaveURL(/fruitTreasure/)
  await expect(page).toHaveURL(/redTreasure=300/)
  await expect.poll(() => trueDps(page)).toBe(full)
})

test('the compare page says it counts the account', async ({ page }) => {
  await page.goto('/healthz')
  await page.evaluate((account) => localStorage.setItem('battle-cats-codex:account', JSON.stringify(account)), ACCOUNT)
  await page.goto('/units')
  await waitForHydration(page)
  await expect(page.getByTestId('treasure-note')).toHaveText('treasures and research from your account.')
  await page.getByTestId('treasures-setting').selectOption('maxed')
  await expect(page.getByTestId('treasure-note')).toHaveText('treasures and research maxed.')
})

test('export, clear site data, import: lists, cats with their orbs and the account all come back', async ({ page }) => {
  await page.goto('/healthz')
  await page.evaluate((account) => localStorage.setItem('battle-cats-codex:account', JSON.stringify(account)), ACCOUNT)
  await page.goto('/unit/025/2?orbs=%5B%22defense-red-A%22%5D')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Add to My Cats' }).click()
  await expect.poll(() => storedCats(page)).toHaveLength(1)

  await page.goto('/lists')
  await waitForHydration(page)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export' }).click()
  const download = await downloading
  const exported = await readFile(await download.path())
  const bundle = JSON.parse(exported.toString('utf8')) as { cats: { orbs?: string[] }[]; account?: unknown }
  expect(bundle.cats.map((cat) => cat.orbs)).toEqual([['defense-red-A']])
  // an account stored in today's shape is exported in the new one, nothing lost
  expect(bundle.account).toEqual(ACCOUNT_NOW)

  await clearSiteData(page)
  await page.reload()
  await waitForHydration(page)
  await page.getByTestId('import-file').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: exported })
  await expect(page.getByText('Imported 1 list, 1 cat and your account')).toBeVisible()
  expect(await storedCats(page)).toEqual([expect.objectContaining({ unitId: 25, formIndex: 2, orbs: ['defense-red-A'] })])
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('battle-cats-codex:account'))) ?? 'null')).toEqual(ACCOUNT_NOW)
})

async function storedCats(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('battle-cats-codex')
        open.onsuccess = () => {
          const request = open.result.transaction('savedCats').objectStore('savedCats').getAll()
          request.onsuccess = () => {
            resolve(request.result)
            open.result.close()
          }
          request.onerror = () => reject(request.error)
        }
        open.onerror = () => reject(open.error)
      }),
  )
}

test('data saved before orbs and accounts opens as it is, and the database stays at version 1 with its two stores', async ({ page }) => {
  // today's records, written the way the released app writes them, before the app opens the database
  await page.goto('/healthz')
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('battle-cats-codex', 1)
        open.onupgradeneeded = () => {
          const db = open.result
          const lists = db.createObjectStore('catLists', { keyPath: 'id' })
          lists.createIndex('name', 'name', { unique: true })
          const cats = db.createObjectStore('savedCats', { keyPath: 'id', autoIncrement: true })
          cats.createIndex('listId', 'listId')
          cats.createIndex('listId_unitId', ['listId', 'unitId'], { unique: true })
          lists.add({ id: 'my-cats', name: 'My Cats', levelMode: 'your-levels', createdAt: 1, updatedAt: 1 })
          cats.add({ listId: 'my-cats', unitId: 25, formIndex: 2, level: 50, plusLevel: 0, talentLevels: [], addedAt: 2, updatedAt: 2 })
        }
        open.onsuccess = () => {
          open.result.close()
          resolve()
        }
        open.onerror = () => reject(open.error)
      }),
  )
  await page.goto('/lists/my-cats')
  await waitForHydration(page)
  await expect(page.getByTestId('saved-cat')).toHaveCount(1)
  await expect(page.getByTestId('saved-cat')).toContainText('Awakened Bahamut Cat')
  const shape = await page.evaluate(async () => {
    const info = (await indexedDB.databases()).find((db) => db.name === 'battle-cats-codex')
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open('battle-cats-codex')
      open.onsuccess = () => resolve(open.result)
    })
    const stores = [...db.objectStoreNames]
    const indexes = stores.map((store) => [...db.transaction(store).objectStore(store).indexNames])
    db.close()
    return { version: info?.version, stores, indexes }
  })
  expect(shape).toEqual({ version: 1, stores: ['catLists', 'savedCats'], indexes: [['name'], ['listId', 'listId_unitId']] })
})
