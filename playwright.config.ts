import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)

// Debian's Chromium: Playwright cannot download its own browsers here.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    // The service worker answers requests before page.route can see them and claims pages
    // mid-test; only the offline tests (which opt back in) exercise it.
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      PGLITE_DIR: '.data/e2e-pglite',
      FEEDBACK_RATE_LIMIT: '1000',
    },
  },
})
