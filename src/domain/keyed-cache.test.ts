import { describe, expect, it } from 'vitest'
import { keyedCache } from './keyed-cache.ts'

describe('keyedCache', () => {
  it('works a value out once per owner and key, and keeps owners apart', () => {
    const cache = keyedCache<object, number>()
    const first = {}
    const second = {}
    let computed = 0
    const compute = () => ++computed
    expect(cache.getOrCompute(first, 'a', compute)).toBe(1)
    expect(cache.getOrCompute(first, 'a', compute)).toBe(1)
    expect(cache.getOrCompute(second, 'a', compute)).toBe(2)
    expect(cache.get(first, 'b')).toBeUndefined()
  })

  it('keeps a null value as a value, not as a miss', () => {
    const cache = keyedCache<object, number | null>()
    const owner = {}
    let computed = 0
    cache.getOrCompute(owner, 'gone', () => (computed++, null))
    expect(cache.getOrCompute(owner, 'gone', () => (computed++, null))).toBeNull()
    expect(computed).toBe(1)
  })

  it('with `newest`, drops the oldest key of an owner first', () => {
    const cache = keyedCache<object, string>(2)
    const owner = {}
    cache.set(owner, 'a', 'A')
    cache.set(owner, 'b', 'B')
    cache.set(owner, 'c', 'C')
    expect(cache.get(owner, 'a')).toBeUndefined()
    expect([cache.get(owner, 'b'), cache.get(owner, 'c')]).toEqual(['B', 'C'])
  })
})
