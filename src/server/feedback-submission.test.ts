import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CONTACT_MAX, FEEDBACK_MAX } from '../domain/feedback/survey.ts'
import { createFeedbackStore } from './feedback-store.server.ts'
import type { FeedbackStore } from './feedback-store.server.ts'
import {
  FEEDBACK_RATE_LIMIT,
  FeedbackRejectedError,
  TOO_MANY_SUBMISSIONS,
  clientKeyOf,
  feedbackRateLimitFrom,
  handleFeedbackSubmission,
} from './feedback-submission.server.ts'
import { trustedProxiesFrom } from './client-address.ts'
import { createRateLimiter } from './rate-limiter.server.ts'
import type { RateLimiter } from './rate-limiter.server.ts'
import { PREPARE_TIMEOUT_MS, pgliteBackend } from './test-databases.ts'

const backend = pgliteBackend()
let store: FeedbackStore
let time: number
let limiter: RateLimiter

beforeAll(async () => {
  store = createFeedbackStore({ database: await backend.fresh() })
}, PREPARE_TIMEOUT_MS)
afterAll(async () => {
  // Unset when beforeAll failed; its own error is the one to read.
  await store?.close()
  await backend.cleanUp()
})
beforeEach(() => {
  time = Date.UTC(2026, 0, 1)
  limiter = createRateLimiter({ ...FEEDBACK_RATE_LIMIT, now: () => time })
})

const submit = (input: unknown, clientKey = '203.0.113.7') => handleFeedbackSubmission(input, clientKey, store, limiter)

async function rejection(input: unknown, clientKey?: string): Promise<FeedbackRejectedError> {
  const error: unknown = await submit(input, clientKey).then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof FeedbackRejectedError)) throw new Error(`expected a rejection, got ${String(error)}`)
  return error
}

async function storedCount(): Promise<number> {
  return (await store.listFeedback()).length
}

describe('a valid submission', () => {
  it('is stored with its timestamp', async () => {
    const before = await storedCount()
    await expect(submit({ experience: 5, feedback: 'Great tool', contact: 'cat@example.com' })).resolves.toEqual({ ok: true })

    const rows = await store.listFeedback()
    expect(rows).toHaveLength(before + 1)
    const stored = rows[rows.length - 1]
    expect(stored).toMatchObject({ experience: 5, feedback: 'Great tool', contact: 'cat@example.com' })
    expect(stored?.createdAt).toBeInstanceOf(Date)
    expect(Math.abs((stored?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000)
  })

  it('is stored trimmed, with empty texts absent', async () => {
    await submit({ experience: 3, feedback: '  needs dark mode \n', contact: '   ' })
    const stored = (await store.listFeedback()).at(-1)
    expect(stored).toMatchObject({ experience: 3, feedback: 'needs dark mode', contact: null })
  })

  it('may carry only a rating', async () => {
    await submit({ experience: 1 })
    expect((await store.listFeedback()).at(-1)).toMatchObject({ experience: 1, feedback: null, contact: null })
  })

  it('may use the full lengths, measured after trimming', async () => {
    const feedback = 'f'.repeat(FEEDBACK_MAX)
    const contact = 'c'.repeat(CONTACT_MAX)
    await submit({ experience: 2, feedback: `  ${feedback}  `, contact: ` ${contact} ` })
    expect((await store.listFeedback()).at(-1)).toMatchObject({ feedback, contact })
  })

  it('keeps line breaks, tabs and characters outside the BMP', async () => {
    await submit({ experience: 4, feedback: 'line one\r\nline\ttwo 😀', contact: 'ねこ 😺' })
    const rows = await store.listFeedback()
    expect(rows.at(-1)).toMatchObject({ feedback: 'line one\r\nline\ttwo 😀', contact: 'ねこ 😺' })
  })
})

describe('an invalid submission', () => {
  const invalid: [string, unknown, RegExp][] = [
    ['rating 0', { experience: 0 }, /rating from 1 to 5/],
    ['rating 6', { experience: 6 }, /rating from 1 to 5/],
    ['rating 2.5', { experience: 2.5 }, /rating from 1 to 5/],
    ['rating as a string', { experience: '3' }, /rating from 1 to 5/],
    ['no rating', { feedback: 'hello' }, /rating from 1 to 5/],
    ['feedback of 501 characters', { experience: 3, feedback: 'x'.repeat(FEEDBACK_MAX + 1) }, /Feedback must be at most 500 characters/],
    ['contact of 101 characters', { experience: 3, contact: 'x'.repeat(CONTACT_MAX + 1) }, /Contact must be at most 100 characters/],
    ['feedback that is not text', { experience: 3, feedback: 42 }, /Feedback must be text/],
    ['an extra field', { experience: 3, junk: 'x' }, /Unexpected field: junk/],
    ['a NUL in the feedback', { experience: 3, feedback: 'a\u0000b' }, /^Feedback must not contain control characters\.$/],
    ['a NUL in the contact', { experience: 3, contact: 'me\u0000' }, /^Contact must not contain control characters\.$/],
    ['an escape character', { experience: 3, feedback: 'red \u001b[31m' }, /^Feedback must not contain control characters\.$/],
    ['a C1 control character', { experience: 3, feedback: 'a\u0085b' }, /^Feedback must not contain control characters\.$/],
    ['a lone high surrogate', { experience: 3, feedback: 'cat \ud83d' }, /^Feedback must not contain broken characters/],
    ['a lone low surrogate', { experience: 3, contact: '\ude00x' }, /^Contact must not contain broken characters/],
    ['no object at all', 'five stars', /must be an object/],
    ['nothing', undefined, /must be an object/],
  ]

  it.each(invalid)('is refused with 400: %s', async (_, input, message) => {
    const before = await storedCount()
    const error = await rejection(input)
    expect(error.status).toBe(400)
    expect(error.message).toMatch(message)
    expect(await storedCount()).toBe(before)
  })

  it('names every problem at once', async () => {
    const error = await rejection({ experience: 9, contact: 'x'.repeat(CONTACT_MAX + 1) })
    expect(error.message).toBe('Please select a rating from 1 to 5. Contact must be at most 100 characters.')
  })

  it('does not use up the rate limit', async () => {
    for (let i = 0; i < 10; i++) await rejection({ experience: 0 })
    for (let i = 0; i < 10; i++) await rejection({ experience: 4, feedback: '\u0000' })
    await expect(submit({ experience: 4 })).resolves.toEqual({ ok: true })
  })
})

describe('the rate limit', () => {
  it('refuses the 6th submission within a minute with 429', async () => {
    for (let i = 0; i < 5; i++) {
      await submit({ experience: 4 })
      time += 1_000
    }
    const before = await storedCount()
    const error = await rejection({ experience: 4 })
    expect(error.status).toBe(429)
    expect(error.message).toBe(TOO_MANY_SUBMISSIONS)
    expect(error.retryAfterSeconds).toBe(55)
    expect(await storedCount()).toBe(before)
  })

  it('lets a different client through', async () => {
    for (let i = 0; i < 5; i++) await submit({ experience: 4 }, 'client-a')
    await expect(submit({ experience: 4 }, 'client-b')).resolves.toEqual({ ok: true })
  })

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const addresses = Array.from({ length: 8 }, (_, n) => `2001:db8:4:${n === 0 ? '0' : '0000'}:${n}::${n + 1}`)
    const outcomes = []
    for (const address of addresses) {
      outcomes.push(
        await submit({ experience: 4 }, clientKeyOf(new Headers(), address)).then(
          () => 'accepted',
          (error: unknown) => (error instanceof FeedbackRejectedError ? error.status : error),
        ),
      )
    }
    expect(outcomes).toEqual(['accepted', 'accepted', 'accepted', 'accepted', 'accepted', 429, 429, 429])
    await expect(submit({ experience: 4 }, clientKeyOf(new Headers(), '2001:db8:4:1::1'))).resolves.toEqual({ ok: true })
  })

  it('lets the client through again once the window has passed', async () => {
    for (let i = 0; i < 5; i++) await submit({ experience: 4 })
    await rejection({ experience: 4 })
    time += 60_000
    await expect(submit({ experience: 4 })).resolves.toEqual({ ok: true })
  })
})

describe('the client key', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const headers = new Headers({ 'x-forwarded-for': ' 198.51.100.4 , 10.0.0.1' })
    expect(clientKeyOf(headers, '10.0.0.2')).toBe('10.0.0.2')
  })

  it('is the first X-Forwarded-For entry from the right that is not a trusted proxy', () => {
    const headers = new Headers({ 'x-forwarded-for': ' 198.51.100.4 , 10.0.0.1' })
    expect(clientKeyOf(headers, '10.0.0.2', trustedProxiesFrom('10.0.0.0/8'))).toBe('198.51.100.4')
  })

  it('falls back to the connection address, then to anonymous', () => {
    expect(clientKeyOf(new Headers(), '127.0.0.1')).toBe('127.0.0.1')
    expect(clientKeyOf(new Headers({ 'x-forwarded-for': '' }), undefined)).toBe('anonymous')
  })

  it('is capped in length', () => {
    const headers = new Headers({ 'x-forwarded-for': 'x'.repeat(10_000) })
    expect(clientKeyOf(headers, '127.0.0.1', trustedProxiesFrom('loopback'))).toHaveLength(100)
  })
})

describe('FEEDBACK_RATE_LIMIT', () => {
  it('is 5 unless set, and takes any whole number from 1', () => {
    expect(feedbackRateLimitFrom(undefined)).toBe(5)
    expect(feedbackRateLimitFrom('')).toBe(5)
    expect(feedbackRateLimitFrom('1')).toBe(1)
    expect(feedbackRateLimitFrom(' 1000000 ')).toBe(1_000_000)
  })

  it.each(['0', '-1', 'abc', '2.5', '1e3', '0x10', '1000001'])('stops the server at start on %j', (setting) => {
    expect(() => feedbackRateLimitFrom(setting)).toThrow(
      `FEEDBACK_RATE_LIMIT must be a whole number of submissions per minute from 1 to 1000000, not "${setting}".`,
    )
  })
})
