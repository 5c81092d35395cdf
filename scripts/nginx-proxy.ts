/**
 * Runs the production proxy config (deploy/nginx.conf.template, as compose.yaml's nginx image
 * does) with the machine's own nginx, for the load bench and the proxy e2e spec.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const TEMPLATE = fileURLToPath(new URL('../deploy/nginx.conf.template', import.meta.url))
const START_TIMEOUT_MS = 60_000

export type ProxyCache = 'codex' | 'off'

export interface RunningNginx {
  origin: string
  /** one line per answer, with cache=<X-Cache-Status> and upstream=<app server> */
  accessLog: string
  child: ChildProcess
  /** graceful stop (SIGQUIT), SIGKILL after 5 s */
  stop(): Promise<void>
}

/** The nginx binary: $NGINX, Debian's, or the one on PATH; undefined when there is none. */
export function findNginx(): string | undefined {
  for (const candidate of [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' })
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : undefined
}

export function nginxVersion(nginx: string): string {
  const result = spawnSync(nginx, ['-v'], { encoding: 'utf8' })
  return /nginx\/(\S+)/.exec(result.stderr)?.[1] ?? ''
}

/**
 * deploy/nginx.conf.template filled in as the official image's envsubst does, inside an http
 * block like the image's own nginx.conf (MIME types, sendfile, keep-alive), with every folder in
 * `dir`. Throws if the template names a variable this does not fill in.
 */
export function writeNginxConfig(dir: string, port: number, appAddresses: string[], cache: ProxyCache): { config: string; accessLog: string } {
  const cacheDir = join(dir, 'cache')
  mkdirSync(cacheDir, { recursive: true })
  const accessLog = join(dir, 'access.log')
  const values: Record<string, string> = {
    NGINX_LISTEN: `127.0.0.1:${port}`,
    NGINX_UPSTREAM_SERVERS: appAddresses.map((address) => `server ${address};`).join(' '),
    NGINX_RESOLVER: '127.0.0.1',
    NGINX_CACHE_DIR: cacheDir,
    NGINX_ACCESS_LOG: accessLog,
    NGINX_PROXY_CACHE: cache,
  }
  const site = readFileSync(TEMPLATE, 'utf8').replace(/\$\{(NGINX_[A-Z_]+)\}/g, (whole, name: string) => values[name] ?? whole)
  const left = /\$\{[A-Za-z_]+\}/.exec(site)
  if (left) throw new Error(`deploy/nginx.conf.template names ${left[0]}, which is not filled in here.`)
  writeFileSync(join(dir, 'codex.conf'), site)
  const config = join(dir, 'nginx.conf')
  writeFileSync(
    config,
    [
      // Workers run as the user that starts nginx, so they can write the temporary folders; as root, root.
      process.getuid?.() === 0 ? 'user root root;' : '',
      'worker_processes auto;',
      'daemon off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      '  keepalive_timeout 65;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`),
      `  include ${join(dir, 'codex.conf')};`,
      '}',
      '',
    ].join('\n'),
  )
  return { config, accessLog }
}

/** Starts nginx on 127.0.0.1:`port` in front of `appAddresses` (host:port) and waits until it passes /healthz through. */
export async function startNginx(nginx: string, dir: string, port: number, appAddresses: string[], cache: ProxyCache): Promise<RunningNginx> {
  mkdirSync(dir, { recursive: true })
  const { config, accessLog } = writeNginxConfig(dir, port, appAddresses, cache)
  const output: string[] = []
  const child = spawn(nginx, ['-p', dir, '-c', config, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const running: RunningNginx = { origin: `http://127.0.0.1:${port}`, accessLog, child, stop: () => stopChild(child, 'SIGQUIT') }
  try {
    await waitFor(`${running.origin}/healthz`, child, output)
  } catch (error) {
    await running.stop()
    throw error
  }
  return running
}

/** Waits until `url` answers 2xx; fails early when `child` exits. */
export async function waitFor(url: string, child: ChildProcess, log: string[]) {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${child.spawnfile} exited (${child.exitCode ?? child.signalCode}) before ${url} answered: ${log.join(' ').slice(-600)}`)
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s.`)
}

export async function stopChild(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}
