/**
 * Enemy and stage pages in the browser (issue #23 and #19 budgets), as the player triggers them
 * on the production build:
 *   - /enemy/549 (Ragin' Gory): ranking every listed form (1,843) against it ≤ 16 ms (one frame),
 *     for a magnification change, a sort (a column header) and a switch of the source (all cats ↔ a saved list);
 *   - /enemies: one keystroke in the name box ≤ 10 ms;
 *   - stage pages: the counters of every cat on opening the next stage of Empire of Cats chapter 1, and
 *     on /stage/N000/0 after a switch to a new saved list (the server ranks them: the round trip counts) ≤ 50 ms.
 * Time = from the input event (a capturing listener on window) to the first paint after the DOM
 * settles (MutationObserver on <body>, then requestAnimationFrame + a message task; settled = no
 * DOM change for 150 ms); CPU = the page's main-thread CPU over the same span (thread clock of
 * user-timing trace events), the figure a busy machine distorts least. Medians of BENCH_RUNS runs
 * after BENCH_WARMUP, each input a new value (nothing is answered from a cache of the last one).
 *
 * Run: node --experimental-strip-types scripts/bench-enemies.ts
 *   BENCH_ONLY=/enemy/ | /enemies | /stage/   only the scenarios whose label holds it
 *   (starts scripts/serve.mjs on a free port; BENCH_ORIGIN=http://localhost:PORT uses a running server)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from 'playwright-core'
import { freePort, median, positiveInt } from './bench-support.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const RUNS = positiveInt(process.env.BENCH_RUNS, 9)
const WARM_UP = positiveInt(process.env.BENCH_WARMUP, 2)
const QUIET_MS = 150
const INPUT_MARK = 'bench-input'
const PAINT_MARK = 'bench-paint'

async function startServer(): Promise<{ origin: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_ORIGIN) return { origin: process.env.BENCH_ORIGIN, stop: async () => {} }
  if (!existsSync(join(ROOT, 'dist/server/server.js'))) throw new Error('No production build in dist/: run `npm run build` first.')
  const port = await freePort()
  const pgliteDir = mkdtempSync(join(tmpdir(), 'bench-enemies-pglite-'))
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: 'localhost', PGLITE_DIR: pgliteDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    }
    rmSync(pgliteDir, { recursive: true, force: true })
  }
  const origin = `http://localhost:${port}`
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`The production server did not come up on ${origin}:\n${output}`)
}

/** In the page (serialized by Playwright): see the header. The same probe as scripts/bench-browser.ts. */
function installProbe({ quietMs, inputMark, paintMark }: { quietMs: number; inputMark: string; paintMark: string }) {
  const w = window as unknown as { __benchArm: (type: string, until: string | null) => void; __benchResult: Promise<number> }
  w.__benchArm = (type: string, until: string | null) => {
    let start = -1
    let lastPaint = -1
    let quietTimer: ReturnType<typeof setTimeout> | undefined
    let done: (ms: number) => void = () => {}
    w.__benchResult = new Promise<number>((resolve) => (done = resolve))
    const finish = () => {
      observer.disconnect()
      window.removeEventListener(type, onInput, true)
      done(lastPaint < 0 ? Number.NaN : lastPaint - start)
    }
    // With `until`, the answer comes from the server: the DOM may be quiet meanwhile, so it also waits for that element.
    const waitForQuiet = () => {
      clearTimeout(quietTimer)
      quietTimer = setTimeout(() => (until === null || document.querySelector(until) ? finish() : waitForQuiet()), quietMs)
    }
    const onInput = () => {
      if (start >= 0) return
      start = performance.now()
      performance.mark(inputMark)
      waitForQuiet()
    }
    const observer = new MutationObserver(() => {
      if (start < 0) return
      clearTimeout(quietTimer)
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => {
          lastPaint = performance.now()
          performance.mark(paintMark)
          waitForQuiet()
        }
        channel.port2.postMessage(null)
      })
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
    window.addEventListener(type, onInput, true)
  }
}

type TraceEvent = { name: string; pid: number; tid: number; tts?: number }

function mainThreadCpuMs(trace: Buffer): number {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents
  const input = events.find((event) => event.name === INPUT_MARK)
  const last = events.filter((event) => event.name === PAINT_MARK && event.pid === input?.pid && event.tid === input?.tid).at(-1)
  if (!input?.tts || !last?.tts) return Number.NaN
  return (last.tts - input.tts) / 1000
}

async function measure(page: Page, eventType: string, until: string | null, act: () => Promise<unknown>): Promise<{ ms: number; cpuMs: number }> {
  await page.evaluate(
    ([type, selector]) => (window as unknown as { __benchArm: (t: string, u: string | null) => void }).__benchArm(type!, selector ?? null),
    [eventType, until],
  )
  const browser = page.context().browser()!
  await browser.startTracing(page, { categories: ['blink.user_timing'] })
  await act()
  const ms = await page.evaluate(() => (window as unknown as { __benchResult: Promise<number> }).__benchResult)
  return { ms, cpuMs: mainThreadCpuMs(await browser.stopTracing()) }
}

interface Scenario {
  label: string
  path: string
  budget: number
  eventType: string
  ready: (page: Page) => Promise<unknown>
  act: (page: Page, rep: number) => Promise<unknown>
  /** a selector that matches once the answer is in (when it comes from the server) */
  until?: (rep: number) => string
}

/** Sets the value and fires one input event: the page sees one change, as from a paste or a spin button. */
const setValue = (page: Page, testId: string, value: string) =>
  page.getByTestId(testId).evaluate((input: HTMLInputElement, next) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, next)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }, value)

const SCENARIOS: Scenario[] = [
  {
    label: 'ranking on a magnification change, /enemy/549 (all 1,843 forms)',
    path: '/enemy/549',
    budget: 16,
    eventType: 'input',
    ready: (page) => page.getByTestId('counter-row').first().waitFor(),
    // A new value every run: no ranking is answered from the last one.
    act: (page, rep) => setValue(page, 'enemy-magnification', String(150 + 50 * rep)),
  },
  {
    label: 'ranking on a sort (column header), /enemy/549',
    path: '/enemy/549',
    budget: 16,
    eventType: 'click',
    ready: (page) => page.getByTestId('counter-row').first().waitFor(),
    act: (page, rep) => page.locator('thead button', { hasText: rep % 2 === 0 ? /^DPS \/ 100/ : /^Hits survived/ }).click(),
  },
  {
    label: 'ranking on a source switch (all cats ↔ a saved list of 120, a new list each time), /enemy/549',
    path: '/enemy/549',
    budget: 16,
    eventType: 'click',
    ready: (page) => page.getByRole('radio', { name: listName(0) }).waitFor(),
    act: (page, rep) => page.getByRole('radio', { name: rep % 2 === 0 ? listName(rep / 2) : 'All cats at max' }).click(),
  },
  {
    label: 'name keystroke, /enemies',
    path: '/enemies',
    budget: 10,
    eventType: 'input',
    ready: (page) => page.getByTestId('enemy-row').first().waitFor(),
    act: (page, rep) => setValue(page, 'enemy-name-search', rep % 2 === 0 ? 'do' : 'd'),
  },
  {
    label: 'stage counters, every cat (the page opened: next stage of the chapter), /stage/EoC1/{1…}',
    path: '/stage/EoC1/0',
    budget: 50,
    eventType: 'click',
    ready: (page) => page.getByTestId('counter-row').first().waitFor(),
    act: (page, rep) =>
      page
        .locator(`a[href="/stage/EoC1/${rep + 1}"]`)
        .first()
        .click(),
    until: (rep) => `[data-shown="EoC1/${rep + 1}/all"]`,
  },
  {
    label: 'stage counters on a source switch (a new saved list of 120 each time), /stage/N000/0',
    path: '/stage/N000/0',
    budget: 50,
    eventType: 'change',
    ready: (page) => page.getByTestId('counter-row').first().waitFor(),
    act: (page, rep) => page.getByTestId('counter-source').selectOption(listId(rep)),
    until: (rep) => `[data-shown="N000/0/${listId(rep)}"]`,
  },
]

const LISTS = WARM_UP + RUNS
const listId = (k: number) => `5b0e8c1a-3f2d-4e6a-9b7c-${String(k).padStart(12, '0')}`
const listName = (k: number) => `Bench team ${k + 1} (120)`

/** Saved lists of 120 cats each (list k: every fifth cat from cat k, first form, level 30), imported as a player's export file would be. */
async function seedLists(page: Page, origin: string) {
  const t0 = 1_700_000_000_000
  const lists = Array.from({ length: LISTS }, (_, k) => ({
    id: listId(k),
    name: listName(k).replace(/ \(120\)$/, ''),
    levelMode: 'your-levels',
    createdAt: t0,
    updatedAt: t0,
  }))
  const cats = lists.flatMap((list, k) =>
    Array.from({ length: 120 }, (_, i) => ({
      id: k * 120 + i + 1,
      listId: list.id,
      unitId: i * 5 + k,
      formIndex: 0,
      level: 30,
      plusLevel: 0,
      talentLevels: [],
      addedAt: t0 + i,
      updatedAt: t0 + i,
    })),
  )
  const bundle = { version: 1, exportedAt: t0, lists, cats }
  await page.goto(`${origin}/lists`)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await page.getByTestId('import-file').setInputFiles({ name: 'lists.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bundle)) })
  await page
    .locator('[data-sonner-toast]')
    .filter({ hasText: new RegExp(`Imported ${LISTS} lists`) })
    .waitFor()
}

const server = await startServer()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' })
  await context.addInitScript(installProbe, { quietMs: QUIET_MS, inputMark: INPUT_MARK, paintMark: PAINT_MARK })
  await seedLists(await context.newPage(), server.origin)
  console.log(
    `Enemy and stage pages (${server.origin}): ${WARM_UP} warm-up + ${RUNS} timed runs each, 1280×800; time to the settled paint, and main-thread CPU`,
  )
  for (const scenario of SCENARIOS.filter((candidate) => !process.env.BENCH_ONLY || candidate.label.includes(process.env.BENCH_ONLY))) {
    const page = await context.newPage()
    await page.goto(`${server.origin}${scenario.path}`)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await scenario.ready(page)
    await page.waitForTimeout(800)
    const times: number[] = []
    const cpu: number[] = []
    for (let rep = 0; rep < WARM_UP + RUNS; rep++) {
      const result = await measure(page, scenario.eventType, scenario.until?.(rep) ?? null, () => scenario.act(page, rep))
      // Late work (the URL written when idle, lazy icons) is over before the next run.
      await page.waitForTimeout(400)
      if (rep < WARM_UP) continue
      times.push(result.ms)
      cpu.push(result.cpuMs)
    }
    await page.close()
    const value = median(times)
    console.log(
      `  ${scenario.label}: median ${value.toFixed(1)} ms, CPU ${median(cpu).toFixed(1)} ms (budget ${scenario.budget} ms: ${value <= scenario.budget ? 'PASS' : 'OVER'})\n` +
        `    runs ${times.map((ms) => ms.toFixed(1)).join(' ')}; CPU ${cpu.map((ms) => ms.toFixed(1)).join(' ')}`,
    )
  }
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await browser.close()
  await server.stop()
}
