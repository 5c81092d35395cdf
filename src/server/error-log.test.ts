import { describe, expect, it } from 'vitest'
import { oneLineErrorLog } from './error-log.ts'

describe('the one-line error log', () => {
  it('writes an error as one line with its cause, without the stack', () => {
    const lines: string[] = []
    const log = oneLineErrorLog((line) => lines.push(line))
    log('Server function failed:', new Error('insert failed', { cause: new TypeError('bad\nbyte') }))
    log({ code: '22021', where: 'parameter $2' })
    expect(lines).toEqual(['Server function failed: Error: insert failed (cause: TypeError: bad | byte)', "{ code: '22021', where: 'parameter $2' }"])
    expect(lines.join('\n')).not.toContain('    at ')
  })

  it('writes at most N lines per window, then says how many it dropped', () => {
    const lines: string[] = []
    let time = 0
    const log = oneLineErrorLog((line) => lines.push(line), { perWindow: 3, windowMs: 1_000, now: () => time })
    for (let i = 0; i < 1_000; i++) log(new Error(`malformed request ${i}`))
    expect(lines).toHaveLength(3)
    time = 1_000
    log(new Error('later'))
    expect(lines.slice(3)).toEqual(['(997 more error line(s) suppressed in 1 s)', 'Error: later'])
  })

  it('keeps a budget of its own for server failures, which a flood of malformed requests cannot use up', () => {
    const lines: string[] = []
    let time = 0
    const log = oneLineErrorLog((line) => lines.push(line), { perWindow: 3, windowMs: 1_000, now: () => time })
    for (let i = 0; i < 1_000; i++) log(new Error(`malformed request ${i}`))
    log(
      'Server function failed:',
      new Error('Feedback cannot be saved', { cause: Object.assign(new Error('connection refused'), { name: 'DatabaseUnavailableError' }) }),
    )
    log('PostgreSQL pool error:', 'terminating connection due to administrator command')
    log(new Error('insert failed', { cause: Object.assign(new Error('deadlock detected'), { severity: 'ERROR', code: '40P01' }) }))
    log('Server function failed:', new Error('fourth in the window'))
    expect(lines.slice(3)).toEqual([
      'Server function failed: Error: Feedback cannot be saved (cause: DatabaseUnavailableError: connection refused)',
      'PostgreSQL pool error: terminating connection due to administrator command',
      'Error: insert failed (cause: Error: deadlock detected)',
    ])
    time = 1_000
    log(new Error('later'))
    log('Server function failed:', new Error('later too'))
    expect(lines.slice(6)).toEqual([
      '(997 more error line(s) suppressed in 1 s)',
      'Error: later',
      '(1 more server failure line(s) suppressed in 1 s)',
      'Server function failed: Error: later too',
    ])
  })

  it('cuts a long line', () => {
    const lines: string[] = []
    oneLineErrorLog((line) => lines.push(line), { maxLineLength: 20 })('x'.repeat(1_000))
    expect(lines[0]).toHaveLength(20)
  })
})
