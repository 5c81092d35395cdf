import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findPostgresBin, startThrowawayPostgres, type ThrowawayPostgres } from '../src/server/throwaway-postgres.ts'
import { findNginx } from './nginx-proxy.ts'

/**
 * `npm test`: every suite, the same on a fresh Debian machine as in CI, so the README's second
 * line is the whole set-up. What the suites need from Debian (Chromium for Playwright, PostgreSQL
 * for the server-database tests, nginx for the compose proxy spec) is installed when this runs as
 * root with apt-get, as CI does; otherwise it stops at once with the one command to run. A
 * throwaway PostgreSQL cluster serves the run unless TEST_DATABASE_URL names a server.
 */

const STEPS = ['data', 'typecheck', 'lint', 'test:unit', 'build', 'test:e2e']

const needs: { pkg: string; present: () => boolean }[] = [
  { pkg: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { pkg: 'postgresql', present: () => findPostgresBin() !== undefined },
  { pkg: 'nginx-light', present: () => findNginx() !== undefined },
]

function prepareDebianPackages() {
  const missing = needs.filter((need) => !need.present()).map((need) => need.pkg)
  if (missing.length === 0) return
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
  if (!canInstall) {
    console.error(`npm test needs Debian's ${missing.join(', ')}: run \`sudo apt-get install -y ${missing.join(' ')}\`, then npm test again.`)
    process.exit(1)
  }
  console.log(`npm test: installing Debian's ${missing.join(', ')}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] })
    if (result.status !== 0) {
      console.error(`npm test: apt-get ${args[0]} failed; run \`apt-get install -y ${missing.join(' ')}\` by hand.`)
      process.exit(1)
    }
  }
}

async function main() {
  prepareDebianPackages()
  let postgres: ThrowawayPostgres | undefined
  const env = { ...process.env }
  if (!env.TEST_DATABASE_URL) {
    const bin = findPostgresBin()
    if (bin === undefined) throw new Error('no PostgreSQL binaries after installing them')
    postgres = await startThrowawayPostgres(bin)
    env.TEST_DATABASE_URL = postgres.url
    console.log(`npm test: a throwaway PostgreSQL for the tests at ${postgres.url}`)
  }
  // Ctrl+C reaches the running step through the terminal; wait for it to end, then clean up.
  process.on('SIGINT', () => {})
  let code = 0
  for (const step of STEPS) {
    code = await run(step, env)
    if (code !== 0) break
  }
  postgres?.remove()
  process.exit(code)
}

function run(script: string, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { env, stdio: 'inherit' })
    // A plain kill of this process (no terminal) must end the step too.
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

main().catch((error: unknown) => {
  console.error(`npm test: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
