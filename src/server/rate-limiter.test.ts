import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limiter.server.ts'

function clock(start = 1_000_000) {
  let time = start
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms
    },
  }
}

describe('rate limiter', () => {
  it('allows `limit` attempts per window and refuses the next one', () => {
    const { now } = clock()
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, now })
    for (let i = 0; i < 5; i++) expect(limiter.attempt('a')).toEqual({ allowed: true })
    expect(limiter.attempt('a')).toEqual({ allowed: false, retryAfterMs: 60_000 })
  })

  it('slides: each attempt frees its place one window after it was made', () => {
    const { now, advance } = clock()
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now })
    limiter.attempt('a')
    advance(30_000)
    limiter.attempt('a')
    advance(20_000)
    expect(limiter.attempt('a')).toEqual({ allowed: false, retryAfterMs: 10_000 })
    advance(10_000)
    expect(limiter.attempt('a')).toEqual({ allowed: true })
    expect(limiter.attempt('a')).toEqual({ allowed: false, retryAfterMs: 30_000 })
  })

  it('does not count refused attempts', () => {
    const { now, advance } = clock()
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now })
    limiter.attempt('a')
    for (let i = 0; i < 10; i++) {
      advance(50)
      limiter.attempt('a')
    }
    advance(500)
    expect(limiter.attempt('a')).toEqual({ allowed: true })
  })

  it('keeps clients apart', () => {
    const { now } = clock()
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now })
    expect(limiter.attempt('a').allowed).toBe(true)
    expect(limiter.attempt('b').allowed).toBe(true)
    expect(limiter.attempt('a').allowed).toBe(false)
  })

  it('forgets clients whose window has passed', () => {
    const { now, advance } = clock()
    const limiter = createRateLimiter({ limit: 5, windowMs: 1_000, now })
    for (let i = 0; i < 100; i++) limiter.attempt(`client-${i}`)
    expect(limiter.size()).toBe(100)
    advance(1_000)
    limiter.attempt('late')
    expect(limiter.size()).toBe(1)
  })

  it('tracks at most `maxClients` clients, dropping the stalest first', () => {
    const { now, advance } = clock()
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxClients: 3, now })
    for (const key of ['a', 'b', 'c', 'd']) {
      limiter.attempt(key)
      advance(1)
    }
    expect(limiter.size()).toBe(3)
    expect(limiter.attempt('a').allowed).toBe(true)
    expect(limiter.attempt('d').allowed).toBe(false)
  })
})
