import { describe, expect, it } from 'vitest'
import { HttpError } from './http-error.ts'
import { RANKINGS_BUSY, RANKING_RETRY_AFTER_SECONDS, TOO_MANY_RANKINGS, createWorkGate } from './ranking-gate.server.ts'

/** Work that ends when the test says so, recording how many ran at once. */
function controlledWork() {
  let running = 0
  let most = 0
  const started: string[] = []
  const finishers = new Map<string, () => void>()
  const work = (name: string) => () =>
    new Promise<string>((resolve) => {
      running++
      most = Math.max(most, running)
      started.push(name)
      finishers.set(name, () => {
        running--
        resolve(name)
      })
    })
  const finish = (name: string) => finishers.get(name)?.()
  return { work, finish, started, most: () => most }
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof HttpError ? { status: error.status, message: error.message, retryAfter: error.headers['Retry-After'] } : error),
  )

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve))
}

describe('the ranking gate', () => {
  it('runs one ranking at a time, the waiting ones in order of arrival', async () => {
    const gate = createWorkGate({ concurrency: 1, maxQueued: 10, perClient: 10 })
    const { work, finish, started, most } = controlledWork()
    const results = ['a', 'b', 'c'].map((name) => gate.run(`client ${name}`, work(name)))
    await until(() => started.length === 1)
    expect(gate.stats()).toEqual({ active: 1, queued: 2 })
    for (const name of ['a', 'b', 'c']) {
      await until(() => started.includes(name))
      finish(name)
    }
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c'])
    expect(most()).toBe(1)
    expect(gate.stats()).toEqual({ active: 0, queued: 0 })
  })

  it('answers 429 with Retry-After to a client past its share, and lets others in', async () => {
    const gate = createWorkGate({ concurrency: 1, maxQueued: 10, perClient: 2 })
    const { work, finish, started } = controlledWork()
    const mine = [gate.run('flooder', work('1')), gate.run('flooder', work('2'))]
    expect(await refusalOf(gate.run('flooder', work('3')))).toEqual({
      status: 429,
      message: TOO_MANY_RANKINGS,
      retryAfter: String(RANKING_RETRY_AFTER_SECONDS),
    })
    const other = gate.run('someone else', work('other'))
    for (const name of ['1', '2', 'other']) {
      await until(() => started.includes(name))
      finish(name)
    }
    await Promise.all([...mine, other])
    // Its share comes back once its rankings are done.
    const again = gate.run('flooder', work('4'))
    await until(() => started.includes('4'))
    finish('4')
    expect(await again).toBe('4')
  })

  it('counts synchronous rankings that arrive together, which never overlap once started', async () => {
    const gate = createWorkGate({ concurrency: 1, maxQueued: 10, perClient: 2 })
    const ranked: string[] = []
    const rank = (name: string) => () => {
      ranked.push(name)
      return name
    }
    // Requests that arrive in one turn of the event loop, each handled to its end (microtasks included) before the next.
    const answers: Promise<unknown>[] = []
    for (const name of ['1', '2', '3']) {
      answers.push(refusalOf(gate.run('flooder', rank(name))))
      for (let turn = 0; turn < 10; turn++) await Promise.resolve()
    }
    expect(await Promise.all(answers)).toEqual([null, null, { status: 429, message: TOO_MANY_RANKINGS, retryAfter: String(RANKING_RETRY_AFTER_SECONDS) }])
    expect(ranked).toEqual(['1', '2'])
  })

  it('answers 503 with Retry-After once the queue is full', async () => {
    const gate = createWorkGate({ concurrency: 1, maxQueued: 2, perClient: 10 })
    const { work, finish, started } = controlledWork()
    const admitted = ['a', 'b', 'c'].map((name) => gate.run(name, work(name)))
    expect(await refusalOf(gate.run('d', work('d')))).toEqual({ status: 503, message: RANKINGS_BUSY, retryAfter: String(RANKING_RETRY_AFTER_SECONDS) })
    for (const name of ['a', 'b', 'c']) {
      await until(() => started.includes(name))
      finish(name)
    }
    expect(await Promise.all(admitted)).toEqual(['a', 'b', 'c'])
    expect(started).not.toContain('d')
  })

  it('frees the slot and the share when a ranking fails', async () => {
    const gate = createWorkGate({ concurrency: 1, maxQueued: 0, perClient: 1 })
    await expect(gate.run('a', () => Promise.reject(new Error('engine failed')))).rejects.toThrow('engine failed')
    await expect(gate.run('a', () => 'ranked')).resolves.toBe('ranked')
    expect(gate.stats()).toEqual({ active: 0, queued: 0 })
  })
})
