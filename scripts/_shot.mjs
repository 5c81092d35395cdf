import { chromium } from 'playwright-core'
const [path, name, ...rest] = process.argv.slice(2)
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const w of [360, 1440]) {
  const p = await b.newPage({ viewport: { width: w, height: 900 } })
  await p.goto('http://127.0.0.1:3400' + path)
  await p.waitForTimeout(4000)
  const sel = rest[0]
  if (sel) { const el = p.locator(sel).first(); await el.scrollIntoViewIfNeeded(); await p.evaluate(() => window.scrollBy(0, -80)) }
  await p.screenshot({ path: `/tmp/${name}-${w}.png` })
  await p.close()
}
await b.close()
