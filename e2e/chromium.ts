/**
 * Debian's Chromium as the end-to-end tests and the browser benchmarks launch it:
 * Playwright cannot download its own browsers here, and without the networking
 * flags Chromium keeps trying hosts this machine cannot reach.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
