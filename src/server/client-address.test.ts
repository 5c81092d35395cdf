import { describe, expect, it } from 'vitest'
import { TRUST_NOBODY, arrivedOverTls, clientAddress, rateLimitClient, trustedProxiesFrom } from './client-address.ts'

const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value })

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset or empty', () => {
    for (const setting of [undefined, '', ' , ']) {
      const proxies = trustedProxiesFrom(setting)
      expect(proxies.trusts('127.0.0.1')).toBe(false)
      expect(proxies.trusts('10.0.0.1')).toBe(false)
    }
  })

  it('takes addresses, IPv4 and IPv6 ranges and "loopback"', () => {
    const proxies = trustedProxiesFrom('10.0.0.5, 172.16.0.0/12, fd00::/8, loopback')
    expect(proxies.trusts('10.0.0.5')).toBe(true)
    expect(proxies.trusts('10.0.0.6')).toBe(false)
    expect(proxies.trusts('172.20.3.4')).toBe(true)
    expect(proxies.trusts('172.32.0.1')).toBe(false)
    expect(proxies.trusts('fd12::1')).toBe(true)
    expect(proxies.trusts('127.0.0.1')).toBe(true)
    expect(proxies.trusts('::1')).toBe(true)
    expect(proxies.trusts('::ffff:172.20.3.4')).toBe(true)
    expect(proxies.trusts('not an address')).toBe(false)
    expect(proxies.trusts(undefined)).toBe(false)
  })

  it('refuses a malformed entry, naming it', () => {
    for (const entry of ['10.0.0', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/8/8', 'localhost', '10.0.0.0/x']) {
      expect(() => trustedProxiesFrom(entry)).toThrowError(`TRUST_PROXY: "${entry}"`)
    }
  })
})

describe('the client address', () => {
  it('is the socket peer when nobody is trusted: X-Forwarded-For from anyone is ignored', () => {
    expect(clientAddress(forwarded('198.51.100.4'), '203.0.113.9', TRUST_NOBODY)).toBe('203.0.113.9')
    expect(clientAddress(forwarded('198.51.100.4'), '::ffff:203.0.113.9', TRUST_NOBODY)).toBe('203.0.113.9')
  })

  it('is the socket peer when the peer is not a trusted proxy', () => {
    expect(clientAddress(forwarded('198.51.100.4'), '203.0.113.9', trustedProxiesFrom('10.0.0.0/8'))).toBe('203.0.113.9')
  })

  it('is the nearest untrusted hop behind trusted proxies; what the client wrote itself is not read', () => {
    const proxies = trustedProxiesFrom('10.0.0.0/8')
    // The client forged "1.1.1.1"; the proxy appended the address it saw.
    expect(clientAddress(forwarded('1.1.1.1, 198.51.100.4'), '10.0.0.2', proxies)).toBe('198.51.100.4')
    expect(clientAddress(forwarded('1.1.1.1, 198.51.100.4, 10.0.0.7'), '10.0.0.2', proxies)).toBe('198.51.100.4')
  })

  it('is the trusted peer itself when the header is missing or names only trusted hops', () => {
    const proxies = trustedProxiesFrom('10.0.0.0/8')
    expect(clientAddress(new Headers(), '10.0.0.2', proxies)).toBe('10.0.0.2')
    expect(clientAddress(forwarded('10.0.0.9'), '10.0.0.2', proxies)).toBe('10.0.0.9')
  })
})

describe('TLS', () => {
  const request = (url: string, proto?: string) => new Request(url, { headers: proto === undefined ? {} : { 'x-forwarded-proto': proto } })

  it('is believed from the URL, or from X-Forwarded-Proto of a trusted proxy only', () => {
    const proxies = trustedProxiesFrom('loopback')
    expect(arrivedOverTls(request('https://codex.example/'), '203.0.113.9', TRUST_NOBODY)).toBe(true)
    expect(arrivedOverTls(request('http://codex.example/', 'https'), '127.0.0.1', proxies)).toBe(true)
    expect(arrivedOverTls(request('http://codex.example/', 'https'), '203.0.113.9', proxies)).toBe(false)
    expect(arrivedOverTls(request('http://codex.example/', 'http'), '127.0.0.1', proxies)).toBe(false)
    expect(arrivedOverTls(request('http://codex.example/'), '127.0.0.1', proxies)).toBe(false)
  })
})

describe('the client the feedback limit counts', () => {
  it('is an IPv6 address’s /64, however the address is written', () => {
    expect(rateLimitClient('2001:db8:0:7::1')).toBe('2001:db8:0:7::/64')
    expect(rateLimitClient('2001:0DB8:0000:0007:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:7::/64')
    expect(rateLimitClient('2001:db8:0:7:a:b:c:d')).toBe('2001:db8:0:7::/64')
    expect(rateLimitClient('2001:db8::7:0:0:1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitClient('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(rateLimitClient('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64')
    expect(rateLimitClient('::1')).toBe('0:0:0:0::/64')
  })

  it('tells two /64s apart', () => {
    expect(rateLimitClient('2001:db8:0:7::1')).not.toBe(rateLimitClient('2001:db8:0:8::1'))
  })

  it('is an IPv4 address as it is, mapped or not', () => {
    expect(rateLimitClient('198.51.100.7')).toBe('198.51.100.7')
    expect(rateLimitClient('::ffff:198.51.100.7')).toBe('198.51.100.7')
  })

  it('leaves what is not an address alone', () => {
    expect(rateLimitClient('anonymous')).toBe('anonymous')
  })
})
