import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { test, expect, waitForHydration } from './fixtures'

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
const BLOCKING_IMPACTS = new Set(['serious', 'critical'])
const SCHEMES = ['light', 'dark'] as const

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>
type Violation = AxeResults['violations'][number]

function describeViolations(violations: readonly Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`)
        .join('\n')
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : ''
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`
    })
    .join('\n\n')
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
  expect(blocking.length, `serious or critical axe violations on ${page.url()}:\n\n${describeViolations(blocking)}`).toBe(0)
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

/** Saves the first unit of the compare table to My Cats, through the row's own button. */
async function saveFirstCat(page: Page) {
  await open(page, '/units')
  await page.getByTestId('compare-row').first().getByRole('button', { name: 'Add to My Cats' }).click()
  await expect(page.getByText(/^Added .+ to My Cats$/)).toBeVisible()
}

const scenarios: { name: string; run: (page: Page) => Promise<void> }[] = [
  { name: 'home', run: (page) => open(page, '/') },
  {
    name: 'compare units',
    run: async (page) => {
      await open(page, '/units')
      await expect(page.getByTestId('compare-row').first()).toBeVisible()
    },
  },
  {
    name: 'compare units with the filters open on a phone',
    run: async (page) => {
      await page.setViewportSize({ width: 360, height: 800 })
      await open(page, '/units')
      await page.getByRole('button', { name: /^Filters & settings/ }).click()
      await page.getByRole('button', { name: /^Abilities/ }).click()
      await expect(page.locator('#ability-filters')).toBeVisible()
    },
  },
  {
    name: 'what changed, on a phone',
    run: async (page) => {
      await page.setViewportSize({ width: 360, height: 800 })
      await open(page, '/changes')
      await expect(page.locator('#v15-0-0')).toBeVisible()
    },
  },
  {
    name: 'a unit page with its history',
    run: async (page) => {
      await open(page, '/unit/271/2')
      await expect(page.getByTestId('unit-history')).toBeVisible()
    },
  },
  {
    name: 'all lists',
    run: async (page) => {
      await open(page, '/lists')
      await expect(page.getByTestId('cat-list').first()).toBeVisible()
    },
  },
  {
    name: 'My Cats with a saved cat',
    run: async (page) => {
      await saveFirstCat(page)
      await open(page, '/lists/my-cats')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Cats')
      await expect(page.getByTestId('empty-list')).toHaveCount(0)
    },
  },
  {
    name: 'unit page, with the range graph as a table',
    run: async (page) => {
      await open(page, '/unit/025/2')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Its own scroller: axe's scrollable-region-focusable asks it to be a Tab stop.
      await page.getByText('Graph data as a table').click()
      await expect(page.getByRole('region', { name: 'Graph data, scrollable' })).toBeVisible()
    },
  },
  {
    name: 'unit page, form not found',
    run: async (page) => {
      await open(page, '/unit/025/9')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },
  },
  {
    name: 'account page, every treasure shown',
    run: async (page) => {
      await open(page, '/account')
      for (const summary of await page.locator('summary', { hasText: 'Kept for you' }).all()) await summary.click()
      await expect(page.getByTestId('account-mysteryMask3')).toBeVisible()
    },
  },
  {
    name: 'page not found',
    run: async (page) => {
      const response = await page.goto('/no-such-page')
      expect(response?.status()).toBe(404)
      await waitForHydration(page)
    },
  },
  {
    name: 'search dialog with results',
    run: async (page) => {
      await open(page, '/')
      await page.getByRole('button', { name: 'Search units', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Search units' })
      await dialog.getByRole('combobox', { name: 'Search for any cat' }).fill('bahamut')
      await expect(dialog.getByRole('option').first()).toBeVisible()
    },
  },
  {
    name: 'feedback dialog',
    run: async (page) => {
      await open(page, '/')
      await page.getByRole('button', { name: 'Tap here to provide feedback, report bugs, or request features.' }).click()
      await expect(page.getByRole('dialog', { name: 'Share Your Feedback' })).toBeVisible()
    },
  },
]

test.describe('axe: no serious or critical violations', () => {
  for (const scheme of SCHEMES) {
    for (const scenario of scenarios) {
      test(`${scenario.name} (${scheme})`, async ({ page }) => {
        // axe walks every node of the page; the compare table alone takes a good part of the default 30 s on two cores.
        test.slow()
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
        await scenario.run(page)
        await expectNoSeriousViolations(page)
      })
    }
  }
})

/** Presses Tab until the target has focus; fails if it is not among the next `limit` stops. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`${target.toString()} was not reached in ${limit} Tab presses`)
}

/** Whether the focused element draws a visible focus ring, read from its computed style. */
async function focusRingOfActiveElement(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return { element: 'body', visible: false, detail: 'nothing focused' }
    const style = getComputedStyle(element)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== ''
    const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`
    return {
      element: label,
      visible: element.matches(':focus-visible') && (outline || shadow),
      detail: `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow ${style.boxShadow}`,
    }
  })
}

test.describe('keyboard on /units', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 })
    await open(page, '/units')
  })

  test('a filter chip is reached with Tab and toggled with Space and Enter', async ({ page }) => {
    const legend = page.getByRole('group', { name: 'Rarity' }).getByRole('button', { name: 'Legend', exact: true })
    await tabTo(page, legend)
    await expect(legend).toHaveAttribute('aria-pressed', 'false')
    await page.keyboard.press('Space')
    await expect(legend).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/rarity=5/)
    await expect(legend).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(legend).toHaveAttribute('aria-pressed', 'false')
    await expect(page).not.toHaveURL(/rarity=/)
  })

  test('the any/all trait toggle answers the keyboard', async ({ page }) => {
    const group = page.getByRole('radiogroup', { name: 'Trait matching' })
    const all = group.getByRole('radio', { name: 'All' })
    // One Tab stop, the chosen radio; the arrows choose (a radio group's keys).
    await tabTo(page, group.getByRole('radio', { name: 'Any' }))
    await page.keyboard.press('ArrowRight')
    await expect(all).toBeFocused()
    await expect(all).toHaveAttribute('aria-checked', 'true')
    await expect(page).toHaveURL(/traitMatch=all/)
  })

  test('a sort header is operated with Enter', async ({ page }) => {
    const cost = page.getByRole('button', { name: /^Cost/ })
    await tabTo(page, cost, 120)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('columnheader', { name: /Cost/ })).toHaveAttribute('aria-sort', 'ascending')
    await expect(page).toHaveURL(/sort=cost/)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('columnheader', { name: /Cost/ })).toHaveAttribute('aria-sort', 'descending')
  })

  test('a row link is reached with Tab and followed with Enter', async ({ page }) => {
    const firstRow = page.getByTestId('compare-row').first()
    const link = firstRow.getByRole('link')
    const href = await link.getAttribute('href')
    expect(href).toMatch(/^\/unit\/\d{3}\/\d$/)
    await tabTo(page, link, 150)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(href!)
  })

  test('the row save button and its list menu work from the keyboard', async ({ page }) => {
    const firstRow = page.getByTestId('compare-row').first()
    const chooser = firstRow.getByRole('button', { name: 'Choose a list' })
    await tabTo(page, chooser, 160)
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'Add to list' })
    await expect(menu.getByRole('menuitem').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(chooser).toBeFocused()

    // Choosing a list hands the focus back to the chooser, which still has its row.
    await page.keyboard.press('Enter')
    await expect(menu.getByRole('menuitem').first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByText(/^Added .+ to My Cats$/)).toBeVisible()
    await expect(chooser).toBeFocused()

    // Tab from the open menu goes on to the next row; the menu sits after the table in the page, and
    // Tab from there skipped every row below to the footer.
    await page.keyboard.press('Enter')
    await expect(menu.getByRole('menuitem').first()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu).toBeHidden()
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="compare-row"]')?.getAttribute('aria-rowindex'))).toBe('3')
  })

  test('the table scroller takes focus and scrolls with the keyboard', async ({ page }) => {
    const scroller = page.getByRole('region', { name: 'Units table, scrollable' })
    await tabTo(page, scroller, 120)
    await expect(scroller).toBeFocused()
    // A busy machine can drop the first key's smooth scroll while the page settles; the point is
    // that the focused scroller moves with PageDown, so the key is pressed again until it does.
    await expect(async () => {
      await page.keyboard.press('PageDown')
      expect(await scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)
    }).toPass({ timeout: 10_000 })
    await expect(scroller).toBeFocused()
  })

  test('on a phone the filters open from the keyboard and their chips follow in tab order', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    const toggle = page.getByRole('button', { name: /^Filters & settings/ })
    await tabTo(page, toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const uber = page.getByRole('group', { name: 'Rarity' }).getByRole('button', { name: 'Uber', exact: true })
    await tabTo(page, uber, 10)
    await page.keyboard.press('Space')
    await expect(uber).toHaveAttribute('aria-pressed', 'true')
  })

  for (const scheme of SCHEMES) {
    test(`every tab stop up to the table rows shows a focus ring (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      const missing: string[] = []
      let reachedRow = false
      for (let presses = 0; presses < 140 && !reachedRow; presses++) {
        await page.keyboard.press('Tab')
        const ring = await focusRingOfActiveElement(page)
        if (!ring.visible) missing.push(`${ring.element}: ${ring.detail}`)
        reachedRow = await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="compare-row"]')))
      }
      expect(reachedRow, 'Tab reaches the table rows').toBe(true)
      expect(missing, 'focused elements without a visible focus ring').toEqual([])
    })
  }
})

test.describe('the focus stays where the player is after a list action', () => {
  test('the unit page: Add to My Cats and a list from its menu keep the focus on their buttons', async ({ page, consoleErrors }) => {
    await open(page, '/unit/025/2')
    const add = page.getByRole('button', { name: 'Add to My Cats' })
    await add.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Added Awakened Bahamut Cat to My Cats')).toBeVisible()
    // The same button, now "In My Cats": it was disabled while saving, which dropped the focus to the page.
    await expect(page.getByRole('button', { name: 'In My Cats', exact: true })).toBeFocused()
    const chooser = page.getByTestId('add-to-list').getByRole('button', { name: 'Choose a list' })
    await chooser.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menu', { name: 'Add to list' }).getByRole('menuitem').first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(chooser).toBeFocused()
    // My Cats is the only list, and holds the cat already: refused with the spec's message, which is logged.
    await expect(page.getByText('This unit is already in your list')).toBeVisible()
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !/This unit is already in your list/.test(line)))
  })

  test('a list page: removing or moving a cat puts the focus on the same button of the next cat', async ({ page }) => {
    // The table's first three rows: three different cats (a list holds a cat once).
    await open(page, '/units')
    const rows = page.getByTestId('compare-row')
    for (let index = 0; index < 3; index++) {
      await rows.nth(index).getByRole('button', { name: 'Add to My Cats', exact: true }).click()
      await expect(rows.nth(index).getByRole('button', { name: /saved in My Cats/ })).toBeVisible()
    }
    await open(page, '/lists/my-cats')
    const cats = page.getByTestId('saved-cat')
    await expect(cats).toHaveCount(3)
    await cats
      .first()
      .getByRole('button', { name: /^Remove / })
      .focus()
    await page.keyboard.press('Enter')
    await expect(cats).toHaveCount(2)
    // The cat that was second is first now (the rows are by the time they were added).
    await expect(cats.first().getByRole('button', { name: /^Remove / })).toBeFocused()

    const last = cats.last()
    const move = last.getByRole('button', { name: /^Move .+ to another list$/ })
    await move.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('menu', { name: 'Move to list' }).getByRole('menuitem').first().focus()
    await page.keyboard.press('Enter')
    // My Cats is the only list: the cat stays, and the focus goes back to its button.
    await expect(move).toBeFocused()
  })

  test('the lists page: leaving Rename or the delete question returns to its button; a deleted list hands the focus on', async ({ page }) => {
    await open(page, '/lists')
    for (const name of ['Alpha team', 'Beta team']) {
      await page.getByLabel('New list', { exact: true }).fill(name)
      await page.getByLabel('New list', { exact: true }).press('Enter')
      await expect(page.getByTestId('cat-list').filter({ hasText: name })).toBeVisible()
    }
    const alpha = page.locator('[data-testid="cat-list"][aria-label="Alpha team"]')
    const rename = alpha.getByRole('button', { name: 'Rename' })
    await rename.focus()
    await page.keyboard.press('Enter')
    await expect(alpha.getByLabel('List name')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(rename).toBeFocused()

    const remove = alpha.getByRole('button', { name: 'Delete' })
    await remove.focus()
    await page.keyboard.press('Enter')
    // The safe answer has the focus: Enter twice does not delete the list.
    await expect(alpha.getByRole('button', { name: 'Cancel' })).toBeFocused()
    // Escape leaves the question, as it leaves Rename.
    await page.keyboard.press('Escape')
    await expect(alpha.getByRole('alertdialog')).toHaveCount(0)
    await expect(remove).toBeFocused()

    await page.keyboard.press('Enter')
    await page.keyboard.press('Shift+Tab')
    await expect(alpha.getByRole('button', { name: 'Delete list' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(alpha).toHaveCount(0)
    const focusedCard = await page.evaluate(() => document.activeElement?.closest('[data-testid="cat-list"]')?.getAttribute('aria-label'))
    expect(focusedCard).toBeTruthy()
  })
})
