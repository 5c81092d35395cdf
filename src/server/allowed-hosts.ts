/**
 * Which Host headers the server functions answer. A page on evil.example
 * whose name an attacker rebinds to this server's address sends
 * `Host: evil.example` with a matching Origin, so the same-origin check
 * alone lets it call the server functions (DNS rebinding). Loopback names
 * cannot be rebound and are always allowed, with the HOST the server
 * listens on and the names in ALLOWED_HOSTS.
 */

export type AllowedHosts = {
  /** True when a request with this Host header may call server functions. */
  allows(hostHeader: string | null): boolean
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1']

/**
 * ALLOWED_HOSTS: comma-separated host names (no port), such as
 * `codex.example,www.codex.example`; `*` allows any host (for a proxy that
 * already checks it).
 */
export function allowedHostsFrom(setting: string | undefined, listenHost: string | undefined): AllowedHosts {
  const names = new Set(LOOPBACK_NAMES)
  const listening = hostName(listenHost ?? '')
  if (listening) names.add(listening)
  let any = false
  for (const entry of (setting ?? '').split(',')) {
    const trimmed = entry.trim()
    if (trimmed === '*') any = true
    else if (trimmed) names.add(hostName(trimmed))
  }
  return {
    allows(hostHeader) {
      if (any) return true
      if (hostHeader === null) return false
      return names.has(hostName(hostPart(hostHeader)))
    },
  }
}

/** `name:port` or `[v6]:port` without the port. */
function hostPart(header: string): string {
  const value = header.trim()
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1)
  const colon = value.indexOf(':')
  // More than one colon and no brackets: a bare IPv6 address, not a name with a port.
  return colon === -1 || value.indexOf(':', colon + 1) !== -1 ? value : value.slice(0, colon)
}

function hostName(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
}

let configured: AllowedHosts | undefined
/** The setting, read once per process. */
export function allowedHosts(): AllowedHosts {
  configured ??= allowedHostsFrom(process.env.ALLOWED_HOSTS, process.env.HOST)
  return configured
}
