import { BlockList, isIP } from 'node:net'

/**
 * Who sent a request. `X-Forwarded-For` and `X-Forwarded-Proto` are only
 * believed when the connection comes from a proxy the operator named in
 * TRUST_PROXY: anyone else can write them, and the feedback limit would
 * count whatever address they chose.
 */

export type TrustedProxies = {
  /** True when the connection comes from a proxy named in TRUST_PROXY. */
  trusts(address: string | undefined): boolean
}

export const TRUST_NOBODY: TrustedProxies = { trusts: () => false }

/**
 * TRUST_PROXY: comma-separated addresses and CIDR ranges (`10.0.0.5`,
 * `172.16.0.0/12`, `fd00::/8`), or `loopback` for 127.0.0.0/8 and ::1.
 * Unset or empty trusts nobody. A malformed entry throws, so a typo stops the
 * server at start instead of silently trusting nobody (or everybody).
 */
export function trustedProxiesFrom(setting: string | undefined): TrustedProxies {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return TRUST_NOBODY
  const list = new BlockList()
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4')
      list.addAddress('::1', 'ipv6')
      continue
    }
    const [address = '', prefix, extra] = entry.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? undefined : Number(prefix)
    const maxBits = family === 4 ? 32 : 128
    if (family === 0 || extra !== undefined || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR range or "loopback".`)
    }
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, bits, type)
  }
  return {
    trusts(address) {
      const plain = plainAddress(address)
      if (!plain) return false
      const family = isIP(plain)
      return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6')
    },
  }
}

// Node reports IPv4 peers on a dual-stack socket as ::ffff:1.2.3.4.
function plainAddress(address: string | undefined): string | undefined {
  const trimmed = address?.trim()
  if (!trimmed) return undefined
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)
  return mapped?.[1] ?? trimmed
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted
 * proxy; then the nearest `X-Forwarded-For` entry (reading from the right)
 * that is not itself a trusted proxy. Entries to the left of it were written
 * by whoever the first untrusted hop was, so they are never read.
 */
export function clientAddress(headers: Headers, peer: string | undefined, proxies: TrustedProxies): string | undefined {
  let client = plainAddress(peer)
  if (!proxies.trusts(client)) return client
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  for (let index = hops.length - 1; index >= 0; index--) {
    client = plainAddress(hops[index])
    if (!proxies.trusts(client)) return client
  }
  return client
}

/**
 * The client as the feedback limit counts it: an IPv4 address as it is, an IPv6 address by its
 * /64 network (`2001:db8:0:7::/64`). A subscriber, a home network or a cloud instance is given a
 * whole /64 and may send from any address in it, so counting each address gave one client
 * 2^64 limits. Anything that is not an address (the anonymous key) is returned as it is.
 */
export function rateLimitClient(address: string): string {
  const plain = plainAddress(address)?.replace(/%.*$/, '')
  if (plain === undefined || isIP(plain) !== 6) return plain ?? address
  return `${ipv6Hextets(plain).slice(0, 4).join(':')}::/64`
}

/** The eight groups of an IPv6 address, without leading zeros: `2001:db8::1` → 2001 db8 0 0 0 0 0 1. */
function ipv6Hextets(address: string): string[] {
  let text = address.toLowerCase()
  // An IPv4 tail (::ffff:0:1.2.3.4, 64:ff9b::1.2.3.4) is two groups written in decimal.
  const ipv4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const groups = (part: string) => (part === '' ? [] : part.split(':'))
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  const all = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return all.map((group) => parseInt(group, 16).toString(16))
}

/** Whether the request reached the first trusted hop over TLS. */
export function arrivedOverTls(request: Request, peer: string | undefined, proxies: TrustedProxies): boolean {
  if (new URL(request.url).protocol === 'https:') return true
  if (!proxies.trusts(plainAddress(peer))) return false
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https'
}

/** The setting, read once per process. */
let configured: TrustedProxies | undefined
export function trustedProxies(): TrustedProxies {
  configured ??= trustedProxiesFrom(process.env.TRUST_PROXY)
  return configured
}
