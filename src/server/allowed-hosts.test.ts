import { describe, expect, it } from 'vitest'
import { allowedHostsFrom } from './allowed-hosts.ts'

describe('allowed hosts', () => {
  it('are the loopback names by default, with any port', () => {
    const hosts = allowedHostsFrom(undefined, undefined)
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:8080', '[::1]:3000', '[::1]', 'LOCALHOST.']) {
      expect(hosts.allows(host), host).toBe(true)
    }
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.2', '', '[::2]:3000']) {
      expect(hosts.allows(host), host).toBe(false)
    }
    expect(hosts.allows(null)).toBe(false)
  })

  it('include the HOST the server listens on and every ALLOWED_HOSTS name', () => {
    const hosts = allowedHostsFrom(' codex.example , WWW.Codex.Example ', '192.168.1.20')
    expect(hosts.allows('192.168.1.20:3000')).toBe(true)
    expect(hosts.allows('codex.example')).toBe(true)
    expect(hosts.allows('www.codex.example:443')).toBe(true)
    expect(hosts.allows('localhost:3000')).toBe(true)
    expect(hosts.allows('evil.example')).toBe(false)
    expect(hosts.allows('sub.codex.example')).toBe(false)
  })

  it('allow anything with "*"', () => {
    expect(allowedHostsFrom('*', undefined).allows('evil.example')).toBe(true)
  })
})
