import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { toJSON } from 'seroval'

/** Production servers of their own, for tests that restart, kill or multiply them. */

const root = fileURLToPath(new URL('..', import.meta.url))

export type SpawnedServer = {
  url: string
  pid: number
  output: () => string
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>
  signal(name: NodeJS.Signals): void
}

export async function startServer(env: Record<string, string>): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    // Port 0: the system picks a free one, so parallel workers and other servers on the machine never collide.
    // No warm-up renders (scripts/serve.mjs): these servers test what happens at the socket and the
    // database, where seven renders at start only compete with the test's own first requests.
    env: { ...process.env, HOST: 'localhost', WARM_UP: '0', ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const port = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const listening = /is serving on http:\/\/[^:]+:(\d+)/.exec(output)
      if (listening?.[1]) resolve(listening[1])
    }
    child.stdout.on('data', check)
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)))
  })
  return { url: `http://${env.HOST ?? 'localhost'}:${port}`, pid: child.pid ?? 0, output: () => output, exited, signal: (name) => child.kill(name) }
}

export function temporaryPgliteDir(): { dir: string; remove: () => void } {
  const parent = mkdtempSync(path.join(tmpdir(), 'codex-e2e-'))
  return { dir: path.join(parent, 'pglite'), remove: () => rmSync(parent, { recursive: true, force: true }) }
}

export function lockFileExists(pgliteDir: string): boolean {
  return existsSync(`${pgliteDir}.lock`)
}

export function serverFunctionId(name: string): string {
  const manifest = readFileSync(path.join(root, 'dist/server/server-functions.json'), 'utf8')
  const { functions } = JSON.parse(manifest) as { functions: Array<{ id: string; name: string }> }
  const id = functions.find((entry) => entry.name === name)?.id
  if (!id) throw new Error(`no server function ${name} in the build`)
  return id
}

/** A feedback survey POST as the app's client sends it. */
export function feedbackRequest(data: unknown, headers: Record<string, string> = {}) {
  return {
    path: `/_serverFn/${serverFunctionId('submitFeedback')}`,
    init: {
      headers: { 'content-type': 'application/json', 'x-tsr-serverfn': 'true', 'sec-fetch-site': 'same-origin', ...headers },
      data: JSON.stringify(toJSON({ data })),
    },
  }
}
