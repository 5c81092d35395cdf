/**
 * The production shape under load, for `scripts/bench-load.ts`: two app servers
 * (`scripts/serve.mjs`) on one PostgreSQL behind nginx configured by the same
 * `deploy/nginx.conf.template` compose.yaml uses. Each path is loaded through the proxy with
 * its cache on (the hit ratio counted from the cache status nginx logs for every answer, the
 * value of its X-Cache-Status header) and then with the cache off (round robin over both
 * servers, each with its own page cache). PostgreSQL is DATABASE_URL when set, else a
 * throwaway cluster of Debian's PostgreSQL in a temporary folder; without nginx or PostgreSQL
 * the part says why it is skipped and the bench goes on.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findNginx, nginxVersion, startNginx, stopChild, waitFor } from './nginx-proxy.ts'

export interface ProxyTarget {
  name: string
  path: string
  headers: Record<string, string>
}

interface AutocannonResult {
  requests: { average: number; total: number; sent: number }
  latency: { p50: number; p99: number; max: number }
  errors: number
  timeouts: number
  resets: number
  non2xx: number
  '5xx': number
}

export type Autocannon = (options: {
  url: string
  connections: number
  duration: number
  timeout: number
  headers: Record<string, string>
}) => Promise<AutocannonResult>

export interface ProxyBenchOptions {
  autocannon: Autocannon
  targets: ProxyTarget[]
  connections: number
  seconds: number
  /** nginx listens here, the app servers on the next two ports, a throwaway PostgreSQL on the one after */
  basePort: number
}

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** What a run has started, for abandonProxyBench. */
const running = { children: [] as ChildProcess[], stopPostgres: () => {}, dir: '' }

/** Kills what the part started, at once (Ctrl+C, the bench's watchdog). */
export function abandonProxyBench() {
  for (const child of running.children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  running.stopPostgres()
  if (running.dir) rmSync(running.dir, { recursive: true, force: true })
}

/** Runs the part; returns the count of errors and 5xx answers (0 when skipped). */
export async function benchBehindProxy(options: ProxyBenchOptions): Promise<number> {
  const { basePort } = options
  console.log(`\nTwo app servers on one PostgreSQL behind nginx (deploy/nginx.conf.template)`)
  const nginx = findNginx()
  if (!nginx) {
    console.log('  skipped: no nginx on this machine (Debian: apt-get install nginx-light)')
    return 0
  }
  const postgresBin = process.env.DATABASE_URL?.trim() ? undefined : findPostgres()
  if (!process.env.DATABASE_URL?.trim() && !postgresBin) {
    console.log('  skipped: no DATABASE_URL and no PostgreSQL to start a throwaway cluster (Debian: apt-get install postgresql)')
    return 0
  }

  const dir = mkdtempSync(join(tmpdir(), 'codex-bench-proxy-'))
  running.dir = dir
  const children = running.children
  const log: string[] = []
  try {
    let databaseUrl = process.env.DATABASE_URL?.trim() ?? ''
    if (!databaseUrl) {
      const cluster = startPostgres(postgresBin as string, dir, basePort + 3)
      running.stopPostgres = cluster.stop
      databaseUrl = cluster.url
      console.log(`  PostgreSQL: throwaway cluster (${cluster.version}) on port ${basePort + 3}`)
    } else console.log('  PostgreSQL: DATABASE_URL')

    const appPorts = [basePort + 1, basePort + 2]
    const apps = appPorts.map((port) => startApp(port, databaseUrl, log))
    children.push(...apps)
    await Promise.all(appPorts.map((port, index) => waitFor(`http://127.0.0.1:${port}/healthz`, apps[index] as ChildProcess, log)))
    console.log(`  app servers: 127.0.0.1:${appPorts.join(', 127.0.0.1:')} (node scripts/serve.mjs, DATABASE_URL, TRUST_PROXY=loopback)`)
    console.log(`  ${options.connections} connections, ${options.seconds} s per path, through nginx ${nginxVersion(nginx)} on 127.0.0.1:${basePort}`)

    let failed = 0
    for (const cache of ['codex', 'off'] as const) {
      const proxy = await startNginx(
        nginx,
        join(dir, `nginx-${cache}`),
        basePort,
        appPorts.map((port) => `127.0.0.1:${port}`),
        cache,
      )
      children.push(proxy.child)
      try {
        const { origin } = proxy
        const first = await cacheStatus(origin + '/', options.targets[0]?.headers ?? {})
        const second = await cacheStatus(origin + '/', options.targets[0]?.headers ?? {})
        console.log(
          cache === 'off'
            ? `\n  cache off (proxy_cache off: round robin over both servers, each with its own page cache); X-Cache-Status "${first}"`
            : `\n  cache on (a fresh cache); X-Cache-Status of / twice: ${first}, ${second}`,
        )
        for (const target of options.targets) {
          const logFrom = existsSync(proxy.accessLog) ? statSync(proxy.accessLog).size : 0
          const result = await options.autocannon({
            url: origin + target.path,
            connections: options.connections,
            duration: options.seconds,
            timeout: 10,
            headers: target.headers,
          })
          await fetch(origin + target.path, { headers: target.headers, signal: AbortSignal.timeout(60_000) }).then((response) => response.arrayBuffer())
          // The access log is written in 64 KB buffers, flushed every second.
          await new Promise((resolve) => setTimeout(resolve, 1_500))
          failed += result.errors + result['5xx']
          const counts = countLog(proxy.accessLog, logFrom, target.path)
          console.log(`    ${target.name} GET ${target.path}`)
          console.log(
            `      ${result.requests.average.toFixed(0)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms` +
              `   errors ${result.errors} (timeouts ${result.timeouts}, resets ${result.resets})   non-2xx ${result.non2xx}   5xx ${result['5xx']}`,
          )
          console.log(`      ${describeCounts(counts, cache === 'codex')}`)
        }
      } finally {
        await proxy.stop()
      }
    }
    return failed
  } catch (error) {
    console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`)
    if (log.length > 0) console.log(`  log tail:\n${log.join('\n')}`)
    return 1
  } finally {
    for (const child of children) await stopChild(child, 'SIGTERM')
    running.stopPostgres()
    running.stopPostgres = () => {}
    rmSync(dir, { recursive: true, force: true })
    running.dir = ''
  }
}

export function findPostgres(): string | undefined {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return undefined
  const versions = readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b))
  const newest = versions.at(-1)
  return newest === undefined ? undefined : join(base, newest, 'bin')
}

/** As .ci/run does: initdb and postgres refuse to run as root, so as root the cluster belongs to postgres. */
export function startPostgres(bin: string, dir: string, port: number): { url: string; version: string; stop: () => void } {
  const pgDir = join(dir, 'postgres')
  mkdirSync(pgDir)
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    chmodSync(dir, 0o755)
    spawnSync('chown', ['postgres', pgDir])
  }
  const run = (command: string, args: string[]) => {
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { encoding: 'utf8' })
      : spawnSync(join(bin, command), args, { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${command} failed: ${(result.stderr || result.stdout).trim().split('\n').slice(-3).join(' ')}`)
    return result.stdout
  }
  run('initdb', ['-D', join(pgDir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync'])
  run('pg_ctl', ['-D', join(pgDir, 'data'), '-l', join(pgDir, 'log'), '-w', '-o', `-p ${port} -k ${pgDir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start'])
  const version = /\(PostgreSQL\) (\S+)/.exec(run('postgres', ['--version']))?.[1] ?? ''
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: `PostgreSQL ${version}`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', join(pgDir, 'data'), '-m', 'immediate', 'stop'])
      } catch {
        // already stopped
      }
    },
  }
}

function startApp(port: number, databaseUrl: string, log: string[]): ChildProcess {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, TRUST_PROXY: 'loopback' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => {
    log.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => `[${port}] ${line}`),
    )
    log.splice(0, log.length - 16)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return child
}

async function cacheStatus(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) })
  await response.arrayBuffer()
  return response.headers.get('x-cache-status') ?? '(none)'
}

interface LogCounts {
  total: number
  status: Map<string, number>
  upstream: Map<string, number>
}

/** Cache statuses and app servers of the access log's lines for one path written after `from`. */
function countLog(file: string, from: number, path: string): LogCounts {
  const counts: LogCounts = { total: 0, status: new Map(), upstream: new Map() }
  const text = readFileSync(file).subarray(from).toString('utf8')
  for (const line of text.split('\n')) {
    if (!line.includes(`"GET ${path} `)) continue
    counts.total++
    const status = /cache=(\S*)/.exec(line)?.[1] || '-'
    counts.status.set(status, (counts.status.get(status) ?? 0) + 1)
    const upstream = /upstream=(\S*)/.exec(line)?.[1] ?? '-'
    if (upstream !== '-') counts.upstream.set(upstream, (counts.upstream.get(upstream) ?? 0) + 1)
  }
  return counts
}

function describeCounts(counts: LogCounts, cached: boolean): string {
  const statuses = [...counts.status].map(([status, count]) => `${status} ${count}`).join(', ')
  const servers = [...counts.upstream].map(([server, count]) => `${server.replace(/^127\.0\.0\.1:/, ':')} ${count}`).join(', ') || 'none'
  if (!cached) return `${counts.total} answers, to the app servers: ${servers}`
  const hits = counts.status.get('HIT') ?? 0
  const ratio = counts.total > 0 ? ((100 * hits) / counts.total).toFixed(3) : '–'
  return `hit ratio ${ratio} % (${statuses}; ${counts.total} answers), to the app servers: ${servers}`
}
