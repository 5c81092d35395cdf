import { describe, expect, it } from 'vitest'
import { oneLineErrorLog } from './error-log.ts'

describe('the one-line error log', () => {
  it('writes an error as one line with its cause, without the stack', () => {
    const lines: string[] = []
    const log = oneLineErrorLog((line) => lines.push(line))
    log('Server function failed:', new Error('insert failed', { cause: new TypeError('bad\nbyte') }))
    log({ code: '22021', where: 'parameter $2' })
    expect(lines).toEqual([
      'Server function failed: Error: insert failed (cause: TypeError: bad | byte)',
      "{ code: '22021', where: 'parameter $2' }",
    ])
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

  it('cuts a long line', () => {
    const lines: string[] = []
    oneLineErrorLog((line) => lines.push(line), { maxLineLength: 20 })('x'.repeat(1_000))
    expect(lines[0]).toHaveLength(20)
  })
})
