import type { Page } from '@playwright/test'
import { test, expect, waitForHydration } from './fixtures'

// Real names from the English 15.0.1 data set.
const BAHAMUT = ['Bahamut Cat', 'Awakened Bahamut Cat', 'Crazed Bahamut Cat']

function searchDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Search units' })
  return {
    dialog,
    input: dialog.getByRole('combobox', { name: 'Search for any cat' }),
    listbox: dialog.getByRole('listbox', { includeHidden: true }),
    options: dialog.getByRole('option'),
    message: dialog.getByTestId('unit-search-message'),
  }
}

async function openHome(page: Page) {
  await page.goto('/')
  await waitForHydration(page)
}

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search units', exact: true }).click()
  const search = searchDialog(page)
  await expect(search.input).toBeFocused()
  return search
}

async function optionNames(page: Page): Promise<string[]> {
  return searchDialog(page).options.getByTestId('unit-search-name').allTextContents()
}

test.describe('opening and closing', () => {
  test('the top bar button opens it with the input focused and the empty-query message', async ({ page }) => {
    await openHome(page)
    const { dialog, input, listbox, message } = await openSearch(page)
    await expect(dialog).toBeVisible()
    await expect(input).toHaveAttribute('placeholder', 'Search for any cat...')
    await expect(message).toHaveText('Start typing to search for units...')
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await expect(input).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '')
    await expect(listbox).toBeHidden()
  })

  test('the focused field is marked by an accent line, which goes when focus moves to Cancel', async ({ page }) => {
    await openHome(page)
    const { dialog, input } = await openSearch(page)
    const row = input.locator('..')
    const line = () => row.evaluate((element) => getComputedStyle(element).borderBottomColor)
    const accent = await page.evaluate(() => {
      const probe = document.createElement('div')
      probe.style.color = 'var(--color-accent)'
      document.body.append(probe)
      const color = getComputedStyle(probe).color
      probe.remove()
      return color
    })
    expect(await line()).toBe(accent)
    await dialog.getByRole('button', { name: 'Cancel search, Esc' }).focus()
    expect(await line()).not.toBe(accent)
  })

  for (const path of ['/', '/units', '/lists/my-cats', '/unit/025/0']) {
    test(`Ctrl+K opens it on ${path} and Escape closes it`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      const { dialog, input } = searchDialog(page)
      await page.keyboard.press('Control+k')
      await expect(dialog).toBeVisible()
      await expect(input).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    })
  }

  test('Cmd+K opens it too, and the shortcut pressed again closes it', async ({ page }) => {
    await openHome(page)
    const { dialog, input } = searchDialog(page)
    await page.keyboard.press('Meta+k')
    await expect(dialog).toBeVisible()
    await expect(input).toBeFocused()
    await page.keyboard.press('Meta+k')
    await expect(dialog).toBeHidden()
  })

  test('the shortcut pressed twice within one frame leaves the dialog closed', async ({ page }) => {
    await openHome(page)
    const { dialog } = searchDialog(page)
    // Prepared while the page was idle (as in the test below), so the shortcut shows it ahead of React.
    const field = page.locator('dialog input[aria-label="Search for any cat"]')
    await expect.poll(() => field.evaluate((input) => input.getBoundingClientRect().height)).toBeGreaterThan(0)
    // The first press shows the dialog ahead of React, which hears of it a frame later; the second comes before that.
    const focusedByFirstPress = await page.evaluate(() => {
      const press = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true, cancelable: true }))
      press()
      const focused = document.activeElement?.getAttribute('aria-label')
      press()
      return focused
    })
    expect(focusedByFirstPress).toBe('Search for any cat')
    await expect(dialog).toBeHidden()
    // Still closed once React's catch-up would have run, and the shortcut opens it again.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
    await expect(dialog).toBeHidden()
    await page.keyboard.press('Control+k')
    await expect(dialog).toBeVisible()
  })

  test('focus returns to the search button after Escape', async ({ page }) => {
    await openHome(page)
    await openSearch(page)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Search units', exact: true })).toBeFocused()
  })

  test('Escape pressed at once after the shortcut closes the dialog, before it has become modal', async ({ page }) => {
    await openHome(page)
    const compare = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compare' })
    await compare.focus()
    // Both keys in one go: the dialog is shown in the shortcut's frame and made modal a task after it.
    const modalWhenEscaped = await page.evaluate(async () => {
      const key = (type: string, init: KeyboardEventInit) =>
        document.activeElement?.dispatchEvent(new KeyboardEvent(type, { bubbles: true, cancelable: true, ...init }))
      key('keydown', { key: 'k', code: 'KeyK', ctrlKey: true })
      // The shortcut shows it in the keydown itself; the modal step waits for a frame.
      for (let i = 0; i < 5; i++) await Promise.resolve()
      const dialog = document.querySelector('dialog[open]')
      const modal = dialog?.matches(':modal') ?? null
      key('keydown', { key: 'Escape', code: 'Escape' })
      return modal
    })
    expect(modalWhenEscaped).toBe(false)
    await expect(searchDialog(page).dialog).toBeHidden()
    await expect(compare).toBeFocused()
    await page.waitForTimeout(300)
    await expect(searchDialog(page).dialog).toBeHidden()
  })

  test('focus returns to whatever had it when the shortcut opened the dialog', async ({ page }) => {
    await openHome(page)
    const compare = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compare' })
    await compare.focus()
    await page.keyboard.press('Control+k')
    await expect(searchDialog(page).input).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(compare).toBeFocused()
  })

  test('typing on a focused search button opens the dialog with what was typed', async ({ page }) => {
    await openHome(page)
    const search = searchDialog(page)
    // The home page's big search entry, then the top bar's button.
    for (const button of [page.getByTestId('home-search'), page.getByRole('button', { name: 'Search units', exact: true })]) {
      await button.focus()
      await page.keyboard.type('bah')
      await expect(search.dialog).toBeVisible()
      await expect(search.input).toBeFocused()
      await expect(search.input).toHaveValue('bah')
      await expect.poll(() => optionNames(page)).toEqual(expect.arrayContaining(BAHAMUT))
      await page.keyboard.press('Escape')
      await expect(search.dialog).toBeHidden()
    }
    // Keys that are not characters do what they do on a button.
    await page.getByTestId('home-search').focus()
    await page.keyboard.press('Shift')
    await page.keyboard.press('ArrowDown')
    await expect(search.dialog).toBeHidden()
  })

  test('every opening starts from an empty query', async ({ page }) => {
    await openHome(page)
    const { input, message } = await openSearch(page)
    await input.fill('bahamut')
    await page.keyboard.press('Escape')
    await page.keyboard.press('Control+k')
    await expect(input).toHaveValue('')
    await expect(message).toHaveText('Start typing to search for units...')
  })

  // Issue #24.17 / #21.3: the shortcut only has to show the dialog. Its field is rendered ahead, once
  // the page is idle, inside the closed <dialog> (not drawn, not in the accessibility tree); the names
  // are not downloaded for it until the dialog opens.
  test('the dialog is prepared while the page is idle, so the shortcut only shows it', async ({ page }) => {
    const serverCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/_serverFn/')) serverCalls.push(request.url())
    })
    await openHome(page)
    const field = page.locator('dialog input[aria-label="Search for any cat"]')
    await expect(field).toBeAttached()
    await expect(field).toBeHidden()
    await expect(page.getByRole('combobox', { name: 'Search for any cat' })).toHaveCount(0)
    // Laid out while closed, so opening lays nothing out anew.
    await expect.poll(() => field.evaluate((input) => input.getBoundingClientRect().height)).toBeGreaterThan(0)
    expect(serverCalls).toEqual([])
    // The shortcut shows the field within its own keydown, before React renders anything.
    const focusedInKeydown = await page.evaluate(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true, cancelable: true }))
      return document.activeElement?.getAttribute('aria-label')
    })
    expect(focusedInKeydown).toBe('Search for any cat')
    await expect(searchDialog(page).input).toBeFocused()
    await expect.poll(() => serverCalls.length).toBeGreaterThan(0)
  })

  test('a click on the backdrop closes it, a click inside does not', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await openHome(page)
    const { dialog, message } = await openSearch(page)
    await message.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(40, 860)
    await expect(dialog).toBeHidden()
  })
})

test.describe('results', () => {
  test('the unit names load only when the dialog opens, not with the page', async ({ page }) => {
    await openHome(page)
    expect(await page.content()).not.toContain('Awakened Bahamut Cat')
    const metadata = page.waitForResponse(
      async (response) => response.url().includes('/_serverFn/') && (await response.text()).includes('Awakened Bahamut Cat'),
    )
    await openSearch(page)
    await metadata
  })

  test('typing shows a loading message until the names arrive, then the results', async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_serverFn/**', async (route) => {
      await held
      await route.continue()
    })
    await openHome(page)
    const { input, message, options } = await openSearch(page)
    await input.pressSequentially('bahamut')
    await expect(message).toHaveText('Loading units…')
    release()
    await expect(options).toHaveCount(3)
  })

  test('offline before the names were loaded, it says so, and they come once back online', async ({ page, context, consoleErrors }) => {
    await openHome(page)
    await context.setOffline(true)
    const { input, message, options } = await openSearch(page)
    await input.pressSequentially('tank')
    await expect(message).toHaveText('You are offline, and the unit list is not saved on this device yet. It loads once you are back online.')
    await expect(page.getByRole('dialog', { name: 'Search units' }).getByRole('button', { name: 'Try again' })).toBeVisible()
    await context.setOffline(false)
    await expect(options.first()).toBeVisible()
    expect((await optionNames(page)).every((name) => /tank/i.test(name))).toBe(true)
    // What the page asked for while offline: Chromium logs each failed request (and nothing else is expected).
    const offlineFailures = consoleErrors.filter((text) => text.startsWith('Failed to load resource: net::ERR_INTERNET_DISCONNECTED'))
    expect(consoleErrors.length - offlineFailures.length).toBe(0)
    consoleErrors.length = 0
  })

  test('each result shows the name, the base form name and the icon, and links to the unit page', async ({ page }) => {
    await openHome(page)
    const { input, options } = await openSearch(page)
    await input.pressSequentially('bahamut cat')
    await expect(options).toHaveCount(3)
    expect(await optionNames(page)).toEqual(BAHAMUT)

    const base = options.nth(0)
    await expect(base).toHaveAttribute('href', '/unit/025/0')
    await expect(base).toContainText('Normal form')

    const awakened = options.nth(1)
    await expect(awakened).toHaveAttribute('href', '/unit/025/2')
    await expect(awakened).toContainText('True form of Bahamut Cat')
    const icon = awakened.locator('img')
    await expect(icon).toHaveAttribute('src', '/game/unit_icon/96/25_2.webp')
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  })

  test('a unit id is padded to three digits in the link', async ({ page }) => {
    await openHome(page)
    const { input, options } = await openSearch(page)
    await input.fill('Macho Cat')
    await expect(options.first()).toHaveAttribute('href', '/unit/000/1')
  })

  test('matching ignores case', async ({ page }) => {
    await openHome(page)
    const { input, options } = await openSearch(page)
    await input.fill('bAhAmUt CAT')
    await expect(options).toHaveCount(3)
    expect(await optionNames(page)).toEqual(BAHAMUT)
  })

  test('"cat": the exact match first, then names starting with "cat" alphabetically, at most 10', async ({ page }) => {
    await openHome(page)
    const { input, options } = await openSearch(page)
    await input.fill('cat')
    await expect(options).toHaveCount(10)
    expect(await optionNames(page)).toEqual([
      'Cat',
      'Cat Base Jr.',
      'Cat Base Mini',
      'Cat Base Ultra',
      // two different cats share the name: shown apart by rarity (issue 17)
      'Cat Bros (Rare)',
      'Cat Bros (Special)',
      'Cat Cactus',
      'Cat Chief',
      'Cat Clan Heroes',
      'Cat Devil',
    ])
    await expect(input).toHaveAttribute('aria-expanded', 'true')
  })

  test('"vega": exact match, then prefix matches, then the other matches, each alphabetically', async ({ page }) => {
    await openHome(page)
    const { input, options } = await openSearch(page)
    await input.fill('vega')
    await expect(options).toHaveCount(7)
    expect(await optionNames(page)).toEqual([
      'Vega',
      'Vega Cat',
      'Vega Cat CC',
      'Vega CC',
      'Illusory Guardian Vega',
      'Lady of Deception Vega',
      'Spectral Goth Vega',
    ])
  })

  test('a query without a match says so, and clearing it brings back the start message', async ({ page }) => {
    await openHome(page)
    const { input, options, message } = await openSearch(page)
    await input.fill('zzzz')
    await expect(message).toHaveText('No units found matching "zzzz"')
    await expect(options).toHaveCount(0)
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await input.fill('')
    await expect(message).toHaveText('Start typing to search for units...')
  })
})

test.describe('keyboard and pointer', () => {
  async function searchBahamut(page: Page) {
    await openHome(page)
    const search = await openSearch(page)
    await search.input.fill('bahamut cat')
    await expect(search.options).toHaveCount(3)
    return search
  }

  async function expectHighlighted(page: Page, index: number) {
    const { input, options } = searchDialog(page)
    const option = options.nth(index)
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await expect(options.and(page.locator('[aria-selected="true"]'))).toHaveCount(1)
    await expect(input).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '')
    await expect(input).toBeFocused()
  }

  test('Arrow Down and Arrow Up move the highlight and wrap around at both ends', async ({ page }) => {
    const { input, options } = await searchBahamut(page)
    await expect(input).not.toHaveAttribute('aria-activedescendant')
    await expect(options.and(page.locator('[aria-selected="true"]'))).toHaveCount(0)

    await page.keyboard.press('ArrowDown')
    await expectHighlighted(page, 0)
    await page.keyboard.press('ArrowDown')
    await expectHighlighted(page, 1)
    await page.keyboard.press('ArrowDown')
    await expectHighlighted(page, 2)
    // Wrapping: past the last result back to the first, and up from the first to the last.
    await page.keyboard.press('ArrowDown')
    await expectHighlighted(page, 0)
    await page.keyboard.press('ArrowUp')
    await expectHighlighted(page, 2)
    await page.keyboard.press('ArrowUp')
    await expectHighlighted(page, 1)
  })

  test('Arrow Up with nothing highlighted goes to the last result', async ({ page }) => {
    await searchBahamut(page)
    await page.keyboard.press('ArrowUp')
    await expectHighlighted(page, 2)
  })

  test('typing again clears the highlight', async ({ page }) => {
    const { input } = await searchBahamut(page)
    await page.keyboard.press('ArrowDown')
    await expectHighlighted(page, 0)
    await page.keyboard.press('Backspace')
    await expect(input).not.toHaveAttribute('aria-activedescendant')
  })

  test('Enter with nothing highlighted opens the first result and closes the dialog', async ({ page }) => {
    const { dialog } = await searchBahamut(page)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/unit\/025\/0$/)
    await expect(dialog).toBeHidden()
  })

  test('Enter opens the highlighted result', async ({ page }) => {
    const { dialog } = await searchBahamut(page)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expectHighlighted(page, 1)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/unit\/025\/2$/)
    await expect(dialog).toBeHidden()
  })

  test('Enter with no results does nothing', async ({ page }) => {
    await openHome(page)
    const { dialog, input, message } = await openSearch(page)
    await input.fill('zzzz')
    await expect(message).toHaveText('No units found matching "zzzz"')
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })

  test('hovering a result highlights it and clicking opens it', async ({ page }) => {
    const { dialog, options } = await searchBahamut(page)
    await options.nth(2).hover()
    await expectHighlighted(page, 2)
    await options.nth(2).click()
    await expect(page).toHaveURL(/\/unit\/025\/1$/)
    await expect(dialog).toBeHidden()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true })

  test('it is a full-width sheet at 360 px with a Cancel button and nothing overflowing', async ({ page }) => {
    await openHome(page)
    const { dialog, input, options } = await openSearch(page)
    // Polled: the sheet slides in for 150 ms.
    await expect.poll(() => dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 360 })

    await input.fill('cat')
    await expect(options).toHaveCount(10)
    const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)
    expect(overflow).toBe(0)
    const first = await options.first().boundingBox()
    expect(first && first.x >= 0 && first.x + first.width <= 360).toBe(true)

    await options.nth(1).tap()
    await expect(page).toHaveURL(/\/unit\/144\/1$/)
    await expect(dialog).toBeHidden()
  })

  test('Cancel closes the sheet', async ({ page }) => {
    await openHome(page)
    const { dialog } = await openSearch(page)
    await dialog.getByRole('button', { name: 'Cancel search' }).tap()
    await expect(dialog).toBeHidden()
  })
})
